import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    // Inlinable, as SwiftUI's, and always inlined (see `ViewBuilder`): code generic over the
    // content (a recursive view) then builds the stack with the type it already has.
    @inlinable @inline(__always)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: cx.graph.stackBoxes.box(layout), shared: true)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    @inlinable @inline(__always)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: cx.graph.stackBoxes.box(layout), shared: true)
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension HStack {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension VStack {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
