import Foundation

// MARK: shadow

/// A drop shadow as the render tree carries it: a copy of the subtree's drawing, in
/// `color` (times the drawing's alpha), blurred by a Gaussian of standard deviation
/// `radius` points, moved by `offset`, drawn behind the subtree.
public struct RenderShadow: Equatable, Sendable {
    public var color: Color
    /// The Gaussian's standard deviation in points. SwiftUI's `radius` is the blur's radius
    /// as in Core Animation's `shadowRadius`, which designers' tools (and CSS, whose blur
    /// value is 2σ for twice the radius) treat as σ; Trellis uses σ = radius.
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

struct ShadowModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shadow: RenderShadow

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ShadowItem(child: child, shadow: shadow)
    }
}

/// `.shadow(color:radius:x:y:)`: drawn only; the size, guides and placement are the child's.
final class ShadowItem: ModifierItem {
    let shadow: RenderShadow
    init(child: LayoutItem, shadow: RenderShadow) {
        self.shadow = shadow
        super.init(child: child)
    }
    override var debugName: String {
        "shadow(color: \(shadow.color), radius: \(shadow.radius.trellisFormatted), x: \(shadow.offset.width.trellisFormatted), y: \(shadow.offset.height.trellisFormatted))"
    }
}

extension Color {
    /// SwiftUI's default shadow colour, `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    static let defaultShadow = Color(0, 0, 0, 0.33, name: .defaultShadow)
}

extension View {
    /// Adds a shadow: the view's drawing in `color`, blurred by `radius` (σ, see
    /// ``RenderShadow``), moved by (x, y), behind the view. Layout is unchanged. A negative
    /// or non-finite radius counts as 0, and non-finite offsets as 0.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(shadow: RenderShadow(color: color, radius: radius.isFinite ? max(0, radius) : 0,
                                                     offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))))
    }
}

extension Color {
    /// A grey in a colour space (sRGBLinear greys are converted to sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        var w = white.isNaN ? 0 : min(max(white, 0), 1)
        if colorSpace == .sRGBLinear {
            w = SRGBTransfer.encode(w)
        }
        self.init(w, w, w, opacity, name: colorSpace == .sRGBLinear && w == 0 && opacity == 0.33 ? Color.defaultShadow.name : nil)
    }
}

// MARK: mask

struct MaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: any View
    let alignment: Alignment

    var secondaryContent: (any View)? { mask }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        let stack = ContainerItem(context: child.context, box: LayoutBox(ZStackLayout(alignment: alignment)), subviews: secondary,
                                  layoutDirection: environment.layoutDirection)
        return MaskItem(child: child, mask: stack, alignment: alignment, rightToLeft: environment.layoutDirection == .rightToLeft)
    }
}

/// `.mask(alignment:_:)`: the mask is proposed the view's size and aligned in it, like an
/// overlay; the view is drawn only where the mask is opaque (its alpha multiplies the
/// view's). The mask takes no touches and is not in the dump; layout is the child's.
final class MaskItem: ModifierItem {
    let mask: LayoutItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        body(mask)
    }
    let alignment: Alignment
    let rightToLeft: Bool

    init(child: LayoutItem, mask: LayoutItem, alignment: Alignment, rightToLeft: Bool) {
        self.mask = mask
        self.alignment = alignment
        self.rightToLeft = rightToLeft
        super.init(child: child)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeContent(in: bounds, proposal: proposal)
        let p = ProposedViewSize(bounds.size)
        let d = mask.dimensions(p)
        var o = alignedOrigin(alignment, container: bounds.size, child: d)
        if rightToLeft { o.x = bounds.width - (o.x + d.width) }
        mask.place(CGRect(x: bounds.minX + o.x, y: bounds.minY + o.y, width: d.width, height: d.height), proposal: p)
    }

    override var debugName: String { "mask" }
    /// The mask too, which this item places (``children`` leaves it out of dumps and touches).
    override func forEachChild(_ body: (LayoutItem) -> Void) {
        body(child)
        body(mask)
    }
}

extension View {
    /// Masks this view with the alpha of `mask` (placed over it with `alignment`).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

// MARK: zIndex

/// The key under which a view's `zIndex` travels to its container (like a layout value:
/// through padding, frames and other modifiers).
enum ZIndexKey {}

struct ZIndexModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Double

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ZIndexItem(child: child, value: value)
    }
}

final class ZIndexItem: ModifierItem {
    let value: Double
    init(child: LayoutItem, value: Double) {
        self.value = value
        super.init(child: child)
    }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(ZIndexKey.self) ? value : child.layoutValue(key)
    }
    override var debugName: String { "zIndex(\(value.trellisFormatted))" }
}

extension LayoutItem {
    /// The view's zIndex (0 unless set).
    var zIndex: Double { layoutValue(ObjectIdentifier(ZIndexKey.self)) as? Double ?? 0 }
}

/// A container's subviews in drawing order: by ascending zIndex, views with equal zIndex
/// in their order in the container (a stable sort). Hit testing goes through them in
/// reverse, so the topmost view gets the touch.
func drawingOrder(_ items: [LayoutItem]) -> [LayoutItem] {
    var hasIndex = false
    for item in items where item.zIndex != 0 { hasIndex = true; break }
    guard hasIndex else { return items }
    return items.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
}

extension View {
    /// Controls the display order of overlapping views in their container: higher values
    /// are drawn on top and hit-tested first; layout is unchanged. NaN counts as 0.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value.isNaN ? 0 : value))
    }
}
