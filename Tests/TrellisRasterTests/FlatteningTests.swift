import Testing
@testable import TrellisRaster

@Suite struct FlatteningTests {
    @Test func segmentCountsFollowTheFormula() {
        // |P0 − 2P1 + P2| = 20 → n = ⌈√(20 / 0.2)⌉ = 10.
        let n = Flattener.quadSegmentCount(RasterPoint(x: 0, y: 0), RasterPoint(x: 5, y: 10), RasterPoint(x: 10, y: 0),
                                           tolerance: 0.05)
        #expect(n == 10)
        // Straight cubic: second differences 0 → one segment.
        let m = Flattener.cubicSegmentCount(RasterPoint(x: 0, y: 0), RasterPoint(x: 1, y: 0), RasterPoint(x: 2, y: 0),
                                            RasterPoint(x: 3, y: 0), tolerance: 0.05)
        #expect(m == 1)
        // M = 30√2 → n = ⌈√(90√2 / 0.2)⌉ = ⌈25.2⌉ = 26.
        let k = Flattener.cubicSegmentCount(RasterPoint(x: 0, y: 0), RasterPoint(x: 0, y: 30), RasterPoint(x: 30, y: 30),
                                            RasterPoint(x: 30, y: 0), tolerance: 0.05)
        #expect(k == 26)
    }

    @Test func flattenedQuadStaysWithinTolerance() {
        var p = RasterPath()
        p.moveTo(0, 0)
        p.quadTo(5, 10, 10, 0)
        let sp = p.flattened()
        #expect(sp.count == 1)
        // Default tolerance 0.02: n = ⌈√(20 / 0.08)⌉ = ⌈15.8⌉ = 16 segments.
        #expect(sp[0].points.count == 17)
        #expect(sp[0].points.last == RasterPoint(x: 10, y: 0))
        // Parabola y = 2x − x²/5; midpoint of every chord within the tolerance of the curve.
        for i in 1..<sp[0].points.count {
            let a = sp[0].points[i - 1], b = sp[0].points[i]
            let mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2
            #expect(abs(my - (2 * mx - mx * mx / 5)) <= 0.02)
        }
    }

    @Test func closeAndImplicitSubpaths() {
        var p = RasterPath()
        p.moveTo(0, 0)
        p.lineTo(4, 0)
        p.lineTo(4, 4)
        p.closeSubpath()
        p.lineTo(0, 4)  // starts a new subpath at (0, 0)
        let sp = p.flattened()
        #expect(sp.count == 2)
        #expect(sp[0].closed == true && sp[0].points.count == 3)
        #expect(sp[1].closed == false && sp[1].points == [RasterPoint(x: 0, y: 0), RasterPoint(x: 0, y: 4)])
    }

    @Test func transformIsAppliedBeforeSubdivision() {
        var p = RasterPath()
        p.moveTo(0, 0)
        p.quadTo(0.5, 1, 1, 0)
        let small = p.flattened()
        let big = p.flattened(transform: .scale(x: 100, y: 100))
        #expect(small[0].points.count == 6)   // ⌈√(2/0.08)⌉ = 5 segments → 6 points
        #expect(big[0].points.count == 51)    // ⌈√(200/0.08)⌉ = 50 segments → 51 points
    }
}
