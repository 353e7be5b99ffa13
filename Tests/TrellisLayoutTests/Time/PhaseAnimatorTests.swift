import Foundation
import Testing
@testable import TrellisLayout

/// `PhaseAnimator` and `phaseAnimator` (Time/PhaseAnimator.swift) on the host's clock:
/// each step animates to the next phase and starts when the one before is logically
/// complete. A box 10 × phase wide, in a 200 × 100 window; linear animations of 1 s.
@Suite struct PhaseAnimatorTests {
    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([1.0, 3.0, 2.0], trigger: taps) { box, phase in
                        box.frame(width: 10 * phase, height: 10)
                    } animation: { _ in .linear(duration: 1) }
                    .id("box")
                Button("go") { taps += 1 }.frame(width: 40, height: 20).id("go")
            }
        }
    }

    private func width<V: View>(_ h: HostingView<V>) -> CGFloat { h.presentationFrame(of: "box")!.width }

    @Test func aTriggerRunsThePhasesOnceAndEndsOnTheFirst() {
        let h = host(Triggered(), width: 200, height: 100)
        #expect(width(h) == 10)
        h.advance(by: 2)
        // Nothing runs before the trigger changes.
        #expect(width(h) == 10)
        #expect(!h.isAnimating)
        let go = h.rect("go")
        #expect(h.tap(at: CGPoint(x: go.midX, y: go.midY)))
        // Each step starts when the host's clock is found at the end of the one before:
        // here the clock stops on each end, as frames do.
        h.advance(by: 0.5)
        #expect(abs(width(h) - 20) < 1e-9)       // 10 → 30, halfway
        h.advance(by: 0.5)
        #expect(width(h) == 30)
        h.advance(by: 0.5)
        #expect(abs(width(h) - 25) < 1e-9)       // 30 → 20, halfway
        h.advance(by: 0.5)
        h.advance(by: 0.5)
        #expect(abs(width(h) - 15) < 1e-9)       // 20 → 10, halfway
        h.advance(by: 0.5)
        #expect(width(h) == 10)
        h.advance(by: 3)
        #expect(!h.isAnimating)
        #expect(width(h) == 10)
    }

    @Test func withoutATriggerThePhasesCycle() {
        let h = host(PhaseAnimator([1.0, 2.0]) { phase in
            Color.red.frame(width: 10 * phase, height: 10).id("box")
        } animation: { _ in .linear(duration: 1) }, width: 200, height: 100)
        h.advance(by: 0.5)
        #expect(abs(width(h) - 15) < 1e-9)
        h.advance(by: 0.5)
        h.advance(by: 0.5)
        #expect(abs(width(h) - 15) < 1e-9)       // on the way back
        h.advance(by: 0.5)
        #expect(width(h) == 10)
        for _ in 0..<10 { h.advance(by: 0.5) }
        h.advance(by: 0.25)
        #expect(abs(width(h) - 17.5) < 1e-9)     // the eighth step (20 → 10), a quarter in
        #expect(h.isAnimating)
    }

    @Test func stepsWithoutAnimationJumpOnTheHostsTurns() {
        let h = host(PhaseAnimator([1, 2, 3], trigger: 0) { phase in
            Color.red.frame(width: 10 * CGFloat(phase), height: 10).id("box")
        } animation: { _ in nil }, width: 200, height: 100)
        #expect(width(h) == 10)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func noPhasesShowNothingAndSaySo() {
        let h = host(PhaseAnimator([Int]()) { phase in
            Color.red.frame(width: 10 * CGFloat(phase), height: 10).id("box")
        }, width: 200, height: 100)
        #expect(h.layoutFrame(of: "box") == nil)
        #expect(h.diagnostics.map(\.kind) == [.invalidPhases])
    }
}
