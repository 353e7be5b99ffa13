import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

final class EnvironmentBox<Value> {
    var value: Value?
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicPropertyInstaller {
    /// Reads the value; `nil` when it is an object no ancestor supplied.
    let read: (EnvironmentValues) -> Value?
    let missing: String?
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missing = nil
    }

    /// An `@Observable` object put in the environment with `.environment(_:)`. When no
    /// ancestor supplies one, the view shows nothing and the host reports it (SwiftUI
    /// traps).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0._object(of: objectType) }
        missing = "no \(objectType) in the environment: supply one with .environment(_:) on an ancestor"
    }

    /// An optional `@Observable` object from the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0._object(of: objectType)) }
        missing = nil
    }

    public var wrappedValue: Value {
        if let v = box.value { return v }
        guard let v = read(EnvironmentValues()) else {
            preconditionFailure(missing ?? "environment value unavailable")
        }
        return v
    }

    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        box.value = read(node.environment)
        if box.value == nil, let missing { _DynamicPropertyFailure.report(missing) }
    }
}

// MARK: - Built-in values

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The layout direction; right-to-left mirrors horizontal placement.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Points to pixels: 1, 2 or 3. Divider is one pixel thick; frames snap to pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The Dynamic Type size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

/// A Dynamic Type size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
