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
