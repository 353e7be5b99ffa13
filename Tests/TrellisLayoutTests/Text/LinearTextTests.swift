import Foundation
import Testing
@testable import TrellisLayout

/// The fixed measurer, counting its work: calls and characters measured.
final class CountingMeasurer: TextMeasuring {
    let base = FixedTextMeasurer()
    var calls = 0
    var characters = 0

    func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        calls += 1
        characters += text.count
        return base.width(of: text, font: font)
    }
    func lineMetrics(for font: ResolvedFont) -> TextLineMetrics { base.lineMetrics(for: font) }
    func breakOpportunities(in text: String) -> [TextBreakOpportunity] { base.breakOpportunities(in: text) }
}

/// The fixed measurer, counting the scalars it is asked to find a direction in.
final class DirectionCountingMeasurer: TextMeasuring {
    let base = FixedTextMeasurer()
    var calls = 0
    var scalars = 0

    func width(of text: Substring, font: ResolvedFont) -> CGFloat { base.width(of: text, font: font) }
    func lineMetrics(for font: ResolvedFont) -> TextLineMetrics { base.lineMetrics(for: font) }
    func breakOpportunities(in text: String) -> [TextBreakOpportunity] { base.breakOpportunities(in: text) }
    func firstStrongIsRightToLeft(_ paragraph: Substring) -> Bool? {
        calls += 1
        scalars += paragraph.unicodeScalars.count
        return base.firstStrongIsRightToLeft(paragraph)
    }
}

/// Text in linear time (issue 12): breaking, measuring and truncating cost a bounded
/// amount of measuring per character, whatever the length of a word, a line or a cluster.
/// These count the measurer's work (characters handed to `width(of:font:)`), so they
/// cannot be flaky; Scripts/text-timing.sh times the same work on 1 MB in a release build.
@Suite struct LinearTextTests {
    /// Body text (17 pt: 8.5 per character, 17 per line) in one run.
    static func engine(_ string: String, lineLimit: Int? = nil, truncation: Text.TruncationMode = .tail,
                       measurer: any TextMeasuring) -> TextLayoutEngine {
        var options = TextLayoutEngine.Options()
        options.lineLimit = lineLimit
        options.truncationMode = truncation
        return TextLayoutEngine(string: string, runs: [.init(range: string.startIndex..<string.endIndex, font: ResolvedFont(size: 17), color: nil)],
                                options: options, measurer: measurer)
    }

    @Test func anUnbreakableWordWrapsInLinearWork() {
        var perCharacter: [Double] = []
        for n in [2_000, 8_000, 32_000] {
            let m = CountingMeasurer()
            let r = Self.engine(String(repeating: "a", count: n), measurer: m).layout(width: 300, height: nil)
            // 300 / 8.5 = 35.3: 35 characters (297.5 pt) a line.
            #expect(r.lines.count == (n + 34) / 35)
            #expect(r.size == CGSize(width: 297.5, height: CGFloat((n + 34) / 35) * 17))
            #expect(r.lines.first?.text == String(repeating: "a", count: 35))
            perCharacter.append(Double(m.characters) / Double(n))
        }
        // The old engine measured the rest of the word for every line (n² / 35).
        #expect(perCharacter.allSatisfy { $0 < 8 }, "characters measured per character: \(perCharacter)")
        #expect(perCharacter[2] < perCharacter[0] * 1.25, "work grows faster than the text: \(perCharacter)")
    }

    /// Each paragraph's direction is asked once, however many lines it wraps to (every
    /// line asked for its whole paragraph: quadratic in a long paragraph).
    @Test func eachParagraphsDirectionIsFoundOnce() {
        let n = 20_000
        // A left-to-right paragraph of n "a", then a Hebrew one of n "א", then "b".
        let string = String(repeating: "a", count: n) + "\n" + String(repeating: "\u{5D0}", count: n) + "\nb"
        let m = DirectionCountingMeasurer()
        let r = Self.engine(string, measurer: m).layout(width: 300, height: nil)
        // 35 characters a line: 572 lines per paragraph, and "b".
        #expect(r.lines.count == 2 * 572 + 1)
        #expect(r.lines.map(\.isRightToLeft) == Array(repeating: false, count: 572) + Array(repeating: true, count: 572) + [false])
        #expect(m.calls == 3)
        #expect(m.scalars == 2 * n + 1)
    }

    @Test func wordsFillLinesInLinearWork() {
        var perCharacter: [Double] = []
        for n in [1_000, 4_000, 16_000] {
            let m = CountingMeasurer()
            let r = Self.engine(String(repeating: "ab ", count: n), measurer: m).layout(width: 300, height: nil)
            // k words take (3k − 1) × 8.5 ≤ 300 (trailing space hanging): 12 words a line.
            #expect(r.lines.count == (n + 11) / 12)
            #expect(r.lines.first?.text == Array(repeating: "ab", count: 12).joined(separator: " "))
            #expect(r.size.width == 35 * 8.5)
            perCharacter.append(Double(m.characters) / Double(3 * n))
        }
        #expect(perCharacter.allSatisfy { $0 < 8 }, "characters measured per character: \(perCharacter)")
        #expect(perCharacter[2] < perCharacter[0] * 1.25, "work grows faster than the text: \(perCharacter)")
    }

