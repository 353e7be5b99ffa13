import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisText

/// A real-font measurer counting the characters it is asked to measure.
final class CountingFontMeasurer: TextMeasuring {
    let base: FontTextMeasurer
    var characters = 0
    init(_ base: FontTextMeasurer) { self.base = base }
    func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        characters += text.count
        return base.width(of: text, font: font)
    }
    func lineMetrics(for font: ResolvedFont) -> TextLineMetrics { base.lineMetrics(for: font) }
    func breakOpportunities(in text: String) -> [TextBreakOpportunity] { base.breakOpportunities(in: text) }
}

/// Text in linear time with real fonts (shaping, UAX #14): an unbreakable string is
/// wrapped, measured at its ideal size and truncated with a bounded amount of measuring
/// per character. CI runs 32 KiB and counts the work (no timing); Scripts/text-timing.sh
/// runs the same test on 1 MiB in a release build with `TRELLIS_TEXT_BYTES` and
/// `TRELLIS_TEXT_SECONDS` (the limit each step must stay under), and prints the times.
@Suite struct LinearRealTextTests {
    static let environment = ProcessInfo.processInfo.environment
    static let bytes = environment["TRELLIS_TEXT_BYTES"].flatMap(Int.init) ?? 32_768
    static let limit = environment["TRELLIS_TEXT_SECONDS"].flatMap(Double.init)

