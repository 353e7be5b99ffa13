import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// The rasterizer's cap (16,384 pixels a side, 2²⁵ in all): a larger picture is refused with
/// `PictureTooLargeError`, never cropped; it is scaled down only when the caller asks.
@Suite("Picture cap")
struct PictureCapTests {
    @Test("20000×20000 points at scale 3 is refused, with the sizes in the message")
    func refusedWithAClearError() throws {
        let h = host(Color.red, width: 20_000, height: 20_000, scale: 3)
        #expect(throws: PictureTooLargeError.self) { try h.pngData(scale: 3) }
        do {
            _ = try PNGRenderer(scale: 3, measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
            Issue.record("no error")
        } catch let error as PictureTooLargeError {
            #expect(error.width == 60_000 && error.height == 60_000)
            #expect(error.description == "picture too large: 60000×60000 pixels (20000×20000 points at scale 3); "
                    + "the rasterizer draws at most 16384 pixels a side and 33554432 pixels in all")
        }
    }

    @Test("each side and the area are capped; non-finite or negative sizes are empty, not too large")
    func checkedPixelSizes() throws {
        let one = PNGRenderer(scale: 1, measurer: TestFonts.measurer)
        #expect(try one.checkedPixelSize(for: CGSize(width: 16_384, height: 2_048)) == (16_384, 2_048))
        #expect(throws: PictureTooLargeError.self) { try one.checkedPixelSize(for: CGSize(width: 16_385, height: 1)) }
        #expect(throws: PictureTooLargeError.self) { try one.checkedPixelSize(for: CGSize(width: 6_000, height: 6_000)) }
        #expect(throws: PictureTooLargeError.self) { try one.checkedPixelSize(for: CGSize(width: 1e300, height: 1)) }
        #expect(try one.checkedPixelSize(for: CGSize(width: CGFloat.nan, height: .infinity)) == (0, 0))
        #expect(try one.checkedPixelSize(for: CGSize(width: -5, height: 3.2)) == (0, 4))
        // 16384 × 2048 = 2²⁵ exactly: allowed; one more row is not.
        #expect(throws: PictureTooLargeError.self) { try one.checkedPixelSize(for: CGSize(width: 16_384, height: 2_049)) }
    }

    @Test("the largest scale that fits: a pixel less on the longer side until it does")
    func largestScale() {
        // 6000² at 1: √(2²⁵ / 6000²) = 0.96544 gives 5793² > 2²⁵, so 5792 (5792² = 33,547,264).
        let s = PNGRenderer.largestScale(for: CGSize(width: 6_000, height: 6_000), atMost: 1)
        #expect((6_000 * s).rounded(.up) == 5_792)
        // 20000² at 3: the side cap is not the limit, the area is: 5792 again.
        let t = PNGRenderer.largestScale(for: CGSize(width: 20_000, height: 20_000), atMost: 3)
        #expect((20_000 * t).rounded(.up) == 5_792)
        // A wide strip: the side cap.
        let u = PNGRenderer.largestScale(for: CGSize(width: 32_768, height: 10), atMost: 2)
        #expect((32_768 * u).rounded(.up) == 16_384 && (10 * u).rounded(.up) == 5)
        // Within the cap the scale is kept; bad scales count as 1.
        #expect(PNGRenderer.largestScale(for: CGSize(width: 390, height: 844), atMost: 3) == 3)
        #expect(PNGRenderer.largestScale(for: CGSize(width: 390, height: 844), atMost: .nan) == 1)
    }

    @Test("ImageRenderer throws beyond the cap, or scales down when asked")
    func imageRenderer() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 20_000, height: 2))
        renderer.textMeasurer = TestFonts.measurer
        #expect(throws: PictureTooLargeError.self) { try renderer.pngData() }
        renderer.scalesDownToFit = true
        let png = try #require(try renderer.pngData())
        let decoded = try PNG.decode(png)
        // 16384 / 20000 = 0.8192: 16384 × 2 (1.6384 rounded up).
        #expect(decoded.width == 16_384 && decoded.height == 2)
    }

    @Test("timelines refuse too large pictures before drawing a frame")
    func timelines() throws {
        let h = host(Color.red, width: 20_000, height: 20_000, scale: 1)
        #expect(throws: PictureTooLargeError.self) { try h.pngFrames(duration: 0.1, framesPerSecond: 10) }
    }
}
