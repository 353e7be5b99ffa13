import Foundation

/// A colour gradient: colour stops at locations 0…1 (SwiftUI's `Gradient`).
///
/// `init(colors:)` spaces the colours evenly (a single colour sits at 0). Between stops the
/// colour is interpolated linearly in straight (non-premultiplied) sRGB components, opacity
/// included; before the first stop the first colour holds, after the last the last one
/// (SwiftUI pads). Stops are sorted by location (stable); non-finite locations count as 0.
public struct Gradient: Equatable, Hashable, Sendable {
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The colour at `t` (clamped to 0…1); clear for a gradient without stops.
    public func color(at t: CGFloat) -> Color { Self.color(at: t, sorted: sortedStops) }

    /// The stops in the order ``color(at:)`` reads them: by location, stable, a location
    /// that is not finite counted as 0. Stops already in order with finite locations are
    /// their own sorted list, not copied.
    var sortedStops: [Stop] {
        if isSortedAndFinite { return stops }
        return stops.map { Stop(color: $0.color, location: $0.location.isFinite ? $0.location : 0) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// Whether every location is finite and no stop comes before the one ahead of it.
    private var isSortedAndFinite: Bool {
        for i in stops.indices {
            guard stops[i].location.isFinite else { return false }
            if i > 0, stops[i].location < stops[i - 1].location { return false }
        }
        return true
    }

    /// The colour at `t` of stops in ``sortedStops``' order.
    static func color(at t: CGFloat, sorted: [Stop]) -> Color {
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        let t = t.isNaN ? 0 : t
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<sorted.count where t < sorted[i].location {
            let a = sorted[i - 1], b = sorted[i]
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Color(mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue),
                         mix(a.color.opacity, b.color.opacity), name: nil)
        }
        return last.color
    }

    /// ``color(at:sorted:)``, with the colours between stops mixed in linear light when
    /// `inLinearLight` (each sRGB component decoded with sRGB's transfer function, mixed,
    /// and encoded again; opacity mixes as it is).
    static func color(at t: CGFloat, sorted: [Stop], inLinearLight: Bool) -> Color {
        guard inLinearLight else { return color(at: t, sorted: sorted) }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        let t = t.isNaN ? 0 : t
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<sorted.count where t < sorted[i].location {
            let a = sorted[i - 1], b = sorted[i]
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            func mix(_ x: Double, _ y: Double) -> Double {
                SRGBTransfer.encode(SRGBTransfer.decode(x) + (SRGBTransfer.decode(y) - SRGBTransfer.decode(x)) * f)
            }
            return Color(mix(a.color.red, b.color.red), mix(a.color.green, b.color.green), mix(a.color.blue, b.color.blue),
                         a.color.opacity + (b.color.opacity - a.color.opacity) * f, name: nil)
        }
        return last.color
    }
}

/// A gradient style that can resolve itself in a frame (Trellis's bridge from the public
/// gradient types to the render tree).
protocol _GradientShapeStyle: ShapeStyle {
    func resolved(in frame: CGRect) -> RenderGradient
    /// The part of the gradient that animates when it changes (a linear gradient's start
    /// and end points), as an animatable value in `slot`; nil when nothing animates.
    func geometryAttribute(slot: Int) -> AnimatableAttribute?
    /// The gradient with `value` (of ``geometryAttribute(slot:)``'s type) as that part;
    /// itself for a value of another type.
    func withGeometry(_ value: Any) -> any _GradientShapeStyle
}

extension _GradientShapeStyle {
    func geometryAttribute(slot: Int) -> AnimatableAttribute? { nil }
    func withGeometry(_ value: Any) -> any _GradientShapeStyle { self }
}

/// A gradient shape style held by a shape's paint (boxed, so the paint stays one pointer).
final class GradientPaint {
    let style: any _GradientShapeStyle
    init(_ style: any _GradientShapeStyle) { self.style = style }
}

/// A linear gradient between two unit points of the filled frame (SwiftUI's `LinearGradient`).
/// As a view it fills the proposal like `Rectangle` (10 for an unspecified dimension).
public struct LinearGradient: ShapeStyle, View, _GradientShapeStyle, Equatable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }

    func resolved(in frame: CGRect) -> RenderGradient {
        RenderGradient(gradient: gradient, kind: .linear(start: frame.point(at: startPoint), end: frame.point(at: endPoint)))
    }

    /// The start and end points animate (SwiftUI interpolates them; the stops are drawn
    /// as the new gradient's).
    typealias Geometry = AnimatablePair<UnitPoint.AnimatableData, UnitPoint.AnimatableData>

    func geometryAttribute(slot: Int) -> AnimatableAttribute? {
        AnimatableAttribute(slot: slot, Geometry(startPoint.animatableData, endPoint.animatableData))
    }

    func withGeometry(_ value: Any) -> any _GradientShapeStyle {
        guard let g = value as? Geometry else { return self }
        var copy = self
        copy.startPoint.animatableData = g.first
        copy.endPoint.animatableData = g.second
        return copy
    }
}

