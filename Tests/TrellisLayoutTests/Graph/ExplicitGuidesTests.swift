import Foundation
import Testing
@testable import TrellisLayout

@Observable private final class GuideModel {
    var guided = false
}

/// A 10×10 leaf whose first text baseline is 5 below its top while its model says so
/// (else its bottom, the default of a view without text).
private struct GuidedLeaf: View {
    let model: GuideModel
    let id: Int
    var body: some View {
        if model.guided {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 5 }.id(id)
        } else {
            Color.red.frame(width: 10, height: 10).id(id)
        }
    }
}

/// A row of padded leaves aligned by their first baselines, itself so aligned beside a
/// 5×5 square (a first baseline, unlike an edge, passes out of a stack: the row's is its
/// first subview's that has one).
private struct GuidedRow: View {
    let models: [GuideModel]
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.gray.frame(width: 5, height: 5).id("square")
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                ForEach(0..<models.count, id: \.self) { i in GuidedLeaf(model: models[i], id: i).padding(1) }
            }
        }
    }
}

/// Whether a view may have explicit guides (`LayoutItem.mayHaveExplicitAlignments`):
/// where it says no, a parent aligning the view asks nothing below it, so the flag must
/// never say no where a guide is set, including after views change in place.
@Suite struct ExplicitGuidesTests {
    /// The flag follows where guides come from: text's baselines, an `alignmentGuide`, a
    /// layout other than a stack; a chain of modifiers and a stack inherit it.
    @Test func theFlagFollowsWhereGuidesComeFrom() throws {
        let h = host(HStack {
            Color.red.frame(width: 10, height: 10).padding(2)
            Text("a").padding(1)
            Color.blue.frame(width: 5, height: 5).alignmentGuide(.top) { _ in 2 }.padding(1)
            VStack { Color.green.frame(width: 3, height: 3); Color.green.frame(width: 3, height: 3) }
            VStack { Color.green.frame(width: 3, height: 3); Text("b") }
            PlainColumn { Color.green.frame(width: 3, height: 3) }
        }, width: 300, height: 100)
        let row = try #require(h.root as? ContainerItem)
        #expect(row.subviewItems.map(\.mayHaveExplicitAlignments) == [false, true, true, false, true, true])
        #expect(row.mayHaveExplicitAlignments)
        let plain = host(HStack { Color.red.frame(width: 10, height: 10).padding(2); VStack { Color.blue } }, width: 300, height: 100)
        #expect(plain.root?.mayHaveExplicitAlignments == false)
    }

    /// A guide that appears in a row updated in place is honoured, up through the row's
    /// own guide, and one that goes leaves the row as a fresh host lays it out. The content
    /// is 77 wide (a 5 square, then six padded leaves of 12), centred in 200: the square at
    /// x 61.5, leaf i's padded view at 66.5 + 12i. Unguided, every baseline is a bottom:
    /// the row is 12 tall, the square's bottom on the row's, centred in 100 (top at 44,
    /// the square at 51). Leaf 3 guided: its padded view's baseline is 6 below its top,
    /// on the others' bottoms (12), so it sits 6 lower (the row is 18 tall), and the row's
    /// own baseline is leaf 3's, 12 below the row's top, where the outer stack puts the
    /// square's bottom: the content is 18 tall, its top at 41, the square's at 48, leaf 3's
    /// at 47. Were the row's guide not asked (taken for its bottom, 18), the square would
    /// sit at 54.
    @Test func aGuideThatAppearsInPlaceIsHonoured() {
        let models = (0..<6).map { _ in GuideModel() }
        let h = host(GuidedRow(models: models), width: 200, height: 100)
        #expect(h.root?.mayHaveExplicitAlignments == false)
        expectRect(h.rect("square"), 61.5, 51, 5, 5)
        expectRect(h.rect(3), 102.5, 44, 12, 12)
        let root = h.root
        models[3].guided = true
        h.layoutIfNeeded()
        #expect(h.root === root, "the stacks are updated in place")
        #expect(h.root?.mayHaveExplicitAlignments == true)
        expectRect(h.rect("square"), 61.5, 48, 5, 5)
        expectRect(h.rect(3), 102.5, 47, 12, 12)
        expectRect(h.rect(2), 90.5, 41, 12, 12)
        expectAsFresh(h, host(GuidedRow(models: models), width: 200, height: 100))
        models[3].guided = false
        h.layoutIfNeeded()
        expectRect(h.rect("square"), 61.5, 51, 5, 5)
        expectRect(h.rect(3), 102.5, 44, 12, 12)
        expectAsFresh(h, host(GuidedRow(models: models), width: 200, height: 100))
    }
}
