import Foundation

// MARK: padding

/// `padding`: the child is proposed the proposal less the insets (never below 0; `nil`
/// stays `nil`); the size is the child's plus the insets; the child sits at (leading, top).
/// Padded edges reset the child's spacing preferences to a generic view's, and padding
/// hides the child's layout priority (spec §2).
@usableFromInline struct PaddingModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var edges: Edge.Set
    var length: CGFloat?

    @usableFromInline init(edges: Edge.Set, length: CGFloat?) {
        self.edges = edges
        self.length = length
    }

    /// The platform's default padding.
    static let defaultLength: CGFloat = 16

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var l = length ?? Self.defaultLength
        if !l.isFinite {
            child.context.report(.invalidFrame, "padding \(l.trellisFormatted) is not finite; using 0", view: child.debugName)
            l = 0
        }
        return PaddingItem(child: child, insets: EdgeInsets(edges, l), padded: edges)
    }
}

@usableFromInline struct InsetsPaddingModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var insets: EdgeInsets

    @usableFromInline init(insets: EdgeInsets) { self.insets = insets }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return PaddingItem(child: child, insets: insets, padded: padded)
    }
}

final class PaddingItem: ModifierItem {
    let insets: EdgeInsets
    let padded: Edge.Set

    init(child: LayoutItem, insets: EdgeInsets, padded: Edge.Set) {
        self.insets = insets
        self.padded = padded
        super.init(soleChild: child)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        PaddingAlgorithm(insets: insets).size(p, SoleChild(child))
    }
    override var passesSizes: Bool { true }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        PaddingAlgorithm(insets: insets).childPlacement(proposal: proposal, SoleChild(child))
    }

    override var spacing: ViewSpacing {
        var s = child.spacing
        s.reset(padded)
        return s
    }

    override var layoutPriority: Double { 0 }
    override var debugName: String {
        "padding(\(insets.top.trellisFormatted), \(insets.leading.trellisFormatted), \(insets.bottom.trellisFormatted), \(insets.trailing.trellisFormatted))"
    }
}

// MARK: fixedSize

/// `fixedSize`: proposes `nil` (the ideal) on the fixed axes; the size is the child's
/// answer, which may exceed the parent's proposal.
@usableFromInline struct FixedSizeModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var horizontal: Bool
    var vertical: Bool

    @usableFromInline init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        FixedSizeItem(child: child, horizontal: horizontal, vertical: vertical)
    }
}

final class FixedSizeItem: ModifierItem {
    let horizontal: Bool, vertical: Bool

    init(child: LayoutItem, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(soleChild: child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(inner(p)) }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = inner(proposal)
        let s = child.sizeThatFits(p)
        return (CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), p, s)
    }

    override var debugName: String { "fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }
}

// MARK: layoutPriority

@usableFromInline struct LayoutPriorityModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var priority: Double

    @usableFromInline init(priority: Double) { self.priority = priority }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var p = priority
        if p.isNaN {
            child.context.report(.invalidFrame, "layoutPriority(nan) is not a number; using 0", view: child.debugName)
            p = 0
        }
        return LayoutPriorityItem(child: child, priority: p)
    }
}

final class LayoutPriorityItem: ModifierItem {
    let priority: Double
    init(child: LayoutItem, priority: Double) {
        self.priority = priority
        super.init(soleChild: child)
    }
    override var layoutPriority: Double { priority }
    override var passesSizes: Bool { true }
    override var debugName: String { "layoutPriority(\(priority.trellisFormatted))" }
}

// MARK: layoutValue

struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var value: K.Value

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        LayoutValueItem(child: child, key: K.self, value: value)
    }
}

final class LayoutValueItem: ModifierItem {
    let key: ObjectIdentifier, keyType: Any.Type, value: Any
    init(child: LayoutItem, key: Any.Type, value: Any) {
        self.key = ObjectIdentifier(key)
        self.keyType = key
        self.value = value
        super.init(soleChild: child)
    }
    override func layoutValue(_ k: ObjectIdentifier) -> Any? { k == key ? value : child.layoutValue(k) }
    override var passesSizes: Bool { true }
    // The key's name is worked out when asked for (a dump, a diagnostic), not as the
    // item is made.
    override var debugName: String { "layoutValue(\(TypeNames.name(of: keyType)): \(value))" }
}

// MARK: offset

