import Foundation
import Testing
@testable import TrellisLayout

/// Counts taps of several targets.
private final class Counter {
    var button = 0
    var outer = 0
    var drags = 0
}

/// `allowsHitTesting(_:)`: a subtree that does not allow hit testing receives no touches;
/// they go to what lies beneath it. Every view here is 100 × 100, centred in the 390 × 844
/// window at (145, 372), so (195, 422) is over all of them.
@Suite @MainActor struct HitTestingModifierTests {
    private let centre = CGPoint(x: 195, y: 422)

    private func zstack(_ taps: Counter, coverAllowsHits: Bool) -> some View {
        ZStack {
            Button { taps.button += 1 } label: { Color.yellow.frame(width: 100, height: 100) }
            Color.red.frame(width: 100, height: 100).id("cover").allowsHitTesting(coverAllowsHits)
        }
    }

    /// An opaque cover over a button takes the tap; with `allowsHitTesting(false)` the
    /// button beneath it does.
    @Test func tapsPassThroughToTheViewBeneath() {
        let covered = Counter()
        #expect(!host(zstack(covered, coverAllowsHits: true)).tap(at: centre))
        #expect(covered.button == 0)

        let passing = Counter()
        let h = host(zstack(passing, coverAllowsHits: false))
        #expect(h.tap(at: centre))
        #expect(h.tap(at: CGPoint(x: 146, y: 373)))
        #expect(passing.button == 2)
        // Outside both: nothing.
        #expect(!h.tap(at: CGPoint(x: 100, y: 422)))
        #expect(passing.button == 2)
    }

    /// Buttons and gestures inside the subtree receive nothing; the containing view's
    /// gesture takes the tap instead.
    @Test func subtreeButtonsAndGesturesReceiveNothing() {
        let taps = Counter()
        let view = VStack {
            Button { taps.button += 1 } label: { Color.yellow.frame(width: 100, height: 100) }
                .onTapGesture { taps.button += 10 }
                .allowsHitTesting(false)
        }
        .onTapGesture { taps.outer += 1 }
        let h = host(view)
        #expect(h.tap(at: centre))
        #expect(taps.button == 0)
        #expect(taps.outer == 1)
    }

    /// A drag that starts over the subtree is not seen by its drag gesture.
    @Test func dragGestureInsideIsNotSeen() {
        let counts = Counter()
        let view = Color.blue.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in counts.drags += 1 })
            .allowsHitTesting(false)
        let h = host(view)
        #expect(!h.drag(from: centre, to: CGPoint(x: 215, y: 422), steps: 4))
        #expect(counts.drags == 0)

        let enabled = Counter()
        let g = host(Color.blue.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in enabled.drags += 1 })
            .allowsHitTesting(true))
        g.drag(from: centre, to: CGPoint(x: 215, y: 422), steps: 4)
        #expect(enabled.drags == 5)
    }

    /// An inner `allowsHitTesting(true)` does not bring a disabled subtree back.
    @Test func innerTrueDoesNotReenable() {
        let taps = Counter()
        let view = Button { taps.button += 1 } label: { Color.yellow.frame(width: 100, height: 100) }
            .allowsHitTesting(true)
            .padding(10)
            .allowsHitTesting(false)
        #expect(!host(view).tap(at: centre))
        #expect(taps.button == 0)
    }

    /// Layout and drawing are unchanged; the dump names the modifier when it is false.
    @Test func layoutIsUnchanged() {
        let taps = Counter()
        let h = host(zstack(taps, coverAllowsHits: false))
        #expect(h.rect("cover") == CGRect(x: 145, y: 372, width: 100, height: 100))
        #expect(h.dump().contains("allowsHitTesting(false) (145, 372, 100, 100)"))
        #expect(!host(zstack(taps, coverAllowsHits: true)).dump().contains("allowsHitTesting"))
    }
}
