import Foundation
import Testing
@testable import TrellisLayout

/// `searchable(text:)`: a 36-pt field 8 pt under the bar of a navigation stack (no title:
/// a 44-pt bar), the content in the space below it. Text 0.5 × size per character.
@Suite struct SearchableTests {
    @Test func inANavigationStackTheFieldIsAboveTheContent() {
        let h = host(NavigationStack {
            Text("Body").id("body").searchable(text: .constant(""))
        })
        #expect(h.dump().contains("Text \"Search\""))
        // The content is centred in 96…844 (44 + 8 + 36 + 8 = 96): 17 tall at 461.5.
        expectRect(h.rect("body"), 178, 461.5, 34, 17)
        // The binding's text replaces the prompt; a prompt of one's own.
        let typed = host(NavigationStack { Text("Body").searchable(text: .constant("tea"), prompt: "Find") })
        #expect(typed.dump().contains("Text \"tea\"") && !typed.dump().contains("Text \"Find\""))
        let prompted = host(NavigationStack { Text("Body").searchable(text: .constant(""), prompt: "Find") })
        #expect(prompted.dump().contains("Text \"Find\""))
    }

    @Test func outsideANavigationStackNothingShows() {
        let h = host(Text("Body").id("body").searchable(text: .constant("")))
        #expect(!h.dump().contains("Search"))
        expectRect(h.rect("body"), 178, 413.5, 34, 17)
    }
}
