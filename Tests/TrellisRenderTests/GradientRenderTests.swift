import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

@Suite("Gradients (SVG and PNG)")
struct GradientRenderTests {
    func svgElements<V: View>(_ view: V) throws -> XMLElements {
        let h = host(view, width: 40, height: 20)
        return try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
    }

    @Test("a linear gradient's middle pixels are half-way, evaluated at pixel centres")
    func linearPixels() {
        let c = canvas(host(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)), scale: 1)
        // Pixel x has t = (x + 0.5) / 40: x 19 → 0.4875 → 124.3 → 124; x 20 → 130.7 → 131.
        #expect(c.rgba(19, 10) == RGBA(124, 124, 124))
        #expect(c.rgba(20, 3) == RGBA(131, 131, 131))
        #expect(c.rgba(0, 0) == RGBA(3, 3, 3))
        #expect(c.rgba(39, 19) == RGBA(252, 252, 252))
    }

    @Test("a radial gradient: white at the centre, black beyond the end radius")
    func radialPixels() {
        let c = canvas(host(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)), scale: 1)
        // Centre (20, 10). Pixel (19, 9): 0.707 away → 0.929 × 255 = 237. Pixel (25, 9):
        // 5.523 away → 0.448 × 255 = 114. Pixel (0, 0): past 10 → black.
        #expect(c.rgba(19, 9) == RGBA(237, 237, 237))
        #expect(c.rgba(25, 9) == RGBA(114, 114, 114))
        #expect(c.rgba(0, 0) == RGBA(0, 0, 0))
    }

    @Test("an angular gradient in PNG and a gradient background, at 2×")
    func angularAndBackground() {
        let a = canvas(host(AngularGradient(colors: [.black, .white], center: .center)), scale: 1)
        // Pixel (39, 10): centre (39.5, 10.5) is 0.026 rad past 0 → t 0.004 → 1.
        #expect(a.rgba(39, 10) == RGBA(1, 1, 1))
        // Pixel (19, 0): centre (19.5, 0.5) at angle −π/2 − 0.053 → t 0.742 → 189.
        #expect(a.rgba(19, 0) == RGBA(189, 189, 189))
        let b = host(Color.clear.frame(width: 20, height: 10)
            .background(LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)), scale: 2)
        let c = canvas(b, scale: 2)
        // Frame (10, 5, 20, 10) → pixels 20…60 × 10…30. Row 19 (centre 19.5 px = 9.75 pt):
        // t = 4.75 / 10 → 121.1 → 121. Outside: the page.
        #expect(c.rgba(40, 19) == RGBA(121, 121, 121))
        #expect(c.rgba(40, 9) == RGBA(255, 255, 255))
        #expect(canvas(b, scale: 2).pngData() == c.pngData())
    }

    @Test("SVG writes <linearGradient> and <radialGradient> definitions in user space")
    func svgDefinitions() throws {
        let doc = try svgElements(LinearGradient(colors: [.red, .blue.opacity(0.5)], startPoint: .leading, endPoint: .trailing))
        let lg = try #require(doc.elements.first { $0.name == "linearGradient" })
        #expect(lg.attributes["x1"] == "0" && lg.attributes["y1"] == "10" && lg.attributes["x2"] == "40" && lg.attributes["y2"] == "10")
        #expect(lg.attributes["gradientUnits"] == "userSpaceOnUse")
        let stops = doc.elements.filter { $0.name == "stop" }
        #expect(stops.map { $0.attributes["offset"] } == ["0", "1"])
        #expect(stops.map { $0.attributes["stop-color"] } == ["#FF3B30", "#007AFF"])
        #expect(stops[1].attributes["stop-opacity"] == "0.5")
        let id = try #require(lg.attributes["id"])
        #expect(doc.drawn.contains { $0.attributes["fill"] == "url(#\(id))" })

        let radial = try svgElements(RadialGradient(colors: [.white, .black], center: .center, startRadius: 5, endRadius: 10))
        let rg = try #require(radial.elements.first { $0.name == "radialGradient" })
        #expect(rg.attributes["cx"] == "20" && rg.attributes["cy"] == "10" && rg.attributes["r"] == "10")
        // The start radius folds into the stops: 5 / 10 → offsets 0.5 and 1.
        #expect(radial.elements.filter { $0.name == "stop" }.map { $0.attributes["offset"] } == ["0.5", "1"])
        let elliptical = try svgElements(EllipticalGradient(colors: [.white, .black]))
        let eg = try #require(elliptical.elements.first { $0.name == "radialGradient" })
        // Radii (20, 10): r 20, scaled by 0.5 vertically about y = 10.
        #expect(eg.attributes["r"] == "20" && eg.attributes["gradientTransform"] == "matrix(1 0 0 0.5 0 5)")
    }

    @Test("SVG approximates an angular gradient by 64 wedges clipped to the shape")
    func svgAngular() throws {
        let doc = try svgElements(Circle().fill(AngularGradient(colors: [.black, .white], center: .center)).frame(width: 20, height: 20))
        #expect(doc.elements.contains { $0.name == "clipPath" })
        let wedges = doc.elements.filter { $0.name == "path" && $0.attributes["data-view"] == nil }
        // 64 wedges plus the clip path's own path.
        #expect(wedges.count == 65)
        // The first wedge's middle is at t = 0.5 / 64 → 255 × 0.0078 = 2 → #020202.
        #expect(wedges.dropFirst().first?.attributes["fill"] == "#020202")
    }

    /// The PNG renderer evaluates a gradient through ``RenderGradient/colorFunction()``:
    /// every point gets the colour of ``RenderGradient/color(at:)``, for each kind, stops in
    /// order or not (a location that is not finite among them), one stop and none.
    @Test func colorFunctionGivesColorAt() {
        let stops: [[Gradient.Stop]] = [
            [.init(color: .red, location: 0), .init(color: .blue, location: 0.4), .init(color: Color(red: 0.2, green: 0.9, blue: 0.1, opacity: 0.5), location: 1)],
            [.init(color: .green, location: 0.8), .init(color: .white, location: 0.1), .init(color: .black, location: .nan), .init(color: .orange, location: 0.1)],
            [.init(color: .yellow, location: 0.3)],
            [],
        ]
        let kinds: [RenderGradient.Kind] = [
            .linear(start: CGPoint(x: 3, y: 4), end: CGPoint(x: 37, y: 15)),
            .linear(start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5)),
            .elliptical(center: CGPoint(x: 20, y: 10), startRadius: CGSize(width: 2, height: 2), endRadius: CGSize(width: 18, height: 9)),
            .angular(center: CGPoint(x: 20, y: 10), startAngle: 0.3, endAngle: 5.1),
        ]
        var differing = 0, points = 0
        for s in stops {
            for kind in kinds {
                let gradient = RenderGradient(gradient: Gradient(stops: s), kind: kind)
                let color = gradient.colorFunction()
                for y in stride(from: -4.25, through: 24, by: 0.75) {
                    for x in stride(from: -4.5, through: 44, by: 0.5) {
                        let p = CGPoint(x: x, y: y)
                        if color(p) != gradient.color(at: p) { differing += 1 }
                        points += 1
                    }
                }
            }
        }
        #expect(differing == 0 && points > 10_000)
    }
}
