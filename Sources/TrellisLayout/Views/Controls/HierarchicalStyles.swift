import Foundation

/// The hierarchical foreground levels as colours: `.primary` and `.secondary` are the
/// label colours (Color.swift); these are `UIColor.tertiaryLabel`,
/// `quaternaryLabel` and iOS 17's `quinaryLabel` in light mode. Trellis resolves the
/// levels to these fixed colours (not relative to the current foreground style); used as
/// a background (`.background(.quaternary)`) they fill with that colour.
extension Color {
    /// `UIColor.tertiaryLabel`: 60/60/67 at 30 %.
    public static let tertiary = Color.system(.tertiary, 60, 60, 67, 0.3)
    /// `UIColor.quaternaryLabel`: 60/60/67 at 18 %.
    public static let quaternary = Color.system(.quaternary, 60, 60, 67, 0.18)
    /// iOS 17's `quinaryLabel`: 60/60/67 at 5 %.
    public static let quinary = Color.system(.quinary, 60, 60, 67, 0.05)
}

extension ShapeStyle where Self == Color {
    public static var tertiary: Color { Color.tertiary }
    public static var quaternary: Color { Color.quaternary }
    public static var quinary: Color { Color.quinary }
}

extension Text {
    /// Sets the colour of this text to a style: a colour or a hierarchical level, a
    /// material (its translucent fill), `.tint` (resolved where the text is shown), or a
    /// gradient over the text's frame (pieces of a concatenated text painted with its
    /// middle colour share the gradient of the first such run).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let base = (style as? AnyShapeStyle)?.base ?? style
        if base is TintShapeStyle { return _tinted() }
        let r = ResolvedStyle(base, in: EnvironmentValues())
        if let g = r.gradient { return _painted(g, middle: r.color) }
        return foregroundColor(r.color)
    }
}
