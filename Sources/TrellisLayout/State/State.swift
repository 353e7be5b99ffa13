import Foundation

/// What of a state box does not depend on its value: the node whose storage it is.
/// A class of its own, not a protocol: a node keeps its boxes as this type
/// (``StateSlots``), and a box made a protocol's existential would look its generic type's
/// conformance up at run time for every `@State` built.
@usableFromInline
class StateBoxBase {
    /// The handle of the node whose storage this box is (Storage/OwningStore.swift), until that node
    /// takes another box in its place (``ownerGone()``, from ``installStateBox`` and the
    /// node's `deinit`); a lookup fails once the node has gone. Its reads are noted as a
    /// flag (``readByOwner``), not through a link: nearly every value is read by the view
    /// that declares it alone, which then needs no link object.
    final var ownerHandle = NodeHandle.none
    /// Whether the owner read the value.
    final var readByOwner = false

    @usableFromInline init() {}

    /// The value, for a write of another transaction to put back (TransactionUpdates.swift).
    /// (Every box is a `StateBox<Value>`, which answers both; the base is never made alone.)
    var currentValue: Any { preconditionFailure("a state box is always a StateBox<Value>") }
    /// Puts back a value ``currentValue`` gave, without invalidating the readers.
    func restoreValue(_ value: Any) {}
    /// Forgets the node whose storage the box was.
    final func ownerGone() {
        ownerHandle = .none
        readByOwner = false
    }
}

/// Storage of one `@State` value. The box a view struct is created with is redirected, on
/// its first evaluation in the graph, to the box persisted in the view's node; reads during
/// a body evaluation are recorded so that a write re-evaluates exactly those bodies.
///
/// **Cost.** Every `@State` of every view built makes one (two, where a property also has a
/// declared default that the view's initialiser replaces); the first identity to install
/// it keeps it as its storage, and only a view value shown by a second identity makes that
/// one a box of its own (``installStateBox``). So the box is kept lean:
/// - The views that read the value are kept as one reader in place, others in a dictionary
///   made only for a second reader (a binding read by a child view): nearly every value is
///   read by its own view alone, and a dictionary per box would be two allocations and a hash.
/// - The graph and the readers are held through links (`StateLinks.swift`), not weak
///   references, which would put the graph and every node that reads state on the
///   runtime's slow path for retains and releases.
/// - Nothing here names `StateBox<Value>` where the instance's own type would do
///   (``resolved`` walks the redirections in a loop, ``installStateBox`` compares and makes
///   boxes through `type(of:)`): in code not specialised for `Value`, naming the type is a
///   lookup in the runtime's metadata cache each time. `State`'s
///   initialisers, which must name it, are inlinable, so that the view's own module makes
///   the box with the type looked up once.
@usableFromInline
final class StateBox<Value>: StateBoxBase {
    // (Both values are `@usableFromInline` for the initialiser, which is inlinable: the
    // view's module makes a box with its `Value` known, so the values are stored directly,
    // not copied through `Value`'s witnesses.)
    @usableFromInline var storedValue: Value
    @usableFromInline var target: StateBox<Value>?
    /// The graph the box belongs to (nil: not installed yet, or the graph is gone).
    var graphLink: GraphLink?
    var graph: ViewGraph? { graphLink?.graph }
    /// The first other view that read the value (a binding's reader).
    private var reader: NodeLink?
    /// Other views that read it, by their links' identity; nil until there is a second
    /// reader.
    private var otherReaders: [ObjectIdentifier: NodeLink]?

    @inlinable required init(_ value: Value) {
        storedValue = value
        initialValue = value
        super.init()
    }

    /// The value the box was made with (a view's declared initial value).
    @usableFromInline let initialValue: Value

    /// The box the value lives in: the end of the chain of redirections.
    @inlinable var resolved: StateBox<Value> {
        var box = self
        while let next = box.target { box = next }
        return box
    }

    @usableFromInline var value: Value {
        // Inlinable, as the initialiser: `State.wrappedValue` reads through it in the
        // view's module, with `Value` known (through its witnesses, a read would be a copy
        // and a call more); noting the read stays out of line.
        @inlinable get {
            let box = resolved
            box.noteRead()
            return box.storedValue
        }
        set {
            let box = resolved
            guard let link = box.graphLink else {
                box.storedValue = newValue
                return
            }
            // Written on another thread (SwiftUI lets any thread write state): the host
            // takes the write in its next update, in this thread's transaction.
            guard link.isActingThread else {
                link.deliver { graph in box.write(newValue, in: graph) }
                return
            }
            guard let graph = link.graph else {
                box.storedValue = newValue
                return
            }
            box.write(newValue, in: graph)
        }
    }

