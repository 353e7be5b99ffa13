import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals
import TrellisPreviewRuntime

/// The `trellis preview` server: the page, the HTTP interface (``Routes``) and the live
/// WebSockets, on Hummingbird 2.
public struct PreviewServer: Sendable {
    /// The address the server binds to unless `--host` says otherwise: loopback only, so
    /// the previews (the user's code) are not reachable from other machines.
    public static let defaultHost = "127.0.0.1"
    /// The port unless `--port` says otherwise (0 takes any free port).
    public static let defaultPort = 8425
    /// The largest WebSocket message the server reads (64 KiB); a larger one closes the
    /// connection with "message too big", as WebSocket's protocol says.
    public static let maximumMessageSize = 1 << 16

    public var host: String
    public var port: Int
    public let state: ServerState

    public init(host: String = PreviewServer.defaultHost, port: Int = PreviewServer.defaultPort, backend: any PreviewBackend) {
        self.host = host
        self.port = port
        self.state = ServerState(backend: backend)
    }

    /// How long a stop (Ctrl-C or SIGTERM) waits for open connections to finish.
    public static let shutdownGrace: Duration = .seconds(2)

    /// Runs `app` until one of `signals` arrives (or `started`'s group is told to shut
    /// down): what `trellis preview` runs. Connections get ``shutdownGrace`` to finish,
    /// then are cancelled. A connection that never sent a request (a browser opens spare
    /// ones and keeps them for minutes) is neither idle nor cancellable to Hummingbird, so
    /// the group can wait for it long after; `overrun`, when given, is called once
    /// ``shutdownGrace`` twice over has passed since the stop began, for the caller to end
    /// the process instead of waiting.
    public static func run(_ app: some ApplicationProtocol, signals: [UnixSignal] = [.sigterm, .sigint],
                           started: @Sendable (ServiceGroup) -> Void = { _ in },
                           overrun: (@Sendable () -> Void)? = nil) async throws {
        var services: [any Service] = [app]
        if let overrun { services.append(StopDeadline(after: shutdownGrace * 2, overrun: overrun)) }
        var configuration = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: signals,
                                                      logger: Logger(label: "trellis-preview"))
        configuration.maximumGracefulShutdownDuration = shutdownGrace
        let group = ServiceGroup(configuration: configuration)
        started(group)
        try await group.run()
    }

    /// Whether `host` names a loopback address (`127.x.x.x`, `::1`, `localhost`).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The warning logged when the server binds elsewhere than loopback, `nil` otherwise.
    public static func hostWarning(_ host: String) -> String? {
        isLoopback(host) ? nil
            : "warning: binding to \(host): anyone who can reach this address can run your previews' code and see them; the default is \(defaultHost)"
    }

    /// The application: routes, WebSocket upgrade, address. `onRunning` gets the address
    /// and port bound (the chosen port when `port` is 0).
    public func application(logger: Logger? = nil, onRunning: @escaping @Sendable (String, Int) async -> Void = { _, _ in })
        -> some ApplicationProtocol {
        let router = Routes.build(state: state)
        var log = logger ?? Logger(label: "trellis-preview")
        if logger == nil { log.logLevel = .warning }
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router,
                                           configuration: .init(ws: .init(maxFrameSize: Self.maximumMessageSize))),
            configuration: .init(address: .hostname(host, port: port), serverName: "trellis-preview"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.ipAddress ?? "", channel.localAddress?.port ?? 0) },
            logger: log)
    }
}

/// Waits for the group's stop to begin, then calls `overrun` after `after` on a timer the
/// group's cancellation does not reach.
private struct StopDeadline: Service {
    let after: Duration
    let overrun: @Sendable () -> Void

    func run() async throws {
        try? await gracefulShutdown()
        let (seconds, attoseconds) = after.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: overrun)
    }
}
