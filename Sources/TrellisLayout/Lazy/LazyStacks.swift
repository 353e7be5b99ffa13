import Foundation

/// The layout of `LazyVStack` / `LazyHStack`.
///
/// Choices (SwiftUI documents none of these numbers): every child is proposed its ideal
/// length along the stack (`nil`) and the stack's breadth across, so a lazy stack never
/// divides space among flexible children as `VStack` does; across, the stack takes the
/// whole proposal (it fills the width of a scroll view, where `VStack` hugs its
/// content), or its widest child when unspecified. Gaps are the stack's: the spacing
/// given, or each adjacent pair's preferred spacing. Children are aligned across by the
/// leading, centre or trailing edge (other guides count as the centre). Trellis builds
/// every child (a headless host answers frames for every id, on screen or not); pinned
/// section headers are not pinned.
struct LazyStackLayout: Layout {
    let axis: Axis
    let alignmentFraction: CGFloat
    let spacing: CGFloat?

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    private func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, sizes: [CGSize], gaps: [CGFloat]) {
        let p = childProposal(proposal)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        let gaps = StackAlgorithm(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                                  spacing: spacing).gaps(subviews)
        let length = sizes.reduce(0) { $0 + (axis == .vertical ? $1.height : $1.width) } + gaps.reduce(0, +)
        let widest = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let breadth = (axis == .vertical ? proposal.width : proposal.height) ?? widest
        return (axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth), sizes, gaps)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        solve(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (_, sizes, gaps) = solve(proposal, subviews)
        let p = childProposal(proposal)
        var position = axis == .vertical ? bounds.minY : bounds.minX
        for (i, s) in subviews.enumerated() {
            let size = sizes[i]
            if axis == .vertical {
                let x = bounds.minX + (bounds.width - size.width) * alignmentFraction
                s.place(at: CGPoint(x: x, y: position), anchor: .topLeading, proposal: p)
                position += size.height
            } else {
                let y = bounds.minY + (bounds.height - size.height) * alignmentFraction
                s.place(at: CGPoint(x: position, y: y), anchor: .topLeading, proposal: p)
                position += size.width
            }
            if i < gaps.count { position += gaps[i] }
        }
    }
}

func alignmentFraction(_ h: HorizontalAlignment) -> CGFloat {
    h == .leading ? 0 : h == .trailing ? 1 : 0.5
}

func alignmentFraction(_ v: VerticalAlignment) -> CGFloat {
    v == .top ? 0 : v == .bottom ? 1 : 0.5
}

/// Which section views stay pinned while scrolling.
///
/// **Differs from SwiftUI:** accepted, but nothing is pinned: section headers and footers
/// scroll with their rows (pinning is not written yet).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A view that arranges its children in a line that grows vertically (see
/// ``LazyStackLayout`` for the sizing rules).
///
/// **Differs from SwiftUI:** not lazy. SwiftUI creates the children as they scroll into
/// sight; Trellis builds every child, so a headless host answers frames for every id, on
/// screen or not. Pinned section views are not pinned.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .vertical, alignmentFraction: alignmentFraction(alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

/// A view that arranges its children in a line that grows horizontally.
///
/// **Differs from SwiftUI:** not lazy, as ``LazyVStack`` is not: every child is built, so
/// a headless host answers frames for every id, on screen or not.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(axis: .horizontal, alignmentFraction: alignmentFraction(alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension LazyVStack {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension LazyHStack {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