    @Test func theIdealWidthMeasuresEachLineOnce() {
        let n = 20_000
        let m = CountingMeasurer()
        let r = Self.engine(String(repeating: "ab ", count: n), measurer: m).layout(width: nil, height: nil)
        #expect(r.lines.count == 1)
        #expect(r.size.width == CGFloat(3 * n - 1) * 8.5)
        #expect(m.characters <= 3 * n)
    }

    @Test(arguments: [Text.TruncationMode.tail, .head, .middle])
    func truncationIsLinear(_ mode: Text.TruncationMode) {
        var perCharacter: [Double] = []
        for n in [2_000, 8_000, 32_000] {
            let m = CountingMeasurer()
            let text = "x" + String(repeating: "a", count: n - 2) + "y"
            let r = Self.engine(text, lineLimit: 1, truncation: mode, measurer: m).layout(width: 300, height: nil)
            // 300 − 8.5 (the ellipsis) leaves 34 characters.
            let a = { (k: Int) in String(repeating: "a", count: k) }
            switch mode {
            case .tail: #expect(r.lines.map(\.text) == ["x" + a(33) + "…"])
            case .head: #expect(r.lines.map(\.text) == ["…" + a(33) + "y"])
            case .middle: #expect(r.lines.map(\.text) == ["x" + a(16) + "…" + a(16) + "y"])
            }
            #expect(r.size == CGSize(width: 297.5, height: 17))
            perCharacter.append(Double(m.characters) / Double(n))
        }
        #expect(perCharacter.allSatisfy { $0 < 8 }, "characters measured per character: \(perCharacter)")
        #expect(perCharacter[2] < perCharacter[0] * 1.25, "work grows faster than the text: \(perCharacter)")
    }

    @Test func tenThousandClustersWithMarksWrapFixedVertically() {
        // "é̈": e, U+0301, U+0308 — one cluster (8.5 wide), no break between them.
        let cluster = "e\u{301}\u{308}"
        let h = host(Text(String(repeating: cluster, count: 10_000)).fixedSize(horizontal: false, vertical: true).id("t")
            .frame(width: 300), width: 300, height: 800)
        // 35 clusters a line: 286 lines of 17.
        #expect(h.rect("t").size == CGSize(width: 297.5, height: 286 * 17))
    }

    @Test func aClusterOfAnyLengthIsOneCharacter() {
        // A base with 100,000 combining marks is one cluster: one advance, one line, even
        // in a width narrower than it.
        let long = "e" + String(repeating: "\u{301}", count: 100_000)
        let h = host(HStack(spacing: 0) { Text(long + " b").id("t") }.frame(width: 5), width: 300, height: 800)
        #expect(h.rect("t").size == CGSize(width: 8.5, height: 34))
    }

    /// Hostile proposals get a defined layout: NaN and infinite widths are unlimited (one
    /// line), a negative width fits nothing (one cluster a line, spaces hanging), 1e300 is
    /// just wide; a NaN height limits nothing, a negative one leaves one line (truncated to
    /// "…" when nothing fits beside it).
    @Test func hostileProposalsAreDefined() {
        let m = FixedTextMeasurer()
        func lines(_ w: CGFloat?, _ h: CGFloat? = nil) -> [String] {
            Self.engine("ab cd", measurer: m).layout(width: w, height: h).lines.map(\.text)
        }
        #expect(lines(.nan) == ["ab cd"])
        #expect(lines(.infinity) == ["ab cd"])
        #expect(lines(-.infinity) == ["ab cd"])
        #expect(lines(1e300) == ["ab cd"])
        #expect(lines(-5) == ["a", "b", "c", "d"])
        #expect(lines(-5, .nan) == ["a", "b", "c", "d"])
        #expect(lines(-5, -1) == ["…"])
        #expect(Self.engine("ab cd", measurer: m).layout(width: -5, height: nil).size == CGSize(width: 8.5, height: 68))
    }

