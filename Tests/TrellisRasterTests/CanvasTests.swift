import Foundation
import Testing
@testable import TrellisRaster

@Suite struct CanvasTests {
    /// A background is written by doubling the filled part: every pixel is the colour, for
    /// counts that are and are not powers of two.
    @Test func backgroundFillsEveryPixel() {
        let px = PremultipliedPixel(r: 10, g: 20, b: 30, a: 40)
        for count in [0, 1, 2, 3, 4, 5, 7, 8, 9, 1_000, 1_024, 1_025] {
            let filled = Canvas.filled(count: count, px)
            #expect(filled == Array([[UInt8]](repeating: [10, 20, 30, 40], count: count).joined()), "\(count) pixels")
        }
        let canvas = Canvas(width: 33, height: 7, background: .white)
        #expect(canvas.premultipliedRGBA == [UInt8](repeating: 255, count: 33 * 7 * 4))
    }

    @Test func sourceOverBlending() {
        let canvas = Canvas(width: 4, height: 4, background: .white)
        canvas.fill(TestSupport.rectPath(0, 0, 4, 4), color: RasterColor(r: 0, g: 0, b: 1, a: 0.5))
        // src (0,0,128,128); dst (255,255,255,255): r = 0 + round(255·127/255) = 127, b = 128 + 127 = 255.
        #expect(canvas.pixel(x: 1, y: 1) == (127, 127, 255, 255))
        let clear = Canvas(width: 4, height: 4)
        clear.fill(TestSupport.rectPath(0, 0, 4, 4), color: RasterColor(r: 0, g: 0, b: 1, a: 0.5))
        clear.fill(TestSupport.rectPath(0, 0, 4, 4), color: RasterColor(r: 0, g: 0, b: 1, a: 0.5))
        // First 128; then 128 + round(128·127/255) = 128 + 64 = 192.
        #expect(clear.premultipliedPixel(x: 0, y: 0) == PremultipliedPixel(r: 0, g: 0, b: 192, a: 192))
    }

