import Foundation

/// Where the view graph's nodes live: a slot map that owns them, addressed by
/// ``NodeHandle``s. Every node a graph reconciles is registered here, and every link
/// between nodes is a handle: a parent reaches its children through this store, and a
/// child its parent.
///
/// **Ownership.** The store holds each node by a counted reference; nothing else in the
/// graph does (a reconcile or a walk holds the nodes it works on while it runs, as a
/// borrow). A node stays while something links it: its parent's field or list
/// (``GraphNode/ChildLink``, ``ListNode``), or the graph's root link. Each node counts
/// its links (``GraphNode/linkCount``); when the last one goes, or when a node is
/// registered and nothing links it yet, its handle is queued, and ``sweep()`` (at the end
/// of every update, and at teardown) releases the queued nodes that are still unlinked,
/// with everything only they linked. A node dropped in one place and linked in another
/// during one update (a navigation level moving to the back) is therefore kept.
///
/// **Stale handles.** Releasing a node moves its slot's generation on, so every copy of
/// its handle fails from then on, and a slot taken again has another generation: a stale
/// handle is a failed lookup, never a dangling reference.
///
/// **Between a drop and the sweep** the dropped node is still here, alive but unlinked;
/// ``GraphNode/isAttached`` tells it apart (the views of a subtree its parent dropped are
/// never evaluated, as in SwiftUI).
///
/// Releasing is a loop over slots, not a recursion over the tree: freeing a deep graph
/// needs no stack of its depth. Used from the thread its host is used from.
final class NodeStore {
    /// The nodes, each held by a counted reference in its slot (``SlotMap``: a lookup is
    /// a read at a computed address, with no run-time exclusivity check).
    private let map = SlotMap<GraphNode>()
    /// Nodes that were unlinked at some point since the last sweep (registered and not
    /// yet linked, or whose last link went): the ones to look at when sweeping.
    private var unlinked: [NodeHandle] = []

    /// How many nodes the store holds.
    var count: Int { map.count }

    init() {}

    /// Takes `node` into the store and answers its handle. Until something links it, the
    /// node is released by the next ``sweep()``.
    func insert(_ node: GraphNode) -> NodeHandle {
        let (index, generation) = map.insert(node)
        let handle = NodeHandle(index: index, generation: generation)
        unlinked.append(handle)
        return handle
    }

    /// The node of `handle`, or nil when it was released (or `handle` is ``Handle/none``).
    @inline(__always)
    func object(_ handle: NodeHandle) -> GraphNode? {
        map.value(index: handle.index, generation: handle.generation)
    }

    /// Whether `handle`'s node is still here.
    func contains(_ handle: NodeHandle) -> Bool {
        map.contains(index: handle.index, generation: handle.generation)
    }

    /// Notes that a link to `handle`'s node went: the node is queued for the next sweep
    /// when it was the last.
    func unlink(_ handle: NodeHandle) {
        guard let node = object(handle) else { return }
        node.linkCount -= 1
        if node.linkCount <= 0 { unlinked.append(handle) }
    }

    /// Releases the nodes nothing links, and then those only they linked, and so on: after
    /// a sweep every node in the store is linked.
    func sweep() {
        while let handle = unlinked.popLast() {
            guard let node = object(handle), node.linkCount <= 0 else { continue }
            node.forEachChild { unlink($0) }
            // Released here, with the store consistent: the map hands it out.
            _ = map.remove(index: handle.index, generation: handle.generation)
        }
    }

    /// Releases every node (the graph goes): every handle fails from now on. The nodes
    /// are released after the store is empty, so whatever their release does finds
    /// none of them.
    func removeAll() {
        unlinked.removeAll()
        var released = map.removeAll()
        released.removeAll()
    }

    /// The handles of the nodes in the store (tests: what is registered).
    var handles: [NodeHandle] {
        map.occupied.map { NodeHandle(index: $0.index, generation: $0.generation) }
    }
}
