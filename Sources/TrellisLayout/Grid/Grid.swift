import Foundation

/// A container view that arranges other views in a two-dimensional layout: `GridRow`s of
/// cells, one column per view of a row, with column widths and row heights resolved
/// across the whole grid. The layout rules are ``GridLayout``'s (this view is that layout
/// applied to its content).
///
/// - `alignment`: how cells sit in their areas; `.center` by default.
///   `gridColumnAlignment(_:)` overrides the horizontal part per column,
///   `GridRow(alignment:)` the vertical part per row.
/// - `horizontalSpacing` / `verticalSpacing`: `nil` is Trellis's default, **8 points**
///   (``GridLayout/defaultSpacing``).
///
/// A view placed directly in the grid, outside any `GridRow`, is a row that spans every
/// column. A grid is not a stack, so a `Divider` in it — directly or as a cell of a
/// `GridRow` — is a horizontal line, flexible in width (the seed talk: a divider in a row
/// of its own widens the first column), and a `Spacer` is flexible on both axes.
public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

/// A horizontal row in a grid: each view of its content (after `ForEach` and groups are
/// expanded) is one cell, in the next column.
///
/// `alignment` overrides the grid's vertical alignment for this row; `nil` (the default)
/// keeps the grid's.
///
/// Outside a `Grid` (or `GridLayout`), a row lays its cells out as a grid of that one row
/// with the default spacing (8) and centre alignment — like an `HStack` whose views keep
/// the grid's cell rules.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = GridRowNode.reuse(existing, for: Self.self) ?? GridRowNode(viewType: Self.self)
        node.alignment = alignment
        node.layoutDirection = cx.environment.layoutDirection
        node.content = cx.reconcile(content, node.content)
        return node
    }
}

/// The persistent node of a `GridRow`: its content, flattened into cells outside any
/// stack orientation (so a `Divider` cell is horizontal).
final class GridRowNode: GraphNode {
    var alignment: VerticalAlignment?
    var layoutDirection: LayoutDirection = .leftToRight
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var cells: [LayoutItem] = []
        content?.makeItems(FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems), into: &cells)
        let item = GridRowItem(context: fx.context, cells: cells, alignment: alignment, layoutDirection: layoutDirection)
        item.sourceSerial = serial
        items.append(item)
    }
}

/// The layout item of a `GridRow`. In a grid, the grid sizes it (it answers exactly the
/// row's area, which the grid proposes) and hands it its cells' frames before placing it;
/// elsewhere it is a one-row grid of its own.
final class GridRowItem: LayoutItem {
    let cells: [LayoutItem]
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        cells.forEach(body)
    }
    let alignment: VerticalAlignment?
    let layoutDirection: LayoutDirection
    /// Set by the grid whose subview this row is: the cells' frames then come from the
    /// grid (``gridPlacement``), not the row's.
    var isInGrid = false {
        didSet { placementFollowsFrame = !isInGrid }
    }

    /// The cells' frames relative to the row's origin (left to right) and their
    /// proposals, from the grid's last `placeSubviews`.
    struct Placement {
        var cells: [(frame: CGRect, proposal: ProposedViewSize)]
        var mirrored: Bool
    }
    var gridPlacement: Placement?

    init(context: LayoutContext, cells: [LayoutItem], alignment: VerticalAlignment?, layoutDirection: LayoutDirection) {
        self.cells = cells
        self.alignment = alignment
        self.layoutDirection = layoutDirection
        super.init(context: context)
    }

    /// The one-row grid this row is on its own.
    private var standalone: (GridStructure, GridSolver) {
        (GridStructure(items: [self], claimRows: false),
         GridSolver(alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                    horizontalSpacing: GridLayout.defaultSpacing, verticalSpacing: GridLayout.defaultSpacing))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if isInGrid { return CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0) }
        let (s, solver) = standalone
        return solver.solve(s, proposal).size
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let placement: Placement
        if isInGrid, let p = gridPlacement, p.cells.count == cells.count {
            placement = p
        } else {
            let (s, solver) = standalone
            let solution = solver.solve(s, proposal)
            placement = Placement(cells: cells.indices.map { (solution.cellFrames[$0], solution.cellProposals[$0]) },
                                  mirrored: layoutDirection == .rightToLeft)
        }
        for (cell, p) in zip(cells, placement.cells) {
            let x = placement.mirrored ? bounds.width - p.frame.maxX : p.frame.minX
            cell.place(CGRect(x: bounds.minX + x, y: bounds.minY + p.frame.minY, width: p.frame.width, height: p.frame.height),
                       proposal: p.proposal)
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // In a grid, the grid merges its cells' guides itself.
        if isInGrid || key.combination == .none { return nil }
        let (s, solver) = standalone
        let solution = solver.solve(s, proposal)
        var values: [CGFloat] = []
        for (c, cell) in cells.enumerated() {
            var f = solution.cellFrames[c]
            if layoutDirection == .rightToLeft { f.origin.x = solution.size.width - f.maxX }
            guard let v = cell.explicitAlignment(key, size: f.size, proposal: solution.cellProposals[c]) else { continue }
            values.append(v + f.origin[key.axis])
        }
        return key.combine(values)
    }

    /// The union of the cells' preferences.
    override var spacing: ViewSpacing {
        guard !cells.isEmpty else { return .zero }
        var result = ViewSpacing()
        for c in cells { result.formUnion(c.spacing) }
        return result
    }

    override var children: [LayoutItem] { cells }
    override var debugName: String { "GridRow" }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Grid {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension GridRow {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
