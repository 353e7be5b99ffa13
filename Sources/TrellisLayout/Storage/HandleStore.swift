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
/// objects alive. Every layout item of a host is registered in one (``ItemStore``) from
/// its making to its `deinit`; the graph's nodes live in a store that owns them
/// (``NodeStore``).
///
/// The objects are owned by their tree (a parent holds its children, the host the root);
/// the store holds each one unretained and is told when it goes (the object's `deinit`
/// calls ``remove(_:)``), so every slot holds a live object or none. This is the one place
/// in the layout core where an object is held by an uncounted reference: a lookup checks
/// the handle's generation against the slot's and answers a counted reference, or nil for
/// an object that has gone.
///
/// **Lifetime.** Every registered object holds its store, so the store outlives its
/// objects. A store is used from the thread its host is used from. Its slots are a
/// ``SlotMap``, whose lookups run no run-time exclusivity check: the algorithms look
/// items up inside a layout pass.
final class HandleStore<Object: AnyObject> {
    /// Each object held as `AnyObject`, so that the map's type does not depend on `Object`.
    private let map = SlotMap<Unmanaged<AnyObject>>()

    init() {}

    /// How many objects the store holds.
    var count: Int { map.count }

    /// Registers `object` and answers its handle.
    func insert(_ object: Object) -> Handle<Object> {
        let (index, generation) = map.insert(.passUnretained(object as AnyObject))
        return Handle(index: index, generation: generation)
    }

    /// Takes a slot for an object being made, which needs its handle before it is whole
    /// (a layout item keeps it as a constant); ``fill(_:with:)`` registers the object once it
    /// is. Until then a lookup of the handle fails.
    func reserve() -> Handle<Object> {
        let (index, generation) = map.reserve()
        return Handle(index: index, generation: generation)
    }

    /// Registers `object` under `handle`, which ``reserve()`` answered.
    func fill(_ handle: Handle<Object>, with object: Object) {
        map.fill(index: handle.index, generation: handle.generation, with: .passUnretained(object as AnyObject))
    }

    /// Forgets the object of `handle` (its `deinit`): the handle, and every copy of it,
    /// fails from now on.
    func remove(_ handle: Handle<Object>) {
        map.remove(index: handle.index, generation: handle.generation)
    }

    /// The object of `handle`, or nil when it has gone (or `handle` is ``Handle/none``).
    @inline(__always)
    func object(_ handle: Handle<Object>) -> Object? {
        // The slot holds its object while the generations match: the object is alive, and
        // it is an `Object` (only `insert` fills a slot).
        map.value(index: handle.index, generation: handle.generation).map {
            unsafeDowncast($0.takeUnretainedValue(), to: Object.self)
        }
    }

    /// Whether `handle`'s object is alive.
    func contains(_ handle: Handle<Object>) -> Bool {
        map.contains(index: handle.index, generation: handle.generation)
    }

    /// The handles of the objects registered (tests).
    var handles: [Handle<Object>] {
        map.occupied.map { Handle(index: $0.index, generation: $0.generation) }
    }
}

/// A graph node's address in its ``NodeStore`` (NodeStore.swift).
typealias NodeHandle = Handle<GraphNode>
/// A host's layout items by handle.
typealias ItemStore = HandleStore<LayoutItem>
/// A layout item's address in its ``ItemStore``.
typealias ItemHandle = Handle<LayoutItem>
