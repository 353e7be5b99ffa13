import Foundation
import TrellisPreviewRuntime

/// What the server shares between requests: the backend in use (swapped by a hot
/// reload), the state of the last build, and the open live connections to tell.
public actor ServerState {
    /// The last build of a `--package`: its number, whether one runs, and its error.
    public struct BuildStatus: Codable, Equatable, Sendable {
        /// How many times the previews were (re)loaded; starts at 1.
        public var generation: Int
        public var building: Bool
        /// The last build's error, `nil` after a good build.
        public var error: BuildFailure?
    }

    private(set) var backend: any PreviewBackend
    private(set) var status: BuildStatus
    private var listeners: [Int: @Sendable (String) async -> Void] = [:]
    private var nextID = 1

    public init(backend: any PreviewBackend) {
        self.backend = backend
        self.status = BuildStatus(generation: 1, building: false, error: nil)
    }

    public func currentBackend() -> any PreviewBackend { backend }
    public func buildStatus() -> BuildStatus { status }

    /// A number for a new live session or listener.
    public func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    public func addListener(_ id: Int, _ send: @escaping @Sendable (String) async -> Void) { listeners[id] = send }
    public func removeListener(_ id: Int) { listeners[id] = nil }

    /// A build started: the page shows it.
    public func buildStarted() async {
        status.building = true
        await broadcast(["type": "building"])
    }

    /// A good build: the new backend serves; every page reloads its preview.
    public func reloaded(with backend: any PreviewBackend) async {
        self.backend = backend
        status = BuildStatus(generation: status.generation + 1, building: false, error: nil)
        await broadcast(["type": "reload", "generation": status.generation])
    }

    /// A failed build: the old backend keeps serving; every page shows the error.
    public func buildFailed(_ failure: BuildFailure) async {
        status.building = false
        status.error = failure
        var message: [String: Any] = ["type": "buildError", "message": failure.message]
        if let file = failure.file { message["file"] = file }
        if let line = failure.line { message["line"] = line }
        await broadcast(message)
    }

    private func broadcast(_ message: [String: Any]) async {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for send in listeners.values { await send(text) }
    }
}

/// A compile error: the first error the build printed, with its file and line.
public struct BuildFailure: Codable, Equatable, Sendable, Error {
    public var message: String
    public var file: String?
    public var line: Int?
    /// The build's whole output (its last 20 000 characters).
    public var log: String

    public init(message: String, file: String? = nil, line: Int? = nil, log: String = "") {
        self.message = message
        self.file = file
        self.line = line
        self.log = log
    }
}
