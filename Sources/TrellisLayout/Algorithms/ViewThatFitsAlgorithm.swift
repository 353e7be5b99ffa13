import Foundation

/// `ViewThatFits(in: axes)` (spec §5):
///
/// 1. The candidates are tried in order: each is proposed nil on the constrained axes
///    (its ideal there) and P on the others.
/// 2. The first whose answer fits P on every constrained axis (within ``tolerance``; an
///    axis without a proposal fits anything) is chosen; when none fits, the last.
/// 3. The chosen candidate is sized with P and centred in the view (it is the view's
///    only child shown).
struct ViewThatFitsAlgorithm {
    let axes: Axis.Set

    /// How far past the proposal an answer still fits: rounding in the candidates' sums.
    static let tolerance: CGFloat = 0.001

    /// The index of the candidate chosen for `proposal` (nil when there are none).
    func choice<Tree: LayoutTree>(for proposal: ProposedViewSize, _ candidates: Tree) -> Int? {
        guard let last = candidates.childIndices.last else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        func fits(_ value: CGFloat, _ limit: CGFloat?) -> Bool {
            guard let limit else { return true }
            return value <= limit + Self.tolerance
        }
        for i in candidates.childIndices {
            let ideal = candidates.size(i, probe)
            if (!horizontal || fits(ideal.width, proposal.width)) && (!vertical || fits(ideal.height, proposal.height)) {
                return i
            }
        }
        return last
    }

    /// The chosen candidate's frame in a view of `bounds` proposed `proposal`.
    func frame<Tree: LayoutTree>(of chosen: Int, in bounds: CGRect, proposal: ProposedViewSize, _ candidates: Tree) -> CGRect {
        let size = candidates.size(chosen, proposal)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
