import Foundation

// How named colours are drawn in each colour scheme. A ``Color`` keeps the name of the
// system colour it was made from (`primary`, `blue`, `systemFill`…); the render tree draws
// it with the components of the scheme of the view that draws it. Colours made from
// components (and colours an animation mixes from two others) are the same in both
// schemes, as colours made from components are in SwiftUI.

extension ColorName {
    /// The colour's components in the dark appearance, 0…255 and opacity 0…1 (iOS's dark
    /// variants of the system colours); `nil` for the colours that are the same in both
    /// appearances (black, white, clear, the dimming of presentations, shadows).
    var darkComponents: (Double, Double, Double, Double)? {
        switch self {
        case .black, .white, .clear, .dimming, .defaultShadow: return nil
        case .red: return (255, 69, 58, 1)
        case .orange: return (255, 159, 10, 1)
        case .yellow: return (255, 214, 10, 1)
        case .green: return (48, 209, 88, 1)
        case .mint: return (99, 230, 226, 1)
        case .teal: return (64, 200, 224, 1)
        case .cyan: return (100, 210, 255, 1)
        case .blue, .accentColor: return (10, 132, 255, 1)
        case .indigo: return (94, 92, 230, 1)
        case .purple: return (191, 90, 242, 1)
        case .pink: return (255, 55, 95, 1)
        case .brown: return (172, 142, 104, 1)
        case .gray: return (142, 142, 147, 1)
        case .primary: return (255, 255, 255, 1)
        case .secondary: return (235, 235, 245, 0.6)
        case .tertiary: return (235, 235, 245, 0.3)
        case .quaternary: return (235, 235, 245, 0.18)
        case .quinary: return (235, 235, 245, 0.05)
        case .systemBackground, .systemGroupedBackground: return (0, 0, 0, 1)
        case .secondarySystemGroupedBackground, .secondarySystemBackground: return (28, 28, 30, 1)
        case .systemFill: return (120, 120, 128, 0.36)
        case .tertiarySystemFill: return (118, 118, 128, 0.24)
        case .separator: return (84, 84, 88, 0.6)
        // Materials are drawn as translucent fills (see `Material`): near-black in the dark,
        // at the opacity of their light counterparts.
        case .ultraThinMaterial: return (28, 28, 30, 0.35)
        case .thinMaterial: return (28, 28, 30, 0.55)
        case .regularMaterial: return (28, 28, 30, 0.70)
        case .thickMaterial: return (28, 28, 30, 0.85)
        case .ultraThickMaterial: return (28, 28, 30, 0.93)
        case .bar: return (18, 18, 18, 0.94)
        }
    }
}

extension Color {
    /// The colour as drawn in `scheme`: a named system colour takes that scheme's
    /// components (keeping its name and any opacity applied since), any other colour is
    /// itself.
    func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let name, let (r, g, b, a) = name.darkComponents else { return self }
        let factor = Double(nameOpacity)
        return Color(r / 255, g / 255, b / 255, a * factor, name: name, nameOpacity: factor)
    }

    /// A concrete colour: sRGB components (gamma-encoded, as SwiftUI's), which may lie
    /// outside 0…1 for extended-range colours.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// Components in `colorSpace`: `.sRGB` (and `.displayP3`, which Trellis treats as
        /// sRGB, as it does for ``Color``) are stored as they are, `.sRGBLinear` converted
        /// to sRGB. A component that is not a number counts as 0; opacity is clamped to 0…1.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func clean(_ v: Float) -> Float { v.isFinite ? v : (v.isNaN ? 0 : (v > 0 ? 1 : 0)) }
            let convert: (Float) -> Float = colorSpace == .sRGBLinear ? Self.encode : { $0 }
            self.red = convert(clean(red))
            self.green = convert(clean(green))
            self.blue = convert(clean(blue))
            self.opacity = min(max(clean(opacity), 0), 1)
        }

        /// The components in linear light.
        public var linearRed: Float {
            get { Self.decode(red) }
            set { red = Self.encode(newValue.isFinite ? newValue : 0) }
        }
        public var linearGreen: Float {
            get { Self.decode(green) }
            set { green = Self.encode(newValue.isFinite ? newValue : 0) }
        }
        public var linearBlue: Float {
            get { Self.decode(blue) }
            set { blue = Self.encode(newValue.isFinite ? newValue : 0) }
        }

        /// `#RRGGBBAA`, each component clamped to 0…1, as SwiftUI describes a resolved colour.
        public var description: String {
            func hex(_ v: Float) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }

        /// The sRGB transfer function, odd-symmetric for negative (extended) values.
        static func encode(_ v: Float) -> Float { Float(SRGBTransfer.encode(Double(v))) }

        static func decode(_ v: Float) -> Float { Float(SRGBTransfer.decode(Double(v))) }
    }

    /// The colour's components in `environment`: a system colour in the environment's
    /// ``EnvironmentValues/colorScheme``.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = resolved(in: environment.colorScheme)
        return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.opacity))
    }

    /// A colour of the resolved colour's components (components outside 0…1 are clamped:
    /// Trellis draws in sRGB).
    public init(_ resolved: Resolved) {
        self.init(Double(resolved.red), Double(resolved.green), Double(resolved.blue), Double(resolved.opacity), name: nil)
    }
}

extension RenderNode {
    /// Draws the named colours of this subtree in the scheme of the views that draw them:
    /// `scheme` here, unless a node below sets its own (``colorScheme``, the mark of a view
    /// whose environment sets the scheme).
    mutating func resolveColors(in scheme: ColorScheme) {
        let scheme = colorScheme ?? scheme
        if scheme == .dark {
            switch content {
            case .fill(let path, let color, let eoFill): content = .fill(path, color.resolved(in: scheme), eoFill: eoFill)
            case .stroke(let path, let color, let width): content = .stroke(path, color.resolved(in: scheme), lineWidth: width)
            case .text(var text):
                for l in text.lines.indices {
                    for p in text.lines[l].pieces.indices {
                        text.lines[l].pieces[p].color = text.lines[l].pieces[p].color.resolved(in: scheme)
                        text.lines[l].pieces[p].backgroundColor = text.lines[l].pieces[p].backgroundColor?.resolved(in: scheme)
                        text.lines[l].pieces[p].underlineColor = text.lines[l].pieces[p].underlineColor?.resolved(in: scheme)
                        text.lines[l].pieces[p].strikethroughColor = text.lines[l].pieces[p].strikethroughColor?.resolved(in: scheme)
                    }
                }
                content = .text(text)
            case .none, .image: break
            }
            if var g = gradient {
                for i in g.gradient.stops.indices { g.gradient.stops[i].color = g.gradient.stops[i].color.resolved(in: scheme) }
                gradient = g
            }
            if var s = shadow {
                s.color = s.color.resolved(in: scheme)
                shadow = s
            }
            imageTint = imageTint?.resolved(in: scheme)
        }
        for i in mask.indices { mask[i].resolveColors(in: scheme) }
        for i in children.indices { children[i].resolveColors(in: scheme) }
    }
}

/// sRGB's transfer function between encoded component values and linear light,
/// odd-symmetric for negative (extended) values.
enum SRGBTransfer {
    /// Linear light to the encoded value.
    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The encoded value to linear light.
    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }
}
