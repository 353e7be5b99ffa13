import Foundation
import Testing
@testable import TrellisFonts

@Suite struct ShaperTests {
    /// Latin-only, Hangul-only and kana-only faces (each also has a space glyph).
    static let latin = try! FontFace(data: TestFontBuilder.makeFontData(family: "Trellis Latin", glyphSets: .latin))
    static let hangul = try! FontFace(data: TestFontBuilder.makeFontData(family: "Trellis Hangul", glyphSets: .hangul))
    static let kana = try! FontFace(data: TestFontBuilder.makeFontData(family: "Trellis Kana", glyphSets: .kana))

    @Test func fallbackGivesThreeRuns() {
        let text = "Cat 고양이 ねこ"
        let runs = Shaper().shape(text, face: Self.latin, size: 10, fallbacks: [Self.hangul, Self.kana])
        #expect(runs.count == 3)
        #expect(runs.map(\.face.familyName) == ["Trellis Latin", "Trellis Hangul", "Trellis Kana"])
        #expect(runs.map(\.textRange) == [0..<4, 4..<8, 8..<10])
        #expect(runs.map(\.glyphs.count) == [4, 4, 2])
        // "Cat ": 600 + 500 + 500 + 250; "고양이 ": 3 × 1000 + 250; "ねこ": 2 × 1000 (× 10 / 1000)
        #expect(runs.map(\.width) == [18.5, 32.5, 20])
        #expect(runs.totalWidth == 71)
        #expect(runs.allSatisfy { run in run.glyphs.allSatisfy { $0.face === run.face } })
        #expect(runs.allSatisfy { $0.size == 10 })
    }

    @Test func primaryFaceWinsWhenItCoversEverything() {
        let runs = Shaper().shape("Cat 고양이 ねこ", face: Fixtures.face, size: 10, fallbacks: [Self.hangul, Self.kana])
        #expect(runs.count == 1)
        #expect(runs[0].face === Fixtures.face)
        #expect(runs[0].width == 71)
    }

    @Test func uncoveredCharactersUseNotdef() {
        let runs = Shaper().shape("A~", face: Self.latin, size: 10, fallbacks: [Self.hangul])
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.map(\.glyph) == [2, 0])
        #expect(runs[0].width == 11)  // 600 + .notdef 500
    }

    @Test func graphemeClustersStayInOneFace() {
        // "e" + combining acute: the Latin face lacks U+0301, so the whole cluster goes to
        // the first face covering its base, and both scalars stay in the same run.
        let runs = Shaper().shape("ae\u{301}", face: Self.latin, size: 10, fallbacks: [Self.hangul])
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.map(\.glyph) == [28, 32, 0])
        #expect(runs[0].glyphs.map(\.cluster) == [0..<1, 1..<3, 1..<3])
    }

    @Test func controlCharactersHaveZeroAdvance() {
        let runs = Shaper().shape("A\nB", face: Fixtures.face, size: 10)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.map(\.advance) == [6, 0, 6])
        #expect(runs[0].width == 12)
    }

    @Test func cacheReturnsSameResult() {
        let shaper = Shaper(cacheCapacity: 2)
        let a = shaper.shape("AV", face: Fixtures.face, size: 12)
        let b = shaper.shape("AV", face: Fixtures.face, size: 12)
        #expect(a.totalWidth == b.totalWidth)
        #expect(shaper.cacheStatistics.hits == 1)
        #expect(shaper.cacheStatistics.misses == 1)
        _ = shaper.shape("AV", face: Fixtures.face, size: 13)
        _ = shaper.shape("AV", face: Fixtures.face, size: 12, features: [])
        #expect(shaper.cacheStatistics.misses == 3)
        #expect(shaper.cacheCount == 1)  // emptied at capacity 2, then one inserted
        // Canonically equivalent but differently encoded strings are distinct keys.
        _ = shaper.shape("e\u{301}", face: Fixtures.face, size: 12)
        _ = shaper.shape("\u{E9}", face: Fixtures.face, size: 12)
        #expect(shaper.cacheStatistics.misses == 5)
        shaper.clearCache()
        #expect(shaper.cacheCount == 0)
    }

    @Test func concurrentShapingIsConsistent() async {
        let shaper = Shaper(cacheCapacity: 8)
        let widths = await withTaskGroup(of: Double.self) { group in
            for i in 0..<64 {
                group.addTask { shaper.width(of: i % 2 == 0 ? "AV fi" : "Cat 고양이 ねこ", face: Self.latin, size: 10,
                                             fallbacks: [Self.hangul, Self.kana]) }
            }
            var result: [Double] = []
            for await w in group { result.append(w) }
            return result
        }
        #expect(widths.count == 64)
        // "AV fi": 600 + 600 - 80 + 250 + 850 = 2220 units
        #expect(Set(widths) == [22.2, 71])
    }

    @Test func substringInput() {
        let text = "xxAVxx"
        let sub = text.dropFirst(2).prefix(2)
        #expect(Shaper().width(of: sub, face: Fixtures.face, size: 100) == 112)
    }
}