    /// Stores `newValue` and invalidates the views that read the value, in the current
    /// transaction (withAnimation, a binding's).
    private func write(_ newValue: Value, in graph: ViewGraph) {
        graph.stateWillChange(self)
        storedValue = newValue
        graph.record(TransactionStack.current)
        invalidateReaders(in: graph)
    }

    /// Records the read of the view whose body is being evaluated, if any (this box is
    /// the end of its chain, ``resolved``).
    @usableFromInline func noteRead() {
        guard let graph = graphLink?.graph, let reader = graph.evaluating else { return }
        noteReader(reader)
    }

    /// Records that `node`'s body read the value.
    private func noteReader(_ node: CustomNode) {
        if !ownerHandle.isNone, node.handle == ownerHandle {
            readByOwner = true
            return
        }
        let link = node.readerLink
        if let first = reader, first === link { return }
        if reader?.node == nil {
            // No reader yet, or the first one is gone: `node` takes its place (and leaves
            // the others, where it may be from an earlier read).
            reader = link
            if otherReaders != nil { otherReaders![ObjectIdentifier(link)] = nil }
            return
        }
        otherReaders = otherReaders ?? [:]
        otherReaders![ObjectIdentifier(link)] = link
    }

    /// Invalidates every view that read the value and still exists; forgets those gone.
    private func invalidateReaders(in graph: ViewGraph) {
        if readByOwner, let owner = graph.store.object(ownerHandle) as? CustomNode { graph.invalidate(owner) }
        if let node = reader?.node { graph.invalidate(node) }
        guard let others = otherReaders else { return }
        for (key, link) in others {
            if let node = link.node { graph.invalidate(node) } else { otherReaders![key] = nil }
        }
    }

    /// Sets the value without telling the views that read it (storage set-up).
    func setWithoutInvalidating(_ value: Value) { resolved.storedValue = value }

    override var currentValue: Any { storedValue }
    override func restoreValue(_ value: Any) {
        if let value = value as? Value { storedValue = value }
    }

    /// Sends reads and writes of this box to `persistent`, the storage of the identity
    /// evaluating the view now; to none when that is this box itself (a view's own box
    /// that became its identity's storage, which another identity showing the same view
    /// value may have redirected meanwhile).
    func redirect(to persistent: StateBox<Value>) {
        target = persistent === self ? nil : persistent
    }

    /// Whether no identity has taken this box yet: it was never installed, nor sent
    /// elsewhere. A view's own box that is unclaimed becomes the storage of the first
    /// identity that installs it (``installStateBox``).
    var isUnclaimed: Bool { graphLink == nil && target == nil }
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
    @usableFromInline let box: StateBox<Value>

    @inlinable public init(wrappedValue value: Value) { box = StateBox(value) }
    @inlinable public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        @inlinable get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(location: BindingLocation(root: box.resolved), get: { box.value }, set: { value, _ in box.value = value })
    }

    /// One slot of the node's state storage: its box.
    static var storageSlots: Int { 1 }

    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        installStateBox(box, node: node, stateIndex: &stateIndex, graph: graph)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable public init() { self.init(wrappedValue: nil) }
}

/// Links a view's state box to the storage its node keeps at `stateIndex` (made on the
/// identity's first evaluation, from the declared value).
///
/// The first identity to install a view value's box takes that box as its storage
/// (`claim`): a box made and another made for the node at once would be two allocations
/// a `@State` for every view built. A box already taken (one view value shown by
/// two identities, or two hosts made from one value) gives the next identity a box of its
/// own, made from the value the view was made with. `claim` false: always a box of the
/// node's own (a namespace's, whose number its node writes).
func installStateBox<Value>(_ box: StateBox<Value>, node: CustomNode, stateIndex: inout Int, graph: ViewGraph,
                            claim: Bool = true) {
    defer { stateIndex += 1 }
    // The box's own type, read off the instance (see `StateBox`'s cost notes): what a
    // stored box must be, and what a new one is made as.
    let boxType = type(of: box)
    if stateIndex < node.stateStorage.count {
        let stored = node.stateStorage[stateIndex]
        if ObjectIdentifier(type(of: stored)) == ObjectIdentifier(boxType) {
            box.redirect(to: unsafeDowncast(stored, to: boxType))
            return
        }
    }
    // A fresh box per view identity, from the value the view was made with: two
    // hosts made from one view value (or one value shown twice) must not share it.
    let persistent: StateBox<Value>
    if claim, box.isUnclaimed {
        persistent = box
    } else {
        persistent = boxType.init(box.initialValue)
        box.redirect(to: persistent)
    }
    persistent.graphLink = graph.link
    node.register(in: graph.store)
    persistent.ownerHandle = node.handle
    if stateIndex < node.stateStorage.count {
        node.stateStorage[stateIndex].ownerGone()
        node.stateStorage[stateIndex] = persistent
    } else {
        node.stateStorage.append(persistent)
    }
}