    /// Lays `view` out at 300 × 800 and reports the time taken and the characters measured.
    func step<V: View>(_ name: String, _ measurer: FontTextMeasurer, _ view: V) -> (lines: [RenderText.Line], perCharacter: Double) {
        let counting = CountingFontMeasurer(measurer)
        let clock = ContinuousClock()
        var lines: [RenderText.Line] = []
        let elapsed = clock.measure {
            let h = HostingView(rootView: view, size: CGSize(width: 300, height: 800), displayScale: 2, textMeasurer: counting)
            h.layoutIfNeeded()
            lines = shownLines(h)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("text-timing: \(name), \(Self.bytes) bytes at 300 pt: \(String(format: "%.3f", seconds)) s, "
              + "\(lines.count) lines, \(counting.characters) characters measured")
        if let limit = Self.limit {
            #expect(seconds < limit, "\(name): \(seconds) s for \(Self.bytes) bytes")
        }
        return (lines, Double(counting.characters) / Double(Self.bytes))
    }

    @Test func anUnbreakableStringWrapsMeasuresAndTruncatesInLinearWork() {
        let n = Self.bytes
        let string = String(repeating: "a", count: n)
        var measurers = [("generated font", GeneratedFonts.measurer)]
        if Self.limit != nil { measurers.append(("system font", FontTextMeasurer.shared)) }
        for (font, measurer) in measurers {
            // Wrapped: with the generated font "a" is 8.5 pt at 17 pt, 35 to a 300-pt line.
            let wrapped = step("wrap (\(font))", measurer, Text(string).fixedSize(horizontal: false, vertical: true).frame(width: 300))
            if font == "generated font" {
                #expect(wrapped.lines.count == (n + 34) / 35)
                #expect(wrapped.lines.first?.text == String(repeating: "a", count: 35))
            }
            #expect(wrapped.perCharacter < 8, "characters measured per character: \(wrapped.perCharacter)")
            // Measured at its ideal size: one line.
            let ideal = step("ideal size (\(font))", measurer, Text(string).fixedSize())
            #expect(ideal.lines.count == 1)
            #expect(ideal.perCharacter < 4, "characters measured per character: \(ideal.perCharacter)")
            // Truncated to one line: 300 − 8 ("…" at 17 pt is 13.6) leaves 33 "a".
            let truncated = step("truncate (\(font))", measurer, Text(string).lineLimit(1).frame(width: 300))
            if font == "generated font" {
                #expect(truncated.lines.map(\.text) == [String(repeating: "a", count: 33) + "…"])
            }
            #expect(truncated.perCharacter < 12, "characters measured per character: \(truncated.perCharacter)")
        }
    }

    /// The shaping work behind wrapping, measuring and truncating an unbreakable string,
    /// counted by the shaper (``Shaper/workStatistics``, cache misses only): every text
    /// shaped takes the simple-text fast path, and the scalars shaped per byte of the
    /// string stay the same from 1 KiB to 64 KiB — linear work, where a walk over the
    /// whole paragraph per line or a re-measure of the line per cluster would multiply it
    /// by the string's length. The letters are pseudo-random (a fixed linear congruential
    /// sequence), so that lines are different texts and the shaper's cache does not hide
    /// the work.
    @Test func theShapingWorkPerByteDoesNotGrowWithTheString() {
        func work(_ bytes: Int) -> [(texts: Int, fastPathTexts: Int, perByte: Double)] {
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            var x: UInt32 = 12_345
            let string = String((0..<bytes).map { _ -> Character in
                x = x &* 1_103_515_245 &+ 12_345
                return letters[Int(x >> 16) % 26]
            })
            let views: [AnyView] = [
                AnyView(Text(string).fixedSize(horizontal: false, vertical: true).frame(width: 300)),
                AnyView(Text(string).fixedSize()),
                AnyView(Text(string).lineLimit(1).frame(width: 300)),
            ]
            return views.map { view in
                let shaper = Shaper()
                let measurer = FontTextMeasurer(library: GeneratedFonts.library, shaper: shaper,
                                                systemFamilies: [.default: ["Trellis Test"]])
                let h = HostingView(rootView: view, size: CGSize(width: 300, height: 800), displayScale: 2, textMeasurer: measurer)
                h.layoutIfNeeded()
                _ = shownLines(h)
                let w = shaper.workStatistics
                return (w.texts, w.fastPathTexts, Double(w.scalars) / Double(bytes))
            }
        }
        let small = work(1024), large = work(65536)
        for (name, (s, l)) in zip(["wrap", "ideal size", "truncate"], zip(small, large)) {
            #expect(s.texts > 0 && s.fastPathTexts == s.texts, "\(name): \(s)")
            #expect(l.texts > 0 && l.fastPathTexts == l.texts, "\(name): \(l)")
            // The same work per byte within 25 % (and a few scalars per byte at most).
            #expect(l.perByte <= s.perByte * 1.25 + 0.05, "\(name): \(s.perByte) → \(l.perByte) scalars shaped per byte")
            #expect(l.perByte < 12, "\(name): \(l.perByte) scalars shaped per byte")
            print("shaping work, \(name): \(s.texts) texts, \(s.perByte) scalars/byte at 1 KiB; \(l.texts) texts, \(l.perByte) at 64 KiB")
        }
    }

    /// Newline characters are left out of a measured line, found from the UTF-8 bytes
    /// (LF, VT, FF, CR, CR LF, NEL, LS, PS); bytes that only look like a newline's
    /// (A8/A9 and 85 inside other characters: "é" is C3 A9, "₩" E2 82 A9, "Å" C3 85) are
    /// not newlines.
    @Test func newlinesAreLeftOutOfAMeasuredLine() {
        let m = GeneratedFonts.measurer
        let font = GeneratedFonts.ten
        let ab = m.width(of: "ab", font: font)
        #expect(ab > 0)
        for newline in ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            #expect(m.width(of: Substring("a" + newline + "b"), font: font) == ab, "\(newline.debugDescription)")
        }
        for other in ["é", "₩", "Å"] {
            let alone = m.width(of: Substring(other), font: font)
            #expect(alone > 0)
            #expect(m.width(of: Substring("a" + other + "b"), font: font) == ab + alone, "\(other)")
        }
    }

    /// One grapheme cluster of 20,000 combining marks with DejaVu Sans (mark-to-base and
    /// mark-to-mark attachment): each mark finds its base and sums the advances before it
    /// in constant time, where it used to walk back over every mark before it. The time
    /// limit only catches a return of the quadratic walk (which takes minutes here).
    @Test(.timeLimit(.minutes(2)))
    func aClusterOfAnyLengthShapes() throws {
        let measurer = FontTextMeasurer.shared
        let font = ResolvedFont(size: 17)
        let face = try #require(measurer.faces(for: font)?.primary)
        try #require(face.familyName.hasPrefix("DejaVu"), "the system font is \(face.familyName); install fonts-dejavu-core")
        let cluster = "e" + String(repeating: "\u{301}", count: 20_000)
        #expect(cluster.count == 1)
        let base = measurer.width(of: "e", font: font)
        // Marks have no advance: the cluster is as wide as its base.
        #expect(abs(measurer.width(of: Substring(cluster), font: font) - base) < 0.001)
        let h = HostingView(rootView: Text(cluster + " b").frame(width: 5), size: CGSize(width: 300, height: 800),
                            displayScale: 2, textMeasurer: measurer)
        h.layoutIfNeeded()
        #expect(shownLines(h).count == 2)
    }
}
