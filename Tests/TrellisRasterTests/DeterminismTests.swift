import Foundation
import Testing
@testable import TrellisRaster

@Suite struct DeterminismTests {
    /// A fixed scene touching every feature: fills, both rules, curves, strokes with all caps/joins,
    /// dashes, clips, layers and images.
    static func scene() -> Canvas {
        let canvas = Canvas(width: 64, height: 48, background: RasterColor(r: 0.95, g: 0.95, b: 0.9))
        var rr = RasterPath()
        rr.addRoundedRect(in: RasterRect(x: 4, y: 4, width: 40, height: 24), cornerRadius: 6, style: .continuous)
        canvas.fill(rr, color: RasterColor(r: 0.1, g: 0.5, b: 0.9, a: 0.8))
        var star = RasterPath()
        star.moveTo(40, 6); star.lineTo(48, 30); star.lineTo(28, 14); star.lineTo(52, 14); star.lineTo(32, 30)
        star.close()
        canvas.fill(star, color: RasterColor(r: 1, g: 0.8, b: 0, a: 0.9), rule: .evenOdd)
        var curve = RasterPath()
        curve.moveTo(2, 44); curve.quadTo(20, 20, 38, 44); curve.cubicTo(44, 30, 54, 50, 62, 36)
        canvas.stroke(curve, color: .black, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        canvas.stroke(rr, color: .red, style: StrokeStyle(lineWidth: 1, lineJoin: .miter, dash: [3, 2]))
        canvas.pushClip(rect: RasterRect(x: 30.5, y: 20.25, width: 30, height: 20))
        canvas.beginLayer(opacity: 0.6)
        var e = RasterPath()
        e.addEllipse(in: RasterRect(x: 34, y: 18, width: 28, height: 26))
        canvas.fill(e, color: .green, transform: RasterTransform.rotation(cos: 0.8, sin: 0.6)
            .concatenating(.translation(x: 20, y: -30)))
        canvas.fill(TestSupport.rectPath(40, 24, 60, 40), color: RasterColor(r: 0.5, g: 0, b: 0.5))
        canvas.endLayer()
        canvas.popClip()
        let image = RasterImage(width: 2, height: 2, straightRGBA: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                    0, 0, 255, 255, 255, 255, 255, 128])
        canvas.drawImage(image, in: RasterRect(x: 2, y: 30, width: 12, height: 12), opacity: 0.9)
        return canvas
    }

    @Test func sceneIsReproducible() {
        let a = DeterminismTests.scene().pngData()
        let b = DeterminismTests.scene().pngData()
        #expect(a == b)
    }

    @Test func scenePNGChecksumIsPinned() throws {
        let png = DeterminismTests.scene().pngData()
        // Pinned: any change to geometry, rasterization, compositing, filtering or Deflate shows up here.
        #expect(png.count == 2682)
        #expect(CRC32.checksum(png) == 0x2216_411F)
        let pixels = DeterminismTests.scene().premultipliedRGBA
        #expect(CRC32.checksum(pixels) == 0x31CE_2C02)
        // The decoded PNG equals the canvas' straight pixels.
        #expect(try PNG.decode(png).rgba == DeterminismTests.scene().rgbaBytes)
    }
}
