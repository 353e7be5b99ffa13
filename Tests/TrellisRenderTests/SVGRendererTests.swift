import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document (name and attributes, in order), or the parse error.
final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var current = ""

    static func parse(_ text: String) throws -> XMLElements {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return collector
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
        current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "text" { texts.append(current) }
    }

    /// Elements that draw a view (the page background and debug frames excluded).
    var drawn: [(name: String, attributes: [String: String])] {
        elements.filter {
            ["rect", "path", "image", "text"].contains($0.name) && $0.attributes["data-view"] != "background"
                && ($0.attributes["fill"] != "none" || $0.attributes["stroke"] != nil)
                && !($0.attributes["stroke"] == nil && $0.attributes["fill"] == nil && $0.name == "rect")
        }
    }
}

@Suite("SVG renderer")
struct SVGRendererTests {
    func svg<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 40, options: SVGRenderer.Options = SVGRenderer.Options()) -> String {
        let h = host(view, width: width, height: height)
        return SVGRenderer(options: options, measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
    }

    @Test("the document parses as XML and has one element per visible view at its frame")
    func elementsAtFrames() throws {
        let text = svg(HStack { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) })
        let doc = try XMLElements.parse(text)
        let svg = try #require(doc.elements.first)
        #expect(svg.name == "svg")
        #expect(svg.attributes["width"] == "100" && svg.attributes["height"] == "40")
        #expect(svg.attributes["viewBox"] == "0 0 100 40")
        let drawn = doc.drawn
        #expect(drawn.count == 2)
        // HStack of 20 + 8 + 20 = 48 centred in 100: x 26 and 54, y 15.
        let red = try #require(drawn.first { $0.attributes["data-view"] == "Color red" })
        #expect(red.name == "rect")
        #expect(red.attributes["x"] == "26" && red.attributes["y"] == "15")
        #expect(red.attributes["width"] == "20" && red.attributes["height"] == "10")
        #expect(red.attributes["fill"] == "#FF3B30")
        let blue = try #require(drawn.first { $0.attributes["data-view"] == "Color blue" })
        #expect(blue.attributes["x"] == "54" && blue.attributes["fill"] == "#007AFF")
        // The white page comes first.
        #expect(doc.elements[1].attributes["data-view"] == "background")
    }

    @Test("colours with opacity write fill-opacity; shapes are paths; strokes are strokes")
    func paintAndPaths() throws {
        let view = VStack(spacing: 0) {
            Color.black.opacity(0.25).frame(width: 10, height: 10)
            Circle().fill(Color.green).frame(width: 10, height: 10)
            Rectangle().stroke(Color.red, lineWidth: 2).frame(width: 10, height: 10)
        }
        let doc = try XMLElements.parse(svg(view, width: 40, height: 40))
        let drawn = doc.drawn
        try #require(drawn.count == 3, "\(drawn)")
        #expect(drawn[0].attributes["fill"] == "#000000" && drawn[0].attributes["fill-opacity"] == "0.25")
        #expect(drawn[1].name == "path")
        // The circle in x 15…25, y 15…25 starts at its rightmost point.
        #expect(drawn[1].attributes["d"]?.hasPrefix("M25 20C") == true)
        #expect(drawn[2].attributes["fill"] == "none" && drawn[2].attributes["stroke"] == "#FF3B30")
        #expect(drawn[2].attributes["stroke-width"] == "2")
    }

    @Test("text is glyph outlines by default and <text> elements on request")
    func text() throws {
        let view = Text("A&B").font(.custom("Trellis Test", size: 10))
        let outlines = try XMLElements.parse(svg(view))
        let glyphs = try #require(outlines.drawn.first)
        #expect(glyphs.name == "path" && glyphs.attributes["aria-label"] == "A&B")
        #expect(glyphs.attributes["d"]?.contains("Z") == true)
        #expect(outlines.texts.isEmpty)
        let elements = try XMLElements.parse(svg(view, options: SVGRenderer.Options(textAsOutlines: false)))
        #expect(elements.texts == ["A&B"])
        let t = try #require(elements.elements.first { $0.name == "text" })
        #expect(t.attributes["font-size"] == "10")
        // Baseline at the frame's top plus the ascent (8): frame y = (40 − 10) / 2 = 15.
        #expect(t.attributes["y"] == "23")
    }

    @Test("clips become clipPath, opacity a group, hidden subtrees are left out")
    func clipAndOpacity() throws {
        let view = HStack {
            Color.red.frame(width: 40, height: 40).frame(width: 20, height: 10).clipped()
            Color.blue.frame(width: 10, height: 10).opacity(0.5)
            Color.green.frame(width: 10, height: 10).hidden()
        }
        let doc = try XMLElements.parse(svg(view))
        #expect(doc.elements.filter { $0.name == "clipPath" }.count == 1)
        let clipped = try #require(doc.elements.first { $0.name == "g" && $0.attributes["clip-path"] != nil })
        #expect(clipped.attributes["clip-path"] == "url(#clip1)")
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["opacity"] == "0.5" })
        #expect(!doc.elements.contains { $0.attributes["data-view"] == "Color green" })
    }

    @Test("images embed their PNG data; unknown data is a grey placeholder")
    func images() throws {
        let png = PNG.encode(width: 1, height: 1, rgba: [255, 0, 0, 255])
        ImageAssets.register("svg-test-dot", pixelWidth: 1, pixelHeight: 1, pngData: png)
        ImageAssets.register("svg-test-nodata", pixelWidth: 4, pixelHeight: 4)
        let doc = try XMLElements.parse(svg(HStack { Image("svg-test-dot"); Image("svg-test-nodata") }))
        let image = try #require(doc.elements.first { $0.name == "image" })
        #expect(image.attributes["xlink:href"] == "data:image/png;base64," + png.base64EncodedString())
        #expect(image.attributes["width"] == "1")
        let placeholder = try #require(doc.elements.first { $0.attributes["data-view"] == "Image \"svg-test-nodata\"" })
        #expect(placeholder.name == "rect" && placeholder.attributes["fill"] == "#C7C7CC" && placeholder.attributes["width"] == "4")
    }

    @Test("debug frames outline every view in thin red")
    func debugFrames() throws {
        let view = HStack { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) }
        let doc = try XMLElements.parse(svg(view, options: SVGRenderer.Options(debugFrames: true)))
        let group = try #require(doc.elements.firstIndex { $0.attributes["data-view"] == "debug-frames" })
        #expect(doc.elements[group].attributes["stroke"] == "#FF0000")
        let frames = doc.elements[(group + 1)...].filter { $0.name == "rect" }
        // Window, HStack, and per colour its frame modifier and the colour.
        #expect(frames.count == 6)
        #expect(frames.contains { $0.attributes["x"] == "26" && $0.attributes["width"] == "48" })
    }

    @Test("output is deterministic with fixed number formatting")
    func deterministic() {
        let view = Color.orange.frame(width: 33.3333, height: 17)
        let a = svg(view), b = svg(view)
        #expect(a == b)
        #expect(!a.contains("e-") && !a.contains("e+"))
        #expect(a.contains("width=\"33.333\""))
    }
}
