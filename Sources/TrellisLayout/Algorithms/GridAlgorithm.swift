import Foundation

/// The geometry of a grid for one proposal, in the grid's own left-to-right coordinates.
struct GridSolution {
    var size: CGSize
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    var rowY: [CGFloat]
    /// Per cell (indexed like `GridStructure.cells`): its frame and the proposal it gets.
    var cellFrames: [CGRect]
    var cellProposals: [ProposedViewSize]

    static let empty = GridSolution(size: .zero, columnWidths: [], rowHeights: [], rowY: [], cellFrames: [], cellProposals: [])
}

/// The grid (`Grid`, `GridLayout`), top to bottom (spec §4; undocumented points are
/// Trellis's choices, pinned by the Grid tests):
///
/// 1. **Structure.** Every view of a `GridRow` is a cell starting in the column after the
///    previous cell's span (`gridCellColumns(n)`, n < 1 counts as 1). The column count is
///    the widest row's; shorter rows leave their trailing cells empty. A view outside any
///    `GridRow` spans all columns (its own `gridCellColumns` is ignored). An empty
///    `GridRow` is not a row (no height, no spacing). A grid of only full-width rows has
///    one column.
/// 2. **Column alignment.** The first cell (row by row) of a column with
///    `gridColumnAlignment(_:)` sets the horizontal alignment of the whole column;
///    otherwise the grid's `alignment.horizontal` applies.
/// 3. **Column widths** (cells proposed `nil` height). Only one-column cells that are not
///    `gridCellUnsizedAxes(.horizontal)` take part.
///    - No proposed width: each column is as wide as its widest ideal cell.
///    - Otherwise, like a stack (spec §3): the width left after the spacing is shared
///      among the columns — higher layout priority (a column's priority is its cells'
///      highest) first, then least flexible first (flexibility = widest answer at ∞ −
///      widest answer at 0; among infinitely flexible columns the larger minimum first);
///      each column is proposed an equal share of what remains and takes the widest
///      answer of its cells. One difference from a stack, within a priority: the
///      columns of bounded flexibility (text, images, fixed frames) are sized as a group
///      before the infinitely flexible ones (`Color`, `ProgressView`, `Divider`, a
///      `frame(maxWidth: .infinity)`), which only have their minimums reserved — as a
///      stack reserves a lower priority group's. So a text column takes its one-line
///      width whenever that fits beside the other columns' minimums, and the flexible
///      columns share the rest equally (see ``GridSolver/stackEntries(_:)`` for why).
/// 4. **Spanning cells** (`gridCellColumns(n)` with n > 1, and full-width rows), row by
///    row, after the one-column cells: each is offered the proposed width less the
///    columns (and spacing) outside its span — at least its span's current width — and
///    if it answers wider than its span, the excess is split equally over its columns.
///    Hence a full-width `Divider` widens the grid to the offered width, unless it is
///    `gridCellUnsizedAxes(.horizontal)`.
/// 5. **Row heights**, with each cell proposed its span's width: a row is as tall as the
///    union of its cells aligned on the row's vertical guide (`GridRow(alignment:)`, else
///    the grid's `alignment.vertical`): the tallest cell for top/centre/bottom, max
///    ascent + max descent for baselines. Cells with an anchor (`gridCellAnchor`, or a
///    full-width row) count with their height alone; `gridCellUnsizedAxes(.vertical)`
///    cells do not count. With a proposed height the rows share it like the columns
///    share the width (step 3's order and grouping on the vertical axis).
/// 6. **Placement.** Each cell is proposed its area (span width × row height) and placed
///    in it: horizontally on its column's alignment guide; vertically on the row's guide.
///    Cells with `gridCellAnchor(p)`, spanning cells and full-width rows are placed by
///    anchor instead — their point p at the area's point p — where p defaults to the
///    grid's alignment as a unit point (leading 0, centre 0.5, trailing 1; top 0,
///    bottom/baselines 1). Right to left, the whole grid is mirrored.
/// 7. The grid's size is the sum of the column widths and row heights plus the spacing;
///    it may exceed the proposal (overflow, as in stacks).
///
/// Spacing: `nil` is Trellis's platform default, **8 points** between columns and between
/// rows (spec §9: published values range from 8 to 10). Non-finite spacing counts as `nil`.
///
/// Step 1 is ``GridStructure``'s, read from the items; this solver does steps 2–7, asking
/// the cells through the structure's ``LayoutTree``.
struct GridSolver {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    func solve(_ s: GridStructure, _ proposal: ProposedViewSize) -> GridSolution {
        guard !s.rows.isEmpty, s.columnCount > 0 else { return .empty }
        let widths = columnWidths(s, proposal.width)
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for w in widths {
            columnX.append(x)
            x += w + horizontalSpacing
        }
        let totalWidth = x - horizontalSpacing
        func spanWidth(_ cell: GridStructure.Cell) -> CGFloat {
            widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + horizontalSpacing * CGFloat(cell.span - 1)
        }
        let heights = rowHeights(s, proposal.height, spanWidth)
        var rowY: [CGFloat] = []
        var y: CGFloat = 0
        for h in heights {
            rowY.append(y)
            y += h + verticalSpacing
        }
        let totalHeight = y - verticalSpacing

