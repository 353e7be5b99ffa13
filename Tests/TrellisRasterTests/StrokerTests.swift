import Testing
@testable import TrellisRaster

@Suite struct StrokerTests {
    private func verticalLine(_ x: Double) -> RasterPath {
        var p = RasterPath()
        p.moveTo(x, 0)
        p.lineTo(x, 10)
        return p
    }

    private func strokeMask(_ p: RasterPath, _ style: StrokeStyle, size: Int = 32) -> CoverageMask {
        Rasterizer.rasterize(contours: Stroker.strokeContours(p, style: style), width: size, height: size)
    }

    @Test func onePointLineOnPixelBoundarySplitsCoverage() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.stroke(verticalLine(5.0), color: .black, style: StrokeStyle(lineWidth: 1))
        #expect(canvas.pixel(x: 4, y: 5) == (0, 0, 0, 128))
        #expect(canvas.pixel(x: 5, y: 5) == (0, 0, 0, 128))
        #expect(canvas.pixel(x: 3, y: 5).a == 0)
        #expect(canvas.pixel(x: 6, y: 5).a == 0)
    }

    @Test func onePointLineOnPixelCentreCoversOnePixel() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.stroke(verticalLine(5.5), color: .black, lineWidth: 1)
        #expect(canvas.pixel(x: 5, y: 0) == (0, 0, 0, 255))
        #expect(canvas.pixel(x: 5, y: 9) == (0, 0, 0, 255))
        #expect(canvas.pixel(x: 4, y: 5).a == 0)
        #expect(canvas.pixel(x: 6, y: 5).a == 0)
    }

    @Test func rectangleStrokeWithMiterJoins() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black, lineWidth: 1)
        #expect(canvas.pixel(x: 1, y: 5).a == 128)   // outer half of the left edge
        #expect(canvas.pixel(x: 2, y: 5).a == 128)   // inner half
        #expect(canvas.pixel(x: 1, y: 1).a == 64)    // outer corner: 0.25 → round(63.75)
        #expect(canvas.pixel(x: 2, y: 2).a == 191)   // inner corner: 0.75 → round(191.25)
        #expect(canvas.pixel(x: 5, y: 5).a == 0)
        // Ring area: 7² − 5² = 24.
        let mask = strokeMask(TestSupport.rectPath(2, 2, 8, 8), StrokeStyle(lineWidth: 1), size: 10)
        #expect(abs(mask.totalCoverage - 24) < 1e-9)
    }

    @Test func bevelAndRoundJoins() {
        let bevel = Canvas(width: 10, height: 10)
        bevel.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black, style: StrokeStyle(lineWidth: 1, lineJoin: .bevel))
        #expect(bevel.pixel(x: 1, y: 1).a == 32)    // triangle 0.125 → round(31.875)
        let round = Canvas(width: 10, height: 10)
        round.stroke(TestSupport.rectPath(2, 2, 8, 8), color: .black, style: StrokeStyle(lineWidth: 1, lineJoin: .round))
        let a = round.pixel(x: 1, y: 1).a          // quarter disc π/16 ≈ 0.196 → ≈ 50
        #expect(a >= 47 && a <= 50)
    }

    @Test func miterLimitFallsBackToBevel() {
        // A 20° spike: miter ratio 1/sin(10°) ≈ 5.76.
        var p = RasterPath()
        p.moveTo(2, 20)
        p.lineTo(20, 16.82612)  // 18·tan(10°) = 3.17388
        p.lineTo(2, 13.65224)
        let limited = strokeMask(p, StrokeStyle(lineWidth: 2, miterLimit: 4))
        let sharp = strokeMask(p, StrokeStyle(lineWidth: 2, miterLimit: 10))
        // The miter tip reaches ≈ 5.76 px beyond the corner (triangle ≈ 5.5 px²) only when allowed.
        #expect(sharp.totalCoverage > limited.totalCoverage + 4)
        #expect(limited.coverage(x: 22, y: 16) == 0)
        #expect(sharp.coverage(x: 22, y: 16) > 0.5)
    }

    @Test func capsChangeTheArea() {
        var p = RasterPath()
        p.moveTo(5, 10)
        p.lineTo(15, 10)
        let butt = strokeMask(p, StrokeStyle(lineWidth: 4, lineCap: .butt))
        let square = strokeMask(p, StrokeStyle(lineWidth: 4, lineCap: .square))
        let round = strokeMask(p, StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(butt.totalCoverage - 40) < 1e-9)
        #expect(abs(square.totalCoverage - 56) < 1e-9)
        let roundArea = 40 + Double.pi * 4
        #expect(abs(round.totalCoverage - roundArea) / roundArea < 0.01)
    }

    @Test func lShapedPolylineWithExactInnerJoin() {
        var p = RasterPath()
        p.moveTo(2, 10)
        p.lineTo(10, 10)
        p.lineTo(10, 2)
        let mask = strokeMask(p, StrokeStyle(lineWidth: 2), size: 16)
        #expect(abs(mask.totalCoverage - 32) < 1e-9)
        #expect(mask.coverage(x: 10, y: 10) == 1)   // miter corner square
        #expect(mask.coverage(x: 8, y: 8) == 0)
    }

    @Test func ellipseAndRoundedRectRings() {
        var circle = RasterPath()
        circle.addCircle(center: RasterPoint(x: 16, y: 16), radius: 10)
        let ring = strokeMask(circle, StrokeStyle(lineWidth: 2))
        let ringArea = Double.pi * (121 - 81)
        #expect(abs(ring.totalCoverage - ringArea) / ringArea < 0.01)
        #expect(ring.coverage(x: 16, y: 16) == 0)
        #expect(ring.coverage(x: 6, y: 16) > 0.9)  // pixel [6,7]: ring spans x 5...7

        var rr = RasterPath()
        rr.addRoundedRect(in: RasterRect(x: 4, y: 4, width: 24, height: 24), cornerRadius: 6)
        let rrMask = strokeMask(rr, StrokeStyle(lineWidth: 2))
        let rrArea = (4 * 12 + 2 * Double.pi * 6) * 2
        #expect(abs(rrMask.totalCoverage - rrArea) / rrArea < 0.01)
    }

    @Test func strokeWiderThanTheCircleFillsADisc() {
        // Radius 3, width 8: the inner offset curve turns inside out; the union is a disc of radius 7.
        var circle = RasterPath()
        circle.addCircle(center: RasterPoint(x: 16, y: 16), radius: 3)
        let mask = strokeMask(circle, StrokeStyle(lineWidth: 8))
        #expect(abs(mask.totalCoverage - Double.pi * 49) / (Double.pi * 49) < 0.01)
        #expect(mask.coverage(x: 16, y: 16) == 1)
        #expect(mask.coverage(x: 15, y: 15) == 1)
    }

    @Test func dashesSplitTheStroke() {
        var p = RasterPath()
        p.moveTo(0, 5)
        p.lineTo(20, 5)
        let mask = strokeMask(p, StrokeStyle(lineWidth: 2, dash: [4, 2]))
        #expect(abs(mask.totalCoverage - 28) < 1e-9)
        #expect(mask.coverage(x: 2, y: 5) == 1)
        #expect(mask.coverage(x: 5, y: 5) == 0)
        #expect(mask.coverage(x: 19, y: 4) == 1)
        let shifted = strokeMask(p, StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1))
        // On: [0,3], [5,9], [11,15], [17,20] → 3 + 4 + 4 + 3 = 14 units long.
        #expect(abs(shifted.totalCoverage - 28) < 1e-9)
        #expect(shifted.coverage(x: 3, y: 5) == 0)
    }

    @Test func zeroLengthSubpathDrawsDotsForRoundAndSquareCaps() {
        var p = RasterPath()
        p.moveTo(10, 10)
        p.lineTo(10, 10)
        #expect(Stroker.strokeContours(p, style: StrokeStyle(lineWidth: 4)).isEmpty)
        let sq = strokeMask(p, StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(sq.totalCoverage == 16)
        let rd = strokeMask(p, StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(rd.totalCoverage - Double.pi * 4) / (Double.pi * 4) < 0.02)
    }

    @Test func strokeFollowsTheTransform() {
        let canvas = Canvas(width: 20, height: 20)
        canvas.stroke(verticalLine(2.75), color: .black, lineWidth: 1, transform: .scale(x: 2, y: 2))
        // Device line x = 5.5 with width 2 → covers x 4.5...6.5: pixels 4 and 6 half, 5 full.
        #expect(canvas.pixel(x: 5, y: 10).a == 255)
        #expect(canvas.pixel(x: 4, y: 10).a == 128)
        #expect(canvas.pixel(x: 6, y: 10).a == 128)
        #expect(canvas.pixel(x: 5, y: 19).a == 255)
    }
}
