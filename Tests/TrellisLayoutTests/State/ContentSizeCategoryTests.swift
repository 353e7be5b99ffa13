import Foundation
import Testing
@testable import TrellisLayout

/// `ContentSizeCategory` and `\.sizeCategory`: the iOS 13 names of the Dynamic Type sizes.
@Suite struct ContentSizeCategoryTests {
    @Test func eachCategoryIsOneDynamicTypeSize() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory(.xSmall) == .extraSmall)
        #expect(ContentSizeCategory(.large) == .large)
        #expect(ContentSizeCategory(.xxxLarge) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(.accessibility1) == .accessibilityMedium)
        #expect(ContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .medium)
    }

    @Test func theEnvironmentValueIsTheDynamicTypeSize() {
        var env = EnvironmentValues()
        #expect(env.sizeCategory == .large)
        env.sizeCategory = .accessibilityLarge
        #expect(env.dynamicTypeSize == .accessibility2)
        env.dynamicTypeSize = .small
        #expect(env.sizeCategory == .small)
    }

    /// Set through `environment(\.sizeCategory, …)`, it reaches the views inside.
    @Test func itIsSetForTheViewsInside() {
        struct Probe: View {
            @Environment(\.sizeCategory) var category
            var body: some View { Color.red.frame(width: category.isAccessibilityCategory ? 40 : 10, height: 10).id("probe") }
        }
        let h = host(Probe().environment(\.sizeCategory, .accessibilityExtraLarge))
        #expect(h.rect("probe").width == 40)
        #expect(host(Probe()).rect("probe").width == 10)
    }
}
