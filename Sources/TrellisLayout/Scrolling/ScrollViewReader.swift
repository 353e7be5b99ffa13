import Foundation

/// A proxy value that scrolls the scroll views inside a ``ScrollViewReader``.
public struct ScrollViewProxy {
    let state: ScrollReaderState
    let bump: () -> Void

    /// Scrolls the scroll view that contains the view with identity `id` so that the view
    /// sits at `anchor` of the visible area (its same anchor on it), clamped to the
    /// content. With no anchor it scrolls as little as makes the view visible. An id no
    /// view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        state.pending = (AnyHashable(id), anchor)
        bump()
    }
}

final class ScrollReaderState {
    var pending: (id: AnyHashable, anchor: UnitPoint?)?
}

/// A view whose content can scroll its scroll views to views by identity. Its content
/// lays out as if it were not there.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ScrollReaderNode.reuse(existing, for: Self.self) ?? ScrollReaderNode(viewType: Self.self)
        node.body = cx.reconcile(ScrollReaderContent(content: content, state: node.state), node.body)
        return node
    }
}

/// The reader's content as a view of its own: a request re-evaluates it, which brings
/// about the layout after which the request is carried out.
struct ScrollReaderContent<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    let state: ScrollReaderState
    @State private var requests = 0

    var body: Content {
        _ = requests
        let binding = $requests
        return content(ScrollViewProxy(state: state, bump: { binding.wrappedValue &+= 1 }))
    }
}

final class ScrollReaderNode: GraphNode {
    let state = ScrollReaderState()
    var body: GraphNode? {
        get { child(bodyLink) }
        set { relink(&bodyLink, to: newValue) }
    }
    private var bodyLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(bodyLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var inner: [LayoutItem] = []
        body?.makeItems(fx, into: &inner)
        for child in inner {
            let item = ScrollReaderItem(child: child, state: state)
            item.sourceSerial = serial
            fx.context.afterLayoutItems += 1
            items.append(item)
        }
    }
}

final class ScrollReaderItem: ModifierItem, AfterLayoutItem {
    let state: ScrollReaderState
    init(child: LayoutItem, state: ScrollReaderState) {
        self.state = state
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "ScrollViewReader" }
    var actsInInputPhase: Bool { true }

    func afterLayout(_ pass: AfterLayoutPass) {
        guard let (id, anchor) = state.pending else { return }
        guard placed(child), let (scroll, target) = Self.find(id, in: child, scroll: nil) else { return }
        state.pending = nil
        let offset = scroll.clamp(Self.offset(showing: target.frame, in: scroll, anchor: anchor))
        guard offset != scroll.state.offset else { return }
        scroll.state.offset = offset
        pass.requestLayout()
    }

    /// The innermost scroll view around the first view tagged `id`.
    static func find(_ id: AnyHashable, in item: LayoutItem, scroll: ScrollItem?) -> (ScrollItem, LayoutItem)? {
        let scroll = (item as? ScrollItem) ?? scroll
        if item.tags.contains(id), let scroll { return (scroll, item) }
        for c in item.placedChildren {
            if let found = find(id, in: c, scroll: scroll) { return found }
        }
        return nil
    }

    /// The offset that puts `target` at `anchor` in the scroll view's visible area.
    static func offset(showing target: CGRect, in scroll: ScrollItem, anchor: UnitPoint?) -> CGPoint {
        let viewport = scroll.frame
        let content = scroll.contentFrame
        // The target's position within the content.
        let tx = target.minX - content.minX, ty = target.minY - content.minY
        var offset = scroll.state.offset
        func axis(_ t: CGFloat, _ length: CGFloat, _ view: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return t + unit * length - unit * view }
            if t < current { return t }
            if t + length > current + view { return t + length - view }
            return current
        }
        if scroll.axes.contains(.horizontal) { offset.x = axis(tx, target.width, viewport.width, offset.x, anchor?.x) }
        if scroll.axes.contains(.vertical) { offset.y = axis(ty, target.height, viewport.height, offset.y, anchor?.y) }
        return offset
    }
}

extension View {
    /// Marks the layout whose children are scroll targets (kept for source compatibility:
    /// Trellis's scroll positions look at the scroll view's direct content).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ScrollViewReader {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
