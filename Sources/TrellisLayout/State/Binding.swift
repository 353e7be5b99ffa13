import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    public var transaction = Transaction()
    /// Where the binding reads and writes, when it was made from state or an object
    /// (`$value`, `$model.name`, `$items[i]`); nil for one made from closures. Two
    /// bindings to one location are the same binding when a view's value is compared
    /// (ViewEquality.swift).
    let location: BindingLocation?
    /// The value when the binding was made, for a location whose reads the graph does not
    /// track (an `ObservableObject`'s property): two such bindings are the same only with
    /// the same value, as SwiftUI compares a binding's value, so that a view holding one
    /// is evaluated again when the property changed. Nil elsewhere: a read of state or of
    /// an `@Observable` property invalidates its reader by itself.
    let untrackedValue: Value?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        location = nil
        untrackedValue = nil
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        location = nil
        untrackedValue = nil
    }

    /// A binding to `location`, read and written by `get` and `set`.
    init(location: BindingLocation?, untrackedValue: Value? = nil, get: @escaping () -> Value,
         set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        self.location = location
        self.untrackedValue = untrackedValue
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to `object`'s property at `keyPath`, compared by that location when a
    /// view's value is compared (ViewEquality.swift): what `$model.name` makes for a
    /// `@Bindable` model and, in TrellisCombine, for an `@ObservedObject` or `@StateObject`
    /// (`readsAreTracked` false: the value is compared too, see ``untrackedValue``).
    @_spi(ObjectBindings)
    public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, readsAreTracked: Bool = true) {
        self.init(location: BindingLocation(root: object, path: [keyPath]),
                  untrackedValue: readsAreTracked ? nil : object[keyPath: keyPath],
                  get: { object[keyPath: keyPath] }, set: { value, _ in object[keyPath: keyPath] = value })
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Writing through a binding that carries an animation (``animation(_:)``) or a
    /// transaction makes the change in that transaction.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, transaction)
            }
        }
    }

    /// The binding with `transaction` applied to its writes.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$model.field`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(location: location?.appending(keyPath),
                                get: { parent.wrappedValue[keyPath: keyPath] },
                                set: { value, _ in parent.wrappedValue[keyPath: keyPath] = value })
    }

    /// The binding with an animation applied to its writes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

/// A view holding a binding is unchanged when its new binding reaches the same location
/// with the same transaction (ViewEquality.swift).
extension Binding: CustomViewComparison {
    static func isSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let a = a.assumingMemoryBound(to: Binding<Value>.self), b = b.assumingMemoryBound(to: Binding<Value>.self)
        guard let location = a.pointee.location, location == b.pointee.location else { return false }
        if let old = a.pointee.untrackedValue, let new = b.pointee.untrackedValue {
            let comparison = ValueComparison.of(Value.self)
            guard withUnsafePointer(to: old, { old in withUnsafePointer(to: new) { comparison.isSame(old, $0) } }) else { return false }
        }
        return a.pointee.transaction.animation == b.pointee.transaction.animation
            && a.pointee.transaction.disablesAnimations == b.pointee.transaction.disablesAnimations
    }
}

/// Where a binding made from state or an object reads and writes: the state's box or the
/// object, then the key paths and indices taken from it.
struct BindingLocation: Equatable {
    let root: AnyObject
    let path: [AnyHashable]

    init(root: AnyObject, path: [AnyHashable] = []) {
        self.root = root
        self.path = path
    }

    func appending(_ step: AnyHashable) -> BindingLocation {
        BindingLocation(root: root, path: path + [step])
    }

    static func == (a: BindingLocation, b: BindingLocation) -> Bool {
        a.root === b.root && a.path == b.path
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// A binding to a collection is a collection of bindings to its elements:
/// `ForEach($items) { $item in … }`.
extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        let parent = self
        return Binding<Value.Element>(location: location?.appending(position),
                                      get: { parent.wrappedValue[position] },
                                      set: { value, _ in parent.wrappedValue[position] = value })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}
