import Foundation
import Testing
@testable import TrellisLayout

/// A `ForEach` of plain chains in a stack or a custom layout is one item for all its
/// elements, laid out from their values (FlatRun.swift), with the frames, drawing,
/// identities and diagnostics the items it stands for give; the items are made when
/// something walks the tree, and kept.
@Suite struct FlatRunTests {
    /// A row-wrapping layout (seed 001's flow), 4 apart: a custom layout asks its
    /// subviews only through `LayoutSubview`.
    static let flow = ViewTreeFuzzTests.Flow(gap: 4)

    /// `view` hosted with runs allowed or not (`flat`).
    private func hosted<V: View>(_ view: V, flat: Bool, width: CGFloat = 390, height: CGFloat = 844,
                                 direction: LayoutDirection = .leftToRight) -> HostingView<V> {
        var env = EnvironmentValues()
        env.layoutDirection = direction
        let h = HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: 2,
                            environment: env, textMeasurer: FixedTextMeasurer())
        h.context.allowsFlatRuns = flat
        h.layoutIfNeeded()
        return h
    }

    /// The root container's items (a run is one).
    private func rootItems<V: View>(_ h: HostingView<V>) -> [LayoutItem] {
        (h.root as? ContainerItem)?.subviewItems ?? []
    }

    @Test func aRunOfColourChainsIsOneItem() {
        let h = hosted(HStack(spacing: 0) {
            ForEach(0..<3) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 10) }
        }, flat: true)
        let items = rootItems(h)
        #expect(items.count == 1 && items[0] is FlatRunItem)
        #expect((h.root as? ContainerItem)?.subviews.count == 3)
        // Laid out without items: none is made until the tree is walked.
        #expect((items.first as? FlatRunItem)?.hasMadeItems == false)
        // 10 + 20 + 30 = 60 wide, centred in 390 × 844: asked by id, the items are made.
        expectRect(h.rect(0), 165, 417, 10, 10)
        expectRect(h.rect(1), 175, 417, 20, 10)
        expectRect(h.rect(2), 195, 417, 30, 10)
        #expect((items.first as? FlatRunItem)?.hasMadeItems == true)
        // The items a chain makes: a frame around a colour.
        let children = h.root!.children
        #expect(children.count == 3 && children.allSatisfy { $0 is FixedFrameItem && $0.children[0] is ColourItem })
        #expect(h.diagnostics.isEmpty)
    }

    /// Drawing makes a run's items for its walk alone; other walks keep them until the
    /// elements are placed again.
    @Test func drawingKeepsNoItems() {
        let h = hosted(HStack(spacing: 0) { ForEach(0..<4) { _ in Color.red.frame(height: 10) } }, flat: true)
        let run = rootItems(h).first as? FlatRunItem
        let drawn = drawn(h.renderTree())
        let first = CGRect(x: 0, y: 417, width: 97.5, height: 10)
        #expect(drawn.count == 10 && drawn[2] == "frame(height: 10) \(first)" && drawn[3] == "Color red \(first)")
        #expect(run?.hasMadeItems == false)
        _ = h.dump()
        #expect(run?.hasMadeItems == true)
        // Placed again (each is proposed a new share): the items are let go of.
        h.size.width = 200
        h.layoutIfNeeded()
        #expect(run?.hasMadeItems == false)
        expectRect(h.rect(3), 150, 417, 50, 10)
    }

    /// The walk after layout (lifecycle, geometry readers, preferences) passes runs by:
    /// their elements are none of what it looks for.
    @Test func theWalkAfterLayoutMakesNoItems() {
        final class Log: @unchecked Sendable { var appeared = 0 }
        let log = Log()
        let h = hosted(VStack {
            Text("a").onAppear { log.appeared += 1 }
            HStack { ForEach(0..<5) { _ in Color.red.frame(width: 4, height: 4) } }
        }, flat: true)
        #expect(log.appeared == 1)
        #expect(h.context.flatRunsMade == 1)
        let run = ((h.root as? ContainerItem)?.subviewItems.last as? ContainerItem)?.subviewItems.first as? FlatRunItem
        #expect(run?.hasMadeItems == false)
    }

    /// The scenes compared below: runs in stacks and custom layouts, alone and among other
    /// views, with fixed, partly fixed and filling chains.
    @ViewBuilder static func scene(_ k: Int) -> some View {
        switch k {
        case 0: HStack { ForEach(0..<5) { i in Color.red.frame(width: CGFloat(5 + 7 * i), height: CGFloat(30 - 4 * i)) } }
        case 1: VStack(alignment: .leading, spacing: 3) {
                Text("head")
                ForEach(0..<4) { i in Color.blue.frame(width: CGFloat(20 * i)) }
                Spacer()
            }
        case 2: HStack(alignment: .bottom) { ForEach(0..<6) { _ in Color.green } }.frame(width: 200, height: 50)
        case 3: ZStack(alignment: .topLeading) { ForEach(0..<3) { i in Color.red.frame(width: CGFloat(40 - 10 * i), height: CGFloat(10 + 10 * i)) } }
        case 4: Self.flow { ForEach(0..<40) { i in Color.red.frame(width: CGFloat(10 + (i * 37) % 50), height: 20) } }.frame(width: 180)
        case 5: VStack { ForEach(0..<3) { row in HStack { ForEach(0..<4) { i in Color.red.frame(width: CGFloat(10 + row + i), height: 10) } }.padding(2) } }
        case 6: HStack {
                ForEach(["a", "b"], id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
                ForEach(0..<2) { _ in ForEach(0..<2) { _ in Color.blue.frame(height: 12) } }
            }.id("row")
        case 7: Self.flow { ForEach(0..<12) { i in Color.red.frame(width: 30, height: CGFloat(5 + i)) } }.offset(x: 7, y: -3)
        case 8: Self.flow {
                ForEach(0..<5) { i in Color.red.frame(width: CGFloat(8 * i)) }
                ForEach(0..<3) { _ in Color.blue }
            }
        case 9: HStack(alignment: .top, spacing: 1) {
                // Frames on frames: the outer frame's lengths where it has them, the inner's
                // where not, a colour's filling where neither has.
                ForEach(0..<4) { i in Color.red.frame(width: CGFloat(6 + i)).frame(height: CGFloat(4 * i + 2)) }
                ForEach(0..<3) { i in Color.blue.frame(width: 5, height: CGFloat(9 + i)).frame(width: 12) }
                ForEach(0..<2) { _ in Color.green.frame(height: 3).frame(height: 20) }
            }
        default: HStack(spacing: 0) { Text("x"); ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }.id("run"); Text("y") }
        }
    }

    /// A run reads its lengths off its values by type, a frame's content at the value's own
    /// address (`ModifiedContent.flatLengths(of:stride:count:into:)`): the content must be
    /// laid out first in a modified view.
    @Test func aModifiedViewsContentIsAtItsStart() {
        #expect(MemoryLayout<ModifiedContent<Color, FixedFrameModifier>>.offset(of: \.content) == 0)
        #expect(MemoryLayout<ModifiedContent<ModifiedContent<Color, FixedFrameModifier>, FixedFrameModifier>>.offset(of: \.content) == 0)
    }

    @Test func nestedFramesInARunTakeTheOuterLengthsFirst() {
        let h = hosted(Self.scene(9), flat: true)
        #expect(h.context.flatRunsMade == 3)
        let dump = h.dump()
        // 66 of fixed widths and 8 of spacing leave 316 for the two green ones; the row is
        // 20 high (the green frames), centred at y 412.
        for line in ["frame(height: 2) (0, 412, 6, 2)", "frame(width: 6) (0, 412, 6, 2)", "frame(height: 14) (24, 412, 9, 14)",
                     "frame(width: 12) (34, 412, 12, 9)", "frame(width: 5, height: 9) (37.5, 412, 5, 9)",
                     "frame(width: 12) (60, 412, 12, 11)", "frame(height: 20) (73, 412, 158, 20)",
                     "frame(height: 3) (232, 420.5, 158, 3)"] {
            #expect(dump.contains(line), "\(line)")
        }
    }

    @Test(arguments: 0..<11) func aRunLaysOutAsItsItems(_ k: Int) {
        for (width, direction) in [(390, LayoutDirection.leftToRight), (120, .leftToRight), (300, .rightToLeft)] {
            let flat = hosted(Self.scene(k), flat: true, width: CGFloat(width), direction: direction)
            let items = hosted(Self.scene(k), flat: false, width: CGFloat(width), direction: direction)
            #expect(flat.context.flatRunsMade > 0, "scene \(k) has a run")
            #expect(items.context.flatRunsMade == 0)
            expectAsFresh(flat, items)
            #expect(flat.diagnostics.map(\.message) == items.diagnostics.map(\.message))
        }
    }

    @Test func aRunFollowsResizesAfterItsItemsAreMade() {
        let view = Self.flow { ForEach(0..<30) { i in Color.red.frame(width: CGFloat(10 + (i * 13) % 40), height: 10) } }
        let flat = hosted(view, flat: true), items = hosted(view, flat: false)
        expectAsFresh(flat, items)
        // The items made are placed with the elements from now on.
        for width in [200, 97, 390] as [CGFloat] {
            flat.size.width = width
            items.size.width = width
            expectAsFresh(flat, items)
        }
    }

    /// An invalid length is reported by the frame's item: such a run makes its items.
    @Test func aRunWithAnInvalidLengthMakesItsItems() {
        let h = hosted(HStack { ForEach(0..<3) { i in Color.red.frame(width: i == 1 ? -5 : 10, height: 10) } }, flat: true)
        #expect(rootItems(h).count == 3 && !rootItems(h).contains { $0 is FlatRunItem })
        #expect(h.diagnostics.contains { $0.message.contains("frame(width: -5)") })
    }

    /// A grid reads its subviews' items: its runs are items.
    @Test func aGridTakesItems() {
        let h = hosted(Grid { ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) } }, flat: true)
        #expect(h.context.flatRunsMade == 0)
        #expect(rootItems(h).count == 3)
    }

    /// A modifier on a `ForEach` wraps each element's item: no run there.
    @Test func aModifiedListIsNoRun() {
        let view = HStack { ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }.padding(1) }
        let flat = hosted(view, flat: true)
        #expect(flat.context.flatRunsMade == 0)
        expectAsFresh(flat, hosted(view, flat: false))
    }

    /// Nothing changed, nothing computed; a change of one element's state makes the run
    /// anew, as it made every element's items anew.
    @Test func anUnchangedRelayoutComputesNothing() {
        let h = hosted(HStack { ForEach(0..<100) { _ in Color.red.frame(width: 3, height: 3) } }, flat: true)
        let work = measureWork(h) { h.size = h.size }
        #expect(work.sizes == 0 && work.placements == 0)
    }

    /// `LayoutSubview`s of a run's elements: equal to themselves, not to each other, the
    /// default layout values and priority.
    @Test func aRunsSubviewsAreProxies() {
        struct Probe: Layout {
            let check: (Subviews) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                check(subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        nonisolated(unsafe) var seen: [Bool] = []
        let probe = Probe { s in
            seen = [s[0] == s[0], s[0] != s[1], s[1][Weight.self] == 1, s[2].priority == 0, s.count == 3,
                    s[1].dimensions(in: .unspecified).width == 20, s[1].dimensions(in: .unspecified)[HorizontalAlignment.center] == 10]
        }
        _ = hosted(probe { ForEach(0..<3) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 5) } }, flat: true)
        #expect(seen == [true, true, true, true, true, true, true])
    }

    private struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

    /// An animated change of a run's elements animates their items as a list of items would.
    @Test func aRunAnimatesAsItsItems() {
        final class Hook: @unchecked Sendable { var width: Binding<CGFloat>? }
        struct Row: View {
            let hook: Hook
            @State var width: CGFloat = 10
            var body: some View {
                hook.width = $width
                return HStack(spacing: 2) { ForEach(0..<4) { _ in Color.red.frame(width: width, height: 10) } }
            }
        }
        let hooks = (Hook(), Hook())
        let flat = hosted(Row(hook: hooks.0), flat: true), items = hosted(Row(hook: hooks.1), flat: false)
        for (h, hook) in [(flat, hooks.0), (items, hooks.1)] {
            withAnimation(.linear(duration: 1)) { hook.width?.wrappedValue = 30 }
            h.layoutIfNeeded()
            h.advance(by: 0.5)
        }
        #expect(flat.dump() == items.dump())
        #expect(drawn(flat.renderTree()) == drawn(items.renderTree()))
        // Halfway: 20 wide each, 4 × 20 + 3 × 2 = 86 in all.
        #expect(flat.dump().contains("frame(width: 30, height: 10) (152, 417, 20, 10)"))
    }
}
