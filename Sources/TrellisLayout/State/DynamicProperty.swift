import Foundation

/// An interface for a stored variable that updates an external property of a view: a
/// property wrapper of your own that holds `@State`, `@Environment`… Trellis installs the
/// dynamic properties it holds, then calls ``update()``, before each evaluation of the
/// view's body.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// For dynamic properties in other modules (TrellisCombine's `@EnvironmentObject`): marks
/// the view being prepared as unable to evaluate its body — it shows nothing and the host
/// reports `message`.
public enum _DynamicPropertyFailure {
    public static func report(_ message: String) {
        ThreadState.current.installing?.unavailableReason = message
    }
}
