import Foundation

/// A type that represents part of your app's user interface.
///
/// Custom views describe their content in `body`; Trellis's built-in views (stacks, text,
/// shapes, modifiers…) are primitives whose `Body` is `Never`.
@MainActor @preconcurrency
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

/// Runs main-actor-isolated view code on the calling thread.
///
/// `View` is `@MainActor @preconcurrency`, as in SwiftUI, so view code written for Swift 6
/// compiles. Trellis's host is single-threaded by contract — one host is used from one
/// thread at a time, as a window is used from the main thread — and builds views on the
/// thread that drives it; this is how engine code (preview catalogues) enters that world
/// without an executor check that would fail off the main thread.
public func _withAssumedMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { isolated in
        try unsafeBitCast(isolated, to: (() throws -> T).self)()
    }
}
