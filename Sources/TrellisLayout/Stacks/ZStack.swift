import Foundation

/// An overlaying container as a `Layout` value.
///
/// Size: on each axis, the extent of the union of the aligned ranges of the children with
/// the highest layout priority, each proposed the stack's proposal; lower-priority children
/// do not size the stack. With the built-in edge and centre guides that is the largest
/// child; with custom guides it is the union (the documentation's model, chosen over
/// OpenSwiftUI's plain maximum; spec §9). Placement: every child is proposed the stack's
/// size and aligned to the common guide. An empty ZStack is 0×0.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    struct Solution {
        var size: CGSize
        var origins: [CGPoint]
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Solution {
        guard !subviews.isEmpty else { return Solution(size: .zero, origins: []) }
        let top = subviews.map(\.priority).max() ?? 0
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var guides: [(CGFloat, CGFloat)] = []
        for s in subviews {
            let d = s.dimensions(in: proposal)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            guides.append((gx, gy))
            guard s.priority == top else { continue }
            minX = min(minX, -gx); maxX = max(maxX, -gx + d.width)
            minY = min(minY, -gy); maxY = max(maxY, -gy + d.height)
        }
        let origins = guides.map { CGPoint(x: -$0.0 - minX, y: -$0.1 - minY) }
        return Solution(size: CGSize(width: maxX - minX, height: maxY - minY), origins: origins)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        solve(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(bounds.size)
        let solution = solve(p, subviews)
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
