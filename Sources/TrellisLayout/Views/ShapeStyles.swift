import Foundation

// Shape styles beyond colours and gradients: the tint, the background style, materials,
// type-erased styles, and how Trellis resolves any of them to paint.

/// The tint of the environment as a shape style (`.tint`): `EnvironmentValues.tint`, or the
/// accent colour when none is set.
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (the accent colour by default).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style of the environment (`.background`): set with
/// `.backgroundStyle(_:)`, iOS's `systemBackground` (white in light mode) by default.
/// `background(in:fillStyle:)` fills its shape with it.
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
}

/// A background material.
///
/// **Differs from SwiftUI:** iOS blurs what is behind a material and tints it; Trellis
/// draws a translucent fill instead (no blur), so that pictures are deterministic and
/// identical in SVG and PNG: light mode's white tint at an opacity that grows with the
/// thickness, and the bars' near-white chrome.
///
/// | material | fill |
/// |---|---|
/// | `.ultraThinMaterial` | white at 35 % |
/// | `.thinMaterial` | white at 55 % |
/// | `.regularMaterial` | white at 70 % |
/// | `.thickMaterial` | white at 85 % |
/// | `.ultraThickMaterial` | white at 93 % |
/// | `.bar` | 249/249/249 at 94 % (`UINavigationBar`'s default background) |
public struct Material: ShapeStyle, Hashable, Sendable {
    enum Thickness: String, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    public static let ultraThin = Material(thickness: .ultraThin)
    public static let thin = Material(thickness: .thin)
    public static let regular = Material(thickness: .regular)
    public static let thick = Material(thickness: .thick)
    public static let ultraThick = Material(thickness: .ultraThick)
    public static let bar = Material(thickness: .bar)

    /// The translucent colour Trellis fills with.
    public var fallbackColor: Color {
        switch thickness {
        case .ultraThin: return Color(1, 1, 1, 0.35, name: .ultraThinMaterial)
        case .thin: return Color(1, 1, 1, 0.55, name: .thinMaterial)
        case .regular: return Color(1, 1, 1, 0.70, name: .regularMaterial)
        case .thick: return Color(1, 1, 1, 0.85, name: .thickMaterial)
        case .ultraThick: return Color(1, 1, 1, 0.93, name: .ultraThickMaterial)
        case .bar: return Color(249.0 / 255, 249.0 / 255, 249.0 / 255, 0.94, name: .bar)
        }
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension Color {
    /// `UIColor.systemBackground` in light mode.
    static let systemBackground = Color.system(.systemBackground, 255, 255, 255)
}

private struct ForegroundGradientKey: EnvironmentKey { static let defaultValue: GradientPaint? = nil }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// A gradient set as the foreground style (`foregroundStyle(LinearGradient(…))`): shapes
    /// filled with the foreground style and text without its own colour are painted with
    /// it; `foregroundColor` then holds its middle colour (for controls and the terminal).
    var foregroundGradient: GradientPaint? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }

    /// The style `.background` (and `background(in:)`) resolves to; `nil`: systemBackground.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension GradientPaint: Equatable {
    /// The same paint (a text run's gradient compares by identity).
    static func == (a: GradientPaint, b: GradientPaint) -> Bool { a === b }
}

/// A style resolved in an environment: a colour, and a gradient drawn instead of it.
struct ResolvedStyle {
    var color: Color
    var gradient: GradientPaint?

    /// Resolves any shape style. Styles Trellis does not know resolve to `.primary`.
    init(_ style: any ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) {
        gradient = nil
        switch style {
        case let c as Color:
            color = c
        case let g as any _GradientShapeStyle:
            color = g.resolved(in: .zero).gradient.color(at: 0.5)
            gradient = GradientPaint(g)
        case let m as Material:
            color = m.fallbackColor
        case is TintShapeStyle:
            color = environment.tint ?? .accentColor
        case is BackgroundStyle:
            if depth < 4, let s = environment.backgroundStyle, !(s.base is BackgroundStyle) {
                self = ResolvedStyle(s.base, in: environment, depth: depth + 1)
            } else {
                color = .systemBackground
            }
        case is ForegroundStyle:
            color = environment.foregroundColor ?? .primary
            gradient = environment.foregroundGradient
        case let any as AnyShapeStyle:
            self = depth < 8 ? ResolvedStyle(any.base, in: environment, depth: depth + 1) : ResolvedStyle(Color.primary, in: environment)
        default:
            color = .primary
        }
    }
}

/// `foregroundStyle(_:)`/`foregroundColor(_:)`: resolves the style in the environment it
/// applies to (so `.tint` is the tint there) and sets the foreground colour (and gradient).
struct ForegroundStyleModifier: EnvironmentModifier {
    typealias Body = Never
    let style: AnyShapeStyle?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        guard let style else {
            environment.foregroundColor = nil
            environment.foregroundGradient = nil
            return
        }
        let r = ResolvedStyle(style.base, in: environment)
        environment.foregroundColor = r.color
        environment.foregroundGradient = r.gradient
    }
}

extension View {
    /// Sets the foreground style of text and shapes: a colour, a hierarchical level
    /// (`.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`), `.tint`, a
    /// gradient (shapes and text are painted with it) or a material (its translucent fill).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(style: AnyShapeStyle(style)))
    }

    /// Sets the style `.background` resolves to for this view and its descendants.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills a shape behind this view with a style; the shape takes the view's frame and
    /// does not change its layout (SwiftUI's `background(_:in:fillStyle:)`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills a shape behind this view with the environment's background style
    /// (`systemBackground`, white, unless `.backgroundStyle(_:)` sets another).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }
}
