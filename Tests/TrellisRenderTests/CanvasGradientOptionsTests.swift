import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// A Canvas gradient's options (`GraphicsContext.GradientOptions`) in the PNG and SVG
/// renderers: `.repeat` starts the gradient again past its end, `.mirror` runs it back,
/// `.linearColor` mixes in linear light. Canvases fill a 40 × 20 host at scale 1.
@Suite("Canvas gradient options")
struct CanvasGradientOptionsTests {
    /// A canvas filled with black → white from x 0 to x `length`, with `options`.
    private func filled(length: CGFloat = 10, _ options: GraphicsContext.GradientOptions) -> TrellisLayout.Canvas<EmptyView> {
        TrellisLayout.Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero,
                                               endPoint: CGPoint(x: length, y: 0), options: options))
        }
    }

    private func pixels(_ options: GraphicsContext.GradientOptions, length: CGFloat = 10) -> TrellisRaster.Canvas {
        canvas(host(filled(length: length, options)), scale: 1)
    }

    @Test("without options the end colour continues")
    func pad() {
        let c = pixels([])
        // Pixel centre 2.5: t = 0.25, a quarter of the way in sRGB's values.
        #expect((63...65).contains(c.rgba(2, 10).r))
        #expect(c.rgba(15, 10) == white)
    }

    @Test(".repeat starts again at each whole t")
    func repeats() {
        let c = pixels(.repeat)
        #expect((63...65).contains(c.rgba(2, 10).r))
        // Pixel centre 15.5: t = 1.55, painted as 0.55.
        #expect((139...141).contains(c.rgba(15, 10).r))
        // Pixel centre 32.5: t = 3.25, painted as 0.25.
        #expect((63...65).contains(c.rgba(32, 10).r))
    }

    @Test(".mirror runs back and forth, alone or with .repeat")
    func mirrors() {
        for options: GraphicsContext.GradientOptions in [.mirror, [.repeat, .mirror]] {
            let c = pixels(options)
            #expect((63...65).contains(c.rgba(2, 10).r))
            // t = 1.55 is painted as 0.45, t = 2.55 as 0.55.
            #expect((114...116).contains(c.rgba(15, 10).r))
            #expect((139...141).contains(c.rgba(25, 10).r))
        }
    }

    @Test(".linearColor mixes in linear light")
    func linearColor() {
        let srgb = pixels([], length: 40)
        let linear = pixels(.linearColor, length: 40)
        // Pixel centre 20.5: t = 0.5125. In sRGB's values 0.5125 × 255; in linear light
        // the sRGB encoding of 0.5125, 0.7435 × 255.
        #expect((130...131).contains(srgb.rgba(20, 10).r))
        #expect((189...190).contains(linear.rgba(20, 10).r))
        // Pixel centre 0.5: t = 0.0125, encoded 0.115.
        #expect((28...30).contains(linear.rgba(0, 10).r))
    }

    @Test("SVG: spreadMethod for .repeat and .mirror, and stops in between for .linearColor")
    func svg() {
        func markup(_ options: GraphicsContext.GradientOptions) -> String {
            let h = host(filled(options))
            return SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        }
        #expect(markup(.repeat).contains("x2=\"10\" y2=\"0\" spreadMethod=\"repeat\">"))
        #expect(markup(.mirror).contains("x2=\"10\" y2=\"0\" spreadMethod=\"reflect\">"))
        #expect(!markup([]).contains("spreadMethod"))
        let linear = markup(.linearColor)
        #expect(linear.components(separatedBy: "<stop ").count - 1 == 9)
        // The middle stop (t = 0.5) is linear light's half, encoded: 0.7354 × 255 = 188.
        #expect(linear.contains("<stop offset=\"0.5\" stop-color=\"#BCBCBC\"/>"))
    }
}
