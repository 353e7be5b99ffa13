import Foundation

/// Storage of one `@State` value. The box a view struct is created with is redirected, on
/// its first evaluation in the graph, to the box persisted in the view's node; reads during
/// a body evaluation are recorded so that a write re-evaluates exactly those bodies.
final class StateBox<Value> {
    private var storedValue: Value
    private var target: StateBox<Value>?
    weak var graph: ViewGraph?
    private var dependents: [ObjectIdentifier: WeakNode] = [:]

    init(_ value: Value) {
        storedValue = value
        initialValue = value
    }

    /// The value the box was made with (a view's declared initial value).
    let initialValue: Value

    var resolved: StateBox<Value> { target?.resolved ?? self }

    var value: Value {
        get {
            let box = resolved
            if let graph = box.graph, let reader = graph.evaluating {
                box.dependents[ObjectIdentifier(reader)] = WeakNode(reader)
            }
            return box.storedValue
        }
        set {
            let box = resolved
            box.storedValue = newValue
            guard let graph = box.graph else { return }
            // The change belongs to the current transaction (withAnimation, a binding's).
            graph.record(TransactionStack.current)
            for (key, weak) in box.dependents {
                if let node = weak.node { graph.invalidate(node) } else { box.dependents[key] = nil }
            }
        }
    }

    /// Sets the value without telling the views that read it (storage set-up).
    func setWithoutInvalidating(_ value: Value) { resolved.storedValue = value }

    func redirect(to persistent: StateBox<Value>) {
        if persistent !== self { target = persistent }
    }
}

struct WeakNode {
    weak var node: CustomNode?
    init(_ node: CustomNode) { self.node = node }
}

/// A property wrapper type that can read and write a value managed by Trellis: the value
/// lives as long as the view's identity, and writing it updates the views that read it.
///
/// Each view identity gets its own storage, starting from the declared value. A view
/// value's closures (a button's action) reach the storage of the identity that evaluated
/// that value last: hosts made from one view value work one after the other, not
/// interleaved (SwiftUI never shares a view value between windows).
@propertyWrapper
public struct State<Value>: DynamicPropertyInstaller {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { value, _ in box.value = value })
    }

    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        installStateBox(box, node: node, stateIndex: &stateIndex, graph: graph)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Links a view's state box to the storage its node keeps at `stateIndex` (made on the
/// identity's first evaluation, from the declared value).
func installStateBox<Value>(_ box: StateBox<Value>, node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
    defer { stateIndex += 1 }
    if stateIndex < node.stateStorage.count, let persistent = node.stateStorage[stateIndex] as? StateBox<Value> {
        box.redirect(to: persistent)
    } else {
        // A fresh box per view identity, from the value the view was made with: two
        // hosts made from one view value (or one value shown twice) must not share it.
        let persistent = StateBox(box.initialValue)
        box.redirect(to: persistent)
        persistent.graph = graph
        if stateIndex < node.stateStorage.count {
            node.stateStorage[stateIndex] = persistent
        } else {
            node.stateStorage.append(persistent)
        }
    }
}
