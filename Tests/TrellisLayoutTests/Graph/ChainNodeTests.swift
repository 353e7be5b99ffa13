import Foundation
import Testing
@testable import TrellisLayout

/// A leaf with plain layout modifiers is one node of the graph (ChainNode.swift), with the
/// items, identities, frames and updates a node per step gave.
@Suite struct ChainNodeTests {
    final class Hook: @unchecked Sendable {
        var width: Binding<CGFloat>?
    }

    /// A row of: a chain (colour, frame, padding); a text with padding under a background
    /// (the background is not plain: its content is a chain); a colour under an opacity
    /// (not plain: a leaf node under a modifier node).
    struct Row: View {
        let hook: Hook
        @State var width: CGFloat = 20
        var body: some View {
            hook.width = $width
            return HStack(spacing: 0) {
                Color.red.frame(width: width, height: 10).padding(2)
                Text("ab").padding(4).background(Color.blue)
                Color.green.frame(width: 5, height: 5).opacity(0.5)
            }
        }
    }

    /// The nodes of the row's stack, in order.
    private func rowNodes(_ h: HostingView<Row>) -> [GraphNode] {
        let body = (h.graph.root as? CustomNode)?.body
        let list = (body as? ContainerNode)?.content as? ListNode
        return list?.nodes ?? []
    }

    @Test func aLeafWithPlainModifiersIsOneNode() {
        let h = host(Row(hook: Hook()))
        let nodes = rowNodes(h)
        #expect(nodes.count == 3)
        #expect(nodes[0] is ChainNode<ModifiedContent<ModifiedContent<Color, FixedFrameModifier>, PaddingModifier>>)
        let background = nodes[1] as? ModifierNode<SecondaryModifier>
        #expect(background?.content is ChainNode<ModifiedContent<Text, PaddingModifier>>)
        let opacity = nodes[2] as? ModifierNode<RenderEffectModifier>
        #expect(opacity?.content is ChainNode<ModifiedContent<Color, FixedFrameModifier>>)
        // The frames a node per step gave: 24 × 14 (20 × 10 padded by 2), the text 17 × 17
        // padded by 4 (25 × 25), and 5 × 5; the row 54 wide, centred in 390 × 844.
        let row = h.root!
        expectRect(row.frame, 168, 409.5, 54, 25)
        let frames = row.children.map(\.frame)
        expectRect(frames[0], 168, 415, 24, 14)
        expectRect(frames[1], 192, 409.5, 25, 25)
        expectRect(frames[2], 217, 419.5, 5, 5)
        // The chain's items, outermost first: padding, frame, colour.
        let padding = row.children[0]
        #expect(padding is PaddingItem)
        let frame = padding.children[0]
        #expect(frame is FixedFrameItem)
        expectRect(frame.frame, 170, 417, 20, 10)
        expectRect(frame.children[0].frame, 170, 417, 20, 10)
    }

    @Test func aChainsItemsHaveIdentitiesOfTheirOwnThatLastWhileItsNodeDoes() {
        let hook = Hook()
        let h = host(Row(hook: hook))
        let node = rowNodes(h)[0]
        func keys() -> [UInt64] {
            let padding = h.root!.children[0]
            return [padding.identityKey, padding.children[0].identityKey, padding.children[0].children[0].identityKey]
        }
        let before = keys()
        #expect(Set(before).count == 3)
        // The colour's item has the node's serial number, as a leaf node's item has.
        #expect(before[2] == node.serial)
        // A new width: the same node, new items, the same identities.
        let oldItem = h.root!.children[0]
        hook.width?.wrappedValue = 30
        h.layoutIfNeeded()
        #expect(rowNodes(h)[0] === node)
        #expect(h.root!.children[0] !== oldItem)
        #expect(keys() == before)
        expectRect(h.root!.children[0].frame, 163, 415, 34, 14)
        expectAsFresh(h, host(Row(hook: Hook(), width: 30)))
    }

