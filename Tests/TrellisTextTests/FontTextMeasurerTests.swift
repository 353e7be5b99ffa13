import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisText

/// The generated test fonts (unitsPerEm 1000): at 10 pt uppercase 6, lowercase 5, space
/// 2.5, punctuation 3, Hangul/kana 10, "…" 8; ascent 8, descent 2; A–V kerns −0.8, "fi"
/// is one 8.5 glyph. Three faces split the scripts so fallback is visible.
enum GeneratedFonts {
    static let library: FontLibrary = {
        let lib = FontLibrary()
        _ = try? lib.register(data: TestFontBuilder.makeFontData(family: "Trellis Test", glyphSets: .latin))
        _ = try? lib.register(data: TestFontBuilder.makeFontData(family: "Trellis Hangul", glyphSets: .hangul))
        _ = try? lib.register(data: TestFontBuilder.makeFontData(family: "Trellis Kana", glyphSets: .kana))
        return lib
    }()

    static let measurer = FontTextMeasurer(library: library, systemFamilies: [.default: ["Trellis Test"]])
    static let ten = ResolvedFont(size: 10)
}

func textHost<V: View>(_ view: V, width: CGFloat, height: CGFloat = 200, measurer: any TextMeasuring = GeneratedFonts.measurer) -> HostingView<V> {
    let h = HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: 2, textMeasurer: measurer)
    h.layoutIfNeeded()
    return h
}

/// The text lines a host shows, in order.
func shownLines<V: View>(_ h: HostingView<V>) -> [RenderText.Line] {
    var lines: [RenderText.Line] = []
    func visit(_ n: RenderNode) {
        if case .text(let t) = n.content { lines += t.lines }
        n.children.forEach(visit)
    }
    visit(h.renderTree())
    return lines
}

@Suite struct FontTextMeasurerTests {
    let m = GeneratedFonts.measurer

    @Test func advancesKerningAndLigatures() {
        #expect(abs(m.width(of: "Hello", font: GeneratedFonts.ten) - 26) < 1e-9)
        #expect(abs(m.width(of: "AV", font: GeneratedFonts.ten) - 11.2) < 1e-9)
        #expect(abs(m.width(of: "fi", font: GeneratedFonts.ten) - 8.5) < 1e-9)
        let metrics = m.lineMetrics(for: GeneratedFonts.ten)
        #expect(metrics.ascent == 8 && metrics.descent == 2 && metrics.leading == 0)
        #expect(metrics.capHeight == 7 && metrics.xHeight == 5)
    }

    @Test func textViewUsesShapedWidths() {
        let h = textHost(Text("AVfi").font(.system(size: 10)).id("t"), width: 200)
        // 6 + 6 − 0.8 + 8.5 = 19.7 wide, one 10-pt line.
        let f = h.layoutFrame(of: "t")!
        #expect(abs(f.width - 19.7) < 1e-9 && f.height == 10)
    }

    @Test func mixedScriptsUseThreeFacesAndAddUp() {
        let runs = m.shapedRuns(of: "Cat 고양이 ねこ", font: GeneratedFonts.ten)
        #expect(runs.map(\.face.familyName) == ["Trellis Test", "Trellis Hangul", "Trellis Kana"])
        // "Cat " 16 + 2.5, "고양이 " 30 + 2.5, "ねこ" 20.
        #expect(runs.map(\.width) == [18.5, 32.5, 20])
        #expect(abs(m.width(of: "Cat 고양이 ねこ", font: GeneratedFonts.ten) - 71) < 1e-9)
    }

    @Test func koreanWrapsBetweenWordsOnly() {
        // Words 50, 20, 30 wide (spaces 2.5). At 60: "안녕하세요" / "세계 여러분" (52.5).
        let h = textHost(Text("안녕하세요 세계 여러분").font(.system(size: 10)).id("t"), width: 60)
        #expect(shownLines(h).map(\.text) == ["안녕하세요", "세계 여러분"])
        #expect(h.layoutFrame(of: "t")!.size == CGSize(width: 52.5, height: 20))
        // Between two and three words' width, still never inside a word.
        let wider = textHost(Text("안녕하세요 세계 여러분").font(.system(size: 10)), width: 80)
        #expect(shownLines(wider).map(\.text) == ["안녕하세요 세계", "여러분"])
    }

    @Test func japaneseBreaksBetweenCharactersWithKinsoku() {
        let text = "日本語の文章、これは。テスト"
        for width: CGFloat in [25, 35, 45, 55] {
            let h = textHost(Text(text).font(.system(size: 10)), width: width)
            let lines = shownLines(h)
            #expect(lines.map(\.text).joined() == text)
            for line in lines {
                #expect(!line.text.hasPrefix("。") && !line.text.hasPrefix("、"), "line starts with closing punctuation at \(width): \(line.text)")
                #expect(line.width <= width + 1e-9)
            }
        }
        // At 35 (3 characters): "日本語" / "の文" / "章、こ" — "、" may not begin a line, so
        // "章" moves down with it.
        let h = textHost(Text(text).font(.system(size: 10)), width: 35)
        #expect(shownLines(h).map(\.text).prefix(3) == ["日本語", "の文", "章、こ"])
    }

