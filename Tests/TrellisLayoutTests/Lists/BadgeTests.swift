import Foundation
import Testing
@testable import TrellisLayout

/// `badge(_:)`: in a list row, the badge's text at the row's trailing edge in the
/// secondary colour; on a tab, a red capsule on its bar item. Body text is 8.5 wide per
/// character and 17 tall; a row's content runs from 32 to 358 (16-pt card inset plus
/// 16-pt row inset on each side of 390).
@Suite @MainActor struct BadgeTests {
    /// The colour the text `string` is drawn in.
    private func pieceColor<V: View>(_ h: HostingView<V>, _ string: String) -> Color? {
        for n in allRenderNodes(h.renderTree()) {
            if case .text(let t) = n.content, let p = t.lines.first?.pieces.first, p.text == string { return p.color }
        }
        return nil
    }

    @Test func aRowShowsTheCountAtItsTrailingEdge() throws {
        let h = host(List { Text("Inbox").id("inbox").badge(5) })
        // The label stays where it is; "5" (8.5 wide) ends at the content's trailing edge.
        expectRect(h.rect("inbox"), 32, 48.5, 42.5, 17)
        let five = try #require(h.textItem("5"))
        expectRect(five.frame, 358 - 8.5, 48.5, 8.5, 17)
        #expect(pieceColor(h, "5") == .secondary)
        #expect(h.placedItems(ListRowItem.self).map(\.frame.height) == [44])
    }

    @Test func zeroAndNilShowNothing() {
        let zero = host(List { Text("Inbox").id("inbox").badge(0) })
        #expect(zero.textItem("0") == nil)
        #expect(zero.placedItems(TextItem.self).count == 1)
        let none = host(List { Text("Inbox").badge(nil as Text?) })
        #expect(none.placedItems(TextItem.self).count == 1)
        let noString = host(List { Text("Inbox").badge(nil as String?) })
        #expect(noString.placedItems(TextItem.self).count == 1)
    }

    @Test func textAndStringBadges() throws {
        let draft = "Draft"
        let h = host(List {
            Text("A").badge(Text("New"))
            Text("B").badge(draft)
            Text("C").badge(LocalizedStringKey("Key"))
        })
        // "New" is 25.5 wide, "Draft" 42.5, "Key" 25.5: each ends at 358.
        #expect(try #require(h.textItem("New")).frame.maxX == 358)
        #expect(try #require(h.textItem("Draft")).frame.minX == 358 - 42.5)
        #expect(try #require(h.textItem("Key")).frame.maxX == 358)
        #expect(pieceColor(h, "Draft") == .secondary)
        #expect(pieceColor(h, "B") == .primary)
    }

    @Test func outsideAListTheBadgeIsNotDrawn() {
        let h = host(Text("Inbox").id("inbox").badge(5))
        #expect(h.textItem("5") == nil)
        expectRect(h.rect("inbox"), 173.75, 413.5, 42.5, 17)
    }

    /// The tab bar: "Home" (20 × 10) centred in 0…195 at 814.5. The badge's capsule is
    /// 18 × 18 (the 13-pt "3" is 6.5 + 2 × 5 wide), its leading edge 6 right of the
    /// label's centre (97.5) and its top 2 above the label's.
    @Test func aTabShowsARedCapsuleOnItsItem() throws {
        let h = host(TabView {
            Color.red.tabItem { Text("Home") }.badge(3)
            Color.blue.tabItem { Text("Settings") }.badge(0)
        })
        let three = try #require(h.textItem("3"))
        #expect(three.frame.width == 6.5)
        #expect(pieceColor(h, "3") == .white)
        let capsule = try #require(h.placedItems(ShapeItem.self).first { $0.shape is Capsule })
        expectRect(capsule.frame, 103.5, 812.5, 18, 18)
        #expect(capsule.shownColor == .red)
        // The count centred in the capsule.
        expectRect(three.frame, 103.5 + (18 - 6.5) / 2, 812.5 + (18 - 13) / 2, 6.5, 13)
        // badge(0) draws nothing on the second item.
        #expect(h.placedItems(ShapeItem.self).filter { $0.shape is Capsule }.count == 1)
        expectRect(try #require(h.textItem("Home")).frame, 87.5, 814.5, 20, 10)
    }
}

/// `badgeProminence(_:)`: a row's badge in the secondary colour (standard), the tertiary
/// (decreased), or white on a red capsule (increased).
@Suite @MainActor struct BadgeProminenceTests {
    private func textColor<V: View>(_ h: HostingView<V>, _ string: String) -> Color? {
        for n in allRenderNodes(h.renderTree()) {
            if case .text(let t) = n.content, let p = t.lines.first?.pieces.first, p.text == string { return p.color }
        }
        return nil
    }

    @Test func increasedDrawsWhiteOnARedCapsule() throws {
        let h = host(List { Text("Inbox").id("inbox").badge(5) }.badgeProminence(.increased))
        // "5" is 8.5 wide; the capsule adds 6 either side and 2 above and below, and ends
        // at the content's trailing edge (358): 20.5 × 21, centred on the row's line.
        let five = try #require(h.textItem("5"))
        expectRect(five.frame, 358 - 6 - 8.5, 48.5, 8.5, 17)
        #expect(textColor(h, "5") == .white)
        let capsule = allRenderNodes(h.renderTree()).first { node in
            if case .fill(_, let color, _) = node.content { return color == .red && node.frame.width == 20.5 }
            return false
        }
        let frame = try #require(capsule?.frame)
        expectRect(frame, 358 - 20.5, 46.5, 20.5, 21)
        // The label stays where it was; the row keeps its height.
        expectRect(h.rect("inbox"), 32, 48.5, 42.5, 17)
        #expect(h.placedItems(ListRowItem.self).map(\.frame.height) == [44])
    }

    @Test func decreasedAndStandardAreTertiaryAndSecondaryText() {
        let decreased = host(List { Text("Inbox").badge(5) }.badgeProminence(.decreased))
        #expect(textColor(decreased, "5") == .tertiary)
        let standard = host(List { Text("Inbox").badge(5) }.badgeProminence(.standard))
        #expect(textColor(standard, "5") == .secondary)
        #expect(EnvironmentValues().badgeProminence == .standard)
    }
}
