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
        /// The colour painted behind the run's glyphs (an attributed string's
        /// `backgroundColor`); nil: none.
        var background: Color? = nil
        /// The lines drawn under and through the run's glyphs; nil: none.
        var underline: Text.LineStyle? = nil
        var strikethrough: Text.LineStyle? = nil
        /// Points added after each of the run's characters (``TextSpacing``).
        var spacing: CGFloat = 0
        /// How far the run's glyphs are raised above the line's baseline (negative:
        /// lowered); the line box grows by it.
        var baselineOffset: CGFloat = 0
    }

    /// A run of one line in one style.
    struct Piece {
        var text: Substring
        var font: ResolvedFont
        var color: Color?
        var background: Color? = nil
        var underline: Text.LineStyle? = nil
        var strikethrough: Text.LineStyle? = nil
        var spacing: CGFloat = 0
        var baselineOffset: CGFloat = 0

        /// The piece's advance: its shaped width plus `spacing` after each character.
        func width(_ measurer: any TextMeasuring) -> CGFloat {
            TextSpacing.width(of: text, font: font, spacing: spacing, measurer: measurer)
        }
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
            // A raised run makes the line taller above, a lowered one below.
            let offset = run.baselineOffset * scale
            m.ascent = max(m.ascent, r.ascent + max(offset, 0))
            m.descent = max(m.descent, r.descent + max(-offset, 0))
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
    /// Runs are in string order, so the first one reaching into `range` is found by
    /// bisection: a width costs the runs it covers, not all the runs of the text.
    private func pieces(_ range: Range<String.Index>, scale: CGFloat) -> [Piece] {
        var out: [Piece] = []
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].range.upperBound <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        for run in runs[lo...] {
            if run.range.lowerBound >= range.upperBound { break }
            let a = max(run.range.lowerBound, range.lowerBound), b = min(run.range.upperBound, range.upperBound)
            if a < b {
                out.append(Piece(text: string[a..<b], font: run.font.scaled(scale), color: run.color, background: run.background,
                                 underline: run.underline, strikethrough: run.strikethrough,
                                 spacing: run.spacing * scale, baselineOffset: run.baselineOffset * scale))
            }
        }
        return out
    }

    private func width(_ range: Range<String.Index>, scale: CGFloat) -> CGFloat {
        pieces(range, scale: scale).reduce(0) { $0 + $1.width(measurer) }
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

    /// The text between two break opportunities.
    struct Segment {
        var range: Range<String.Index>
        var mandatoryAfter: Bool
        /// The end of the text up to this segment's end, trailing whitespace removed.
        var trimmedEnd: String.Index
    }

    /// The largest `k > lowest` with `fits(k)`, or `lowest` when there is none, searching
    /// from `guess` outwards by doubling steps and then by bisection. `fits` must be
    /// monotone (true up to some `k`, false after); `fits(lowest)` is assumed. The number
    /// of probes is logarithmic in the distance between the guess and the answer, and no
    /// probe lies beyond twice the answer's distance from the guess.
    static func largest(from lowest: Int, guess: Int, fits: (Int) -> Bool) -> Int {
        var good = lowest
        var bad: Int
        let g = max(guess, lowest + 1)
        if fits(g) {
            good = g
            var step = 1
            while true {
                let (k, overflow) = good.addingReportingOverflow(step)
                if overflow { bad = Int.max; break }
                if !fits(k) { bad = k; break }
                good = k
                step = step < Int.max / 2 ? step * 2 : step
            }
        } else {
            bad = g
            var step = 1
            while bad - step > lowest {
                let k = bad - step
                if fits(k) { good = k; break }
                bad = k
                step *= 2
            }
        }
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return good
    }

    /// Greedy line filling over the segments; each line is a range of the string.
    ///
    /// Linear in the length of the text: a line's end is searched (``largest(from:guess:fits:)``)
    /// from the previous line's count of segments or clusters, so each line costs a few
    /// measurements of about its own length, instead of one measurement of the whole line
    /// per segment or cluster (quadratic for long words and long lines). The result is the
    /// one of filling segment by segment and cluster by cluster as long as a longer range
    /// is never narrower than a shorter one at the same start.
    ///
    /// Filling stops once `limit` lines are found (the caller shows at most `limit − 1`
    /// and only needs to know whether more follow): a truncated text costs the lines it
    /// shows, not the lines of the whole text.
    private func breakLines(_ segments: [Segment], maxWidth: CGFloat, scale: CGFloat, limit: Int = .max) -> [Range<String.Index>] {
        var lineRanges: [Range<String.Index>] = []
        func fits(_ r: Range<String.Index>) -> Bool { width(r, scale: scale) <= maxWidth + 0.0001 }
        if maxWidth == .infinity {
            // Everything fits: a line per paragraph.
            var lineStart: String.Index?
            for seg in segments {
                if lineStart == nil { lineStart = seg.range.lowerBound }
                if seg.mandatoryAfter, let s = lineStart { lineRanges.append(s..<seg.range.upperBound); lineStart = nil }
            }
            if let s = lineStart { lineRanges.append(s..<string.endIndex) }
            if lineRanges.isEmpty { lineRanges = [string.startIndex..<string.startIndex] }
            return lineRanges
        }
        // paragraphEnd[k]: the first segment at or after k that ends with a mandatory break
        // (or the last segment).
        var paragraphEnd = [Int](repeating: segments.count - 1, count: segments.count)
        for k in segments.indices.reversed() where k + 1 < segments.count {
            paragraphEnd[k] = segments[k].mandatoryAfter ? k : paragraphEnd[k + 1]
        }
        var segmentGuess = 1, clusterGuess = 1
        var i = 0
        while i < segments.count {
            let seg = segments[i]
            // The segment starts a line; break it between clusters if it is too wide (at
            // least one cluster per line).
            var s = seg.range.lowerBound
            while true {
                // ends[k]: the end of the first k clusters from s (extended on demand).
                var ends: [String.Index] = [s]
                func clusterEnd(_ k: Int) -> String.Index? {
                    while ends.count <= k {
                        guard let last = ends.last, last < seg.range.upperBound else { return nil }
                        ends.append(string.index(after: last))
                    }
                    return ends[k]
                }
                // A remainder shorter than the guess is tried whole first.
                let guess = clusterEnd(clusterGuess) == nil ? ends.count - 1 : clusterGuess
                let k = Self.largest(from: 1, guess: guess) { k in
                    guard let end = clusterEnd(k) else { return false }
                    return fits(s..<end)
                }
                let end = clusterEnd(k) ?? seg.range.upperBound
                // What remains is only spaces: they hang at the end of this line.
                if end >= seg.range.upperBound || end >= seg.trimmedEnd { break }
                clusterGuess = k
                lineRanges.append(s..<end)
                if lineRanges.count >= limit { return lineRanges }
                s = end
            }
            // Extend the line with the following segments, up to a mandatory break.
            var last = i
            if !seg.mandatoryAfter, i + 1 < segments.count {
                let limit = paragraphEnd[i + 1]
                if limit > i {
                    let lineStart = s
                    last = i + Self.largest(from: 0, guess: min(segmentGuess, limit - i)) { n in
                        guard i + n <= limit else { return false }
                        return fits(lineStart..<max(lineStart, segments[i + n].trimmedEnd))
                    }
                    if last > i { segmentGuess = last - i }
                }
            }
            lineRanges.append(s..<segments[last].range.upperBound)
            if lineRanges.count >= limit { return lineRanges }
            i = last + 1
        }
        if lineRanges.isEmpty { lineRanges = [string.startIndex..<string.startIndex] }
        return lineRanges
    }

    private func layout(width proposedWidth: CGFloat?, height proposedHeight: CGFloat?, scale: CGFloat) -> Result {
        let m = metrics(scale: scale)
        let advance = m.lineHeight + m.leading + options.lineSpacing
        guard !string.isEmpty else {
            return Result(lines: [], size: .zero, scale: scale, metrics: m, firstBaseline: 0, lastBaseline: 0, lineAdvance: advance)
        }
        let maxWidth = proposedWidth.map { $0.isFinite ? $0 : CGFloat.infinity } ?? .infinity
        // Segments between break opportunities.
        var segments: [Segment] = []
        var start = string.startIndex
        for b in measurer.breakOpportunities(in: string) where b.index > start && b.index <= string.endIndex {
            segments.append(Segment(range: start..<b.index, mandatoryAfter: b.isMandatory, trimmedEnd: start))
            start = b.index
        }
        if start < string.endIndex { segments.append(Segment(range: start..<string.endIndex, mandatoryAfter: false, trimmedEnd: start)) }
        // Where each segment ends without trailing whitespace (reaching back into the
        // segments before it when it is all whitespace): one backward walk per segment.
        for k in segments.indices {
            let own = trimmed(segments[k].range)
            segments[k].trimmedEnd = own.isEmpty && k > 0 ? segments[k - 1].trimmedEnd : own.upperBound
        }

        // How many lines fit.
        var allowed = max(options.lineLimit ?? Int.max, 1)
        if let h = proposedHeight, h.isFinite {
            let byHeight = advance > 0 ? Int(clampingFloor: Double((h + m.leading + options.lineSpacing) / advance + 0.0001)) : Int.max
            allowed = min(allowed, max(byHeight, 1))
        }
        // One line more than fit tells that the text is truncated.
        let lineRanges = breakLines(segments, maxWidth: maxWidth, scale: scale,
                                    limit: allowed < Int.max ? allowed + 1 : .max)
        var lines: [Line] = []
        for (i, r) in lineRanges.enumerated() where i < allowed {
            let shown = trimmed(r)
            lines.append(Line(text: String(string[shown]), width: width(shown, scale: scale), pieces: pieces(shown, scale: scale)))
        }
        if lineRanges.count > allowed {
            let rest = lineRanges[allowed - 1].lowerBound..<string.endIndex
            lines[allowed - 1] = truncate(rest, maxWidth: maxWidth, scale: scale)
        }
        // Lines are in text order: a paragraph's direction is found once, for its first
        // line, and each search for a paragraph's ends starts past the previous one's
        // (one walk over the text in all, not a walk over the whole paragraph per line).
        var paragraph: (range: ClosedRange<String.Index>, isRightToLeft: Bool)?
        for i in lines.indices {
            let at = lineRanges[i].lowerBound
            if paragraph == nil || !paragraph!.range.contains(at) {
                let range = paragraphRange(at: at)
                paragraph = (range.lowerBound...range.upperBound, paragraphIsRightToLeft(range))
            }
            lines[i].isRightToLeft = paragraph!.isRightToLeft
        }
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
        paragraphIsRightToLeft(paragraphRange(at: index))
    }

    /// Whether the paragraph `range` (from ``paragraphRange(at:)``) runs right to left.
    private func paragraphIsRightToLeft(_ range: Range<String.Index>) -> Bool {
        if options.layoutDirection == .rightToLeft { return true }
        return measurer.firstStrongIsRightToLeft(string[range]) ?? false
    }

    /// The paragraph holding `index`: from after the newline before it to the newline at
    /// or after it (or the ends of the text). Newline scalars (LF, VT, FF, CR, NEL, LS, PS)
    /// always stand alone or in CR LF, never inside another cluster, so walking scalars
    /// finds the same bounds as walking `Character`s, without breaking graphemes.
    func paragraphRange(at index: String.Index) -> Range<String.Index> {
        let scalars = string.unicodeScalars
        func isNewline(_ s: Unicode.Scalar) -> Bool {
            switch s.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
        var lo = index
        while lo > scalars.startIndex {
            let prev = scalars.index(before: lo)
            if isNewline(scalars[prev]) { break }
            lo = prev
        }
        var hi = index
        while hi < scalars.endIndex, !isNewline(scalars[hi]) { hi = scalars.index(after: hi) }
        return lo..<hi
    }

    /// The rest of the text on one line, shortened with "…" to fit `maxWidth`.
    private func truncate(_ range: Range<String.Index>, maxWidth: CGFloat, scale: CGFloat) -> Line {
        let run = runAt(range.lowerBound)
        let font = (run?.font ?? ResolvedFont(size: 0)).scaled(scale)
        let ellipsis = Piece(text: Substring(Self.ellipsis), font: font, color: run?.color, background: run?.background,
                             underline: run?.underline, strikethrough: run?.strikethrough,
                             spacing: (run?.spacing ?? 0) * scale, baselineOffset: (run?.baselineOffset ?? 0) * scale)
        let ellipsisWidth = ellipsis.width(measurer)
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
        func fits(_ w: CGFloat) -> Bool { w <= budget + 0.0001 }
        // Each count is searched (``largest(from:guess:fits:)``) rather than grown one
        // cluster at a time, which would measure the whole shown text once per cluster.
        switch options.truncationMode {
        case .tail:
            let k = Self.largest(from: 0, guess: 1) { k in
                k <= clusters.count && fits(width(prefixRange(k), scale: scale))
            }
            let p = prefixRange(k)
            best = Line(text: textOf(p) + Self.ellipsis, width: width(p, scale: scale) + ellipsisWidth, truncated: true,
                        pieces: pieces(p, scale: scale) + [ellipsis])
        case .head:
            let k = Self.largest(from: 0, guess: 1) { k in
                k <= clusters.count && fits(width(suffixRange(k), scale: scale))
            }
            let s = suffixRange(k)
            best = Line(text: Self.ellipsis + textOf(s), width: ellipsisWidth + width(s, scale: scale), truncated: true,
                        pieces: [ellipsis] + pieces(s, scale: scale))
        case .middle:
            // Clusters are added alternately to the head and to the tail while they fit;
            // once one side fails (a wider text never fits again), the other side grows
            // alone. So: the longest alternating prefix (head ⌈n/2⌉, tail ⌊n/2⌋), then the
            // side that did not fail, as far as it fits.
            func fitsBoth(_ h: Int, _ t: Int) -> Bool {
                h + t <= clusters.count && fits(width(prefixRange(h), scale: scale) + width(suffixRange(t), scale: scale))
            }
            let n = Self.largest(from: 0, guess: 1) { n in fitsBoth((n + 1) / 2, n / 2) }
            var head = (n + 1) / 2, tail = n / 2
            if n < clusters.count {
                if n % 2 == 0 {
                    // The head failed: the tail grows.
                    let h = head
                    tail = Self.largest(from: tail, guess: tail + 1) { t in fitsBoth(h, t) }
                } else {
                    // The tail failed: the head grows.
                    let t = tail
                    head = Self.largest(from: head, guess: head + 1) { h in fitsBoth(h, t) }
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
