import Foundation
import Testing
import TrellisLayout
@testable import TrellisRaster
@testable import TrellisRender

/// `.blur(radius:opaque:)` drawn in PNG, SVG and the terminal.
@Suite("Blur (PNG, SVG, terminal)")
struct BlurRenderTests {
    /// A 20 × 20 red square at 20…40 on a 60 × 60 page, blurred by `radius` points.
    private func square(radius: CGFloat, opaque: Bool = false, scale: CGFloat = 1) -> HostingView<some View> {
        host(Color.red.frame(width: 20, height: 20).blur(radius: radius, opaque: opaque), width: 60, height: 60, scale: scale)
    }

    @Test("a blur: every channel through three box blurs of σ = radius, pinned against a Python oracle")
    func transparentBlur() {
        // σ 2 → boxes 3, 3, 5, as for a shadow. Scripts/view-blur-oracle.py prints, for the
        // red (255, 59, 48) square over white:
        //   centre (30, 30): (255, 59, 48)
        //   row 30, columns 16…24, green: 250 237 211 177 137 103 77 64 59
        let c = canvas(square(radius: 2), scale: 1)
        #expect(c.rgba(30, 30) == systemRed)
        #expect((16...24).map { Int(c.rgba($0, 30).g) } == [250, 237, 211, 177, 137, 103, 77, 64, 59])
        // Outside the frame (x 16…19) the blur spreads, unclipped; farther out, the page.
        #expect(c.rgba(17, 30) != white)
        #expect(c.rgba(10, 30) == white && c.rgba(5, 5) == white)
        // Deterministic: the same bytes twice.
        #expect(canvas(square(radius: 2), scale: 1).pngData() == c.pngData())
    }

    @Test("an opaque blur repeats the frame's edges and draws nothing outside it")
    func opaqueBlur() {
        // The oracle: every pixel of the square stays the colour, the corners too.
        let c = canvas(square(radius: 2, opaque: true), scale: 1)
        for (x, y) in [(20, 20), (39, 39), (20, 30), (30, 30), (39, 20)] { #expect(c.rgba(x, y) == systemRed, "(\(x), \(y))") }
        for (x, y) in [(19, 30), (40, 30), (30, 19), (30, 40)] { #expect(c.rgba(x, y) == white, "(\(x), \(y))") }
    }

    @Test("at 2× σ is in pixels: twice the radius")
    func blurAtTwoX() {
        // σ 4 px: boxes 7, 7, 9 (reach 10 px). The square's left edge is at pixel 40:
        // 11 px beyond it the page, 10 px inside it the colour, at the edge neither.
        #expect(RasterShadow.boxWidths(sigma: 4) == [7, 7, 9])
        let c = canvas(square(radius: 2, scale: 2), scale: 2)
        #expect(c.rgba(60, 60) == systemRed)
        #expect(c.rgba(29, 60) == white)
        #expect(c.rgba(50, 60) == systemRed)
        #expect(c.rgba(40, 60) != white && c.rgba(40, 60) != systemRed)
    }

    @Test("a clip around a blur clips the blurred drawing")
    func clippedBlur() {
        let h = host(Color.black.frame(width: 20, height: 20).blur(radius: 2).clipped(), width: 60, height: 60)
        let c = canvas(h, scale: 1)
        #expect(c.rgba(18, 30) == white)
        // Inside the frame the edge is blurred (not drawn unclipped and then cut).
        #expect(c.rgba(20, 30) != RGBA(0, 0, 0) && c.rgba(20, 30) != white)
        #expect(c.rgba(30, 30) == RGBA(0, 0, 0))
    }

    @Test("a blur draws the same in 1, 2, 3 and 7 bands as serially; its reach is the band margin")
    func banded() {
        let h = host(VStack(spacing: 10) {
            Text("Blurred").blur(radius: 1.5)
            Color.blue.frame(width: 50, height: 30).blur(radius: 4, opaque: true)
            Color.orange.frame(width: 30, height: 20).blur(radius: 3).shadow(color: .black, radius: 2, x: 0, y: 3)
        }.frame(width: 120, height: 170), width: 120, height: 170, scale: 2)
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        var images: [String: RasterImage?] = [:]
        let list = renderer.displayList(h.renderTree(), images: &images)
        // σ 3, 8, 6 px (reaches 7, 22, 16) and the shadow's σ 4 px (reach 10) plus 6 rows.
        #expect(list.bandMargin == 7 + 22 + 16 + 10 + 6)
        let serial = Canvas(width: 240, height: 340, background: .white)
        list.replay(on: serial)
        for bands in [1, 2, 3, 7] {
            #expect(renderer.drawn(list, width: 240, height: 340, bands: bands).premultipliedRGBA == serial.premultipliedRGBA, "\(bands) bands")
        }
    }

    @Test("SVG writes the blur as a feGaussianBlur filter on a group around the view")
    func svgBlur() throws {
        let doc = try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(square(radius: 3).renderTree(), size: CGSize(width: 60, height: 60)))
        let filter = try #require(doc.elements.first { $0.name == "filter" })
        #expect(filter.attributes["id"] == "blur1")
        // The square 20…40 grown by 3σ + 1 = 10 on each side.
        #expect(filter.attributes["x"] == "10" && filter.attributes["y"] == "10")
        #expect(filter.attributes["width"] == "40" && filter.attributes["height"] == "40")
        let blur = try #require(doc.elements.first { $0.name == "feGaussianBlur" })
        #expect(blur.attributes["stdDeviation"] == "3" && blur.attributes["in"] == "SourceGraphic")
        #expect(blur.attributes["edgeMode"] == nil)
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["filter"] == "url(#blur1)" })

        let opaque = try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(square(radius: 3, opaque: true).renderTree(),
                                                                                             size: CGSize(width: 60, height: 60)))
        let region = try #require(opaque.elements.first { $0.name == "filter" })
        // The frame itself.
        #expect(region.attributes["x"] == "20" && region.attributes["width"] == "20")
        #expect(opaque.elements.first { $0.name == "feGaussianBlur" }?.attributes["edgeMode"] == "duplicate")
    }

    @Test("the terminal draws a blurred view as it draws it unblurred")
    func terminal() {
        let plain = host(Color.red.frame(width: 20, height: 20), width: 60, height: 60)
        #expect(TerminalRenderer().render(square(radius: 3).renderTree(), size: plain.size)
                == TerminalRenderer().render(plain.renderTree(), size: plain.size))
    }
}
