import Foundation

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
// store (Storage/NodeStore.swift), which fails once the view has gone. Like the rest of a host,
// links are used from one thread: a state write from another thread races with the
// graph's own bookkeeping, link or no link.

/// What the state boxes of one graph hold of it (``ViewGraph/link``).
final class GraphLink {
    /// The graph, until it goes.
    unowned var graph: ViewGraph?

    init() {}
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
