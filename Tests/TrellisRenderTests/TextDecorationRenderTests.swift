import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// `underline` and `strikethrough`: lines across each piece's width, a fifteenth of the
/// font size thick, the underline's top a tenth of the size below the baseline, the
/// strikethrough centred 0.3 of the size above it; in the text's colour unless given one.
/// The text lays out as it does without them.
@Suite("Text decorations")
struct TextDecorationRenderTests {
    private func pieces(_ h: HostingView<some View>) -> [RenderText.Piece] {
        func all(_ n: RenderNode) -> [RenderText.Piece] {
            var out: [RenderText.Piece] = []
            if case .text(let t) = n.content { out += t.lines.flatMap(\.pieces) }
            return out + n.children.flatMap(all)
        }
        return all(h.renderTree())
    }

    @Test("the lines' geometry and colours in the render tree")
    func geometry() throws {
        let h = host((Text("Under").underline() + Text("Gone").strikethrough(color: .red) + Text("Plain"))
            .font(.system(size: 15)).foregroundColor(.blue).id("t"), width: 300, height: 40)
        let p = pieces(h)
        #expect(p.count == 3)
        let under = try #require(p.first), gone = p[1]
        #expect(under.underlineColor == .blue && under.strikethroughColor == nil)
        #expect(gone.strikethroughColor == .red && gone.underlineColor == nil)
        #expect(p[2].decorations.isEmpty)
        let u = try #require(under.decorations.first).rect
        #expect(u == CGRect(x: under.origin.x, y: under.origin.y + 1.5, width: under.width, height: 1))
        let s = try #require(gone.decorations.first).rect
        #expect(s == CGRect(x: gone.origin.x, y: gone.origin.y - 4.5 - 0.5, width: gone.width, height: 1))
        // Off again, and no change to the layout.
        #expect(pieces(host(Text("x").underline().underline(false), width: 100, height: 40)).allSatisfy { $0.decorations.isEmpty })
        let plain = host(Text("Under").font(.system(size: 15)).id("t"), width: 300, height: 40).layoutFrame(of: "t")
        let lined = host(Text("Under").underline().font(.system(size: 15)).id("t"), width: 300, height: 40).layoutFrame(of: "t")
        #expect(plain == lined)
    }

    @Test("SVG and PNG draw the lines")
    func drawn() throws {
        let h = host(Text("Lined").underline(color: Color(red: 1, green: 0, blue: 0)).font(.system(size: 30))
            .background(Color.white).id("t"), width: 200, height: 60)
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        let doc = try XMLElements.parse(svg)
        let red = doc.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#FF0000" }
        #expect(red.count == 1)
        #expect(red.first?.attributes["height"] == "2")
        let piece = try #require(pieces(h).first)
        let image = try RasterImage(pngData: PNGRenderer(scale: 1, measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
        // The underline's 2-point band starts 3 below the baseline.
        let y = Int((piece.origin.y + 3).rounded(.down)) + 1
        let x = Int(piece.origin.x + piece.width / 2)
        #expect(image.pixel(x: x, y: y) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    }
}
