import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// The colour scheme in pictures: a `Color.primary` square (10 × 10, centred) on black,
/// on a 40 × 20 page.
@Suite("Colour scheme (SVG and PNG)")
struct ColorSchemeRenderTests {
    private struct Square: View {
        var body: some View {
            ZStack {
                Color.black
                Color.primary.frame(width: 10, height: 10)
            }
        }
    }

    @Test("primary is black in the light scheme and white in the dark, in PNG and SVG")
    func primaryBothWays() throws {
        let light = host(Square())
        #expect(canvas(light, scale: 1).rgba(20, 10) == RGBA(0, 0, 0))

        let dark = host(Square().environment(\.colorScheme, .dark))
        #expect(canvas(dark, scale: 1).rgba(20, 10) == white)
        #expect(canvas(dark, scale: 1).rgba(5, 10) == RGBA(0, 0, 0))

        let preferred = host(Square().preferredColorScheme(.dark))
        #expect(canvas(preferred, scale: 1).rgba(20, 10) == white)

        let svg = SVGRenderer(measurer: TestFonts.measurer).render(dark.renderTree(), size: dark.size)
        let doc = try XMLElements.parse(svg)
        let fills = doc.drawn.compactMap { $0.attributes["fill"] }
        #expect(fills == ["#000000", "#FFFFFF"])
    }
}
