import Foundation
import Testing
@testable import TrellisRaster

/// The blend modes, pixel by pixel: an opaque light-grey source (192) over an opaque
/// dark-grey backdrop (64): 0.753 over 0.251.
@Suite struct RasterBlendModeTests {
    private func grey(_ mode: RasterBlendMode, source: Int = 192, backdrop: Int = 64) -> [UInt8] {
        let o = mode.composite(source: (source, source, source, 255), backdrop: (backdrop, backdrop, backdrop, 255))
        return [o.0, o.1, o.2, o.3]
    }

    @Test func separableModesOnGreys() {
        #expect(grey(.normal) == [192, 192, 192, 255])
        // 0.251 × 0.753 = 0.189: 48.
        #expect(grey(.multiply) == [48, 48, 48, 255])
        // 0.251 + 0.753 − 0.189 = 0.815: 208.
        #expect(grey(.screen) == [208, 208, 208, 255])
        // Backdrop ≤ ½: 2 × 0.251 × 0.753 = 0.378: 96.
        #expect(grey(.overlay) == [96, 96, 96, 255])
        #expect(grey(.darken) == [64, 64, 64, 255])
        #expect(grey(.lighten) == [192, 192, 192, 255])
        #expect(grey(.difference) == [128, 128, 128, 255])
        // 0.251 + 0.753 − 2 × 0.189 = 0.626: 160.
        #expect(grey(.exclusion) == [160, 160, 160, 255])
        // Source > ½: screen(0.251, 0.506) = 0.630: 161.
        #expect(grey(.hardLight) == [161, 161, 161, 255])
        // 0.251 / (1 − 0.753) = 1.016: 255.
        #expect(grey(.colorDodge) == [255, 255, 255, 255])
        // 1 − 0.749 / 0.753 = 0.005: 1.
        #expect(grey(.colorBurn) == [1, 1, 1, 255])
        // Source > ½, backdrop ≤ ¼ … 0.251 > ¼: D = √0.251 = 0.501; 0.251 + 0.506 × 0.250 = 0.377: 96.
        #expect(grey(.softLight) == [96, 96, 96, 255])
        #expect(grey(.plusLighter) == [255, 255, 255, 255])
        // max(0, 0.251 + 0.753 − 1) = 0.004: 1.
        #expect(grey(.plusDarker) == [1, 1, 1, 255])
    }

    /// The non-separable modes keep the luminosity (or the hue and saturation) of one
    /// colour and take the rest from the other.
    @Test func nonSeparableModes() {
        // Pure red (lum 0.3) over mid grey (lum 0.502).
        let red = (255, 0, 0, 255), grey = (128, 128, 128, 255)
        func c(_ m: RasterBlendMode, _ s: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int)) -> [UInt8] {
            let o = m.composite(source: s, backdrop: b)
            return [o.0, o.1, o.2, o.3]
        }
        // Luminosity of the red on grey: grey at lum 0.3 → 77.
        #expect(c(.luminosity, red, grey) == [77, 77, 77, 255])
        // Grey has no saturation: grey's `saturation` over red leaves red's luminosity in
        // grey; red's `hue` over grey (no saturation to give it) stays grey.
        #expect(c(.saturation, grey, red) == [77, 77, 77, 255])
        #expect(c(.hue, red, grey) == [128, 128, 128, 255])
        // `color`: red's hue and saturation at grey's luminosity 0.502: red lifted by 0.202
        // (1.202, 0.202, 0.202), clipped towards the luminosity: (1, 0.290, 0.290).
        #expect(c(.color, red, grey) == [255, 74, 74, 255])
    }

    /// Translucency: a half-opaque red over white multiplies to the same as it draws
    /// normally (white is multiplication's identity); the Porter–Duff operators.
    @Test func alphaAndPorterDuff() {
        let halfRed = (128, 0, 0, 128), white = (255, 255, 255, 255), clear = (0, 0, 0, 0)
        let m = RasterBlendMode.multiply.composite(source: halfRed, backdrop: white)
        #expect([m.0, m.1, m.2, m.3] == [255, 127, 127, 255])
        let n = RasterBlendMode.normal.composite(source: halfRed, backdrop: white)
        #expect([n.0, n.1, n.2, n.3] == [255, 127, 127, 255])
        let out = RasterBlendMode.destinationOut.composite(source: (0, 0, 255, 255), backdrop: white)
        #expect([out.0, out.1, out.2, out.3] == [0, 0, 0, 0])
        let atop = RasterBlendMode.sourceAtop.composite(source: (0, 0, 255, 255), backdrop: clear)
        #expect([atop.0, atop.1, atop.2, atop.3] == [0, 0, 0, 0])
        let atopWhite = RasterBlendMode.sourceAtop.composite(source: halfRed, backdrop: white)
        #expect([atopWhite.0, atopWhite.1, atopWhite.2, atopWhite.3] == [255, 127, 127, 255])
        let under = RasterBlendMode.destinationOver.composite(source: (0, 0, 255, 255), backdrop: halfRed)
        #expect([under.0, under.1, under.2, under.3] == [128, 0, 127, 255])
        // Over a transparent backdrop every blend mode is the source itself.
        for mode in RasterBlendMode.allCases where ![.sourceAtop, .destinationOut].contains(mode) {
            let o = mode.composite(source: halfRed, backdrop: clear)
            #expect([o.0, o.1, o.2, o.3] == [128, 0, 0, 128], "\(mode)")
        }
    }

    /// A layer ended with a blend mode combines with the surface under it.
    @Test func canvasLayer() {
        let canvas = Canvas(width: 2, height: 1, background: RasterColor(r8: 64, g8: 64, b8: 64))
        canvas.beginLayer()
        canvas.fill(RasterRect(x: 0, y: 0, width: 1, height: 1), color: RasterColor(r8: 192, g8: 192, b8: 192))
        canvas.endLayer(blendMode: .multiply)
        #expect(canvas.layerDepth == 0)
        #expect(canvas.pixel(x: 0, y: 0) == (48, 48, 48, 255))
        #expect(canvas.pixel(x: 1, y: 0) == (64, 64, 64, 255))
        // No layer open: nothing happens.
        canvas.endLayer(blendMode: .screen)
        #expect(canvas.pixel(x: 0, y: 0) == (48, 48, 48, 255))
    }
}
