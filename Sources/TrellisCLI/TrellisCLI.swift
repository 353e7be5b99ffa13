import ArgumentParser
import Foundation

/// Runs the `trellis` command in-process: the executable's `main.swift` and the tests call
/// ``run(_:console:)``.
public enum TrellisCLI {
    /// Parses `arguments` (without the program name), runs the subcommand, and returns the
    /// exit code: 0 on success (help included), non-zero with a message on standard error
    /// otherwise (1 for a command's failure, 64 for a bad option value).
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do {
            var command = try TrellisCommand.parseAsRoot(arguments)
            if let subcommand = command as? any ConsoleCommand {
                try subcommand.execute(console)
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = TrellisCommand.exitCode(for: error)
            let message = TrellisCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { console.print(message) }
            } else {
                console.printError(message)
            }
            return code.rawValue
        }
    }

    /// Runs the command with a capturing console.
    public static func capture(_ arguments: [String]) -> (exitCode: Int32, standardOutput: String, standardError: String) {
        let capture = CapturingConsole()
        let code = run(arguments, console: capture.console)
        return (code, capture.standardOutput, capture.standardError)
    }
}
