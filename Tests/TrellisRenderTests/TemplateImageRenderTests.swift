import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// `Image.renderingMode(.template)`: the image's coverage filled with the foreground
/// colour; `.original` (and no mode) keeps its colours.
@Suite("Template images")
struct TemplateImageRenderTests {
    private func allNodes(_ n: RenderNode) -> [RenderNode] { [n] + n.children.flatMap(allNodes) }

    /// A 2×1 image: left pixel opaque blue, right pixel transparent.
    private func register() {
        let png = PNG.encode(width: 2, height: 1, rgba: [0, 0, 255, 255, 0, 255, 0, 0])
        ImageAssets.register("template-test-pair", pixelWidth: 2, pixelHeight: 1, pngData: png)
    }

    @Test("a template draws the foreground colour where the image is opaque, nothing where it is clear")
    func png() {
        register()
        let view = Image("template-test-pair").renderingMode(.template).resizable()
            .frame(width: 20, height: 10).foregroundColor(.red)
        let c = canvas(host(view), scale: 1)
        // The frame spans x 10…30: the left half is the opaque pixel, drawn red (255, 59, 48).
        #expect(c.rgba(12, 10) == RGBA(255, 59, 48))
        #expect(c.rgba(27, 10) == RGBA(255, 255, 255))
        let original = canvas(host(Image("template-test-pair").renderingMode(.original).resizable()
            .frame(width: 20, height: 10).foregroundColor(.red)), scale: 1)
        #expect(original.rgba(12, 10) == RGBA(0, 0, 255))
    }

    @Test("the render tree carries the tint; the SVG masks a rectangle of it with the image")
    func svg() {
        register()
        let h = host(Image("template-test-pair").renderingMode(.template).resizable()
            .frame(width: 20, height: 10).foregroundColor(.red))
        let tinted = allNodes(h.renderTree()).compactMap(\.imageTint)
        #expect(tinted == [Color.red])
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        #expect(svg.contains("style=\"mask-type:alpha\"><image"))
        #expect(svg.contains("fill=\"#FF3B30\"") && svg.contains("mask=\"url(#mask1)\""))
        // Without a mode the image keeps its colours: no tint.
        let plain = host(Image("template-test-pair").resizable().frame(width: 20, height: 10))
        #expect(allNodes(plain.renderTree()).allSatisfy { $0.imageTint == nil })
    }

    @Test("the pixels of a template: the tint at the tint's opacity times the pixel's")
    func templatePixels() {
        let image = RasterImage(width: 2, height: 1, straightRGBA: [10, 20, 30, 255, 200, 100, 50, 128])
        let t = PNGRenderer.template(image, tint: RasterColor(r: 1, g: 0, b: 0, a: 0.5))
        // Premultiplied: opaque pixel → (128, 0, 0, 128); half-covered → (64, 0, 0, 64).
        #expect(t.premultipliedRGBA == [128, 0, 0, 128, 64, 0, 0, 64])
    }
}