/// `offset`: moves the drawn view without changing its layout (size, siblings, guides).
@usableFromInline struct OffsetModifier: ViewModifier, ChainableModifier {
    @usableFromInline typealias Body = Never
    var offset: CGSize

    @usableFromInline init(offset: CGSize) { self.offset = offset }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var o = offset
        if !o.width.isFinite || !o.height.isFinite {
            child.context.report(.invalidFrame, "offset \(o) is not finite; non-finite parts treated as 0", view: child.debugName)
            o = CGSize(width: o.width.isFinite ? o.width : 0, height: o.height.isFinite ? o.height : 0)
        }
        return OffsetItem(child: child, offset: o)
    }
}

final class OffsetItem: ModifierItem {
    let offset: CGSize
    init(child: LayoutItem, offset: CGSize) {
        self.offset = offset
        super.init(soleChild: child)
    }
    override var passesSizes: Bool { true }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeContent(in: bounds, proposal: proposal)
        child.translate(by: offset)
    }
    override var debugName: String { "offset(x: \(offset.width.trellisFormatted), y: \(offset.height.trellisFormatted))" }
}

// MARK: position

/// `position(x:y:)`: takes the proposal (the child's size on an unspecified axis), proposes
/// it to the child, and centres the child on the point.
struct PositionModifier: ViewModifier, ChainableModifier {
    typealias Body = Never
    var position: CGPoint

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        PositionItem(child: child, position: position)
    }
}

final class PositionItem: ModifierItem {
    let position: CGPoint
    init(child: LayoutItem, position: CGPoint) {
        self.position = position
        super.init(soleChild: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let c = child.sizeThatFits(p)
        return CGSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }
    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = ProposedViewSize(size)
        let s = child.sizeThatFits(p)
        return (CGPoint(x: position.x - s.width / 2, y: position.y - s.height / 2), p, s)
    }
    override var debugName: String { "position(x: \(position.x.trellisFormatted), y: \(position.y.trellisFormatted))" }
}

// MARK: aspectRatio

/// `aspectRatio(_:contentMode:)` (spec §2): a fully unspecified proposal passes through;
/// otherwise the base is (ratio, 1), or the child's ideal size when the ratio is `nil`; the
/// scale is min (fit) or max (fill) of proposal / base per axis (an unspecified dimension
/// counts as an infinite scale); the child is proposed base × scale and answers the size.
struct AspectRatioModifier: ViewModifier, ChainableModifier {
    typealias Body = Never
    var ratio: CGFloat?
    var contentMode: ContentMode

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var r = ratio
        if let v = r, !(v.isFinite && v > 0) {
            child.context.report(.invalidFrame, "aspectRatio(\(v.trellisFormatted)) must be positive and finite; using the view's ideal ratio", view: child.debugName)
            r = nil
        }
        return AspectRatioItem(child: child, ratio: r, contentMode: contentMode)
    }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

final class AspectRatioItem: ModifierItem {
    let ratio: CGFloat?, contentMode: ContentMode
    init(child: LayoutItem, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(soleChild: child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let base: CGSize
        if let ratio {
            base = CGSize(width: ratio, height: 1)
        } else {
            base = child.sizeThatFits(.unspecified)
        }
        guard base.width > 0, base.height > 0, base.width.isFinite, base.height.isFinite else { return p }
        let sx = p.width.map { $0 / base.width } ?? .infinity
        let sy = p.height.map { $0 / base.height } ?? .infinity
        var scale = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        if scale.isInfinite { scale = contentMode == .fit ? max(sx.isFinite ? sx : 0, sy.isFinite ? sy : 0) : min(sx, sy) }
        if !scale.isFinite { return p }
        return ProposedViewSize(width: base.width * scale, height: base.height * scale)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(inner(p)) }
    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = inner(proposal)
        let s = child.sizeThatFits(p)
        return (CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2), p, s)
    }
    override var debugName: String { "aspectRatio(\(ratio.map { $0.trellisFormatted } ?? "nil"), \(contentMode))" }
}

// MARK: alignmentGuide

struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var key: AlignmentKey
    var compute: (ViewDimensions) -> CGFloat

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        AlignmentGuideItem(child: child, key: key, compute: compute)
    }
}

