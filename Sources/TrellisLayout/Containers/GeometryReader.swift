import Foundation

/// A proxy for access to the size and coordinate space of the container view, handed to
/// a ``GeometryReader``'s content and to `onGeometryChange`. Frames are the layout's
/// (the targets of animations), in points.
public struct GeometryProxy {
    /// The size of the container.
    public let size: CGSize
    /// The safe-area insets of the host (zero unless the host sets them).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedFrames: [AnyHashable: CGRect]

    init(size: CGSize, globalFrame: CGRect, namedFrames: [AnyHashable: CGRect], safeAreaInsets: EdgeInsets) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedFrames = namedFrames
        self.safeAreaInsets = safeAreaInsets
    }

    /// Before the first layout a reader's content sees a zero proxy.
    static let zero = GeometryProxy(size: .zero, globalFrame: .zero, namedFrames: [:], safeAreaInsets: EdgeInsets())

    /// The container's frame in a coordinate space. A name no ancestor declares counts as
    /// the window (SwiftUI's behaviour).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named container in this view's local coordinates; `nil` when no
    /// ancestor has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// Resolves an anchor into this container's local coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(-globalFrame.minX, -globalFrame.minY)
    }

    /// Whether two proxies describe the same geometry.
    func same(as other: GeometryProxy) -> Bool {
        size == other.size && globalFrame == other.globalFrame && namedFrames == other.namedFrames
            && safeAreaInsets == other.safeAreaInsets
    }
}

/// A container view that defines its content as a function of its own size and
/// coordinate space.
///
/// Layout, as SwiftUI's (docs/swiftui-layout-behavior.md §11):
/// - it takes the whole proposal, a `nil` dimension counting as 0 (proposed
///   `.unspecified`, it is 0×0);
/// - it proposes its own size to its content, exactly, and places every view of the
///   content at its top-leading corner (several views overlap there, none is stacked);
/// - the ``GeometryProxy`` gives its size, the host's safe-area insets and its frame in
///   `.local`, `.global` (the window) and named coordinate spaces, the frames the layout
///   computed (where an animation is heading).
///
/// **Differs from SwiftUI:** SwiftUI calls `content` during layout, once the size is
/// known. Trellis builds the content before layout with the reader's last geometry, and
/// after a layout that changes that geometry builds it again and lays it out before the
/// host answers (the settle loop, `Update/AfterLayout.swift`). Frames, dumps, pictures and
/// the lifecycle modifiers (`onAppear` runs after the content is built again) see only the
/// settled result, but the closure runs more often: first with a zero proxy, before the
/// first layout; and after a change that resizes or moves the reader, the content built
/// for the previous geometry is laid out once, unseen, before it is built for the new one.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = GeometryReaderNode.reuse(existing, for: Self.self) ?? GeometryReaderNode(viewType: Self.self)
        node.layoutDirection = cx.environment.layoutDirection
        let body = GeometryReaderContent(content: content, state: node.state)
        node.content = cx.reconcile(body, node.content)
        node.state.contentNode = node.content as? CustomNode
        return node
    }
}

/// The reader's geometry as last laid out, and the node to re-evaluate when it changes.
final class GeometryReaderState {
    var proxy = GeometryProxy.zero
    weak var contentNode: CustomNode?
}

/// The reader's content as a view of its own, so that a new geometry re-evaluates only it.
struct GeometryReaderContent<Content: View>: View {
    let content: (GeometryProxy) -> Content
    let state: GeometryReaderState
    var body: Content { content(state.proxy) }
}

final class GeometryReaderNode: GraphNode {
    let state = GeometryReaderState()
    let box = LayoutBox(GeometryReaderLayout())
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
    }

    var layoutDirection: LayoutDirection = .leftToRight

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var sub: [LayoutItem] = []
        content?.makeItems(FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems), into: &sub)
        let container = GeometryReaderItem(context: fx.context, box: box, subviews: sub, layoutDirection: layoutDirection, state: state)
        container.sourceSerial = serial
        fx.context.afterLayoutItems += 1
        items.append(container)
    }
}

/// The reader's item: its layout, and after layout the check of its geometry.
final class GeometryReaderItem: LayoutItem, AfterLayoutItem {
    let container: ContainerItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        body(container)
    }
    let state: GeometryReaderState

    init(context: LayoutContext, box: AnyLayoutBox, subviews: [LayoutItem], layoutDirection: LayoutDirection, state: GeometryReaderState) {
        container = ContainerItem(context: context, box: box, subviews: subviews, layoutDirection: layoutDirection)
        self.state = state
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { container.sizeThatFits(proposal) }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) { container.placeContent(in: bounds, proposal: proposal) }
    override var children: [LayoutItem] { container.children }
    override var debugName: String { "GeometryReader" }
    override var spacing: ViewSpacing { container.spacing }

    var actsInInputPhase: Bool { true }

    func afterLayout(_ pass: AfterLayoutPass) {
        let proxy = pass.proxy(for: frame)
        guard !proxy.same(as: state.proxy) else { return }
        state.proxy = proxy
        pass.invalidate(state.contentNode)
    }
}

/// The reader's layout: the proposal (a `nil` dimension as 0), content at the top-leading corner.
struct GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// An opaque value derived from a view's geometry, resolved in a ``GeometryProxy``.
public struct Anchor<Value> {
    /// The value in window coordinates, and how to move it.
    let global: Value
    let translate: (Value, CGFloat, CGFloat) -> Value

    func resolve(_ dx: CGFloat, _ dy: CGFloat) -> Value { translate(global, dx, dy) }

    /// Where an anchor's value comes from, in the view's own coordinates.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let local = r ?? CGRect(origin: .zero, size: frame.size)
            return Anchor(global: local.offsetBy(dx: frame.minX, dy: frame.minY)) { $0.offsetBy(dx: $1, dy: $2) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { CGPoint(x: $0.x + $1, y: $0.y + $2) }
        }
    }

    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)) {
                CGPoint(x: $0.x + $1, y: $0.y + $2)
            }
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension GeometryReader {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
