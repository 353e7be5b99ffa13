import Foundation

/// Values addressed by slot and generation: the slot map under a host's stores
/// (``OwningStore``: the graph's nodes, the layout items). A ``Handle`` is a slot's index
/// and the generation the slot had when its value took it.
///
/// **Generations.** A slot's generation is odd while a value holds it and even while it is
/// free (0: never used), and a handle is always made with an odd one: a handle whose value
/// was removed, or whose slot holds another value since, never matches. (After 2³¹ reuses
/// of one slot the generations wrap round.) Free slots are taken again last in, first out.
///
/// **Lookups run no run-time exclusivity check.** The slots are the elements of a
/// ``FlatBuffer`` (replaced whole, by a larger one, when the map grows), held in a
/// ``ValueCell`` the map holds by a constant: a lookup reads a slot at an address computed
/// from the buffer's. Slots in an array field would be checked at every lookup, and inside
/// a layout pass, where many accesses are active, each check searches them all.
///
/// **Values go out before they are released.** ``remove(index:generation:)`` and
/// ``removeAll()`` hand the values they take out to the caller, which releases them after
/// the map is consistent again: releasing a value (a node's `deinit`) may run code, and no
/// code but the map's own runs while a slot is being written. Used from the thread its
/// host is used from.
final class SlotMap<Value> {
    private struct Slot {
        var generation: UInt32
        var value: Value?
    }

    /// The slot buffer (always set: made with the map).
    private let slots = ValueCell<FlatBuffer<Slot>>.make()
    /// How many slots were ever used: the first ones of the buffer.
    private var used = 0
    /// Free slots, taken again last in, first out.
    private var freeSlots: [UInt32] = []

    /// How many values the map holds.
    private(set) var count = 0

    init() {
        slots.set(FlatBuffer.make(count: 16, filledWith: Slot(generation: 0, value: nil)))
    }

    /// `body` of the slot buffer.
    @inline(__always) private func withSlots<R>(_ body: (FlatBuffer<Slot>) -> R) -> R? {
        slots.withValue(body)
    }

    /// Takes `value` into a slot and answers the slot and its generation.
    func insert(_ value: Value) -> (index: UInt32, generation: UInt32) {
        let taken = reserve()
        fill(index: taken.index, generation: taken.generation, with: value)
        return taken
    }

    /// Takes a slot for a value that ``fill(index:generation:with:)`` gives it later (an
    /// object that needs its handle before it is whole): until then the slot holds no
    /// value, so a lookup of it fails, and its generation is already the value's.
    func reserve() -> (index: UInt32, generation: UInt32) {
        let index: Int
        if let slot = freeSlots.popLast() {
            index = Int(slot)
        } else {
            precondition(used < Int(UInt32.max), "Trellis: more than 2³² − 1 values in one store")
            if used == withSlots({ $0.count }) { grow() }
            index = used
            used += 1
        }
        count += 1
        // A free or unused slot holds no value: only its generation changes.
        let generation = withSlots { slots -> UInt32 in
            slots.withElement(index) { slot in
                slot.generation &+= 1
                return slot.generation
            }
        } ?? 0
        return (UInt32(index), generation)
    }

    /// Puts `value` in the slot ``reserve()`` took, while the slot has `generation` and no
    /// value yet (otherwise nothing happens: the slot was freed meanwhile).
    func fill(index: UInt32, generation: UInt32, with value: Value) {
        withSlots { slots in
            let i = Int(index)
            guard i < slots.count else { return }
            slots.withElement(i) { slot in
                guard slot.generation == generation, slot.value == nil else { return }
                slot.value = value
            }
        }
    }

    /// Replaces the slot buffer by one twice as large, the values moved over (the old
    /// buffer keeps the generations and no value).
    private func grow() {
        guard let larger = withSlots({ old in
            let larger = FlatBuffer.make(count: old.count * 2, filledWith: Slot(generation: 0, value: nil))
            for i in 0..<old.count {
                let moved = old.withElement(i) { Slot(generation: $0.generation, value: $0.value.take()) }
                larger.withElement(i) { $0 = moved }
            }
            return larger
        }) else { return }
        slots.set(larger)
    }

    /// The value in slot `index` while it has `generation`; nil otherwise.
    @inline(__always)
    func value(index: UInt32, generation: UInt32) -> Value? {
        withSlots { slots -> Value? in
            let i = Int(index)
            guard i < slots.count else { return nil }
            let slot = slots[i]
            return slot.generation == generation ? slot.value : nil
        } ?? nil
    }

    /// `body` of the value in slot `index` while it has `generation`; nil otherwise. The
    /// value is lent for the call, not handed out.
    func withValue<R>(index: UInt32, generation: UInt32, _ body: (Value) -> R) -> R? {
        withSlots { slots -> R? in
            let i = Int(index)
            guard i < slots.count else { return nil }
            return slots.withElement(i) { slot in
                guard slot.generation == generation, let value = slot.value else { return nil }
                return body(value)
            }
        } ?? nil
    }

    /// Whether slot `index` holds a value with `generation`.
    func contains(index: UInt32, generation: UInt32) -> Bool {
        withSlots { slots in
            let i = Int(index)
            return i < slots.count && slots[i].generation == generation && generation & 1 == 1 && slots[i].value != nil
        } ?? false
    }

    /// Frees slot `index` if it has `generation`, and hands out its value (the caller
    /// releases it): the generation moves on, so the handle fails from now on.
    @discardableResult
    func remove(index: UInt32, generation: UInt32) -> Value? {
        guard contains(index: index, generation: generation) else { return nil }
        let taken = withSlots { slots -> Value? in
            slots.withElement(Int(index)) { slot in
                slot.generation = generation &+ 1
                // Moved out: the caller releases it.
                return slot.value.take()
            }
        } ?? nil
        freeSlots.append(index)
        count -= 1
        return taken
    }

    /// Frees every slot and hands out the values (the caller releases them).
    func removeAll() -> [Value] {
        var taken: [Value] = []
        taken.reserveCapacity(count)
        withSlots { slots in
            for i in 0..<used where slots[i].generation & 1 == 1 {
                if let value = slots[i].value { taken.append(value) }
                slots[i] = Slot(generation: slots[i].generation &+ 1, value: nil)
            }
        }
        freeSlots = (0..<UInt32(used)).reversed()
        count = 0
        return taken
    }

    /// The slots holding a value, with their generations, in slot order.
    var occupied: [(index: UInt32, generation: UInt32)] {
        withSlots { slots in
            (0..<used).compactMap { i in
                let slot = slots[i]
                return slot.value == nil ? nil : (UInt32(i), slot.generation)
            }
        } ?? []
    }
}

extension SlotMap where Value: AnyObject {
    /// Whether slot `index` holds a value with `generation` that nothing else references
    /// (by a counted reference): the map's is its only one.
    func isSoleReference(index: UInt32, generation: UInt32) -> Bool {
        withSlots { slots -> Bool in
            let i = Int(index)
            guard i < slots.count else { return false }
            return slots.withElement(i) { slot in
                slot.generation == generation && slot.value != nil && isKnownUniquelyReferenced(&slot.value)
            }
        } ?? false
    }
}
