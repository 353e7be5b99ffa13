import Foundation
import Testing
@testable import TrellisLayout

/// The storage types that hold memory by hand, behind safe interfaces: a run's flat
/// buffers (Storage/FlatBuffer.swift) and arrays built in place (Storage/ArrayBuilding.swift).
@Suite struct FlatBufferTests {
    @Test func aBufferHoldsItsCountOfValuesAndNotesAWrite() {
        let buffer = FlatBuffer.make(count: 3, filledWith: 7.5)
        #expect(buffer.count == 3)
        #expect((0..<3).map { buffer[$0] } == [7.5, 7.5, 7.5])
        #expect(!buffer.wasWritten)
        buffer[1] = -2
        #expect((0..<3).map { buffer[$0] } == [7.5, -2, 7.5])
        #expect(buffer.wasWritten)
        // A negative count is none.
        #expect(FlatBuffer.make(count: -4, filledWith: 0).count == 0)
    }

    /// The elements go with the buffer: an object it held is released.
    @Test func aBufferReleasesItsElements() {
        final class Box {}
        weak var watched: Box?
        var buffer: FlatBuffer<Box>? = {
            let box = Box()
            watched = box
            return FlatBuffer.make(count: 2, filledWith: box)
        }()
        #expect(watched != nil)
        #expect(buffer?[0] === buffer?[1])
        buffer = nil
        #expect(watched == nil)
    }

    @Test func anArrayIsBuiltInOrder() {
        #expect(Array.built(count: 4) { $0 * $0 } == [0, 1, 4, 9])
        #expect(Array.built(count: 3) { "item \($0)" } == ["item 0", "item 1", "item 2"])
        #expect([Int].built(count: 0) { $0 }.isEmpty)
        #expect([Int].built(count: -1) { $0 }.isEmpty)
    }
}
