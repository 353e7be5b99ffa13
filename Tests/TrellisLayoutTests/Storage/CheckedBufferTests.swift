import Foundation
import Testing
@testable import TrellisLayout

/// The buffers the algorithms read and write in place (Storage/CheckedBuffer.swift): lent
/// memory behind a subscript checked in every build.
@Suite struct CheckedBufferTests {
    @Test func scratchHoldsItsCountOfValuesAndIsWrittenInPlace() {
        let sum = withScratch(count: 4, filledWith: 1.5) { buffer -> Double in
            #expect(buffer.count == 4)
            #expect(Array(buffer) == [1.5, 1.5, 1.5, 1.5])
            // A copy of the buffer writes to the same memory.
            let alias = buffer
            alias[2] = 10
            #expect(buffer[2] == 10)
            #expect(Array(buffer.elements) == [1.5, 1.5, 10, 1.5])
            return buffer.reduce(0, +)
        }
        #expect(sum == 14.5)
        // A negative count is none.
        #expect(withScratch(count: -3, filledWith: 0) { $0.count } == 0)
    }

    @Test func anArraysBufferWritesThroughToTheArray() {
        var values = [5, 3, 9, 1]
        values.withCheckedBuffer { buffer in
            buffer[0] = 7
            buffer.sort(by: <)
        }
        #expect(values == [1, 3, 7, 9])
        #expect(values.withCheckedElements { Array($0.reversed()) } == [9, 7, 3, 1])
    }

    @Test func valuesAreCopiedOverThePrefix() {
        var target = [0, 0, 0, 0]
        let source = [4, 5]
        target.withCheckedBuffer { buffer in source.withCheckedElements { buffer.update(from: $0) } }
        #expect(target == [4, 5, 0, 0])
    }

    /// An index out of the buffer stops the process with a diagnostic, in a release build
    /// as in a debug one (a raw buffer would read or write past its memory).
    @Test func anIndexOutOfTheBufferStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = withScratch(count: 2, filledWith: 0) { $0[2] }
        }
        await #expect(processExitsWith: .failure) {
            var values = [1, 2, 3]
            values.withCheckedBuffer { $0[-1] = 0 }
        }
        await #expect(processExitsWith: .failure) {
            let values = [1, 2, 3]
            _ = values.withCheckedElements { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            var short = [0]
            let long = [1, 2]
            short.withCheckedBuffer { buffer in long.withCheckedElements { buffer.update(from: $0) } }
        }
    }
}
