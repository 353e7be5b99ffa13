import Foundation
import Testing
@testable import TrellisLayout

/// `NavigationView` (a stack on an iPhone) and `navigationBarHidden`. 390 × 844 window;
/// a bar without a title is 44 pt; text 0.5 × size per character, size tall.
@Suite struct NavigationViewTests {
    /// Under a shown bar, a flexible view fills 44…844.
    @Test func itIsAStackWithItsBar() {
        let h = host(NavigationView { Color.red.id("content") })
        expectRect(h.rect("content"), 0, 44, 390, 800)
    }

    /// Hidden, the bar takes no room: the content has the whole window.
    @Test func aHiddenBarTakesNoRoom() {
        let h = host(NavigationView { Color.red.id("content").navigationBarHidden(true) })
        expectRect(h.rect("content"), 0, 0, 390, 844)
        let shown = host(NavigationView { Color.red.id("content").navigationBarHidden(false) })
        expectRect(shown.rect("content"), 0, 44, 390, 800)
    }

    /// A hidden bar shows neither its title nor its items.
    @Test func aHiddenBarShowsNoTitleOrItems() {
        let h = host(NavigationStack {
            Color.red.navigationTitle("Inbox").toolbar { Text("Edit") }.navigationBarHidden(true)
        })
        #expect(h.placedItems(TextItem.self).isEmpty)
        let shown = host(NavigationStack {
            Color.red.navigationTitle("Inbox").toolbar { Text("Edit") }.navigationBarHidden(false)
        })
        #expect(shown.placedItems(TextItem.self).count == 2)
        let titled = host(NavigationStack { Color.red.navigationBarTitle("Inbox", displayMode: .inline) })
        // The inline title, 17-pt headline: 5 characters × 8.5 = 42.5 wide, centred in the bar.
        expectRect(titled.textItem("Inbox")?.frame ?? .null, 173.75, 13.5, 42.5, 17)
    }

    /// `navigationBarItems`: the leading item at the 16-pt margin, the trailing one ending 16
    /// pt from the edge, as toolbar items with those placements.
    @available(*, deprecated)
    @Test func navigationBarItemsAreToolbarItems() {
        let h = host(NavigationView {
            Color.clear.navigationBarItems(leading: Text("Edit").id("edit"), trailing: Text("Add").id("add"))
        })
        expectRect(h.rect("edit"), 16, 13.5, 34, 17)
        expectRect(h.rect("add"), 340 + 34 - 25.5, 13.5, 25.5, 17)
        let trailing = host(NavigationView { Color.clear.navigationBarItems(trailing: Text("Add").id("add")) })
        expectRect(trailing.rect("add"), 348.5, 13.5, 25.5, 17)
        let leading = host(NavigationView { Color.clear.navigationBarItems(leading: Text("Edit").id("edit")) })
        expectRect(leading.rect("edit"), 16, 13.5, 34, 17)
    }

    /// Every style is a stack on an iPhone: the view lays out as it was.
    @Test func theStyleKeepsTheStack() {
        let h = host(NavigationView { Color.red.id("content") }.navigationViewStyle(.stack))
        expectRect(h.rect("content"), 0, 44, 390, 800)
    }
}