        var frames = [CGRect](filledWith: .zero, count: s.cells.count)
        var proposals = [ProposedViewSize](filledWith: .zero, count: s.cells.count)
        for (r, row) in s.rows.enumerated() {
            let rowHeight = heights[r]
            let key = rowAlignment(row)
            // The row's guide line: where the aligned union of its sized cells puts the guide.
            var lowest = CGFloat.infinity, highest = -CGFloat.infinity
            for c in row.cells where !usesVerticalAnchor(s.cells[c]) && !s.cells[c].unsizedAxes.contains(.vertical) {
                let p = ProposedViewSize(width: spanWidth(s.cells[c]), height: rowHeight)
                let (size, g) = s.sizeAndGuide(c, p, key)
                lowest = Swift.min(lowest, -g)
                highest = Swift.max(highest, -g + size.height)
            }
            let rowUnit = Alignment(horizontal: .center, vertical: VerticalAlignment(key: key)).unitPoint.y
            let guideLine = lowest.isFinite ? rowUnit * (rowHeight - (highest - lowest)) - lowest : rowUnit * rowHeight

            for c in row.cells {
                let cell = s.cells[c]
                let area = CGRect(x: columnX[cell.column], y: rowY[r], width: spanWidth(cell), height: rowHeight)
                let p = ProposedViewSize(width: area.width, height: area.height)
                let size = s.size(c, p)
                let anchor = cell.anchor ?? alignment.unitPoint
                var origin = CGPoint.zero
                if cell.anchor != nil || cell.span > 1 || cell.isFullWidth {
                    origin.x = area.minX + anchor.x * (area.width - size.width)
                } else {
                    let hk = (s.columnAlignments[cell.column] ?? alignment.horizontal).key
                    let line = Alignment(horizontal: HorizontalAlignment(key: hk), vertical: .center).unitPoint.x * area.width
                    origin.x = area.minX + line - s.guide(c, hk, size: size, proposal: p)
                }
                if usesVerticalAnchor(cell) {
                    origin.y = area.minY + anchor.y * (area.height - size.height)
                } else {
                    origin.y = area.minY + guideLine - s.guide(c, key, size: size, proposal: p)
                }
                frames[c] = CGRect(origin: origin, size: size)
                proposals[c] = p
            }
        }
        return GridSolution(size: CGSize(width: totalWidth, height: totalHeight), columnWidths: widths,
                            rowHeights: heights, rowY: rowY, cellFrames: frames, cellProposals: proposals)
    }

    private func rowAlignment(_ row: GridStructure.Row) -> AlignmentKey {
        (row.alignment ?? alignment.vertical).key
    }

    /// Cells placed vertically by anchor rather than by the row's guide.
    private func usesVerticalAnchor(_ cell: GridStructure.Cell) -> Bool {
        cell.anchor != nil || cell.isFullWidth
    }

    // MARK: Columns (steps 3 and 4)

    func columnWidths(_ s: GridStructure, _ proposedWidth: CGFloat?) -> [CGFloat] {
        let n = s.columnCount
        // Each column's one-column cells, by index.
        var members = [[Int]](repeating: [], count: n)
        for (c, cell) in s.cells.enumerated() where cell.span == 1 && !cell.isFullWidth && !cell.unsizedAxes.contains(.horizontal) {
            members[cell.column].append(c)
        }
        func widest(_ column: Int, _ width: CGFloat?) -> CGFloat {
            members[column].reduce(0) { Swift.max($0, s.size($1, ProposedViewSize(width: width, height: nil)).width) }
        }
        let totalGap = horizontalSpacing * CGFloat(n - 1)
        var widths: [CGFloat]
        if let proposedWidth {
            let entries = (0..<n).map { c -> FlexibleEntry in
                let minimum = widest(c, 0)
                return FlexibleEntry(priority: members[c].map { s.priority($0) }.max() ?? 0, minimum: minimum,
                                     flexibility: widest(c, .infinity) - minimum)
            }
            widths = distribute(available: proposedWidth - totalGap, stackEntries(entries)) { c, share in widest(c, share) }
        } else {
            widths = (0..<n).map { widest($0, nil) }
        }
        // Spanning cells, row by row.
        for (c, cell) in s.cells.enumerated() where (cell.span > 1 || cell.isFullWidth) && !cell.unsizedAxes.contains(.horizontal) {
            let span = cell.column..<(cell.column + cell.span)
            let current = widths[span].reduce(0, +) + horizontalSpacing * CGFloat(cell.span - 1)
            var offer: CGFloat? = nil
            if let proposedWidth {
                let outside = widths.reduce(0, +) - widths[span].reduce(0, +) + horizontalSpacing * CGFloat(n - cell.span)
                var o = proposedWidth - outside
                if o.isNaN { o = current }
                offer = Swift.max(o, current)
            }
            let need = s.size(c, ProposedViewSize(width: offer, height: nil)).width
            if need > current, need.isFinite || current.isFinite {
                let extra = (need - current) / CGFloat(cell.span)
                for c in span { widths[c] += extra }
            }
        }
        return widths
    }

