import Foundation

/// The address of a ``GraphNode`` in its graph's ``NodeStore``: a slot and the generation
/// the slot had when the node took it.
///
/// A handle never keeps a node alive and never dangles: when its node goes, the slot's
/// generation moves on, and every lookup of the handle fails from then on (a slot taken
/// again by another node has another generation). Links that must not own their target
/// — a node's parent, the graph's set of views to evaluate again — are handles.
struct NodeHandle: Hashable {
    let index: UInt32
    let generation: UInt32

    /// No node: the generation no slot ever has.
    static let none = NodeHandle(index: 0, generation: 0)

    var isNone: Bool { generation == 0 }
}

/// Where a graph's nodes are found by handle: a slot map of the nodes alive.
///
/// The nodes are owned by the tree (a parent holds its children, the graph the root);
/// the store holds each one unretained and is told when it goes
/// (``GraphNode``'s `deinit` calls ``remove(_:)``), so every slot holds a live node or
/// none. This is the one place where a node is held by an uncounted reference: a lookup
/// checks the handle's generation against the slot's and answers a counted reference, or
/// nil for a node that has gone.
///
/// **Lifetime.** Every registered node holds its store (`GraphNode.store`), so the store
/// outlives its nodes. A store is used from the thread its graph is used from.
final class NodeStore {
    /// The generation of each slot: odd while a node holds the slot, even while it is free
    /// (so a handle, always made with an odd generation, never matches a free slot).
    private var generations: [UInt32] = []
    /// The node in each slot (nil while free).
    private var nodes: [Unmanaged<GraphNode>?] = []
    /// Free slots, taken again last in, first out.
    private var freeSlots: [UInt32] = []

    /// How many nodes the store holds.
    private(set) var count = 0

    /// Registers `node` and answers its handle.
    func insert(_ node: GraphNode) -> NodeHandle {
        count += 1
        if let slot = freeSlots.popLast() {
            let i = Int(slot)
            // Free slots have an even generation; the next odd one is the node's. (After
            // 2³¹ reuses of one slot the generations wrap round.)
            generations[i] &+= 1
            nodes[i] = .passUnretained(node)
            return NodeHandle(index: slot, generation: generations[i])
        }
        precondition(nodes.count < Int(UInt32.max), "Trellis: more than 2³² − 1 views in one graph")
        generations.append(1)
        nodes.append(.passUnretained(node))
        return NodeHandle(index: UInt32(nodes.count - 1), generation: 1)
    }

    /// Forgets the node of `handle` (its `deinit`): the handle, and every copy of it, fails
    /// from now on.
    func remove(_ handle: NodeHandle) {
        let i = Int(handle.index)
        guard !handle.isNone, i < generations.count, generations[i] == handle.generation else { return }
        generations[i] &+= 1
        nodes[i] = nil
        freeSlots.append(handle.index)
        count -= 1
    }

    /// The node of `handle`, or nil when it has gone (or `handle` is ``NodeHandle/none``).
    func node(_ handle: NodeHandle) -> GraphNode? {
        let i = Int(handle.index)
        guard !handle.isNone, i < generations.count, generations[i] == handle.generation else { return nil }
        // The slot holds its node while the generations match: the node is alive.
        return nodes[i]?.takeUnretainedValue()
    }

    /// Whether `handle`'s node is alive.
    func contains(_ handle: NodeHandle) -> Bool {
        let i = Int(handle.index)
        return !handle.isNone && i < generations.count && generations[i] == handle.generation
    }
}
