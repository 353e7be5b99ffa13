import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// The one record of kept answers (`LayoutCache`, `KeptAnswers`) and its rule for
/// forgetting: content replaced in place, a volatile item's new pass, dropped layout.
@Suite struct LayoutCacheTests {
    /// The cache's own rules. With its four slots full, a new answer takes the slot of the
    /// oldest one when that is from before the previous pass; otherwise it goes to the
    /// overflow list, and past eight answers a store keeps those of the current pass and the
    /// four of earlier passes asked for most recently.
    @Test func sizesReplaceStaleSlotsAndBoundTheirOverflow() {
        func p(_ w: Int) -> ProposedViewSize { ProposedViewSize(width: CGFloat(w), height: 10) }
        func answer(_ w: Int) -> CGSize { CGSize(width: w, height: 1) }
        let cache = KeptAnswers()
        // Passes 1…4 each store one answer (widths 1…4): the four slots.
        for pass in 1...4 { cache.store(p(pass), answer(pass), pass: Int32(pass)) }
        // Pass 5 asks for width 2 and stores width 5: width 1's answer (pass 1, before the
        // previous pass) gives up its slot.
        #expect(cache.lookup(p(2), pass: 5) == answer(2))
        cache.store(p(5), answer(5), pass: 5)
        #expect(cache.count == 4)
        // Pass 6 stores widths 6, 7 and 8: 6 and 7 take the slots of 3 and 4 (passes 3 and
        // 4); the other two are from passes 5 and 6, so 8 goes to the overflow list.
        for w in 6...8 { cache.store(p(w), answer(w), pass: 6) }
        #expect(cache.count == 5)
        for w in [2, 5, 6, 7, 8] { #expect(cache.lookup(p(w), pass: 6) == answer(w), "\(w)") }
        for w in [1, 3, 4] { #expect(cache.lookup(p(w), pass: 6) == nil, "\(w)") }

        // The overflow list, bounded: pass 1 fills the slots; pass 2 asks for all four and
        // stores four more (the slots hold the previous pass's answers: none is replaced).
        let full = KeptAnswers()
        for w in 1...4 { full.store(p(w), answer(w), pass: 1) }
        for w in 1...4 { #expect(full.lookup(p(w), pass: 2) == answer(w)) }
        for w in 5...8 { full.store(p(w), answer(w), pass: 2) }
        #expect(full.count == 8)
        // Pass 3 stores a ninth. The slots hold the previous pass's answers and the cache is
        // at its limit, so the earlier answers go but four: all eight are pass 2's, and of
        // equals the first stored (1…4) stay.
        full.store(p(9), answer(9), pass: 3)
        #expect(full.count == 5)
        for w in [1, 2, 3, 4, 9] { #expect(full.lookup(p(w), pass: 3) == answer(w), "\(w)") }
        for w in 5...8 { #expect(full.lookup(p(w), pass: 3) == nil, "\(w)") }
        // Nothing of the current pass is dropped: pass 3 stores ten more, past the limit.
        for w in 10...19 { full.store(p(w), answer(w), pass: 3) }
        #expect(full.count == 15)
        for w in [1, 2, 3, 4] + Array(9...19) { #expect(full.lookup(p(w), pass: 3) == answer(w), "\(w)") }
    }

    /// Rule 2: a volatile item's out-of-line answers hold for one pass; the first question
    /// of a later pass forgets its sizes, its spacing and its solution.
    @Test func aVolatileItemsAnswersHoldForOnePass() {
        let kept = KeptAnswers()
        kept.pass = 1
        let p = ProposedViewSize(width: 10, height: 20)
        kept.store(p, CGSize(width: 10, height: 5), pass: 1)
        kept.spacing = ViewSpacing()
        kept.solution = .text(TextLayouts())
        kept.beginPass(1)
        #expect(kept.lookup(p, pass: 1) == CGSize(width: 10, height: 5))
        #expect(kept.spacing != nil)
        guard case .text = kept.solution else { Issue.record("solution forgotten within its pass"); return }
        kept.beginPass(2)
        #expect(kept.pass == 2)
        #expect(kept.count == 0)
        #expect(kept.lookup(p, pass: 2) == nil)
        #expect(kept.spacing == nil)
        guard case .none = kept.solution else { Issue.record("solution kept into a later pass"); return }
    }

    /// Rule 1: content replaced in place forgets the sizes and the spacing but keeps the
    /// algorithm's solution (a stack updates it for the changed subviews); the inline
    /// part forgets the rigid answer and marks the placement as not kept.
    @Test func replacedContentKeepsOnlyTheSolution() {
        let kept = KeptAnswers()
        kept.store(ProposedViewSize(width: 1, height: 1), CGSize(width: 1, height: 1), pass: 1)
        kept.spacing = ViewSpacing()
        kept.solution = .text(TextLayouts())
        kept.forgetAnswers()
        #expect(kept.count == 0)
        #expect(kept.spacing == nil)
        guard case .text = kept.solution else { Issue.record("solution forgotten with the content"); return }

        var cache = LayoutCache()
        cache.rigidity = .answered
        cache.rigidAnswer = CGSize(width: 3, height: 4)
        cache.placement = KeptPlacement(size: CGSize(width: 3, height: 4), proposal: .unspecified, mark: 7)
        let replaced = cache.forgettingContent()
        #expect(replaced.rigidity == .rigid)
        #expect(replaced.placement.replaced)
        #expect(replaced.placement.mark == 7)
        // Rule 3: dropped layout forgets the placement too.
        let dropped = cache.forgettingAll()
        #expect(dropped.rigidity == .rigid)
        #expect(dropped.placement.mark == -1)
        #expect(!dropped.placement.replaced)
    }

    /// The kept placement's proposal: nil lengths read back as nil and match only nil;
    /// a length matches only itself.
    @Test func aKeptPlacementMatchesExactlyItsProposal() {
        let placement = KeptPlacement(size: .zero, proposal: ProposedViewSize(width: nil, height: 10), mark: 0)
        #expect(placement.proposal.width == nil)
        #expect(placement.proposal.height == 10)
        #expect(placement.matches(ProposedViewSize(width: nil, height: 10)))
        #expect(!placement.matches(ProposedViewSize(width: 0, height: 10)))
        #expect(!placement.matches(ProposedViewSize(width: nil, height: nil)))
        #expect(!placement.matches(ProposedViewSize(width: nil, height: 10.5)))
    }

    @Observable final class Model {
        var text = true
    }

    /// Rule 1 end to end: a row whose last view changes from text to a colour is updated
    /// in place, and its spacing (the union of its views', which decides the gap to the
    /// text below) is worked out again, as a fresh host works it out.
    struct Rows: View {
        let model: Model
        var body: some View {
            VStack {
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    if model.text { Text("a") } else { Color.blue.frame(width: 10, height: 17) }
                }
                Text("b").id("b")
            }
        }
    }

    @Test func aRowUpdatedInPlaceWorksOutItsSpacingAgain() {
        let model = Model()
        let h = host(Rows(model: model), width: 200, height: 200)
        let withText = h.rect("b")
        model.text = false
        h.layoutIfNeeded()
        let fresh = host(Rows(model: { let m = Model(); m.text = false; return m }()), width: 200, height: 200)
        expectAsFresh(h, fresh)
        // Text above text: no gap; a colour above text: the default 8 (the stack centred
        // in 200 points, each row 17 tall).
        expectRect(withText, 95.75, 100, 8.5, 17)
        expectRect(h.rect("b"), 95.75, 104, 8.5, 17)
    }
}
