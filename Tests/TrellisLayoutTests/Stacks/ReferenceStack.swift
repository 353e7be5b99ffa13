import Foundation
@testable import TrellisLayout

/// A plain reference of SwiftUI's stack algorithm (the spec's §3, "Stack algorithm"),
/// written for reading, with none of the engine's memo, kept answers or in-place updates:
/// the oracle `StackOracleTests` checks `HStack` and `VStack` against, fresh and after
/// edits.
///
/// Children are described by what they answer on each axis: the length for a proposed
/// length (nil: the ideal). The algorithm, for major axis A, minor axis B, proposal P:
/// 1. gaps between neighbours, S = Σ gaps (explicit spacing here);
/// 2. P[A] nil: each child is proposed (nil, P[B]);
/// 3. otherwise flexibility = length for ∞ − length for 0; order by priority descending,
///    then flexibility ascending (stable; of infinitely flexible children the larger
///    minimum first);
/// 4. avail = P[A] − S − the minimum lengths of the children outside the top priority
///    group; each group in turn adds its own minimums back, then proposes each child
///    max(avail / children left in the group, 0) and takes its answer off avail;
/// 5. the size along A is Σ lengths + S; along B the extent of the children aligned
///    (for the edge and centre guides, the longest child);
/// 6. placement runs the distribution again with (P[A], P[B] ?? the bounds' length on B),
///    children side by side from the bounds' start along A, each aligned on B by the
///    stack's guide in the bounds.
enum ReferenceStack {
    /// A child as the reference sees it.
    struct Child {
        /// Length along the stack's axis for a proposed length (nil: ideal).
        var major: (CGFloat?) -> CGFloat
        /// Length across it for a proposed length.
        var minor: (CGFloat?) -> CGFloat
        var priority: Double
    }

    enum Alignment { case start, center, end }

    /// The stack's size for `proposal` (major, minor).
    static func size(_ children: [Child], spacing: CGFloat, alignment: Alignment,
                     major: CGFloat?, minor: CGFloat?) -> (major: CGFloat, minor: CGFloat) {
        let lengths = distribute(children, spacing: spacing, major: major)
        let gaps = spacing * CGFloat(max(children.count - 1, 0))
        let across = children.map { $0.minor(minor) }.max() ?? 0
        return (lengths.reduce(0, +) + gaps, across)
    }

    /// Each child's frame as (major origin, minor origin, major length, minor length), in
    /// bounds of `bounds` (major, minor) at the origin, for the proposal the stack was
    /// placed with.
    static func frames(_ children: [Child], spacing: CGFloat, alignment: Alignment, major: CGFloat?, minor: CGFloat?,
                       bounds: (major: CGFloat, minor: CGFloat)) -> [(CGFloat, CGFloat, CGFloat, CGFloat)] {
        let minorProposal = minor ?? bounds.minor
        let lengths = distribute(children, spacing: spacing, major: major)
        var position: CGFloat = 0
        var frames: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []
        for (child, length) in zip(children, lengths) {
            let across = child.minor(minorProposal)
            let origin: CGFloat
            switch alignment {
            case .start: origin = 0
            case .center: origin = bounds.minor / 2 - across / 2
            case .end: origin = bounds.minor - across
            }
            frames.append((position, origin, length, across))
            position += length + spacing
        }
        return frames
    }

    /// The length each child takes along the axis (steps 2–4).
    static func distribute(_ children: [Child], spacing: CGFloat, major: CGFloat?) -> [CGFloat] {
        guard let major else { return children.map { $0.major(nil) } }
        let minimum = children.map { $0.major(0) }
        let flexibility = children.indices.map { children[$0].major(.infinity) - minimum[$0] }
        let order = children.indices.sorted { a, b in
            if children[a].priority != children[b].priority { return children[a].priority > children[b].priority }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a] == .infinity, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
        let top = order.first.map { children[$0].priority }
        var available = major - spacing * CGFloat(max(children.count - 1, 0))
        for i in children.indices where children[i].priority != top { available -= minimum[i] }
        var lengths = [CGFloat](repeating: 0, count: children.count)
        var start = 0
        while start < order.count {
            let priority = children[order[start]].priority
            var end = start
            while end < order.count, children[order[end]].priority == priority { end += 1 }
            if priority != top { for i in order[start..<end] { available += minimum[i] } }
            var left = end - start
            for i in order[start..<end] {
                let length = children[i].major(max(available / CGFloat(left), 0))
                lengths[i] = length
                available -= length
                left -= 1
            }
            start = end
        }
        return lengths
    }
}
