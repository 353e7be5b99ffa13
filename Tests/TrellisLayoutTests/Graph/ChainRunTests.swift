import Foundation
import Testing
@testable import TrellisLayout

/// A `ForEach` of leaves with plain modifiers is one node, a run (ChainRun.swift): no node
/// per element, each element's identity kept by its id, the items, frames, animations and
/// updates a node per element gave.
@Suite struct ChainRunTests {
    struct Element: Identifiable, Hashable {
        var id: String
        var width: CGFloat
    }

    final class Hook: @unchecked Sendable {
        var elements: Binding<[Element]>?
    }

    /// Identified elements in a view's own state, shown by `content`; the view hands its
    /// binding to `hook`.
    struct Hooked<Content: View>: View {
        let hook: Hook
        @State var elements: [Element]
        let content: ([Element]) -> Content
        init(hook: Hook, _ elements: [Element], content: @escaping ([Element]) -> Content) {
            self.hook = hook
            _elements = State(initialValue: elements)
            self.content = content
        }
        var body: some View {
            hook.elements = $elements
            return content(elements)
        }
    }

    /// A row of colour chains over identified data.
    static func row(hook: Hook = Hook(), _ elements: [Element]) -> Hooked<some View> {
        Hooked(hook: hook, elements) { elements in
            HStack(spacing: 0) {
                ForEach(elements) { element in Color.red.frame(width: element.width, height: 10) }
            }
        }
    }

    private static let abc = [Element(id: "a", width: 10), Element(id: "b", width: 20), Element(id: "c", width: 30)]

    /// The run under the row's stack.
    private func run<V: View>(_ h: HostingView<V>) -> ChainRun? {
        let body = (h.graph.root as? CustomNode)?.body
        return (body as? ContainerNode)?.content as? ChainRun
    }

    /// Each element's identity, by the identity key of its colour's item (a chain node's
    /// serial number, see `ChainNode`), in the row's order.
    private func colourKeys<V: View>(_ h: HostingView<V>) -> [UInt64] {
        h.root!.children.map { $0.children[0].identityKey }
    }

    @Test func aListOfChainsIsOneNode() {
        let h = host(Self.row(Self.abc))
        let run = run(h)
        #expect(run is ChainRunNode<ModifiedContent<Color, FixedFrameModifier>>)
        #expect(run?.serials.count == 3)
        // The items a node per element made: a frame around a colour, tagged with the id.
        let items = h.root!.children
        #expect(items.count == 3 && items.allSatisfy { $0 is FixedFrameItem && $0.children[0] is ColourItem })
        #expect(colourKeys(h) == run?.serials)
        // 10 + 20 + 30 = 60 wide, centred in 390 × 844.
        expectRect(h.rect("a"), 165, 417, 10, 10)
        expectRect(h.rect("b"), 175, 417, 20, 10)
        expectRect(h.rect("c"), 195, 417, 30, 10)
        #expect(h.diagnostics.isEmpty)
    }

    /// Moved, inserted, removed and repeated ids: each element keeps the identity it had
    /// under its id, a new id gets a new one, and each state is a fresh host's.
    @Test func elementsKeepTheirIdentitiesByID() {
        let hook = Hook()
        let h = host(Self.row(hook: hook, Self.abc))
        let node = run(h)
        let before = colourKeys(h)
        #expect(Set(before).count == 3)
        // "c" moves first, "b" widens, "d" is new.
        hook.elements?.wrappedValue = [Element(id: "c", width: 30), Element(id: "a", width: 10),
                                       Element(id: "b", width: 25), Element(id: "d", width: 5)]
        h.layoutIfNeeded()
        #expect(run(h) === node)
        let moved = colourKeys(h)
        #expect(moved[0] == before[2] && moved[1] == before[0] && moved[2] == before[1])
        #expect(!before.contains(moved[3]))
        // 30 + 10 + 25 + 5 = 70 wide, centred: from x = 160.
        expectRect(h.rect("b"), 200, 417, 25, 10)
        expectAsFresh(h, host(Self.row(hook.elements!.wrappedValue)))
        // "a" is removed and "c" repeated: the repeat is reported and is a view of its own.
        hook.elements?.wrappedValue = [Element(id: "c", width: 30), Element(id: "b", width: 25), Element(id: "c", width: 4)]
        h.layoutIfNeeded()
        #expect(h.diagnostics.map(\.kind) == [.duplicateID])
        let repeated = colourKeys(h)
        #expect(repeated[0] == before[2] && repeated[1] == before[1])
        #expect(!moved.contains(repeated[2]))
        // The repeat's item is tagged with its occurrence (the first repeat): 30 + 25 + 4 = 59, from x = 165.5.
        expectRect(h.rect(DuplicateID(id: "c", occurrence: 1)), 220.5, 417, 4, 10)
        // The same list again: the repeat keeps its identity, by its occurrence.
        hook.elements?.wrappedValue = [Element(id: "c", width: 30), Element(id: "b", width: 25), Element(id: "c", width: 6)]
        h.layoutIfNeeded()
        #expect(colourKeys(h) == repeated)
        expectAsFresh(h, host(Self.row(hook.elements!.wrappedValue)))
    }

