import Foundation

/// A command's failure: a message for the user, and a non-zero exit code (1).
public struct CLIError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    static func unknownExample(_ name: String, known: [String]) -> CLIError {
        CLIError("unknown example '\(name)'; known examples: " + (known.isEmpty ? "(none)" : known.joined(separator: ", ")))
    }

    static func cannotWrite(_ path: String, _ reason: String) -> CLIError {
        CLIError("cannot write \(path): \(reason)")
    }
}
