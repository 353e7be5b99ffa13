import Foundation

/// One animatable value on the host: its target (what the layout or the view decided) and
/// the animations running on it. What is shown is
///
///     target + Σ (animate(change) − change)
///
/// over the running animations — each one's change is new value − old value, and its
/// applied amount goes from zero to the whole change. So a new timing-curve animation
/// adds to those still running (each finishes its own change), and a spring that merges
/// takes over the one it interrupts with its velocity (spec §10, pinned by the tests).
/// A change made without animation drops the running animations: the value jumps.
class AnyAnimatedValue {
    /// Whether an animation still runs (after the last ``sampleAny(at:)``).
    var isRunning: Bool { false }
    /// Samples the value at `time`, retiring the animations that have ended and telling
    /// their completion groups.
    func sampleAny(at time: TimeInterval) -> Any { () }
    /// Ends every running animation where it is (the value is gone).
    func cancel() {}
}

final class AnimatedValue<V: VectorArithmetic>: AnyAnimatedValue {
    struct Component {
        var animation: Animation
        var start: TimeInterval
        var change: V
        var context: AnimationContext<V>
        var group: CompletionGroup?
        var toldLogical = false
    }

    private(set) var target: V
    private(set) var components: [Component] = []
    /// The last sampled value.
    private(set) var current: V

    init(_ target: V) {
        self.target = target
        self.current = target
    }

    override var isRunning: Bool { !components.isEmpty }

    /// Moves the target to `newTarget`. With an animation, what is shown moves there from
    /// what is shown now; without, it jumps and running animations end (their completion
    /// groups are told they were removed) — unless the target is the same, as in SwiftUI an
    /// update that leaves an animated value as it is does not interrupt its animation.
    func retarget(_ newTarget: V, animation: Animation?, at time: TimeInterval, group: CompletionGroup?) {
        let change = newTarget - target
        guard let animation else {
            if change == .zero, !components.isEmpty { return }
            for c in components { c.group?.end(c, logical: !c.toldLogical) }
            components.removeAll()
            target = newTarget
            current = newTarget
            return
        }
        if change == .zero {
            target = newTarget
            return
        }
        var change0 = change
        var context = AnimationContext<V>()
        // The newest running animation that the new one merges with hands over its context.
        if let last = components.indices.last {
            let c = components[last]
            var handed = c.context
            let elapsed = time - c.start
            if animation.shouldMerge(previous: c.animation, value: c.change, time: elapsed, context: &handed) {
                var probe = c.context
                let applied = c.animation.animate(value: c.change, time: elapsed, context: &probe) ?? c.change
                // What the old animation still had to go joins the new change.
                change0 = change + (c.change - applied)
                context = handed
                c.group?.end(c, logical: !c.toldLogical)
                components.removeLast()
            }
        }
        target = newTarget
        group?.begin()
        components.append(Component(animation: animation, start: time, change: change0, context: context, group: group))
    }

    /// The value shown at `time`; animations that have ended are retired.
    func sample(at time: TimeInterval) -> V {
        var value = target
        var i = 0
        while i < components.count {
            var c = components[i]
            let applied = c.animation.animate(value: c.change, time: max(0, time - c.start), context: &c.context)
            if let applied {
                value += applied - c.change
                if c.context.isLogicallyComplete, !c.toldLogical {
                    c.toldLogical = true
                    c.group?.reachLogicalEnd()
                }
                components[i] = c
                i += 1
            } else {
                c.group?.end(c, logical: !c.toldLogical)
                components.remove(at: i)
            }
        }
        current = value
        return value
    }

    override func sampleAny(at time: TimeInterval) -> Any { sample(at: time) }

    override func cancel() {
        for c in components { c.group?.end(c, logical: !c.toldLogical) }
        components.removeAll()
        current = target
    }

    /// The velocity of what is shown (the sum of the running animations' velocities).
    func velocity(at time: TimeInterval) -> V {
        var v = V.zero
        for c in components {
            if let cv = c.animation.velocity(value: c.change, time: max(0, time - c.start), context: c.context) { v += cv }
        }
        return v
    }
}

/// The completion handlers of one transaction and the animations it started: each
/// criterion's handlers run when all of them have met it.
final class CompletionGroup {
    private var completions: [AnimationCompletion]
    private var running = 0
    private var logicallyRunning = 0
    /// Handlers ready to run (the host runs them after the frame, outside any layout).
    private(set) var ready: [() -> Void] = []

    init(_ completions: [AnimationCompletion]) { self.completions = completions }

    /// Every handler has been handed over.
    var isDone: Bool { completions.isEmpty && ready.isEmpty }

    func begin() {
        running += 1
        logicallyRunning += 1
    }

    func reachLogicalEnd() {
        logicallyRunning -= 1
        if logicallyRunning == 0 { release(.logicallyComplete) }
    }

    func end<V>(_ component: AnimatedValue<V>.Component, logical: Bool) {
        if logical { reachLogicalEnd() }
        running -= 1
        if running == 0 { release(.removed) }
    }

    /// Called once the transaction's changes were applied: with no animation started,
    /// every handler is ready at once.
    func sealed() {
        if running == 0 {
            release(.logicallyComplete)
            release(.removed)
        }
    }

    private func release(_ criteria: AnimationCompletionCriteria) {
        let due = completions.filter { $0.criteria == criteria }
        completions.removeAll { $0.criteria == criteria }
        ready += due.map(\.action)
    }

    func takeReady() -> [() -> Void] {
        defer { ready.removeAll() }
        return ready
    }
}