    /// The animator finds each element by its identity: a widened element animates its
    /// width, and the one after it moves along, as with a node per element.
    @Test func anAnimatedChangeMovesTheSameElements() {
        let hook = Hook()
        let h = host(Self.row(hook: hook, Self.abc))
        withAnimation(.linear(duration: 1)) {
            hook.elements?.wrappedValue = [Element(id: "a", width: 10), Element(id: "b", width: 40), Element(id: "c", width: 30)]
        }
        h.layoutIfNeeded()
        // Laid out: 80 wide from x = 155; "b" 40 wide at 165, "c" at 205.
        expectRect(h.rect("b"), 165, 417, 40, 10)
        h.advance(by: 0.5)
        // Half way from (175, 20 wide) to (165, 40 wide), and "c" from 195 to 205.
        expectRect(h.presentationFrame(of: "b")!, 170, 417, 30, 10)
        expectRect(h.presentationFrame(of: "c")!, 200, 417, 30, 10)
        h.advance(by: 1)
        #expect(h.presentationFrame(of: "b") == h.layoutFrame(of: "b"))
    }

    /// A range's elements keep their identities by offset: a longer range keeps the first
    /// ones, a shorter one the ones left.
    @Test func aRangeKeepsItsElementsIdentities() {
        struct Counted: View {
            let count: Int
            var body: some View {
                HStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Color.blue.frame(width: CGFloat(10 + i), height: 4) } }
            }
        }
        let h = host(Counted(count: 3))
        func serials() -> [UInt64] {
            let body = (h.graph.root as? CustomNode)?.body
            return ((body as? ContainerNode)?.content as? ChainRun)?.serials ?? []
        }
        let three = serials()
        #expect(three.count == 3)
        h.rootView = Counted(count: 5)
        h.layoutIfNeeded()
        #expect(Array(serials().prefix(3)) == three && serials().count == 5)
        // 10 + 11 + 12 + 13 + 14 = 60 wide, centred: from x = 165.
        expectRect(h.rect(4), 211, 420, 14, 4)
        expectAsFresh(h, host(Counted(count: 5)))
        h.rootView = Counted(count: 2)
        h.layoutIfNeeded()
        #expect(serials() == Array(three.prefix(2)))
        expectAsFresh(h, host(Counted(count: 2)))
    }

    /// A range that moves keeps the identities of the Ints it still holds, whatever their
    /// offset: 0..<3 → 1..<4 → 3..<6.
    @Test func aMovedRangeKeepsTheIdentitiesOfTheIntsItStillHolds() {
        struct Window: View {
            let start: Int
            var body: some View {
                HStack(spacing: 0) { ForEach(start..<(start + 3), id: \.self) { i in Color.blue.frame(width: CGFloat(i), height: 4) } }
            }
        }
        let h = host(Window(start: 0))
        func serials() -> [UInt64] {
            ((((h.graph.root as? CustomNode)?.body as? ContainerNode)?.content as? ChainRun)?.serials) ?? []
        }
        let first = serials()
        h.rootView = Window(start: 1)
        h.layoutIfNeeded()
        let second = serials()
        #expect(second[0] == first[1] && second[1] == first[2] && !first.contains(second[2]))
        h.rootView = Window(start: 3)
        h.layoutIfNeeded()
        let third = serials()
        #expect(third[0] == second[2] && Set(third).count == 3 && Set(third).isDisjoint(with: first))
        // 3 + 4 + 5 = 12 wide, centred in 390: from x = 189; 5 is found by its id.
        expectRect(h.rect(5), 196, 420, 5, 4)
        expectAsFresh(h, host(Window(start: 3)))
    }

    /// A run of texts is made again when what the texts read changes (once, for all its
    /// elements); a run of colours, which read nothing, keeps its item (one for the run:
    /// FlatRun.swift).
    @Test func aRunIsUpdatedByWhatItRead() {
        struct Column: View {
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(["ab", "cde"], id: \.self) { Text($0).padding(2) }
                    ForEach(0..<2, id: \.self) { _ in Color.green.frame(width: 8, height: 8) }
                }
            }
        }
        let h = host(Column())
        let column = ((h.graph.root as? CustomNode)?.body as? ContainerNode)?.content as? ListNode
        let runs = column?.nodes.compactMap { $0 as? ChainRun } ?? []
        #expect(runs.count == 2)
        #expect(runs.first?.environmentReads.isEmpty == false)
        #expect(runs.last?.environmentReads.isEmpty == true)
        let run = { (h.root as? ContainerItem)?.subviewItems.last }
        let colours = run().map(ObjectIdentifier.init)
        #expect(run() is FlatRunItem)
        // Two lines of 17 padded by 2 (21 each) and two colours of 8: 58 tall; "cde" is 25.5
        // wide, padded 29.5.
        expectRect(h.root!.frame, 180.25, 393, 29.5, 58)
        let work = measureWork(h) { h.dynamicTypeSize = .xxxLarge }
        #expect(work.bodies == 0)
        #expect(run().map(ObjectIdentifier.init) == colours)
        // The texts are taller at the larger size: 23 + 4 each.
        #expect(abs(h.root!.children[0].frame.height - 27) < 1e-9)
        expectAsFresh(h, host(Column()) { $0.dynamicTypeSize = .xxxLarge })
    }

    /// Runs of colours and texts, in rows and in a column, under random edits of their data
    /// (insertions, removals, moves, new widths, repeated ids), window sizes and type sizes:
    /// each state equals a host made afresh with the same inputs, and each element that
    /// stayed kept its identity.
    @Test func randomEditsGiveWhatAFreshHostGives() {
        func board(hook: Hook = Hook(), _ elements: [Element]) -> Hooked<some View> {
            Hooked(hook: hook, elements) { elements in
                VStack(spacing: 1) {
                    HStack(spacing: 2) { ForEach(elements) { Color.red.frame(width: $0.width, height: 6) } }
                    ForEach(elements) { Text($0.id).padding(1).frame(maxWidth: $0.width) }
                    HStack(spacing: 0) { ForEach(0..<elements.count, id: \.self) { Color.blue.frame(width: CGFloat($0 % 7), height: 3) } }
                }
            }
        }
        var rng = SplitMix(seed: 0xC4A1_2026)
        let hook = Hook()
        var elements = Self.abc
        let h = host(board(hook: hook, elements), width: 200, height: 300)
        var size = CGSize(width: 200, height: 300)
        var typeSize = DynamicTypeSize.large
        func keys() -> [String: UInt64] {
            // The first row's elements, by id (the first occurrence of each).
            var out: [String: UInt64] = [:]
            for (element, item) in zip(elements, h.root!.children[0].children) where out[element.id] == nil {
                out[element.id] = item.children[0].identityKey
            }
            return out
        }
        for step in 0..<200 {
            let before = keys()
            let ids = "abcdefgh".map(String.init)
            switch rng.next() % 6 {
            case 0 where elements.count < 12:
                elements.insert(Element(id: ids[Int(rng.next() % 8)], width: CGFloat(rng.next() % 40)), at: Int(rng.next() % UInt64(elements.count + 1)))
            case 1 where !elements.isEmpty:
                elements.remove(at: Int(rng.next() % UInt64(elements.count)))
            case 2 where elements.count > 1:
                elements.swapAt(Int(rng.next() % UInt64(elements.count)), Int(rng.next() % UInt64(elements.count)))
            case 3 where !elements.isEmpty:
                elements[Int(rng.next() % UInt64(elements.count))].width = CGFloat(rng.next() % 40)
            case 4:
                size = CGSize(width: CGFloat(50 + rng.next() % 300), height: CGFloat(50 + rng.next() % 300))
                h.size = size
            default:
                typeSize = typeSize == .large ? .xxxLarge : .large
                h.dynamicTypeSize = typeSize
            }
            hook.elements?.wrappedValue = elements
            h.layoutIfNeeded()
            // Ids seen once before and once now keep their identity.
            let after = keys()
            for (id, key) in after where Set(elements.map(\.id)).contains(id) {
                if let old = before[id], elements.filter({ $0.id == id }).count == 1 {
                    #expect(old == key, "step \(step): \(id) changed identity")
                }
            }
            let fresh = host(board(elements), width: size.width, height: size.height) { $0.dynamicTypeSize = typeSize }
            #expect(h.dump() == fresh.dump(), "step \(step)")
            #expect(drawn(h.renderTree()) == drawn(fresh.renderTree()), "step \(step)")
            if h.dump() != fresh.dump() { break }
        }
    }
}
