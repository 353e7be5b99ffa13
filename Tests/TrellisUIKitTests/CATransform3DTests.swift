import Foundation
import Testing
import Trellis

/// Core Animation's `CATransform3D` functions: row vectors, each function's operation
/// applied before the transform it is given.
@Suite("CATransform3D")
struct CATransform3DTests {
    /// The row `(x, y, z, 1)` times `t`, divided by w.
    private func map(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
                (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
                (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
    }

    private func close(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
    }

    @Test("the identity, translation and scale")
    func basics() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m44 == 1)
        #expect(close(map(1, 1, 1, CATransform3DMakeScale(2, 3, 4)), (2, 3, 4)))
    }

    @Test("rotations are right-handed: about z, x turns towards y; about x, y towards z")
    func rotations() {
        #expect(close(map(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), (0, 1, 0)))
        #expect(close(map(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)), (0, 0, 1)))
        #expect(close(map(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), (1, 0, 0)))
        // The axis is normalised; a zero axis is no rotation.
        #expect(close(map(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 5)), (0, 1, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("Translate, Scale and Rotate apply their operation before the given transform")
    func order() {
        // Scale by 2, then translate by (10, 0): (1, 1, 0) → (2, 2, 0) → (12, 2, 0).
        let scaledFirst = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(close(map(1, 1, 0, scaledFirst), (12, 2, 0)))
        // Translate by (10, 0), then scale by 2: (1, 1, 0) → (11, 1, 0) → (22, 2, 0).
        let translatedFirst = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(close(map(1, 1, 0, translatedFirst), (22, 2, 0)))
        // Rotate a quarter turn about z, then translate by (5, 0): (1, 0, 0) → (0, 1, 0) → (5, 1, 0).
        let rotatedFirst = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        #expect(close(map(1, 0, 0, rotatedFirst), (5, 1, 0)))
        // Vortex's three rotations about x, y and z, in order.
        var t = CATransform3DIdentity
        t = CATransform3DRotate(t, 0.3, 1, 0, 0)
        t = CATransform3DRotate(t, 0.5, 0, 1, 0)
        t = CATransform3DRotate(t, 0.7, 0, 0, 1)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 0, 1),
                                                               CATransform3DMakeRotation(0.5, 0, 1, 0)),
                                           CATransform3DMakeRotation(0.3, 1, 0, 0))
        #expect(close(map(1, 2, 3, t), map(1, 2, 3, expected)))
    }

    @Test("Invert undoes a transform; a singular one is returned as it is")
    func invert() {
        let t = CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 1, 2, 3), 0.4, 1, 1, 0)
        let back = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(close(map(7, -2, 5, back), (7, -2, 5)))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test("affine transforms in and out, and the projection SwiftUI makes of a 3-D transform")
    func affineAndProjection() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(ProjectionTransform(t) == ProjectionTransform(a))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        perspective.m14 = 0.25
        let p = ProjectionTransform(perspective)
        #expect(p.m13 == 0.25 && p.m23 == 0 && p.m33 == 1)
        #expect(!CATransform3DIsAffine(perspective))
    }
}
