import Foundation
import Observation
import Testing
@testable import TrellisLayout

@Observable private final class SpacingModel {
    var spacing: CGFloat = 4
}

/// Two rows of two 10×10 squares in a column; the first row's spacing is the model's, the
/// second's is 4.
private struct TwoRows: View {
    let model: SpacingModel
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: model.spacing) {
                Color.red.frame(width: 10, height: 10).id("a1")
                Color.red.frame(width: 10, height: 10).id("a2")
            }
            HStack(spacing: 4) {
                Color.blue.frame(width: 10, height: 10).id("b1")
                Color.blue.frame(width: 10, height: 10).id("b2")
            }
        }
    }
}

/// The built-in stacks' boxes are shared by containers of equal values
/// (`SharedStackBoxes`), and a shared box is never changed.
@Suite struct SharedStackBoxesTests {
    private func rows<V: View>(_ h: HostingView<V>) -> [ContainerItem] {
        h.layoutIfNeeded()
        return ((h.root as? ContainerItem)?.subviewItems ?? []).compactMap { $0 as? ContainerItem }
    }

    @Test func equalStacksShareOneBox() {
        let h = host(TwoRows(model: SpacingModel()), width: 100, height: 100)
        let made = rows(h)
        #expect(made.count == 2)
        #expect(made.count == 2 && made[0].box === made[1].box)
        // Rows of 24 centred in 100, one under the other, in a column of 20 centred in 100.
        expectRect(h.rect("a2"), 38 + 14, 40, 10, 10)
        expectRect(h.rect("b2"), 38 + 14, 50, 10, 10)
    }

    /// The first row's spacing changes: it takes a box of its own, and the second row,
    /// which shared the box it had, keeps its spacing. Fails when the kept container's
    /// shared box is changed in place (the second row's squares then move apart too).
    @Test func aChangedStackTakesTheBoxOfItsNewValue() {
        let model = SpacingModel()
        let h = host(TwoRows(model: model), width: 100, height: 100)
        let before = rows(h)
        model.spacing = 20
        let after = rows(h)
        #expect(after.count == 2)
        #expect(after.count == 2 && after[0].box !== after[1].box)
        // The box the rows shared still holds spacing 4 (the graph keeps one box a kind
        // of stack: the second row's comes anew, of the same value).
        #expect(before.count == 2 && (before[1].box as? LayoutBox<HStackLayout>)?.layout.spacing == 4)
        #expect(after.count == 2 && (after[1].box as? LayoutBox<HStackLayout>)?.layout.spacing == 4)
        #expect(after.count == 2 && (after[0].box as? LayoutBox<HStackLayout>)?.layout.spacing == 20)
        // The first row is 40 wide: centred in 100 from 30; the second still 24 from 38.
        expectRect(h.rect("a1"), 30, 40, 10, 10)
        expectRect(h.rect("a2"), 60, 40, 10, 10)
        expectRect(h.rect("b1"), 38, 50, 10, 10)
        expectRect(h.rect("b2"), 52, 50, 10, 10)
        expectAsFresh(h, host(TwoRows(model: model), width: 100, height: 100))
        // Back to 4: the rows share a box again.
        model.spacing = 4
        let again = rows(h)
        #expect(again.count == 2 && again[0].box === again[1].box)
        expectRect(h.rect("a2"), 52, 40, 10, 10)
    }
}
