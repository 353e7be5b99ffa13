import Foundation
import Testing
@_spi(Benchmarks) @testable import TrellisLayout

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
    /// A leaf grows wider: its row grows and the centred column with it; every other row
    /// keeps its frame (centred in a column 10 wider that moved 5 left) and the leaves
    /// after it in its row move 10 right. Frames are relative to the placer, so a moved
    /// leaf keeps its content where it was in it: only the new leaf and the containers on
    /// its path place their content again.
    @Test func aWiderLeafPlacesOnlyItsPath() {
        let models = leafModels(rows: 30, columns: 30)
        let h = host(LeafGrid(models: models), width: 1000, height: 1000)
        let first = h.context.placements
        let framesBefore = h.rect(3004)
        let movedBefore = h.rect(7020)
        let wider = measureWork(h) { models[7][11].width = 30 }
        // The new leaf (its frame and colour), its row (HStack and padding) and the column
        // (VStack and padding); the first layout placed every item.
        #expect(wider.placements == 6, "\(wider) of \(first) placements")
        #expect(h.rect(3004) == framesBefore)
        #expect(h.rect(7011).width == 30)
        #expect(h.rect(7020) == movedBefore.offsetBy(dx: 5, dy: 0))
        let fresh = host(LeafGrid(models: models), width: 1000, height: 1000)
        expectAsFresh(h, fresh)
    }

    /// A leaf grows taller: its row grows, every row after it moves down and the centred
    /// column moves up by half the change. The moved rows keep their content: again only
    /// the path is placed anew, and every frame is a fresh host's.
    @Test func aTallerLeafMovesTheRowsBelowWithoutPlacingThem() {
        let models = leafModels(rows: 30, columns: 30)
        let h = host(LeafGrid(models: models), width: 1000, height: 1000)
        let below = h.rect(25004), above = h.rect(3004)
        let taller = measureWork(h) { models[20][3].height = 30 }
        #expect(taller.placements == 6, "\(taller) placements")
        #expect(h.rect(25004) == below.offsetBy(dx: 0, dy: 5))
        #expect(h.rect(3004) == above.offsetBy(dx: 0, dy: -5))
        let fresh = host(LeafGrid(models: models), width: 1000, height: 1000)
        expectAsFresh(h, fresh)
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
        expectAsFresh(h, fresh)
    }

    /// An offset moves its subtree after placing it, and the same place reached by layout
    /// instead gives a fresh host's frames to the last bit (thirds of a point: window
    /// frames moved by a sum could round differently; relative frames do not).
    @Test func aMovedSubtreeHasAFreshHostsFrames() {
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
        _ = measureWork(h) { pair.a = 0; pair.b = 10 }
        #expect(abs(h.rect("x").minX - moved.minX) < 1e-9)
        let fresh = host(Moved(pair: pair), width: 300, height: 100)
        expectAsFresh(h, fresh)
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

    /// `dropKeptLayout()` (the benchmarks' full pass) makes the next pass compute every
    /// answer and place every item as the first layout did, and changes no frame.
    @Test func droppingKeptLayoutComputesEverythingAgain() {
        let models = leafModels(rows: 5, columns: 5)
        let h = host(LeafGrid(models: models), width: 300, height: 300)
        let first = (sizes: h.context.sizeComputations, placements: h.context.placements)
        let frames = h.placedFrames()
        let cold = measureWork(h) { h.dropKeptLayout() }
        #expect(cold.sizes == first.sizes && cold.placements == first.placements && cold.bodies == 0, "\(cold) after \(first)")
        #expect(h.placedFrames() == frames)
        // Nothing dropped: nothing computed.
        let again = measureWork(h) { h.size = CGSize(width: 301, height: 300) }
        #expect(again.sizes == 0 && again.placements == 0, "\(again)")
    }

    /// A custom layout gets `bounds` in window coordinates, so it runs again whenever its
    /// container moves in the window, even when nothing about it changed; a built-in
    /// stack beside it moves with its container without running.
    @Test func aCustomLayoutRunsAgainWhenItsContainerMoves() {
        let model = LeafModel()
        let log = BoundsLog()
        struct Screen: View {
            let model: LeafModel
            let log: BoundsLog
            var body: some View {
                VStack(spacing: 0) {
                    ModelLeaf(model: model, id: 1)
                    HStack(spacing: 0) {
                        LoggingRow(log: log) {
                            Color.red.frame(width: 10, height: 10).id("a")
                            Color.blue.frame(width: 10, height: 10).id("b")
                        }
                        Color.green.frame(width: 10, height: 10).id("c")
                    }
                    .padding(3)
                }
            }
        }
        let h = host(Screen(model: model, log: log), width: 200, height: 200)
        #expect(log.bounds.count == 1)
        // 36 × 36 (20 + 16 high), centred in 200: the row starts at 82 + 3, 82 + 20 + 3.
        #expect(log.bounds.last == CGRect(x: 85, y: 105, width: 20, height: 10))
        let work = measureWork(h) { model.height = 30 }
        // The column is 10 taller and moved 5 up: the row is 5 lower in the window.
        #expect(log.bounds.count == 2)
        #expect(log.bounds.last == CGRect(x: 85, y: 110, width: 20, height: 10))
        #expect(h.rect("b") == CGRect(x: 95, y: 110, width: 10, height: 10))
        #expect(h.rect("c") == CGRect(x: 105, y: 110, width: 10, height: 10))
        // The new leaf (its frame and colour) and the column (3), and the custom layout's
        // path: the padding, the stack and the layout (3), but not the green leaf beside it
        // nor the custom layout's subviews (placed again at the same size: kept).
        #expect(work.placements == 6, "\(work)")
        let fresh = host(Screen(model: model, log: log), width: 200, height: 200)
        expectAsFresh(h, fresh)
    }

    /// An offset moves a custom layout's subviews with it (their frames are kept in window
    /// coordinates), and placed again the offset subtree matches a fresh host.
    @Test func anOffsetMovesACustomLayoutsSubviews() {
        let pair = Pair()
        let log = BoundsLog()
        struct Screen: View {
            let pair: Pair
            let log: BoundsLog
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 10, height: pair.b)
                    LoggingRow(log: log) {
                        Color.red.frame(width: 10, height: 10).id("a")
                        Color.blue.frame(width: 10, height: 10).id("b")
                    }
                    .offset(x: pair.a, y: 1)
                }
            }
        }
        let h = host(Screen(pair: pair, log: log), width: 200, height: 200)
        // 20 + 10 high centred: the row at y 105 (before the offset), x 90.
        #expect(log.bounds.last == CGRect(x: 90, y: 105, width: 20, height: 10))
        #expect(h.rect("b") == CGRect(x: 130, y: 106, width: 10, height: 10))
        _ = measureWork(h) { pair.a = 7; pair.b = 30 }
        #expect(h.rect("b") == CGRect(x: 107, y: 111, width: 10, height: 10))
        let fresh = host(Screen(pair: pair, log: log), width: 200, height: 200)
        expectAsFresh(h, fresh)
    }

    /// A frame an animation presented is not shown once a later layout moved the view
    /// without placing it (a kept subtree under a moved root): the laid-out frame is.
    @Test func aPresentedFrameFromAnEarlierLayoutIsNotShown() {
        let models = leafModels(rows: 3, columns: 3)
        let h = host(LeafGrid(models: models), width: 300, height: 300)
        withAnimation(.linear(duration: 1)) { models[2][1].width = 30 }
        h.layoutIfNeeded()
        h.advance(by: 0.5)
        // Half way: 25 wide.
        #expect(h.presentationFrame(of: 2001)!.width == 25)
        h.advance(by: 1)
        let settled = h.presentationFrame(of: 2001)!
        #expect(settled == h.layoutFrame(of: 2001))
        // Row 0 grows taller without animation: row 2 moves 5 down, kept.
        models[0][0].height = 30
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: 2001) == settled.offsetBy(dx: 0, dy: 5))
        #expect(h.presentationFrame(of: 2001) == h.layoutFrame(of: 2001))
    }
}

/// The bounds a custom layout was placed in, in order.
final class BoundsLog: @unchecked Sendable {
    var bounds: [CGRect] = []
}

/// Its subviews in a row at their ideal sizes, logging its bounds.
private struct LoggingRow: Layout {
    let log: BoundsLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.bounds.append(bounds)
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}
