import Foundation

/// How a change moves from its old value to its new one over time: SwiftUI's `Animation`,
/// a value wrapping a ``CustomAnimation``. Equal animations have equal parameters;
/// `Animation.default` is equal only to itself.
///
/// **Differs from SwiftUI:** an animation runs on the host's clock, not the display's: it
/// progresses only when ``HostingView/advance(by:)`` moves the clock, so every frame of it
/// can be read (`presentationFrame(of:)`) or drawn at an exact time.
public struct Animation: Hashable, @unchecked Sendable, CustomStringConvertible {
    let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    public static func == (a: Animation, b: Animation) -> Bool { a.base.isEqual(to: b.base) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    public var description: String { String(describing: base) }

    /// The applied amount of `value` at `time` (see ``CustomAnimation``); `nil` when done.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    // MARK: Timing curves (default duration 0.35 s)

    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: validDuration(duration)))
    }

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration)
    }

    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }
    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// Durations that are negative or not finite count as 0: the change is applied at once.
    static func validDuration(_ d: TimeInterval) -> TimeInterval { d.isFinite && d > 0 ? d : 0 }

    // MARK: Springs

    /// Since iOS 17: the critically damped spring of response 0.55 s.
    public static let `default` = Animation(DefaultAnimation())

    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(SpringAnimation(spring: spring, merges: true, blendDuration: blendDuration))
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    public static var spring: Animation { spring() }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring that adds its effect to running animations of the same value instead of
    /// taking them over. `initialVelocity` is in units of the change per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
                                  merges: false, unitInitialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, merges: false, unitInitialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    public static var interpolatingSpring: Animation { interpolatingSpring() }

    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.smooth(duration: duration, extraBounce: extraBounce)) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.snappy(duration: duration, extraBounce: extraBounce)) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(.bouncy(duration: duration, extraBounce: extraBounce)) }

    // MARK: Modifiers

    /// Starts the animation `delay` seconds later (negative or non-finite: no delay).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: Self.validDuration(delay)))
    }

    /// Plays the animation `speed` times as fast. A speed that is not positive and finite
    /// applies the change at once.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed.isFinite && speed > 0 ? speed : .infinity))
    }

    /// Plays the animation `repeatCount` times (negative counts as 0); with `autoreverses`
    /// every second run plays backwards. When the runs end, the value is the new value.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// The animation, logically complete `duration` seconds after it starts (what
    /// `.logicallyComplete` completion criteria wait for) while it goes on to its end. A
    /// negative or non-finite duration counts as 0.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: Self.validDuration(duration)))
    }

    /// Repeats the animation for as long as the view exists.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// How long one run of the animation takes for a change of one unit: known for the
    /// built-in animations, found by probing for a custom one (doubling then bisection up
    /// to an hour).
    var runDuration: TimeInterval {
        if let known = base as? any KnownDurationAnimation { return known.runDuration }
        var context = AnimationContext<Double>()
        var hi = 0.01
        while base.animate(value: 1.0, time: hi, context: &context) != nil {
            hi *= 2
            if hi > 3600 { return 3600 }
        }
        var lo = 0.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            var c = AnimationContext<Double>()
            if base.animate(value: 1.0, time: mid, context: &c) != nil { lo = mid } else { hi = mid }
        }
        return hi
    }
}

extension CustomAnimation {
    func isEqual(to other: any CustomAnimation) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

/// Built-in animations know the length of one run.
protocol KnownDurationAnimation {
    var runDuration: TimeInterval { get }
}

extension BezierAnimation: KnownDurationAnimation {
    var runDuration: TimeInterval { duration }
}

extension SpringAnimation: KnownDurationAnimation {
    var runDuration: TimeInterval {
        spring.settlingTime(displacement: 1, velocity: abs(unitInitialVelocity), epsilon: 0.001)
    }
}

/// `Animation.default`: behaves as `spring(response: 0.55, dampingFraction: 1)` but is
/// equal only to itself.
struct DefaultAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    private var spring: SpringAnimation { SpringAnimation(spring: Spring(response: 0.55, dampingRatio: 1), merges: true) }
    var runDuration: TimeInterval { spring.runDuration }
    var description: String { "default" }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        spring.animate(value: value, time: time, context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        spring.velocity(value: value, time: time, context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

struct DelayAnimation: CustomAnimation, KnownDurationAnimation {
    var base: Animation
    var delay: TimeInterval
    var runDuration: TimeInterval { delay + base.runDuration }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < delay ? .zero : base.animate(value: value, time: time - delay, context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

struct SpeedAnimation: CustomAnimation, KnownDurationAnimation {
    var base: Animation
    /// Infinity applies the change at once.
    var speed: Double
    var runDuration: TimeInterval { speed.isInfinite ? 0 : base.runDuration / speed }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if speed.isInfinite {
            context.isLogicallyComplete = true
            return nil
        }
        return base.animate(value: value, time: time * speed, context: &context)
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if speed.isInfinite { return .zero }
        return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

/// A base animation whose logical end comes at `duration` (or at its own end, if that is
/// earlier): its values are the base's.
struct LogicallyCompleteAnimation: CustomAnimation, KnownDurationAnimation {
    var base: Animation
    var duration: TimeInterval
    var runDuration: TimeInterval { base.runDuration }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let applied = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration || applied == nil
        return applied
    }
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

/// Repeats a base animation: run i (from 0) plays forwards, or backwards when it is odd
/// and `autoreverses`. A backward run at local time τ shows the forward run at d − τ.
struct RepeatAnimation: CustomAnimation, KnownDurationAnimation {
    var base: Animation
    /// `nil` repeats forever.
    var count: Int?
    var autoreverses: Bool
    var runDuration: TimeInterval {
        guard let count else { return .infinity }
        return base.runDuration * Double(count)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let d = base.runDuration
        guard d > 0, d.isFinite, time.isFinite else {
            context.isLogicallyComplete = true
            return nil
        }
        let run = (time / d).rounded(.down)
        if let count, run >= Double(count) {
            context.isLogicallyComplete = true
            return nil
        }
        let local = time - run * d
        let backwards = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        var inner = context
        let applied = base.animate(value: value, time: backwards ? d - local : local, context: &inner) ?? value
        context.state = inner.state
        return applied
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let d = base.runDuration
        guard d > 0, d.isFinite, time.isFinite else { return .zero }
        let run = (time / d).rounded(.down)
        let local = time - run * d
        let backwards = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        let v = base.velocity(value: value, time: backwards ? d - local : local, context: context)
        return backwards ? v.map { V.zero - $0 } : v
    }
}
