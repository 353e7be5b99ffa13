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

    /// A leaf's change inside nested stacks: every container on its path keeps its item and
    /// memo, and the list of subviews each update makes goes in the memory of the last
    /// (`ContainerNode.spareList`); the frames are a fresh host's.
    @Test func aChangeInsideNestedStacksKeepsTheContainersAndTheirMemory() {
        let model = LeafModel()
        func view() -> some View { HStack(spacing: 0) { VStack(spacing: 0) { ModelLeaf(model: model, id: 1) } } }
        let h = host(view(), width: 300, height: 100)
        let outer = row(h)
        let inner = outer?.subviewItems.first as? ContainerItem
        let memos = (outer?.stackMemo, inner?.stackMemo)
        // The row's node: its subview, the column, is the same item after each update (the
        // column takes its new list: its leaf's item is new).
        let node = h.graph.root as? ContainerNode
        #expect(inner != nil && memos.0 != nil && memos.1 != nil && node != nil)
        var spare: UnsafeRawPointer?
        for (step, width) in [24, 31, 18].enumerated() {
            model.width = CGFloat(width)
            h.layoutIfNeeded()
            #expect(row(h) === outer && outer?.subviewItems.first === inner, "the items updated in place")
            #expect(outer?.stackMemo === memos.0 && inner?.stackMemo === memos.1, "the memos updated")
            #expect(memos.0?.isValid == true && memos.1?.isValid == true)
            expectRect(h.rect(1), (300 - CGFloat(width)) / 2, 40, CGFloat(width), 20)
            let address = node?.spareList.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            #expect(node?.spareList.isEmpty == true && (node?.spareList.capacity ?? 0) >= 1, "the update's list kept, emptied")
            if step > 0 { #expect(address == spare, "each update's list in the memory of the last") }
            spare = address
            expectAsFresh(h, host(view(), width: 300, height: 100))
        }
    }
    /// Nested stacks of one subview each, aligned at the bottom, the trailing edge and the
    /// centre, around a leaf whose width and height change: each stack's memo is updated for
    /// its one subview (`StackAlgorithm.updateOne`), bit for bit as a new solution, and the
    /// frames, dump and drawn views are a fresh host's.
    @Test func nestedStacksOfOneSubviewUpdateAsAFreshHostLaysOut() {
        let model = LeafModel()
        func view() -> some View {
            HStack(alignment: .bottom, spacing: 0) {
                VStack(alignment: .trailing, spacing: 3) { HStack { ModelLeaf(model: model, id: 1) } }
            }
        }
        func stacks<V: View>(_ h: HostingView<V>) -> [ContainerItem?] {
            let outer = row(h), column = outer?.subviewItems.first as? ContainerItem
            return [outer, column, column?.subviewItems.first as? ContainerItem]
        }
        let h = host(view(), width: 300, height: 100)
        let kept = stacks(h)
        let memos = kept.map { $0?.stackMemo }
        #expect(memos.allSatisfy { $0 != nil })
        for (width, height) in [(24, 20), (31, 7), (31, 12.5), (18, 0), (0.25, 33)] as [(CGFloat, CGFloat)] {
            model.width = width
            model.height = height
            h.layoutIfNeeded()
            let now = stacks(h)
            #expect(zip(now, kept).allSatisfy { $0 === $1 } && zip(now, memos).allSatisfy { $0?.stackMemo === $1 },
                    "the containers and memos kept")
            let fresh = host(view(), width: 300, height: 100)
            expectAsFresh(h, fresh)
            // The solutions themselves, bit for bit.
            for (mine, new) in zip(now, stacks(fresh)) {
                #expect(bits(mine?.stackMemo) == bits(new?.stackMemo) && bits(mine?.stackMemo) != nil, "\(width) × \(height)")
            }
            // One subview: the stacks are the leaf's size, centred; its entry at the origin.
            expectRect(h.rect(1), (300 - width) / 2, (100 - height) / 2, width, height)
            #expect(now[2]?.stackMemo?.solution.size == CGSize(width: width, height: height))
            #expect(now[2]?.stackMemo?.solution.children.first?.origin == .zero)
        }
    }
}

extension StackMemoTests {
    /// A row of flexible views proposed other widths, and one of them changed: the stack
    /// keeps each subview's lengths proposed 0 and ∞ (its memo's distribution entries),
    /// which do not depend on the width, and asks each subview only for its new share
    /// (the changed one for all three); the frames are a fresh host's.
    @Test func aFlexibleRowProposedAnotherWidthAsksEachSubviewOnce() {
        let model = RowModel()
        let h = host(FlexRow(model: model), width: 300, height: 50)
        func questions(_ change: () -> Void) -> Int {
            let before = h.context.sizeQuestions
            change()
            h.layoutIfNeeded()
            return h.context.sizeQuestions - before
        }
        // Each width: the row asked once; each leaf's frame asked for its share, which
        // asks its colour, and the colour asked again to place it (25 in all; asking each
        // frame at 0 and ∞ too, from its cache, made 37).
        for width in [310, 290, 333.5] as [CGFloat] {
            #expect(questions { h.size = CGSize(width: width, height: 50) } == 25)
            expectAsFresh(h, host(FlexRow(model: model), width: width, height: 50))
        }
        // The changed leaf asked at 0 and ∞ as well (29; 39 asking every leaf so).
        #expect(questions { model.minWidth = 70 } == 29)
        expectAsFresh(h, host(FlexRow(model: model), width: 333.5, height: 50))
        // The changed leaf's new lengths kept too (24: one leaf's share at 300 kept from
        // the first pass; 37 asking every leaf at 0 and ∞).
        #expect(questions { h.size = CGSize(width: 300, height: 50) } == 24)
        expectAsFresh(h, host(FlexRow(model: model), width: 300, height: 50))
        // 300 less five gaps of 2: 290. The least flexible first: leaf 5, at most 40; the
        // rest, 250, shared by the others, leaf 2 taking its least width, 70, and the
        // others 45 each.
        expectRect(h.rect(1), 47, 0, 45, 50)
        expectRect(h.rect(2), 94, 0, 70, 50)
        expectRect(h.rect(5), 260, 0, 40, 50)
        // A new breadth: every leaf asked again at 0 and ∞, which its frame and colour
        // compute anew.
        #expect(questions { h.size = CGSize(width: 300, height: 60) } == 49)
        expectAsFresh(h, host(FlexRow(model: model), width: 300, height: 60))
    }
}

@Observable private final class RowModel {
    var minWidth: CGFloat = 10
}

/// Six flexible colours (leaf 2's least width the model's; leaf 5 at most 40 wide).
private struct FlexRow: View {
    let model: RowModel
    var body: some View {
        HStack(spacing: 2) { ForEach(0..<6, id: \.self) { i in FlexLeaf(model: model, index: i) } }
    }
}

private struct FlexLeaf: View {
    let model: RowModel
    let index: Int
    var body: some View {
        Color.blue.frame(minWidth: index == 2 ? model.minWidth : CGFloat(4 * index), maxWidth: index == 5 ? 40 : .infinity).id(index)
    }
}

/// A memo's solution size and entries' frames as bit patterns.
private func bits(_ memo: StackAlgorithm.Memo?) -> [UInt64]? {
    guard let memo else { return nil }
    var values: [CGFloat] = [memo.solution.size.width, memo.solution.size.height]
    for c in memo.solution.children { values += [c.origin.x, c.origin.y, c.size.width, c.size.height] }
    return values.map { Double($0).bitPattern }
}
