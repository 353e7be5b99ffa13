import Foundation

/// The iOS 13 name of a Dynamic Type size: each category is one ``DynamicTypeSize``.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes (`accessibilityMedium` and up).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size (they correspond one to one).
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        let all = Self.allCases
        guard all.indices.contains(dynamicTypeSize.rawValue) else { return nil }
        self = all[dynamicTypeSize.rawValue]
    }

    /// The Dynamic Type size of the category.
    var dynamicTypeSize: DynamicTypeSize {
        // Both lists run from the smallest to the largest, twelve each.
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self) ?? DynamicTypeSize.large.rawValue) ?? .large
    }
}

extension EnvironmentValues {
    /// The iOS 13 face of ``dynamicTypeSize``: reading and writing one is reading and writing
    /// the other.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