/// A radial gradient around a unit point of the frame, from `startRadius` to `endRadius`
/// points (SwiftUI's `RadialGradient`). As a view it fills the proposal.
public struct RadialGradient: ShapeStyle, View, _GradientShapeStyle, Equatable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }

    func resolved(in frame: CGRect) -> RenderGradient {
        let c = frame.point(at: center)
        return RenderGradient(gradient: gradient, kind: .elliptical(center: c, startRadius: CGSize(width: startRadius, height: startRadius),
                                                                     endRadius: CGSize(width: endRadius, height: endRadius)))
    }
}

/// A radial gradient whose ellipse is inscribed in the frame (SwiftUI's `EllipticalGradient`):
/// the radii are fractions of half the frame's width and height. As a view it fills the
/// proposal.
public struct EllipticalGradient: ShapeStyle, View, _GradientShapeStyle, Equatable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }

    /// The fractions are of the frame's width and height (0.5 reaches the frame's edges from
    /// its centre).
    func resolved(in frame: CGRect) -> RenderGradient {
        let c = frame.point(at: center)
        return RenderGradient(gradient: gradient, kind: .elliptical(
            center: c,
            startRadius: CGSize(width: frame.width * startRadiusFraction, height: frame.height * startRadiusFraction),
            endRadius: CGSize(width: frame.width * endRadiusFraction, height: frame.height * endRadiusFraction)))
    }
}

