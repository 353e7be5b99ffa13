import Foundation

extension HostingView {
    /// The size the root view answers for `proposal` (which may leave dimensions
    /// unspecified, unlike the window's own concrete proposal): what `ImageRenderer`
    /// sizes its picture to, like `UIHostingController.sizeThatFits(in:)`.
    ///
    /// The probe runs as a pass of its own; the next query lays the window out again.
    /// Rule: with no root view the answer is `.zero`; NaN or negative proposals are
    /// treated as the layout engine treats them (nil and 0, with a diagnostic).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layoutIfNeeded()
        guard let root else { return .zero }
        context.beginPass()
        let answer = root.sizeThatFits(proposal)
        // The next query lays the window out again with the window's own proposal.
        needsLayout = true
        return answer
    }
}
