import Testing
@testable import TrellisRaster

@Suite struct PathTests {
    @Test func builderRecordsElements() {
        var p = RasterPath()
        p.moveTo(1, 2)
        p.lineTo(3, 4)
        p.quadTo(5, 6, 7, 8)
        p.cubicTo(9, 10, 11, 12, 13, 14)
        p.close()
        #expect(p.elements.count == 5)
        #expect(p.elements[2] == .quadCurve(to: RasterPoint(x: 7, y: 8), control: RasterPoint(x: 5, y: 6)))
        #expect(p.currentPoint == RasterPoint(x: 1, y: 2))
    }

    @Test func lineWithoutCurrentPointBecomesMove() {
        var p = RasterPath()
        p.addLine(to: RasterPoint(x: 4, y: 4))
        #expect(p.elements == [.move(to: RasterPoint(x: 4, y: 4))])
        var q = RasterPath()
        q.closeSubpath()
        #expect(q.isEmpty)
    }

    @Test func rectBoundsAndDirection() {
        var p = RasterPath()
        p.addRect(RasterRect(x: 2, y: 3, width: 4, height: 5))
        #expect(p.bounds == RasterRect(x: 2, y: 3, width: 4, height: 5))
        #expect(p.elements[1] == .line(to: RasterPoint(x: 6, y: 3)))
    }

    @Test func ellipseUsesKappaAndHasTightBounds() {
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: 0, y: 0, width: 20, height: 10))
        #expect(p.elements.count == 6)
        #expect(p.elements[1] == .curve(to: RasterPoint(x: 10, y: 10),
                                        control1: RasterPoint(x: 20, y: 5 + 5 * RasterPath.kappa),
                                        control2: RasterPoint(x: 10 + 10 * RasterPath.kappa, y: 10)))
        let b = p.bounds
        #expect(abs(b.minX) < 1e-12 && abs(b.maxX - 20) < 1e-12 && abs(b.minY) < 1e-12 && abs(b.maxY - 10) < 1e-12)
    }

    @Test func quadBoundsIncludeExtremum() {
        var p = RasterPath()
        p.moveTo(0, 0)
        p.quadTo(5, 10, 10, 0)
        // The apex of the parabola is at t = 0.5: y = 5.
        #expect(p.bounds == RasterRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func roundedRectClampsRadius() {
        var p = RasterPath()
        p.addRoundedRect(in: RasterRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 100)
        // Radius clamped to 2 (half the height) / 5 (half the width) → starts at x = 5.
        #expect(p.elements[0] == .move(to: RasterPoint(x: 5, y: 0)))
        #expect(p.elements.count == 10)
        var flat = RasterPath()
        flat.addRoundedRect(in: RasterRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 0)
        #expect(flat.elements.count == 5)
    }

    @Test func continuousCornerStartsFurtherFromCorner() {
        var p = RasterPath()
        p.addRoundedRect(in: RasterRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, style: .continuous)
        #expect(p.elements[0] == .move(to: RasterPoint(x: 15.28665, y: 0)))
        // The 45° point of the corner matches the circular corner: 10·(1 − 1/√2) from each edge.
        guard case .curve(let end, let c1, let c2) = p.elements[2], case .line(let start) = p.elements[1] else {
            Issue.record("unexpected elements"); return
        }
        let mid = RasterPath.cubicPoint(start, c1, c2, end, 0.5)
        #expect(abs((100 - mid.x) - 2.928932) < 1e-4)
        #expect(abs(mid.y - 2.928932) < 1e-4)
    }

    @Test func capsuleUsesHalfShortSide() {
        var p = RasterPath()
        p.addCapsule(in: RasterRect(x: 0, y: 0, width: 30, height: 10))
        #expect(p.elements[0] == .move(to: RasterPoint(x: 5, y: 0)))
        #expect(p.bounds == RasterRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func transformedMapsEveryPoint() {
        var p = RasterPath()
        p.addRect(RasterRect(x: 0, y: 0, width: 1, height: 1))
        let q = p.transformed(by: RasterTransform.scale(x: 2, y: 3).concatenating(.translation(x: 1, y: 1)))
        #expect(q.bounds == RasterRect(x: 1, y: 1, width: 2, height: 3))
    }

    @Test func boundsIgnoreNonFiniteElements() {
        var p = RasterPath()
        p.moveTo(1, 1)
        p.lineTo(.nan, 5)
        p.lineTo(3, .infinity)
        p.lineTo(4, 2)
        #expect(p.bounds == RasterRect(x: 1, y: 1, width: 3, height: 1))
        #expect(RasterPath().bounds == .zero)
    }
}