    @Test func lineLimitTruncatesTheSecondLineWithAnEllipsis() {
        let h = textHost(Text("Hello world again and again").font(.system(size: 10)).lineLimit(2).id("t"), width: 40)
        let lines = shownLines(h)
        #expect(lines.count == 2)
        #expect(lines[1].text.hasSuffix("…"))
        #expect(lines.allSatisfy { $0.width <= 40 })
        // "Hello " (26) / "world a…": "world" 25 + … 8 = 33 fits, "world " + "a" would be 40.5 + 8.
        #expect(lines.map(\.text) == ["Hello", "world…"])
        #expect(h.layoutFrame(of: "t")!.height == 20)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // "Hello world" is 53.5 at 10 pt. In 40: scale 40/53.5 ≈ 0.748 ≥ 0.5 → one line, no "…".
        let h = textHost(Text("Hello world").font(.system(size: 10)).lineLimit(1).minimumScaleFactor(0.5).id("t"), width: 40)
        let lines = shownLines(h)
        #expect(lines.map(\.text) == ["Hello world"])
        let f = h.layoutFrame(of: "t")!
        #expect(f.width <= 40 && f.width > 39.9)
        // In 20: even 0.5 gives 26.75 > 20, so it is truncated at half size.
        let tight = textHost(Text("Hello world").font(.system(size: 10)).lineLimit(1).minimumScaleFactor(0.5), width: 20)
        let t = shownLines(tight)
        #expect(t.count == 1 && t[0].text.hasSuffix("…") && t[0].width <= 20)
        #expect(t[0].pieces.first?.font.size == 5)
    }

    @Test func headAndMiddleTruncation() {
        let head = textHost(Text("abcdefghij").font(.system(size: 10)).lineLimit(1).truncationMode(.head), width: 33)
        // "…" 8 + 5 letters × 5 = 33.
        #expect(shownLines(head).map(\.text) == ["…fghij"])
        let middle = textHost(Text("abcdefghij").font(.system(size: 10)).lineLimit(1).truncationMode(.middle), width: 33)
        #expect(shownLines(middle).map(\.text) == ["abc…ij"])
    }

    @Test func concatenatedStylesMeasurePerRun() {
        // "a" at 10 pt (5) + "B" at 20 pt (12): 17 wide; the line is as tall as the larger run.
        let h = textHost((Text("a").font(.system(size: 10)) + Text("B").font(.system(size: 20))).id("t"), width: 200)
        let f = h.layoutFrame(of: "t")!
        #expect(f.width == 17 && f.height == 20)
    }

    @Test func dynamicTypeScalesTextStyles() {
        // Body: 17 pt at .large → "Hello" 44.2; at .accessibility3 (40 pt) → 104.
        let large = textHost(Text("Hello").id("t"), width: 300)
        #expect(abs(large.layoutFrame(of: "t")!.width - 44.2) < 1e-9)
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility3
        let big = HostingView(rootView: Text("Hello").id("t"), size: CGSize(width: 300, height: 200), environment: env,
                              textMeasurer: GeneratedFonts.measurer)
        #expect(abs(big.layoutFrame(of: "t")!.width - 104) < 1e-9)
    }
}

/// With the system's fonts (Debian: fonts-dejavu-core, fonts-nanum, fonts-ipafont-gothic,
/// installed by .ci/run).
@Suite struct SystemFontTextTests {
    static let hasFonts = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf")

    @Test(.enabled(if: hasFonts)) func helloWorldInDejaVuSans() {
        // Pinned in TrellisFontsTests by an independent hmtx/kern reader: 102.6142578125.
        let h = textHost(Text("Hello, World").id("t"), width: 390, measurer: FontTextMeasurer.shared)
        #expect(h.layoutFrame(of: "t")!.width == 102.6142578125)
        #expect(FontTextMeasurer.shared.faces(for: ResolvedFont(size: 17))?.primary.familyName == "DejaVu Sans")
    }

    @Test(.enabled(if: hasFonts)) func mixedScriptsFallBackToKoreanAndJapaneseFonts() {
        let runs = FontTextMeasurer.shared.shapedRuns(of: "Cat 고양이 ねこ", font: ResolvedFont(size: 17))
        #expect(runs.map(\.face.familyName) == ["DejaVu Sans", "NanumGothic", "IPAGothic"])
        let sum = runs.map(\.width).reduce(0, +)
        #expect(abs(FontTextMeasurer.shared.width(of: "Cat 고양이 ねこ", font: ResolvedFont(size: 17)) - CGFloat(sum)) < 1e-9)
    }

    @Test(.enabled(if: hasFonts)) func koreanStaysWholeWithNanum() {
        let m = FontTextMeasurer.shared
        let word = m.width(of: "안녕하세요", font: ResolvedFont(size: 17))
        let two = m.width(of: "안녕하세요 세계", font: ResolvedFont(size: 17))
        // Between one and two words wide: the first word alone on the first line.
        let h = textHost(Text("안녕하세요 세계 여러분"), width: (word + two) / 2, measurer: m)
        let lines = shownLines(h)
        #expect(lines.first?.text == "안녕하세요")
        #expect(lines.map(\.text).joined(separator: " ") == "안녕하세요 세계 여러분")
    }
}
