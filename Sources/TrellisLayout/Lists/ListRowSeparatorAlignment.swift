import Foundation

/// The guides that decide where a list row's separator runs.
enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}

extension HorizontalAlignment {
    /// A guide that marks the leading edge of a list row's separator: by default the
    /// leading edge of the view. Set it on a row's content with
    /// `.alignmentGuide(.listRowSeparatorLeading) { d in … }` to move where the separator
    /// below the row starts.
    ///
    /// Trellis: a row whose content does not set the guide starts its separator at the
    /// content's leading edge (SwiftUI starts it at the row's text when the row begins
    /// with an image).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)

    /// A guide that marks the trailing edge of a list row's separator: by default the
    /// trailing edge of the view. A row whose content does not set it runs its separator
    /// to the row's trailing edge, as in SwiftUI.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

extension ListRowItem {
    /// Where the separator below the row runs (window x): from the content's
    /// `listRowSeparatorLeading` guide (its leading edge unless it sets the guide) to its
    /// `listRowSeparatorTrailing` guide when it sets one, else the row's trailing edge;
    /// kept within the row, never reversed. A guide that is not a finite number counts as
    /// unset.
    func separatorSpan(in frame: CGRect) -> (minX: CGFloat, maxX: CGFloat) {
        let p = childPlacement(size: frame.size, proposal: placedProposal)
        let contentX = frame.minX + p.origin.x
        var minX = contentX, maxX = frame.maxX
        if child.mayHaveExplicitAlignments {
            let leading = AlignmentKey(ListRowSeparatorLeadingID.self, .horizontal)
            let trailing = AlignmentKey(ListRowSeparatorTrailingID.self, .horizontal)
            if let v = child.explicitAlignment(leading, size: p.size, proposal: p.proposal), v.isFinite { minX = contentX + v }
            if let v = child.explicitAlignment(trailing, size: p.size, proposal: p.proposal), v.isFinite { maxX = contentX + v }
        }
        minX = min(max(minX, frame.minX), frame.maxX)
        maxX = min(max(maxX, minX), frame.maxX)
        return (minX, maxX)
    }
}

extension ListRowItem {
    /// The one-pixel separators drawn with the row, across ``separatorSpan(in:)``: the one
    /// below it (unless it is its section's last row or hides it), and the section's top
    /// and bottom separators it carries (``showsSectionTopSeparator``).
    func separatorNodes(in frame: CGRect) -> [RenderNode] {
        var lines: [(name: String, y: CGFloat)] = []
        if showsSectionTopSeparator { lines.append(("List section separator", frame.minY)) }
        if !isLast && showsSeparator { lines.append(("List separator", frame.maxY - pixel)) }
        if isLast && showsSectionBottomSeparator { lines.append(("List section separator", frame.maxY - pixel)) }
        guard !lines.isEmpty else { return [] }
        let span = separatorSpan(in: frame)
        return lines.map { line in
            let r = CGRect(x: span.minX, y: line.y, width: span.maxX - span.minX, height: pixel)
            return RenderNode(name: line.name, frame: r, content: .fill(Path(r), ListMetrics.separator, eoFill: false))
        }
    }
}
