import Foundation

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, which Spacer and Divider
    /// adopt. `nil` (the default) for containers that are not stacks.
    public var stackOrientation: Axis?

    public init() {}
}

/// The values set with `layoutValue(key:value:)`, keyed by key type. Outermost wins.
struct LayoutValues {
    var storage: [ObjectIdentifier: Any] = [:]
    var isEmpty: Bool { storage.isEmpty }
}
