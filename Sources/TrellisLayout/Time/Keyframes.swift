import Foundation

// Keyframes (iOS 17): how a value changes over a timeline, track by track.
//
// A track animates one property of the value (a key path, or the whole value) through
// its keyframes, one after another, each from where the one before ended: a linear
// keyframe along a unit curve, a cubic one along a curve whose velocity at each keyframe is
// given or taken from its neighbours, a spring one as a spring pulled towards its value, a
// move keyframe jumping at once. The tracks run side by side; the timeline lasts as long
// as its longest track, and each track holds its last value after it ends.
//
// Where SwiftUI documents no numbers Trellis makes these choices: a cubic keyframe's
// velocity, when not given, is the slope between the keyframes on either side of it
// (Catmull–Rom), and zero at a track's start and end; a spring keyframe without a duration
// lasts its spring's settling duration, and its value at its end is where the spring has
// got to (a quick spring reaches its value, a slow one is cut short).

/// Content of a keyframe track: keyframes, and compositions of them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes the timeline reads directly (the built-in ones and the builders' lists).
protocol PrimitiveKeyframeTrackContent {
    /// The segments, when `V` is the content's value type.
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>]
}

extension KeyframeTrackContent {
    /// The segments of this content: its own, or its body's.
    func keyframeSegments() -> [KeyframeSegment<Value>] {
        if let primitive = self as? PrimitiveKeyframeTrackContent { return primitive.segments(as: Value.self) }
        return body.keyframeSegments().compactMap { $0 as Any as? KeyframeSegment<Value> }
    }
}

/// One keyframe of a track, as the timeline samples it.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case move
    }
    let to: Value
    let duration: TimeInterval
    let kind: Kind
}

/// A keyframe that moves to `to` at a constant pace along `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Its own keyframe: the timeline reads it directly.
    public var body: Self { return self }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: KeyframeSegment<Value>.checked(duration), kind: .linear(timingCurve))
    }
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as Any as? KeyframeSegment<V> } }
}

/// A keyframe that moves to `to` along a cubic curve, smooth through the keyframes
/// around it.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Its own keyframe: the timeline reads it directly.
    public var body: Self { return self }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: KeyframeSegment<Value>.checked(duration),
                                  kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as Any as? KeyframeSegment<V> } }
}

/// A keyframe that pulls the value towards `to` with `spring`, for `duration` (the
/// spring's settling duration when nil).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Its own keyframe: the timeline reads it directly.
    public var body: Self { return self }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let d = duration ?? spring.settlingDuration
        segment = KeyframeSegment(to: to, duration: KeyframeSegment<Value>.checked(d),
                                  kind: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as Any as? KeyframeSegment<V> } }
}

/// A keyframe that jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Its own keyframe: the timeline reads it directly.
    public var body: Self { return self }
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as Any as? KeyframeSegment<V> } }
}

extension KeyframeSegment {
    /// A duration a keyframe can have: a negative or non-finite one is none (the keyframe
    /// takes no time), as a timeline cannot run backwards or forever.
    static func checked(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite && duration > 0 ? duration : 0
    }
}

/// Keyframes in order, as a builder makes them.
public struct KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    /// Its own keyframe: the timeline reads it directly.
    public var body: Self { return self }
    let list: [KeyframeSegment<Value>]
    func segments<V: Animatable>(as: V.Type) -> [KeyframeSegment<V>] { list.compactMap { $0 as Any as? KeyframeSegment<V> } }
}

