import Foundation

/// A part of an app's user interface with a life cycle the system manages: a window group,
/// or a scene of your own made of others in `body`.
///
/// Trellis's built-in scenes (``WindowGroup``) are primitives whose `Body` is `Never`; a
/// scene you write is read through its body, as a view is.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// The engine-side face of a built-in scene: the root views of the windows it opens.
protocol PrimitiveScene {
    var windowRoots: [AnyView] { get }
}

extension Scene {
    /// The root views of the windows the scene opens, in the order written: a built-in
    /// scene answers its own; a scene of your own answers its body's.
    var windowRoots: [AnyView] {
        if let primitive = self as? any PrimitiveScene { return primitive.windowRoots }
        if Body.self == Never.self { return [] }
        return body.windowRoots
    }
}

/// Builds a scene from the scenes written in a closure (`var body: some Scene { … }`).
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene((repeat each content))
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> some Scene { OptionalScene(content: content) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> some Scene { content }
}

/// Several scenes written one after the other: their windows in that order.
struct TupleScene<T>: Scene, PrimitiveScene {
    let value: T
    let roots: [AnyView]
    init<each S: Scene>(_ value: (repeat each S)) where T == (repeat each S) {
        self.value = value
        var roots: [AnyView] = []
        for scene in repeat each value { roots += scene.windowRoots }
        self.roots = roots
    }
    var windowRoots: [AnyView] { roots }
    var body: Never { preconditionFailure("TupleScene has no body") }
}

/// A scene written under `if`: its windows when the condition held, none otherwise.
struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?
    var windowRoots: [AnyView] { content?.windowRoots ?? [] }
    var body: Never { preconditionFailure("OptionalScene has no body") }
}
