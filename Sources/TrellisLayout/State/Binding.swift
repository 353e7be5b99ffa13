import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

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
        return Binding<Subject>(get: { parent.wrappedValue[keyPath: keyPath] },
                                set: { parent.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The binding with an animation applied to its writes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
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
        return Binding<Value.Element>(get: { parent.wrappedValue[position] },
                                      set: { parent.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}
