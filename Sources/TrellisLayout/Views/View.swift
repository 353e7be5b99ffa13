import Foundation

/// A type that represents part of your app's user interface.
///
/// Custom views describe their content in `body`; Trellis's built-in views (stacks, text,
/// shapes, modifiers…) are primitives whose `Body` is `Never`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Not API (SwiftUI's `View` has such hooks too, `_makeView`): how the view graph
    /// takes this view in. A view you write keeps the default — a view with a body — and
    /// built-in views answer their node, so the graph tells the two apart without a
    /// runtime cast per view.
    func _reconcile(_ reconciler: inout _ViewReconciler)
}

extension View {
    /// A view with a body: the graph makes it a custom view (reconciler.node stays nil,
    /// see `_ViewReconciler.reconcileCustom`).
    public func _reconcile(_ reconciler: inout _ViewReconciler) {}
}

extension View where Self: PrimitiveView {
    /// The hook of an internal built-in view (a public one declares its own, the same).
    func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}

/// What `View._reconcile` works with: the existing node, the context and the result.
/// Its members are the engine's.
public struct _ViewReconciler {
    /// The node to update: the one in this place when it was made in the same branches
    /// (``branchPath``), else nil.
    private(set) var existing: GraphNode?
    /// The node in this place, of whatever branches (what a branch looks at).
    private let inPlace: GraphNode?
    /// The branches of `if`/`else` and `switch` taken from this place to the view that
    /// makes the node: a 1, then a bit for each branch (1: the first of two). A branch
    /// makes no node of its own: its content's node carries the path
    /// (``GraphNode/branchPath``), and an existing node of another path is another view,
    /// so a switch of branches makes a new node (new state, and a transition) even where
    /// both branches hold views of one type.
    private(set) var branchPath = GraphNode.rootBranchPath
    /// The context for the view's children (one level deeper, in no branch).
    private(set) var context: ReconcileContext
    /// The view's node; nil for a view with a body.
    var node: GraphNode?
    /// For a modified view: the `ModifiedContent` type (the identity of its node).
    var modifiedType: Any.Type = Never.self

    /// For a view whose node is already known to be of its branches (a modified view's
    /// content, reconciled by the modifier).
    init(existing: GraphNode?, context: ReconcileContext) {
        self.existing = existing
        self.inPlace = existing
        self.context = context
    }

    /// With the context one level deeper (one copy of the context, not two).
    init(existing: GraphNode?, context: ReconcileContext, depth: Int) {
        self.existing = Self.node(existing, ifMadeIn: GraphNode.rootBranchPath)
        self.inPlace = existing
        self.context = context
        self.context.depth = depth
    }

    /// A branch of `if`/`else` or `switch` (`first`: the true branch, or the first of
    /// two), when the path has room for another bit: its content is reconciled in the
    /// branch's place, by this reconciler, the branch added to the path its node carries.
    /// Without room (31 branches nested without a view between), the branch is a node of
    /// its own, as ``reconcile(_:)`` makes. Returns whether it took the branch.
    mutating func reconcileBranch<V: View>(_ content: V, first: Bool) -> Bool {
        guard branchPath < 1 << 31 else { return false }
        branchPath = branchPath << 1 | (first ? 1 : 0)
        existing = Self.node(inPlace, ifMadeIn: branchPath)
        content._reconcile(&self)
        if node == nil {
            // A custom view: its node is at the branch's level, its body one deeper.
            var cx = context
            cx.depth -= 1
            node = reconcileCustom(content, in: cx)
        }
        return true
    }

    /// `node` if it was made in the branches of `path`, else nil (bound, not copied: a
    /// copy of the optional would be a retain and a release).
    @inline(__always)
    private static func node(_ node: GraphNode?, ifMadeIn path: UInt32) -> GraphNode? {
        if let node, node.branchPath == path { return node }
        return nil
    }

    /// The node of `view`, whose hook answered none, reconciled in `outer` (where the view
    /// is; ``context`` is its children's): a custom view's. A built-in view without a hook
    /// of its own (its `Body` is `Never`) is still found, by a cast: whether the type's
    /// body is `Never` is known from the graph's note of the type, not asked of each value.
    func reconcileCustom<V: View>(_ view: V, in outer: ReconcileContext) -> GraphNode {
        let kind = context.graph.customViewKind(of: V.self)
        if kind.bodyless, let primitive = view as? PrimitiveView {
            context.graph.primitivesFoundByCast += 1
            return primitive.reconcile(existing, context)
        }
        return CustomNode.reconcile(view, existing, outer, as: kind.nodeClass)
    }

    /// A built-in view answers its node.
    mutating func reconcile<V: PrimitiveView>(_ view: V) {
        node = view.reconcile(existing, context)
    }
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
