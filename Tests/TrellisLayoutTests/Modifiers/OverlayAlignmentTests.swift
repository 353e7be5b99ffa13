import Foundation
import Testing
@testable import TrellisLayout

/// A 100 × 70 column: a 20-pt text line (baseline 16 with the test measurer's 0.8
/// ascent), a 30-pt grey bar, a second 20-pt line. Its first baseline is 16, its last
/// 20 + 30 + 16 = 66; centred in the 390 × 844 window it stands at (145, 387).
private struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Top").font(.system(size: 20))
            Color.gray.frame(width: 100, height: 30)
            Text("Bottom").font(.system(size: 20))
        }
    }
}

/// A 10-pt mark: 5 × 10, its baseline 8 from its top.
private var mark: some View { Text("x").font(.system(size: 10)).id("mark") }

@Suite struct OverlayAlignmentTests {
    /// The mark's first baseline meets the card's: 387 + 16 − 8 = 395 (not the card's
    /// bottom, 387 + 70 − 8 = 449, the default a view without guides would give).
    @Test func overlayMatchesTheFirstBaseline() {
        let h = host(Card().overlay(alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline)) { mark })
        expectRect(h.rect("mark"), 192.5, 395, 5, 10)
    }

    /// The same for a background aligned by the last baseline: 387 + 66 − 8 = 445.
    @Test func backgroundMatchesTheLastBaseline() {
        let h = host(Card().background(alignment: .trailingLastTextBaseline) { mark })
        expectRect(h.rect("mark"), 240, 445, 5, 10)
    }

    /// The primary's explicit guides count too: an `alignmentGuide(.top)` of 25 puts the
    /// mark's top 25 pt down.
    @Test func overlayUsesThePrimarysExplicitGuide() {
        let h = host(Card().alignmentGuide(.top) { _ in 25 }.overlay(alignment: .top) { mark })
        expectRect(h.rect("mark"), 192.5, 412, 5, 10)
    }
}
