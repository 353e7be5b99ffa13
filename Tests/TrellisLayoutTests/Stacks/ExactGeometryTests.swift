import Foundation
import Testing
@testable import TrellisLayout

/// Exact inputs give exact outputs: stacks that fill their proposal are exactly as long
/// as it, so centring them leaves no 1e-14 offsets (issue: a full-height VStack's first
/// row at y = 5.7e-14).
@Suite struct ExactGeometryTests {
    @Test(arguments: [0.1, 0.3, 1.0 / 3, 0.7, 17.3])
    func fullHeightStackStartsExactlyAtZero(row: Double) {
        let h = host(VStack(spacing: 0) {
            Color.red.frame(height: row).id("a")
            Color.red.frame(height: row).id("b")
            Color.red.frame(height: row).id("c")
            Spacer()
            Color.red.frame(height: row).id("d")
        }, width: 390, height: 844)
        #expect(h.rect("a").minY == 0)
        #expect(h.rect("d").maxY == 844)
    }

    @Test func threeSpacersShareByThirds() {
        let h = host(VStack(spacing: 0) {
            Spacer()
            Text("a").id("a")
            Spacer()
            Text("b").id("b")
            Spacer()
        }, width: 390, height: 844)
        // (844 − 34) / 3 = 270 exactly; the stack is exactly 844.
        #expect(h.rect("a").minY == 270)
        #expect(h.rect("b").minY == 557)
    }

    @Test func textRowsInAFullHeightStack() {
        let h = host(VStack(alignment: .leading) {
            Text("Title").font(.largeTitle).id("title")
            Text("Subtitle").id("subtitle")
            Spacer()
        }, width: 390, height: 844)
        #expect(h.rect("title").minY == 0)
        // Text to text: the font's leading apart (0 with the test measurer).
        #expect(h.rect("subtitle").minY == h.rect("title").maxY)
    }
}
