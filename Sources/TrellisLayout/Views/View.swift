import Foundation

/// A type that represents part of your app's user interface.
///
/// Custom views describe their content in `body`; Trellis's built-in views (stacks, text,
/// shapes, modifiers…) are primitives whose `Body` is `Never`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never {
        preconditionFailure("Never has no body")
    }
}

/// The engine-side face of a built-in view: it updates (or creates) its persistent node.
protocol PrimitiveView {
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode
}

extension View where Body == Never {
    /// Built-in views have no body of their own; the engine never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
