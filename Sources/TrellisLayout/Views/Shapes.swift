import Foundation

/// A 2-D shape that you can use when drawing a view. A shape is a view that fills the
/// proposal (10×10 when a dimension is unspecified) with the foreground style.
public protocol Shape: View, Animatable {
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal. Default: the proposal, `nil` → 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, fill: .foreground) }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, fill: ShapeFill(content, eoFill: style.isEOFilled))
    }

    /// Strokes the shape's outline (centred on the path).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, fill: ShapeFill(content, stroke: lineWidth, inset: false))
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, fill: ShapeFill(ForegroundStyle(), stroke: lineWidth, inset: false))
    }

    /// Strokes the shape's outline inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, fill: ShapeFill(content, stroke: lineWidth, inset: true))
    }
}

/// The style with which to fill a shape.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape is painted: a colour or the foreground style, filled or stroked.
public struct ShapeFill: CustomStringConvertible {
    /// A fixed colour, the foreground style, or a style resolved in the environment
    /// (`.tint`, `.background`, ``AnyShapeStyle``…; see ``ResolvedStyle``).
    enum Paint { case color(Color), foreground, style(any ShapeStyle) }
    let paint: Paint
    var strokeWidth: CGFloat?
    var strokeInset = false
    var eoFill = false
    /// The full stroke style when given with `stroke(_:style:)`/`strokeBorder(_:style:)`
    /// (its `lineWidth` is `strokeWidth`). Kept in a box: most fills have none, and every
    /// shape item keeps its fill.
    var strokeStyle: StrokeStyle? {
        get { strokeStyleBox?.value }
        set { strokeStyleBox = newValue.map(OutOfLine.init) }
    }
    private var strokeStyleBox: OutOfLine<StrokeStyle>?
    /// A gradient paint (`paint` is then `.foreground`, which it replaces when drawn).
    var gradient: GradientPaint?

    init(_ style: some ShapeStyle, stroke: CGFloat? = nil, inset: Bool = false, eoFill: Bool = false) {
        let base = (style as? AnyShapeStyle)?.base ?? style
        if let color = base as? Color {
            paint = .color(color)
        } else if let m = base as? Material {
            paint = .color(m.fallbackColor)
        } else if let g = base as? any _GradientShapeStyle {
            paint = .foreground
            gradient = GradientPaint(g)
        } else if base is ForegroundStyle {
            paint = .foreground
        } else {
            paint = .style(base)
        }
        strokeWidth = stroke
        strokeInset = inset
        self.eoFill = eoFill
    }

    /// A colour fill, made directly: the generic initialiser's casts are runtime calls,
    /// and a fill is made for every `Color` view.
    static func color(_ c: Color) -> ShapeFill { ShapeFill(paint: .color(c)) }

    private init(paint: Paint) {
        self.paint = paint
    }
    static let foreground = ShapeFill(ForegroundStyle())

    /// The colour this paint resolves to in an environment.
    func resolvedColor(_ environment: EnvironmentValues) -> Color {
        // A gradient's single colour (for the terminal and colour animations) is its middle.
        if let g = gradient { return g.style.resolved(in: .zero).gradient.color(at: 0.5) }
        switch paint {
        case .color(let c): return c
        case .foreground: return environment.foregroundColor ?? .primary
        case .style(let s): return ResolvedStyle(s, in: environment).color
        }
    }

    public var description: String {
        var p: String
        switch paint {
        case .color(let c): p = c.description
        case .foreground: p = "foreground"
        case .style(let s): p = "\(type(of: s))"
        }
        if let g = gradient { p = "\(type(of: g.style))" }
        if let style = strokeStyle, !style.dumpDescription.isEmpty, let w = strokeWidth {
            return "stroke(\(p), \(w.trellisFormatted), \(style.dumpDescription))"
        }
        return strokeWidth.map { "stroke(\(p), \($0.trellisFormatted))" } ?? "fill(\(p))"
    }
}

/// A shape with a paint: what `Rectangle().fill(.red)` is.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, LeafView {
    let shape: Content
    let fill: ShapeFill
    public typealias Body = Never

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        FilledShapeItem(context: fx.context, shape: shape, fill: fill, environment: environment)
    }
}

/// A shape's layout item: sized by the shape, painted by the renderer. Two kinds keep
/// what they need: ``FilledShapeItem`` any shape with any fill in its environment, and
/// ``ColourItem`` a `Color` view, a rectangle of a fixed colour (the commonest leaf, so it
/// keeps only its colour).
class ShapeItem: LayoutItem {
    // The base answers what a rectangle filled with ``resolvedColor`` answers (a
    // `ColourItem` is one); a `FilledShapeItem` answers with its own shape and fill.

    /// The shape.
    var shape: any Shape { Rectangle() }
    /// How it is painted.
    var fill: ShapeFill { .color(resolvedColor) }
    /// The colour the paint resolves to in the item's environment (each kind answers its
    /// own; the base has none to give).
    var resolvedColor: Color { .clear }
    /// The gradient this shape is painted with: its own, or the foreground style's when it
    /// is filled with the foreground style (or with a style that resolves to a gradient).
    var paintGradient: GradientPaint? { nil }

    /// A shape's answer is a function of the proposal alone: not worth keeping.
    override var cachesSizes: Bool { false }

    override var debugName: String {
        let fill = self.fill
        if fill.strokeWidth == nil, shape is Rectangle {
            switch fill.paint {
            case .color(let c): return "Color \(c)"
            case .foreground, .style: break
            }
        }
        return "\(type(of: shape)) \(fill)"
    }

