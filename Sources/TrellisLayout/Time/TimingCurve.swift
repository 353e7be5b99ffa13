import Foundation

/// A function from 0…1 to 0…1 given by a cubic Bézier curve from (0, 0) to (1, 1): the
/// shape of a timing-curve animation (iOS 17's `UnitCurve`).
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    let p1: CGPoint
    let p2: CGPoint

    /// A curve with the control points `startControlPoint` and `endControlPoint`. The x
    /// coordinates are clamped to 0…1 so that the curve is a function of time; non-finite
    /// coordinates count as those of `linear`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func fix(_ v: CGFloat, _ fallback: CGFloat, clamp: Bool) -> CGFloat {
            guard v.isFinite else { return fallback }
            return clamp ? min(max(v, 0), 1) : v
        }
        return UnitCurve(p1: CGPoint(x: fix(startControlPoint.x, 0, clamp: true), y: fix(startControlPoint.y, 0, clamp: false)),
                         p2: CGPoint(x: fix(endControlPoint.x, 1, clamp: true), y: fix(endControlPoint.y, 1, clamp: false)))
    }

    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The curve's y for an x (progress in time) in 0…1; x outside is clamped.
    ///
    /// The Bézier's parameter is found by Newton's method on x(s) = progress, falling back
    /// to bisection when the slope is too flat, to 1e-12.
    public func value(at progress: Double) -> Double {
        guard progress.isFinite else { return progress > 0 ? 1 : 0 }
        let x = min(max(progress, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // Control points on the diagonal make the identity: exactly linear.
        if p1.x == p1.y, p2.x == p2.y { return x }
        return Self.coordinate(solve(x), Double(p1.y), Double(p2.y))
    }

    /// dy/dx at a progress: the curve's slope (velocity in units of the change per duration).
    public func velocity(at progress: Double) -> Double {
        let x = progress.isFinite ? min(max(progress, 0), 1) : 1
        let s = solve(x)
        let dx = Self.derivative(s, Double(p1.x), Double(p2.x))
        let dy = Self.derivative(s, Double(p1.y), Double(p2.y))
        if abs(dx) < 1e-12 { return dy >= 0 ? (dy == 0 ? 0 : .greatestFiniteMagnitude) : -.greatestFiniteMagnitude }
        return dy / dx
    }

    public var description: String { "UnitCurve(\(p1.x), \(p1.y), \(p2.x), \(p2.y))" }

    /// One coordinate of the cubic with end points 0 and 1 and control values a, b.
    static func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The parameter s with x(s) = x.
    private func solve(_ x: Double) -> Double {
        let a = Double(p1.x), b = Double(p2.x)
        var s = x
        for _ in 0..<8 {
            let err = Self.coordinate(s, a, b) - x
            if abs(err) < 1e-12 { return s }
            let d = Self.derivative(s, a, b)
            if abs(d) < 1e-6 { break }
            s -= err / d
            if s < 0 || s > 1 { break }
        }
        // Bisection: x(s) is monotone because the control x coordinates are in 0…1.
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = Self.coordinate(s, a, b)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}

/// A timing-curve animation: the change follows `curve` over `duration` seconds.
struct BezierAnimation: CustomAnimation {
    var curve: UnitCurve
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else {
            context.isLogicallyComplete = true
            return nil
        }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration, duration > 0 else { return .zero }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}
