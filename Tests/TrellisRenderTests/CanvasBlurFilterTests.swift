import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// `GraphicsContext.addFilter(.blur(radius:))`: what is drawn after it in that context is
/// blurred (σ = the radius), in PNG and SVG; what was drawn before stays sharp.
@Suite("Canvas blur filter")
struct CanvasBlurFilterTests {
    private let white = RGBA(255, 255, 255)

    private func scene(blur: CGFloat?, options: GraphicsContext.BlurOptions = []) -> HostingView<TrellisLayout.Canvas<EmptyView>> {
        host(TrellisLayout.Canvas { context, _ in
            // Sharp: drawn before the filter.
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 60)), with: .color(Color(red: 0, green: 0, blue: 1)))
            if let blur { context.addFilter(.blur(radius: blur, options: options)) }
            context.fill(Path(CGRect(x: 30, y: 20, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }, width: 80, height: 60)
    }

    @Test("PNG: the drawing after the filter spreads; the one before does not")
    func png() {
        let sharp = canvas(scene(blur: nil), scale: 1), blurred = canvas(scene(blur: 4), scale: 1)
        // Unblurred: pure red inside, white one pixel outside.
        #expect(sharp.rgba(29, 30) == white)
        #expect(sharp.rgba(30, 30) == RGBA(255, 0, 0))
        // Blurred: the edge pixels are a mix, the square's middle still nearly red, and
        // 12 pixels out (3σ) nearly white.
        let edgeOut = blurred.rgba(29, 30), edgeIn = blurred.rgba(30, 30)
        #expect(edgeOut.r == 255 && (90...170).contains(edgeOut.g))
        #expect(edgeIn.r == 255 && (70...150).contains(edgeIn.g) && edgeIn.g < edgeOut.g)
        #expect(blurred.rgba(40, 30).g < 20)
        #expect(blurred.rgba(18, 30).g > 245)
        // The blue bar, drawn before the filter, is as sharp as without it.
        #expect(blurred.rgba(9, 30) == RGBA(0, 0, 255))
        #expect(blurred.rgba(10, 30) == white)
    }

    @Test("an opaque blur draws nothing outside the canvas and keeps its edges opaque")
    func opaque() {
        let c = canvas(host(TrellisLayout.Canvas { context, size in
            context.addFilter(.blur(radius: 4, options: .opaque))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 40, height: 40).padding(10), width: 60, height: 60), scale: 1)
        #expect(c.rgba(10, 10) == RGBA(255, 0, 0))
        #expect(c.rgba(8, 30) == white)
    }

    @Test("SVG: a group with an feGaussianBlur of the radius")
    func svg() throws {
        let h = scene(blur: 4)
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        let doc = try XMLElements.parse(svg)
        let blurs = doc.elements.filter { $0.name == "feGaussianBlur" }
        #expect(blurs.count == 1)
        #expect(blurs.first?.attributes["stdDeviation"] == "4")
        #expect(!SVGRenderer(measurer: TestFonts.measurer).render(scene(blur: nil).renderTree(), size: h.size).contains("feGaussianBlur"))
    }

    @Test("a negative radius is reported and draws unblurred; zero draws unblurred")
    func badRadius() {
        let h = scene(blur: -3)
        _ = h.renderTree()
        #expect(h.diagnostics.contains { $0.kind == .invalidDrawing && $0.message.contains("negative") })
        #expect(canvas(h, scale: 1).premultipliedRGBA == canvas(scene(blur: nil), scale: 1).premultipliedRGBA)
        #expect(canvas(scene(blur: 0), scale: 1).premultipliedRGBA == canvas(scene(blur: nil), scale: 1).premultipliedRGBA)
    }
}
