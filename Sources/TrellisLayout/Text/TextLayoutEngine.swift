import Foundation

/// How text wraps, truncates and scales inside a proposal (spec §1, Text).
///
/// 1. The text (the concatenation of its styled runs) is cut into segments at the
///    measurer's break opportunities; a mandatory break ends a line.
/// 2. Lines fill greedily up to the proposed width; trailing spaces hang (they do not
///    count towards a line's width). A segment wider than the width is broken between
///    grapheme clusters, at least one cluster per line. A `nil` width is the ideal: one
///    line per paragraph.
/// 3. The number of lines is limited by `lineLimit` and by the proposed height (at least
///    one line is always shown). When lines are left over, the last shown line takes the
///    rest of the text and is truncated with "…" (tail, head or middle).
/// 4. With `minimumScaleFactor` below 1, a text that would be truncated is first set at
///    the largest scale in [factor, 1] at which it fits (searched to 1/1000); only when
///    even the smallest scale does not fit is it truncated, at that scale.
/// 5. The size is the widest line × (n lines: n × line height + (n − 1) × (leading +
///    lineSpacing)); `reservesSpace` keeps the height of `lineLimit` lines.
struct TextLayoutEngine {
    struct Run {
        var range: Range<String.Index>
        var font: ResolvedFont
        var color: Color?
    }

    /// A run of one line in one style.
    struct Piece {
        var text: Substring
        var font: ResolvedFont
        var color: Color?
    }

    struct Options: Hashable {
        var lineLimit: Int?
        var reservesSpace = false
        var truncationMode: Text.TruncationMode = .tail
        var minimumScaleFactor: CGFloat = 1
        var lineSpacing: CGFloat = 0
        var layoutDirection: LayoutDirection = .leftToRight
    }

    /// One laid-out line: the text it shows (with "…" when truncated) and its width.
    struct Line {
        var text: String
        var width: CGFloat
        var truncated = false
        /// The runs of `text` with their fonts (for rendering).
        var pieces: [Piece]
        /// The base direction of the line's paragraph (see ``paragraphIsRightToLeft(at:)``).
        var isRightToLeft = false
    }

    struct Result {
        var lines: [Line]
        var size: CGSize
        var scale: CGFloat
        var metrics: TextLineMetrics
        var firstBaseline: CGFloat
        var lastBaseline: CGFloat
        var lineAdvance: CGFloat
    }

    let string: String
    let runs: [Run]
    let options: Options
    let measurer: any TextMeasuring

    static let ellipsis = "…"

    func layout(width: CGFloat?, height: CGFloat?) -> Result {
        let atFull = layout(width: width, height: height, scale: 1)
        let factor = min(max(options.minimumScaleFactor.isNaN ? 1 : options.minimumScaleFactor, 0.01), 1)
        guard factor < 1, atFull.lines.contains(where: \.truncated) else { return atFull }
        let smallest = layout(width: width, height: height, scale: factor)
        if smallest.lines.contains(where: \.truncated) { return smallest }
        var lo = factor, hi: CGFloat = 1
        var best = smallest
        while hi - lo > 0.001 {
            let mid = (lo + hi) / 2
            let r = layout(width: width, height: height, scale: mid)
            if r.lines.contains(where: \.truncated) { hi = mid } else { lo = mid; best = r }
        }
        return best
    }