/// Builds a track's keyframes from the statements of a closure, in order.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackContentList<Value> where K.Value == Value {
        KeyframeTrackContentList(list: keyframe.keyframeSegments())
    }
    public static func buildBlock(_ parts: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(list: parts.flatMap(\.list))
    }
    public static func buildArray(_ parts: [KeyframeTrackContentList<Value>]) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(list: parts.flatMap(\.list))
    }
    public static func buildOptional(_ part: KeyframeTrackContentList<Value>?) -> KeyframeTrackContentList<Value> {
        part ?? KeyframeTrackContentList(list: [])
    }
    public static func buildEither(first: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { first }
    public static func buildEither(second: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> { second }
}

// MARK: Tracks and timelines

/// Changes to a value over time: tracks of keyframes.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    /// The tracks these keyframes are made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes the timeline reads directly (tracks and the builder's lists).
protocol PrimitiveKeyframes {
    func tracks<V>(as: V.Type) -> [KeyframeTrackSampler<V>]
}

extension Keyframes {
    func keyframeTracks() -> [KeyframeTrackSampler<Value>] {
        if let primitive = self as? PrimitiveKeyframes { return primitive.tracks(as: Value.self) }
        return body.keyframeTracks().compactMap { $0 as Any as? KeyframeTrackSampler<Value> }
    }
}

/// A track, ready to sample: how long it lasts, and how it sets its property of a value
/// for a time since the timeline's start (from the value the timeline started from).
struct KeyframeTrackSampler<Root> {
    let duration: TimeInterval
    let apply: (inout Root, _ initial: Root, TimeInterval) -> Void
}

/// The keyframes of one property of `Root` (or of the whole value).
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes where Content.Value == Value {
    /// As keyframes, a track animates the root value (its `Value` is the property's type).
    @_implements(Keyframes, Value) public typealias KeyframesValue = Root
    /// Its own track: the timeline reads it directly.
    public var body: Self { return self }
    private let keyPath: WritableKeyPath<Root, Value>
    private let segments: [KeyframeSegment<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.segments = content().keyframeSegments()
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \.self
        self.segments = content().keyframeSegments()
    }

    func tracks<V>(as: V.Type) -> [KeyframeTrackSampler<V>] {
        let keyPath = self.keyPath, segments = self.segments
        let sampler = KeyframeTrackSampler<Root>(duration: segments.reduce(0) { $0 + $1.duration }) { value, initial, time in
            value[keyPath: keyPath] = KeyframeCurve.value(of: segments, from: initial[keyPath: keyPath], at: time)
        }
        return [sampler].compactMap { $0 as Any as? KeyframeTrackSampler<V> }
    }
}

/// Tracks side by side, as a builder makes them. Keyframes written directly among the
/// tracks (for an animatable value) make one more track of the whole value, those in a row
/// one after another.
public struct KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
    /// Its own tracks: the timeline reads them directly.
    public var body: Self { return self }

    enum Item {
        case track(KeyframeTrackSampler<Value>)
        /// Keyframes of the whole value in a row (their segments, and how they make a track).
        case keyframes([Any], track: ([Any]) -> KeyframeTrackSampler<Value>)
    }
    let items: [Item]

    func tracks<V>(as: V.Type) -> [KeyframeTrackSampler<V>] {
        items.compactMap { item -> KeyframeTrackSampler<V>? in
            switch item {
            case .track(let sampler): return sampler as Any as? KeyframeTrackSampler<V>
            case .keyframes(let segments, let track): return track(segments) as Any as? KeyframeTrackSampler<V>
            }
        }
    }

    /// The items of `parts` in order, keyframes in a row joined into one track.
    static func joining(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
        var items: [Item] = []
        for item in parts.flatMap(\.items) {
            if case .keyframes(let more, _) = item, let last = items.last, case .keyframes(let segments, let track) = last {
                items[items.count - 1] = .keyframes(segments + more, track: track)
            } else {
                items.append(item)
            }
        }
        return KeyframeTracks(items: items)
    }
}

/// Builds keyframes from tracks (or, for an animatable value, from keyframes of the whole
/// value), side by side.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(items: keyframes.keyframeTracks().map { .track($0) })
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(items: [.keyframes(content.keyframeSegments().map { $0 as Any }, track: { segments in
            let list = KeyframeTrackContentList<K.Value>(list: segments.compactMap { $0 as? KeyframeSegment<K.Value> })
            // One sampler, of `Value` (`K.Value == Value`); none would be a track that
            // changes nothing.
            return KeyframeTrack<K.Value, K.Value, KeyframeTrackContentList<K.Value>> { list }.tracks(as: Value.self).first
                ?? KeyframeTrackSampler(duration: 0) { _, _, _ in }
        })])
    }
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { .joining(parts) }
    public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { .joining(parts) }
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? KeyframeTracks(items: []) }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
}

