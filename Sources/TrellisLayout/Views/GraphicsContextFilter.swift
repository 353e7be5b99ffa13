import Foundation

extension GraphicsContext {
    /// A filter that ``GraphicsContext/addFilter(_:options:)`` adds to every later drawing
    /// of a context (SwiftUI's `GraphicsContext.Filter`).
    ///
    /// What Trellis draws for each:
    /// - ``projectionTransform(_:)``: exact; the matrix acts in the user space the context
    ///   had when the filter was added.
    /// - ``shadow(color:radius:x:y:blendMode:options:)``: the drawing over a Gaussian
    ///   shadow of its alpha (σ = `radius`, as the `shadow` modifier), offset in the
    ///   canvas's coordinates; `.shadowOnly` and `.shadowAbove`, `blendMode` and the other
    ///   options are accepted but the shadow is always drawn under the drawing, normally.
    /// - the colour filters (``colorMultiply(_:)``, ``brightness(_:)``, ``contrast(_:)``,
    ///   ``saturation(_:)``, ``grayscale(_:)``, ``colorInvert(_:)``, ``hueRotation(_:)``,
    ///   ``luminanceToAlpha``): applied exactly to the colours that are drawn (fills,
    ///   strokes, gradient stops, text, shadows), in sRGB components. Images' pixels are
    ///   not filtered, except by ``colorMultiply(_:)``, which draws the image's coverage
    ///   in the colour (exact for white images, the usual particle sprite).
    /// - ``blur(radius:options:)``: each later drawing is blurred by a Gaussian with
    ///   σ = `radius` points (as the `blur(radius:opaque:)` modifier), in PNG and in SVG
    ///   (`feGaussianBlur`); with `.opaque` the edges of the canvas are repeated outward
    ///   first and nothing is drawn outside it. A negative radius counts as 0 (no blur) and
    ///   is reported; `.dithersResult` is accepted and not read. The terminal renderer draws
    ///   the drawing unblurred.
    public struct Filter {
        enum Kind {
            case projection(ProjectionTransform)
            case shadow(Color, CGFloat, CGFloat, CGFloat, BlendMode, ShadowOptions)
            case color(ColorFunction)
            case blur(CGFloat, opaque: Bool)
        }

        /// A per-colour function of straight sRGB components.
        enum ColorFunction {
            case multiply(Color)
            case brightness(Double)
            case contrast(Double)
            case saturation(Double)
            case invert(Double)
            case hueRotation(Angle)
            case luminanceToAlpha
        }

        let kind: Kind

        /// Maps the drawing through a projective transform of the current user space.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }

        /// Draws a shadow of the drawing under it: `color` times the drawing's alpha,
        /// blurred by `radius` (σ in points) and offset by (x, y).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, blendMode, options))
        }

        /// Multiplies every colour's components by `color`'s (alpha too).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color(.multiply(color))) }

        /// Adds `amount` to every colour's red, green and blue (clamped to 0…1).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }

        /// Scales every component's distance from 0.5 by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }

        /// Scales saturation by `amount` (0: grey, 1: unchanged), with the luminance weights
        /// of the CSS `saturate` filter.
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }

        /// Takes `amount` of the saturation away (1: fully grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(1 - amount))) }

        /// Moves every component `amount` of the way to its inverse (1: inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .color(.invert(amount))) }

        /// Rotates hues by `angle` (the CSS `hue-rotate` matrix).
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle))) }

        /// Turns every colour into black with its luminance as alpha.
        public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }

        /// Blurs each later drawing by a Gaussian of standard deviation `radius` points.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius, opaque: options.contains(.opaque)))
        }
    }

    /// Options of the shadow filter (accepted; see ``Filter``).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options of the blur filter: `.opaque` keeps the blurred drawing opaque up to the
    /// canvas's edges (see ``Filter``); `.dithersResult` is accepted and not read.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }
}

