import Foundation

/// The stack algorithm that `HStack`/`HStackLayout` and `VStack`/`VStackLayout` share, for
/// a major axis A (the stacking axis) and a minor axis B (spec §3):
///
/// 1. Gaps between neighbours: the explicit spacing, or each adjacent pair's
///    `ViewSpacing.distance` (8 between generic views, 0 next to a Spacer).
/// 2. With no proposal on A, every child is proposed (nil, P[B]): the stack is the sum of
///    the ideal lengths.
/// 3. Otherwise each child's flexibility is its length proposed ∞ minus its length
///    proposed 0 on A. Children are sorted by layout priority (high first), then
///    flexibility (least flexible first; stable; among infinitely flexible ones the
///    larger minimum first).
/// 4. The space left after the gaps and the minimum lengths of every child outside the
///    top priority group is offered in turn: each child is proposed an equal share of
///    what remains for its group (never below 0) and takes what it answers. Each later
///    group gets its own minimums back when it starts. What remains may go negative
///    (OpenSwiftUI's rule; spec §9).
/// 5. The stack's length is the sum of the answers plus the gaps; it may exceed the
///    proposal (overflow is neither clipped nor re-centred).
/// 6. On B, each child is offset so that its alignment guide lines up; the stack's
///    breadth is the extent of the union of the children's aligned ranges.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Solution {
        var size: CGSize
        /// Each child's origin relative to the stack's origin, its proposal and its size.
        var children: [(origin: CGPoint, proposal: ProposedViewSize, size: CGSize)]
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        // A NaN or infinite spacing counts as unspecified (adaptive); negative spacing
        // is allowed (the views overlap), as in SwiftUI.
        var spacing = self.spacing
        if let s = spacing, !s.isFinite {
            if let container = subviews.container {
                container.context.report(.invalidFrame, "stack spacing \(s.trellisFormatted) is not finite; using the adaptive spacing",
                                         view: container.debugName)
            }
            spacing = nil
        }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex]
        for i in subviews.indices.dropFirst() {
            let next = subviews[i]
            result.append(previous.spacing.distance(to: next.spacing, along: axis))
            previous = next
        }
        return result
    }

    /// The major-axis proposal each child gets.
    func majorProposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, totalGap: CGFloat) -> [CGFloat?] {
        let n = subviews.count
        guard let available = proposal[axis] else { return Array(repeating: nil, count: n) }
        let minor = proposal[axis.other]
        var entries: [SpaceDistribution.Entry] = []
        entries.reserveCapacity(n)
        for i in subviews.indices {
            let s = subviews[i]
            let minimum = s.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            let maximum = s.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
            entries.append(SpaceDistribution.Entry(priority: s.priority, minimum: minimum, flexibility: maximum - minimum))
        }
        let shares = SpaceDistribution.distribute(available: available - totalGap, entries) { i, share in
            subviews[subviews.startIndex + i].sizeThatFits(ProposedViewSize(axis, major: share, minor: minor))[axis]
        }.shares
        return shares.map { Optional($0) }
    }

    /// A solution kept by the container item: valid for the same algorithm, subviews range
    /// and proposal (the subviews' answers do not change while the item lives; a volatile
    /// container keeps it for one pass).
    struct Memo {
        let axis: Axis, alignment: AlignmentKey, spacing: CGFloat?
        let range: Range<Int>, proposal: ProposedViewSize, generation: Int
        let solution: Solution
    }

    func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        guard let container = subviews.container else { return compute(proposal, subviews, rigid: false) }
        // A rigid stack's solution is the same for every proposal (its children's
        // proposals then do not matter either: they are rigid).
        let rigid = subviews.range == container.subviews.range && container.isRigid
        if let m = container.stackMemo, rigid || m.proposal == proposal, m.range == subviews.range, m.axis == axis,
           m.alignment == alignment, m.spacing == spacing,
           !container.isVolatile || m.generation == container.context.generation {
            return m.solution
        }
        let solution = compute(proposal, subviews, rigid: rigid)
        container.stackMemo = Memo(axis: axis, alignment: alignment, spacing: spacing, range: subviews.range, proposal: proposal,
                                   generation: container.context.generation, solution: solution)
        return solution
    }

    private func compute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, rigid: Bool) -> Solution {
        guard !subviews.isEmpty else { return Solution(size: .zero, children: []) }
        let gaps = gaps(subviews)
        let totalGap = gaps.reduce(0, +)
        let majors = majorProposals(proposal, subviews, totalGap: totalGap)
        let minor = proposal[axis.other]
        var children: [(origin: CGPoint, proposal: ProposedViewSize, size: CGSize)] = []
        children.reserveCapacity(subviews.count)
        var guides: [CGFloat] = []
        guides.reserveCapacity(subviews.count)
        var position: CGFloat = 0
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        for (offset, i) in subviews.indices.enumerated() {
            let p = ProposedViewSize(axis, major: majors[offset], minor: minor)
            let d = subviews[i].dimensions(in: p)
            let size = CGSize(width: d.width, height: d.height)
            let guide = d.value(alignment)
            guides.append(guide)
            lowest = Swift.min(lowest, -guide)
            highest = Swift.max(highest, -guide + size[axis.other])
            children.append((CGPoint(axis, major: position, minor: 0), p, size))
            position += size[axis]
            if offset < gaps.count { position += gaps[offset] }
        }
        for k in children.indices {
            children[k].origin[axis.other] = -guides[k] - lowest
        }
        // Exact inputs, exact outputs: shares of the space (thirds, say) need not add up to
        // it in floating point. A stack that fills its proposal to within rounding is
        // exactly as long as it, and its last child ends exactly at its end, so centring
        // it leaves no 1e-14 offsets.
        // (Not for a rigid stack: its length is its children's, whatever the proposal.)
        if !rigid, let available = proposal[axis], available.isFinite, position != available,
           abs(position - available) <= 1e-9 * Swift.max(1, abs(available)), let last = children.indices.last {
            position = available
            children[last].origin[axis] = available - children[last].size[axis]
        }
        return Solution(size: CGSize(axis, major: position, minor: highest - lowest), children: children)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        let solution = solve(p, subviews)
        for (offset, i) in subviews.indices.enumerated() {
            let c = solution.children[offset]
            subviews[i].place(at: CGPoint(x: bounds.minX + c.origin.x, y: bounds.minY + c.origin.y),
                              anchor: .topLeading, proposal: c.proposal)
        }
    }

    /// The stack's spacing for its own neighbours: the union of the children's preferences
    /// on the minor-axis edges, the first child's leading (top) edge and the last child's
    /// trailing (bottom) edge.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing()
        for s in subviews { result.formUnion(s.spacing, edges: minorEdges) }
        result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        return result
    }
}

/// A horizontal stack as a `Layout` value (usable with `AnyLayout`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.solve(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

/// A vertical stack as a `Layout` value (usable with `AnyLayout`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.solve(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}
