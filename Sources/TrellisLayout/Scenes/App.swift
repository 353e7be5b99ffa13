import Foundation

/// A type that represents the structure and behaviour of an app: its scenes, in `body`.
///
/// Mark it `@main`: `main()` (Trellis module) makes the app and shows its first window on
/// a headless host, drawn in the terminal.
///
/// **Differs from SwiftUI:** there is no event loop and no screen on a Linux host: `main()`
/// lays out the first window once, prints it as terminal text and returns. To interact
/// with the app's views, host them in a ``HostingView``.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The root view of the window the app opens first: its first window group's content;
    /// nil when its scenes open no window. (The launch in TrellisRender reads it.)
    @_spi(Scenes) public var firstWindowRoot: AnyView? { body.windowRoots.first }
}

/// Whether a scene is in front and taking events.
///
/// **Differs from SwiftUI:** no system moves a host's window to the background, so
/// `\.scenePhase` is `.active` unless a test sets it in the environment.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown; the system may remove it.
    case background
    /// Shown but not taking events.
    case inactive
    /// In front, taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in. A Trellis host's window is in front and
    /// taking events: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
