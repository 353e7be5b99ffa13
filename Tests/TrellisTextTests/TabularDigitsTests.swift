import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisText

/// Tabular digits (`Font.monospacedDigit()`, `View.monospacedDigit()`): every digit takes
/// the widest digit's advance and keeps its own glyph.
@Suite struct TabularDigitsTests {
    @Test func digitsKeepTheirGlyphs() {
        let m = GeneratedFonts.measurer
        var tabular = GeneratedFonts.ten
        tabular.hasMonospacedDigits = true
        let one = m.shapedRuns(of: "1", font: tabular).flatMap(\.glyphs).map(\.glyph)
        let zero = m.shapedRuns(of: "0", font: tabular).flatMap(\.glyphs).map(\.glyph)
        #expect(one.count == 1 && zero.count == 1 && one != zero)
        // The test font's digits are 550 units: 5.5 at 10 pt, proportional or not.
        #expect(m.width(of: "1024", font: tabular) == 22)
        #expect(m.width(of: "1024", font: GeneratedFonts.ten) == 22)
    }

    @Test func aRunWithTabularDigitsCentresEachDigitInTheAdvance() throws {
        let runs = GeneratedFonts.measurer.shapedRuns(of: "1a", font: GeneratedFonts.ten)
        let run = try #require(runs.first)
        let t = run.withTabularDigits(in: "1a", advance: 10)
        #expect(t.glyphs.map(\.advance) == [10, 5])
        #expect(t.glyphs[0].xOffset == 2.25)
        #expect(t.glyphs[1].xOffset == run.glyphs[1].xOffset)
        #expect(t.width == 15)
        #expect(run.withTabularDigits(in: "1a", advance: .nan).width == run.width)
    }
}
