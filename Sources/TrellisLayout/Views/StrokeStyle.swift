import Foundation

#if !canImport(Darwin)
/// Styles for rendering the endpoint of a stroked line (CoreGraphics' `CGLineCap`, which
/// Foundation on Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// A squared-off end exactly at the endpoint.
    case butt = 0
    /// A semicircle of diameter `lineWidth` around the endpoint.
    case round = 1
    /// A squared-off end extended by half the line width beyond the endpoint.
    case square = 2
}

/// Junction types for stroked lines (CoreGraphics' `CGLineJoin`, which Foundation on Linux
/// lacks).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner, cut to a bevel when the miter is longer than `miterLimit × lineWidth`.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// A straight cut across the corner.
    case bevel = 2
}
#endif

/// The characteristics of a stroke that traces a path (SwiftUI's `StrokeStyle`, with its
/// defaults: 1 pt wide, butt caps, miter joins with a limit of 10, solid).
///
/// Bad input: a non-finite or negative `lineWidth` draws nothing; a dash pattern with a
/// negative or non-finite length, or whose lengths sum to 0, draws a solid stroke (the
/// rule of SVG, followed by the PNG renderer too); an odd-length pattern is repeated once
/// to make it even (as in SVG and CoreGraphics).
public struct StrokeStyle: Equatable, Hashable, Sendable, Animatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The animatable parts, as in SwiftUI: line width, miter limit and dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }

    /// The dash pattern as drawn: `nil` for a solid stroke (empty, or invalid as documented
    /// on the type), otherwise of even length.
    public var effectiveDash: [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        guard dash.reduce(0, +) > 0 else { return nil }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// A short description for the layout dump: the parts that differ from the defaults.
    var dumpDescription: String {
        var parts: [String] = []
        if lineCap != .butt { parts.append("cap: \(lineCap)") }
        if lineJoin != .miter { parts.append("join: \(lineJoin)") }
        if miterLimit != 10 { parts.append("miterLimit: \(miterLimit.trellisFormatted)") }
        if !dash.isEmpty { parts.append("dash: [" + dash.map(\.trellisFormatted).joined(separator: ", ") + "]") }
        if dashPhase != 0 { parts.append("dashPhase: \(dashPhase.trellisFormatted)") }
        return parts.joined(separator: ", ")
    }
}

extension Shape {
    /// Traces the outline of the shape with `content` in the given stroke style, centred on
    /// the path. `antialiased` is kept for SwiftUI's signature; the renderers always
    /// anti-alias.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, fill: ShapeFill.stroked(content, style, inset: false))
    }

    /// Traces the outline of the shape in the given stroke style with the foreground style.
    /// (SwiftUI returns the stroked outline as a shape; Trellis returns the view that
    /// paints it with the foreground style, which is what it draws as.)
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, fill: ShapeFill.stroked(ForegroundStyle(), style, inset: false))
    }
}

extension InsettableShape {
    /// Strokes the shape inset by half the style's line width, so the stroke lies inside
    /// the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, fill: ShapeFill.stroked(content, style, inset: true))
    }

    /// Strokes the shape inset by half the style's line width with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, fill: ShapeFill.stroked(ForegroundStyle(), style, inset: true))
    }
}

extension ShapeFill {
    /// A stroke paint with a full style.
    static func stroked(_ style: some ShapeStyle, _ strokeStyle: StrokeStyle, inset: Bool) -> ShapeFill {
        var fill = ShapeFill(style, stroke: strokeStyle.lineWidth, inset: inset)
        fill.strokeStyle = strokeStyle
        return fill
    }
}
