import Foundation

/// How `tracking`, `kerning` and `baselineOffset` change a text's measurement and
/// drawing.
///
/// - Tracking and kerning both add their amount after every character of the text (a
///   `Character` other than a newline), the last one of a line included, as Core Text
///   applies `kCTTrackingAttributeName` and `NSAttributedString.Key.kern`: "Hello" with
///   `tracking(2)` is 5 × 2 points wider. Spaces that hang at the end of a wrapped line
///   are not counted (they are not part of the line's width).
/// - Tracking sets the text without standard ligatures (SwiftUI documents that tracking
///   disables ligatures and kerning keeps them); with both on a text, tracking is used and
///   kerning ignored, as SwiftUI documents.
/// - A baseline offset raises the glyphs by its amount (negative: lowers them) and grows
///   the line box by it: a raised run adds to the line's ascent, a lowered one to its
///   descent. Underlines and strikethroughs move with the glyphs; a run's background stays
///   on the line.
///
/// A NaN or infinite amount counts as 0.
///
/// **Differs from SwiftUI:** the spacing is added per grapheme cluster, so a ligature
/// (kept by kerning) advances by its shaped width plus the spacing of each character it
/// stands for.
enum TextSpacing {
    /// The points added after each character and whether ligatures are off, for a
    /// text's tracking and kerning (nil: not set).
    static func resolve(tracking: CGFloat?, kerning: CGFloat?) -> (perCharacter: CGFloat, disablesLigatures: Bool) {
        if let tracking {
            let t = finite(tracking)
            return (t, t != 0)
        }
        return (finite(kerning), false)
    }

    /// `value`, or 0 when it is nil, NaN or infinite.
    static func finite(_ value: CGFloat?) -> CGFloat {
        guard let value, value.isFinite else { return 0 }
        return value
    }

    /// The first tracking, kerning or baseline offset of `text` (its own, else the
    /// environment's) that is NaN or infinite, named with its value; nil when all are
    /// finite.
    static func nonFiniteAmount(in text: Text, environment: EnvironmentValues) -> String? {
        let shared = environment.textDecoration
        for run in text.runs {
            for (name, value) in [("tracking", run.tracking ?? shared.tracking), ("kerning", run.kerning ?? shared.kerning),
                                  ("baseline offset", run.baselineOffset ?? shared.baselineOffset)] {
                if let value, !value.isFinite { return "\(name) \(value)" }
            }
        }
        return nil
    }

    /// The characters of `text` that take spacing: all but newlines.
    static func characterCount(_ text: Substring) -> Int {
        text.reduce(0) { $1.isNewline ? $0 : $0 + 1 }
    }

    /// The advance of `text` in `font` with `spacing` after each character.
    static func width(of text: Substring, font: ResolvedFont, spacing: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let shaped = measurer.width(of: text, font: font)
        guard spacing != 0 else { return shaped }
        return shaped + spacing * CGFloat(characterCount(text))
    }
}

/// What a view sets for the text inside it: spacing, baseline offset and lines under and
/// through (the iOS 16 `View` forms of `Text`'s modifiers). A `Text` modifier on the text
/// itself wins over these.
struct TextDecorationValues: Hashable, Sendable {
    var tracking: CGFloat?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

private struct TextDecorationKey: EnvironmentKey { static let defaultValue = TextDecorationValues() }

extension EnvironmentValues {
    /// The spacing, baseline offset and lines set for the text in the views.
    var textDecoration: TextDecorationValues {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
}

extension Text {
    /// Adds `kerning` points after each character of the text (negative: brings them
    /// closer), keeping ligatures; see ``TextSpacing`` for how it is measured.
    public func kerning(_ kerning: CGFloat) -> Text { mapRuns { $0.kerning = kerning } }

    /// Adds `tracking` points after each character of the text (negative: brings them
    /// closer), without ligatures; it wins over ``kerning(_:)``. See ``TextSpacing``.
    public func tracking(_ tracking: CGFloat) -> Text { mapRuns { $0.tracking = tracking } }

    /// Raises the text's glyphs by `baselineOffset` points (negative: lowers them); the
    /// line grows by the amount.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { mapRuns { $0.baselineOffset = baselineOffset } }
}

extension View {
    /// Adds `kerning` points after each character of the text in this view, as
    /// ``Text/kerning(_:)`` does (a text's own kerning wins).
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textDecoration.kerning, kerning)
    }

    /// Adds `tracking` points after each character of the text in this view, as
    /// ``Text/tracking(_:)`` does (a text's own tracking wins).
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textDecoration.tracking, tracking)
    }

    /// Raises the text in this view by `baselineOffset` points, as
    /// ``Text/baselineOffset(_:)`` does (a text's own offset wins).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.textDecoration.baselineOffset, baselineOffset)
    }

    /// Draws a line under the text in this view (in `color`, else the text's colour), or
    /// not, as ``Text/underline(_:pattern:color:)`` does; a text's own setting wins.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textDecoration.underline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Draws a line through the text in this view (in `color`, else the text's colour),
    /// or not, as ``Text/strikethrough(_:pattern:color:)`` does; a text's own setting wins.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textDecoration.strikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}