    /// The outline drawn for a frame in window coordinates. The shape is asked for its
    /// path in its own bounds, `CGRect(origin: .zero, size: frame.size)`, as SwiftUI asks
    /// (a shape built from `rect.width` and `rect.height` alone draws where it is laid
    /// out), and the path is moved to the frame's origin. A stroke inside the frame
    /// (`strokeBorder`) asks for the path in those bounds inset by half the line width.
    func drawnPath(in frame: CGRect) -> Path {
        var bounds = CGRect(origin: .zero, size: frame.size)
        if let lw = fill.strokeWidth, fill.strokeInset { bounds = bounds.insetBy(dx: lw / 2, dy: lw / 2) }
        return shownShape.path(in: bounds).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The shape, colour and gradient as drawn now: their animatable data, components and
    /// geometry (a linear gradient's start and end points) animate.
    var shownShape: any Shape { shown?.shape ?? shape }
    var shownColor: Color { shown?.color ?? resolvedColor }
    var shownGradient: GradientPaint? { shown?.gradient ?? paintGradient }
    /// What an animation shows instead: nil (no memory) for a shape no animation touches.
    private var shown: Shown? {
        get { presentedValues as? Shown }
        set { presentedValues = newValue }
    }
    private struct Shown {
        var shape: (any Shape)?
        var color: Color?
        var gradient: GradientPaint?
    }

    /// The slots of the animatable values: the colour, the shape's data, the gradient's
    /// geometry.
    private static let colorSlot = 0, shapeSlot = 1, gradientSlot = 2

    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        list.append(AnimatableAttribute(slot: Self.colorSlot, AnimatableColor(resolvedColor)))
        if let data = shape.animatableAttribute(slot: Self.shapeSlot) { list.append(data) }
        if let geometry = paintGradient?.style.geometryAttribute(slot: Self.gradientSlot) { list.append(geometry) }
    }

    override func present(slot: Int, value: Any) {
        var s = shown ?? Shown()
        switch slot {
        case Self.colorSlot:
            guard let c = value as? AnimatableColor else { return }
            s.color = c.color
        case Self.gradientSlot:
            guard let g = paintGradient else { return }
            s.gradient = GradientPaint(g.style.withGeometry(value))
        default:
            s.shape = shape.withAnimatableData(value)
        }
        shown = s
    }
}

/// Any shape, with any fill, in the environment its paint resolves in.
final class FilledShapeItem: ShapeItem {
    private let storedShape: any Shape
    private let storedFill: ShapeFill
    let environment: EnvironmentValues

    init(context: LayoutContext, shape: any Shape, fill: ShapeFill, environment: EnvironmentValues) {
        self.storedShape = shape
        self.storedFill = fill
        self.environment = environment
        super.init(context: context, only: nil)
        // What painting reads of the environment is read now, while the node notes the
        // reads (EnvironmentInvalidation.swift). A fixed colour reads nothing.
        if case .color = fill.paint, fill.gradient == nil { return }
        _ = resolvedColor
        _ = paintGradient
    }

    override var shape: any Shape { storedShape }
    override var fill: ShapeFill { storedFill }
    override var resolvedColor: Color { storedFill.resolvedColor(environment) }
    override var paintGradient: GradientPaint? {
        if let g = storedFill.gradient { return g }
        switch storedFill.paint {
        case .foreground: return environment.foregroundGradient
        case .style(let s): return ResolvedStyle(s, in: environment).gradient
        case .color: return nil
        }
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { storedShape.sizeThatFits(proposal) }

    /// A ``ContainerRelativeShape`` drawn inside a container shape takes that shape.
    override func drawnPath(in frame: CGRect) -> Path {
        guard let relative = shownShape as? ContainerRelativeShape, let container = context.containerShapes.last else {
            return super.drawnPath(in: frame)
        }
        var rect = frame
        if let lw = fill.strokeWidth, fill.strokeInset { rect = rect.insetBy(dx: lw / 2, dy: lw / 2) }
        return relative.path(in: rect, container: container)
    }
}

/// A `Color` view: a rectangle filled with a fixed colour, which reads nothing of the
/// environment, now or when drawn. It keeps the colour alone.
final class ColourItem: ShapeItem {
    let colour: Color

    init(context: LayoutContext, colour: Color) {
        self.colour = colour
        super.init(context: context, only: nil)
    }

    override var resolvedColor: Color { colour }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { Rectangle().sizeThatFits(proposal) }
}

extension Shape {
    /// The shape's path for a view laid out in `frame` (window coordinates): the path in
    /// the view's own bounds (origin zero, as SwiftUI's `path(in:)` gets them), moved to
    /// the frame's origin.
    func path(inLocalBoundsOf frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The shape's `animatableData` as an animatable value, unless it has none.
    func animatableAttribute(slot: Int) -> AnimatableAttribute? {
        if AnimatableData.self == EmptyAnimatableData.self { return nil }
        return AnimatableAttribute(slot: slot, animatableData)
    }

    /// The shape with `value` as its `animatableData`.
    func withAnimatableData(_ value: Any) -> any Shape {
        guard let data = value as? AnimatableData else { return self }
        var copy = self
        copy.animatableData = data
        return copy
    }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A circle centred in its frame. It answers a square: the smaller proposed dimension
/// (spec §1, M).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: .circular)
    }
}

// The shapes as static members (iOS 17): `.clipShape(.rect(cornerRadius: 10))`,
// `.background(.blue, in: .capsule)`. Each is the shape its type's initializer makes.
extension Shape where Self == Rectangle {
    /// A rectangle filling the view's bounds.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` (clamped as ``RoundedRectangle``'s).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centred in the view's bounds.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the view's bounds.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule: half-circle ends on the shorter side.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends have the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension _ShapeView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
