import Foundation
import TrellisPreviewRuntime

/// A running runner (see ``RunnerPackage``): requests go to its standard input as JSON
/// lines, answers come back on its standard output, matched by number; its standard
/// error (and whatever the user's code prints) goes to the server's log.
///
/// A runner that exits, or takes longer than ``timeout`` to answer (an endless loop in a
/// view's body), makes the pending and later requests fail with 503 instead of hanging.
public final class RunnerProcess: PreviewBackend, @unchecked Sendable {
    /// How long a request may take.
    public static let timeout: Duration = .seconds(20)

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var pending: [Int: CheckedContinuation<EngineResponse, Never>] = [:]
    private var nextID = 1
    private var stopped: String?

    public init(executablePath: String, log: @escaping @Sendable (String) -> Void) throws {
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputHandle = output.fileHandleForReading
        Thread { [weak self] in
            var buffer = Data()
            while true {
                let data = outputHandle.availableData
                if data.isEmpty { break }
                buffer.append(data)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer = Data(buffer[(newline + 1)...])
                    if let answer = try? JSONDecoder().decode(RunnerResponse.self, from: line) { self?.resolve(answer.id, answer.response) }
                }
            }
            self?.stop(because: "the runner exited")
        }.start()
        let errorHandle = errors.fileHandleForReading
        Thread {
            while true {
                let data = errorHandle.availableData
                if data.isEmpty { break }
                log(String(decoding: data, as: UTF8.self))
            }
        }.start()
    }

    public func send(_ request: EngineRequest) async -> EngineResponse {
        let id: Int = lock.withLock { defer { nextID += 1 }; return nextID }
        return await withCheckedContinuation { continuation in
            lock.lock()
            if let stopped {
                lock.unlock()
                continuation.resume(returning: .failure(.unavailable(stopped)))
                return
            }
            pending[id] = continuation
            var line = (try? JSONEncoder().encode(RunnerRequest(id: id, request: request))) ?? Data()
            line.append(0x0A)
            do {
                try input.fileHandleForWriting.write(contentsOf: line)
            } catch {
                pending[id] = nil
                lock.unlock()
                continuation.resume(returning: .failure(.unavailable("the runner does not read its input")))
                return
            }
            lock.unlock()
            Task { [weak self] in
                try? await Task.sleep(for: Self.timeout)
                self?.resolve(id, .failure(.unavailable("the runner did not answer in \(Self.timeout)")))
            }
        }
    }

    private func resolve(_ id: Int, _ response: EngineResponse) {
        let continuation: CheckedContinuation<EngineResponse, Never>? = lock.withLock { pending.removeValue(forKey: id) }
        continuation?.resume(returning: response)
    }

    /// Ends the runner; pending requests fail.
    public func stop(because reason: String = "the runner was stopped") {
        let waiting: [CheckedContinuation<EngineResponse, Never>] = lock.withLock {
            if stopped == nil { stopped = reason }
            defer { pending.removeAll() }
            return Array(pending.values)
        }
        for continuation in waiting { continuation.resume(returning: .failure(.unavailable(reason))) }
        if process.isRunning { process.terminate() }
        try? input.fileHandleForWriting.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// The backend before a `--package`'s first good build: no previews; every request
/// fails with 503 and the build's error.
public struct UnavailableBackend: PreviewBackend {
    public let reason: String
    public init(reason: String) { self.reason = reason }
    public func send(_ request: EngineRequest) async -> EngineResponse {
        if case .list = request { return .previews([]) }
        return .failure(.unavailable(reason))
    }
}
