import Foundation

extension GraphicsContext {
    /// How a context's drawing combines with what is under it (SwiftUI's
    /// `GraphicsContext.BlendMode`, Core Graphics' blend modes with their raw values).
    ///
    /// The modes a view's ``TrellisLayout/BlendMode`` has are drawn exactly, each drawing
    /// combined with what is under it. **Differs from SwiftUI:** the Porter–Duff modes
    /// without a view counterpart (`clear`, `copy`, `sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop`, `xor`) are drawn as `normal`.
    public struct BlendMode: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The view blend mode drawn for this one; `nil` for the modes drawn as normal.
        var viewBlendMode: TrellisLayout.BlendMode? {
            switch rawValue {
            case 0: return .normal
            case 1: return .multiply
            case 2: return .screen
            case 3: return .overlay
            case 4: return .darken
            case 5: return .lighten
            case 6: return .colorDodge
            case 7: return .colorBurn
            case 8: return .softLight
            case 9: return .hardLight
            case 10: return .difference
            case 11: return .exclusion
            case 12: return .hue
            case 13: return .saturation
            case 14: return .color
            case 15: return .luminosity
            case 20: return .sourceAtop
            case 21: return .destinationOver
            case 23: return .destinationOut
            case 26: return .plusDarker
            case 27: return .plusLighter
            default: return nil
            }
        }
    }
}
