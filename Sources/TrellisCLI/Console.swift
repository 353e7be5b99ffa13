import Foundation

/// Where the commands write: the process's standard output and error, or buffers (tests).
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void

    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Writes `text` to standard output as is.
    public func write(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeOut(text)
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) { write(text + "\n") }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeError(text + "\n")
    }
}

/// A console that keeps what was written, for running commands in-process.
public final class CapturingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""

    public init() {}

    public var standardOutput: String { lock.lock(); defer { lock.unlock() }; return outText }
    public var standardError: String { lock.lock(); defer { lock.unlock() }; return errorText }

    public var console: Console {
        Console(out: { [self] s in lock.lock(); outText += s; lock.unlock() },
                error: { [self] s in lock.lock(); errorText += s; lock.unlock() })
    }
}
