import Foundation
import TrellisLayout

/// UIKit's font where there is no UIKit: a family (the system font when none is named), a
/// point size, a weight and a style, which `Font(_:)` turns into the SwiftUI font Trellis
/// measures and draws text with.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font's name: the family it was made with, or UIKit's name of the system font.
    public let fontName: String
    /// The size in points (a negative or non-finite size is 0).
    public let pointSize: CGFloat
    /// The weight (regular unless made with one).
    public let weight: Weight
    public let isItalic: Bool
    /// The family given to `init(name:size:)`; `nil` for the system font.
    let family: String?

    init(family: String?, size: CGFloat, weight: Weight, italic: Bool) {
        self.family = family
        fontName = family ?? (italic ? ".SFUI-Italic" : ".SFUI-Regular")
        pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        isItalic = italic
    }

    /// The font of the family named `fontName` at `fontSize` points. Never `nil`: the
    /// family is looked up when text is measured, and a family the text measurer does not
    /// have falls back to the system font there, as `Font.custom` does.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(family: fontName, size: fontSize, weight: .regular, italic: false)
    }

    /// The family's name (UIKit's name of the system font for the system font).
    open var familyName: String { family ?? ".SF UI Text" }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: nil, size: fontSize, weight: .regular, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: nil, size: fontSize, weight: weight, italic: false)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: nil, size: fontSize, weight: .bold, italic: false)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: nil, size: fontSize, weight: .regular, italic: true)
    }

    /// The system font at the size of `style` at the default Dynamic Type size (Large), in
    /// the style's weight (semibold for the headline, regular for the others).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.metrics
        return UIFont(family: nil, size: size, weight: weight, italic: false)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: family, size: fontSize, weight: weight, italic: isItalic)
    }

    open var description: String { "UIFont(\(fontName), \(pointSize) pt, weight \(weight.rawValue)\(isItalic ? ", italic" : ""))" }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.family == b.family && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
    }

    /// UIKit's font weights: −1 (lightest) to 1 (heaviest), regular 0.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The SwiftUI weight nearest this one (a value between two of UIKit's named
        /// weights takes the nearer; NaN is regular).
        var swiftUIWeight: Font.Weight {
            let named: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            guard !rawValue.isNaN else { return .regular }
            return named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// UIKit's text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's size and weight of the style at the Large Dynamic Type size (an unknown
        /// style is the body's).
        var metrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font: its family (or the system font) at its point size,
    /// in its weight and style. Like SwiftUI's, it does not scale with Dynamic Type.
    public init(_ font: UIFont) {
        var f: Font = font.family.map { Font.custom($0, fixedSize: font.pointSize) } ?? .system(size: font.pointSize)
        f = f.weight(font.weight.swiftUIWeight)
        if font.isItalic { f = f.italic() }
        self = f
    }
}
