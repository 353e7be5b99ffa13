import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// `.blendMode`: a square of grey 192 half over a square of grey 64, both 20 × 20, on a
/// 40 × 20 white page: the dark square at x 0…20, the light one at 10…30.
@Suite("Blend modes (SVG and PNG)")
struct BlendModeRenderTests {
    private func squares(_ mode: BlendMode) -> some View {
        ZStack(alignment: .topLeading) {
            Color(red: 64 / 255, green: 64 / 255, blue: 64 / 255).frame(width: 20, height: 20)
            Color(red: 192 / 255, green: 192 / 255, blue: 192 / 255).frame(width: 20, height: 20)
                .blendMode(mode)
                .offset(x: 10)
        }
        .frame(width: 40, height: 20, alignment: .topLeading)
    }

    /// Where the squares overlap (x 15), over the dark square; where only the light one
    /// is (x 25), over the white page.
    private func pixels(_ mode: BlendMode) -> (overlap: RGBA, page: RGBA) {
        let c = canvas(host(squares(mode)), scale: 1)
        return (c.rgba(15, 10), c.rgba(25, 10))
    }

    @Test("the listed modes in PNG, against the W3C formulas")
    func png() {
        #expect(pixels(.normal) == (RGBA(192, 192, 192), RGBA(192, 192, 192)))
        #expect(pixels(.multiply) == (RGBA(48, 48, 48), RGBA(192, 192, 192)))
        #expect(pixels(.screen) == (RGBA(208, 208, 208), white))
        #expect(pixels(.overlay) == (RGBA(96, 96, 96), white))
        #expect(pixels(.darken) == (RGBA(64, 64, 64), RGBA(192, 192, 192)))
        #expect(pixels(.lighten) == (RGBA(192, 192, 192), white))
        #expect(pixels(.plusLighter) == (white, white))
        #expect(pixels(.difference) == (RGBA(128, 128, 128), RGBA(63, 63, 63)))
        // The dark square alone is untouched.
        #expect(canvas(host(squares(.multiply)), scale: 1).rgba(5, 10) == RGBA(64, 64, 64))
    }

    @Test("SVG: mix-blend-mode on the view's group; the modes CSS lacks")
    func svg() throws {
        func groups(_ mode: BlendMode) throws -> [String] {
            let h = host(squares(mode))
            let doc = try XMLElements.parse(SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size))
            return doc.elements.compactMap { $0.attributes["style"] }
        }
        #expect(try groups(.multiply) == ["mix-blend-mode:multiply"])
        #expect(try groups(.plusLighter) == ["mix-blend-mode:plus-lighter"])
        #expect(try groups(.colorDodge) == ["mix-blend-mode:color-dodge"])
        #expect(try groups(.plusDarker) == ["mix-blend-mode:color-burn"])
        #expect(try groups(.destinationOut) == [])
        #expect(try groups(.normal) == [])
    }

    @Test("the render tree carries the mode; the dump names it")
    func tree() {
        let h = host(squares(.screen))
        func modes(_ n: RenderNode) -> [BlendMode] { [n.blendMode] + n.children.flatMap(modes) }
        #expect(modes(h.renderTree()).filter { $0 != .normal } == [.screen])
        #expect(h.dump().contains("blendMode(.screen)"))
        #expect(BlendMode.allCases.count == 21)
    }
}
