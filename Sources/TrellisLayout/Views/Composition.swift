import Foundation

/// A view made of several views, as a `@ViewBuilder` block builds it.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// A tuple view from a tuple value; its elements are the tuple's views.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        var nodes: [GraphNode] = []
        nodes.reserveCapacity(children.count)
        for (i, child) in children.enumerated() {
            nodes.append(cx.reconcile(child, node.child(at: i)))
        }
        node.set(positional: nodes)
        return node
    }
}

/// A view that shows one of two views, as `if`/`else` and `switch` build it.
///
/// SwiftUI declares it a struct holding an internal enum; code only names the type, never
/// its members. Here it is the enum itself: a generic type's nested enum is a second type
/// whose metadata the runtime looks up on every use in code generic over the branches
/// (building it in a body, switching over it while reconciling): several lookups for each
/// `if` evaluated in a generic view's body.
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
    public typealias Body = Never

    /// A branch as a node of its own: only where 31 branches are nested with no view
    /// between, which fill the path a node carries (see `_reconcile`).
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        switch self {
        case .trueContent(let v):
            node.set(only: cx.reconcile(v, node.onlyChild(key: 1)), key: 1)
        case .falseContent(let v):
            node.set(only: cx.reconcile(v, node.onlyChild(key: 0)), key: 0)
        }
        return node
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    /// As a node of its own: past a full path, as a branch (see `_reconcile`).
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        if let view = self {
            node.set(only: cx.reconcile(view, node.onlyChild(key: 0)), key: 0)
        } else {
            node.set(only: nil, key: 0)
        }
        return node
    }
}

/// A view that displays nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
    }
}

/// A type that collects multiple views into one, without affecting their layout:
/// modifiers applied to a group apply to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        node.set(only: cx.reconcile(content, node.onlyChild(key: 0)), key: 0)
        return node
    }
}

/// A type-erased view. A change of the wrapped type replaces the subtree (new identity).
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self.view = any.view } else { self.view = view }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        ListNode.reconcileErased(view, as: Self.self, existing, cx)
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension TupleView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension _ConditionalContent {
    /// The branch's content takes the branch's place (see `_ViewReconciler.reconcileBranch`).
    public func _reconcile(_ reconciler: inout _ViewReconciler) {
        let took = switch self {
        case .trueContent(let v): reconciler.reconcileBranch(v, first: true)
        case .falseContent(let v): reconciler.reconcileBranch(v, first: false)
        }
        if !took { reconciler.reconcile(self) }
    }
}
extension Optional where Wrapped: View {
    /// A branch too (`if` without `else`): the content, or nothing in its place.
    public func _reconcile(_ reconciler: inout _ViewReconciler) {
        let took = switch self {
        case .some(let v): reconciler.reconcileBranch(v, first: true)
        case .none: reconciler.reconcileBranch(EmptyView(), first: false)
        }
        if !took { reconciler.reconcile(self) }
    }
}
extension EmptyView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension Group {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension AnyView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
