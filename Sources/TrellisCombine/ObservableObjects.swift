@_exported import OpenCombine
import Foundation
@_spi(ObjectBindings) import TrellisLayout

/// Storage of an observed object for one view identity: the object, and the subscription
/// to its `objectWillChange` that re-evaluates the view.
public final class _ObservedObjectStorage<ObjectType: ObservableObject> {
    var object: ObjectType?
    private var subscription: AnyCancellable?
    private weak var subscribed: ObjectType?

    public init() {}

    /// Subscribes to `object` (once per object): a change bumps `tick`, which the view
    /// read, so the view is evaluated again (in the transaction current at the change).
    func observe(_ object: ObjectType, tick: Binding<Int>) {
        guard subscribed !== object else { return }
        subscribed = object
        subscription = object.objectWillChange.sink { _ in tick.wrappedValue &+= 1 }
    }
}

/// A property wrapper type that instantiates an observable object: once per view
/// identity, kept across updates; a change the object publishes re-evaluates the views
/// that use it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    @State private var storage = _ObservedObjectStorage<ObjectType>()
    @State private var tick = 0
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        _ = tick
        if let object = storage.object { return object }
        let object = make()
        storage.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }

    public mutating func update() {
        storage.observe(wrappedValue, tick: $tick)
    }
}

/// A property wrapper type that subscribes to an observable object passed in and
/// re-evaluates the view when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @State private var storage = _ObservedObjectStorage<ObjectType>()
    @State private var tick = 0
    private var object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    /// The observed object. Settable, as SwiftUI's, so that a view's initialiser can
    /// assign it (`self.model = model`); the view observes whichever object it holds when
    /// it is updated (a new object replaces the subscription to the old one).
    public var wrappedValue: ObjectType {
        get {
            _ = tick
            return object
        }
        set { object = newValue }
    }

    /// Reads the change count as ``wrappedValue`` does: a view that only hands out
    /// bindings (`$model.name`) still depends on the object.
    public var projectedValue: Wrapper {
        _ = tick
        return Wrapper(object: object)
    }

    public mutating func update() {
        storage.observe(object, tick: $tick)
    }

    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            // An ObservableObject's reads are not tracked: the binding carries the value.
            Binding(object, keyPath, readsAreTracked: false)
        }
    }
}

/// A property wrapper type for an observable object that an ancestor supplies with
/// `environmentObject(_:)`.
///
/// **Differs from SwiftUI:** when no ancestor supplies the object, SwiftUI traps; Trellis
/// shows nothing for the view and reports an `unavailableDynamicProperty` diagnostic
/// naming the type, so one test's missing object does not end the whole test run.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @Environment(\.self) private var environment
    @State private var storage = _ObservedObjectStorage<ObjectType>()
    @State private var tick = 0

    public init() {}

    public var wrappedValue: ObjectType {
        _ = tick
        guard let object = environment._object(of: ObjectType.self) else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }

    public mutating func update() {
        guard let object = environment._object(of: ObjectType.self) else {
            _DynamicPropertyFailure.report("no \(ObjectType.self) in the environment: supply one with .environmentObject(_:) on an ancestor")
            return
        }
        storage.observe(object, tick: $tick)
    }
}

extension View {
    /// Supplies an observable object to the view's subtree (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _environmentObject(object)
    }

    /// Runs `action` with each value `publisher` emits (delivered as it is published; the
    /// host lays out what the action changed before it answers).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

/// The subscription of an `onReceive`, kept for the view's identity; the action is the
/// latest one the view gave.
final class ReceiveStorage<P: Publisher> where P.Failure == Never {
    var subscription: AnyCancellable?
    var action: ((P.Output) -> Void)?
}

struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var storage = ReceiveStorage<P>()

    func body(content: Content) -> some View {
        storage.action = action
        if storage.subscription == nil {
            let storage = self.storage
            storage.subscription = publisher.sink { storage.action?($0) }
        }
        return content
    }
}
