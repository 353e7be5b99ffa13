import Foundation
import TrellisLayout
import TrellisRaster

/// Colour conversions shared by the renderers. ``Color`` holds straight-alpha sRGB
/// components in 0…1; values outside are clamped, NaN counts as 0.
enum RenderColor {
    static func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    static func raster(_ c: Color) -> RasterColor {
        RasterColor(r: unit(c.red), g: unit(c.green), b: unit(c.blue), a: unit(c.opacity))
    }

    /// `#RRGGBB` (upper-case hex) of the colour's straight components.
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((unit(v) * 255).rounded(.toNearestOrAwayFromZero))
            let digits = Array("0123456789ABCDEF")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    static func alpha(_ c: Color) -> Double { unit(c.opacity) }

    /// Relative luminance-like darkness in 0…1 (0 = white, 1 = black), for the terminal's shading.
    static func darkness(_ c: Color) -> Double {
        let lum = 0.2126 * unit(c.red) + 0.7152 * unit(c.green) + 0.0722 * unit(c.blue)
        return (1 - lum) * unit(c.opacity)
    }
}
