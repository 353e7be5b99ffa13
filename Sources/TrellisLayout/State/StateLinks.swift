import Foundation

// What a state box holds of the graph it belongs to and of the views that read it.
//
// Not `weak` references: a weak reference gives its object a side table, and from then on
// every retain and release of that object, anywhere in the engine, takes the runtime's
// slow path (through the side table). The graph and the nodes of custom views are
// retained and released all through an update; with every `@State` holding them weakly,
// the slow paths were about a thirteenth of building a view with state.
//
// A link is a small object of its own that refers to the graph (or node) without counting
// and is cleared when the graph (or node) goes, in its `deinit`: a box that outlives its
// graph (a binding kept by a closure) then finds nil, as a weak reference would. Like the
// rest of a host, links are used from one thread: a state write from another thread
// races with the graph's own bookkeeping, link or no link.

/// What the state boxes of one graph hold of it (``ViewGraph/link``).
final class GraphLink {
    /// The graph, until it goes.
    @exclusivity(unchecked) unowned(unsafe) var graph: ViewGraph?

    init() {}
}

/// What a state box holds of a view that read it (``CustomNode/readerLink``): one link a
/// node, made when it first reads state or an @Observable property.
final class NodeLink {
    /// The node, until it goes.
    @exclusivity(unchecked) unowned(unsafe) var node: CustomNode?

    init(_ node: CustomNode) { self.node = node }
}
