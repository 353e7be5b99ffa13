import Foundation
import Testing
@testable import TrellisLayout

/// The applied fraction of a unit change at `time`.
func progress(_ animation: Animation, _ time: TimeInterval) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context)
}

/// The y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the x `t`, by bisection on
/// the parameter: an independent solution of the timing curve.
func bezierReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func coord(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if coord(mid, x1, x2) < t { lo = mid } else { hi = mid }
    }
    return coord((lo + hi) / 2, y1, y2)
}

@Suite struct TimingCurveTests {
    @Test func linearIsTheIdentityOverItsDuration() throws {
        let a = Animation.linear(duration: 2)
        #expect(progress(a, 0) == 0)
        #expect(try #require(progress(a, 0.5)) == 0.25)
        #expect(try #require(progress(a, 1.5)) == 0.75)
        #expect(progress(a, 2) == nil)   // done: the value is the new value
    }

    @Test(arguments: [
        (Animation.easeIn, 0.42, 0.0, 1.0, 1.0),
        (Animation.easeOut, 0.0, 0.0, 0.58, 1.0),
        (Animation.easeInOut, 0.42, 0.0, 0.58, 1.0),
        (Animation.timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.35), 0.2, 0.9, 0.3, 1.4),
    ])
    func curvesMatchTheBezierSolvedIndependently(animation: Animation, x1: Double, y1: Double, x2: Double, y2: Double) throws {
        for step in 1..<35 {
            let t = Double(step) * 0.01
            let expected = bezierReference(x1, y1, x2, y2, at: t / 0.35)
            let got = try #require(progress(animation, t))
            #expect(abs(got - expected) < 1e-9, "t = \(t): \(got) vs \(expected)")
        }
        #expect(progress(animation, 0.35) == nil)
    }

    @Test func easeInOutIsSymmetric() throws {
        #expect(abs(try #require(progress(.easeInOut(duration: 1), 0.5)) - 0.5) < 1e-12)
        let a = try #require(progress(.easeInOut(duration: 1), 0.2))
        let b = try #require(progress(.easeInOut(duration: 1), 0.8))
        #expect(abs(a + b - 1) < 1e-12)
    }

    @Test func defaultDurationsAndEquality() {
        #expect(Animation.easeInOut == Animation.easeInOut(duration: 0.35))
        #expect(Animation.linear != Animation.linear(duration: 1))
        // `default` behaves as a critically damped spring of response 0.55 but equals only itself.
        #expect(Animation.default == Animation.default)
        #expect(Animation.default != Animation.spring(response: 0.55, dampingFraction: 1))
        #expect(progress(.default, 0.3) == progress(.spring(response: 0.55, dampingFraction: 1), 0.3))
    }

    @Test func delaySpeedAndRepeat() throws {
        let base = Animation.linear(duration: 1)
        #expect(progress(base.delay(0.5), 0.25) == 0)
        #expect(try #require(progress(base.delay(0.5), 0.75)) == 0.25)
        #expect(try #require(progress(base.speed(2), 0.25)) == 0.5)
        #expect(progress(base.speed(2), 0.5) == nil)
        // Three runs, every second one backwards: at 1.25 s the second run shows 0.75.
        let r = base.repeatCount(3, autoreverses: true)
        #expect(try #require(progress(r, 0.25)) == 0.25)
        #expect(try #require(progress(r, 1.25)) == 0.75)
        #expect(try #require(progress(r, 2.5)) == 0.5)
        #expect(progress(r, 3) == nil)
        let forever = base.repeatForever(autoreverses: false)
        #expect(try #require(progress(forever, 1000.25)) == 0.25)
        // Bad values: a negative duration applies the change at once; a zero speed too.
        #expect(progress(.linear(duration: -1), 0) == nil)
        #expect(progress(base.speed(0), 0) == nil)
        #expect(progress(.linear(duration: .nan), 0) == nil)
    }
}

