import Foundation

/// A view that animates its content with keyframes (iOS 17), on the host's clock.
///
/// With a trigger, each change of the trigger's value plays the keyframes once, from the
/// value the animator shows then (its `initialValue` the first time); the content keeps
/// the last keyframe's value afterwards. With `repeating: true` the keyframes loop from the
/// view's appearance, each loop from `initialValue`; with `false` the content shows the
/// timeline's start. While a run plays, the content is drawn for each frame of the host's
/// clock (a `TimelineView` of the `.animation` schedule: ``HostingView/advance(by:)``
/// moves it), and nothing is drawn again once it has ended.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    private let initialValue: Value
    private let trigger: WatchedValue?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = WatchedValue(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes while `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        KeyframeAnimatorBody(initialValue: initialValue, trigger: trigger, repeating: repeating, content: content, keyframes: keyframes)
    }
}

extension View {
    /// Plays `keyframes` on this view each time `trigger` changes (see ``KeyframeAnimator``);
    /// `content` receives this view and the value.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
                         keyframes: keyframes)
    }

    /// Loops `keyframes` on this view while `repeating` is true (see ``KeyframeAnimator``);
    /// `content` receives this view and the value.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(content: self), $0) },
                         keyframes: keyframes)
    }
}

/// The animator's state: the run playing (when it started on the host's clock, the value
/// it started from) and the value the last run ended on.
private struct KeyframeAnimatorBody<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: WatchedValue?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    struct Run {
        let start: TimeInterval
        let timeline: KeyframeTimeline<Value>
        let number: Int
    }
    @State private var run: Run?
    @State private var resting: Value?
    @State private var runs = 0

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: run == nil)) { context in
            content(value(at: context.date.timeIntervalSinceReferenceDate))
        }
        .onAppear { if trigger == nil, repeating { start(from: initialValue) } }
        .onChange(of: trigger) { start(from: value(at: Self.now)) }
    }

    /// The host's time (the clock of the host acting on this thread).
    private static var now: TimeInterval { HostRunLoop.current?.now ?? 0 }

    private func value(at time: TimeInterval) -> Value {
        guard let run else {
            if trigger == nil { return KeyframeTimeline(initialValue, resolving: keyframes(initialValue)).value(time: 0) }
            return resting ?? initialValue
        }
        let elapsed = max(0, time - run.start)
        let duration = run.timeline.duration
        if trigger == nil, duration > 0 { return run.timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration)) }
        return run.timeline.value(time: min(elapsed, duration))
    }

    private func start(from value: Value) {
        runs += 1
        let number = runs
        let timeline = KeyframeTimeline(value, resolving: keyframes(value))
        run = Run(start: Self.now, timeline: timeline, number: number)
        guard trigger != nil else { return }
        // A triggered run ends after its duration on the host's clock: the content keeps
        // the last value and the timeline stops drawing.
        let duration = timeline.duration
        let end = { [self] in
            guard runs == number else { return }
            resting = timeline.value(time: duration)
            run = nil
        }
        if duration > 0 {
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { end() }
        } else {
            DispatchQueue.main.async { end() }
        }
    }
}
