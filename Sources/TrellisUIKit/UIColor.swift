import Foundation
import CoreGraphics
@_spi(Platform) import TrellisLayout

/// UIKit's colour where there is no UIKit: a SwiftUI ``Color`` with UIKit's initializers,
/// named colours and accessors. A system colour (`.systemBackground`, `.label`) stays the
/// palette's colour, so it resolves per colour scheme where SwiftUI draws it
/// (`Color(uiColor:)`).
///
/// A colour resolves against a trait collection (``resolvedColor(with:)``): a system colour
/// to its components in that colour scheme, a dynamic colour
/// (``init(dynamicProvider:)``) to what its provider answers.
///
/// **Differs from UIKit:** the components a colour reports (`getRed`, `cgColor`) are its
/// light-mode values; and SwiftUI draws a dynamic colour (`Color(uiColor:)`) with its
/// light-mode resolution in either scheme, since a SwiftUI ``Color`` follows the scheme only
/// for the system palette.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The colour SwiftUI draws for this one.
    public let swiftUIColor: Color
    /// A dynamic colour's provider (nil: the colour is `swiftUIColor` in every scheme but
    /// a system colour's own).
    private let provider: ((UITraitCollection) -> UIColor)?

    /// A colour that answers `provider`'s colour for the traits it is resolved against
    /// (``resolvedColor(with:)``); SwiftUI draws its light-mode colour.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.provider = provider
        swiftUIColor = provider(UITraitCollection(userInterfaceStyle: .light)).swiftUIColor
    }

    /// The colour for `traits`: the provider's answer for a dynamic colour; for a system
    /// colour its components in the traits' scheme (light when unspecified); any other
    /// colour itself.
    open func resolvedColor(with traits: UITraitCollection) -> UIColor {
        if let provider { return provider(traits).resolvedColor(with: traits) }
        guard traits.userInterfaceStyle == .dark else { return self }
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let r = swiftUIColor.resolve(in: environment)
        return UIColor(red: CGFloat(r.red), green: CGFloat(r.green), blue: CGFloat(r.blue), alpha: CGFloat(r.opacity))
    }

    /// A colour of sRGB components and alpha, each clamped to 0…1 (NaN is 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider = nil
        swiftUIColor = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// Display P3 components, taken as sRGB (Trellis draws in sRGB, as for ``Color``).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of `white` (0 black, 1 white) and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour of hue (a fraction of the colour wheel, taken modulo 1), saturation and
    /// brightness (clamped to 0…1), and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = hsbToRGB(Double(hue), Double(saturation), Double(brightness))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// The UIKit colour of a SwiftUI colour (iOS 14's `UIColor(_:)`).
    public init(_ color: Color) {
        provider = nil
        swiftUIColor = color
    }

    /// A colour of the light-mode sRGB components of a `CGColor` (four components, or
    /// two for a grey; any other count is black).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        switch c.count {
        case 4: self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case 2: self.init(white: c[0], alpha: c[1])
        default: self.init(white: 0, alpha: 1)
        }
    }

    /// The colour with its alpha replaced (clamped to 0…1; a system colour keeps its name
    /// and its per-scheme values, scaled as SwiftUI's `opacity` scales them).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) }) }
        let r = swiftUIColor.resolve(in: EnvironmentValues())
        let a = alpha.isNaN ? 0 : min(max(Double(alpha), 0), 1)
        let current = Double(r.opacity)
        // Less opaque than it is: scaled, keeping a system colour's name and both schemes.
        if current > 0, a <= current { return UIColor(swiftUIColor.opacity(a / current)) }
        return UIColor(red: CGFloat(r.red), green: CGFloat(r.green), blue: CGFloat(r.blue), alpha: CGFloat(a))
    }

    /// The light-mode sRGB components and alpha. Always succeeds (returns `true`), as for
    /// UIKit's RGB-compatible colours; a `nil` pointer is skipped.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = swiftUIColor.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(r.red)
        green?.pointee = CGFloat(r.green)
        blue?.pointee = CGFloat(r.blue)
        alpha?.pointee = CGFloat(r.opacity)
        return true
    }

    /// Hue (0…1), saturation, brightness and alpha of the light-mode components. Always
    /// succeeds; a `nil` pointer is skipped.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = swiftUIColor.resolve(in: EnvironmentValues())
        let (h, s, v) = rgbToHSB(Double(r.red), Double(r.green), Double(r.blue))
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(s)
        brightness?.pointee = CGFloat(v)
        alpha?.pointee = CGFloat(r.opacity)
        return true
    }

    /// The grey level (the mean of the light-mode components) and alpha. Always succeeds.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = swiftUIColor.resolve(in: EnvironmentValues())
        white?.pointee = CGFloat((r.red + r.green + r.blue) / 3)
        alpha?.pointee = CGFloat(r.opacity)
        return true
    }

    /// The light-mode components as a Core Graphics colour.
    open var cgColor: CGColor {
        let r = swiftUIColor.resolve(in: EnvironmentValues())
        return CGColor(red: CGFloat(r.red), green: CGFloat(r.green), blue: CGFloat(r.blue), alpha: CGFloat(r.opacity))
    }

    open var description: String { "UIColor(\(swiftUIColor))" }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.swiftUIColor == b.swiftUIColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(swiftUIColor) }

    // UIKit's fixed colours: exact components, the same in both schemes.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The system palette: SwiftUI's colours of the same names.
    open class var systemRed: UIColor { UIColor(Color.red) }
    open class var systemOrange: UIColor { UIColor(Color.orange) }
    open class var systemYellow: UIColor { UIColor(Color.yellow) }
    open class var systemGreen: UIColor { UIColor(Color.green) }
    open class var systemMint: UIColor { UIColor(Color.mint) }
    open class var systemTeal: UIColor { UIColor(Color.teal) }
    open class var systemCyan: UIColor { UIColor(Color.cyan) }
    open class var systemBlue: UIColor { UIColor(Color.blue) }
    open class var systemIndigo: UIColor { UIColor(Color.indigo) }
    open class var systemPurple: UIColor { UIColor(Color.purple) }
    open class var systemPink: UIColor { UIColor(Color.pink) }
    open class var systemBrown: UIColor { UIColor(Color.brown) }
    open class var systemGray: UIColor { UIColor(Color.gray) }
    // iOS's light-mode greys 2 to 6.
    open class var systemGray2: UIColor { UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1) }
    open class var systemGray3: UIColor { UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1) }
    open class var systemGray4: UIColor { UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1) }
    open class var systemGray5: UIColor { UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1) }
    open class var systemGray6: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }

    // Semantic colours: the palette's, per colour scheme.
    open class var label: UIColor { platform("label") }
    open class var secondaryLabel: UIColor { platform("secondaryLabel") }
    open class var tertiaryLabel: UIColor { platform("tertiaryLabel") }
    open class var quaternaryLabel: UIColor { platform("quaternaryLabel") }
    open class var systemBackground: UIColor { platform("systemBackground") }
    open class var systemGroupedBackground: UIColor { platform("systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { platform("secondarySystemGroupedBackground") }
    open class var separator: UIColor { platform("separator") }
    open class var systemFill: UIColor { platform("systemFill") }
    open class var tertiarySystemFill: UIColor { platform("tertiarySystemFill") }
    open class var tintColor: UIColor { platform("tintColor") }

    private static func platform(_ name: String) -> UIColor {
        // Every name above is in the palette (PlatformColorTests pins them); black is the
        // defined answer for one that is not.
        UIColor(Color.platformColor(named: name) ?? .black)
    }
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.swiftUIColor
    }

    /// The SwiftUI colour of a UIKit colour.
    public init(_ color: UIColor) {
        self = color.swiftUIColor
    }
}

/// RGB of hue (modulo 1), saturation and brightness (each clamped to 0…1; NaN is 0).
func hsbToRGB(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
    func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    let s = clamp(s), v = clamp(v)
    var hue = h.isFinite ? h.truncatingRemainder(dividingBy: 1) : 0
    if hue < 0 { hue += 1 }
    let sector = hue * 6
    // 0 ≤ sector < 6 (hue < 1), so the conversion is in range.
    let i = min(Int(sector.rounded(.down)), 5)
    let f = sector - Double(i)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
}

/// Hue (0…1), saturation and brightness of RGB components.
func rgbToHSB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
    let s = maxC > 0 ? delta / maxC : 0
    guard delta > 0 else { return (0, s, maxC) }
    var h: Double
    if maxC == r { h = (g - b) / delta } else if maxC == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
    h /= 6
    if h < 0 { h += 1 }
    return (h, s, maxC)
}
