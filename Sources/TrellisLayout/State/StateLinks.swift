import Foundation
import Synchronization

// What a state box holds of the graph it belongs to and of the views that read it.
//
// Not `weak` references: a weak reference gives its object a side table, and from then on
// every retain and release of that object, anywhere in the engine, takes the runtime's
// slow path (through the side table); the graph and the nodes of custom views are
// retained and released all through an update.
//
// The graph's link refers to the graph by a checked unowned reference that the graph's
// `deinit` clears: a box that outlives its graph (a binding kept by a closure) then finds
// nil (a load after the graph went would trap, never read freed memory). Not weak: a weak
// reference gives the graph a side table, which puts every retain and release of it on
// the runtime's slow path. A view's link is a handle in its graph's node
// store (Storage/OwningStore.swift), which fails once the view has gone.
//
// Like the rest of a host, links are used from the thread the host acts on, with the
// changes SwiftUI lets any thread make as the exception: a state write (`@State`, a
// binding to it, an observed object's publisher, which writes one), and a change an
// @Observable object (or an `@AppStorage` key) reports, whose observers Observation calls
// on the thread that made it. The graph's link takes such a change
// (``GraphLink/deliver(_:)``) and hands it to the graph on the graph's own thread. A
// state value is read in the body of its view (SwiftUI's rule), so on that thread too.

/// What the state boxes of one graph hold of it (``ViewGraph/link``).
final class GraphLink: @unchecked Sendable {
    /// The graph, until it goes. Read only on the thread its host acts on.
    unowned var graph: ViewGraph?

    /// The identity (``ThreadState/identity``) of the thread the host last acted on
    /// (updated, ran an action, fired its work); 0 until it first acts.
    private let actingThread = Atomic<UInt64>(0)
    /// Changes made on other threads, oldest first, waiting for the host's next update.
    private let inbox = LockedValue<[DeliveredChange]>([])
    /// Whether ``inbox`` holds any change: an update that finds none takes no lock.
    private let inboxHasChanges = Atomic<Bool>(false)

    /// A change made on another thread, with the transaction it was made in there.
    struct DeliveredChange {
        let transaction: Transaction?
        let transactionSerial: UInt64
        let apply: (ViewGraph) -> Void
    }

    init() {}

    /// The host is acting on the thread whose state is `thread`.
    func noteActing(on thread: ThreadState) {
        actingThread.store(thread.identity, ordering: .relaxed)
    }

    /// Whether this thread may touch the graph now: it is the thread the host last acted
    /// on, or the host has not acted yet (no thread is its own).
    var isActingThread: Bool { isActing(ThreadState.current) }

    /// Whether the thread whose state is `thread` may touch the graph now.
    private func isActing(_ thread: ThreadState) -> Bool {
        let acting = actingThread.load(ordering: .relaxed)
        return acting == 0 || acting == thread.identity
    }

    /// Applies a change to the graph: at once on the thread the host acts on
    /// (``isActingThread``); from any other thread, at the start of the host's next update
    /// (``takeDeliveredChanges()``), in the transaction it was made in, so the graph is only
    /// ever touched by its own thread. SwiftUI likewise lets state change on any thread and
    /// updates the views on the main thread.
    func deliver(_ change: @escaping (ViewGraph) -> Void) {
        let state = ThreadState.current
        if isActing(state) {
            if let graph { change(graph) }
            return
        }
        let delivered = DeliveredChange(transaction: state.transaction, transactionSerial: state.transactionSerial, apply: change)
        inbox.withLock { $0.append(delivered) }
        inboxHasChanges.store(true, ordering: .releasing)
    }

    /// The changes other threads delivered since the last call, oldest first; called on
    /// the host's thread as an update starts and between its rounds.
    func takeDeliveredChanges() -> [DeliveredChange] {
        guard inboxHasChanges.load(ordering: .acquiring) else { return [] }
        return inbox.withLock { changes in
            inboxHasChanges.store(false, ordering: .relaxed)
            defer { changes = [] }
            return changes
        }
    }
}

/// What a state box holds of a view that read it (``CustomNode/readerLink``): one link a
/// node, made when it first reads state or an @Observable property.
final class NodeLink {
    /// The store the node is registered in (nil for a node outside any graph).
    let store: NodeStore?
    /// The node's handle there.
    let handle: NodeHandle

    /// A link to `node`, registered in its graph's store if it is not yet. A node outside
    /// any graph (never reconciled: every body a graph evaluates is registered first) has
    /// no graph to update: its link finds no node.
    init(_ node: CustomNode) {
        if node.handle.isNone, let store = node.nodeStore { node.register(in: store) }
        store = node.nodeStore
        handle = node.handle
    }

    /// The node, until it goes (then nil).
    var node: CustomNode? { store?.object(handle) as? CustomNode }
}
