import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// `rotation3DEffect` drawn: a 100 × 100 red square centred in a 200 × 200 page, turned 60°
/// about the y axis with the default perspective. Its corners go to (55.9, 11.8),
/// (117.4, 65.1), (117.4, 134.9) and (55.9, 188.2): the left edge comes nearer (taller than
/// the square), the right edge goes away.
@Suite("Projections (SVG and PNG)")
struct ProjectionRenderTests {
    private var turned: some View {
        Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
    }

    @Test("PNG: the square is drawn in perspective")
    func png() {
        let c = canvas(host(turned, width: 200, height: 200), scale: 1)
        // Inside the projected quadrilateral, though outside the unturned square (y < 50).
        #expect(c.rgba(60, 30) == systemRed)
        #expect(c.rgba(60, 100) == systemRed)
        #expect(c.rgba(100, 60) == systemRed)
        // Inside the unturned square but outside the projection.
        #expect(c.rgba(130, 100) == white)
        #expect(c.rgba(100, 40) == white)
        #expect(c.rgba(140, 140) == white)
        // At scale 2 the same points (doubled) agree.
        let c2 = canvas(host(turned, width: 200, height: 200), scale: 2)
        #expect(c2.rgba(120, 60) == systemRed && c2.rgba(260, 200) == white)
    }

    @Test("PNG: an ancestor's clip applies to the projected drawing")
    func clipped() {
        let v = turned.frame(width: 200, height: 100).clipped()
        let c = canvas(host(v, width: 200, height: 200), scale: 1)
        // The clip is y 50…150: the part of the left edge above 50 is cut off.
        #expect(c.rgba(60, 30) == white)
        #expect(c.rgba(60, 100) == systemRed)
    }

    @Test("SVG: the projected subtree as an embedded picture over its projected extent")
    func svg() throws {
        let h = host(turned, width: 200, height: 200)
        let doc = try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
        let images = doc.elements.filter { $0.name == "image" }
        #expect(images.count == 1)
        let a = try #require(images.first?.attributes)
        #expect(a["x"] == "55" && a["y"] == "11" && a["width"] == "63" && a["height"] == "178")
        #expect(a["xlink:href"]?.hasPrefix("data:image/png;base64,") == true)
        // No rectangle for the square itself.
        #expect(!doc.elements.contains { $0.name == "rect" && $0.attributes["width"] == "100" })
    }
}
