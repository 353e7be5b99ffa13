import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// The generated test font (unitsPerEm 1000; at 10 pt ascent 8, descent 2), so text
/// renders the same on every machine.
enum TestFonts {
    static let library: FontLibrary = {
        let lib = FontLibrary()
        _ = try? lib.register(data: TestFontBuilder.makeFontData())
        return lib
    }()

    static let measurer = FontTextMeasurer(library: library, systemFamilies: [.default: ["Trellis Test"]])
}

/// The rasterizer's surface; the view is `TrellisLayout.Canvas` in these tests.
typealias Canvas = TrellisRaster.Canvas

func host<V: View>(_ view: V, width: CGFloat = 40, height: CGFloat = 20, scale: CGFloat = 1) -> HostingView<V> {
    HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: scale, textMeasurer: TestFonts.measurer)
}

/// Draws a host on a canvas (white page) at `scale`.
func canvas<V: View>(_ h: HostingView<V>, scale: CGFloat) -> Canvas {
    PNGRenderer(scale: scale, measurer: TestFonts.measurer).canvas(h.renderTree(), size: h.size)
}

struct RGBA: Equatable, CustomStringConvertible {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension Canvas {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.r, p.g, p.b, p.a)
    }
}

let white = RGBA(255, 255, 255)
/// `Color.red` is the system red (255, 59, 48).
let systemRed = RGBA(255, 59, 48)
