import Foundation
import TrellisLayout

/// Core Animation's 4 × 4 homogeneous transform where there is none: the same sixteen
/// fields, the same row-vector convention (a point is the row `(x, y, z, 1)` times the
/// matrix, so `m41`, `m42`, `m43` are the translation) and the same functions, with the
/// same results.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Core Animation's C initialiser gives it.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries row by row.
    var rows: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(rows m: [CGFloat]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), right-handed (about z, a
/// positive angle turns x towards y). An axis of length zero (or not finite) gives the
/// identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let x = x / length, y = y / length, z = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + x * x * k, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
        m21: y * x * k - z * s, m22: c + y * y * k, m23: y * z * k + x * s, m24: 0,
        m31: z * x * k + y * s, m32: z * y * k - x * s, m33: c + z * z * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the matrix product `a × b` (a point is mapped by `a` first).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var m = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[i * 4 + k] * y[k * 4 + j] }
            m[i * 4 + j] = sum
        }
    }
    return CATransform3D(rows: m)
}

/// `t` after a translation by (tx, ty, tz) (in `t`'s input space).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale by (sx, sy, sz).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a rotation by `angle` radians about (x, y, z) (see ``CATransform3DMakeRotation(_:_:_:_:)``).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`; `t` itself when it is singular or not finite (as Core Animation).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.rows.map { Double($0) }
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    guard a.allSatisfy(\.isFinite) else { return t }
    for col in 0..<4 {
        var pivot = col
        for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
        let p = a[pivot * 4 + col]
        guard p != 0 else { return t }
        if pivot != col {
            for j in 0..<4 {
                a.swapAt(col * 4 + j, pivot * 4 + j)
                inv.swapAt(col * 4 + j, pivot * 4 + j)
            }
        }
        for j in 0..<4 { a[col * 4 + j] /= p; inv[col * 4 + j] /= p }
        for r in 0..<4 where r != col {
            let f = a[r * 4 + col]
            guard f != 0 else { continue }
            for j in 0..<4 {
                a[r * 4 + j] -= f * a[col * 4 + j]
                inv[r * 4 + j] -= f * inv[col * 4 + j]
            }
        }
    }
    guard inv.allSatisfy(\.isFinite) else { return t }
    return CATransform3D(rows: inv.map { CGFloat($0) })
}

/// The affine transform as a 3-D one (acting in the z = 0 plane).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` is an affine transform of the plane (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its x, y rows and translation).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectionTransform {
    /// The 3-D transform as it maps the plane z = 0 onto the screen, as SwiftUI makes it:
    /// its x and y rows and columns with the w column and translation row (z dropped).
    public init(_ m: CATransform3D) {
        self.init()
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }
}
