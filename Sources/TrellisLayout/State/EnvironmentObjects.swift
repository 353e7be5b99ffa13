import Foundation

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
