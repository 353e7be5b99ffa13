import Foundation

/// The vertical metrics of a font at a size, in points.
public struct TextLineMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: CGFloat
    /// Extra space between lines (the font's line gap).
    public var leading: CGFloat
    public var capHeight: CGFloat
    public var xHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    public var lineHeight: CGFloat { ascent + descent }
}

/// A place where a line may break: before `index`. A mandatory break (after a newline)
/// ends the line.
public struct TextBreakOpportunity: Hashable, Sendable {
    public let index: String.Index
    public let isMandatory: Bool

    public init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

/// What the core needs to lay out text: shaped advances, line metrics and line-break
/// opportunities. The core never reads fonts itself; the `Trellis` module backs this with
/// real OpenType fonts, and tests can use ``FixedTextMeasurer``.
public protocol TextMeasuring: AnyObject {
    /// The width of `text` set in `font` on one line (shaped: kerning and ligatures applied).
    func width(of text: Substring, font: ResolvedFont) -> CGFloat
    /// The vertical metrics of `font`.
    func lineMetrics(for font: ResolvedFont) -> TextLineMetrics
    /// Where lines may break in `text`, in order (the end of the text need not be listed).
    func breakOpportunities(in text: String) -> [TextBreakOpportunity]
    /// The direction of a paragraph from its first strong character (UAX #9 rules P2–P3):
    /// true for right to left (Hebrew, Arabic …), false for left to right, nil when the
    /// paragraph has no strong character.
    func firstStrongIsRightToLeft(_ paragraph: Substring) -> Bool?
}

extension TextMeasuring {
    /// The default: the first character that is a letter decides, right to left for the
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan and Mandaic blocks, their
    /// presentation forms and the supplementary right-to-left blocks (an approximation of
    /// Bidi_Class R/AL; ``FontTextMeasurer`` uses the full UAX #9 classes). Isolates and
    /// embeddings are not skipped.
    public func firstStrongIsRightToLeft(_ paragraph: Substring) -> Bool? {
        for scalar in paragraph.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) {
                if scalar.properties.isAlphabetic { return true }
                continue
            }
            if scalar.properties.isAlphabetic, scalar.properties.generalCategory != .nonspacingMark { return false }
        }
        return nil
    }
}

/// A deterministic measurer for tests: every character has a fixed advance relative to
/// the font size, whatever the font.
///
/// - Advance: 0.5 × size for most characters; 1 × size for wide ones (CJK ideographs,
///   kana, Hangul, fullwidth forms); 0 for newlines.
/// - Metrics: ascent 0.8 × size, descent 0.2 × size (so a line is exactly `size` tall),
///   leading 0, cap height 0.7 × size, x-height 0.5 × size.
/// - Breaks: after spaces and hyphens; between two wide characters except before closing
///   punctuation and small kana (kinsoku); mandatory after a newline. Hangul syllables
///   count as letters (Korean words stay whole).
public final class FixedTextMeasurer: TextMeasuring, @unchecked Sendable {
    public let advanceRatio: CGFloat
    public let wideAdvanceRatio: CGFloat

    public init(advanceRatio: CGFloat = 0.5, wideAdvanceRatio: CGFloat = 1) {
        self.advanceRatio = advanceRatio
        self.wideAdvanceRatio = wideAdvanceRatio
    }

    public func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        var w: CGFloat = 0
        for ch in text {
            if ch.isNewline { continue }
            w += (Self.isWide(ch) ? wideAdvanceRatio : advanceRatio) * font.size
        }
        return w
    }

    public func lineMetrics(for font: ResolvedFont) -> TextLineMetrics {
        TextLineMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size, leading: 0,
                        capHeight: 0.7 * font.size, xHeight: 0.5 * font.size)
    }

    public func breakOpportunities(in text: String) -> [TextBreakOpportunity] {
        var result: [TextBreakOpportunity] = []
        var previous: Character?
        for i in text.indices {
            let ch = text[i]
            if let p = previous {
                if p.isNewline {
                    result.append(TextBreakOpportunity(index: i, isMandatory: true))
                } else if (p == " " || p == "-") && ch != " " {
                    result.append(TextBreakOpportunity(index: i, isMandatory: false))
                } else if Self.isCJK(p) || Self.isCJK(ch), !Self.isClosing(ch), !Self.isOpening(p), ch != " " {
                    result.append(TextBreakOpportunity(index: i, isMandatory: false))
                }
            }
            previous = ch
        }
        return result
    }

    static func isWide(_ ch: Character) -> Bool {
        guard let s = ch.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(s) || (0x2E80...0x9FFF).contains(s) || (0xAC00...0xD7A3).contains(s)
            || (0xF900...0xFAFF).contains(s) || (0xFF00...0xFF60).contains(s) || (0x3000...0x303F).contains(s)
    }

    /// Ideographs and kana (not Hangul, which breaks at spaces like Latin).
    static func isCJK(_ ch: Character) -> Bool {
        guard let s = ch.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(s) || (0x3400...0x9FFF).contains(s) || (0xF900...0xFAFF).contains(s) || (0x3000...0x303F).contains(s)
    }

    static func isClosing(_ ch: Character) -> Bool { "。、，．」』）〉》】〕！？ー・：；ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ".contains(ch) }
    static func isOpening(_ ch: Character) -> Bool { "「『（〈《【〔".contains(ch) }
}
