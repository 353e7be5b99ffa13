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
    /// A slot: its generation, odd while a node holds the slot and even while it is free
    /// (so a handle, always made with an odd generation, never matches a free slot), and
    /// its node (nil while free). One array of both: a lookup is one access to the store.
    private struct Slot {
        var generation: UInt32
        var node: GraphNode?
    }
    private var slots: [Slot] = []
    /// Free slots, taken again last in, first out.
    private var freeSlots: [UInt32] = []
    /// Nodes that were unlinked at some point since the last sweep (registered and not
    /// yet linked, or whose last link went): the ones to look at when sweeping.
    private var unlinked: [NodeHandle] = []

    /// How many nodes the store holds.
    private(set) var count = 0

    init() {}

    /// Takes `node` into the store and answers its handle. Until something links it, the
    /// node is released by the next ``sweep()``.
    func insert(_ node: GraphNode) -> NodeHandle {
        count += 1
        let handle: NodeHandle
        if let slot = freeSlots.popLast() {
            let i = Int(slot)
            // Free slots have an even generation; the next odd one is the node's. (After
            // 2³¹ reuses of one slot the generations wrap round.)
            let generation = slots[i].generation &+ 1
            slots[i] = Slot(generation: generation, node: node)
            handle = NodeHandle(index: slot, generation: generation)
        } else {
            precondition(slots.count < Int(UInt32.max), "Trellis: more than 2³² − 1 nodes in one graph")
            slots.append(Slot(generation: 1, node: node))
            handle = NodeHandle(index: UInt32(slots.count - 1), generation: 1)
        }
        unlinked.append(handle)
        return handle
    }

    /// The node of `handle`, or nil when it was released (or `handle` is ``Handle/none``).
    @inline(__always)
    func object(_ handle: NodeHandle) -> GraphNode? {
        let i = Int(handle.index)
        guard !handle.isNone, i < slots.count else { return nil }
        let slot = slots[i]
        return slot.generation == handle.generation ? slot.node : nil
    }

    /// Whether `handle`'s node is still here.
    func contains(_ handle: NodeHandle) -> Bool {
        let i = Int(handle.index)
        return !handle.isNone && i < slots.count && slots[i].generation == handle.generation
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
            releaseSlot(Int(handle.index))
        }
    }

    /// Releases every node (the graph goes): every handle fails from now on. The nodes
    /// are released after the store is empty, so whatever their release does finds
    /// none of them.
    func removeAll() {
        var released: [GraphNode] = []
        released.reserveCapacity(count)
        for i in slots.indices where slots[i].generation & 1 == 1 {
            if let node = slots[i].node { released.append(node) }
            slots[i] = Slot(generation: slots[i].generation &+ 1, node: nil)
            freeSlots.append(UInt32(i))
        }
        unlinked.removeAll()
        count = 0
        released.removeAll()
    }

    /// Frees slot `i`: its generation moves on and its node is released.
    private func releaseSlot(_ i: Int) {
        freeSlots.append(UInt32(i))
        count -= 1
        // Taken out before it is released: its release runs no code of the store's, but
        // the slot is consistent whatever it runs.
        let node = slots[i].node
        slots[i] = Slot(generation: slots[i].generation &+ 1, node: nil)
        _ = node
    }

    /// The handles of the nodes in the store (tests: what is registered).
    var handles: [NodeHandle] {
        slots.indices.compactMap { i in
            slots[i].node == nil ? nil : NodeHandle(index: UInt32(i), generation: slots[i].generation)
        }
    }
}
