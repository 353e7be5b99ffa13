import Foundation
import Testing
@testable import TrellisFonts

/// The shaper's simple-text fast path (`Shaper.shapeSimpleText`) gives exactly the runs of
/// the per-cluster path, is taken for plain text the primary face covers, and is not
/// taken for text that needs a fallback face, the layout model or a complex script.
@Suite struct ShaperFastPathTests {
    static func dejaVu() throws -> FontFace {
        try #require(SystemFonts.hasDejaVu, "DejaVu Sans is missing: install fonts-dejavu-core")
        return try #require(try FontFace.load(path: SystemFonts.dejaVuSans).first)
    }

    /// Both paths' runs, glyph by glyph.
    func expectSameRuns(_ text: String, _ faces: [FontFace], features: ShapingFeatures = .all,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fast = try #require(Shaper.shapeSimpleText(text, face: faces[0], size: 17, features: features),
                                "no fast path for \(text.debugDescription)", sourceLocation: sourceLocation)
        let general = Shaper.shapeUncached(text, faces: faces, size: 17, features: features, fastPath: false)
        #expect(fast.count == general.count, sourceLocation: sourceLocation)
        for (a, b) in zip(fast, general) {
            #expect(a.face === b.face && a.size == b.size && a.width == b.width && a.textRange == b.textRange
                    && a.isRightToLeft == b.isRightToLeft && a.script == b.script, sourceLocation: sourceLocation)
            #expect(a.glyphs.count == b.glyphs.count, sourceLocation: sourceLocation)
            for (g, h) in zip(a.glyphs, b.glyphs) where g.glyph != h.glyph || g.advance != h.advance || g.xOffset != h.xOffset
                || g.yOffset != h.yOffset || g.cluster != h.cluster || g.face !== h.face {
                Issue.record("\(text.debugDescription): glyph \(g.glyph) \(g.advance) \(g.cluster) vs \(h.glyph) \(h.advance) \(h.cluster)",
                             sourceLocation: sourceLocation)
                return
            }
        }
    }

    @Test func theFastPathGivesTheRunsOfThePerClusterPath() throws {
        let face = try Self.dejaVu()
        let texts = [
            "Hello, World", "office affluent",  // DejaVu's ffi and ff ligatures
            "AVATAR WAVE", "Typography", "façade naïve Ünïcödé ßØæ", "Ελληνικά και кириллица",
            "“Quoted” — dash… 50 € · ½ → ∑ ≤ ★", "ǅǈǋ ʰʲ ˈˌ", "a",
            String(repeating: "AV", count: 300),
        ]
        for text in texts {
            try expectSameRuns(text, [face])
            try expectSameRuns(text, [face], features: [])
            try expectSameRuns(text, [face], features: .kerning)
        }
        // The generated face, with fallbacks that the simple text never reaches.
        try expectSameRuns("Cat act tact", [Fixtures.face, ShaperTests.hangul])
        // Every simple scalar DejaVu covers, in one text, forwards and backwards.
        let all = (0x20...0xFFFF).compactMap(Unicode.Scalar.init).filter { Shaper.isSimpleScalar($0) && face.covers($0) }
        #expect(all.count > 3000)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: all)
        try expectSameRuns(String(text), [face])
        try expectSameRuns(String(String(text).unicodeScalars.reversed().map(Character.init)), [face])
    }

    /// CJK with a Japanese primary face: every simple scalar IPAGothic covers (kana,
    /// kanji, CJK punctuation, full- and half-width forms), and a sentence.
    @Test func theFastPathGivesTheRunsOfThePerClusterPathForCJK() throws {
        try #require(SystemFonts.hasIPA, "IPAGothic is missing: install fonts-ipafont-gothic")
        let face = try #require(try FontFace.load(path: SystemFonts.ipaGothic).first)
        try expectSameRuns("吾輩は猫である。名前はまだ無い。", [face])
        try expectSameRuns("ＡＢＣ１２３　ｶﾀｶﾅ「引用」", [face])
        let all = (0x3000...0xFFFF).compactMap(Unicode.Scalar.init).filter { Shaper.isSimpleScalar($0) && face.covers($0) }
        #expect(all.count > 6000)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: all)
        try expectSameRuns(String(text), [face])
    }

    /// A simple scalar is a grapheme cluster of its own next to any other simple scalar:
    /// all of them in a row, in code point order and reversed, count one `Character` each.
    @Test func simpleScalarsAreClustersOfTheirOwn() {
        let simple = (0x0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(Shaper.isSimpleScalar)
        // ASCII letters, Latin-1, Greek, Cyrillic, kana, and CJK ideographs are among them.
        for scalar: Unicode.Scalar in ["a", "é", "Ω", "ж", "あ", "ア", "漢", "。", "Ａ"] {
            #expect(Shaper.isSimpleScalar(scalar), "\(scalar)")
        }
        // Controls, soft hyphen, marks, joiners, Hangul jamo, Arabic, Hebrew, Thai, emoji.
        for scalar: Unicode.Scalar in ["\n", "\t", "\u{AD}", "\u{301}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{1100}", "\u{AC00}",
                                       "\u{627}", "\u{5D0}", "\u{E01}", "\u{1F600}", "\u{231A}", "\u{3099}", "\u{FF9E}", "\u{2028}"] {
            #expect(!Shaper.isSimpleScalar(scalar), "\(scalar.escaped(asASCII: true))")
        }
        var forwards = String.UnicodeScalarView()
        forwards.append(contentsOf: simple)
        var backwards = String.UnicodeScalarView()
        backwards.append(contentsOf: simple.reversed())
        #expect(String(forwards).count == simple.count)
        #expect(String(backwards).count == simple.count)
    }

    @Test func theFastPathIsNotTakenForTextThatNeedsMore() throws {
        let face = try Self.dejaVu()
        // A fallback face (Hangul the Latin face lacks), a combining mark, Arabic, Thai,
        // an emoji, a control character, a zero-width joiner.
        let latin = ShaperTests.latin
        #expect(Shaper.shapeSimpleText("Cat 고양이", face: latin, size: 17, features: .all) == nil)
        for text in ["e\u{301}", "abc \u{627}\u{644}", "\u{E01}\u{E32}", "ok \u{1F600}", "a\tb", "a\u{200D}b", "a\u{AD}b"] {
            #expect(Shaper.shapeSimpleText(text, face: face, size: 17, features: .all) == nil, "\(text.debugDescription)")
        }
        #expect(Shaper.shapeSimpleText("", face: face, size: 17, features: .all)?.isEmpty == true)
    }

    /// The shaper counts its work: a plain Latin text takes the fast path, a text needing
    /// a fallback face does not, and the scalars shaped are those of the texts.
    @Test func theShaperCountsFastPathTextsAndScalars() {
        let shaper = Shaper()
        _ = shaper.shape("Plain Latin text", face: ShaperTests.latin, size: 10, fallbacks: [ShaperTests.hangul])
        #expect(shaper.workStatistics == (texts: 1, fastPathTexts: 1, scalars: 16))
        _ = shaper.shape("Cat 고양이", face: ShaperTests.latin, size: 10, fallbacks: [ShaperTests.hangul])
        #expect(shaper.workStatistics == (texts: 2, fastPathTexts: 1, scalars: 23))
        // A cache hit does no work.
        _ = shaper.shape("Plain Latin text", face: ShaperTests.latin, size: 10, fallbacks: [ShaperTests.hangul])
        #expect(shaper.workStatistics == (texts: 2, fastPathTexts: 1, scalars: 23))
        shaper.clearCache()
        #expect(shaper.workStatistics == (texts: 0, fastPathTexts: 0, scalars: 0))
    }
}
