import Foundation

/// How a change animates. Trellis records the animation of a change; until the animation
/// engine lands, changes are applied at once (the final state is what is laid out).
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double)
    }
    let curve: Curve
    let duration: Double
    var delay: Double = 0
    var speed: Double = 1

    public static let `default` = Animation(curve: .spring(response: 0.55, dampingFraction: 1), duration: 0.55)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }
    public static var spring: Animation { .spring() }

    public func delay(_ delay: Double) -> Animation { var a = self; a.delay = delay; return a }
    public func speed(_ speed: Double) -> Animation { var a = self; a.speed = speed; return a }
}

/// The context of the current state-processing update.
public struct Transaction {
    public var animation: Animation?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Returns the result of running `body` with `animation` as the transaction's animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let previous = TransactionStack.current
    TransactionStack.current = Transaction(animation: animation)
    defer { TransactionStack.current = previous }
    return try body()
}

/// The transaction of the change being made, per thread.
enum TransactionStack {
    private static let key = "trellis.transaction"
    static var current: Transaction? {
        get { Thread.current.threadDictionary[key] as? Transaction }
        set { Thread.current.threadDictionary[key] = newValue }
    }
}
