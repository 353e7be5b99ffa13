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

/// A property wrapper that supports creating bindings to the mutable properties of an
/// `@Observable` object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath)
    }
}

/// Environment storage of objects keyed by their type (`.environment(model)`,
/// `@Environment(Model.self)`, `.environmentObject(_:)`).
struct EnvironmentObjectKey: Hashable {
    let type: ObjectIdentifier
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }

    /// The object of type `type` that an ancestor put in the environment.
    public func _object<T: AnyObject>(of type: T.Type) -> T? {
        environmentObjects[ObjectIdentifier(type)] as? T
    }

    public mutating func _setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        environmentObjects[ObjectIdentifier(type)] = object
    }
}

struct EnvironmentObjectModifier: EnvironmentModifier {
    typealias Body = Never
    let put: (inout EnvironmentValues) -> Void
    func transformEnvironment(_ environment: inout EnvironmentValues) { put(&environment) }
}

extension View {
    /// Puts an `@Observable` object in the environment, for `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier { $0._setObject(object, of: T.self) })
    }

    /// Puts any object in the environment under its type (used by `environmentObject`).
    public func _environmentObject<T: AnyObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier { $0._setObject(object, of: T.self) })
    }
}
