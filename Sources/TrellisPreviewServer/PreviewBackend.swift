import Foundation
import Trellis
import TrellisPreviewRuntime
import TrellisShowcase

/// Where the server's previews are hosted: answers ``EngineRequest``s one at a time.
public protocol PreviewBackend: Sendable {
    func send(_ request: EngineRequest) async -> EngineResponse
}

/// The previews linked into the server's own binary, hosted in its process. An actor, so
/// one request at a time touches the hosts.
public actor InProcessBackend: PreviewBackend {
    private let engine: PreviewEngine

    public init(subjects: [PreviewSubject]) {
        engine = PreviewEngine(subjects: subjects)
    }

    public func send(_ request: EngineRequest) async -> EngineResponse {
        engine.handle(request)
    }

    /// The built-in catalogue: every showcase example (named as `trellis examples` names
    /// them, at the phone's 390 × 844), then every `#Preview` and registered
    /// `PreviewProvider` linked in (named by their names, or by their ids where a name is
    /// taken), as `trellis previews` lists them.
    public static func builtInSubjects() -> [PreviewSubject] {
        let examples = Showcase.examples.map { example in
            PreviewSubject(name: example.name, title: example.title, kind: "example", source: nil,
                           defaultSize: PreviewSubject.phoneSize,
                           makeHost: { explicit, scale, environment in
                               HostingView(rootView: example.makeView(), size: explicit ?? PreviewSubject.phoneSize,
                                           displayScale: CGFloat(scale), environment: environment)
                           })
        }
        return examples + PreviewSubject.previews(PreviewCatalog.all, taken: Set(examples.map(\.name)))
    }
}
