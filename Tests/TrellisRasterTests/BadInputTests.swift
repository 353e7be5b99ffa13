import Foundation
import Testing
@testable import TrellisRaster

@Suite struct BadInputTests {
    @Test func nonFiniteSegmentsAreSkipped() {
        var p = RasterPath()
        p.moveTo(2, 2)
        p.lineTo(8, 2)
        p.lineTo(.nan, .nan)
        p.lineTo(8, .infinity)
        p.quadTo(.nan, 3, 8, 8)
        p.lineTo(8, 8)
        p.lineTo(2, 8)
        p.close()
        let canvas = Canvas(width: 10, height: 10)
        canvas.fill(p, color: .red)
        // Same as the plain 6×6 rectangle.
        #expect(canvas.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(Rasterizer.rasterize(p, width: 10, height: 10).totalCoverage == 36)
        canvas.stroke(p, color: .blue, lineWidth: 1)
        #expect(canvas.pixel(x: 8, y: 5) == (0, 0, 255, 128))
        var allNaN = RasterPath()
        allNaN.moveTo(.nan, 1); allNaN.lineTo(1, .nan)
        #expect(Rasterizer.rasterize(allNaN, width: 10, height: 10) == .empty)
    }

    @Test func hugeCoordinatesAreClamped() {
        let canvas = Canvas(width: 8, height: 8)
        canvas.fill(TestSupport.rectPath(-1e300, -1e300, 1e300, 1e300), color: .black)
        #expect(canvas.premultipliedRGBA == (0..<64).flatMap { _ in [0, 0, 0, 255] as [UInt8] })
        let c2 = Canvas(width: 8, height: 8)
        let m = Double.greatestFiniteMagnitude
        var band = RasterPath()
        band.moveTo(-m, 2); band.lineTo(m, 2); band.lineTo(m, 4); band.lineTo(-m, 4); band.close()
        c2.fill(band, color: .black)
        #expect(c2.pixel(x: 0, y: 2).a == 255 && c2.pixel(x: 7, y: 3).a == 255 && c2.pixel(x: 3, y: 5).a == 0)
        // A rect whose width overflows to +∞ has non-finite corners, which are skipped: nothing drawn.
        let c3 = Canvas(width: 8, height: 8)
        c3.fill(TestSupport.rectPath(-m, 2, m, 4), color: .black)
        #expect(c3.pixel(x: 3, y: 3).a == 0)
    }

    @Test func degenerateCanvasSizes() throws {
        let empty = Canvas(width: 0, height: 0)
        empty.fill(TestSupport.rectPath(0, 0, 10, 10), color: .red)
        empty.stroke(TestSupport.rectPath(0, 0, 10, 10), color: .red, lineWidth: 2)
        empty.pushClip(rect: RasterRect(x: 0, y: 0, width: 1, height: 1))
        empty.beginLayer(opacity: 0.5)
        empty.endLayer()
        empty.popClip()
        #expect(empty.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(empty.rgbaBytes.isEmpty)
        let decoded = try PNG.decode(empty.pngData())
        #expect(decoded.width == 1 && decoded.height == 1 && decoded.rgba == [0, 0, 0, 0])

        let negative = Canvas(width: -5, height: 10)
        #expect(negative.width == 0 && negative.height == 10)
        let wide = Canvas(width: Int.max, height: 3)
        #expect(wide.width == Canvas.maxDimension && wide.height == 3)
        #expect(Canvas(width: 10, height: Int.min).height == 0)
        #expect(PNG.encode(width: -1, height: 5, rgba: []) == PNG.encode(width: 1, height: 1, rgba: [0, 0, 0, 0]))
        #expect(PNG.encode(width: Int.max, height: Int.max, rgba: []) == PNG.encode(width: 0, height: 0, rgba: []))
        // Too few bytes: missing pixels are transparent.
        #expect(try PNG.decode(PNG.encode(width: 2, height: 1, rgba: [1, 2, 3, 4])).rgba == [1, 2, 3, 4, 0, 0, 0, 0])
    }

    @Test func zeroScaleTransformDrawsNothing() {
        let canvas = Canvas(width: 10, height: 10, background: .white)
        let zero = RasterTransform.scale(x: 0, y: 0)
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .black, transform: zero)
        canvas.stroke(TestSupport.rectPath(0, 0, 10, 10), color: .black, lineWidth: 3, transform: zero)
        canvas.drawImage(Canvas(width: 2, height: 2, background: .black), in: RasterRect(x: 0, y: 0, width: 10, height: 10),
                         transform: zero)
        let nan = RasterTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .black, transform: nan)
        canvas.stroke(TestSupport.rectPath(0, 0, 10, 10), color: .black, lineWidth: 3, transform: nan)
        #expect(canvas.rgbaBytes == [UInt8](repeating: 255, count: 400))
        // A clip through a zero-scale transform clips everything away.
        canvas.pushClip(rect: RasterRect(x: 0, y: 0, width: 10, height: 10), transform: zero)
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .black)
        #expect(canvas.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        canvas.popClip()
    }

    @Test func badStrokeAndLayerParameters() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black, lineWidth: .nan)
        canvas.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black, lineWidth: -2)
        canvas.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black,
                      style: StrokeStyle(lineWidth: 1, miterLimit: .nan, dash: [.nan, 1], dashPhase: .infinity))
        // Only the last stroke draws; a NaN miter limit acts as 1 (bevel) → outer corner 0.125 → 32.
        #expect(canvas.pixel(x: 1, y: 1).a == 32)
        #expect(canvas.pixel(x: 1, y: 5).a == 128)
        canvas.beginLayer(opacity: .nan)
        canvas.fill(TestSupport.rectPath(0, 0, 10, 10), color: .black)
        canvas.endLayer()
        #expect(canvas.pixel(x: 5, y: 5).a == 0)
        // A pathological dash pattern (too many dashes) is drawn solid.
        let solid = Canvas(width: 10, height: 10)
        var line = RasterPath()
        line.moveTo(0, 5.5); line.lineTo(10, 5.5)
        solid.stroke(line, color: .black, style: StrokeStyle(lineWidth: 1, dash: [1e-9, 1e-9]))
        #expect(solid.pixel(x: 3, y: 5).a == 255)
    }

    @Test func imagesWithWrongByteCounts() {
        let img = RasterImage(width: 2, height: 2, straightRGBA: [255, 255, 255, 255])
        #expect(img.premultipliedRGBA.count == 16)
        #expect(img.pixel(x: 1, y: 1) == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
        #expect(img.pixel(x: 0, y: 0) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        let neg = RasterImage(width: -3, height: 2, straightRGBA: [1, 2, 3])
        #expect(neg.width == 0 && neg.premultipliedRGBA.isEmpty)
        #expect(neg.sampleBilinear(x: 0, y: 0) == (0, 0, 0, 0))
        let canvas = Canvas(width: 4, height: 4)
        canvas.drawImage(neg, in: RasterRect(x: 0, y: 0, width: 4, height: 4))
        canvas.drawImage(img, in: RasterRect(x: 0, y: 0, width: .nan, height: 4))
        #expect(canvas.rgbaBytes == [UInt8](repeating: 0, count: 64))
    }
}
