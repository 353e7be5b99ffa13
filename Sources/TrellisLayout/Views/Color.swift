import Foundation

/// A type that can fill or stroke a shape: a colour (the foreground style resolves to one).
public protocol ShapeStyle {}

/// A representation of a color that adapts to a given context. The named colours
/// (`.blue`, `.primary`, the backgrounds) are iOS's palette, drawn in the colour scheme of
/// the view that draws them (light unless the environment says otherwise).
///
/// **Differs from SwiftUI:** there is no colour management: the colour space given to
/// `init(_:red:green:blue:opacity:)` is accepted and the components are taken as sRGB,
/// the space every renderer writes. `Color("name")` finds the colours registered in
/// ``ColorAssets`` (there is no asset catalog on Linux) and draws clear for another name,
/// as SwiftUI does for a name its catalog lacks.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    /// Straight-alpha sRGB components, 0…1.
    public let red: Double, green: Double, blue: Double, opacity: Double
    /// The palette name the colour describes itself by (nil: its components), and the
    /// opacity factor applied since it was named (1: none). Plain data, not a string, so a
    /// colour (and a view holding one) is copied and dropped without reference counting,
    /// where a `String` would be retained and released at every copy of a leaf's value. The factor
    /// is a `Float` (it is shown to three decimals): a colour is 37 bytes, so a colour's
    /// item fits the allocator's 240-byte chunk, not 256.
    let nameOpacity: Float
    let name: ColorName?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red, green, blue, opacity, name: nil)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(white, white, white, opacity, name: nil)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red, green, blue, opacity, name: nil)
    }

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double, name: ColorName?, nameOpacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        red = clamp(r); green = clamp(g); blue = clamp(b); opacity = clamp(a)
        // A factor that is not a finite number (`opacity(.nan)`) leaves no name to show, and
        // kept, would make the colour unequal to itself: the colour shows its components.
        let factor = Float(nameOpacity)
        self.name = factor.isFinite ? name : nil
        self.nameOpacity = factor.isFinite && name != nil ? factor : 1
    }

    static func system(_ name: ColorName, _ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
        Color(Double(r) / 255, Double(g) / 255, Double(b) / 255, a, name: name)
    }

    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public static let black = Color.system(.black, 0, 0, 0)
    public static let white = Color.system(.white, 255, 255, 255)
    public static let clear = Color.system(.clear, 0, 0, 0, 0)
    public static let red = Color.system(.red, 255, 59, 48)
    public static let orange = Color.system(.orange, 255, 149, 0)
    public static let yellow = Color.system(.yellow, 255, 204, 0)
    public static let green = Color.system(.green, 52, 199, 89)
    public static let mint = Color.system(.mint, 0, 199, 190)
    public static let teal = Color.system(.teal, 48, 176, 199)
    public static let cyan = Color.system(.cyan, 50, 173, 230)
    public static let blue = Color.system(.blue, 0, 122, 255)
    public static let indigo = Color.system(.indigo, 88, 86, 214)
    public static let purple = Color.system(.purple, 175, 82, 222)
    public static let pink = Color.system(.pink, 255, 45, 85)
    public static let brown = Color.system(.brown, 162, 132, 94)
    public static let gray = Color.system(.gray, 142, 142, 147)
    public static let primary = Color.system(.primary, 0, 0, 0)
    public static let secondary = Color.system(.secondary, 60, 60, 67, 0.6)
    public static let accentColor = Color.system(.accentColor, 0, 122, 255)

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red, green, blue, self.opacity * opacity, name: name, nameOpacity: Double(nameOpacity) * opacity)
    }

    /// The palette name (`red`, `red.opacity(0.5)`: factors applied one after another show
    /// as their product), or the components.
    public var description: String {
        guard let name else {
            return "Color(red: \(red.trellisFormatted), green: \(green.trellisFormatted), blue: \(blue.trellisFormatted), opacity: \(opacity.trellisFormatted))"
        }
        return nameOpacity == 1 ? name.rawValue : "\(name.rawValue).opacity(\(Double(nameOpacity).trellisFormatted))"
    }
}

/// The names of the colours of Trellis's palette (light mode), and of the fallback colours
/// of materials and shadows, by which a ``Color`` describes itself: one byte in the colour.
enum ColorName: String, Hashable, Sendable {
    case black, white, clear, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case primary, secondary, tertiary, quaternary, quinary, accentColor
    case systemBackground, secondarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground, systemFill, tertiarySystemFill
    case separator, dimming
    case ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar
    case defaultShadow = "Color(.sRGBLinear, white: 0, opacity: 0.33)"
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}

/// The foreground style of the environment (set with `foregroundStyle`/`foregroundColor`).
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: View, LeafView {
    public typealias Body = Never

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ColourItem(context: fx.context, colour: self)
    }

    /// A colour's shape item reads nothing of the environment (a fixed colour: see
    /// `ColourItem`), now or when drawn.
    static var readsEnvironment: Bool { false }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Color {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
