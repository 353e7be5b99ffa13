import Foundation
import Testing
@testable import TrellisLayout

/// One leaf's size, observed by that leaf only.
@Observable final class LeafModel {
    var width: CGFloat = 20
    var height: CGFloat = 20
    var label: String? = nil
}

struct ModelLeaf: View {
    let model: LeafModel
    let id: Int
    var body: some View {
        Group {
            if let label = model.label {
                Text(label).frame(width: model.width)
            } else {
                Color.red.frame(width: model.width, height: model.height)
            }
        }
        .id(id)
    }
}

/// The grid: a padded column of padded rows of fixed leaves.
struct LeafGrid: View {
    let models: [[LeafModel]]
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<models.count, id: \.self) { r in
                HStack(spacing: 2) {
                    ForEach(0..<models[r].count, id: \.self) { c in
                        ModelLeaf(model: models[r][c], id: r * 1000 + c)
                    }
                }
                .padding(1)
            }
        }
        .padding(4)
    }
}

func leafModels(rows: Int, columns: Int) -> [[LeafModel]] {
    (0..<rows).map { _ in (0..<columns).map { _ in LeafModel() } }
}

/// Counting tests (work, not time) of incremental layout: items and their answers live
/// across updates, so a change costs the path from the changed view to the root.
@Suite struct IncrementalLayoutTests {
    @Test func oneLeafChangeCostsTheRowNotTheGrid() {
        let models = leafModels(rows: 30, columns: 30)
        let h = host(LeafGrid(models: models), width: 1000, height: 1000)
        let first = LayoutWork(sizes: h.context.sizeComputations, placements: h.context.placements, bodies: h.bodyEvaluationCount)
        let wider = measureWork(h) { models[7][11].width = 30 }
        let taller = measureWork(h) { models[20][3].height = 31 }
        // One body (the leaf's); the leaf, its row, the column and the padding compute
        // again; every other row and leaf answers from what it kept.
        #expect(wider.bodies == 1 && taller.bodies == 1)
        #expect(wider.sizes * 10 <= first.sizes, "wider: \(wider) of \(first)")
        #expect(taller.sizes * 10 <= first.sizes, "taller: \(taller) of \(first)")
        // (Only the views whose frames moved are placed again: see KeptPlacementTests.)
        #expect(h.rect(7011).width == 30)
        #expect(h.rect(20003).height == 31)
        // The row grew from 22 to 33: the next row starts 33 + 2 below it.
        #expect(abs(h.rect(21003).minY - h.rect(20003).minY - 35) < 1e-9)
    }

    @Test func unchangedRelayoutComputesNothing() {
        let models = leafModels(rows: 10, columns: 10)
        let h = host(LeafGrid(models: models), width: 500, height: 500)
        let same = measureWork(h) { h.size = CGSize(width: 500, height: 500) }
        // The same window again: no pass at all (nothing is placed either).
        #expect(same.sizes == 0 && same.bodies == 0 && same.placements == 0, "\(same)")
        // A window that only moves the content (centred) computes no size either.
        // A taller window proposes new heights (the rows are asked again) and moves the
        // centred column down by half the difference.
        let top = h.rect(0).minY
        _ = measureWork(h) { h.size = CGSize(width: 500, height: 600) }
        #expect(h.rect(0).minY == top + 50)
        let back = measureWork(h) { h.size = CGSize(width: 500, height: 500) }
        // Back to the first size: every answer is still known.
        #expect(back.sizes == 0, "\(back)")
        #expect(h.rect(0).minY == top)
    }

