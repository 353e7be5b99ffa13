import Foundation

/// A grid as a `Layout` value: usable with `AnyLayout(GridLayout())` and as
/// `GridLayout { … }`. `Grid` is this layout applied to its content.
///
/// Each direct subview is one row. A `GridRow` subview keeps its cells (one per column, in
/// order); any other subview is a row of one cell spanning every column.
///
/// The rule is ``GridSolver``'s (Algorithms/GridAlgorithm.swift); the structure, which
/// cell is in which row and column, is read from the items here (``GridStructure``).
///
/// Differs from SwiftUI: a `nil` spacing is 8 points between columns and between rows,
/// Trellis's choice where SwiftUI's platform default is undocumented (published values
/// range from 8 to 10; spec §9).
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// Trellis's default grid spacing, on both axes.
    public static let defaultSpacing: CGFloat = 8

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var solver: GridSolver {
        func resolved(_ s: CGFloat?) -> CGFloat {
            guard let s, s.isFinite else { return Self.defaultSpacing }
            return s
        }
        return GridSolver(alignment: alignment, horizontalSpacing: resolved(horizontalSpacing),
                          verticalSpacing: resolved(verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let structure = GridStructure(items: subviews.map(\.item), claimRows: true)
        return solver.solve(structure, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let structure = GridStructure(items: subviews.map(\.item), claimRows: true)
        let solution = solver.solve(structure, proposal)
        let mirrored = subviews.layoutDirection == .rightToLeft
        for (offset, i) in subviews.indices.enumerated() {
            let subview = subviews[i]
            guard let r = structure.rowOfItem[offset] else {
                // An empty GridRow: no row of its own, placed as a point at the origin.
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
                continue
            }
            let rowY = solution.rowY[r]
            if let row = subview.item as? GridRowItem {
                row.gridPlacement = GridRowItem.Placement(
                    cells: structure.rows[r].cells.map { c in
                        var f = solution.cellFrames[c]
                        f.origin.y -= rowY
                        return (f, solution.cellProposals[c])
                    },
                    mirrored: mirrored)
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + rowY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: solution.size.width, height: solution.rowHeights[r]))
            } else {
                let c = structure.rows[r].cells[0]
                let f = solution.cellFrames[c]
                subview.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), anchor: .topLeading,
                              proposal: solution.cellProposals[c])
            }
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        mergedCellAlignment(guide.key, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        mergedCellAlignment(guide.key, proposal: proposal, subviews: subviews)
    }

    /// The grid's explicit value of a guide, merged from its cells' explicit values as the
    /// `Layout` default merges subviews' (built-in edge/centre guides: none; first
    /// baseline: the first cell, row by row, that has one; last baseline: the last;
    /// custom guides: the average). Cells' frames are in left-to-right coordinates,
    /// mirrored for right-to-left.
    private func mergedCellAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        if key.combination == .none || subviews.isEmpty { return nil }
        let structure = GridStructure(items: subviews.map(\.item), claimRows: true)
        let solution = solver.solve(structure, proposal)
        var values: [CGFloat] = []
        for row in structure.rows {
            for c in row.cells {
                var f = solution.cellFrames[c]
                if subviews.layoutDirection == .rightToLeft { f.origin.x = solution.size.width - f.maxX }
                guard let v = structure.cells[c].item.explicitAlignment(key, size: f.size, proposal: solution.cellProposals[c]) else { continue }
                values.append(v + f.origin[key.axis])
            }
        }
        return key.combine(values)
    }
}

// MARK: Structure

/// The rows and cells of a grid, read from its subviews' items.
struct GridStructure {
    /// The widest span a cell can ask for.
    static let maximumSpan = 10_000

    struct Cell {
        let item: LayoutItem
        let row: Int
        var column: Int
        var span: Int
        /// A view outside any `GridRow`: spans every column.
        let isFullWidth: Bool
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
    }

    struct Row {
        /// `GridRow(alignment:)`; `nil` → the grid's vertical alignment.
        let alignment: VerticalAlignment?
        var cells: [Int]
    }

    private(set) var cells: [Cell] = []
    private(set) var rows: [Row] = []
    /// For each subview item, the row it forms (`nil` for an empty `GridRow`).
    private(set) var rowOfItem: [Int?] = []
    private(set) var columnCount = 0
    /// Per column, the alignment set by `gridColumnAlignment` (first cell wins), if any.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    /// - Parameter claimRows: marks `GridRow` items as laid out by this grid (so they size
    ///   as their grid row instead of as a one-row grid of their own).
    init(items: [LayoutItem], claimRows: Bool) {
        var fullWidth: [Int] = []
        for item in items {
            if let row = item as? GridRowItem {
                if claimRows { row.isInGrid = true }
                guard !row.cells.isEmpty else {
                    rowOfItem.append(nil)
                    continue
                }
                let r = rows.count
                var column = 0
                var indices: [Int] = []
                for cellItem in row.cells {
                    // Spans are clamped to 1…10,000 columns: `gridCellColumns(Int.max)` would
                    // overflow the column count (Trellis's limit; SwiftUI states none).
                    let span = Swift.min(Swift.max(1, GridCellValues.columns(cellItem)), GridStructure.maximumSpan)
                    indices.append(cells.count)
                    cells.append(Cell(item: cellItem, row: r, column: column, span: span, isFullWidth: false,
                                      unsizedAxes: GridCellValues.unsizedAxes(cellItem), anchor: GridCellValues.anchor(cellItem)))
                    column += span
                }
                columnCount = Swift.max(columnCount, column)
                rows.append(Row(alignment: row.alignment, cells: indices))
                rowOfItem.append(r)
            } else {
                let r = rows.count
                fullWidth.append(cells.count)
                rows.append(Row(alignment: nil, cells: [cells.count]))
                cells.append(Cell(item: item, row: r, column: 0, span: 1, isFullWidth: true,
                                  unsizedAxes: GridCellValues.unsizedAxes(item), anchor: GridCellValues.anchor(item)))
                rowOfItem.append(r)
            }
        }
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        for c in fullWidth { cells[c].span = columnCount }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for cell in cells where !cell.isFullWidth {
            if columnAlignments[cell.column] == nil, let a = GridCellValues.columnAlignment(cell.item) {
                columnAlignments[cell.column] = a
            }
        }
    }
}

/// The cells as the solver asks them (Algorithms/GridAlgorithm.swift): a ``LayoutTree``
/// whose children are the cells, by their index in ``GridStructure/cells``.
extension GridStructure: ItemTree {
    var childIndices: Range<Int> { cells.indices }
    func item(_ i: Int) -> LayoutItem { cells[i].item }
}
