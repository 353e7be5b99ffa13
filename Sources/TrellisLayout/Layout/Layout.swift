import Foundation

/// A type that defines the geometry of a collection of views — SwiftUI's `Layout` protocol,
/// with the same requirements and default implementations.
public protocol Layout: Animatable {
    /// Properties of this layout, like the stack orientation that Spacer and Divider adopt.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values shared between the layout's methods. `Void` by default.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Creates the cache; called when the container appears.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the layout value or its subviews change. The default calls
    /// `makeCache(subviews:)`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The container's own spacing preferences. Default: the union of the subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the container needs for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds`, which is in the parent's coordinate space.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value for a horizontal guide. Default: the merge of the
    /// subviews' explicit values, as placed by `placeSubviews`.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's explicit value for a vertical guide.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Runs `placeSubviews` into a scratch record and combines the subviews' explicit values
    /// of `key` by the guide's rule (see ``AlignmentKey/combination``).
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> CGFloat? {
        if key.combination == .none || subviews.isEmpty { return nil }
        let scratch = subviews.withScratchPlacements()
        placeSubviews(in: bounds, proposal: proposal, subviews: scratch, cache: &cache)
        let frames = scratch.resolvedPlacements(in: bounds)
        var values: [CGFloat] = []
        for (i, subview) in scratch.enumerated() {
            let placed = frames[i]
            guard let v = subview.storage.explicitAlignment(subview.index, key, size: placed.frame.size, proposal: placed.proposal) else { continue }
            values.append(v + placed.frame.origin[key.axis] - bounds.origin[key.axis])
        }
        return key.combine(values)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Combines the layout with views into a container: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A view that arranges `content` with `layout`.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    var layout: L
    var content: Content
    typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

/// Reconciles a container of `layout` around `content` whose identity is the view type
/// `viewType` (so `HStack` and `HStackLayout { }` are different views). A function rather
/// than a method of `LayoutContainer`, so that a stack's
/// reconcile does not look up `LayoutContainer<L, Content>`'s type at run time (a runtime
/// call per container). `box` makes a new container's layout box: written where the
/// layout's type is known (`LayoutBox<HStackLayout>` in a stack), its type is not looked up
/// at run time either. `shared`: `box` is the graph's shared box for the value
/// (``SharedStackBoxes``), which is never changed: a container kept for a changed value
/// takes the value's box instead.
func reconcileContainer<L: Layout, Content: View>(_ layout: L, _ content: Content, as viewType: Any.Type,
                                                  _ existing: GraphNode?, _ cx: ReconcileContext,
                                                  box: @autoclosure () -> LayoutBox<L>, shared: Bool = false) -> GraphNode {
    let node: ContainerNode
    if let reused = ContainerNode.reuse(existing, for: viewType) {
        node = reused
        if shared {
            node.box = box()
        } else {
            node.updateLayout(layout)
        }
    } else {
        node = ContainerNode(viewType: viewType, box: box())
    }
    node.layoutDirection = cx.environment.layoutDirection
    node.content = cx.reconcile(content, node.content)
    return node
}

/// A layout of Trellis's own: it places its subviews relative to `bounds` only, so its
/// container runs it in its own coordinates (bounds at the origin) and a container that
/// moves in the window takes its subviews along without running it again (see
/// `LayoutItem.place`). A custom layout gets `bounds` in window coordinates, as SwiftUI
/// gives them, and runs again whenever its container moves.
protocol OwnSpaceLayout: Layout {}

extension HStackLayout: OwnSpaceLayout {}
extension VStackLayout: OwnSpaceLayout {}
extension ZStackLayout: OwnSpaceLayout {}
extension GridLayout: OwnSpaceLayout {}
extension DialogLayout: OwnSpaceLayout {}
extension InsetGroupedListLayout: OwnSpaceLayout {}
extension MenuLayout: OwnSpaceLayout {}
extension SliderLayout: OwnSpaceLayout {}
extension LazyGridLayout: OwnSpaceLayout {}
extension LazyStackLayout: OwnSpaceLayout {}
extension GeometryReaderLayout: OwnSpaceLayout {}
