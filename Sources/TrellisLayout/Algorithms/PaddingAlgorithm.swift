import Foundation

/// `padding` (spec §2):
///
/// 1. The child is proposed P less the insets on each axis with a length (never below 0).
/// 2. The view is the child's answer plus the insets.
/// 3. The child is placed at the leading and top insets.
struct PaddingAlgorithm {
    let insets: EdgeInsets

    @inline(__always) func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    @inline(__always) func size<Tree: LayoutTree>(_ p: ProposedViewSize, _ tree: Tree) -> CGSize {
        let c = tree.size(0, childProposal(p))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    /// The child's origin, proposal and size in the padded view proposed `proposal`.
    @inline(__always)
    func childPlacement<Tree: LayoutTree>(proposal: ProposedViewSize, _ tree: Tree)
        -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = childProposal(proposal)
        return (CGPoint(x: insets.leading, y: insets.top), p, tree.size(0, p))
    }
}
