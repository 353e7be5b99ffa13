import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// A horizontal segment through the middle of the frame, `margin` in from each side.
private struct Segment: Shape {
    var margin: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + margin, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX - margin, y: rect.midY))
        return p
    }
}

private let black = RGBA(0, 0, 0)
private let whitePage = RGBA(255, 255, 255)

@Suite("Stroke styles (SVG and PNG)")
struct StrokeStyleRenderTests {
    func svgDrawn<V: View>(_ view: V) throws -> [(name: String, attributes: [String: String])] {
        let h = host(view, width: 40, height: 20)
        return try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)).drawn
    }

    @Test("a dashed line: dash pixels are black, gap pixels are the page")
    func dashes() {
        // The segment runs along y = 10 from x 0 to 40, 4 wide (y 8…12); dashes cover
        // x 0…5, 10…15, 20…25, 30…35.
        let view = Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4, dash: [5, 5]))
        let c = canvas(host(view), scale: 1)
        #expect(c.rgba(2, 9) == black)
        #expect(c.rgba(12, 10) == black)
        #expect(c.rgba(7, 9) == whitePage)
        #expect(c.rgba(17, 10) == whitePage)
        #expect(c.rgba(37, 9) == whitePage)
        // Off the line's width.
        #expect(c.rgba(2, 13) == whitePage)
    }

    @Test("the dash phase shifts the pattern; an invalid pattern strokes solid")
    func phaseAndInvalid() {
        let shifted = canvas(host(Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4, dash: [5], dashPhase: 5))), scale: 1)
        // Phase 5 starts in the gap: on for x 5…10, 15…20.
        #expect(shifted.rgba(2, 9) == whitePage)
        #expect(shifted.rgba(7, 9) == black)
        #expect(shifted.rgba(12, 9) == whitePage)
        let solid = canvas(host(Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4, dash: [-1, 2]))), scale: 1)
        #expect(solid.rgba(7, 9) == black && solid.rgba(17, 10) == black)
    }

    @Test("caps: butt ends at the end point, square and round reach half the width beyond")
    func caps() {
        // The segment runs x 10…30 at y = 10, 4 wide.
        func picture(_ cap: CGLineCap) -> Canvas {
            canvas(host(Segment(margin: 10).stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4, lineCap: cap))), scale: 1)
        }
        let butt = picture(.butt), square = picture(.square), round = picture(.round)
        #expect(butt.rgba(10, 9) == black && butt.rgba(9, 9) == whitePage && butt.rgba(30, 9) == whitePage)
        // Square: x 8…32, full pixels to the corner.
        #expect(square.rgba(8, 8) == black && square.rgba(31, 11) == black && square.rgba(7, 9) == whitePage)
        // Round: a semicircle of radius 2 around (10, 10). Pixel (9, 9) has all its corners
        // within 1.42 of it: covered; pixel (8, 9) reaches 2.24 away: partly covered; pixel
        // (7, 9) lies 2 or more away: empty.
        #expect(round.rgba(9, 9) == black)
        #expect(round.rgba(8, 9) != black && round.rgba(8, 9) != whitePage)
        #expect(round.rgba(8, 8) != black && round.rgba(7, 9) == whitePage)
    }

    @Test("strokeBorder with a style lies inside the frame")
    func strokeBorder() {
        // Frame (10, 5, 20, 10); the 4-wide border covers x 10…14 and 26…30.
        let view = Rectangle().strokeBorder(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4)).frame(width: 20, height: 10)
        let c = canvas(host(view), scale: 1)
        #expect(c.rgba(10, 10) == black && c.rgba(13, 10) == black && c.rgba(29, 10) == black)
        #expect(c.rgba(9, 10) == whitePage && c.rgba(14, 10) == whitePage && c.rgba(30, 10) == whitePage)
    }

    @Test("the same tree gives byte-identical PNGs")
    func deterministic() {
        let view = Circle().stroke(Color.blue, style: TrellisLayout.StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 3], dashPhase: 1))
            .frame(width: 16, height: 16)
        let a = canvas(host(view), scale: 2).pngData(), b = canvas(host(view), scale: 2).pngData()
        #expect(a == b && !a.isEmpty)
    }

    @Test("SVG writes caps, joins, the miter limit and dashes as attributes")
    func svgAttributes() throws {
        let styled = try svgDrawn(Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel,
                                                                                            dash: [5], dashPhase: 2.5)))
        try #require(styled.count == 1)
        let a = styled[0].attributes
        #expect(a["stroke-width"] == "4" && a["stroke-linecap"] == "round" && a["stroke-linejoin"] == "bevel")
        #expect(a["stroke-dasharray"] == "5 5" && a["stroke-dashoffset"] == "2.5")
        #expect(a["stroke-miterlimit"] == nil)
        // Miter joins always write SwiftUI's limit (SVG's default is 4).
        let miter = try svgDrawn(Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 2)))
        #expect(miter.first?.attributes["stroke-miterlimit"] == "10")
        #expect(miter.first?.attributes["stroke-linecap"] == nil && miter.first?.attributes["stroke-dasharray"] == nil)
        // An invalid pattern is left out (solid); `stroke(_:lineWidth:)` writes no style attributes.
        let invalid = try svgDrawn(Segment().stroke(Color.black, style: TrellisLayout.StrokeStyle(lineWidth: 2, dash: [0, 0])))
        #expect(invalid.first?.attributes["stroke-dasharray"] == nil)
        let plain = try svgDrawn(Segment().stroke(Color.black, lineWidth: 2))
        #expect(plain.first?.attributes["stroke-miterlimit"] == nil)
    }
}