extension GraphicsContext.Filter.ColorFunction {
    /// `color` through the function, in straight sRGB components; never NaN (a non-finite
    /// amount leaves the colour as it was).
    func apply(_ color: Color) -> Color {
        var r = color.red, g = color.green, b = color.blue, a = color.opacity
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        switch self {
        case let .multiply(m):
            r *= m.red; g *= m.green; b *= m.blue; a *= m.opacity
        case let .brightness(x):
            guard x.isFinite else { return color }
            r += x; g += x; b += x
        case let .contrast(x):
            guard x.isFinite else { return color }
            r = (r - 0.5) * x + 0.5; g = (g - 0.5) * x + 0.5; b = (b - 0.5) * x + 0.5
        case let .saturation(s):
            guard s.isFinite else { return color }
            let m: [Double] = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                               0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                               0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]
            (r, g, b) = (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
        case let .invert(x):
            guard x.isFinite else { return color }
            r = r * (1 - x) + (1 - r) * x; g = g * (1 - x) + (1 - g) * x; b = b * (1 - x) + (1 - b) * x
        case let .hueRotation(angle):
            guard angle.radians.isFinite else { return color }
            let c = cos(angle.radians), s = sin(angle.radians)
            let m: [Double] = [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                               0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                               0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]
            (r, g, b) = (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
        case .luminanceToAlpha:
            a = 0.2125 * r + 0.7154 * g + 0.0721 * b
            r = 0; g = 0; b = 0
        }
        return Color(clamp(r), clamp(g), clamp(b), clamp(a), name: nil)
    }
}

/// The colour filters of a context, applied to what a drawing paints.
struct CanvasColorFilters {
    let functions: [GraphicsContext.Filter.ColorFunction]
    let scheme: ColorScheme

    init(_ filters: [CanvasFilter], scheme: ColorScheme) {
        functions = filters.compactMap { if case let .color(f) = $0 { return f } else { return nil } }
        self.scheme = scheme
    }

    var isEmpty: Bool { functions.isEmpty }

    /// `color` (resolved in the scheme first: a filtered colour is no longer a named one)
    /// through every function, first added first.
    func apply(_ color: Color) -> Color {
        functions.reduce(color.resolved(in: scheme)) { $1.apply($0) }
    }

    /// The tint an image is drawn with: its own through the functions, or for an image in
    /// its own colours, the colour a multiply filter gives white (the other functions do
    /// not reach an image's pixels).
    func imageTint(_ tint: Color?) -> Color? {
        if let tint { return apply(tint) }
        var result: Color?
        for f in functions {
            if case let .multiply(m) = f { result = result.map { f.apply($0) } ?? m.resolved(in: scheme) }
        }
        return result
    }

    /// `node` and its subtree with every painted colour through the functions.
    func applied(to node: RenderNode) -> RenderNode {
        var node = node
        switch node.content {
        case let .fill(path, color, eoFill): node.content = .fill(path, apply(color), eoFill: eoFill)
        case let .stroke(path, color, lineWidth): node.content = .stroke(path, apply(color), lineWidth: lineWidth)
        case var .text(text):
            for l in text.lines.indices {
                for p in text.lines[l].pieces.indices {
                    text.lines[l].pieces[p].color = apply(text.lines[l].pieces[p].color)
                    text.lines[l].pieces[p].backgroundColor = text.lines[l].pieces[p].backgroundColor.map(apply)
                    text.lines[l].pieces[p].underlineColor = text.lines[l].pieces[p].underlineColor.map(apply)
                    text.lines[l].pieces[p].strikethroughColor = text.lines[l].pieces[p].strikethroughColor.map(apply)
                }
            }
            node.content = .text(text)
        case .image:
            node.imageTint = imageTint(node.imageTint)
        case .none:
            break
        }
        if var g = node.gradient {
            g.gradient.stops = g.gradient.stops.map { Gradient.Stop(color: apply($0.color), location: $0.location) }
            node.gradient = g
        }
        if var s = node.shadow {
            s.color = apply(s.color)
            node.shadow = s
        }
        node.children = node.children.map(applied(to:))
        return node
    }
}
