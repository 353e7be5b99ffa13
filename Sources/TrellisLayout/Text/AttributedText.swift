import Foundation

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString` that ``Text`` draws: its font,
    /// foreground colour and background colour (`string.backgroundColor = .yellow`, or
    /// `string[range].foregroundColor = .red`), with Foundation's attributes beside them.
    ///
    /// **Differs from SwiftUI:** only these three of SwiftUI's attributes are declared
    /// (SwiftUI also has underline and strikethrough styles, kerning, tracking and baseline
    /// offset).
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run (nil: the environment's).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The colour of a run's glyphs (nil: the environment's foreground).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour painted behind a run's glyphs, the height of the text's line
        /// (ascent to descent) across the run's width.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
    }

    /// SwiftUI's attributes (`AttributeScopes.swiftUI`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.backgroundColor`, `run.font`…: SwiftUI's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text of an attributed string: a run per run of the string, in its SwiftUI font,
    /// foreground colour and background colour where it has them (the other attributes are
    /// not drawn). An empty string is an empty text.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { run in
            var r = Run(string: String(attributedContent[run.range].characters))
            r.font = run.attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            r.color = run.attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            r.background = run.attributes[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            return r
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