    // MARK: Rows (step 5)

    func rowHeights(_ s: GridStructure, _ proposedHeight: CGFloat?, _ spanWidth: (GridStructure.Cell) -> CGFloat) -> [CGFloat] {
        func extent(_ r: Int, _ height: CGFloat?) -> CGFloat {
            let key = rowAlignment(s.rows[r])
            var lowest = CGFloat.infinity, highest = -CGFloat.infinity, anchored: CGFloat = 0
            for c in s.rows[r].cells where !s.cells[c].unsizedAxes.contains(.vertical) {
                let cell = s.cells[c]
                let p = ProposedViewSize(width: spanWidth(cell), height: height)
                if usesVerticalAnchor(cell) {
                    anchored = Swift.max(anchored, s.size(c, p).height)
                } else {
                    let (size, g) = s.sizeAndGuide(c, p, key)
                    lowest = Swift.min(lowest, -g)
                    highest = Swift.max(highest, -g + size.height)
                }
            }
            return Swift.max(lowest.isFinite ? highest - lowest : 0, anchored)
        }
        let n = s.rows.count
        guard let proposedHeight else { return (0..<n).map { extent($0, nil) } }
        let entries = (0..<n).map { r -> FlexibleEntry in
            let minimum = extent(r, 0)
            let priority = s.rows[r].cells.filter { !s.cells[$0].unsizedAxes.contains(.vertical) }
                .map { s.priority($0) }.max() ?? 0
            return FlexibleEntry(priority: priority, minimum: minimum, flexibility: extent(r, .infinity) - minimum)
        }
        return distribute(available: proposedHeight - verticalSpacing * CGFloat(n - 1), stackEntries(entries)) { r, share in extent(r, share) }
    }

    // MARK: Sharing space like a stack

    typealias FlexibleEntry = SpaceDistribution.Entry

    /// The entries the columns (or rows) are distributed with: the same flexibility and
    /// minimum, and a priority that splits each layout priority in two groups — bounded
    /// flexibility first, infinite flexibility second.
    ///
    /// Why (SwiftUI documents the outcome, not the algorithm): Apple's Grid is specified
    /// (spec §4, H) as "column width = the widest cell; flexible cells (Color,
    /// ProgressView, Divider) share the space left after the fixed columns, equally", and
    /// the seed talk's Leaderboard as "the name column is as wide as the longest name, the
    /// vote column as wide as the longest count, the progress column takes all the rest".
    /// A plain stack distribution does not give that once the names grow: a text column
    /// is itself (boundedly) flexible, so it is proposed an *equal share* of what remains,
    /// half of it beside one progress column — at accessibility type sizes on a phone,
    /// less than "Goldfish" needs, which then broke as "Goldfis/h" although the progress
    /// bar could have shrunk. So, as the natural extension of the stack rule (least
    /// flexible first, later groups' minimums reserved): the bounded columns share the
    /// width like stack children with the unbounded columns' minimums held back, then the
    /// unbounded columns share what is left, the larger minimum first. Among bounded
    /// columns the stack rule is unchanged: when their ideals do not all fit, each is
    /// proposed an equal share in least-flexible-first order, and a text column narrower
    /// than its ideal wraps (at word boundaries, a word wider than its share between
    /// characters). Layout priority still comes first: a higher-priority flexible column
    /// is sized before a lower-priority text column.
    func stackEntries(_ entries: [FlexibleEntry]) -> [FlexibleEntry] {
        // Distinct priorities ascending → 2 × rank, + 1 for the bounded group, so that the
        // bounded group of a priority precedes its unbounded group and both follow every
        // higher priority (the synthetic values are only compared with each other).
        let ranks = Array(Set(entries.map(\.priority))).sorted()
        return entries.map { e in
            let rank = ranks.firstIndex(of: e.priority) ?? 0
            return FlexibleEntry(priority: Double(2 * rank + (e.flexibility.isInfinite ? 0 : 1)),
                                 minimum: e.minimum, flexibility: e.flexibility)
        }
    }

    /// What each column or row answers when space is shared like a stack.
    func distribute(available: CGFloat, _ entries: [FlexibleEntry], answer: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        SpaceDistribution.answers(available: available, entries, answer: answer)
    }
}
