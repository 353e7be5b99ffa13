import Foundation
import Testing
@testable import TrellisLayout

/// `LabeledContent`, `GroupBox`, `ContentUnavailableView` and `DisclosureGroup`, laid out
/// with the test measurer (a character is half the font size wide; a line is the size
/// tall: body and headline 17, title 2 22) in a 390 × 844 window.
@Suite @MainActor struct FormContainerViewsTests {
    @Test func labeledContentPutsTheValueTrailing() throws {
        let h = host(LabeledContent("Name", value: "Ada"))
        let name = try #require(h.textItem("Name")), value = try #require(h.textItem("Ada"))
        #expect(name.frame == CGRect(x: 0, y: 413.5, width: 34, height: 17))
        #expect(value.frame == CGRect(x: 364.5, y: 413.5, width: 25.5, height: 17))
        let hidden = host(LabeledContent("Name") { Text("Ada") }.labelsHidden())
        #expect(hidden.textItem("Name") == nil && hidden.textItem("Ada") != nil)
        let formatted = host(LabeledContent("Count", value: 1234, format: .number.grouping(.never)))
        #expect(formatted.textItem("1234") != nil)
    }

    @Test func groupBoxPadsItsLabelAndContentOnARoundedBackground() throws {
        let h = host(GroupBox("Title") { Text("Body") }.id("box"))
        // 42.5 × (17 + 8 + 17), padded 16 on each side, centred.
        expectRect(h.rect("box"), 157.75, 385, 74.5, 74)
        #expect(try #require(h.textItem("Title")).frame.origin == CGPoint(x: 173.75, y: 401))
        #expect(try #require(h.textItem("Body")).frame.origin == CGPoint(x: 173.75, y: 426))
        let bare = host(GroupBox { Text("Body") }.id("box"))
        expectRect(bare.rect("box"), 162, 397.5, 66, 49)
    }

    @Test func contentUnavailableViewCentresIconTitleAndDescription() throws {
        let h = host(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")))
        // Icon 48, 8, title 22, 16, description 17: 111 tall from 366.5.
        #expect(h.placedItems(ImageItem.self).map(\.frame) == [CGRect(x: 171, y: 366.5, width: 48, height: 48)])
        #expect(try #require(h.textItem("No Mail")).frame == CGRect(x: 156.5, y: 422.5, width: 77, height: 22))
        #expect(try #require(h.textItem("New mail appears here.")).frame == CGRect(x: 101.5, y: 460.5, width: 187, height: 17))
        let search = host(ContentUnavailableView.search(text: "cat"))
        #expect(search.textItem("No Results for “cat”") != nil)
        #expect(search.textItem("Check the spelling or try a new search.") != nil)
        #expect(host(ContentUnavailableView.search).textItem("No Results") != nil)
    }

    @Test func disclosureGroupShowsItsContentWhenTapped() throws {
        let h = host(DisclosureGroup("More") { Text("Hidden") })
        #expect(h.textItem("Hidden") == nil)
        let more = try #require(h.textItem("More"))
        #expect(more.frame == CGRect(x: 0, y: 413.5, width: 34, height: 17))
        #expect(h.tapCentre(of: more.frame))
        // 17 + 8 + 17 = 42 tall from 401; the content leading.
        #expect(try #require(h.textItem("More")).frame.origin == CGPoint(x: 0, y: 401))
        #expect(try #require(h.textItem("Hidden")).frame.origin == CGPoint(x: 0, y: 426))
        h.advance(by: 1)  // the toggle animates: the label moves up to where it is tapped
        #expect(h.tapCentre(of: try #require(h.textItem("More")).frame))
        #expect(h.textItem("Hidden") == nil)
    }

    @Test func disclosureGroupFollowsItsBinding() throws {
        let open = Box(true)
        let h = host(DisclosureGroup("More", isExpanded: open.binding) { Text("Shown") })
        #expect(h.textItem("Shown") != nil)
        #expect(h.tapCentre(of: try #require(h.textItem("More")).frame))
        #expect(open.value == false)
    }
}
