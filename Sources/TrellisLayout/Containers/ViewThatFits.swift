import Foundation

/// A view that shows the first of its child views that fits the space offered (spec §5).
///
/// For each proposal, the candidates (the content's views, after `ForEach` and groups are
/// expanded) are tried in order. Each is measured at its ideal size on the constrained
/// axes — it is proposed `nil` on those axes and the real proposal on the others — and
/// fits when that size is within the proposal on every constrained axis (a `nil`
/// proposed dimension always fits; comparisons allow 0.001 pt of rounding). The first
/// that fits wins; if none fits, the **last** one is used. With no constrained axes the
/// first always wins. The chosen candidate is then sized with the real proposal and is
/// the only one laid out, placed and shown (the others have no frame and are not
/// children). The choice is made again for every proposal and pass, so it follows the
/// space offered. An empty `ViewThatFits` is 0×0.
///
/// The container's guides and spacing are the chosen candidate's (for spacing, the last
/// placed candidate, else the first); its layout priority is 0. Its candidates are
/// flattened outside any stack (a `Divider` among them is horizontal).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ViewThatFitsNode.reuse(existing, for: Self.self) ?? ViewThatFitsNode(viewType: Self.self)
        node.axes = axes
        node.content = cx.reconcile(content, node.content)
        return node
    }
}

final class ViewThatFitsNode: GraphNode {
    var axes: Axis.Set = [.horizontal, .vertical]
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var candidates: [LayoutItem] = []
        content?.makeItems(FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems), into: &candidates)
        let item = ViewThatFitsItem(context: fx.context, candidates: candidates, axes: axes)
        item.sourceSerial = serial
        items.append(item)
    }
}

final class ViewThatFitsItem: LayoutItem {
    let candidates: [LayoutItem]
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        candidates.forEach(body)
    }
    let axes: Axis.Set
    /// The candidate chosen at the last placement.
    private(set) var placedIndex: Int?

    init(context: LayoutContext, candidates: [LayoutItem], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
        super.init(context: context)
    }

    /// The index of the candidate shown for `proposal` (`nil` when there are none): the
    /// rule of ``ViewThatFitsAlgorithm``.
    func choice(for proposal: ProposedViewSize) -> Int? {
        ViewThatFitsAlgorithm(axes: axes).choice(for: proposal, ItemList(candidates))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let i = choice(for: proposal) else { return .zero }
        return candidates[i].sizeThatFits(proposal)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        placedIndex = choice(for: proposal)
        guard let i = placedIndex else { return }
        let tree = ItemList(candidates)
        tree.place(i, ViewThatFitsAlgorithm(axes: axes).frame(of: i, in: bounds, proposal: proposal, tree), proposal: proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let i = choice(for: proposal) else { return nil }
        let chosen = candidates[i]
        let s = chosen.sizeThatFits(proposal)
        guard let v = chosen.explicitAlignment(key, size: s, proposal: proposal) else { return nil }
        return v + (size[key.axis] - s[key.axis]) / 2
    }

    /// The first candidate's spacing preferences. Spacing has no proposal, so it cannot
    /// follow the choice; taking the last placed candidate's made frames depend on earlier
    /// layouts (a resize round trip changed them). Trellis's choice; SwiftUI documents none.
    override var spacing: ViewSpacing {
        candidates.first?.spacing ?? .zero
    }

    /// Only the chosen candidate is shown.
    override var children: [LayoutItem] { placedIndex.map { [candidates[$0]] } ?? [] }
    /// Every candidate: the answer depends on all of them, and any may be placed.
    override func forEachChild(_ body: (LayoutItem) -> Void) { for c in candidates { body(c) } }
    override var debugName: String { "ViewThatFits" }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ViewThatFits {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
