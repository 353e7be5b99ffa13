import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// The three 70 × 70 rectangles and the button, from the dump (the seed code has no ids).
private func squares<V: View>(_ h: HostingView<V>) -> [CGRect] { dumpFrames(h, "frame(width: 70, height: 70)") }
private func button<V: View>(_ h: HostingView<V>) -> CGRect { dumpFrames(h, "Button").first ?? .null }

@Suite struct AnyLayoutSeedTests {
    @Test func vstackStateThenHStackAfterTap() {
        let h = seedHost(anyLayoutStackToggle())
        // Vertical: rects 3 × 70 + 2 × 30 = 270 tall; "Change" 51 × 17; three 50-pt gaps.
        // Spacers share 844 − (270 + 17 + 150) = 407 → 203.5 each. Stack width 70 → x 160.
        expectFrame(squares(h)[0], 160, 253.5, 70, 70)
        expectFrame(squares(h)[1], 160, 353.5, 70, 70)
        expectFrame(squares(h)[2], 160, 453.5, 70, 70)
        expectFrame(button(h), 169.5, 573.5, 51, 17)

        #expect(h.tap(at: CGPoint(x: 195, y: 580)))
        // The seed animates the switch (withAnimation): let the spring settle.
        h.advance(by: 2)
        #expect(!h.isAnimating)
        // Horizontal: 3 × 70 + 2 × 30 = 270 wide, 70 tall; spacers (844 − 237) / 2 = 303.5.
        expectFrame(squares(h)[0], 60, 353.5, 70, 70)
        expectFrame(squares(h)[1], 160, 353.5, 70, 70)
        expectFrame(squares(h)[2], 260, 353.5, 70, 70)
        expectFrame(button(h), 169.5, 473.5, 51, 17)

        // And back.
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))
        h.advance(by: 2)
        expectFrame(squares(h)[0], 160, 253.5, 70, 70)
    }

    @Test func randomXStackKeepsRowsAndStaysInBounds() {
        let h = seedHost(anyLayoutRandomToggle())
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))  // the button, below the HStack row
        h.advance(by: 2)
        // RandomXVStackLayout: 270 tall; it takes the proposed width (390), x within it.
        for (i, f) in squares(h).enumerated() {
            #expect(near(f.minY, 253.5 + CGFloat(i) * 100))
            #expect(f.minX >= 0 && f.maxX <= 390)
            #expect(f.width == 70)
        }
        // A relayout at another window size keeps the cache (the random fractions): the
        // x positions stay the same because the width does.
        #expect(squares(h).count == 3)
        let before = squares(h).map(\.minX)
        h.size = CGSize(width: 390, height: 600)
        let after = squares(h).map(\.minX)
        #expect(before == after)
    }

    @Test func dynamicTypeSwitchesLayout() {
        // ≤ .medium: HStack; "First label" 93.5 + 8 + "Second label" 102 = 203.5 wide.
        let small = seedHost(DynamicLayoutExample().id("root")) { $0.dynamicTypeSize = .small }
        // xSmall…medium body sizes are 14…16; .small = 15 pt → 7.5 per character.
        expectFrame(small.layoutFrame(of: "root"), (390 - (82.5 + 8 + 90)) / 2, (844 - 15) / 2, 82.5 + 8 + 90, 15)
        // .large: VStack; widths 93.5 and 102, text-to-text spacing 0 (the font's leading).
        let large = seedHost(DynamicLayoutExample().id("root"))
        expectFrame(large.layoutFrame(of: "root"), (390 - 102) / 2, (844 - 34) / 2, 102, 34)
    }
}
