import Foundation
import Testing
@testable import TrellisLayout

/// The slot map under the node store and the item store (Storage/SlotMap.swift): values
/// by slot and generation, a removed value's handle failing from then on.
@Suite struct SlotMapTests {
    @Test func aValueIsFoundByItsSlotAndGenerationUntilRemoved() {
        let map = SlotMap<String>()
        let a = map.insert("a"), b = map.insert("b")
        #expect(a == (0, 1) && b == (1, 1))
        #expect(map.count == 2)
        #expect(map.value(index: a.index, generation: a.generation) == "a")
        #expect(map.value(index: a.index, generation: 3) == nil)
        #expect(map.value(index: 9, generation: 1) == nil)
        #expect(map.value(index: 5, generation: 0) == nil)
        #expect(map.remove(index: a.index, generation: a.generation) == "a")
        #expect(map.count == 1)
        #expect(!map.contains(index: a.index, generation: a.generation))
        #expect(map.value(index: a.index, generation: a.generation) == nil)
        // Removing again, or with another generation, does nothing.
        #expect(map.remove(index: a.index, generation: a.generation) == nil)
        #expect(map.remove(index: b.index, generation: 3) == nil)
        #expect(map.count == 1)
        // The freed slot is taken again, with the next odd generation.
        let c = map.insert("c")
        #expect(c == (0, 3))
        #expect(map.value(index: c.index, generation: c.generation) == "c")
        #expect(map.value(index: a.index, generation: a.generation) == nil)
        #expect(map.occupied.map(\.index) == [0, 1])
        #expect(map.occupied.map(\.generation) == [3, 1])
    }

    /// Past its first slots the map moves them to a larger buffer: every value stays where
    /// its handle finds it.
    @Test func theMapGrowsKeepingEveryValue() {
        let map = SlotMap<Int>()
        let handles = (0..<1000).map { map.insert($0 * 7) }
        #expect(map.count == 1000)
        for (k, h) in handles.enumerated() { #expect(map.value(index: h.index, generation: h.generation) == k * 7) }
        let removed = map.removeAll()
        #expect(removed.sorted() == (0..<1000).map { $0 * 7 })
        #expect(map.count == 0)
        #expect(map.occupied.isEmpty)
        #expect(handles.allSatisfy { !map.contains(index: $0.index, generation: $0.generation) })
        // The slots are taken again from the first, each with its next generation.
        let again = map.insert(-1)
        #expect(again == (0, 3))
    }

    /// A value taken out is released by the caller, after the map is consistent again:
    /// its release (a node's `deinit`) sees the map without it.
    @Test func aValueIsReleasedAfterTheMapLetItGo() {
        final class Watched {
            let map: SlotMap<Watched>
            let seen: (Int) -> Void
            init(map: SlotMap<Watched>, seen: @escaping (Int) -> Void) {
                self.map = map
                self.seen = seen
            }
            deinit { seen(map.count) }
        }
        let map = SlotMap<Watched>()
        var counts: [Int] = []
        let h = map.insert(Watched(map: map) { counts.append($0) })
        _ = map.insert(Watched(map: map) { counts.append($0) })
        _ = map.insert(Watched(map: map) { counts.append($0) })
        map.remove(index: h.index, generation: h.generation)
        #expect(counts == [2])
        var all = map.removeAll()
        #expect(counts == [2])
        all.removeAll()
        #expect(counts == [2, 0, 0])
    }
}
