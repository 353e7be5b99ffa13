import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisText

/// Real fonts for right-to-left text: DejaVu Sans (Hebrew, digits) and Noto Sans Arabic
/// (Debian fonts-dejavu-core, fonts-noto-core; installed by .ci/run).
enum RTLFonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

    /// A measurer over DejaVu Sans and Noto Sans Arabic; nil (a failure in CI) when missing.
    static func measurer(sourceLocation: SourceLocation = #_sourceLocation) -> FontTextMeasurer? {
        let library = FontLibrary()
        for path in [dejaVu, arabic] {
            guard let data = FileManager.default.contents(atPath: path), (try? library.register(data: data)) != nil else {
                #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing font \(path)", sourceLocation: sourceLocation)
                return nil
            }
        }
        return FontTextMeasurer(library: library, systemFamilies: [.default: ["DejaVu Sans"]])
    }
}

@Suite struct BidiTextTests {
    @Test func arabicParagraphWraps() throws {
        guard let measurer = RTLFonts.measurer() else { return }
        let text = "مرحبا بالعالم من تريليس"
        let h = textHost(Text(text).font(.custom("Noto Sans Arabic", size: 17)), width: 90, measurer: measurer)
        let lines = shownLines(h)
        // HarfBuzz widths at 17 pt: "مرحبا بالعالم" 81.906, with " من" 107.661 (> 90),
        // "من تريليس" 75.667.
        #expect(lines.map(\.text) == ["مرحبا بالعالم", "من تريليس"])
        // Right-to-left paragraph: both lines end at the right edge of the 81.906 pt text,
        // centred in the 90 pt window (x = 4.047).
        #expect(lines.map(\.isRightToLeft) == [true, true])
        #expect(abs(lines[0].baselineOrigin.x - 4.047) < 0.01)
        #expect(abs(lines[1].baselineOrigin.x - (4.047 + 81.906 - 75.667)) < 0.01)
        #expect(abs((lines[1].baselineOrigin.x + lines[1].width) - (lines[0].baselineOrigin.x + lines[0].width)) < 0.001)
    }

    @Test func arabicTailTruncationEllipsisOnTheLeft() throws {
        guard let measurer = RTLFonts.measurer() else { return }
        let h = textHost(Text("مرحبا بالعالم من تريليس").font(.custom("Noto Sans Arabic", size: 17)).lineLimit(1),
                         width: 90, measurer: measurer)
        let lines = shownLines(h)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.text.hasSuffix("…"))
        let ellipsis = try #require(line.pieces.last)
        #expect(ellipsis.text == "…")
        // The ellipsis is the leftmost piece; the Arabic text stands to its right.
        #expect(line.pieces.allSatisfy { $0.origin.x >= ellipsis.origin.x })
        #expect(abs(ellipsis.origin.x - line.baselineOrigin.x) < 0.001)
        #expect(abs(line.pieces[0].origin.x - (ellipsis.origin.x + ellipsis.width)) < 0.001)
    }

    @Test func hebrewWithNumbersWrapsAndReorders() throws {
        guard let measurer = RTLFonts.measurer() else { return }
        let text = "שלום 123 עולם 4567 סוף"
        let h = textHost(Text(text).font(.custom("DejaVu Sans", size: 17)), width: 100, measurer: measurer)
        let lines = shownLines(h)
        // HarfBuzz widths at 17 pt: "שלום 123" 75.47, "שלום 123 עולם" 117.09, "עולם 4567"
        // 84.88, "עולם 4567 סוף" 116.83 (width 100).
        #expect(lines.map(\.text) == ["שלום 123", "עולם 4567", "סוף"])
        // Display order of the first line: the number is a left-to-right island inside the
        // right-to-left line, the Hebrew word is drawn rightmost.
        let runs = measurer.shapedRuns(of: Substring(lines[0].text), font: ResolvedFont(family: "DejaVu Sans", size: 17))
        #expect(runs.map(\.textRange) == [5..<8, 0..<5])
        #expect(runs.map(\.isRightToLeft) == [false, true])
    }

    /// Thai wraps at dictionary word boundaries (no spaces in the text).
    @Test func thaiParagraphWrapsAtWords() throws {
        let path = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
        let library = FontLibrary()
        guard let data = FileManager.default.contents(atPath: path), (try? library.register(data: data)) != nil,
              DictionaryWordBreaker.thai != nil else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing Noto Sans Thai or libthai-data")
            return
        }
        let measurer = FontTextMeasurer(library: library, systemFamilies: [.default: ["Noto Sans Thai"]])
        let h = textHost(Text("ภาษาไทยเป็นภาษาที่สวยงาม").font(.custom("Noto Sans Thai", size: 17)), width: 80, measurer: measurer)
        // HarfBuzz widths at 17 pt: "ภาษาไทย" 60.55, + "เป็น" 86.09 (> 80); "เป็นภาษาที่" 70.82,
        // + "สวย" 99.01; "สวยงาม" 54.66.
        #expect(shownLines(h).map(\.text) == ["ภาษาไทย", "เป็นภาษาที่", "สวยงาม"])
    }

    @Test func mixedDirectionLineInDejaVu() throws {
        guard let measurer = RTLFonts.measurer() else { return }
        let runs = measurer.shapedRuns(of: "abc אבג 123", font: ResolvedFont(family: "DejaVu Sans", size: 17))
        // "abc " stays first; then the right-to-left island: digits (level 2), then Hebrew.
        #expect(runs.map(\.textRange) == [0..<4, 8..<11, 4..<8])
        let hebrew = runs[2]
        #expect(hebrew.isRightToLeft)
        // Visual order inside the Hebrew run: space (offset 7) first, alef (offset 4) last.
        #expect(hebrew.glyphs.map(\.cluster.lowerBound) == [7, 6, 5, 4])
        // Reordering does not change the width.
        #expect(runs.totalWidth == measurer.shaper.shape("abc אבג 123", face: runs[0].face, size: 17).totalWidth)
    }
}
