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
}