    /// Flexible content in a window resized 200 times: every width is a new proposal for
    /// every view, and each keeps at most `KeptAnswers.limit` answers (those of earlier
    /// passes go first), with the frames a fresh host gives.
    @Test func aWindowResizedAgainAndAgainKeepsBoundedAnswers() {
        struct Flexible: View {
            var body: some View {
                HStack(spacing: 2) {
                    ForEach(0..<4, id: \.self) { i in
                        VStack { Color.blue.frame(minWidth: 10, maxWidth: .infinity).padding(CGFloat(i)) }
                    }
                }
            }
        }
        let h = host(Flexible(), width: 300, height: 100)
        for width in 301...500 {
            h.size = CGSize(width: CGFloat(width), height: 100)
            h.layoutIfNeeded()
        }
        var most = 0
        var items = 0
        func visit(_ item: LayoutItem) {
            items += 1
            most = max(most, item.keptAnswerCount)
            item.children.forEach(visit)
        }
        if let root = h.root { visit(root) }
        #expect(items > 12)
        #expect(most >= 2 && most <= 8, "the most answers an item keeps: \(most)")
        expectAsFresh(h, host(Flexible(), width: 500, height: 100))
        // A width met again after many others is computed again, then kept.
        let again = measureWork(h) { h.size = CGSize(width: 301, height: 100) }
        #expect(again.sizes > 0)
        let same = measureWork(h) { h.size = CGSize(width: 500, height: 100); h.layoutIfNeeded(); h.size = CGSize(width: 301, height: 100) }
        #expect(same.sizes == 0, "\(same)")
    }

    @Test func aChangeDeepInsideNestedStacksCostsItsPath() {
        let model = LeafModel()
        func nested(_ depth: Int) -> AnyView {
            if depth == 0 { return AnyView(ModelLeaf(model: model, id: 1)) }
            return depth % 2 == 0
                ? AnyView(HStack(spacing: 1) { nested(depth - 1); Color.blue.frame(width: 1) })
                : AnyView(VStack(spacing: 1) { nested(depth - 1); Color.blue.frame(height: 1) })
        }
        func cost(_ depth: Int) -> Int {
            model.width = 20
            let h = host(nested(depth), width: 2000, height: 2000)
            return measureWork(h) { model.width += 1 }.sizes
        }
        let c100 = cost(100), c200 = cost(200), c400 = cost(400)
        // The same work per level (the path from the leaf to the root), whatever the depth.
        let early = Double(c200 - c100) / 100, late = Double(c400 - c200) / 200
        #expect(early > 0 && abs(late / early - 1) < 0.1, "\(c100) \(c200) \(c400)")
        #expect(late < 12)
    }

    @Test func aTextMeasuredOnceIsNotMeasuredAgainAfterASiblingChanges() {
        let a = LeafModel(), b = LeafModel()
        a.label = "Hello"
        let h = host(HStack { ModelLeaf(model: a, id: 1); ModelLeaf(model: b, id: 2) }, width: 300, height: 100)
        let work = measureWork(h) { b.width = 40 }
        // b's frame and colour, the HStack (probing a at the new share only if it moved).
        #expect(work.bodies == 1)
        #expect(h.rect(2).width == 40)
        #expect(h.rect(1).width == 20)
    }

    /// The frames of an updated host equal those of a host made afresh with the same
    /// inputs, after any sequence of state changes and window sizes.
    @Test func randomUpdatesGiveTheFramesOfAFreshHost() {
        var rng = SplitMix(seed: 0x7E11_15)
        let models = leafModels(rows: 6, columns: 6)
        let h = host(LeafGrid(models: models), width: 300, height: 300)
        for step in 0..<300 {
            switch rng.next() % 5 {
            case 0: models[Int(rng.next() % 6)][Int(rng.next() % 6)].width = CGFloat(rng.next() % 60)
            case 1: models[Int(rng.next() % 6)][Int(rng.next() % 6)].height = CGFloat(rng.next() % 60)
            case 2:
                let m = models[Int(rng.next() % 6)][Int(rng.next() % 6)]
                m.label = m.label == nil ? String(repeating: "ab ", count: Int(rng.next() % 5)) : nil
            default: h.size = CGSize(width: CGFloat(rng.next() % 400), height: CGFloat(rng.next() % 400))
            }
            if rng.next() % 3 == 0 || step == 299 {
                let fresh = host(LeafGrid(models: models), width: h.size.width, height: h.size.height)
                #expect(h.dump() == fresh.dump(), "step \(step)")
                if h.dump() != fresh.dump() { break }
            }
        }
    }
}