    private func metrics(scale: CGFloat) -> TextLineMetrics {
        var m = TextLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0, xHeight: 0)
        for run in runs {
            let r = measurer.lineMetrics(for: run.font.scaled(scale))
            m.ascent = max(m.ascent, r.ascent)
            m.descent = max(m.descent, r.descent)
            m.leading = max(m.leading, r.leading)
            m.capHeight = max(m.capHeight, r.capHeight)
            m.xHeight = max(m.xHeight, r.xHeight)
        }
        if runs.isEmpty {
            m = TextLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0, xHeight: 0)
        }
        return m
    }

    /// The pieces of a range of the string, split at run boundaries.
    private func pieces(_ range: Range<String.Index>, scale: CGFloat) -> [Piece] {
        var out: [Piece] = []
        for run in runs {
            let lo = max(run.range.lowerBound, range.lowerBound), hi = min(run.range.upperBound, range.upperBound)
            if lo < hi { out.append(Piece(text: string[lo..<hi], font: run.font.scaled(scale), color: run.color)) }
        }
        return out
    }

    private func width(_ range: Range<String.Index>, scale: CGFloat) -> CGFloat {
        pieces(range, scale: scale).reduce(0) { $0 + measurer.width(of: $1.text, font: $1.font) }
    }

    /// The range without trailing whitespace and newlines.
    private func trimmed(_ range: Range<String.Index>) -> Range<String.Index> {
        var end = range.upperBound
        while end > range.lowerBound {
            let prev = string.index(before: end)
            if string[prev].isWhitespace { end = prev } else { break }
        }
        return range.lowerBound..<end
    }

    private func runAt(_ index: String.Index) -> Run? {
        runs.last(where: { $0.range.lowerBound <= index }) ?? runs.first
    }

    private func layout(width proposedWidth: CGFloat?, height proposedHeight: CGFloat?, scale: CGFloat) -> Result {
        let m = metrics(scale: scale)
        let advance = m.lineHeight + m.leading + options.lineSpacing
        guard !string.isEmpty else {
            return Result(lines: [], size: .zero, scale: scale, metrics: m, firstBaseline: 0, lastBaseline: 0, lineAdvance: advance)
        }
        let maxWidth = proposedWidth.map { $0.isFinite ? $0 : CGFloat.infinity } ?? .infinity
        // Segments between break opportunities.
        var segments: [(range: Range<String.Index>, mandatoryAfter: Bool)] = []
        var start = string.startIndex
        for b in measurer.breakOpportunities(in: string) where b.index > start && b.index <= string.endIndex {
            segments.append((start..<b.index, b.isMandatory))
            start = b.index
        }
        if start < string.endIndex { segments.append((start..<string.endIndex, false)) }

        // Greedy filling; each line is a range of the string.
        var lineRanges: [Range<String.Index>] = []
        var lineStart: String.Index?
        var lineEnd = string.startIndex
        func finishLine() {
            if let s = lineStart { lineRanges.append(s..<lineEnd) }
            lineStart = nil
        }
        for seg in segments {
            if let s = lineStart {
                let candidate = trimmed(s..<seg.range.upperBound)
                if width(candidate, scale: scale) <= maxWidth + 0.0001 {
                    lineEnd = seg.range.upperBound
                } else {
                    finishLine()
                }
            }
            if lineStart == nil {
                // The segment starts a line; break it between clusters if it is too wide.
                var s = seg.range.lowerBound
                while width(trimmed(s..<seg.range.upperBound), scale: scale) > maxWidth + 0.0001 {
                    var end = string.index(after: s)
                    while end < seg.range.upperBound {
                        let next = string.index(after: end)
                        if width(s..<next, scale: scale) > maxWidth + 0.0001 { break }
                        end = next
                    }
                    // What remains is only spaces: they hang at the end of this line.
                    if end >= seg.range.upperBound || trimmed(end..<seg.range.upperBound).isEmpty { break }
                    lineRanges.append(s..<end)
                    s = end
                }
                lineStart = s
                lineEnd = seg.range.upperBound
            }
            if seg.mandatoryAfter { finishLine() }
        }
        finishLine()
        if lineRanges.isEmpty { lineRanges = [string.startIndex..<string.startIndex] }

        // How many lines fit.
        var allowed = max(options.lineLimit ?? Int.max, 1)
        if let h = proposedHeight, h.isFinite {
            let byHeight = advance > 0 ? Int(clampingFloor: Double((h + m.leading + options.lineSpacing) / advance + 0.0001)) : Int.max
            allowed = min(allowed, max(byHeight, 1))
        }
        var lines: [Line] = []
        for (i, r) in lineRanges.enumerated() where i < allowed {
            let shown = trimmed(r)
            lines.append(Line(text: String(string[shown]), width: width(shown, scale: scale), pieces: pieces(shown, scale: scale)))
        }
        if lineRanges.count > allowed {
            let rest = lineRanges[allowed - 1].lowerBound..<string.endIndex
            lines[allowed - 1] = truncate(rest, maxWidth: maxWidth, scale: scale)
        }
        for i in lines.indices { lines[i].isRightToLeft = paragraphIsRightToLeft(at: lineRanges[i].lowerBound) }
        let n = CGFloat(max(lines.count, options.reservesSpace ? (options.lineLimit ?? 0) : 0))
        let textWidth = lines.map(\.width).max() ?? 0
        let height = n > 0 ? n * m.lineHeight + (n - 1) * (m.leading + options.lineSpacing) : 0
        return Result(lines: lines, size: CGSize(width: textWidth, height: height), scale: scale, metrics: m,
                      firstBaseline: m.ascent, lastBaseline: CGFloat(max(lines.count, 1) - 1) * advance + m.ascent,
                      lineAdvance: advance)
    }

    /// Whether the paragraph holding `index` (the text between newlines) runs right to
    /// left. SwiftUI sets a text's base writing direction from the environment's
    /// `layoutDirection` when it is right to left; in a left-to-right environment the
    /// direction is natural: that of the paragraph's first strong character (UAX #9
    /// P2–P3), left to right when it has none. Lines align by it (leading is the right
    /// edge of a right-to-left paragraph), the "…" of a truncated line stands at its
    /// logical end (the left for tail truncation in right-to-left text), and the runs of
    /// a line are ordered by it.
    func paragraphIsRightToLeft(at index: String.Index) -> Bool {
        if options.layoutDirection == .rightToLeft { return true }
        var lo = index
        while lo > string.startIndex {
            let prev = string.index(before: lo)
            if string[prev].isNewline { break }
            lo = prev
        }
        var hi = index
        while hi < string.endIndex, !string[hi].isNewline { hi = string.index(after: hi) }
        return measurer.firstStrongIsRightToLeft(string[lo..<hi]) ?? false
    }

    /// The rest of the text on one line, shortened with "…" to fit `maxWidth`.
    private func truncate(_ range: Range<String.Index>, maxWidth: CGFloat, scale: CGFloat) -> Line {
        let run = runAt(range.lowerBound)
        let font = (run?.font ?? ResolvedFont(size: 0)).scaled(scale)
        let ellipsis = Piece(text: Substring(Self.ellipsis), font: font, color: run?.color)
        let ellipsisWidth = measurer.width(of: Substring(Self.ellipsis), font: font)
        // Newlines in the rest become spaces: it is one line now.
        let clusters = Array(string[range].indices)
        func prefixRange(_ k: Int) -> Range<String.Index> {
            trimmed(range.lowerBound..<(k < clusters.count ? clusters[k] : range.upperBound))
        }
        func suffixRange(_ k: Int) -> Range<String.Index> {
            var lo = k == 0 ? range.upperBound : clusters[clusters.count - k]
            while lo < range.upperBound, string[lo].isWhitespace { lo = string.index(after: lo) }
            return lo..<range.upperBound
        }
        func textOf(_ r: Range<String.Index>) -> String {
            String(string[r]).replacingOccurrences(of: "\n", with: " ")
        }
        let budget = maxWidth - ellipsisWidth
        var best = Line(text: Self.ellipsis, width: ellipsisWidth, truncated: true, pieces: [ellipsis])
        switch options.truncationMode {
        case .tail:
            var k = 0
            while k < clusters.count, width(prefixRange(k + 1), scale: scale) <= budget + 0.0001 { k += 1 }
            let p = prefixRange(k)
            best = Line(text: textOf(p) + Self.ellipsis, width: width(p, scale: scale) + ellipsisWidth, truncated: true,
                        pieces: pieces(p, scale: scale) + [ellipsis])
        case .head:
            var k = 0
            while k < clusters.count, width(suffixRange(k + 1), scale: scale) <= budget + 0.0001 { k += 1 }
            let s = suffixRange(k)
            best = Line(text: Self.ellipsis + textOf(s), width: ellipsisWidth + width(s, scale: scale), truncated: true,
                        pieces: [ellipsis] + pieces(s, scale: scale))
        case .middle:
            var head = 0, tail = 0
            var grew = true
            while grew {
                grew = false
                if head + tail < clusters.count,
                   width(prefixRange(head + 1), scale: scale) + width(suffixRange(tail), scale: scale) <= budget + 0.0001 {
                    head += 1; grew = true
                }
                if head + tail < clusters.count,
                   width(prefixRange(head), scale: scale) + width(suffixRange(tail + 1), scale: scale) <= budget + 0.0001 {
                    tail += 1; grew = true
                }
            }
            let p = prefixRange(head), s = suffixRange(tail)
            best = Line(text: textOf(p) + Self.ellipsis + textOf(s),
                        width: width(p, scale: scale) + ellipsisWidth + width(s, scale: scale), truncated: true,
                        pieces: pieces(p, scale: scale) + [ellipsis] + pieces(s, scale: scale))
        }
        return best
    }
}
