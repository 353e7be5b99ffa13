import Foundation

/// A property wrapper that updates a property while the user performs a gesture and
/// resets it to its initial value when the gesture ends or fails (in `resetTransaction`).
@propertyWrapper
public struct GestureState<Value>: DynamicPropertyInstaller {
    let box: StateBox<Value>
    let initial: Value
    let resetTransaction: (inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        initial = wrappedValue
        self.resetTransaction = { $0 = resetTransaction }
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        initial = wrappedValue
        let box = self.box
        self.resetTransaction = { reset(box.value, &$0) }
    }

    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }

    func reset() {
        var t = Transaction()
        resetTransaction(&t)
        let box = self.box, initial = self.initial
        withTransaction(t) { box.value = initial }
    }

    /// One slot of the node's state storage: its box.
    static var storageSlots: Int { 1 }

    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        installStateBox(box, node: node, stateIndex: &stateIndex, graph: graph)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
