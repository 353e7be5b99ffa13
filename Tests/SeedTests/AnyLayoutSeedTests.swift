// Seed 003: AnyLayout toggles (HStack/VStack, and the custom RandomXVStackLayout), with
// only `import SwiftUI` changed. The blog's two `ContentView`s are `fileprivate` so that
// both live in one test target.
import Foundation
import Testing
import Trellis

struct DynamicLayoutExample: View { @Environment(\.dynamicTypeSize) var dynamicTypeSize; var body: some View { let layout = dynamicTypeSize <= .medium ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()); layout { Text("First label"); Text("Second label") } } }

fileprivate struct ContentView: View { @State var isTapped: Bool = false; var layout: AnyLayout { self.isTapped ? AnyLayout(HStackLayout(spacing: 30)) : AnyLayout(VStackLayout(spacing: 30)) }; var body: some View { VStack(spacing: 50) { Spacer(); layout { Rectangle() .fill(.green) .frame(width: 70, height: 70).id("green"); Rectangle() .fill(.yellow) .frame(width: 70, height: 70).id("yellow"); Rectangle() .fill(.red) .frame(width: 70, height: 70).id("red") }; Button( action: { withAnimation { self.isTapped.toggle() } }, label: { Text("Change") } ).id("button"); Spacer() } } }

struct RandomXVStackLayout: Layout { var spacing: CGFloat; func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize { let sizes = subviews.map { $0.sizeThatFits(.unspecified) }; let maxWidth = sizes.map { $0.width }.max() ?? 0; let totalHeight = sizes.map { $0.height }.reduce(0) { $0 + $1 } + spacing * CGFloat(subviews.count - 1); return CGSize(width: proposal.width ?? maxWidth, height: totalHeight) }; func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) { var y = bounds.minY; for (index, subview) in subviews.enumerated() { let size = subview.sizeThatFits(.unspecified); let randomX = bounds.minX + (bounds.width - size.width) * cache[index]; let point = CGPoint(x: randomX, y: y); subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size)); y += size.height + spacing } }; func makeCache(subviews: Subviews) -> [CGFloat] { subviews.map { _ in CGFloat.random(in: 0...1) } } }

private struct RandomContentView: View { @State var isTapped: Bool = false; var layout: AnyLayout { self.isTapped ? AnyLayout(RandomXVStackLayout(spacing: 30)) : AnyLayout(HStackLayout(spacing: 30)) }; var body: some View { VStack(spacing: 50) { Spacer(); layout { Rectangle() .fill(.green) .frame(width: 70, height: 70).id("green"); Rectangle() .fill(.yellow) .frame(width: 70, height: 70).id("yellow"); Rectangle() .fill(.red) .frame(width: 70, height: 70).id("red") }; Button( action: { withAnimation { self.isTapped.toggle() } }, label: { Text("Change") } ).id("button"); Spacer() } } }

@Suite struct AnyLayoutSeedTests {
    @Test func vstackStateThenHStackAfterTap() {
        let h = seedHost(ContentView())
        // Vertical: rects 3 × 70 + 2 × 30 = 270 tall; "Change" 51 × 17; three 50-pt gaps.
        // Spacers share 844 − (270 + 17 + 150) = 407 → 203.5 each. Stack width 70 → x 160.
        expectFrame(h.layoutFrame(of: "green"), 160, 253.5, 70, 70)
        expectFrame(h.layoutFrame(of: "yellow"), 160, 353.5, 70, 70)
        expectFrame(h.layoutFrame(of: "red"), 160, 453.5, 70, 70)
        expectFrame(h.layoutFrame(of: "button"), 169.5, 573.5, 51, 17)

        #expect(h.tap(at: CGPoint(x: 195, y: 580)))
        // Horizontal: 3 × 70 + 2 × 30 = 270 wide, 70 tall; spacers (844 − 237) / 2 = 303.5.
        expectFrame(h.layoutFrame(of: "green"), 60, 353.5, 70, 70)
        expectFrame(h.layoutFrame(of: "yellow"), 160, 353.5, 70, 70)
        expectFrame(h.layoutFrame(of: "red"), 260, 353.5, 70, 70)
        expectFrame(h.layoutFrame(of: "button"), 169.5, 473.5, 51, 17)

        // And back.
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))
        expectFrame(h.layoutFrame(of: "green"), 160, 253.5, 70, 70)
    }

    @Test func randomXStackKeepsRowsAndStaysInBounds() {
        let h = seedHost(RandomContentView())
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))  // the button, below the HStack row
        // RandomXVStackLayout: 270 tall; it takes the proposed width (390), x within it.
        for (i, id) in ["green", "yellow", "red"].enumerated() {
            guard let f = h.layoutFrame(of: id) else { Issue.record("missing \(id)"); continue }
            #expect(near(f.minY, 253.5 + CGFloat(i) * 100))
            #expect(f.minX >= 0 && f.maxX <= 390)
            #expect(f.width == 70)
        }
        // A relayout at another window size keeps the cache (the random fractions): the
        // x positions stay the same because the width does.
        let before = ["green", "yellow", "red"].map { h.layoutFrame(of: $0)!.minX }
        h.size = CGSize(width: 390, height: 600)
        let after = ["green", "yellow", "red"].map { h.layoutFrame(of: $0)!.minX }
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
