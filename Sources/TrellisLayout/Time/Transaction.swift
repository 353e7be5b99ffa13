import Foundation

/// The context of the current state-processing update: which animation the changes made
/// now should use, and what to run when those animations end.
public struct Transaction {
    /// The animation of the changes; `nil` applies them at once.
    public var animation: Animation?
    /// Set to keep `.animation(_:value:)` modifiers from putting their animation into this
    /// transaction.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag): Trellis keeps it
    /// for the code that reads it.
    public var isContinuous = false
    /// Whether velocity is tracked for the change (kept for the code that reads it).
    public var tracksVelocity = false
    var completions: [AnimationCompletion] = []
    /// The animations that `animation(_:body:)` scopes replaced, innermost last.
    var scopedAnimations: [Animation?] = []
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` when every animation this transaction starts has met `criteria`
    /// (at once, in the update, when it starts none).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(id: NodeSerial.next(), criteria: criteria, action: completion))
    }

    /// Custom values carried by the transaction.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether this transaction would animate a change.
    var animates: Bool { animation != nil }
}

/// A key for a custom value of a ``Transaction``.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// When an animation counts as finished for a completion handler.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable { case logicallyComplete, removed }
    let kind: Kind
    /// The animation reached its logical end: a timing curve its duration, a spring its
    /// perceptual duration (the response), even if it is still settling.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The animation has ended and is removed: a spring has settled.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

struct AnimationCompletion {
    /// Distinguishes handlers, so that a transaction that writes several times adds each once.
    let id: UInt64
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
}

/// Returns the result of running `body` with `animation` as the transaction's animation:
/// the state changes made in `body` animate.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, then `completion` once the animations it starts meet
/// `completionCriteria`.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(t, body)
}

/// Runs `body` with `transaction` as the current transaction.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let state = ThreadState.current
    let previous = state.transaction, previousSerial = state.transactionSerial
    state.transaction = transaction
    state.transactionSerial = NodeSerial.next()
    defer {
        state.transaction = previous
        state.transactionSerial = previousSerial
    }
    return try body()
}

/// Runs `body` with the current transaction's `keyPath` set to `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var t = TransactionStack.current ?? Transaction()
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}

/// The transaction of the change being made, per thread.
enum TransactionStack {
    static var current: Transaction? {
        get { ThreadState.current.transaction }
        set { ThreadState.current.transaction = newValue }
    }
}
