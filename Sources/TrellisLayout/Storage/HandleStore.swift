import Foundation

/// The address of an object in a ``HandleStore``: a slot and the generation the slot had
/// when the object took it. `Object` only types the handle (a node's handle is never
/// looked up among items).
///
/// A handle never keeps its object alive and never dangles: when the object goes, the
/// slot's generation moves on, and every lookup of the handle fails from then on (a slot
/// taken again by another object has another generation). Every link between graph nodes
/// is a handle (``NodeStore``), and so are the links that must not own their target: the
/// graph's set of views to evaluate again, a state box's owner, a layout item's placer, a
/// container's subviews' link back to it.
struct Handle<Object: AnyObject>: Hashable {
    let index: UInt32
    let generation: UInt32

    /// No object: the generation no slot ever has.
    static var none: Handle { Handle(index: 0, generation: 0) }

    var isNone: Bool { generation == 0 }
}

/// Where objects of one host are found by handle without being owned: a slot map of the
/// objects alive. The layout items are registered in one (``ItemStore``); the graph's nodes
/// live in a store that owns them (``NodeStore``).
///
/// The objects are owned by their tree (a parent holds its children, the host the root);
/// the store holds each one unretained and is told when it goes (the object's `deinit`
/// calls ``remove(_:)``), so every slot holds a live object or none. This is the one place
/// in the layout core where an object is held by an uncounted reference: a lookup checks
/// the handle's generation against the slot's and answers a counted reference, or nil for
/// an object that has gone.
///
/// **Lifetime.** Every registered object holds its store, so the store outlives its
/// objects. A store is used from the thread its host is used from.
final class HandleStore<Object: AnyObject> {
    /// The generation of each slot: odd while an object holds the slot, even while it is
    /// free (so a handle, always made with an odd generation, never matches a free slot).
    private var generations: [UInt32] = []
    /// The object in each slot (nil while free), held as `AnyObject`: arrays of a type that
    /// does not depend on `Object` need no generic metadata looked up at run time when
    /// they grow, which every registration would otherwise pay.
    private var objects: [Unmanaged<AnyObject>?] = []
    /// Free slots, taken again last in, first out.
    private var freeSlots: [UInt32] = []

    /// How many objects the store holds.
    private(set) var count = 0

    init() {}

    /// Registers `object` and answers its handle.
    func insert(_ object: Object) -> Handle<Object> {
        count += 1
        if let slot = freeSlots.popLast() {
            let i = Int(slot)
            // Free slots have an even generation; the next odd one is the object's. (After
            // 2³¹ reuses of one slot the generations wrap round.)
            generations[i] &+= 1
            objects[i] = .passUnretained(object as AnyObject)
            return Handle(index: slot, generation: generations[i])
        }
        precondition(objects.count < Int(UInt32.max), "Trellis: more than 2³² − 1 objects in one store")
        generations.append(1)
        objects.append(.passUnretained(object as AnyObject))
        return Handle(index: UInt32(objects.count - 1), generation: 1)
    }

    /// Forgets the object of `handle` (its `deinit`): the handle, and every copy of it,
    /// fails from now on.
    func remove(_ handle: Handle<Object>) {
        let i = Int(handle.index)
        guard !handle.isNone, i < generations.count, generations[i] == handle.generation else { return }
        generations[i] &+= 1
        objects[i] = nil
        freeSlots.append(handle.index)
        count -= 1
    }

    /// The object of `handle`, or nil when it has gone (or `handle` is ``Handle/none``).
    func object(_ handle: Handle<Object>) -> Object? {
        let i = Int(handle.index)
        guard !handle.isNone, i < generations.count, generations[i] == handle.generation else { return nil }
        // The slot holds its object while the generations match: the object is alive, and
        // it is an `Object` (only `insert` fills a slot).
        guard let object = objects[i]?.takeUnretainedValue() else { return nil }
        return unsafeDowncast(object, to: Object.self)
    }

    /// Whether `handle`'s object is alive.
    func contains(_ handle: Handle<Object>) -> Bool {
        let i = Int(handle.index)
        return !handle.isNone && i < generations.count && generations[i] == handle.generation
    }
}

/// A graph node's address in its ``NodeStore`` (NodeStore.swift).
typealias NodeHandle = Handle<GraphNode>
/// A host's layout items by handle.
typealias ItemStore = HandleStore<LayoutItem>
/// A layout item's address in its ``ItemStore``.
typealias ItemHandle = Handle<LayoutItem>
