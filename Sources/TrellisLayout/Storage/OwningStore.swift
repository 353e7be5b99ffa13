import Foundation

/// An object an ``OwningStore`` owns: it counts the owning links that hold it, and names
/// the objects it links itself, for the store to unlink when it goes.
protocol StoreOwned: AnyObject {
    /// The class of the objects in the store (a node's or an item's base class).
    associatedtype Stored: AnyObject
    /// This object's handle in its store.
    var handle: Handle<Stored> { get }
    /// How many owning links hold this object. Whoever makes or drops a link counts it
    /// (``OwningStore/link(_:)``, ``OwningStore/unlink(_:)``).
    var linkCount: Int32 { get set }
    /// Calls `body` with the handle of every object this one holds by an owning link: how
    /// the store releases what a released object alone held.
    func forEachOwnedLink(_ body: (Handle<Stored>) -> Void)
}

/// Where objects of one host live: a slot map that owns them, addressed by ``Handle``s.
/// The graph's nodes live in one (``NodeStore``), the layout items in another
/// (``ItemStore``). Every object is registered as it is made, and the links between
/// objects that own are counted.
///
/// **Ownership.** The store holds each object by a counted reference. An object stays
/// while an owning link holds it: a parent's field or list, a root of the host. Each object
/// counts its links (``StoreOwned/linkCount``); when the last one goes, or when an object
/// is registered and nothing links it yet, its handle is queued, and ``sweep()`` (at the
/// end of every update, and at teardown) releases the queued objects that are still
/// unlinked, with everything only they linked. An object dropped in one place and linked
/// in another before the sweep (a navigation level moving to the back, an item a new
/// parent takes) is therefore kept.
///
/// **Borrows.** Code that works on objects holds them by counted references while it
/// runs (a walk, a layout pass, a value a user keeps). A store made `keepingBorrowed`
/// releases an unlinked object only once its own reference is the only one: an object
/// still borrowed at a sweep is queued again for the next one. The item store is: items
/// are borrowed past an update (a walk's items made for one drawing, subviews a layout
/// keeps in its cache).
///
/// **Stale handles.** Releasing an object moves its slot's generation on, so every copy
/// of its handle fails from then on, and a slot taken again has another generation: a
/// stale handle is a failed lookup, never a dangling reference.
///
/// Releasing is a loop over slots, not a recursion over the tree: freeing a deep tree
/// needs no stack of its depth. Used from the thread its host is used from.
final class OwningStore<Object: StoreOwned> where Object.Stored == Object {
    /// The objects, each held by a counted reference in its slot (``SlotMap``: a lookup
    /// is a read at a computed address, with no run-time exclusivity check).
    private let map = SlotMap<Object>()
    /// Objects that were unlinked at some point since the last sweep (registered and not
    /// yet linked, or whose last link went): the ones to look at when sweeping.
    private var unlinked: [Handle<Object>] = []
    /// Whether a sweep keeps an unlinked object that something else still references.
    private let keepsBorrowed: Bool
    /// How many unlinked objects the last sweep kept because they were borrowed (tests).
    private(set) var borrowedAtLastSweep = 0

    /// How many objects the store holds.
    var count: Int { map.count }

    init(keepingBorrowed: Bool = false) {
        keepsBorrowed = keepingBorrowed
    }

    /// Takes `object` into the store and answers its handle. Until something links it,
    /// the object is released by the next ``sweep()``.
    func insert(_ object: Object) -> Handle<Object> {
        let handle = reserve()
        fill(handle, with: object)
        return handle
    }

    /// Takes a slot for an object being made, which needs its handle before it is whole
    /// (a layout item keeps it as a constant); ``fill(_:with:)`` takes the object in once
    /// it is. Until then a lookup of the handle fails.
    func reserve() -> Handle<Object> {
        let (index, generation) = map.reserve()
        return Handle(index: index, generation: generation)
    }

    /// Takes `object` into the slot ``reserve()`` answered `handle` for. Until something
    /// links it, the object is released by the next ``sweep()``.
    func fill(_ handle: Handle<Object>, with object: Object) {
        map.fill(index: handle.index, generation: handle.generation, with: object)
        unlinked.append(handle)
    }

    /// The object of `handle`, or nil when it was released (or `handle` is ``Handle/none``).
    @inline(__always)
    func object(_ handle: Handle<Object>) -> Object? {
        map.value(index: handle.index, generation: handle.generation)
    }

    /// Whether `handle`'s object is still here.
    func contains(_ handle: Handle<Object>) -> Bool {
        map.contains(index: handle.index, generation: handle.generation)
    }

    /// Notes a new owning link to `object`.
    @inline(__always)
    func link(_ object: Object) {
        object.linkCount += 1
    }

    /// Notes that an owning link to `object` went: the object is queued for the next sweep
    /// when it was the last.
    func unlink(_ object: Object) {
        object.linkCount -= 1
        if object.linkCount <= 0 { unlinked.append(object.handle) }
    }

    /// Notes that an owning link to `handle`'s object went, as for the object itself.
    func unlink(_ handle: Handle<Object>) {
        guard let object = object(handle) else { return }
        unlink(object)
    }

    /// Releases the objects nothing links, and then those only they linked, and so on:
    /// after a sweep every object in the store is linked, or borrowed (a store
    /// `keepingBorrowed`).
    func sweep() {
        var borrowed: [Handle<Object>] = []
        var borrowedSlots = Set<UInt32>()
        while let handle = unlinked.popLast() {
            guard let linked = map.withValue(index: handle.index, generation: handle.generation, { $0.linkCount > 0 }),
                  !linked else { continue }
            if keepsBorrowed, !map.isSoleReference(index: handle.index, generation: handle.generation) {
                if borrowedSlots.insert(handle.index).inserted { borrowed.append(handle) }
                continue
            }
            object(handle)?.forEachOwnedLink { unlink($0) }
            // Released here, with the store consistent: the map hands it out.
            _ = map.remove(index: handle.index, generation: handle.generation)
        }
        borrowedAtLastSweep = borrowed.count
        unlinked = borrowed
    }

    /// Releases every object (the host goes): every handle fails from now on. The objects
    /// are released after the store is empty, so whatever their release does finds none
    /// of them.
    func removeAll() {
        unlinked.removeAll()
        var released = map.removeAll()
        released.removeAll()
    }

    /// The handles of the objects in the store (tests: what is registered).
    var handles: [Handle<Object>] {
        map.occupied.map { Handle(index: $0.index, generation: $0.generation) }
    }
}

/// Where the view graph's nodes live (every link between nodes is a handle: a parent
/// reaches its children through this store, and a child its parent).
typealias NodeStore = OwningStore<GraphNode>
/// A graph node's address in its ``NodeStore``.
typealias NodeHandle = Handle<GraphNode>
/// Where a host's layout items live (LayoutItem.swift): every item, from its making, with
/// its owning links counted. It keeps borrowed items: the engine's walks, and layouts'
/// caches, hold items past an update.
typealias ItemStore = OwningStore<LayoutItem>
/// A layout item's address in its ``ItemStore``.
typealias ItemHandle = Handle<LayoutItem>