@Suite struct SpringTests {
    /// x(t) of the damped oscillator m·x″ + c·x′ + k·x = 0 with x(0) = 1, x′(0) = 0, from
    /// the textbook solutions.
    func displacement(response: Double, damping ζ: Double, at t: Double) -> Double {
        let w = 2 * Double.pi / response
        if ζ < 1 {
            let wd = w * (1 - ζ * ζ).squareRoot()
            return exp(-ζ * w * t) * (cos(wd * t) + ζ * w / wd * sin(wd * t))
        } else if ζ == 1 {
            return exp(-w * t) * (1 + w * t)
        } else {
            let r1 = -w * (ζ - (ζ * ζ - 1).squareRoot()), r2 = -w * (ζ + (ζ * ζ - 1).squareRoot())
            let c1 = -r2 / (r1 - r2), c2 = r1 / (r1 - r2)
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    @Test(arguments: [(0.5, 0.3), (0.55, 1.0), (0.8, 2.5)])
    func springsFollowTheAnalyticSolution(response: Double, damping: Double) throws {
        let a = Animation.spring(response: response, dampingFraction: damping)
        for step in 1...20 {
            let t = Double(step) * 0.03
            let got = try #require(progress(a, t))
            let expected = 1 - displacement(response: response, damping: damping, at: t)
            #expect(abs(got - expected) < 1e-9, "ζ = \(damping), t = \(t): \(got) vs \(expected)")
        }
    }

    @Test func underdampedSpringsOvershoot() throws {
        let a = Animation.spring(response: 0.5, dampingFraction: 0.3)
        // The first peak of x is at π/ωd, where the value overshoots by e^(−ζπ/√(1−ζ²)).
        let wd = 2 * Double.pi / 0.5 * (1 - 0.09).squareRoot()
        let peak = try #require(progress(a, Double.pi / wd))
        #expect(abs(peak - (1 + exp(-0.3 * Double.pi / (1 - 0.09).squareRoot()))) < 1e-9)
    }

    @Test func parametersMapAsSwiftUIDocumentsThem() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(s.response - 0.5) < 1e-12)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.damping - 2 * 0.7 * (2 * .pi / 0.5)) < 1e-9)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).bounce - -0.5) < 1e-12)
        #expect(abs(Spring.snappy.dampingRatio - 0.85) < 1e-12)
        #expect(abs(Spring.bouncy.dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring.smooth.dampingRatio - 1) < 1e-12)
        #expect(Animation.smooth == Animation.spring(duration: 0.5, bounce: 0))
        #expect(Animation.interactiveSpring == Animation.spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        let m = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(abs(m.response - 2 * .pi * (2.0 / 100).squareRoot()) < 1e-12)
        #expect(abs(m.dampingRatio - 10 / (2 * (200.0).squareRoot())) < 1e-12)
    }

    @Test func springValueAndVelocityAPI() {
        let s = Spring(response: 0.5, dampingRatio: 1)
        let w = 2 * Double.pi / 0.5
        let t = 0.2
        #expect(abs(s.value(target: 10.0, time: t) - 10 * (1 - exp(-w * t) * (1 + w * t))) < 1e-9)
        #expect(abs(s.velocity(target: 10.0, time: t) - 10 * w * w * t * exp(-w * t)) < 1e-9)
        // Critically damped, unit change from rest: within 0.001 after ωt ≈ 9.2335.
        #expect(abs(s.settlingDuration - 9.233_491_1 / w) < 1e-4)
    }

    @Test func springsEndWhenSettled() throws {
        let a = Animation.spring(response: 0.5, dampingFraction: 1)
        #expect(progress(a, 0.5) != nil)
        #expect(progress(a, 5) == nil)
    }

    @Test func interpolatingSpringsUseStiffnessAndDampingDirectly() throws {
        let a = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        let w = (170.0).squareRoot(), ζ = 15 / (2 * w)
        let wd = w * (1 - ζ * ζ).squareRoot()
        let t = 0.1
        let x = exp(-ζ * w * t) * (cos(wd * t) + ζ * w / wd * sin(wd * t))
        #expect(abs(try #require(progress(a, t)) - (1 - x)) < 1e-9)
    }
}
