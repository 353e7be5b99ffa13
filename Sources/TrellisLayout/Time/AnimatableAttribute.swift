import Foundation

/// One value of a view that animates when it changes: a shape's `animatableData`, a
/// colour, an opacity, a scale, an angle, a progress value, a layout's `animatableData`.
/// Type-erased so every item can list its own.
struct AnimatableAttribute {
    /// Which of the item's values this is (each item numbers its own).
    let slot: Int
    let value: Any
    private let sameAs: (Any) -> Bool
    private let makeAnimator: (Any?) -> (any AnimatedAttribute)

    init<V: VectorArithmetic>(slot: Int, _ value: V) {
        self.slot = slot
        self.value = value
        sameAs = { ($0 as? V) == value }
        makeAnimator = { _ in AnimatedValue(value) }
    }

    /// Whether `old` (this slot's value before the change) equals this value.
    func equals(_ old: Any) -> Bool { sameAs(old) }

    /// A new animated value whose target is `old` (so retargeting it to this value animates).
    func animator(from old: Any) -> (any AnimatedAttribute)? {
        let a = makeAnimator(nil)
        return a.reset(to: old) ? a : nil
    }
}

/// The type-erased face of ``AnimatedValue`` that attributes use.
protocol AnimatedAttribute: AnyAnimatedValue {
    /// Sets the target without animation; false when `value` is of another type.
    func reset(to value: Any) -> Bool
    /// Retargets to `value` (see ``AnimatedValue/retarget(_:animation:at:group:)``); false
    /// when it is of another type.
    func retarget(any value: Any, animation: Animation?, at time: TimeInterval, group: CompletionGroup?) -> Bool
    var targetValue: Any { get }
}

extension AnimatedValue: AnimatedAttribute {
    func reset(to value: Any) -> Bool {
        guard let v = value as? V else { return false }
        retarget(v, animation: nil, at: 0, group: nil)
        return true
    }

    func retarget(any value: Any, animation: Animation?, at time: TimeInterval, group: CompletionGroup?) -> Bool {
        guard let v = value as? V else { return false }
        retarget(v, animation: animation, at: time, group: group)
        return true
    }

    var targetValue: Any { target }
}
