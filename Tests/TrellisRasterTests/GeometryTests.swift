import Testing
@testable import TrellisRaster

@Suite struct GeometryTests {
    @Test func concatenationAppliesSelfFirst() {
        let t = RasterTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20))
        let p = t.apply(to: RasterPoint(x: 1, y: 1))
        #expect(p == RasterPoint(x: 12, y: 23))
        let u = RasterTransform.translation(x: 10, y: 20).concatenating(.scale(x: 2, y: 3))
        #expect(u.apply(to: RasterPoint(x: 1, y: 1)) == RasterPoint(x: 22, y: 63))
    }

    @Test func inversionRoundTrips() {
        let t = RasterTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        #expect(t.determinant == 7)
        let inv = t.inverted()
        let p = RasterPoint(x: 3.5, y: -2.25)
        let q = inv.apply(to: t.apply(to: p))
        #expect(abs(q.x - 3.5) < 1e-12)
        #expect(abs(q.y + 2.25) < 1e-12)
        let id = t.concatenating(inv)
        #expect(abs(id.a - 1) < 1e-12 && abs(id.b) < 1e-12 && abs(id.c) < 1e-12 && abs(id.d - 1) < 1e-12)
        #expect(abs(id.tx) < 1e-12 && abs(id.ty) < 1e-12)
    }

    @Test func coreGraphicsStyleInitializers() {
        #expect(RasterTransform(translationX: 3, y: 4) == .translation(x: 3, y: 4))
        #expect(RasterTransform(scaleX: 2, y: 5).apply(to: RasterPoint(x: 1, y: 1)) == RasterPoint(x: 2, y: 5))
        // scaledBy applies the scale first (in local space), then the existing transform.
        let t = RasterTransform.translation(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t.apply(to: RasterPoint(x: 1, y: 1)) == RasterPoint(x: 12, y: 2))
        let u = RasterTransform.scale(x: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(u.apply(to: RasterPoint(x: 0, y: 0)) == RasterPoint(x: 2, y: 0))
    }

    @Test func rotationByQuarterTurn() {
        let r = RasterTransform.rotation(cos: 0, sin: 1)
        #expect(r.apply(to: RasterPoint(x: 1, y: 0)) == RasterPoint(x: 0, y: 1))
        #expect(r.apply(to: RasterPoint(x: 0, y: 1)) == RasterPoint(x: -1, y: 0))
    }

    @Test func singularTransformInvertsToItself() {
        let s = RasterTransform.scale(x: 0, y: 2)
        #expect(!s.isInvertible)
        #expect(s.inverted() == s)
        let n = RasterTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!n.isInvertible)
    }

    @Test func rectOperations() {
        let r = RasterRect(x: 10, y: 10, width: -4, height: 6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 10 && r.maxY == 16)
        #expect(r.standardized == RasterRect(x: 6, y: 10, width: 4, height: 6))
        let i = r.intersection(RasterRect(x: 8, y: 0, width: 10, height: 12))
        #expect(i == RasterRect(x: 8, y: 10, width: 2, height: 2))
        #expect(r.intersection(RasterRect(x: 100, y: 100, width: 1, height: 1)) == nil)
        #expect(r.union(RasterRect(x: 0, y: 0, width: 1, height: 1)) == RasterRect(x: 0, y: 0, width: 10, height: 16))
        #expect(r.contains(RasterPoint(x: 6, y: 10)))
        #expect(!r.contains(RasterPoint(x: 10, y: 10)))
        #expect(RasterRect(x: 0, y: 0, width: .nan, height: 1).isEmpty)
    }
}
