import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// **Differs from SwiftUI:** there is no touch screen. Gestures are driven by the host's
/// touch API (``HostingView/touchDown(at:)``, ``HostingView/drag(from:to:steps:duration:)``…)
/// on the host clock, so a test moves a finger exactly as a person would and the gesture
/// sees the same events on every run. Hover and keyboard input are not there.
public protocol Gesture {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { preconditionFailure("\(Self.self) is a primitive gesture") }
}

/// The engine side of a gesture: it makes a recognizer for one touch sequence.
protocol PrimitiveGesture {
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer
}

/// What a recognizer knows about where it is: the frame of the view it is attached to,
/// and the frames of the named coordinate spaces around it.
struct GestureContext {
    var frame: CGRect
    var namedFrames: [AnyHashable: CGRect]
    /// Taps met so far by this gesture's view (for double taps), kept in its node.
    var tapHistory: TapHistory

    func convert(_ p: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return p
        case .local: return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        case .named(let name):
            guard let f = namedFrames[name] else { return p }
            return CGPoint(x: p.x - f.minX, y: p.y - f.minY)
        }
    }
}

/// Makes the recognizer of any gesture: a primitive one directly, a custom one through
/// its `body`.
func makeRecognizer<G: Gesture>(_ gesture: G, _ context: GestureContext) -> GestureRecognizer {
    if let primitive = gesture as? PrimitiveGesture { return primitive.makeRecognizer(context) }
    return makeRecognizer(gesture.body, context)
}

/// Options for how a gesture combines with the gestures of a view's subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask([.gesture, .subviews])
}

// MARK: Modifiers of gestures

/// `onChanged`: runs with each new value while the gesture is active.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let r = TrellisLayout.makeRecognizer(content, context)
        r.onChange.append { if let v = $0 as? Content.Value { self.action(v) } }
        return r
    }
}

/// `onEnded`: runs with the final value when the gesture succeeds.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let r = TrellisLayout.makeRecognizer(content, context)
        r.onEnd.append { if let v = $0 as? Content.Value { self.action(v) } }
        return r
    }
}

/// `map`: the gesture with its values transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        MappedRecognizer(TrellisLayout.makeRecognizer(content, context)) { ($0 as? Content.Value).map(self.transform) as Any }
    }
}

/// `updating`: updates a ``GestureState`` with each value; the state returns to its
/// initial value when the gesture ends or fails.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let r = TrellisLayout.makeRecognizer(base, context)
        let state = self.state, update = self.body
        r.onChange.append { any in
            guard let v = any as? Base.Value else { return }
            var s = state.box.value
            var t = Transaction()
            update(v, &s, &t)
            withTransaction(t) { state.box.value = s }
        }
        r.onFinish.append { state.reset() }
        return r
    }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// Any gesture, type-erased.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let make: (GestureContext) -> GestureRecognizer
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { TrellisLayout.makeRecognizer(gesture, $0) }
    }
    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer { make(context) }
}

// MARK: Composition

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        SequenceRecognizer(TrellisLayout.makeRecognizer(first, context), TrellisLayout.makeRecognizer(second, context),
                           wrapFirst: { Value.first($0 as! First.Value) },
                           wrapSecond: { Value.second($0 as! First.Value, $1 as? Second.Value) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        SimultaneousRecognizer(TrellisLayout.makeRecognizer(first, context), TrellisLayout.makeRecognizer(second, context)) {
            Value(first: $0 as? First.Value, second: $1 as? Second.Value)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    init(first: First, second: Second) { self.first = first; self.second = second }

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        ExclusiveRecognizer(TrellisLayout.makeRecognizer(first, context), TrellisLayout.makeRecognizer(second, context),
                            wrapFirst: { Value.first($0 as! First.Value) }, wrapSecond: { Value.second($0 as! Second.Value) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
