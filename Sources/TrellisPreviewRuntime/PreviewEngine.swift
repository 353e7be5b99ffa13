import Foundation
import Trellis
import TrellisRender

/// What the preview server asks of the previews: in the server's own process for the
/// linked-in previews, or over a runner's standard input for a `--package`'s (one JSON
/// object per line, see ``RunnerLoop``).
public enum EngineRequest: Codable, Equatable, Sendable {
    case list
    case render(name: String, parameters: RenderParameters, format: PictureKind)
    case layout(name: String, parameters: RenderParameters)
    /// Opens live session `session` on the preview: one host kept across the messages.
    case open(session: Int, name: String, parameters: RenderParameters)
    /// A tap at a point in window points.
    case tap(session: Int, x: Double, y: Double)
    /// Moves the session's clock by `seconds` (animations progress).
    case advance(session: Int, seconds: Double)
    /// New controls: the host keeps its state, takes the new size and environment.
    case controls(session: Int, parameters: RenderParameters)
    case close(session: Int)
}

/// The picture formats of `/render`.
public enum PictureKind: String, Codable, Sendable {
    case svg, png
}

/// One picture of a live session, with what the page needs beside it.
public struct LiveFrame: Codable, Equatable, Sendable {
    public var svg: String
    public var width: Double
    public var height: Double
    /// Whether an animation still runs (the server keeps sending frames while it does).
    public var animating: Bool
    /// The host's clock, in seconds.
    public var time: Double
    /// Whether the last tap hit something that handles taps.
    public var tapped: Bool?
    public var views: [LayoutNode]
}

/// The answer to an ``EngineRequest``.
public enum EngineResponse: Codable, Equatable, Sendable {
    case previews([PreviewInfo])
    case picture(Data)
    case layout(LayoutReport)
    case frame(LiveFrame)
    case closed
    case failure(PreviewError)
}

/// Hosts previews and answers ``EngineRequest``s. Not thread-safe: one caller at a time
/// (the server wraps it in an actor; a runner answers one line after another).
public final class PreviewEngine {
    public let subjects: [PreviewSubject]
    private var sessions: [Int: (subject: PreviewSubject, host: HostingView<AnyView>, parameters: RenderParameters)] = [:]
    /// The most live sessions kept at once; opening one more closes the oldest.
    public static let maximumSessions = 64
    /// The longest step ``EngineRequest/advance(session:seconds:)`` takes: a longer
    /// interval (a stalled connection) is cut to this, so an animation is not skipped.
    public static let maximumStep: Double = 0.25

    public init(subjects: [PreviewSubject]) {
        self.subjects = subjects
    }

    public func subject(named name: String) throws -> PreviewSubject {
        guard let subject = subjects.first(where: { $0.name == name }) else {
            throw PreviewError.notFound("unknown preview '\(name)'")
        }
        return subject
    }

    public var openSessions: Int { sessions.count }

    public func handle(_ request: EngineRequest) -> EngineResponse {
        do {
            return try answer(request)
        } catch let error as PreviewError {
            return .failure(error)
        } catch {
            return .failure(.badRequest("\(error)"))
        }
    }

    private func answer(_ request: EngineRequest) throws -> EngineResponse {
        switch request {
        case .list:
            return .previews(subjects.map(\.info))
        case .render(let name, let parameters, let format):
            try parameters.validate()
            let subject = try subject(named: name)
            let host = subject.host(parameters)
            switch format {
            case .svg: return .picture(Data(Self.svg(host, parameters).utf8))
            case .png:
                try parameters.checkPixels(host.size)
                return .picture(try Self.png(host, parameters))
            }
        case .layout(let name, let parameters):
            try parameters.validate()
            let host = try subject(named: name).host(parameters)
            return .layout(LayoutReport(name: name, width: Double(host.size.width), height: Double(host.size.height),
                                        views: LayoutNode.nodes(of: host)))
        case .open(let session, let name, let parameters):
            try parameters.validate()
            let subject = try subject(named: name)
            if sessions.count >= Self.maximumSessions, let oldest = sessions.keys.min() { sessions[oldest] = nil }
            let host = subject.host(parameters)
            sessions[session] = (subject, host, parameters)
            return .frame(Self.frame(host, parameters, tapped: nil))
        case .tap(let session, let x, let y):
            let live = try self.session(session)
            guard x.isFinite, y.isFinite else { throw PreviewError.badRequest("bad tap point (\(x), \(y)): expected finite numbers") }
            let tapped = live.host.tap(at: CGPoint(x: x, y: y))
            return .frame(Self.frame(live.host, live.parameters, tapped: tapped))
        case .advance(let session, let seconds):
            let live = try self.session(session)
            guard seconds.isFinite, seconds >= 0 else { throw PreviewError.badRequest("bad interval \(seconds): expected a finite number of seconds, 0 or more") }
            live.host.advance(by: min(seconds, Self.maximumStep))
            return .frame(Self.frame(live.host, live.parameters, tapped: nil))
        case .controls(let session, let parameters):
            try parameters.validate()
            let live = try self.session(session)
            let host = live.host
            host.size = parameters.size(default: live.subject.defaultSize)
            host.dynamicTypeSize = parameters.dynamicTypeSize
            host.layoutDirection = parameters.layoutDirection
            host.environment.colorScheme = parameters.colorScheme
            host.displayScale = CGFloat(parameters.scale)
            sessions[session] = (live.subject, host, parameters)
            return .frame(Self.frame(host, parameters, tapped: nil))
        case .close(let session):
            sessions[session] = nil
            return .closed
        }
    }

    private func session(_ id: Int) throws -> (subject: PreviewSubject, host: HostingView<AnyView>, parameters: RenderParameters) {
        guard let live = sessions[id] else { throw PreviewError.badRequest("no live session \(id)") }
        return live
    }

    // MARK: Pictures

    /// The host's render tree: its colours are already in the host's scheme (the
    /// parameters' scheme, or the one a view prefers).
    static func tree(_ host: HostingView<AnyView>, _ parameters: RenderParameters) -> RenderNode {
        host.renderTree()
    }

    /// The window's background in the host's colour scheme.
    static func background(_ host: HostingView<AnyView>) -> Color {
        host.environment.colorScheme == .dark ? .black : .white
    }

    /// The host as SVG, in the parameters' colour scheme.
    public static func svg(_ host: HostingView<AnyView>, _ parameters: RenderParameters) -> String {
        SVGRenderer(options: SVGRenderer.Options(background: background(host)), measurer: host.renderingMeasurer)
            .render(tree(host, parameters), size: host.size)
    }

    /// The host as PNG at the parameters' scale and colour scheme (the server's caps keep
    /// it under the rasterizer's, see ``PictureTooLargeError``).
    public static func png(_ host: HostingView<AnyView>, _ parameters: RenderParameters) throws -> Data {
        try PNGRenderer(scale: CGFloat(parameters.scale), options: PNGRenderer.Options(background: background(host)),
                    measurer: host.renderingMeasurer)
            .render(tree(host, parameters), size: host.size)
    }

    static func frame(_ host: HostingView<AnyView>, _ parameters: RenderParameters, tapped: Bool?) -> LiveFrame {
        LiveFrame(svg: svg(host, parameters), width: Double(host.size.width), height: Double(host.size.height),
                  animating: host.isAnimating, time: host.time, tapped: tapped, views: LayoutNode.nodes(of: host))
    }
}
