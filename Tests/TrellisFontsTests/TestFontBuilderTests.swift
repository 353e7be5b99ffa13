import Foundation
import Testing
@testable import TrellisFonts

@Suite struct TestFontBuilderTests {
    @Test func parsesEveryTable() throws {
        let face = Fixtures.face
        #expect(face.tableTags == ["GPOS", "GSUB", "OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "kern", "loca", "maxp", "name", "post"])
        #expect(face.unitsPerEm == 1000)
        #expect(face.ascender == 800)
        #expect(face.descender == -200)
        #expect(face.lineGap == 0)
        #expect(face.capHeight == 700)
        #expect(face.xHeight == 500)
        #expect(face.weight == 400)
        #expect(face.isItalic == false)
        #expect(face.isMonospaced == false)
        // .notdef, space, 26+26+10 letters/digits, 11 punctuation, …, «, fi, », 16 Hangul, 16 kana/kanji, 11 CJK punctuation
        #expect(face.numGlyphs == 2 + 62 + 11 + 4 + 16 + 16 + 11)
        #expect(face.layoutErrors.isEmpty)
    }

    @Test func nameTableStrings() throws {
        let face = Fixtures.face
        #expect(face.familyName == "Trellis Test")
        #expect(face.styleName == "Regular")
        #expect(face.fullName == "Trellis Test Regular")
        #expect(face.postScriptName == "TrellisTest-Regular")
    }

    @Test func documentedAdvances() throws {
        let face = Fixtures.face
        let expected: [(Unicode.Scalar, Int)] = [
            ("A", 600), ("Z", 600), ("a", 500), ("z", 500), ("0", 550), ("9", 550), (" ", 250),
            (".", 300), (")", 300), ("\u{2026}", 800), ("\u{AB}", 400), ("\u{BB}", 400),
            ("안", 1000), ("이", 1000), ("ね", 1000), ("語", 1000), ("。", 1000), ("」", 1000),
        ]
        for (scalar, advance) in expected {
            let glyph = try #require(face.glyphID(for: scalar))
            #expect(face.advanceWidth(glyph: glyph) == advance, "advance of \(scalar)")
        }
        #expect(face.advanceWidth(glyph: 0) == 500)
    }

    @Test func trailingAdvancesShareOneLongMetric() throws {
        let data = Fixtures.fontData
        let raw = RawFont(data)
        let numberOfHMetrics = raw.u16(raw.tables["hhea"]!.offset + 34)
        // 2 + 62 + 11 + 4 = 79 Latin-side glyphs, then the first 1000-unit glyph carries the metric.
        #expect(numberOfHMetrics == 80)
        let last = UInt16(Fixtures.face.numGlyphs - 1)
        #expect(Fixtures.face.advanceWidth(glyph: last) == 1000)
        #expect(Fixtures.face.advanceWidth(glyph: 79) == 1000)
        #expect(Fixtures.face.advanceWidth(glyph: 78) == 400)
    }

    @Test func checksumsAreValid() throws {
        let data = Fixtures.fontData
        let raw = RawFont(data)
        var verified = 0
        for (tag, t) in raw.tables {
            var sum = RawFont.sum(raw.bytes[t.offset..<(t.offset + t.length)])
            if tag == "head" { sum = sum &- raw.u32(t.offset + 8) }
            #expect(sum == t.checksum, "checksum of \(tag)")
            verified += 1
        }
        #expect(verified == 13)
        // Whole-file checksum including checkSumAdjustment must be 0xB1B0AFBA.
        #expect(RawFont.sum(raw.bytes[...]) == 0xB1B0_AFBA)
        #expect(Fixtures.face.tablesWithBadChecksums().isEmpty)
    }

    @Test func latinOnlyVariant() throws {
        let face = try FontFace(data: TestFontBuilder.makeFontData(family: "Latin Only", includeCJK: false))
        #expect(face.familyName == "Latin Only")
        #expect(face.numGlyphs == 79)
        #expect(face.glyphID(for: "A") == 2)
        #expect(face.glyphID(for: "안") == nil)
        #expect(face.glyphID(for: "ね") == nil)
        #expect(face.glyphID(for: " ") == 1)
    }

    @Test func hangulOnlyVariantHasNoLayoutTables() throws {
        let face = try FontFace(data: TestFontBuilder.makeFontData(family: "Hangul Only", glyphSets: .hangul))
        #expect(face.numGlyphs == 2 + 16)
        #expect(face.glyphID(for: "A") == nil)
        #expect(face.glyphID(for: "안") == 2)
        #expect(face.tableTags.contains("GPOS") == false)
        #expect(face.kerningTableTag == nil)
    }

    @Test func boldItalicStyleBits() throws {
        let face = try FontFace(data: TestFontBuilder.makeFontData(family: "Styled", glyphSets: .latin, weight: 700, italic: true))
        #expect(face.weight == 700)
        #expect(face.isItalic)
        #expect(face.styleName == "Bold Italic")
    }

    @Test func collectionOfThreeFaces() throws {
        var a = TestFontBuilder.Options(); a.family = "Coll A"; a.glyphSets = .latin
        var b = TestFontBuilder.Options(); b.family = "Coll B"; b.glyphSets = .hangul
        var c = TestFontBuilder.Options(); c.family = "Coll C"; c.glyphSets = .kana; c.outlineFormat = .cff
        let data = TestFontBuilder.makeCollectionData([a, b, c])
        #expect(FontCollection.isCollection(data))
        #expect(try FontCollection.faceCount(in: data) == 3)
        let faces = try FontFace.faces(in: data)
        #expect(faces.map(\.familyName) == ["Coll A", "Coll B", "Coll C"])
        #expect(faces.map(\.faceIndex) == [0, 1, 2])
        #expect(faces.map(\.numGlyphs) == [79, 18, 29])
        #expect(faces.allSatisfy { $0.tablesWithBadChecksums().isEmpty })
        let second = try FontFace(data: data, faceIndex: 1)
        #expect(second.glyphID(for: "녕") == 3)
        #expect(throws: FontError.self) { try FontFace(data: data, faceIndex: 3) }
        // The CFF member draws kana through a global subroutine.
        let outline = try faces[2].outline(glyph: try #require(faces[2].glyphID(for: "ね")))
        #expect(outline.bounds == GlyphBounds(minX: 100, minY: -50, maxX: 900, maxY: 750))
    }
}
