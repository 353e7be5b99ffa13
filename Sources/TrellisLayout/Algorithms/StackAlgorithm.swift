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
///
/// The children are asked through the subviews' ``LayoutTree`` (``SubviewAccess``). A
/// container keeps its solution and updates it when some subviews change
/// (Stacks/StackMemo.swift); this file is the algorithm that works one out anew.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Solution {
        var size: CGSize
        /// Each child's origin relative to the stack's origin, its size and its share
        /// (the major axis of its proposal).
        var children: [Entry]
        /// The minor axis of every child's proposal: the stack's.
        var minor: CGFloat?

        struct Entry {
            var origin: CGPoint
            var size: CGSize
            var share: CGFloat?
        }

        /// The proposal `entry` stands for, on `axis`. (Kept as a share, an entry is 48
        /// bytes rather than 64: the stack keeps one per subview.)
        func proposal(_ entry: Entry, _ axis: Axis) -> ProposedViewSize {
            ProposedViewSize(axis, major: entry.share, minor: minor)
        }
    }

    /// The solution for `proposal`: the container's kept one (Stacks/StackMemo.swift), that
    /// one updated for the subviews that changed, or one worked out anew (``compute``).
    func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        if let memo = memo(solving: proposal, subviews) { return memo.solution }
        return solveWithoutMemo(proposal, subviews)
    }

    /// The size of ``solve(_:_:)``'s solution (the solution's entries not copied out).
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        if let memo = memo(solving: proposal, subviews) { return memo.solution.size }
        return solveWithoutMemo(proposal, subviews).size
    }

    /// The solution for subviews of no container (a dry run's), which has no memo.
    private func solveWithoutMemo(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        var storage = Storage()
        return compute(proposal, subviews, rigid: false, keepEntries: false, into: &storage).solution
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var result: [CGFloat] = []
        gaps(subviews, into: &result)
        return result
    }

    /// Writes the gaps between neighbours to `result` (emptied first; its memory is kept).
    func gaps(_ subviews: LayoutSubviews, into result: inout [CGFloat]) {
        result.empty()
        guard subviews.count > 1 else { return }
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
        result.reserveCapacity(subviews.count - 1)
        if let spacing {
            for _ in 1..<subviews.count { result.append(spacing) }
            return
        }
        subviews.storage.withSubviews { s in
            var previous = s.spacing(subviews.startIndex)
            for i in subviews.indices.dropFirst() {
                let next = s.spacing(i)
                result.append(previous.distance(to: next, along: axis))
                previous = next
            }
        }
    }

    /// The adaptive gap between the neighbours at `previous` and `previous + 1`: what their
    /// spacing preferences ask on the axis.
    func adaptiveGap(_ subviews: LayoutSubviews, after previous: Int) -> CGFloat {
        subviews.storage.spacing(previous).distance(to: subviews.storage.spacing(previous + 1), along: axis)
    }

    /// Writes to `shares` the major-axis length each child is proposed, and to `entries`
    /// what the space was distributed by, when the proposal has a length on the axis
    /// (without one, every child is proposed nil and neither is written). Both are as long
    /// as the subviews and owned by the caller: a stack asked anew allocates nothing for
    /// them (``compute(_:_:rigid:keepEntries:into:)``).
    /// `kept`: the entries to take rather than ask, but for the subviews at `changed`.
    private func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, totalGap: CGFloat,
                            entries: CheckedBuffer<SpaceDistribution.Entry>, shares: CheckedBuffer<CGFloat>,
                            kept: CheckedElements<SpaceDistribution.Entry>? = nil, changed: [Int] = []) {
        guard let available = proposal[axis] else { return }
        let minor = proposal[axis.other], start = subviews.startIndex
        subviews.storage.withSubviews { s in
            if let kept {
                entries.update(from: kept)
                for k in changed where k >= 0 && k < entries.count { entries[k] = entry(s, start + k, minor) }
            } else {
                for k in 0..<subviews.count { entries[k] = entry(s, start + k, minor) }
            }
            SpaceDistribution.distribute(available: available - totalGap, entries.elements, shares: shares, answers: nil) { k, share in
                s.size(start + k, ProposedViewSize(axis, major: share, minor: minor))[axis]
            }
        }
    }

    /// What the space distribution needs of subview `i`: its priority, its length proposed
    /// 0 and how much longer it gets proposed ∞.
    @inline(__always) func entry<Tree: LayoutTree>(_ s: Tree, _ i: Int, _ minor: CGFloat?) -> SpaceDistribution.Entry {
        let minimum = s.size(i, ProposedViewSize(axis, major: 0, minor: minor))[axis]
        let maximum = s.size(i, ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
        return SpaceDistribution.Entry(priority: s.priority(i), minimum: minimum, flexibility: maximum - minimum)
    }

    /// A new solution for `proposal`, written into `storage`: the solution's entries, and
    /// what the memo may keep of it: the guides, the gaps and (`keepEntries`) the entries
    /// the space was distributed by (each emptied first, its memory kept). Returns the
    /// solution, the lowest negated guide and whether every entry is finite. The entries
    /// and the shares otherwise live in temporary memory while the solution is worked out.
    ///
    /// `reusingEntriesBut`: the storage's entries (a memo's, ``entriesReusable(_:_:_:)``)
    /// stand for every subview but those listed, which alone are asked for theirs.
    func compute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, rigid: Bool, keepEntries: Bool,
                         reusingEntriesBut changed: [Int]? = nil,
                         into storage: inout Storage) -> (solution: Solution, lowest: CGFloat, finite: Bool) {
        // (Emptied keeping their memory, `Array.empty()`, which does nothing to a first
        // layout's empty ones; the entries once the distribution has read the kept ones.
        // The solution's entries and the guides are written in place below.)
        gaps(subviews, into: &storage.gaps)
        guard !subviews.isEmpty else {
            storage.entries.empty()
            storage.children.empty()
            storage.guides.empty()
            return (Solution(size: .zero, children: storage.children, minor: proposal[axis.other]), 0, true)
        }
        let distributed = proposal[axis] != nil
        let n = distributed ? subviews.count : 0
        let reused = distributed && changed != nil && storage.entries.count == n
        return withScratch(count: n, filledWith: SpaceDistribution.Entry(priority: 0, minimum: 0, flexibility: 0)) { entries in
            withScratch(count: n, filledWith: CGFloat(0)) { shares in
                let totalGap = storage.gaps.reduce(0, +)
                if reused, let changed {
                    storage.entries.withCheckedElements { kept in
                        distribute(proposal, subviews, totalGap: totalGap, entries: entries, shares: shares, kept: kept, changed: changed)
                    }
                } else {
                    distribute(proposal, subviews, totalGap: totalGap, entries: entries, shares: shares)
                }
                storage.entries.empty()
                let result = compute(proposal, subviews, rigid: rigid, shares: distributed ? shares.elements : nil, into: &storage)
                if keepEntries && distributed { storage.entries.append(contentsOf: entries) }
                return result
            }
        }
    }

    /// The solution when each child is proposed its share (`shares`; nil: every child is
    /// proposed nil on the axis) and the gaps are the storage's, its entries and the guides
    /// written to the storage's arrays.
    func compute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, rigid: Bool, shares: CheckedElements<CGFloat>?,
                         into storage: inout Storage) -> (solution: Solution, lowest: CGFloat, finite: Bool) {
        let minor = proposal[axis.other]
        // The arrays swapped out of the storage (and back at the end): as locals, the loops
        // below keep them in registers, and a swap retains nothing. Arrays as long as the
        // subviews (a stack solved again) are written in place: emptying one goes through
        // the standard library's general replacement, a walk of its own. Others are
        // emptied if need be and appended to.
        var children: [Solution.Entry] = [], guides: [CGFloat] = []
        swap(&children, &storage.children)
        swap(&guides, &storage.guides)
        let n = subviews.count
        var position: CGFloat = 0
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        // Whether every entry is finite: the sizes and breadth offsets are checked; the
        // positions are partial sums, all finite when the last is (a sum, once infinite or
        // NaN, stays so).
        var finite = true
        storage.gaps.withCheckedElements { gaps in subviews.storage.withSubviews { s in
            /// Subview `i`'s (at `offset`) entry and guide, placed after those before it.
            @inline(__always) func solveChild(_ offset: Int, _ i: Int) -> (entry: Solution.Entry, guide: CGFloat) {
                let major = shares?[offset]
                let (size, guide) = s.sizeAndGuide(i, ProposedViewSize(axis, major: major, minor: minor), alignment)
                if !size.width.isFinite || !size.height.isFinite { finite = false }
                lowest = Swift.min(lowest, -guide)
                highest = Swift.max(highest, -guide + size[axis.other])
                let entry = Solution.Entry(origin: CGPoint(axis, major: position, minor: 0), size: size, share: major)
                position += size[axis]
                if offset < gaps.count { position += gaps[offset] }
                return (entry, guide)
            }
            if children.count == n && guides.count == n {
                children.withCheckedBuffer { children in guides.withCheckedBuffer { guides in
                    for (offset, i) in subviews.indices.enumerated() { (children[offset], guides[offset]) = solveChild(offset, i) }
                } }
            } else {
                children.empty()
                guides.empty()
                children.reserveCapacity(n)
                guides.reserveCapacity(n)
                for (offset, i) in subviews.indices.enumerated() {
                    let (entry, guide) = solveChild(offset, i)
                    children.append(entry)
                    guides.append(guide)
                }
            }
        } }
        let offsetsFinite = children.withCheckedBuffer { children in
            guides.withCheckedElements { Self.writeBreadthOffsets(children, $0, lowest: lowest, from: 0, axis: axis) }
        }
        if !offsetsFinite || !position.isFinite { finite = false }
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
        let solution = Solution(size: CGSize(axis, major: position, minor: highest - lowest), children: children, minor: minor)
        swap(&children, &storage.children)
        swap(&guides, &storage.guides)
        return (solution, lowest, finite)
    }

    /// Writes each entry's offset on the minor axis from `from` on: its guide lined up,
    /// the breadth starting at 0 (`lowest` is the lowest negated guide). Returns whether
    /// every offset written is finite.
    static func writeBreadthOffsets(_ children: CheckedBuffer<Solution.Entry>, _ guides: CheckedElements<CGFloat>,
                                            lowest: CGFloat, from: Int, axis: Axis) -> Bool {
        // The axis decided once for the loop (as in ``accumulate``), not for each entry.
        @inline(__always) func write(vertical: Bool) -> Bool {
            var finite = true
            for k in from..<children.count {
                let offset = -guides[k] - lowest
                if !offset.isFinite { finite = false }
                if vertical { children[k].origin.y = offset } else { children[k].origin.x = offset }
            }
            return finite
        }
        return axis == .horizontal ? write(vertical: true) : write(vertical: false)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let solution = solve(placementProposal(proposal, bounds), subviews)
        for (offset, i) in subviews.indices.enumerated() {
            let c = solution.children[offset]
            subviews[i].place(at: CGPoint(x: bounds.minX + c.origin.x, y: bounds.minY + c.origin.y),
                              anchor: .topLeading, proposal: solution.proposal(c, axis))
        }
    }

    /// The proposal the solution placed is found for: the bounds' breadth when the
    /// proposal has none.
    func placementProposal(_ proposal: ProposedViewSize, _ bounds: CGRect) -> ProposedViewSize {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        return p
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
