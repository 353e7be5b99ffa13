import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// Tracking, kerning and baseline offsets as drawn: the glyphs' outlines move by the
/// spacing after each character and by the offset, in SVG and PNG alike.
@Suite("Text spacing drawn")
struct TextSpacingRenderTests {
    private func piece(_ h: HostingView<some View>) throws -> RenderText.Piece {
        func all(_ n: RenderNode) -> [RenderText.Piece] {
            var out: [RenderText.Piece] = []
            if case .text(let t) = n.content { out += t.lines.flatMap(\.pieces) }
            return out + n.children.flatMap(all)
        }
        return try #require(all(h.renderTree()).first)
    }

    @Test("the outlines move by the spacing and the offset")
    func outlines() throws {
        let outliner = GlyphOutliner(measurer: TestFonts.measurer)
        let plain = try piece(host(Text("HH").font(.system(size: 20)), width: 200, height: 60))
        let tracked = try piece(host(Text("HH").font(.system(size: 20)).tracking(10), width: 200, height: 60))
        let a = outliner.path(for: plain).boundingRect, b = outliner.path(for: tracked).boundingRect
        // The second glyph moves by one character's tracking; the piece is 2 × 10 wider.
        #expect(abs(b.width - a.width - 10) < 0.001)
        #expect(abs(tracked.width - plain.width - 20) < 0.001)
        // The same with kerning.
        let kerned = try piece(host(Text("HH").font(.system(size: 20)).kerning(10), width: 200, height: 60))
        #expect(abs(outliner.path(for: kerned).boundingRect.width - a.width - 10) < 0.001)
        // Raised by 6: the glyphs stand 6 higher than on the unraised baseline.
        let raised = try piece(host(Text("HH").font(.system(size: 20)).baselineOffset(6), width: 200, height: 60))
        let r = outliner.path(for: raised).boundingRect
        #expect(abs((raised.origin.y - r.maxY) - (plain.origin.y - a.maxY) - 6) < 0.001)
    }

    @Test("SVG text elements carry letter-spacing and the raised baseline")
    func svgText() throws {
        let h = host(Text("HH").font(.system(size: 20)).tracking(3).baselineOffset(2), width: 200, height: 60)
        let p = try piece(h)
        let svg = SVGRenderer(options: .init(textAsOutlines: false), measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        let doc = try XMLElements.parse(svg)
        let text = try #require(doc.elements.first { $0.name == "text" })
        #expect(text.attributes["letter-spacing"] == "3")
        #expect(text.attributes["y"].flatMap(Double.init).map { abs($0 - Double(p.origin.y - 2)) < 0.01 } == true)
    }

    @Test("PNG draws the view-level underline under raised glyphs")
    func pngUnderline() throws {
        let h = host(Text("Lined").font(.system(size: 30)).baselineOffset(10).underline(color: Color(red: 1, green: 0, blue: 0))
            .background(Color.white), width: 200, height: 80)
        let p = try piece(h)
        #expect(p.underlineColor == Color(red: 1, green: 0, blue: 0))
        let image = try RasterImage(pngData: PNGRenderer(scale: 1, measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
        // The 2-point underline starts 3 below the raised baseline (origin − 10).
        let y = Int((p.origin.y - 10 + 3).rounded(.down)) + 1
        let x = Int(p.origin.x + p.width / 2)
        #expect(image.pixel(x: x, y: y) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        // Nothing red where it would be without the offset.
        #expect(image.pixel(x: x, y: y + 10) != PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    }
}
