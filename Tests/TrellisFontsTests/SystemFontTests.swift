import Foundation
import Testing
@testable import TrellisFonts

@Suite struct SystemFontTests {
    @Test(.enabled(if: SystemFonts.hasDejaVu)) func dejaVuMetrics() throws {
        let face = try #require(try FontFace.load(path: SystemFonts.dejaVuSans).first)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.filePath == SystemFonts.dejaVuSans)
        #expect(face.unitsPerEm == 2048)
        #expect(face.ascender == 1901)
        #expect(face.descender == -483)
        #expect(face.lineGap == 0)
        #expect(face.numGlyphs == 6253)
        #expect(face.weight == 400)
        #expect(face.kerningTableTag == "GPOS")
        // OS/2 version 1: cap height and x-height come from the 'H' and 'x' outlines.
        #expect(face.capHeight == 1493)
        #expect(face.xHeight == 1120)
    }

    @Test(.enabled(if: SystemFonts.hasDejaVu)) func dejaVuHelloWorldWidth() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: SystemFonts.dejaVuSans))
        let face = try FontFace(data: data)
        let text = "Hello, World"
        // Independent path: raw cmap format 4 + hmtx + legacy kern table.
        let raw = RawFont(data)
        let glyphs = text.unicodeScalars.map { raw.glyph(Int($0.value)) }
        #expect(glyphs == text.unicodeScalars.map { Int(face.glyphID(for: $0)!) })
        let advances = glyphs.map { raw.advance($0) }
        #expect(advances == [1540, 1260, 569, 569, 1253, 651, 651, 2025, 1253, 842, 569, 1300])
        let kerning = zip(glyphs, glyphs.dropFirst()).map { raw.kern($0, $1) }
        #expect(kerning.reduce(0, +) == -120)  // "Wo"
        let expected = Double(advances.reduce(0, +) + kerning.reduce(0, +)) * 17 / 2048
        let width = Shaper().width(of: text, face: face, size: 17)
        #expect(abs(width - expected) < 1e-9)
        #expect(abs(width - 102.6142578125) < 1e-9)
        let unkerned = Shaper().width(of: text, face: face, size: 17, features: [.ligatures])
        #expect(abs(unkerned - 12482.0 * 17 / 2048) < 1e-9)
    }

    @Test(.enabled(if: SystemFonts.hasDejaVu)) func dejaVuClassKerning() throws {
        let face = try #require(try FontFace.load(path: SystemFonts.dejaVuSans).first)
        // Values cross-checked with an independent GPOS reader (fontTools).
        let pairs: [(Unicode.Scalar, Unicode.Scalar, Int)] = [("A", "V", -131), ("V", "A", -131), ("A", "T", -159),
                                                              ("T", "A", -159), ("T", "o", -348), ("L", "T", -282), ("W", "o", -120)]
        for (l, r, v) in pairs {
            #expect(face.kerning(left: face.glyphID(for: l)!, right: face.glyphID(for: r)!) == v, "\(l)\(r)")
        }
        #expect(Shaper().width(of: "AVATAR Tomato, LTV", face: face, size: 2048) == 20624)
    }

    @Test(.enabled(if: SystemFonts.hasNanum)) func nanumGothicHangul() throws {
        let face = try #require(try FontFace.load(path: SystemFonts.nanumGothic).first)
        #expect(face.familyName == "NanumGothic")
        #expect(face.unitsPerEm == 1000)
        #expect(face.numGlyphs == 20138)
        #expect(face.ascender == 920)
        #expect(face.descender == -230)
        for s in "안녕하세요 세계 여러분고양이".unicodeScalars {
            #expect(face.glyphID(for: s) != nil)
        }
        #expect(face.advanceWidth(glyph: try #require(face.glyphID(for: "안"))) == 940)
        #expect(face.advanceWidth(glyph: try #require(face.glyphID(for: "A"))) == 727)
        #expect(try face.outline(glyph: face.glyphID(for: "안")!).contourCount > 0)
        #expect(face.kerningTableTag == "kern")
        // 11 characters: 10 syllables at 940 + 2 spaces.
        let space = face.advanceWidth(glyph: face.glyphID(for: " ")!)
        #expect(Shaper().width(of: "안녕하세요 세계 여러분", face: face, size: 1000, features: [.ligatures]) == Double(10 * 940 + 2 * space))
    }

    @Test(.enabled(if: SystemFonts.hasIPA)) func ipaGothicKana() throws {
        let face = try #require(try FontFace.load(path: SystemFonts.ipaGothic).first)
        #expect(face.familyName == "IPAGothic")
        #expect(face.unitsPerEm == 2048)
        #expect(face.numGlyphs == 12728)
        for s in "ねこ日本語の文章、これは。テスト".unicodeScalars {
            let g = try #require(face.glyphID(for: s))
            #expect(face.advanceWidth(glyph: g) == 2048)
        }
        #expect(face.glyphID(for: "안") == nil)
        #expect(face.advanceWidth(glyph: face.glyphID(for: "A")!) == 1024)
        #expect(try face.outline(glyph: face.glyphID(for: "ね")!).contourCount > 0)
    }
}
