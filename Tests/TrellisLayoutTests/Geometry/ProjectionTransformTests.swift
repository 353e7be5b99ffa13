import Foundation
import Testing
@testable import TrellisLayout

/// `ProjectionTransform`: CoreGraphics's row-vector order, products, inverses; and the
/// projection `rotation3DEffect` makes for a 100 × 100 view.
@Suite struct ProjectionTransformTests {
    private func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    @Test func affineTransformsAgree() {
        let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 10, ty: -4)
        let p = ProjectionTransform(t)
        #expect(p.isAffine && !p.isIdentity && ProjectionTransform().isIdentity)
        let q = CGPoint(x: 3, y: 7).applying(p)
        // x' = 2·3 − 7 + 10 = 9, y' = 0.5·3 + 3·7 − 4 = 18.5.
        #expect(near(q, 9, 18.5))
        let u = ProjectionTransform(CGAffineTransform(translationX: 5, y: 6))
        #expect(near(CGPoint(x: 3, y: 7).applying(p.concatenating(u)), q.x + 5, q.y + 6))
        #expect(near(q.applying(p.inverted()), 3, 7))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    /// 60° about the y axis, perspective 1 (the eye 100 points away): the left edge comes
    /// nearer and grows, the right edge goes away and shrinks; the centre stays.
    @Test func rotationAboutTheYAxis() {
        let r = Rotation3D(angle: .degrees(60), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        let m = r.transform(size: CGSize(width: 100, height: 100))
        #expect(!m.isAffine)
        func check(_ x: CGFloat, _ y: CGFloat, _ ex: CGFloat, _ ey: CGFloat) {
            let p = CGPoint(x: x, y: y).applying(m)
            #expect(abs(p.x - ex) < 1e-6 && abs(p.y - ey) < 1e-6, "(\(x), \(y)) → \(p)")
        }
        check(0, 0, 5.907301480, -38.185397040)
        check(100, 0, 67.445763019, 15.108473963)
        check(0, 100, 5.907301480, 138.185397040)
        check(100, 100, 67.445763019, 84.891526037)
        check(50, 50, 50, 50)
        // Perspective 0: a parallel projection, the width times cos 60°.
        let flat = Rotation3D(angle: .degrees(60), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 0)
            .transform(size: CGSize(width: 100, height: 100))
        #expect(flat.isAffine)
        #expect(near(CGPoint(x: 0, y: 0).applying(flat), 25, 0))
    }

    /// About the z axis it is `rotationEffect`: 30° turns (100, 0) about (50, 50) clockwise.
    @Test func rotationAboutTheZAxisIsAPlaneRotation() {
        let m = Rotation3D(angle: .degrees(30), axis: (0, 0, 1), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(size: CGSize(width: 100, height: 100))
        let p = CGPoint(x: 100, y: 0).applying(m)
        #expect(abs(p.x - 118.301270189) < 1e-6 && abs(p.y - 31.698729811) < 1e-6)
        // A zero axis leaves the view as it is.
        #expect(Rotation3D(angle: .degrees(30), axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(size: CGSize(width: 100, height: 100)).isIdentity)
    }
}