/// Overrides one guide; the closure receives the child's dimensions (including the child's
/// own explicit guides). Size, spacing and priority are the child's.
final class AlignmentGuideItem: ModifierItem {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: LayoutItem, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(soleChild: child)
    }
    override var setsOwnExplicitAlignments: Bool { true }

    override func explicitAlignment(_ k: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard k == key else { return super.explicitAlignment(k, size: size, proposal: proposal) }
        let v = compute(ViewDimensions(size: size, proposal: proposal, source: child))
        if !v.isFinite {
            context.report(.invalidFrame, "alignmentGuide(\(key.name)) computed \(v.trellisFormatted); ignored", view: debugName)
            return super.explicitAlignment(k, size: size, proposal: proposal)
        }
        return v
    }
    override var debugName: String { "alignmentGuide(\(key.name))" }
}

// MARK: overlay / background

/// `overlay` / `background`: the size, priority and spacing are the primary view's; the
/// secondary views are proposed the primary's size and aligned to it (mirrored in
/// right-to-left): the alignment's guide values of both are computed, the primary's
/// explicit ones included (its text baselines, its `alignmentGuide`s), and matched, as
/// in SwiftUI.
@usableFromInline struct SecondaryModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    var content: any View
    var alignment: Alignment
    var isBackground: Bool

    @usableFromInline init(content: any View, alignment: Alignment, isBackground: Bool) {
        self.content = content
        self.alignment = alignment
        self.isBackground = isBackground
    }

    var secondaryContent: (any View)? { content }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        let box = LayoutBox(ZStackLayout(alignment: alignment))
        let stack = ContainerItem(context: child.context, box: box, subviews: secondary, layoutDirection: environment.layoutDirection)
        return SecondaryItem(child: child, secondary: stack, alignment: alignment, isBackground: isBackground,
                             rightToLeft: environment.layoutDirection == .rightToLeft)
    }
}

final class SecondaryItem: ModifierItem {
    let secondary: LayoutItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        body(secondary)
    }
    let alignment: Alignment
    let isBackground: Bool
    let rightToLeft: Bool

    init(child: LayoutItem, secondary: LayoutItem, alignment: Alignment, isBackground: Bool, rightToLeft: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
        self.rightToLeft = rightToLeft
        super.init(child: child)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeContent(in: bounds, proposal: proposal)
        let p = ProposedViewSize(bounds.size)
        let d = secondary.dimensions(p)
        // The primary's guides where it is placed (its own, or their defaults).
        let primary = childPlacement(size: bounds.size, proposal: proposal)
        let h = alignment.horizontal.key, v = alignment.vertical.key
        var o = CGPoint(x: primary.origin.x + child.guideValue(h, size: primary.size, proposal: primary.proposal) - d.value(h),
                        y: primary.origin.y + child.guideValue(v, size: primary.size, proposal: primary.proposal) - d.value(v))
        if rightToLeft { o.x = bounds.width - (o.x + d.width) }
        secondary.place(CGRect(x: bounds.minX + o.x, y: bounds.minY + o.y, width: d.width, height: d.height), proposal: p)
    }

    override var children: [LayoutItem] { isBackground ? [secondary, child] : [child, secondary] }
    override var debugName: String { isBackground ? "background" : "overlay" }
}

extension View {
    /// Adds padding to the given edges (16 points by default).
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    @inlinable public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(edges: .all, length: length))
    }

    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        modifier(InsetsPaddingModifier(insets: insets))
    }

    /// Fixes this view at its ideal size.
    @inlinable public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which a parent layout apportions space to this child.
    @inlinable public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }

    @inlinable public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }

    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(position: CGPoint(x: x, y: y)))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : .nan, contentMode: contentMode))
    }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Layers the views that you specify in front of this view.
    @inlinable public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(content: content(), alignment: alignment, isBackground: false))
    }

    @_disfavoredOverload
    @inlinable public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(content: overlay, alignment: alignment, isBackground: false))
    }

    /// Layers the views that you specify behind this view.
    @inlinable public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(content: content(), alignment: alignment, isBackground: true))
    }

    @_disfavoredOverload
    @inlinable public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(content: background, alignment: alignment, isBackground: true))
    }

    /// Fills the view's background with a style (a colour).
    @inlinable public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(content: Rectangle().fill(style), alignment: .center, isBackground: true))
    }

    @inlinable public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(content: Rectangle().fill(style), alignment: .center, isBackground: false))
    }

    /// Adds a border: a stroke of `width` inside the view's frame, drawn over it.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