    /// The engine against the greedy algorithm it replaced (segment by segment, cluster by
    /// cluster, one measurement of the whole line each), on random text and widths.
    @Test func sameLinesAsTheGreedyReference() {
        var rng = SplitMix(seed: 12)
        let alphabet: [String] = ["a", "b", "ab", " ", " ", "-", "\n", "我", "。", "wwwww", "  "]
        for round in 0..<400 {
            var s = ""
            for _ in 0..<Int(rng.next() % 40) { s += alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            let width = CGFloat(rng.next() % 120)
            let m = FixedTextMeasurer()
            let got = Self.engine(s, measurer: m).layout(width: width, height: nil).lines.map(\.text)
            let expected = GreedyReference(string: s, measurer: m).lines(maxWidth: width)
            #expect(got == expected, "round \(round): \(s.debugDescription) at \(width)")
            for mode in [Text.TruncationMode.tail, .head, .middle] {
                let line = Self.engine(s, lineLimit: 1, truncation: mode, measurer: m).layout(width: width, height: nil).lines
                let reference = GreedyReference(string: s, measurer: m).truncated(maxWidth: width, mode: mode, lines: expected)
                #expect(line.map(\.text) == (s.isEmpty ? [] : [reference]), "round \(round) \(mode): \(s.debugDescription) at \(width)")
            }
        }
    }
}

/// A deterministic generator for the tests (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The quadratic line filling and truncation the engine used before (one run, 17 pt).
struct GreedyReference {
    let string: String
    let measurer: FixedTextMeasurer
    let font = ResolvedFont(size: 17)

    func width(_ r: Range<String.Index>) -> CGFloat { measurer.width(of: string[r], font: font) }

    func trimmed(_ r: Range<String.Index>) -> Range<String.Index> {
        var end = r.upperBound
        while end > r.lowerBound, string[string.index(before: end)].isWhitespace { end = string.index(before: end) }
        return r.lowerBound..<end
    }

    func ranges(maxWidth: CGFloat) -> [Range<String.Index>] {
        var segments: [(Range<String.Index>, Bool)] = []
        var start = string.startIndex
        for b in measurer.breakOpportunities(in: string) where b.index > start {
            segments.append((start..<b.index, b.isMandatory))
            start = b.index
        }
        if start < string.endIndex { segments.append((start..<string.endIndex, false)) }
        var lines: [Range<String.Index>] = []
        var lineStart: String.Index?
        var lineEnd = string.startIndex
        for (range, mandatory) in segments {
            if let s = lineStart {
                if width(trimmed(s..<range.upperBound)) <= maxWidth + 0.0001 { lineEnd = range.upperBound } else {
                    lines.append(s..<lineEnd); lineStart = nil
                }
            }
            if lineStart == nil {
                var s = range.lowerBound
                while width(trimmed(s..<range.upperBound)) > maxWidth + 0.0001 {
                    var end = string.index(after: s)
                    while end < range.upperBound {
                        let next = string.index(after: end)
                        if width(s..<next) > maxWidth + 0.0001 { break }
                        end = next
                    }
                    if end >= range.upperBound || trimmed(end..<range.upperBound).isEmpty { break }
                    lines.append(s..<end)
                    s = end
                }
                lineStart = s
                lineEnd = range.upperBound
            }
            if mandatory, let s = lineStart { lines.append(s..<lineEnd); lineStart = nil }
        }
        if let s = lineStart { lines.append(s..<lineEnd) }
        return lines.isEmpty ? [string.startIndex..<string.startIndex] : lines
    }

    func lines(maxWidth: CGFloat) -> [String] {
        string.isEmpty ? [] : ranges(maxWidth: maxWidth).map { String(string[trimmed($0)]) }
    }

    /// The one line shown with a line limit of 1.
    func truncated(maxWidth: CGFloat, mode: Text.TruncationMode, lines: [String]) -> String {
        let all = ranges(maxWidth: maxWidth)
        if string.isEmpty { return "" }
        if all.count <= 1 { return String(string[trimmed(all[0])]) }
        let range = all[0].lowerBound..<string.endIndex
        let clusters = Array(string[range].indices)
        func prefix(_ k: Int) -> Range<String.Index> { trimmed(range.lowerBound..<(k < clusters.count ? clusters[k] : range.upperBound)) }
        func suffix(_ k: Int) -> Range<String.Index> {
            var lo = k == 0 ? range.upperBound : clusters[clusters.count - k]
            while lo < range.upperBound, string[lo].isWhitespace { lo = string.index(after: lo) }
            return lo..<range.upperBound
        }
        func text(_ r: Range<String.Index>) -> String { String(string[r]).replacingOccurrences(of: "\n", with: " ") }
        let budget = maxWidth - 8.5
        switch mode {
        case .tail:
            var k = 0
            while k < clusters.count, width(prefix(k + 1)) <= budget + 0.0001 { k += 1 }
            return text(prefix(k)) + "…"
        case .head:
            var k = 0
            while k < clusters.count, width(suffix(k + 1)) <= budget + 0.0001 { k += 1 }
            return "…" + text(suffix(k))
        case .middle:
            var head = 0, tail = 0, grew = true
            while grew {
                grew = false
                if head + tail < clusters.count, width(prefix(head + 1)) + width(suffix(tail)) <= budget + 0.0001 { head += 1; grew = true }
                if head + tail < clusters.count, width(prefix(head)) + width(suffix(tail + 1)) <= budget + 0.0001 { tail += 1; grew = true }
            }
            return text(prefix(head)) + "…" + text(suffix(tail))
        }
    }
}
