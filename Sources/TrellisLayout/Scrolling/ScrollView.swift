import Foundation

/// A scrollable view.
///
/// Sizing (spec §11): along a scrolling axis it is as long as proposed (its content's
/// length when that dimension is unspecified) and proposes `nil` to its content; across,
/// it proposes its own proposal and takes it (or the content's). Several views inside are
/// stacked as in a `VStack` (`HStack` for `.horizontal` alone) with default spacing.
/// The content starts at the top (leading) edge and is centred across when narrower.
///
/// The scroll offset lives with the view's identity; ``HostingView/scroll(by:in:)`` and
/// ``ScrollViewProxy/scrollTo(_:anchor:)`` move it, clamped to the content. Frames are
/// reported where the content is after scrolling; pictures clip to the view; views
/// scrolled out of sight still have frames (a headless host answers for every id) but
/// cannot be tapped.
///
/// **Differs from SwiftUI:** no finger scrolls it: a drag on it does not move the content,
/// and there is no momentum, bounce or scroll indicator. The offset moves only by the host
/// and the proxy above, so where the content is after a test's calls is exact.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ScrollNode.reuse(existing, for: Self.self) ?? ScrollNode(viewType: Self.self)
        node.axes = axes
        node.layoutDirection = cx.environment.layoutDirection
        node.state.refresh = cx.environment.refresh
        node.content = cx.reconcile(content, node.content)
        return node
    }
}

/// A scroll view's persistent state: where it is scrolled to, and the refresh action of
/// its environment (``View/refreshable(action:)``).
final class ScrollState {
    var offset = CGPoint.zero
    var refresh: RefreshAction?
}

final class ScrollNode: GraphNode {
    let state = ScrollState()
    var axes: Axis.Set = .vertical
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
    }

    var layoutDirection: LayoutDirection = .leftToRight
    private let vbox = LayoutBox(VStackLayout())
    private let hbox = LayoutBox(HStackLayout())

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        let horizontalOnly = axes == .horizontal
        let box: AnyLayoutBox = horizontalOnly ? hbox : vbox
        var sub: [LayoutItem] = []
        content?.makeItems(FlattenContext(context: fx.context, stackOrientation: box.stackOrientation, cachesItems: fx.cachesItems), into: &sub)
        let stack = ContainerItem(context: fx.context, box: box, subviews: sub, layoutDirection: layoutDirection)
        let item = ScrollItem(content: stack, axes: axes, state: state)
        item.sourceSerial = serial
        items.append(item)
    }
}

final class ScrollItem: LayoutItem {
    let content: LayoutItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        body(content)
    }
    let axes: Axis.Set
    let state: ScrollState
    /// The content's size as last placed.
    private(set) var contentSize: CGSize = .zero

    init(content: LayoutItem, axes: Axis.Set, state: ScrollState) {
        self.content = content
        self.axes = axes
        self.state = state
        super.init(context: content.context)
        // The content's place follows the scroll offset, which the host changes.
        markVolatile()
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let c = withContainer(proposal) { content.sizeThatFits(contentProposal(proposal)) }
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    /// Runs `body` with this scroll view as the container of `containerRelativeFrame`: its
    /// proposed size (the enclosing container's length on an unspecified axis).
    private func withContainer<R>(_ proposal: ProposedViewSize, _ body: () -> R) -> R {
        let outer = context.containerSizes.last ?? context.safeArea.safeRect.size
        context.containerSizes.append(CGSize(width: proposal.width ?? outer.width, height: proposal.height ?? outer.height))
        defer { context.containerSizes.removeLast() }
        return body()
    }

    /// The furthest the content can be scrolled on each axis.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - frame.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - frame.height) : 0)
    }

    func clamp(_ p: CGPoint) -> CGPoint {
        let m = maximumOffset
        func c(_ v: CGFloat, _ hi: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), hi) : 0 }
        return CGPoint(x: c(p.x, m.x), y: c(p.y, m.y))
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        withContainer(ProposedViewSize(bounds.size)) { placeScrollContent(in: bounds, proposal: proposal) }
    }

    private func placeScrollContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let p = contentProposal(proposal)
        let c = content.sizeThatFits(p)
        contentSize = c
        state.offset = clamp(state.offset)
        // Along a scrolling axis the content starts at the edge; across, it is centred.
        let x = axes.contains(.horizontal) ? bounds.minX - state.offset.x : bounds.minX + (bounds.width - c.width) / 2
        let y = axes.contains(.vertical) ? bounds.minY - state.offset.y : bounds.minY + (bounds.height - c.height) / 2
        content.place(CGRect(x: x, y: y, width: c.width, height: c.height), proposal: p)
    }

    override var children: [LayoutItem] { content.children }
    /// The content itself, which this item places (``children`` skips it).
    override func forEachChild(_ body: (LayoutItem) -> Void) { body(content) }
    override var childrenPlacementGeneration: Int { content.childrenPlacementGeneration }
    override var debugName: String {
        "ScrollView(\(axes == .vertical ? "vertical" : axes == .horizontal ? "horizontal" : "both"), offset: \(state.offset.x.trellisFormatted), \(state.offset.y.trellisFormatted))"
    }

    /// The content's frame (window coordinates).
    var contentFrame: CGRect { content.frame }
}

extension HostingView {
    /// Scrolls a scroll view by `offset` points (positive: towards the end), clamped to its
    /// content: the one with identity `id`, or the first in the window. Returns whether a
    /// scroll view was found.
    @discardableResult
    public func scroll(by offset: CGSize, in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let scroll = findScrollView(root, id: id, inside: id == nil) else { return false }
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        if dx != offset.width || dy != offset.height {
            context.report(.invalidFrame, "scroll(by: \(offset)) is not finite; non-finite parts treated as 0", view: "HostingView")
        }
        scroll.state.offset = scroll.clamp(CGPoint(x: scroll.state.offset.x + dx, y: scroll.state.offset.y + dy))
        needsLayout = true
        layoutIfNeeded()
        return true
    }

    /// How far a scroll view (the one with identity `id`, or the first) is scrolled.
    public func scrollOffset(in id: AnyHashable? = nil) -> CGPoint? {
        layoutIfNeeded()
        guard let root, let scroll = findScrollView(root, id: id, inside: id == nil) else { return nil }
        return scroll.state.offset
    }

    func findScrollView(_ item: LayoutItem, id: AnyHashable?, inside: Bool) -> ScrollItem? {
        let matches = inside || (id.map { item.tags.contains($0) } ?? false)
        if matches, let s = item as? ScrollItem { return s }
        for c in item.placedChildren {
            if let s = findScrollView(c, id: id, inside: matches) { return s }
        }
        return nil
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ScrollView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
