import Foundation
import Testing
@testable import TrellisLayout

/// `accessibilityAdjustableAction`: a rating that VoiceOver's swipes step up and down, as the
/// host performs them; layout is unchanged.
@Suite @MainActor struct AccessibilityAdjustableActionTests {
    struct Rating: View {
        @State var value = 2
        var body: some View {
            Text("\(value) of 5")
                .frame(width: 100, height: 20)
                .accessibilityElement(children: .ignore)
                .accessibilityValue(String(value))
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: value = min(value + 1, 5)
                    case .decrement: value = max(value - 1, 0)
                    }
                }
                .id("rating")
        }
    }

    @Test func swipesStepTheValue() {
        let h = host(Rating())
        expectRect(h.rect("rating"), 145, 412, 100, 20)
        #expect(h.accessibilityProperties(of: "rating") == [.adjustableAction, .value("2"), .element(children: .ignore)])
        #expect(h.accessibilityAdjust("rating", .increment))
        #expect(h.accessibilityAdjust("rating", .increment))
        #expect(h.accessibilityAdjust("rating", .increment))
        #expect(h.textItem("5 of 5") != nil)
        #expect(h.accessibilityProperties(of: "rating").contains(.value("5")))
        #expect(h.accessibilityAdjust("rating", .decrement))
        #expect(h.textItem("4 of 5") != nil)
        expectRect(h.rect("rating"), 145, 412, 100, 20)
        #expect(h.dump().contains("accessibilityAdjustableAction"))
    }

    /// A view without the action, or an id not shown, is not adjusted.
    @Test func aViewWithoutTheActionIsNotAdjusted() {
        let h = host(VStack { Text("a").id("a"); Rating() })
        #expect(!h.accessibilityAdjust("a", .increment))
        #expect(!h.accessibilityAdjust("missing", .decrement))
        #expect(h.textItem("2 of 5") != nil)
        // The action is found inside an identified container.
        let c = host(VStack { Rating() }.id("stack"))
        #expect(c.accessibilityAdjust("stack", .decrement))
        #expect(c.textItem("1 of 5") != nil)
    }
}
