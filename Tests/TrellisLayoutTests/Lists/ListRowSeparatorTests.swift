import Foundation
import Testing
@testable import TrellisLayout

/// The separators drawn in a host, as their frames, top to bottom.
private func separators<V: View>(_ h: HostingView<V>) -> [CGRect] {
    allNodes(h.renderTree()).filter { $0.name == "List separator" }.map(\.frame)
}

@Suite @MainActor struct ListRowSeparatorTests {
    /// Distinct guides, whose defaults are the leading and the trailing edge.
    @Test func guidesAndDefaults() {
        #expect(HorizontalAlignment.listRowSeparatorLeading != .leading)
        #expect(HorizontalAlignment.listRowSeparatorTrailing != .trailing)
        #expect(HorizontalAlignment.listRowSeparatorLeading != .listRowSeparatorTrailing)

        let leading = host(VStack(alignment: .listRowSeparatorLeading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
        })
        #expect(leading.rect("a").minX == 145)
        #expect(leading.rect("b").minX == 145)

        let trailing = host(VStack(alignment: .listRowSeparatorTrailing, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).id("b")
                .alignmentGuide(.listRowSeparatorTrailing) { d in d.width - 20 }
        })
        // b's guide, 30 from its leading edge, meets a's trailing edge: the column spans
        // 120 (a's 100 to the left of the guide, b's 20 to the right), centred at 135…255.
        #expect(trailing.rect("a").maxX == 235)
        #expect(trailing.rect("b").minX == 205)
    }

    /// In a list the separator starts at the content's leading edge (x 32: the card at 16,
    /// the content 16 in) and runs to the row's trailing edge (374), one pixel (0.5 pt at
    /// scale 2) tall at the bottom of the row (35…79).
    @Test func defaultSeparator() {
        let h = host(List {
            Text("Apple")
            Text("Pear")
        })
        #expect(separators(h) == [CGRect(x: 32, y: 78.5, width: 342, height: 0.5)])
    }

    /// The content's guides move the separator: 40 pt in from the content's leading edge;
    /// a leading guide beyond the row is kept at the row's edge (16); a trailing guide
    /// ends it.
    @Test func guidesMoveTheSeparator() {
        let h = host(List {
            Text("Apple").alignmentGuide(.listRowSeparatorLeading) { _ in 40 }
            HStack {
                Text("Pear")
                Spacer()
            }
            .alignmentGuide(.listRowSeparatorLeading) { _ in -100 }
            .alignmentGuide(.listRowSeparatorTrailing) { d in d.width - 30 }
            Text("Plum")
        })
        // The rows: 35…79, 79…123, 123…167. The second row's content is 326 wide (358 − 2 × 16).
        #expect(separators(h) == [
            CGRect(x: 72, y: 78.5, width: 302, height: 0.5),
            CGRect(x: 16, y: 122.5, width: 312, height: 0.5),
        ])
    }
}
