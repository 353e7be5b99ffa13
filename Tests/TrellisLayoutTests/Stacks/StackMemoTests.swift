import Foundation
import Testing
@_spi(Benchmarks) @testable import TrellisLayout

/// A stack keeps one memo object (`StackAlgorithm.Memo`) and its arrays' memory from one
/// solution to the next: a stack proposed anew allocates nothing for its solution, and
/// what it answers is what a stack made afresh answers.
@Suite struct StackMemoTests {
    /// A row of a fixed square, two flexible colours and a spacer of at least 6, with
    /// adaptive spacing.
    private struct Row: View {
        var body: some View {
            HStack {
                Color.red.frame(width: 20, height: 20).id("fixed")
                Color.green.id("first")
                Spacer(minLength: 6)
                Color.blue.frame(minWidth: 30).id("second")
            }
        }
    }

    private func row<V: View>(_ h: HostingView<V>) -> ContainerItem? {
        h.layoutIfNeeded()
        return h.root as? ContainerItem
    }

    /// The address of the memo's first solution entry (its array's memory).
    private func entriesAddress(_ memo: StackAlgorithm.Memo?) -> UnsafeRawPointer? {
        memo?.solution.children.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aStackProposedAnewKeepsItsMemoAndItsMemory() {
        let h = host(Row(), width: 300, height: 100)
        let memo = row(h)?.stackMemo
        let address = entriesAddress(memo)
        #expect(memo != nil && address != nil)
        for width in [240, 410, 300] as [CGFloat] {
            h.size = CGSize(width: width, height: 100)
            let now = row(h)?.stackMemo
            #expect(now === memo, "one memo object, reset for each proposal")
            #expect(entriesAddress(now) == address, "the entries written into the memory the memo had")
            #expect(now?.proposal.width == width)
            expectAsFresh(h, host(Row(), width: width, height: 100))
        }
        // 300 wide: a gap of 8 after the square and none beside the spacer, so 272 for
        // the flexible ones: the spacer keeps its 6 and the colours share the rest.
        expectRect(h.rect("fixed"), 0, 40, 20, 20)
        expectRect(h.rect("first"), 28, 0, 133, 100)
        expectRect(h.rect("second"), 167, 0, 133, 100)
    }

    /// A dropped layout leaves the memo matching nothing: the next pass solves anew (in
    /// the memo's memory) and answers as a fresh host does.
    @Test func aDroppedLayoutIsSolvedAnew() {
        let h = host(Row(), width: 300, height: 100)
        let memo = row(h)?.stackMemo
        let solved = h.context.sizeComputations
        h.dropKeptLayout()
        #expect(memo?.isValid == false)
        h.layoutIfNeeded()
        #expect(h.context.sizeComputations > solved, "every answer computed again")
        #expect(row(h)?.stackMemo === memo && memo?.isValid == true)
        expectAsFresh(h, host(Row(), width: 300, height: 100))
    }
}