    /// A text in a chain is measured again when the environment it read changes, and a
    /// colour in a chain, which reads nothing, is not made again.
    @Test func aChainIsUpdatedByWhatItRead() {
        let hook = Hook()
        let h = host(Row(hook: hook))
        let text = (rowNodes(h)[1] as? ModifierNode<SecondaryModifier>)?.content
        let colour = rowNodes(h)[0]
        let colourItem = h.root!.children[0]
        let work = measureWork(h) { h.dynamicTypeSize = .xxxLarge }
        #expect(work.bodies == 0)
        #expect(text?.environmentReads.isEmpty == false)
        #expect(colour.environmentReads.isEmpty)
        #expect(h.root!.children[0] === colourItem)
        // The text is taller at the larger size: 23 + 8.
        #expect(abs(h.root!.children[1].frame.height - 31) < 1e-9)
        expectAsFresh(h, host(Row(hook: Hook())) { $0.dynamicTypeSize = .xxxLarge })
    }

    final class Widths: @unchecked Sendable {
        var values: [(id: String, width: CGFloat)]
        init(_ values: [(id: String, width: CGFloat)]) { self.values = values }
    }

    /// A list of chains: a `ForEach` over a range and one over identified data, in a
    /// column. Their elements go straight to chain nodes (`ReconcileContext.reconcile(chain:)`,
    /// the traits found once for the list).
    struct Lists: View {
        let widths: Widths
        var count = 3
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in Color.red.frame(width: CGFloat(10 + i), height: 4) }
                }
                HStack(spacing: 0) {
                    ForEach(widths.values, id: \.id) { element in Color.blue.frame(width: element.width, height: 6) }
                }
            }
        }
    }

    /// Each list's elements are chain nodes, kept by identity: a longer range keeps the
    /// nodes of the elements it had; identified elements that move keep their nodes and
    /// their items' identities; each state is a fresh host's.
    @Test func aListsChainElementsKeepTheirNodesByIdentity() {
        let widths = Widths([("a", 5), ("b", 7), ("c", 9)])
        let h = host(Lists(widths: widths))
        func lists() -> [ListNode] {
            let column = (h.graph.root as? CustomNode)?.body as? ContainerNode
            let rows = (column?.content as? ListNode)?.nodes ?? []
            return rows.compactMap { ($0 as? ContainerNode)?.content as? ListNode }
        }
        #expect(lists().count == 2)
        let range = lists()[0].nodes, identified = lists()[1].nodes
        #expect(range.count == 3 && range.allSatisfy { $0 is ChainNode<ModifiedContent<Color, FixedFrameModifier>> })
        #expect(identified.count == 3 && identified.allSatisfy { $0 is ChainNode<ModifiedContent<Color, FixedFrameModifier>> })
        // Rows: 10 + 11 + 12 = 33 wide, 5 + 7 + 9 = 21; the column 33 × 10, centred.
        expectRect(h.root!.frame, 178.5, 417, 33, 10)
        let keys = h.root!.children[1].children.map(\.identityKey)
        // The range grows by one: its first three nodes stay.
        h.rootView = Lists(widths: widths, count: 4)
        h.layoutIfNeeded()
        #expect(lists()[0].nodes.count == 4)
        #expect(zip(lists()[0].nodes, range).allSatisfy { $0 === $1 })
        expectRect(h.root!.frame, 172, 417, 46, 10)
        expectAsFresh(h, host(Lists(widths: widths, count: 4)))
        // The identified elements move ("c" first) and "b" widens: each keeps its node.
        widths.values = [("c", 9), ("a", 5), ("b", 8)]
        h.rootView = Lists(widths: widths, count: 4)
        h.layoutIfNeeded()
        let moved = lists()[1].nodes
        #expect(moved[0] === identified[2] && moved[1] === identified[0] && moved[2] === identified[1])
        let movedKeys = h.root!.children[1].children.map(\.identityKey)
        #expect(movedKeys[0] == keys[2] && movedKeys[1] == keys[0])
        // The second row, 9 + 5 + 8 = 22 wide, is centred in the 46-wide column.
        expectRect(h.root!.children[1].children[0].frame, 184, 421, 9, 6)
        expectAsFresh(h, host(Lists(widths: Widths(widths.values), count: 4)))
    }
}
