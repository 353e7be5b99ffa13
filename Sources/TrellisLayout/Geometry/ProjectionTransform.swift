import Foundation

/// A projective transformation of the plane: a 3 × 3 matrix applied to row vectors
/// `[x y 1]`, whose result `[x' y' w]` is the point `(x'/w, y'/w)` (CoreGraphics's
/// convention, so an affine transform's `a b c d tx ty` are `m11 m12 m21 m22 m31 m32`).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform as a projective one.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
         m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the last column is `0 0 1`: the transform is affine.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// Inverts the matrix in place; returns false, leaving it unchanged, when it is
    /// singular (or not finite).
    @discardableResult
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        let i = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        self = i
        return true
    }

    /// The inverse; the transform itself when it is singular.
    public func inverted() -> ProjectionTransform {
        var m = self
        m.invert()
        return m
    }

    /// The homogeneous image of `p`: `(x', y', w)`. The point is in front of the viewer
    /// when `w > 0`.
    func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// `m` moved to act about `origin`: `translate(−origin) · m · translate(origin)`.
    func about(_ origin: CGPoint) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
            .concatenating(self)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
    }
}

extension CGPoint {
    /// The point through a projective transform (`(x'/w, y'/w)`; not finite where `w` is 0).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let h = m.homogeneous(self)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }
}

/// `rotation3DEffect`'s parameters and the projection they make for a view's size: the
/// view's plane turned by `angle` about `axis` (a right-handed rotation in x right, y down,
/// z towards the viewer, as Core Animation's) through the anchor point, then seen in
/// perspective from a distance of the view's longer side divided by `perspective`, and
/// flattened back onto the plane (z dropped).
struct Rotation3D: Equatable {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.angle == b.angle && a.axis.x == b.axis.x && a.axis.y == b.axis.y && a.axis.z == b.axis.z
            && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    /// The projection in the view's own coordinates (origin at its top-left corner). A
    /// zero axis leaves the view as it is; `perspective` 0 is a parallel projection.
    func transform(size: CGSize) -> ProjectionTransform {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard len > 0, len.isFinite else { return ProjectionTransform() }
        let x = Double(axis.x / len), y = Double(axis.y / len), z = Double(axis.z / len)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // Row-vector 4 × 4 matrices: rotation (Core Animation's), then perspective.
        var m: [[Double]] = [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ]
        let side = Double(max(size.width, size.height))
        let distance = side / Double(perspective)
        var projection: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        if distance.isFinite, distance != 0 { projection[2][3] = -1 / distance }
        let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height), az = Double(anchorZ)
        // translate(−anchor) · m · translate(anchor), as 4 × 4 row-vector products.
        func translation(_ dx: Double, _ dy: Double, _ dz: Double) -> [[Double]] {
            [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [dx, dy, dz, 1]]
        }
        func mul(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        m = mul(mul(mul(translation(-ax, -ay, -az), m), projection), translation(ax, ay, az))
        // The plane z = 0 in, z dropped out: rows and columns 1, 2 and 4.
        let p = ProjectionTransform(
            m11: CGFloat(m[0][0]), m12: CGFloat(m[0][1]), m13: CGFloat(m[0][3]),
            m21: CGFloat(m[1][0]), m22: CGFloat(m[1][1]), m23: CGFloat(m[1][3]),
            m31: CGFloat(m[3][0]), m32: CGFloat(m[3][1]), m33: CGFloat(m[3][3]))
        return p
    }
}
