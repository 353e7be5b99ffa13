import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

@Suite struct FlexBoxSeedTests {
    /// Five fixed tags 100, 80, 120, 60, 90 wide and 30 tall in a 300-wide box with
    /// spacing 10/8. Rows: [100, 80] (100+10+80 = 190; +10+120 = 320 ≥ 300 → wrap),
    /// [120, 60, 90] (120+10+60+10+90 = 290 < 300).
    static let widths: [CGFloat] = [100, 80, 120, 60, 90]

    struct Tags: View {
        var body: some View {
            LeadingFlexBox(horizontalSpacing: 10, verticalSpacing: 8) {
                ForEach(0..<5) { i in
                    Color.blue.frame(width: FlexBoxSeedTests.widths[i], height: 30)
                }
            }
            .id("box")
        }
    }

    @Test func wrapsTagsIntoRows() {
        let h = seedHost(Tags(), width: 300, height: 400)
        // Size: width max(190, 290, proposal 300) = 300; height 2 × 30 + 8 = 68, centred.
        expectFrame(h.layoutFrame(of: "box"), 0, 166, 300, 68)
        expectFrame(h.layoutFrame(of: 0), 0, 166, 100, 30)
        expectFrame(h.layoutFrame(of: 1), 110, 166, 80, 30)
        // 200 + 120 > 300: the third tag starts the second row.
        expectFrame(h.layoutFrame(of: 2), 0, 204, 120, 30)
        expectFrame(h.layoutFrame(of: 3), 130, 204, 60, 30)
        expectFrame(h.layoutFrame(of: 4), 200, 204, 90, 30)
    }

    @Test func narrowBoxPutsEveryTagOnItsOwnRow() {
        // At 120 wide every pair overflows: 5 rows, 5 × 30 + 4 × 8 = 182 tall.
        let h = seedHost(Tags(), width: 120, height: 400)
        expectFrame(h.layoutFrame(of: "box"), 0, 109, 120, 182)
        expectFrame(h.layoutFrame(of: 4), 0, 109 + 4 * 38, 90, 30)
    }

    @Test func emptyBoxIsZero() {
        let h = seedHost(LeadingFlexBox(horizontalSpacing: 10, verticalSpacing: 8) { EmptyView() }.id("box"), width: 300, height: 400)
        expectFrame(h.layoutFrame(of: "box"), 150, 200, 0, 0)
    }
}
