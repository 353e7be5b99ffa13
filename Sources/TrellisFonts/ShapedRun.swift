import Foundation

/// Shaping features that can be switched off.
public struct ShapingFeatures: OptionSet, Hashable, Sendable {
    /// Bit mask of features.
    public let rawValue: Int
    /// Creates a feature set from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Pair kerning (GPOS `kern` feature, legacy `kern` table).
    public static let kerning = ShapingFeatures(rawValue: 1)
    /// Standard ligatures (GSUB `liga` feature).
    public static let ligatures = ShapingFeatures(rawValue: 2)
    /// Kerning and ligatures (the default, like SwiftUI's `Text`).
    public static let all: ShapingFeatures = [.kerning, .ligatures]
}

/// One positioned glyph.
public struct ShapedGlyph: @unchecked Sendable {
    /// Glyph ID in ``face`` (0 = `.notdef` for characters no face covers).
    public let glyph: UInt16
    /// Horizontal advance in points, including the kerning adjustment with the next glyph.
    public let advance: Double
    /// Horizontal drawing offset in points relative to the pen position (GPOS placement,
    /// mark attachment).
    public let xOffset: Double
    /// Vertical drawing offset in points, y up (marks placed above or below their base).
    public let yOffset: Double
    /// The text this glyph came from, as UTF-16 offsets into the shaped string. Glyphs of
    /// one grapheme cluster share its range; a ligature covers the union of its components.
    public let cluster: Range<Int>
    /// Face the glyph belongs to.
    public let face: FontFace
}

/// A maximal run of consecutive text shaped with one face.
public struct ShapedRun: @unchecked Sendable {
    /// Glyphs in visual (left-to-right drawing) order; for a right-to-left run this is
    /// the reverse of the text order.
    public let glyphs: [ShapedGlyph]
    /// Sum of the glyph advances in points.
    public let width: Double
    /// Face used for the run.
    public let face: FontFace
    /// Point size.
    public let size: Double
    /// The run's text as UTF-16 offsets into the shaped string.
    public let textRange: Range<Int>
    /// Whether the run was shaped right to left (Arabic, Hebrew …).
    public var isRightToLeft: Bool = false
    /// The run's script (`Common` for runs of neutral characters only).
    public var script: UnicodeScript = .common
}

extension Array where Element == ShapedRun {
    /// Total advance of all runs in points.
    public var totalWidth: Double { reduce(0) { $0 + $1.width } }
}

extension ShapedGlyph {
    /// The glyph's cluster as a range of indices in `text` (the string that was shaped).
    public func clusterRange(in text: String) -> Range<String.Index> {
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: cluster.lowerBound, limitedBy: utf16.endIndex) ?? utf16.endIndex
        let upper = utf16.index(utf16.startIndex, offsetBy: cluster.upperBound, limitedBy: utf16.endIndex) ?? utf16.endIndex
        return lower..<upper
    }
}

extension ShapedRun {
    /// The run with tabular figures: every glyph whose cluster is a single ASCII digit of
    /// `text` (the shaped string, indexed by UTF-16 offsets) takes `advance`, its drawing
    /// centred in it, so digits keep their own shapes but share one width.
    public func withTabularDigits(in text: String, advance: Double) -> ShapedRun {
        guard advance.isFinite, advance >= 0 else { return self }
        let units = Array(text.utf16)
        var total = 0.0
        let adjusted = glyphs.map { g -> ShapedGlyph in
            let isDigit = g.cluster.count == 1 && g.cluster.lowerBound >= 0 && g.cluster.lowerBound < units.count
                && (0x30...0x39).contains(units[g.cluster.lowerBound])
            guard isDigit else {
                total += g.advance
                return g
            }
            total += advance
            return ShapedGlyph(glyph: g.glyph, advance: advance, xOffset: g.xOffset + (advance - g.advance) / 2,
                               yOffset: g.yOffset, cluster: g.cluster, face: g.face)
        }
        var run = ShapedRun(glyphs: adjusted, width: total, face: face, size: size, textRange: textRange)
        run.isRightToLeft = isRightToLeft
        run.script = script
        return run
    }
}
