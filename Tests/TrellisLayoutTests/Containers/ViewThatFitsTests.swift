import Foundation
import Testing
@testable import TrellisLayout

/// Candidates are fixed-size colours, so their ideal sizes are their frames; the host
/// centres the chosen one in its window.
@Suite struct ViewThatFitsTests {
    private func candidates(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Color.red.frame(width: 100, height: 50).id("wide")
            Color.blue.frame(width: 50, height: 50).id("narrow")
        }.id("vtf")
    }

    @Test func firstThatFitsWins() {
        // 100 × 50 fits 200 × 100: the first is shown at ((200 − 100)/2, (100 − 50)/2).
        let h = host(candidates(), width: 200, height: 100)
        expectRect(h.rect("wide"), 50, 25, 100, 50)
        expectRect(h.rect("vtf"), 50, 25, 100, 50)
        #expect(h.layoutFrame(of: "narrow") == nil)
    }

    @Test func secondFitsWhenTheFirstDoesNot() {
        // 100 > 80: the 50 × 50 one fits, at (15, 25).
        let h = host(candidates(), width: 80, height: 100)
        expectRect(h.rect("narrow"), 15, 25, 50, 50)
        #expect(h.layoutFrame(of: "wide") == nil)
    }

    @Test func noneFitsUsesTheLast() {
        // Neither fits 40 wide: the last (50 × 50) is used and overflows: x = (40 − 50)/2.
        let h = host(candidates(), width: 40, height: 100)
        expectRect(h.rect("narrow"), -5, 25, 50, 50)
        #expect(h.layoutFrame(of: "wide") == nil)
    }

    @Test func heightCountsOnBothAxesByDefault() {
        // 30 tall: neither 50-tall candidate fits → the last.
        let h = host(candidates(), width: 200, height: 30)
        expectRect(h.rect("narrow"), 75, -10, 50, 50)
    }

    @Test func horizontalOnlyIgnoresHeight() {
        // in: .horizontal, 30 tall: only widths count, and 100 ≤ 200 → the first, which
        // overflows vertically: y = (30 − 50)/2 = −10.
        let h = host(candidates(in: .horizontal), width: 200, height: 30)
        expectRect(h.rect("wide"), 50, -10, 100, 50)
        #expect(h.layoutFrame(of: "narrow") == nil)
    }

    @Test func noAxesPicksTheFirst() {
        let h = host(candidates(in: []), width: 10, height: 10)
        expectRect(h.rect("wide"), -45, -20, 100, 50)
    }

    @Test func measuredAtIdealOnConstrainedAxesWithTheRealProposalElsewhere() {
        // in: .vertical: a text is proposed the real width (60) and nil height. "Hello
        // world" (93.5 on one line) wraps to two lines 34 tall at width 60: fits 40 →
        // first. At 30 tall it does not → the one-line "Hi".
        func make(_ height: CGFloat) -> HostingView<some View> {
            host(ViewThatFits(in: .vertical) {
                Text("Hello world").id("long")
                Text("Hi").id("short")
            }, width: 60, height: height)
        }
        #expect(make(40).rect("long").height == 34)
        #expect(make(30).layoutFrame(of: "long") == nil)
        #expect(make(30).rect("short").width == 17)
    }

    @Test func nestedViewThatFits() {
        // Outer { inner { 300; 150 }; 100 }. The inner one's ideal is its first candidate's
        // (nil proposals always fit): 300.
        // - 400 wide: the inner fits and shows 300.
        // - 200 wide: the inner (300) does not fit → the outer shows 100.
        // Outer { 300; inner { 150; 100 } }:
        // - 160: 300 no; inner ideal 150 fits → inner, which shows 150.
        // - 120: 300 no; inner 150 no → last (inner), which at 120 shows 100.
        func first(_ width: CGFloat) -> HostingView<some View> {
            host(ViewThatFits {
                ViewThatFits {
                    Color.red.frame(width: 300, height: 10).id("300")
                    Color.red.frame(width: 150, height: 10).id("150")
                }
                Color.red.frame(width: 100, height: 10).id("100")
            }, width: width, height: 50)
        }
        func second(_ width: CGFloat) -> HostingView<some View> {
            host(ViewThatFits {
                Color.red.frame(width: 300, height: 10).id("300")
                ViewThatFits {
                    Color.red.frame(width: 150, height: 10).id("150")
                    Color.red.frame(width: 100, height: 10).id("100")
                }
            }, width: width, height: 50)
        }
        #expect(first(400).rect("300").width == 300)
        #expect(first(400).layoutFrame(of: "100") == nil)
        #expect(first(200).rect("100").minX == 50)
        #expect(first(200).layoutFrame(of: "300") == nil)
        #expect(first(200).layoutFrame(of: "150") == nil)
        #expect(second(160).rect("150").minX == 5)
        #expect(second(120).rect("100").minX == 10)
        #expect(second(120).layoutFrame(of: "150") == nil)
    }

    @Test func choiceFollowsTheProposalOnEveryPass() {
        // Resizing the window re-chooses: 200 → wide, 80 → narrow, 200 → wide again.
        let h = host(candidates(), width: 200, height: 100)
        #expect(h.rect("wide").width == 100)
        h.size = CGSize(width: 80, height: 100)
        #expect(h.layoutFrame(of: "wide") == nil)
        expectRect(h.rect("narrow"), 15, 25, 50, 50)
        h.size = CGSize(width: 200, height: 100)
        expectRect(h.rect("wide"), 50, 25, 100, 50)
        #expect(h.layoutFrame(of: "narrow") == nil)
    }

    @Test func choiceFollowsEachProposalInAStack() {
        // In an HStack with a 100-wide square, at 260: the stack proposes the
        // ViewThatFits (flexibility 0 first: the square, share 126 → 100; then 152) —
        // the 100-wide candidate fits in 152. At 200: 92 left → the 50 one.
        func make(_ width: CGFloat) -> HostingView<some View> {
            host(HStack {
                Color.gray.frame(width: 100, height: 10)
                candidates()
            }, width: width, height: 100)
        }
        #expect(make(260).rect("vtf").width == 100)
        #expect(make(200).rect("vtf").width == 50)
    }

    @Test func emptyIsZero() {
        let h = host(VStack { ViewThatFits { EmptyView() }.id("e") }, width: 100, height: 100)
        #expect(h.rect("e").size == .zero)
    }

    @Test func onlyTheChosenCandidateIsInTheDump() {
        let h = host(candidates(), width: 80, height: 100)
        let dump = h.dump()
        #expect(dump.contains("id: narrow"))
        #expect(!dump.contains("id: wide"))
    }

    @Test func baselineIsTheChosenCandidates() {
        // HStack(.firstTextBaseline) { Text("x"); ViewThatFits { Text("abc") } }: both
        // baselines at 13.6 from the top, so the tops match.
        let h = host(HStack(alignment: .firstTextBaseline) {
            Text("x").font(.largeTitle).id("x")
            ViewThatFits { Text("abc").id("abc") }
        }, width: 200, height: 100)
        // largeTitle baseline 27.2, body 13.6: the body text is 13.6 lower.
        #expect(abs(h.rect("abc").minY - (h.rect("x").minY + 13.6)) < 0.001)
    }
}
