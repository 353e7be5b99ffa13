import ArgumentParser
import Foundation
import TrellisPreviewRuntime
import TrellisPreviewServer

/// `trellis preview [--host H] [--port P] [--package PATH]`: the live preview server.
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve every example and preview as a live, interactive page (with --package, a package's previews with hot reload).",
        discussion: """
        Open the printed URL in a browser. The HTTP interface (GET /previews.json, \
        /render/<name>.svg|png, /layout/<name>.json, WebSocket /live/<name>) is described in the README.
        """)

    @Option(help: "The address to listen on (\(PreviewServer.defaultHost): this machine only).")
    var host = PreviewServer.defaultHost

    @Option(help: "The port (0: any free port).")
    var port = PreviewServer.defaultPort

    @Option(help: "A Swift package whose previews to serve, rebuilt and reloaded when its sources change.")
    var package: String?

    @Option(help: "With --package: the Trellis checkout the package depends on by path (default: the one this command was built from).")
    var trellis: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("bad port \(port): expected 0 to 65535") }
        guard !host.isEmpty else { throw ValidationError("bad host '': expected an address such as 127.0.0.1") }
        if let package {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: package + "/Package.swift", isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw ValidationError("bad package '\(package)': no Package.swift in that folder")
            }
        }
    }

    func execute(_ console: Console) throws {
        if let warning = PreviewServer.hostWarning(host) { console.printError(warning) }
        let done = DispatchSemaphore(value: 0)
        let failure = Locked<Error?>(nil)
        let command = self
        Task {
            do { try await command.serve(console) { done.signal() } } catch { failure.value = error }
            done.signal()
        }
        done.wait()
        if let error = failure.value { throw CLIError("cannot serve the previews: \(error)") }
    }

    /// Serves until Ctrl-C or SIGTERM; `overrun` ends the command when connections outlive
    /// the stop (see ``PreviewServer/run(_:signals:started:overrun:)``).
    private func serve(_ console: Console, overrun: @escaping @Sendable () -> Void) async throws {
        let reloader: HotReloader?
        let server: PreviewServer
        if let package {
            let runner = RunnerPackage(packagePath: package, trellisPath: trellis ?? RunnerPackage.defaultTrellisPath)
            reloader = HotReloader(package: runner) { console.printError($0.hasSuffix("\n") ? String($0.dropLast()) : $0) }
            server = PreviewServer(host: host, port: port, backend: UnavailableBackend(reason: "the package is being built"))
            console.print("Building the previews of \(runner.packagePath) (runner in \(runner.scratchPath))…")
        } else {
            reloader = nil
            server = PreviewServer(host: host, port: port, backend: InProcessBackend(subjects: InProcessBackend.builtInSubjects()))
        }
        let host = self.host
        let app = server.application(onRunning: { _, port in
            let shown = host.contains(":") ? "[\(host)]" : host
            console.print("Trellis preview: http://\(shown):\(port)/  (Ctrl-C to stop)")
        })
        var watch: Task<Void, Never>?
        if let reloader {
            let state = server.state
            watch = Task {
                await reloader.load(into: state)
                await reloader.watch(state: state)
            }
        }
        defer {
            watch?.cancel()
            reloader?.stop()
        }
        try await PreviewServer.run(app, overrun: overrun)
    }
}
