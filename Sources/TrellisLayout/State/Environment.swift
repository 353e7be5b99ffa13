import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// **Differs from SwiftUI:** no system sets the values, so the defaults are fixed and the
/// same on every machine: `locale` `en_US`, `timeZone` UTC, a fixed `referenceDate` for
/// relative dates, `colorScheme` `.light`, `dynamicTypeSize` `.large`, `scenePhase`
/// `.active`, and an `openURL` that opens nothing. A host sets its window's values (its
/// `displayScale`, 3 by default) and ``HostingView/environment`` sets any other for the
/// whole window, as the system would on a device.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    /// Where reads through this copy are noted, so that an environment change invalidates
    /// only what read a changed value (see `EnvironmentReadRecorder`). Not part of the values.
    var readRecorder: EnvironmentReadRecorder?
    /// The layout direction, also kept here: every container reads it when it is
    /// reconciled, and a lookup in `storage` is a hash and a cast from `Any`. Set only
    /// with its value in `storage` (``layoutDirection``).
    private var layoutDirectionValue = LayoutDirectionKey.defaultValue

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            readRecorder?.note(ObjectIdentifier(key))
            // Unwrapped before the cast: an absent value cast to an optional `K.Value`
            // would be a present `nil`, not the key's default.
            if let stored = storage[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if storage.updateValue(newValue, forKey: id) == nil { EnvironmentComparison.noteDefault(of: key) }
        }
    }

    /// Whether `other` is a copy of these values with nothing set since (the same storage):
    /// then every value is the same, without comparing any. False says nothing: values
    /// set again to what they were are in new storage.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        guard layoutDirectionValue == other.layoutDirectionValue else { return false }
        return withUnsafeBytes(of: storage) { mine in
            withUnsafeBytes(of: other.storage) { theirs in mine.elementsEqual(theirs) }
        }
    }

    /// The keys whose values differ between `self` and `other` (a value that is neither
    /// `Equatable` nor an object counts as different).
    func keysDiffering(from other: EnvironmentValues) -> [ObjectIdentifier] {
        var keys: [ObjectIdentifier] = []
        for key in storage.keys where !sameValue(for: key, as: other) { keys.append(key) }
        for key in other.storage.keys where storage[key] == nil && !sameValue(for: key, as: other) { keys.append(key) }
        return keys
    }

    /// Whether the value for `key` is the same in both (a key set in one only is compared
    /// with its default value).
    func sameValue(for key: ObjectIdentifier, as other: EnvironmentValues) -> Bool {
        switch (storage[key], other.storage[key]) {
        case (nil, nil): return true
        case let (a?, b?): return EnvironmentComparison.same(a, b)
        case let (a?, nil): return EnvironmentComparison.same(a, EnvironmentComparison.defaultValue(of: key))
        case let (nil, b?): return EnvironmentComparison.same(b, EnvironmentComparison.defaultValue(of: key))
        }
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
        // The body depends on what it reads: an environment change re-evaluates it only
        // when one of these values changed.
        box.value = graph.environmentReads.reading(as: node, node.environment) { read($0) }
        if box.value == nil, let missing { _DynamicPropertyFailure.report(missing) }
    }
}

// MARK: - Built-in values

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
    /// The values that containers copy when they are reconciled, not when their items are
    /// made (layout direction mirrors all placement; the display scale snaps it): a change
    /// of one of these at the host updates the whole tree.
    static let geometryKeys: [ObjectIdentifier] = [ObjectIdentifier(LayoutDirectionKey.self), ObjectIdentifier(DisplayScaleKey.self)]
}
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The layout direction; right-to-left mirrors horizontal placement.
    public var layoutDirection: LayoutDirection {
        get {
            readRecorder?.note(ObjectIdentifier(LayoutDirectionKey.self))
            return layoutDirectionValue
        }
        set {
            self[LayoutDirectionKey.self] = newValue
            layoutDirectionValue = newValue
        }
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
