import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// Shadows, masks, zIndex, materials, gradient foreground styles and presentations,
/// drawn in SVG and PNG.
@Suite("Effects and presentations (SVG and PNG)")
struct EffectRenderTests {
    func svg<V: View>(_ h: HostingView<V>) throws -> XMLElements {
        try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
    }

    @Test("a shadow without blur is an exact offset copy, behind the view")
    func sharpShadow() {
        let h = host(Color.black.frame(width: 10, height: 10).shadow(color: .red, radius: 0, x: 5, y: 5), width: 40, height: 40)
        let c = canvas(h, scale: 1)
        // The square is x, y 15…25; the shadow 20…30.
        #expect(c.rgba(22, 22) == RGBA(0, 0, 0))
        #expect(c.rgba(27, 27) == systemRed)
        #expect(c.rgba(27, 22) == systemRed)
        #expect(c.rgba(17, 27) == white)
        #expect(c.rgba(12, 12) == white)
        #expect(c.rgba(30, 30) == white)
    }

    @Test("a blurred shadow: three box blurs of σ = radius, pinned against a Python oracle")
    func blurredShadow() {
        // σ 2 → boxes 3, 3, 5. A 20×20 black square at 20…40 with a black shadow 25 pt down:
        // grey = 255 − blurred alpha, as Scripts/shadow-blur-oracle.py prints:
        //   column 30, rows 41…49: 249 232 198 153 102 57 23 6 0
        //   row 55, columns 16…24: 249 232 198 153 102 57 23 6 0
        #expect(RasterShadow.boxWidths(sigma: 2) == [3, 3, 5])
        let h = host(Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 2, x: 0, y: 25), width: 60, height: 60)
        let c = canvas(h, scale: 1)
        let column = (41...49).map { Int(c.rgba(30, $0).r) }
        #expect(column == [249, 232, 198, 153, 102, 57, 23, 6, 0])
        let row = (16...24).map { Int(c.rgba($0, 55).r) }
        #expect(row == [249, 232, 198, 153, 102, 57, 23, 6, 0])
        #expect(c.rgba(30, 30) == RGBA(0, 0, 0))
        #expect(c.rgba(5, 5) == white)
        // Deterministic: the same bytes twice.
        #expect(canvas(h, scale: 1).pngData() == c.pngData())
    }

    @Test("at 2× the shadow's σ and offset scale with the pixels")
    func shadowAtTwoX() {
        let h = host(Color.black.frame(width: 10, height: 10).shadow(color: .blue, radius: 1, x: 0, y: 12), width: 40, height: 50, scale: 2)
        let c = canvas(h, scale: 2)
        // Square 15…25 × 20…30 pt → rows 40…60 px; the shadow 24 px lower, rows 64…84,
        // σ 2 px (boxes reach 4 px): deep inside (row 74, column 40) it is the shadow
        // colour; 4 px past its edge, the page; at the edge, half way.
        #expect(c.rgba(40, 74) == RGBA(0, 122, 255))
        #expect(c.rgba(40, 88) == white)
        #expect(c.rgba(40, 62) != white && c.rgba(40, 62) != RGBA(0, 122, 255))
    }

    @Test("SVG writes the shadow as a feGaussianBlur filter on the view's group")
    func svgShadow() throws {
        let h = host(Color.black.frame(width: 10, height: 10).shadow(color: .red.opacity(0.5), radius: 3, x: 2, y: 4), width: 40, height: 40)
        let doc = try svg(h)
        let filter = try #require(doc.elements.first { $0.name == "filter" })
        #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
        // Extent 15…25 grown by 3σ + 1 = 10 on each side and by the offset: x 5, y 5,
        // 10 + 2 + 20 = 32 wide, 10 + 4 + 20 = 34 tall.
        #expect(filter.attributes["x"] == "5" && filter.attributes["y"] == "5")
        #expect(filter.attributes["width"] == "32" && filter.attributes["height"] == "34")
        #expect(doc.elements.first { $0.name == "feGaussianBlur" }?.attributes["stdDeviation"] == "3")
        #expect(doc.elements.first { $0.name == "feGaussianBlur" }?.attributes["in"] == "SourceAlpha")
        let offset = doc.elements.first { $0.name == "feOffset" }
        #expect(offset?.attributes["dx"] == "2" && offset?.attributes["dy"] == "4")
        let flood = doc.elements.first { $0.name == "feFlood" }
        #expect(flood?.attributes["flood-color"] == "#FF3B30" && flood?.attributes["flood-opacity"] == "0.5")
        let id = try #require(filter.attributes["id"])
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["filter"] == "url(#\(id))" })
    }

    @Test("a mask keeps the view where the mask is opaque (PNG and SVG)")
    func mask() throws {
        let h = host(Color.red.frame(width: 20, height: 20).mask { Circle() }, width: 40, height: 40)
        let c = canvas(h, scale: 1)
        // Frame 10…30: the centre is red, the frame's corner white (outside the circle).
        #expect(c.rgba(20, 20) == systemRed)
        #expect(c.rgba(10, 10) == white)
        #expect(c.rgba(29, 29) == white)
        // Half-transparent mask: red at half alpha over white.
        let half = canvas(host(Color.red.frame(width: 20, height: 20).mask { Color.black.opacity(0.5) }, width: 40, height: 40), scale: 1)
        #expect(half.rgba(20, 20) == RGBA(255, 157, 151))
        let doc = try svg(h)
        let m = try #require(doc.elements.first { $0.name == "mask" })
        #expect(m.attributes["style"] == "mask-type:alpha")
        #expect(m.attributes["maskUnits"] == "userSpaceOnUse")
        let id = try #require(m.attributes["id"])
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["mask"] == "url(#\(id))" })
        // The mask's circle is painted white.
        let maskIndex = try #require(doc.elements.firstIndex { $0.name == "mask" })
        #expect(doc.elements[maskIndex + 1].attributes["fill"] == "#FFFFFF")
    }

    @Test("zIndex draws the raised view on top")
    func zIndexPixels() {
        let h = host(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }, width: 40, height: 40)
        #expect(canvas(h, scale: 1).rgba(20, 20) == systemRed)
    }

    @Test("materials are translucent white fills")
    func materialPixels() {
        let h = host(Color.red.frame(width: 20, height: 20).overlay(Rectangle().fill(.ultraThinMaterial)), width: 40, height: 40)
        // White at 35 %: alpha round(89.25) = 89 over (255, 59, 48): 89 + 166/255 × each.
        #expect(canvas(h, scale: 1).rgba(20, 20) == RGBA(255, 127, 120))
    }

    @Test("a gradient foreground style paints text with the gradient")
    func gradientText() throws {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let h = host(Text("HHHH").font(.system(size: 30)).foregroundStyle(g), width: 120, height: 40)
        let doc = try svg(h)
        let text = doc.elements.filter { $0.attributes["aria-label"] == "HHHH" }
        #expect(text.count == 1 && text.first?.attributes["fill"]?.hasPrefix("url(#gradient") == true)
        let c = canvas(h, scale: 1)
        // Inked pixels: redder on the left, bluer on the right.
        var left: RGBA?, right: RGBA?
        for x in 0..<120 {
            for y in 0..<40 {
                let p = c.rgba(x, y)
                if p != white, p.r < 250 || p.b < 250 || p.g < 200 {
                    if left == nil { left = p }
                    right = p
                }
            }
        }
        #expect(left.map { $0.r > $0.b } == true)
        #expect(right.map { $0.b > $0.r } == true)
    }

    @Test("an alert dims the window and draws its card above the root")
    func alertPixels() {
        struct Demo: View {
            @State var shown = true
            var body: some View {
                Color.white.alert("Title", isPresented: $shown) { Button("OK") {} }
            }
        }
        let h = host(Demo(), width: 390, height: 844)
        let c = canvas(h, scale: 1)
        // Dimming: black at 20 % over white → 204.
        #expect(c.rgba(5, 5) == RGBA(204, 204, 204))
        // The card (thick material, white at 85 %, over the dimming): 217 + 204 × 38 / 255 → 247.
        // Card: x 60…330; a point in its header margin, left of the title.
        let card = h.presentations[0].frame
        #expect(c.rgba(Int(card.minX) + 8, Int(card.minY) + 8) == RGBA(247, 247, 247))
        let doc = try? svg(h)
        #expect(doc?.elements.contains { $0.attributes["data-view"] == "dimming" } == true)
    }
}
