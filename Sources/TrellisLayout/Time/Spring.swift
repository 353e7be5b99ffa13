import Foundation

/// A damped spring of mass m, stiffness k and damping c, solved exactly (iOS 17's
/// `Spring`): the displacement x(t) from the target obeys m·x″ + c·x′ + k·x = 0.
///
/// SwiftUI's parameters map as spec §10 says: response = 2π·√(m/k) (the undamped period),
/// dampingRatio ζ = c / (2·√(k·m)); `duration` is the response and `bounce` is 1 − ζ for
/// ζ ≤ 1 and 1/ζ − 1 above.
///
/// Choices where SwiftUI is silent: a damping ratio below 0.001 (or non-finite) is raised
/// to 0.001, so every spring settles; a response that is not positive and finite counts
/// as 0.5 (the default).
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring with a perceptual `duration` (the response) and a `bounce` in −1…1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    public init(response: Double, dampingRatio: Double) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let z = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
        let k = pow(2 * .pi / r, 2)
        self.init(mass: 1, stiffness: k, damping: 2 * z * k.squareRoot(), allowOverDamping: true)
    }

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : pow(2 * .pi / 0.5, 2)
        var c = damping.isFinite ? max(damping, 0.002 * (k * m).squareRoot()) : 2 * (k * m).squareRoot()
        if !allowOverDamping { c = min(c, 2 * (k * m).squareRoot()) }
        self.mass = m
        self.stiffness = k
        self.damping = c
    }

    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// How long a change of one unit, starting at rest, takes to come within 0.001 of its
    /// target and stay there.
    public var settlingDuration: TimeInterval { settlingTime(displacement: 1, velocity: 0, epsilon: 0.001) }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The value of a spring moving from zero to `target` at `time`, starting with
    /// `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        // Displacement from the target: x(0) = −target, x′(0) = initialVelocity.
        let b = basis(time)
        return target + target.scaled(by: -b.a) + initialVelocity.scaled(by: b.b)
    }

    /// The velocity of that motion at `time`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let b = basis(time)
        return target.scaled(by: -b.da) + initialVelocity.scaled(by: b.db)
    }

    public var description: String { "Spring(response: \(response), dampingRatio: \(dampingRatio))" }

    // MARK: The analytic solution

    var omega: Double { (stiffness / mass).squareRoot() }

    /// The solution as x(t) = x0·a(t) + v0·b(t), with the derivatives: a is the motion
    /// released from displacement 1 at rest, b the motion from 0 with velocity 1.
    func basis(_ t: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        let w = omega, z = dampingRatio
        let t = max(t, 0)
        if abs(z - 1) < 1e-9 {
            // Critically damped: x = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
            let e = exp(-w * t)
            return ((1 + w * t) * e, t * e, -w * w * t * e, (1 - w * t) * e)
        }
        if z < 1 {
            // Underdamped: x = e^(−ζωt)·(x0·cos ωd·t + (v0 + ζω·x0)/ωd · sin ωd·t).
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let a = e * (c + z * w / wd * s)
            let b = e * s / wd
            let da = -e * (w * w / wd) * s
            let db = e * (c - z * w / wd * s)
            return (a, b, da, db)
        }
        // Overdamped: x = c1·e^(r1·t) + c2·e^(r2·t).
        let q = (z * z - 1).squareRoot()
        let r1 = -w * (z - q), r2 = -w * (z + q)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let a = (-r2 * e1 + r1 * e2) / (r1 - r2)
        let b = (e1 - e2) / (r1 - r2)
        let da = (-r2 * r1 * e1 + r1 * r2 * e2) / (r1 - r2)
        let db = (r1 * e1 - r2 * e2) / (r1 - r2)
        return (a, b, da, db)
    }

    /// An upper bound of |x(t)| for x0 = `displacement` ≥ 0 and |v0| = `velocity` ≥ 0,
    /// non-increasing once t ≥ 1/ω.
    private func envelope(_ t: Double, _ x0: Double, _ v0: Double) -> Double {
        let w = omega, z = dampingRatio
        if abs(z - 1) < 1e-9 { return exp(-w * t) * (x0 + (v0 + w * x0) * t) }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return exp(-z * w * t) * (x0 * (1 + z * w / wd) + v0 / wd)
        }
        let q = (z * z - 1).squareRoot()
        let r1 = -w * (z - q), r2 = -w * (z + q)
        let span = r1 - r2
        return (x0 * (abs(r2) * exp(r1 * t) + abs(r1) * exp(r2 * t)) + v0 * (exp(r1 * t) + exp(r2 * t))) / span
    }

    /// The first time after which the motion stays within `epsilon` of the target
    /// (by the envelope), found by stepping then bisection; at most 10,000 s.
    func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double) -> TimeInterval {
        guard x0 > 0 || v0 > 0 else { return 0 }
        let start = 1 / omega
        let step = response / 16
        var hi = start
        var lo = 0.0
        while envelope(hi, x0, v0) >= epsilon {
            lo = hi
            hi += step
            if hi > 10_000 { return 10_000 }
        }
        if hi == start {
            lo = 0
            if envelope(0, x0, v0) < epsilon { return 0 }
        }
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if envelope(mid, x0, v0) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}

/// A spring animation. `merges` springs (`spring`, `smooth`, `snappy`, `bouncy`,
/// `interactiveSpring`, `default`) take over a running animation of the same value and keep
/// its velocity; interpolating springs (`interpolatingSpring`) add to it instead.
struct SpringAnimation: CustomAnimation {
    var spring: Spring
    var merges: Bool
    /// Initial velocity in units of the change per second (interpolating springs).
    var unitInitialVelocity: Double = 0
    var blendDuration: Double = 0

    /// Distance to the target below which the spring counts as settled: a thousandth of
    /// the change, and never more than 0.005 (a 66th of a pixel at 3×).
    static func epsilon(scale: Double) -> Double { min(0.001 * scale, 0.005) }

    private func initialVelocity<V: VectorArithmetic>(_ value: V, _ context: AnimationContext<V>) -> V {
        var v = context.state[InitialVelocityKey<V>.self] ?? .zero
        if unitInitialVelocity != 0 { v += value.scaled(by: unitInitialVelocity) }
        return v
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let v0 = initialVelocity(value, context)
        let scale = value.magnitudeSquared.squareRoot()
        let speed = v0.magnitudeSquared.squareRoot()
        let settle: TimeInterval
        if scale > 0 {
            settle = spring.settlingTime(displacement: 1, velocity: speed / scale, epsilon: Self.epsilon(scale: scale) / scale)
        } else if speed > 0 {
            let unit = speed / spring.omega
            settle = spring.settlingTime(displacement: 0, velocity: spring.omega, epsilon: Self.epsilon(scale: unit) / unit)
        } else {
            settle = 0
        }
        if time >= spring.duration { context.isLogicallyComplete = true }
        guard time < settle else {
            context.isLogicallyComplete = true
            return nil
        }
        // Remaining displacement x(t) = value·a(t) − v0·b(t): it starts at the whole change,
        // with the applied amount's velocity v0.
        let b = spring.basis(time)
        return value - (value.scaled(by: b.a) - v0.scaled(by: b.b))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let v0 = initialVelocity(value, context)
        let b = spring.basis(time)
        return v0.scaled(by: b.db) - value.scaled(by: b.da)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        guard merges else { return false }
        context.state[InitialVelocityKey<V>.self] = previous.velocity(value: value, time: time, context: context) ?? .zero
        context.isLogicallyComplete = false
        return true
    }
}
