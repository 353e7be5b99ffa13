import Foundation

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString` that ``Text`` draws: font, foreground
    /// and background colour, underline and strikethrough styles, kerning, tracking and
    /// baseline offset (`string.backgroundColor = .yellow`, `string[range].kern = 2`), with
    /// Foundation's attributes beside them. Each acts as the `Text` modifier of the same
    /// name does on the run.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
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

        /// The line through a run (``Text/strikethrough(_:pattern:color:)``).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The line under a run (``Text/underline(_:pattern:color:)``).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Points added after each character of a run, ligatures kept (``Text/kerning(_:)``).
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Points added after each character of a run, ligatures off (``Text/tracking(_:)``).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Points a run's glyphs are raised by (``Text/baselineOffset(_:)``).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
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
    /// Text of an attributed string: a run per run of the string, with the SwiftUI
    /// attributes it has (``AttributeScopes/SwiftUIAttributes``; Foundation's are not
    /// drawn). An empty string is an empty text.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        runs = attributedContent.runs.map { run in
            var r = Run(string: String(attributedContent[run.range].characters))
            let attributes = run.attributes
            r.font = attributes[Scope.FontAttribute.self]
            r.color = attributes[Scope.ForegroundColorAttribute.self]
            r.background = attributes[Scope.BackgroundColorAttribute.self]
            if let underline = attributes[Scope.UnderlineStyleAttribute.self] {
                r.underline = underline
                r.setsUnderline = true
            }
            if let strikethrough = attributes[Scope.StrikethroughStyleAttribute.self] {
                r.strikethrough = strikethrough
                r.setsStrikethrough = true
            }
            r.kerning = attributes[Scope.KerningAttribute.self]
            r.tracking = attributes[Scope.TrackingAttribute.self]
            r.baselineOffset = attributes[Scope.BaselineOffsetAttribute.self]
            return r
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}
