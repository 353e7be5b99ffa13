import Foundation
import Testing
@testable import TrellisLayout

/// The drawn views' names and frames, depth first.
private func drawn(_ node: RenderNode) -> [String] {
    ["\(node.name) \(node.frame)"] + node.children.flatMap(drawn)
}

/// Two lengths one model holds (a change of both is one update).
@Observable private final class Pair {
    var a: CGFloat = 30
    var b: CGFloat = 20
}

private final class Taps {
    var last: Int?
}

/// A placement with the frame and proposal of the last one leaves the subtree as it is
/// (`LayoutItem.place`): a change re-places only the views whose frames it moves, and the
/// frames stay those of a host made afresh.
@Suite struct KeptPlacementTests {
    /// A leaf grows wider: its row grows and the centred column with it, but every other
    /// row keeps its frame (centred in a column 10 wider that moved 5 left), so only the
    /// changed row's views are placed again.
    @Test func aWiderLeafPlacesOnlyItsRow() {
        let models = leafModels(rows: 30, columns: 30)
        let h = host(LeafGrid(models: models), width: 1000, height: 1000)
        let first = h.context.placements
        let framesBefore = h.rect(3004)
        let wider = measureWork(h) { models[7][11].width = 30 }
        // The row's 30 leaves (a few items each) and the path to the root; the first
        // layout placed all 900 leaves.
        #expect(wider.placements > 30 && wider.placements * 20 <= first, "\(wider) of \(first) placements")
        #expect(h.rect(3004) == framesBefore)
        #expect(h.rect(7011).width == 30)
        let fresh = host(LeafGrid(models: models), width: 1000, height: 1000)
        #expect(h.placedFrames() == fresh.placedFrames())
        #expect(h.dump() == fresh.dump())
    }

    /// Views whose placement was kept are still found and drawn: the walks ask each parent
    /// what its last placement placed.
    @Test func keptViewsAreStillFoundDrawnAndHit() {
        let models = leafModels(rows: 4, columns: 4)
        let h = host(LeafGrid(models: models), width: 400, height: 400)
        _ = measureWork(h) { models[1][1].width = 24 }
        let fresh = host(LeafGrid(models: models), width: 400, height: 400)
        // Row 3 kept its placement: found by id, drawn, listed in the dump.
        #expect(h.layoutFrame(of: 3002) == fresh.layoutFrame(of: 3002))
        #expect(h.layoutFrame(of: 3002) != nil)
        #expect(drawn(h.renderTree()) == drawn(fresh.renderTree()))
        #expect(h.dump() == fresh.dump())
        #expect(h.placedFrames().count == fresh.placedFrames().count)
    }

    /// In a `Grid`, a row's cells take the grid's columns: a change in another row that
    /// moves the columns but leaves this row's own frame (the grid's width, its height)
    /// as it was places this row's cells anew.
    @Test func aGridRowFollowsColumnsThatMovedElsewhere() {
        let pair = Pair()
        // Only the first row reads the model: the second row's items live on.
        struct PairRow: View {
            let pair: Pair
            var body: some View {
                GridRow {
                    Color.red.frame(width: pair.a, height: 10)
                    Color.blue.frame(width: pair.b, height: 10)
                }
            }
        }
        struct FixedRow: View {
            var body: some View {
                GridRow {
                    Color.green.frame(width: 5, height: 10).id("c")
                    Color.green.frame(width: 5, height: 10).id("d")
                }
            }
        }
        struct Board: View {
            let pair: Pair
            var body: some View {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    PairRow(pair: pair)
                    FixedRow()
                }
            }
        }
        let h = host(Board(pair: pair), width: 200, height: 200)
        let before = h.rect("d")
        let work = measureWork(h) { pair.a = 20; pair.b = 30 }
        #expect(work.bodies == 1, "\(work)")
        // The grid is as wide as before (50), the second column starts 10 earlier.
        #expect(h.rect("d").minX == before.minX - 5)
        let fresh = host(Board(pair: pair), width: 200, height: 200)
        #expect(h.placedFrames() == fresh.placedFrames())
        #expect(h.dump() == fresh.dump())
    }

    /// An offset moves its subtree after placing it; a later placement at the moved frame
    /// is computed again (a moved frame could round differently from a computed one).
    @Test func aMovedSubtreeIsPlacedAgainNotKept() {
        let pair = Pair()
        pair.a = 10
        pair.b = 0
        struct Moved: View {
            let pair: Pair
            var body: some View {
                HStack(spacing: 0) {
                    Color.clear.frame(width: pair.b, height: 1)
                    HStack(spacing: 0) {
                        Color.red.id("x")
                        Color.red
                        Color.red
                    }
                    .frame(width: 100.0 / 3, height: 10)
                    .offset(x: pair.a)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let h = host(Moved(pair: pair), width: 300, height: 100)
        let moved = h.rect("x")
        // The same place, reached by layout instead of the offset.
        let work = measureWork(h) { pair.a = 0; pair.b = 10 }
        #expect(work.placements >= 5, "\(work)")
        #expect(abs(h.rect("x").minX - moved.minX) < 1e-9)
        let fresh = host(Moved(pair: pair), width: 300, height: 100)
        #expect(h.placedFrames() == fresh.placedFrames())
    }

    /// A scroll view shows its content's children: those its content kept in place are
    /// still shown, found and hit.
    @Test func aScrollViewsKeptContentIsStillShown() {
        let model = LeafModel()
        let taps = Taps()
        struct Screen: View {
            let model: LeafModel
            let taps: Taps
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in
                                Color.blue.frame(width: 100, height: 30).id(i).onTapGesture { taps.last = i }
                            }
                        }
                    }
                    .frame(width: 100, height: 100)
                    ModelLeaf(model: model, id: 99)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let h = host(Screen(model: model, taps: taps), width: 300, height: 300)
        let row = h.rect(2)
        let work = measureWork(h) { model.width = 40 }
        // The scroll view did not move; its content's rows kept their places.
        #expect(work.placements < 20, "\(work)")
        #expect(h.rect(2) == row)
        let fresh = host(Screen(model: model, taps: taps), width: 300, height: 300)
        #expect(h.dump() == fresh.dump())
        #expect(drawn(h.renderTree()) == drawn(fresh.renderTree()))
        #expect(h.tap(at: CGPoint(x: row.midX, y: row.midY)))
        #expect(taps.last == 2)
        // Scrolling still moves the kept rows.
        h.scroll(by: CGSize(width: 0, height: 30))
        #expect(h.rect(2).minY == row.minY - 30)
    }
}
