import Foundation

/// An overlaying container as a `Layout` value: the rule of ``ZStackAlgorithm``.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The rule (Algorithms/ZStackAlgorithm.swift).
    var algorithm: ZStackAlgorithm { ZStackAlgorithm(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.solve(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        let solution = algorithm.solve(p, subviews)
        for (offset, s) in subviews.enumerated() {
            let o = solution.origins[offset]
            s.place(at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), anchor: .topLeading, proposal: p)
        }
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    @inlinable @inline(__always)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: cx.graph.stackBoxes.box(layout), shared: true)
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ZStack {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
