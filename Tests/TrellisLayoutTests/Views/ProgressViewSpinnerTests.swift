import Foundation
import Testing
@testable import TrellisLayout

/// `ProgressView()` is iOS's activity indicator: a fixed 20-point square of 8 spokes, the
/// brightest one stepping clockwise every 1/8 s of host time.
@Suite @MainActor struct ProgressViewSpinnerTests {
    @Test func itIsATwentyPointSquareWhateverItIsOffered() {
        let h = host(VStack(spacing: 0) {
            ProgressView().id("spinner")
            ProgressView(value: 0.5).id("bar")
        })
        // The column is 20 + 4 tall; the bar takes the width, the spinner keeps 20.
        expectRect(h.rect("spinner"), 185, 410, 20, 20)
        expectRect(h.rect("bar"), 0, 430, 390, 4)
        let wide = host(ProgressView().frame(maxWidth: .infinity, maxHeight: .infinity).id("f"))
        #expect(wide.placedItems(ProgressItem.self).map(\.frame) == [CGRect(x: 185, y: 412, width: 20, height: 20)])
        #expect(h.dump().contains("ProgressView spinner"))
    }

    @Test func theBrightestSpokeFollowsTheClock() {
        #expect(SpinnerMetrics.brightestSpoke(at: 0) == 0)
        #expect(SpinnerMetrics.brightestSpoke(at: 0.125) == 1)
        #expect(SpinnerMetrics.brightestSpoke(at: 0.99) == 7)
        #expect(SpinnerMetrics.brightestSpoke(at: 1.0) == 0)
        #expect(SpinnerMetrics.brightestSpoke(at: 1e300) == 0)
        #expect(SpinnerMetrics.brightestSpoke(at: .nan) == 0 && SpinnerMetrics.brightestSpoke(at: -1) == 0)
        #expect(SpinnerMetrics.opacity(ofSpoke: 0, brightest: 0) == 1)
        #expect(abs(SpinnerMetrics.opacity(ofSpoke: 1, brightest: 0) - 0.3) < 1e-12)
        #expect(abs(SpinnerMetrics.opacity(ofSpoke: 0, brightest: 1) - 0.9) < 1e-12)
    }

    /// The spokes in the render tree: 8, the first pointing up (x 194…196, y 412.5…417.5 in
    /// a 20-point square at 185, 412), grey; the brightest moves with the host's time.
    @Test func theRenderTreeHasTheSpokes() throws {
        let h = host(ProgressView())
        func spokes() -> [RenderNode] {
            func all(_ n: RenderNode) -> [RenderNode] { (n.name.hasPrefix("ProgressView.spoke") ? [n] : []) + n.children.flatMap(all) }
            return all(h.renderTree())
        }
        let first = spokes()
        #expect(first.count == 8)
        let up = try #require(first.first)
        expectRect(up.frame, 194, 412.5, 2, 5)
        guard case let .fill(_, color, _) = up.content else { Issue.record("spoke 0 is not filled"); return }
        #expect(color == Color.gray)
        h.advance(by: 0.25)
        guard case let .fill(_, later, _) = spokes()[0].content else { Issue.record("spoke 0 is not filled"); return }
        #expect(later != Color.gray && abs(later.opacity - 0.8) < 1e-9)
        // A tint colours it.
        let tinted = host(ProgressView().tint(.red))
        func firstFill(_ n: RenderNode) -> Color? {
            if n.name == "ProgressView.spoke 0", case let .fill(_, c, _) = n.content { return c }
            return n.children.lazy.compactMap(firstFill).first
        }
        #expect(firstFill(tinted.renderTree()) == Color.red)
    }
}