/// A gradient that sweeps around a centre, clockwise on screen from `startAngle` (0 points
/// to the trailing side) to `endAngle` (SwiftUI's `AngularGradient`; `init(gradient:center:angle:)`
/// is a full turn from `angle`). Outside the sweep, the nearer end's colour holds. As a view
/// it fills the proposal.
public struct AngularGradient: ShapeStyle, View, _GradientShapeStyle, Equatable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles sweep a full turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }

    func resolved(in frame: CGRect) -> RenderGradient {
        RenderGradient(gradient: gradient, kind: .angular(center: frame.point(at: center),
                                                          startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension CGRect {
    /// The point at a unit point of the rectangle.
    fileprivate func point(at u: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width * u.x, y: minY + height * u.y)
    }
}

/// A gradient resolved in window coordinates, painted instead of a node's colour
/// (``RenderNode/gradient``). ``color(at:)`` is the one evaluation both renderers use.
public struct RenderGradient: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `t` is the projection onto start→end (0 at start, 1 at end).
        case linear(start: CGPoint, end: CGPoint)
        /// `t` runs from the start ellipse (0) to the end ellipse (1); circles for
        /// `RadialGradient`.
        case elliptical(center: CGPoint, startRadius: CGSize, endRadius: CGSize)
        /// `t` is the clockwise angle from `startAngle` over the sweep (radians).
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }
    /// What the gradient paints past its ends (`t` outside 0…1).
    public enum Spread: Equatable, Sendable {
        /// The end colours continue (every gradient style's, and a Canvas gradient's
        /// without options).
        case pad
        /// The gradient starts again at each whole `t` (`GraphicsContext.GradientOptions.repeat`).
        case `repeat`
        /// The gradient runs back and forth (`.repeat` with `.mirror`, or `.mirror` alone).
        case reflect
    }
    public var gradient: Gradient
    public var kind: Kind
    /// What is painted past the ends.
    public var spread: Spread
    /// Whether colours between stops are mixed in linear light rather than in sRGB's
    /// encoded values (`GraphicsContext.GradientOptions.linearColor`).
    public var mixesInLinearLight: Bool

    public init(gradient: Gradient, kind: Kind, spread: Spread = .pad, mixesInLinearLight: Bool = false) {
        self.gradient = gradient
        self.kind = kind
        self.spread = spread
        self.mixesInLinearLight = mixesInLinearLight
    }

    /// `t` brought into the gradient by ``spread``: itself when padding (the stops clamp
    /// it), its fractional part when repeating, a triangle wave between 0 and 1 when
    /// reflecting. A `t` that is not finite is 0.
    public func spread(_ t: CGFloat) -> CGFloat {
        guard t.isFinite else { return 0 }
        switch spread {
        case .pad:
            return t
        case .repeat:
            return t - t.rounded(.down)
        case .reflect:
            let u = t - 2 * (t / 2).rounded(.down)
            return u <= 1 ? u : 2 - u
        }
    }

    /// The gradient parameter at a point in window coordinates (before clamping to 0…1).
    /// Degenerate geometry (start = end, equal radii, zero sweep, non-finite numbers) gives 0
    /// before the start and 1 from it on, never NaN.
    public func parameter(at p: CGPoint) -> CGFloat {
        func safe(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        switch kind {
        case let .linear(s, e):
            let dx = e.x - s.x, dy = e.y - s.y
            let len2 = dx * dx + dy * dy
            guard len2 > 0, len2.isFinite else { return 1 }
            return safe(((p.x - s.x) * dx + (p.y - s.y) * dy) / len2)
        case let .elliptical(c, r0, r1):
            let dx = p.x - c.x, dy = p.y - c.y
            // Distance in units of the end radius (per axis), against the start fraction.
            guard r1.width > 0, r1.height > 0 else { return 1 }
            let d = (dx * dx / (r1.width * r1.width) + dy * dy / (r1.height * r1.height)).squareRoot()
            let s = r1.width > 0 ? r0.width / r1.width : 0
            guard 1 - s != 0 else { return d >= 1 ? 1 : 0 }
            return safe((d - s) / (1 - s))
        case let .angular(c, a0, a1):
            let sweep = a1 - a0
            guard sweep.isFinite, sweep != 0 else { return 0 }
            var theta = Double(atan2(p.y - c.y, p.x - c.x))
            // Bring theta into [a0, a0 + 2π).
            let turn = 2 * Double.pi
            theta = a0 + (theta - a0).truncatingRemainder(dividingBy: turn)
            if theta < a0 { theta += turn }
            return safe(CGFloat((theta - a0) / sweep))
        }
    }

    /// The colour at a point in window coordinates.
    public func color(at p: CGPoint) -> Color { color(atParameter: parameter(at: p)) }

    /// The colour at gradient parameter `t` (before ``spread(_:)``).
    public func color(atParameter t: CGFloat) -> Color {
        Gradient.color(at: spread(t), sorted: gradient.sortedStops, inLinearLight: mixesInLinearLight)
    }

    /// ``color(at:)`` as a function for evaluating the gradient at many points: the stops
    /// are put in order once, not at every call. Each point gets the colour ``color(at:)``
    /// gives, by the same arithmetic.
    public func colorFunction() -> (CGPoint) -> Color {
        let sorted = gradient.sortedStops
        let gradient = self
        if spread == .pad, !mixesInLinearLight {
            return { p in Gradient.color(at: gradient.parameter(at: p), sorted: sorted) }
        }
        let linear = mixesInLinearLight
        return { p in Gradient.color(at: gradient.spread(gradient.parameter(at: p)), sorted: sorted, inLinearLight: linear) }
    }
}