    @Test func rectClip() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.pushClip(rect: RasterRect(x: 0, y: 0, width: 5.5, height: 10))
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .red)
        #expect(canvas.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 5, y: 2) == (255, 0, 0, 128))
        #expect(canvas.pixel(x: 7, y: 2) == (0, 0, 0, 0))
        #expect(canvas.clipDepth == 1)
        canvas.popClip()
        #expect(canvas.clipDepth == 0)
        canvas.fill(TestSupport.rectPath(6, 0, 10, 10), color: .blue)
        #expect(canvas.pixel(x: 7, y: 2) == (0, 0, 255, 255))
    }

    @Test func perCallClipArgument() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .red, clip: RasterRect(x: 0, y: 0, width: 3, height: 10))
        #expect(canvas.pixel(x: 2, y: 5) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 3, y: 5).a == 0)
        #expect(canvas.clipDepth == 0)
        canvas.stroke(TestSupport.rectPath(1, 1, 9, 9), color: .blue, style: StrokeStyle(lineWidth: 2),
                      clip: RasterRect(x: 5, y: 0, width: 5, height: 10))
        #expect(canvas.pixel(x: 8, y: 5) == (0, 0, 255, 255))
        #expect(canvas.pixel(x: 1, y: 5) == (255, 0, 0, 255))
        #expect(canvas.clipDepth == 0)
    }

    @Test func nestedClipsIntersectAndTransformApplies() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.pushClip(rect: RasterRect(x: 0, y: 0, width: 6, height: 10))
        canvas.pushClip(rect: RasterRect(x: 2, y: 0, width: 2, height: 10), transform: .scale(x: 2, y: 1))
        // Second clip in device space: x 4...8; intersection: x 4...6.
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .green)
        #expect(canvas.pixel(x: 3, y: 0).a == 0)
        #expect(canvas.pixel(x: 4, y: 0) == (0, 255, 0, 255))
        #expect(canvas.pixel(x: 5, y: 9) == (0, 255, 0, 255))
        #expect(canvas.pixel(x: 6, y: 0).a == 0)
        canvas.popClip()
        canvas.popClip()
        canvas.popClip()  // extra pop is a no-op
        #expect(canvas.clipCoverage(x: 8, y: 8) == 1)
    }

    @Test func pathMaskClip() {
        let canvas = Canvas(width: 20, height: 20)
        var circle = RasterPath()
        circle.addCircle(center: RasterPoint(x: 10, y: 10), radius: 5)
        canvas.pushClip(path: circle)
        canvas.fill(TestSupport.rectPath(0, 0, 20, 20), color: .black)
        #expect(canvas.pixel(x: 10, y: 10) == (0, 0, 0, 255))
        #expect(canvas.pixel(x: 2, y: 2).a == 0)
        let direct = Canvas(width: 20, height: 20)
        direct.fill(circle, color: .black)
        // Clipping a full-canvas fill to the circle equals filling the circle.
        #expect(canvas.premultipliedRGBA == direct.premultipliedRGBA)
    }

    @Test func layerOpacityCompositesOnce() {
        let canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.beginLayer(opacity: 0.5)
        #expect(canvas.layerDepth == 1)
        canvas.fill(TestSupport.rectPath(0, 0, 6, 10), color: .red)
        canvas.fill(TestSupport.rectPath(4, 0, 10, 10), color: .red)
        // Not visible until the layer ends.
        #expect(canvas.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        canvas.endLayer()
        // Layer pixel (255,0,0,255) · 128/255 → (128,0,0,128) over white:
        // r = 128 + round(255·127/255) = 255, g = 0 + 127, alpha 255.
        #expect(canvas.pixel(x: 1, y: 5) == (255, 127, 127, 255))
        #expect(canvas.pixel(x: 5, y: 5) == (255, 127, 127, 255))  // overlap composited once
        #expect(canvas.pixel(x: 8, y: 5) == (255, 127, 127, 255))
        canvas.endLayer()  // unbalanced: no-op
        #expect(canvas.layerDepth == 0)

        // Without a layer the overlap is darker.
        let plain = Canvas(width: 10, height: 10, background: .white)
        plain.fill(TestSupport.rectPath(0, 0, 6, 10), color: RasterColor.red.withOpacity(0.5))
        plain.fill(TestSupport.rectPath(4, 0, 10, 10), color: RasterColor.red.withOpacity(0.5))
        #expect(plain.pixel(x: 5, y: 5) == (255, 63, 63, 255))
    }

    @Test func nestedLayers() {
        let canvas = Canvas(width: 4, height: 4)
        canvas.beginLayer(opacity: 0.5)
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(TestSupport.rectPath(0, 0, 4, 4), color: .black)
        canvas.endLayer()
        canvas.endLayer()
        // 255 → 128 → round(128·128/255) = 64.
        #expect(canvas.pixel(x: 0, y: 0) == (0, 0, 0, 64))
    }

    @Test func drawImageIdentityAndBilinear() {
        // 2×1 image: black, white (opaque).
        let image = RasterImage(width: 2, height: 1, straightRGBA: [0, 0, 0, 255, 255, 255, 255, 255])
        let a = Canvas(width: 2, height: 1)
        a.drawImage(image, in: RasterRect(x: 0, y: 0, width: 2, height: 1))
        #expect(a.rgbaBytes == [0, 0, 0, 255, 255, 255, 255, 255])

        let b = Canvas(width: 4, height: 1)
        b.drawImage(image, in: RasterRect(x: 0, y: 0, width: 4, height: 1))
        // Centres 0.5, 1.5, 2.5, 3.5 map to image x 0.25, 0.75, 1.25, 1.75 → weights give
        // 0, 63.75, 191.25, 255 → 0, 64, 191, 255.
        #expect(b.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        #expect(b.pixel(x: 1, y: 0) == (64, 64, 64, 255))
        #expect(b.pixel(x: 2, y: 0) == (191, 191, 191, 255))
        #expect(b.pixel(x: 3, y: 0) == (255, 255, 255, 255))
    }

    @Test func drawImageWithOpacityTransformAndCanvasSource() {
        let source = Canvas(width: 2, height: 2, background: .red)
        let canvas = Canvas(width: 8, height: 8)
        canvas.drawImage(source, in: RasterRect(x: 0, y: 0, width: 2, height: 2),
                         transform: .translation(x: 3, y: 3), opacity: 0.5)
        #expect(canvas.pixel(x: 3, y: 3) == (255, 0, 0, 128))
        #expect(canvas.pixel(x: 4, y: 4) == (255, 0, 0, 128))
        #expect(canvas.pixel(x: 5, y: 5).a == 0)
        #expect(canvas.pixel(x: 2, y: 3).a == 0)
        // Half-pixel offset: the edge pixel gets half coverage.
        let edge = Canvas(width: 8, height: 8)
        edge.drawImage(rgba: [0, 0, 255, 255], width: 1, height: 1, in: RasterRect(x: 1.5, y: 0, width: 4, height: 8))
        #expect(edge.pixel(x: 1, y: 4) == (0, 0, 255, 128))
        #expect(edge.pixel(x: 3, y: 4) == (0, 0, 255, 255))
    }

    @Test func rgbaBytesAreStraight() {
        let canvas = Canvas(width: 1, height: 1, background: RasterColor(r: 1, g: 0, b: 0, a: 0.5))
        #expect(canvas.premultipliedRGBA == [128, 0, 0, 128])
        #expect(canvas.rgbaBytes == [255, 0, 0, 128])
    }
}
