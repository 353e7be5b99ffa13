import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// `.compositingGroup()`: a light square multiplied inside a group, the group half over a
/// dark square (grey 192 over grey 64, each 20 × 20, on a 40 × 20 white page).
@Suite("Compositing groups (SVG and PNG)")
struct CompositingGroupRenderTests {
    private func squares(grouped: Bool) -> some View {
        let light = ZStack {
            Color(red: 192 / 255, green: 192 / 255, blue: 192 / 255).frame(width: 20, height: 20).blendMode(.multiply)
        }
        return ZStack(alignment: .topLeading) {
            Color(red: 64 / 255, green: 64 / 255, blue: 64 / 255).frame(width: 20, height: 20)
            if grouped {
                light.compositingGroup().offset(x: 10)
            } else {
                light.offset(x: 10)
            }
        }
        .frame(width: 40, height: 20, alignment: .topLeading)
    }

    @Test("PNG: inside a group the blend mode meets only the group's own drawing")
    func png() {
        // Without a group the light square multiplies with the dark one: 192 × 64 / 255.
        #expect(canvas(host(squares(grouped: false)), scale: 1).rgba(15, 10) == RGBA(48, 48, 48))
        // In a group it multiplies with nothing (the group's empty layer) and then covers
        // the dark square as a plain drawing.
        #expect(canvas(host(squares(grouped: true)), scale: 1).rgba(15, 10) == RGBA(192, 192, 192))
        // The dark square alone is untouched either way.
        #expect(canvas(host(squares(grouped: true)), scale: 1).rgba(5, 10) == RGBA(64, 64, 64))
    }

    @Test("SVG: the group is isolated")
    func svg() {
        let h = host(squares(grouped: true), width: 40, height: 20)
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        #expect(svg.contains("isolation:isolate"))
        let plain = host(squares(grouped: false), width: 40, height: 20)
        #expect(!SVGRenderer(measurer: TestFonts.measurer).render(plain.renderTree(), size: plain.size).contains("isolation"))
    }
}
