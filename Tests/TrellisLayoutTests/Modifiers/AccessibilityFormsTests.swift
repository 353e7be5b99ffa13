import Foundation
import Testing
@testable import TrellisLayout

/// The iOS 13 forms of the accessibility modifiers (`.accessibility(label:)`…), still in
/// real code, set the same properties as the modifiers that replaced them.
@Suite @MainActor struct AccessibilityFormsTests {
    @available(*, deprecated)
    private var oldForms: some View {
        Color.red.frame(width: 40, height: 20)
            .accessibility(label: Text("Score"))
            .accessibility(value: Text("3 of 5"))
            .accessibility(hint: Text("Double-tap to rate"))
            .accessibility(identifier: "rating")
            .accessibility(hidden: false)
            .accessibility(addTraits: .isButton)
            .accessibility(removeTraits: .isImage)
            .accessibility(sortPriority: .nan)
            .id("r")
    }

    private var newForms: some View {
        Color.red.frame(width: 40, height: 20)
            .accessibilityLabel(Text("Score"))
            .accessibilityValue(Text("3 of 5"))
            .accessibilityHint(Text("Double-tap to rate"))
            .accessibilityIdentifier("rating")
            .accessibilityHidden(false)
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits(.isImage)
            .accessibilitySortPriority(0)
            .id("r")
    }

    @available(*, deprecated)
    @Test func oldFormsSetTheSameProperties() {
        let old = host(oldForms)
        #expect(old.accessibilityProperties(of: "r") == [
            .sortPriority(0), .removeTraits(.isImage), .addTraits(.isButton), .hidden(false),
            .identifier("rating"), .hint("Double-tap to rate"), .value("3 of 5"), .label("Score"),
        ])
        #expect(old.accessibilityProperties(of: "r") == host(newForms).accessibilityProperties(of: "r"))
        // Layout and dump are those of the new forms.
        #expect(old.dump() == host(newForms).dump())
        #expect(old.rect("r") == CGRect(x: 175, y: 412, width: 40, height: 20))
    }

    /// The return type is SwiftUI's: `ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    @available(*, deprecated)
    @Test func returnsModifiedContent() {
        let hidden: ModifiedContent<Color, AccessibilityAttachmentModifier> = Color.blue.accessibility(hidden: true)
        let h = host(hidden.frame(width: 10, height: 10).id("b"))
        #expect(h.accessibilityProperties(of: "b") == [.hidden(true)])
        #expect(h.dump().contains("accessibilityHidden(true)"))
    }
}
