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
/// **Lookups run no run-time exclusivity check.** The slots are the elements of a
/// ``FlatBuffer`` (replaced whole, by a larger one, when the store grows), held in a
/// ``ValueCell`` the store holds by a constant: a lookup reads a slot at an address
/// computed from the buffer's. Slots in an array field of the store would be checked at
/// every lookup, and inside a layout pass, where many accesses are active, each check
/// searches them all; the algorithms look items up for every question they ask a child.
///
/// **Lifetime.** Every registered object holds its store, so the store outlives its
/// objects. A store is used from the thread its host is used from.
final class HandleStore<Object: AnyObject> {
    /// A slot: its generation, odd while an object holds the slot and even while it is
    /// free (0: never used; a handle, always made with an odd generation, matches neither),
    /// and its object (nil while free), held as `AnyObject` so that the buffer's type does
    /// not depend on `Object`.
    private struct Slot {
        var generation: UInt32
        var object: Unmanaged<AnyObject>?
    }
    private static var emptySlot: Slot { Slot(generation: 0, object: nil) }

    /// The slot buffer (always set: made with the store).
    private let slots = ValueCell<FlatBuffer<Slot>>.make()
    /// How many slots were ever used: the first ones of the buffer.
    private var used = 0
    /// Free slots, taken again last in, first out.
    private var freeSlots: [UInt32] = []

    /// How many objects the store holds.
    private(set) var count = 0

    init() {
        slots.set(FlatBuffer.make(count: 16, filledWith: Self.emptySlot))
    }

    /// `body` of the slot buffer.
    @inline(__always) private func withSlots<R>(_ body: (FlatBuffer<Slot>) -> R) -> R? {
        slots.withValue(body)
    }

    /// Registers `object` and answers its handle.
    func insert(_ object: Object) -> Handle<Object> {
        count += 1
        let index: Int
        if let slot = freeSlots.popLast() {
            index = Int(slot)
        } else {
            precondition(used < Int(UInt32.max), "Trellis: more than 2³² − 1 objects in one store")
            if used == withSlots({ $0.count }) { grow() }
            index = used
            used += 1
        }
        let stored = Unmanaged<AnyObject>.passUnretained(object as AnyObject)
        return withSlots { slots in
            // Free and unused slots have an even generation; the next odd one is the
            // object's. (After 2³¹ reuses of one slot the generations wrap round.)
            let generation = slots[index].generation &+ 1
            slots[index] = Slot(generation: generation, object: stored)
            return Handle(index: UInt32(index), generation: generation)
        } ?? .none
    }

    /// Replaces the slot buffer by one twice as large, the slots copied.
    private func grow() {
        guard let larger = withSlots({ old in
            let larger = FlatBuffer.make(count: old.count * 2, filledWith: Self.emptySlot)
            for i in 0..<old.count { larger[i] = old[i] }
            return larger
        }) else { return }
        slots.set(larger)
    }

    /// Forgets the object of `handle` (its `deinit`): the handle, and every copy of it,
    /// fails from now on.
    func remove(_ handle: Handle<Object>) {
        guard contains(handle) else { return }
        withSlots { slots in
            let i = Int(handle.index)
            slots[i] = Slot(generation: slots[i].generation &+ 1, object: nil)
        }
        freeSlots.append(handle.index)
        count -= 1
    }

    /// The object of `handle`, or nil when it has gone (or `handle` is ``Handle/none``).
    @inline(__always)
    func object(_ handle: Handle<Object>) -> Object? {
        guard !handle.isNone else { return nil }
        let object = withSlots { slots -> AnyObject? in
            let i = Int(handle.index)
            guard i < slots.count else { return nil }
            let slot = slots[i]
            // The slot holds its object while the generations match: the object is alive.
            return slot.generation == handle.generation ? slot.object?.takeUnretainedValue() : nil
        } ?? nil
        // Only `insert` fills a slot, with an `Object`.
        return object.map { unsafeDowncast($0, to: Object.self) }
    }

    /// Whether `handle`'s object is alive.
    func contains(_ handle: Handle<Object>) -> Bool {
        guard !handle.isNone else { return false }
        return withSlots { slots in
            let i = Int(handle.index)
            return i < slots.count && slots[i].generation == handle.generation
        } ?? false
    }
}

/// A graph node's address in its ``NodeStore`` (NodeStore.swift).
typealias NodeHandle = Handle<GraphNode>
/// A host's layout items by handle.
typealias ItemStore = HandleStore<LayoutItem>
/// A layout item's address in its ``ItemStore``.
typealias ItemHandle = Handle<LayoutItem>
