import Foundation

/// An environment-dependent font: a text style that follows Dynamic Type, a fixed system
/// size, or a named font.
///
/// **Differs from SwiftUI:** the sizes and weights are SwiftUI's, but the faces are the
/// host's. SF Pro is not on Linux, so the system font is DejaVu Sans (then Liberation
/// Sans, Noto Sans, FreeSans), `.serif` DejaVu Serif and `.monospaced` DejaVu Sans Mono,
/// with per-script fallback; text measures a little differently than on an Apple device.
/// Tests that want numbers worked out by hand host with `FixedTextMeasurer`.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        /// A named font; `relativeTo` scales it with Dynamic Type, `nil` keeps the size fixed.
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var hasMonospacedDigits = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// The text styles of iOS, with their sizes at every Dynamic Type size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// iOS's point sizes (Apple's Human Interface Guidelines, "Dynamic Type sizes"), from
        /// xSmall to accessibility5; `.large` (the default) is the fourth column.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        public func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { sizes[dynamicTypeSize.rawValue] }

        /// Headline is semibold; every other style is regular.
        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    public struct Weight: Hashable, Sendable {
        /// The CSS / OpenType weight class, 100…900.
        public let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A system font of a fixed size (it does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// A named font that scales with Dynamic Type relative to the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A named font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// The concrete font for an environment (its Dynamic Type size).
    public func resolve(_ environment: EnvironmentValues) -> ResolvedFont {
        let dts = environment.dynamicTypeSize
        var size: CGFloat
        var family: String?
        var w = weight
        switch base {
        case .style(let s):
            size = s.size(at: dts)
            w = w ?? s.defaultWeight
        case .system(let s):
            size = s
        case .custom(let name, let s, let relative):
            family = name
            if let relative {
                size = s * relative.size(at: dts) / relative.size(at: .large)
            } else {
                size = s
            }
        }
        if !size.isFinite || size < 0 { size = 0 }
        return ResolvedFont(family: family, size: size, weight: (w ?? .regular).value, isItalic: isItalic,
                            design: design ?? .default, hasMonospacedDigits: hasMonospacedDigits)
    }
}

/// A font as text is measured with it: a family (`nil` = the system font), a point size,
/// a weight class and a style.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    public var family: String?
    public var size: CGFloat
    public var weight: Int
    public var isItalic: Bool
    public var design: Font.Design
    public var hasMonospacedDigits: Bool
    /// Whether standard ligatures are off (text with `tracking`, which SwiftUI sets
    /// without ligatures): a measurer shapes it without the `liga` feature.
    public var disablesLigatures = false

    public init(family: String? = nil, size: CGFloat, weight: Int = 400, isItalic: Bool = false,
                design: Font.Design = .default, hasMonospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    func scaled(_ factor: CGFloat) -> ResolvedFont {
        var f = self
        f.size *= factor
        return f
    }

    public var description: String {
        "\(family ?? "system") \(size.trellisFormatted)pt w\(weight)\(isItalic ? " italic" : "")"
    }
}