/// A value's keyframes over time, sampled at any time.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [KeyframeTrackSampler<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue, resolving: content())
    }

    init(_ initialValue: Value, resolving keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = keyframes.keyframeTracks()
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline (the start's before it, the end's after).
    public func value(time: Double) -> Value {
        var value = initialValue
        let t = time.isNaN ? 0 : time
        for track in tracks { track.apply(&value, initialValue, t) }
        return value
    }

    /// The value at `progress` (0 to 1) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : min(max(progress, 0), 1)) * duration)
    }
}

/// How one track's value moves through its keyframes.
enum KeyframeCurve {
    static func value<Value: Animatable>(of segments: [KeyframeSegment<Value>], from initial: Value, at time: TimeInterval) -> Value {
        typealias V = Value.AnimatableData
        // The knots: where each keyframe starts (the last, where the track ends), and the
        // velocity a spring keyframe hands to the next.
        var knots: [V] = [initial.animatableData]
        var handed: [V] = [.zero]
        knots.reserveCapacity(segments.count + 1)
        for segment in segments {
            let start = knots[knots.count - 1]
            switch segment.kind {
            case .spring(let spring, let v0):
                let change = segment.to.animatableData - start
                knots.append(start + spring.value(target: change, initialVelocity: v0 ?? handed[handed.count - 1], time: segment.duration))
                handed.append(spring.velocity(target: change, initialVelocity: v0 ?? handed[handed.count - 1], time: segment.duration))
            default:
                knots.append(segment.to.animatableData)
                handed.append(.zero)
            }
        }
        var out = initial
        var elapsed: TimeInterval = 0
        for (i, segment) in segments.enumerated() {
            let local = time - elapsed
            guard local >= segment.duration else {
                guard local > 0 else {
                    out.animatableData = knots[i]
                    return out
                }
                let start = knots[i], end = segment.to.animatableData
                let u = local / segment.duration
                switch segment.kind {
                case .move:
                    out.animatableData = end
                case .linear(let curve):
                    out.animatableData = start + (end - start).scaled(by: curve.value(at: u))
                case .cubic(let v0, let v1):
                    let m0 = v0 ?? cubicVelocity(atKnot: i, segments, knots)
                    let m1 = v1 ?? cubicVelocity(atKnot: i + 1, segments, knots)
                    out.animatableData = hermite(start, end, m0, m1, u: u, duration: segment.duration)
                case .spring(let spring, let v0):
                    out.animatableData = start + spring.value(target: end - start, initialVelocity: v0 ?? handed[i], time: local)
                }
                return out
            }
            elapsed += segment.duration
        }
        out.animatableData = knots[knots.count - 1]
        return out
    }

    /// A cubic curve's velocity at knot `j` (between keyframes `j − 1` and `j`): the slope
    /// between the knots on either side when both keyframes are cubic (Catmull–Rom), zero
    /// otherwise and at the track's ends.
    private static func cubicVelocity<Value: Animatable>(atKnot j: Int, _ segments: [KeyframeSegment<Value>],
                                                         _ knots: [Value.AnimatableData]) -> Value.AnimatableData {
        guard j > 0, j < segments.count else { return .zero }
        guard case .cubic = segments[j - 1].kind, case .cubic = segments[j].kind else { return .zero }
        let span = segments[j - 1].duration + segments[j].duration
        guard span > 0 else { return .zero }
        return (knots[j + 1] - knots[j - 1]).scaled(by: 1 / span)
    }

    /// The cubic Hermite curve from `p0` to `p1` with velocities `m0`, `m1` (per second)
    /// over `duration`, at `u` in 0…1.
    private static func hermite<V: VectorArithmetic>(_ p0: V, _ p1: V, _ m0: V, _ m1: V, u: Double, duration: TimeInterval) -> V {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return p0.scaled(by: h00) + m0.scaled(by: h10 * duration) + p1.scaled(by: h01) + m1.scaled(by: h11 * duration)
    }
}
