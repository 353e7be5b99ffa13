import Foundation

/// The overlaying stack (`ZStack`, `ZStackLayout`; spec §3):
///
/// 1. Every child is proposed the stack's proposal.
/// 2. On each axis, the stack is the extent of the union of the aligned ranges (each
///    child's guide lined up) of the children with the highest layout priority;
///    lower-priority children do not size it. With the built-in edge and centre guides
///    that is the largest child; with custom guides it is the union (the documentation's
///    model, chosen over OpenSwiftUI's plain maximum; spec §9). An empty stack is 0×0.
/// 3. Each child's origin puts its guide on the common guide, the union starting at 0.
///    (A stack is placed by proposing every child the stack's size: its placement is
///    this solution for that proposal.)
/// 4. A child that answers an infinite length on an axis (a shape proposed ∞) makes the
///    stack's length on that axis infinite, so that a stack of flexible views is as
///    flexible as they are (the guides of such a child are not finite, and the union
///    would otherwise come out NaN).
struct ZStackAlgorithm {
    let alignment: Alignment

    struct Solution {
        var size: CGSize
        /// Each child's origin relative to the stack's.
        var origins: [CGPoint]
    }

    func solve<Tree: LayoutTree>(_ proposal: ProposedViewSize, _ tree: Tree) -> Solution {
        let children = tree.childIndices
        guard !children.isEmpty else { return Solution(size: .zero, origins: []) }
        var top = -Double.infinity
        for i in children { top = max(top, tree.priority(i)) }
        let h = alignment.horizontal.key, v = alignment.vertical.key
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var infiniteWidth = false, infiniteHeight = false
        var guides: [(CGFloat, CGFloat)] = []
        guides.reserveCapacity(children.count)
        for i in children {
            let size = tree.size(i, proposal)
            let gx = tree.guide(i, h, size: size, proposal: proposal), gy = tree.guide(i, v, size: size, proposal: proposal)
            guides.append((gx, gy))
            guard tree.priority(i) == top else { continue }
            if size.width.isInfinite && size.width > 0 { infiniteWidth = true } else {
                minX = min(minX, -gx); maxX = max(maxX, -gx + size.width)
            }
            if size.height.isInfinite && size.height > 0 { infiniteHeight = true } else {
                minY = min(minY, -gy); maxY = max(maxY, -gy + size.height)
            }
        }
        if minX > maxX { minX = 0; maxX = 0 }
        if minY > maxY { minY = 0; maxY = 0 }
        let origins = guides.map { CGPoint(x: -$0.0 - minX, y: -$0.1 - minY) }
        return Solution(size: CGSize(width: infiniteWidth ? .infinity : maxX - minX, height: infiniteHeight ? .infinity : maxY - minY),
                        origins: origins)
    }
}
