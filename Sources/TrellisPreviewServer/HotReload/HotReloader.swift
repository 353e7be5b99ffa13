import Foundation
import TrellisPreviewRuntime

/// `trellis preview --package`: builds the runner, starts it, and on every save rebuilds
/// and swaps it in (see ``RunnerPackage`` for the design).
///
/// On a good build the new runner serves and the pages are told to `reload` (they keep
/// their preview and controls, which live in their URL). On a compile error the old
/// runner keeps serving (the last good render stays) and the pages show the error's file
/// and line (`buildError`, and `/status.json`).
public final class HotReloader: @unchecked Sendable {
    public let package: RunnerPackage
    let log: @Sendable (String) -> Void
    private var runner: RunnerProcess?
    private let lock = NSLock()

    public init(package: RunnerPackage, log: @escaping @Sendable (String) -> Void) {
        self.package = package
        self.log = log
    }

    /// Builds and starts a runner.
    public func start() async throws -> RunnerProcess {
        try await package.build()
        let process = try RunnerProcess(executablePath: package.executablePath, log: log)
        if case .failure(let error) = await process.send(.list) {
            process.stop()
            throw BuildFailure(message: "the runner does not answer: \(error.message)")
        }
        return process
    }

    /// The first build: the state's backend becomes the runner, or the error is shown.
    public func load(into state: ServerState) async {
        await rebuild(into: state)
    }

    /// Rebuilds and swaps the runner in, or reports the failure.
    public func rebuild(into state: ServerState) async {
        await state.buildStarted()
        let started = ContinuousClock.now
        do {
            let fresh = try await start()
            let old: RunnerProcess? = lock.withLock { defer { runner = fresh }; return runner }
            await state.reloaded(with: fresh)
            old?.stop()
            log("trellis preview: built and reloaded in \(ContinuousClock.now - started)\n")
        } catch let failure as BuildFailure {
            log("trellis preview: build failed: \(failure.file.map { "\($0):\(failure.line ?? 0): " } ?? "")\(failure.message)\n")
            await state.buildFailed(failure)
        } catch {
            await state.buildFailed(BuildFailure(message: "\(error)"))
        }
    }

    /// Polls the sources until cancelled; each change (settled: two equal readings in a
    /// row) rebuilds.
    public func watch(state: ServerState) async {
        let watcher = SourceWatcher(packagePath: package.packagePath)
        var last = watcher.snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: SourceWatcher.interval)
            var now = watcher.snapshot()
            guard now != last else { continue }
            // Let an editor finish writing.
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(200))
                let again = watcher.snapshot()
                if again == now { break }
                now = again
            }
            last = now
            await rebuild(into: state)
        }
    }

    /// Stops the runner.
    public func stop() {
        lock.withLock { runner }?.stop()
    }
}
