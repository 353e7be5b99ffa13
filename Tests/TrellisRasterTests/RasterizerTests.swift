import Testing
@testable import TrellisRaster

@Suite struct RasterizerTests {
    @Test func opaqueRectangleFill() {
        let canvas = Canvas(width: 10, height: 10, background: .white)
        canvas.fill(TestSupport.rectPath(2, 2, 8, 8), color: .red)
        #expect(canvas.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 7, y: 7) == (255, 0, 0, 255))
        #expect(canvas.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(canvas.pixel(x: 8, y: 5) == (255, 255, 255, 255))
        #expect(canvas.pixel(x: 1, y: 5) == (255, 255, 255, 255))
    }

    @Test func halfPixelEdgeGivesAlpha128() {
        // Coverage 0.5 → alpha round(0.5 · 255) = round(127.5) = 128 (half away from zero).
        let canvas = Canvas(width: 10, height: 10)
        canvas.fill(TestSupport.rectPath(2.5, 2, 8, 8), color: .red)
        #expect(canvas.premultipliedPixel(x: 2, y: 5) == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        #expect(canvas.pixel(x: 2, y: 5) == (255, 0, 0, 128))
        #expect(canvas.pixel(x: 3, y: 5).a == 255)
        #expect(canvas.pixel(x: 1, y: 5).a == 0)
        // Quarter coverage at a corner: round(0.25 · 255) = 64.
        let c2 = Canvas(width: 10, height: 10)
        c2.fill(TestSupport.rectPath(2.5, 2.5, 8, 8), color: .red)
        #expect(c2.pixel(x: 2, y: 2).a == 64)
    }

    @Test func coverageIsExactForATriangle() {
        // Right triangle with legs 8: area 32, diagonal pixels half covered.
        let mask = Rasterizer.rasterize(contours: [[RasterPoint(x: 1, y: 1), RasterPoint(x: 9, y: 9),
                                                     RasterPoint(x: 1, y: 9)]], width: 10, height: 10)
        #expect(abs(mask.totalCoverage - 32) < 1e-9)
        #expect(abs(mask.coverage(x: 4, y: 4) - 0.5) < 1e-12)
        #expect(mask.coverage(x: 2, y: 6) == 1)
        #expect(mask.coverage(x: 6, y: 2) == 0)
    }

    @Test func circleAreaSymmetryAndCentre() {
        var p = RasterPath()
        p.addCircle(center: RasterPoint(x: 16, y: 16), radius: 10)
        let mask = Rasterizer.rasterize(p, width: 32, height: 32)
        let area = Double.pi * 100
        #expect(abs(mask.totalCoverage - area) / area < 0.005)
        let canvas = Canvas(width: 32, height: 32)
        canvas.fill(p, color: .black)
        #expect(canvas.pixel(x: 16, y: 16) == (0, 0, 0, 255))
        #expect(canvas.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(canvas.pixel(x: 31, y: 31) == (0, 0, 0, 0))
        for y in 0..<32 {
            for x in 0..<32 {
                let a = canvas.pixel(x: x, y: y).a
                #expect(a == canvas.pixel(x: 31 - x, y: y).a)
                #expect(a == canvas.pixel(x: x, y: 31 - y).a)
                #expect(a == canvas.pixel(x: y, y: x).a)
            }
        }
        // A pixel on the rim (x = 6, y = 16 straddles the leftmost point x = 6 exactly) is fully inside
        // to its right: the coverage of pixel (6, 16) is just under 1, pixel (5, 16) is empty.
        #expect(canvas.pixel(x: 5, y: 16).a == 0)
        #expect(canvas.pixel(x: 6, y: 16).a > 200)
    }

    @Test func evenOddVersusNonZeroOnNestedSquares() {
        var p = RasterPath()
        p.addRect(RasterRect(x: 2, y: 2, width: 16, height: 16))
        p.addRect(RasterRect(x: 6, y: 6, width: 8, height: 8))  // same direction
        let nz = Rasterizer.rasterize(p, width: 20, height: 20, rule: .nonZero)
        let eo = Rasterizer.rasterize(p, width: 20, height: 20, rule: .evenOdd)
        #expect(nz.coverage(x: 10, y: 10) == 1)
        #expect(eo.coverage(x: 10, y: 10) == 0)
        #expect(nz.coverage(x: 3, y: 3) == 1)
        #expect(eo.coverage(x: 3, y: 3) == 1)
        #expect(nz.totalCoverage == 256)
        #expect(eo.totalCoverage == 192)
    }

    @Test func oppositeDirectionInnerSquareIsAHoleForBothRules() {
        var p = RasterPath()
        p.addRect(RasterRect(x: 2, y: 2, width: 16, height: 16))
        p.moveTo(6, 6); p.lineTo(6, 14); p.lineTo(14, 14); p.lineTo(14, 6); p.close()
        #expect(Rasterizer.rasterize(p, width: 20, height: 20, rule: .nonZero).totalCoverage == 192)
        #expect(Rasterizer.rasterize(p, width: 20, height: 20, rule: .evenOdd).totalCoverage == 192)
    }

    @Test func quadraticFillMatchesAnalyticArea() {
        // Parabolic segment: 2/3 of the control triangle (24 · 24 / 2 = 288) = 192.
        var p = RasterPath()
        p.moveTo(4, 28)
        p.quadTo(16, 4, 28, 28)
        p.close()
        let mask = Rasterizer.rasterize(p, width: 32, height: 32)
        #expect(abs(mask.totalCoverage - 192) / 192 < 0.005)
        // The inscribed polygon of a parabola with n uniform chords has exactly area·(1 − 1/n²);
        // n = ⌈√(48 / 0.08)⌉ = 25, so the exact coverage is 192 · 624/625.
        #expect(abs(mask.totalCoverage - 192 * 624 / 625) < 1e-9)
    }

    @Test func cubicFillMatchesAnalyticArea() {
        // x = 24(3t² − 2t³), y = 72t(1 − t): ∫ y dx = 18·24·24/30 = 345.6.
        var p = RasterPath()
        p.moveTo(4, 28)
        p.cubicTo(4, 4, 28, 4, 28, 28)
        p.close()
        let mask = Rasterizer.rasterize(p, width: 32, height: 32)
        #expect(abs(mask.totalCoverage - 345.6) / 345.6 < 0.005)
    }

    @Test func shapesPartlyOutsideTheCanvasAreClipped() {
        // Rect from x = −5 to 3 covers columns 0...2 fully.
        let mask = Rasterizer.rasterize(TestSupport.rectPath(-5, -5, 3, 3), width: 10, height: 10)
        #expect(mask.totalCoverage == 9)
        #expect(mask.coverage(x: 2, y: 2) == 1)
        // Triangle crossing the left edge: region x ≥ 0 of the triangle (−4,0),(4,8),(−4,8) is
        // the triangle (0,4),(4,8),(0,8) with area 8.
        let tri = Rasterizer.rasterize(contours: [[RasterPoint(x: -4, y: 0), RasterPoint(x: 4, y: 8),
                                                    RasterPoint(x: -4, y: 8)]], width: 10, height: 10)
        #expect(abs(tri.totalCoverage - 8) < 1e-9)
        // Fully to the right of the canvas: nothing.
        #expect(Rasterizer.rasterize(TestSupport.rectPath(12, 0, 20, 5), width: 10, height: 10).totalCoverage == 0)
        // Fully to the left of the canvas: nothing either (edges cancel).
        #expect(Rasterizer.rasterize(TestSupport.rectPath(-20, 0, -12, 5), width: 10, height: 10).totalCoverage == 0)
    }
}
