import Foundation

/// A type that defines how an animatable value changes over time (iOS 17's protocol).
///
/// `value` is the whole change to animate (new value − old value); `animate` returns how
/// much of it has been applied at `time` seconds after the animation started, or `nil`
/// once the animation has finished (the value is then exactly the new value).
public protocol CustomAnimation: Hashable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity of the applied amount at `time`; `nil` when the animation does not
    /// know it (the engine then keeps no velocity when a merging animation takes over).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Asked of a new animation when it starts on a value that `previous` is still
    /// animating. `true` makes the new animation take over (the previous one stops and
    /// `context` — the previous animation's context — is handed to the new one); `false`
    /// runs both, their effects added.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// What an animation keeps while it runs: its own state, and the environment of the view.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Per-animation storage, keyed by ``AnimationStateKey`` types.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its logical end (see ``LogicallyComplete``): set by
    /// animations that know it, read by `.logicallyComplete` completion criteria.
    public var isLogicallyComplete: Bool
    public var environment: EnvironmentValues

    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
                environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }
}

/// A key for a value an animation stores in its ``AnimationContext``.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Typed storage of an animation's state.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]
    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// The velocity handed from a running animation to the one that merges with it (springs).
struct InitialVelocityKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V? { nil }
}
