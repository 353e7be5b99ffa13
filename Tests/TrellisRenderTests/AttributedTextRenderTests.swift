import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// `Text(AttributedString)`: runs drawn in their colours, a background behind its run.
@Suite("Attributed text")
struct AttributedTextRenderTests {
    private func attributed() -> AttributedString {
        var string = AttributedString("Find me")
        string.backgroundColor = .clear
        let start = string.index(string.startIndex, offsetByCharacters: 5)
        string[start..<string.endIndex].backgroundColor = Color(red: 1, green: 1, blue: 0)
        string[start..<string.endIndex].foregroundColor = Color(red: 0, green: 0, blue: 1)
        return string
    }

    @Test("the background of a run is a rectangle behind its glyphs, the text's height")
    func svgBackground() throws {
        let h = host(Text(attributed()).id("text"), width: 200, height: 40)
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        let doc = try XMLElements.parse(svg)
        let yellow = doc.elements.filter { $0.name == "rect" && $0.attributes["fill"] == "#FFFF00" }
        #expect(yellow.count == 1)
        let frame = try #require(h.layoutFrame(of: "text"))
        let rect = try #require(yellow.first?.attributes)
        // "me" is the last 2 of 7 characters: it ends where the text ends, within its line.
        let x = try #require(Double(rect["x"] ?? "")), width = try #require(Double(rect["width"] ?? ""))
        #expect(abs(x + width - Double(frame.maxX)) < 0.01)
        let y = try #require(Double(rect["y"] ?? "")), height = try #require(Double(rect["height"] ?? ""))
        #expect(height > 0 && y >= Double(frame.minY) - 0.01 && y + height <= Double(frame.maxY) + 0.01)
        // The clear background of the rest draws nothing; the run's glyphs are blue.
        #expect(!doc.elements.contains { $0.attributes["fill"] == "#000000" && $0.name == "rect" })
        #expect(doc.elements.contains { $0.attributes["fill"] == "#0000FF" })
    }

    @Test("the PNG renderer paints the background behind the run")
    func pngBackground() throws {
        let h = host(Text(attributed()).id("text").background(Color.white), width: 200, height: 40)
        let frame = try #require(h.layoutFrame(of: "text"))
        let image = try RasterImage(pngData: PNGRenderer(scale: 1, measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
        let yellow = PremultipliedPixel(r: 255, g: 255, b: 0, a: 255)
        func yellowPixels(_ xs: Range<Int>) -> Int {
            var count = 0
            for y in Int(frame.minY.rounded(.up))..<Int(frame.maxY) {
                for x in xs where image.pixel(x: x, y: y) == yellow { count += 1 }
            }
            return count
        }
        // "Find " (the first 5 of 7 characters) has no background; "me", at the end, has.
        let left = Int(frame.minX.rounded(.up)), right = Int(frame.maxX)
        #expect(yellowPixels(left..<(left + (right - left) / 2)) == 0)
        #expect(yellowPixels((right - (right - left) / 4)..<right) > 0)
    }

    @Test("runs keep their strings; the text lays out as its plain string does")
    func layout() {
        let plain = host(Text("Find me").id("t"), width: 200, height: 40).layoutFrame(of: "t")
        let styled = host(Text(attributed()).id("t"), width: 200, height: 40).layoutFrame(of: "t")
        #expect(plain == styled)
        #expect(Text(attributed()).plainText == "Find me")
        #expect(Text(AttributedString()).plainText == "")
    }
}
