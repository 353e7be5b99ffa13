import Foundation
import Testing
@testable import TrellisFonts

@Suite struct CmapTests {
    @Test func prefersFormat12() {
        #expect(Fixtures.face.cmapFormat == 12)
        #expect(Fixtures.face.cmap.selected.platformID == 3)
        #expect(Fixtures.face.cmap.selected.encodingID == 10)
    }

    @Test func format4AndFormat12Agree() throws {
        let face = Fixtures.face
        let table = try face.file.requiredTable("cmap")
        let f4 = try #require(try face.cmap.subtable(platformID: 3, encodingID: 1, in: table))
        let f12 = try #require(try face.cmap.subtable(platformID: 3, encodingID: 10, in: table))
        let unicode = try #require(try face.cmap.subtable(platformID: 0, encodingID: 3, in: table))
        #expect(f4.format == 4)
        #expect(f12.format == 12)
        #expect(unicode.format == 4)
        let text = "AZaz09 .,:;!?'\"-()\u{2026}\u{AB}\u{BB}" + TestFontBuilder.hangulCharacters + TestFontBuilder.kanaCharacters + TestFontBuilder.cjkPunctuation
        var mapped = 0
        for s in text.unicodeScalars {
            let g = f12.glyph(for: s.value)
            #expect(g != 0)
            #expect(f4.glyph(for: s.value) == g, "format 4 vs 12 for U+\(String(s.value, radix: 16))")
            #expect(unicode.glyph(for: s.value) == g)
            mapped += 1
        }
        #expect(mapped == 64)
        #expect(f4.glyph(for: 0x42) == 3)
        #expect(f4.glyph(for: 0x7E) == 0)  // '~' unmapped
        #expect(f12.glyph(for: 0x1F600) == 0)
    }

    @Test func idRangeOffsetSegments() throws {
        // ',' '-' '.' are consecutive code points with non-consecutive glyphs, so they
        // go through glyphIdArray; compare with the independent raw reader.
        let raw = RawFont(Fixtures.fontData)
        for (scalar, expected) in [(",", 65), ("-", 72), (".", 64)] as [(Unicode.Scalar, UInt16)] {
            #expect(Fixtures.face.glyphID(for: scalar) == expected)
            #expect(raw.glyph(Int(scalar.value)) == Int(expected))
        }
    }

    @Test func missingCharactersAreNil() {
        #expect(Fixtures.face.glyphID(for: "~") == nil)
        #expect(Fixtures.face.glyphID(for: "\u{1F600}") == nil)
        #expect(Fixtures.face.glyphID(for: "ㄱ") == nil)
        #expect(Fixtures.face.glyphID(for: "A") == 2)
        #expect(Fixtures.face.glyphID(for: "a") == 28)
        #expect(Fixtures.face.glyphID(for: "0") == 54)
    }
}
