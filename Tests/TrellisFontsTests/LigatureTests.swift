import Foundation
import Testing
@testable import TrellisFonts

@Suite struct LigatureTests {
    @Test func fiLigatureReplacesTwoGlyphs() throws {
        let face = Fixtures.face
        let f = try #require(face.glyphID(for: "f")), i = try #require(face.glyphID(for: "i"))
        let a = try #require(face.glyphID(for: "a"))
        let result = face.applyLigatures([a, f, i, f, a, i])
        #expect(result.glyphs == [a, 77, f, a, i])
        #expect(result.clusters == [0..<1, 1..<3, 3..<4, 4..<5, 5..<6])
        #expect(face.advanceWidth(glyph: 77) == 850)
    }

    @Test func shapedFiIsOneGlyph() throws {
        let shaper = Shaper()
        let runs = shaper.shape("fi", face: Fixtures.face, size: 20)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.count == 1)
        #expect(runs[0].glyphs[0].glyph == 77)
        #expect(runs[0].glyphs[0].cluster == 0..<2)
        #expect(runs[0].width == 17)  // 850 * 20 / 1000
        let off = shaper.shape("fi", face: Fixtures.face, size: 20, features: [])
        #expect(off[0].glyphs.count == 2)
        #expect(off[0].width == 20)  // (500 + 500) * 20 / 1000
    }

    @Test func ligatureInsideWordKeepsClusters() throws {
        let text = "find fit"
        let runs = Shaper().shape(text, face: Fixtures.face, size: 10)
        let glyphs = runs.flatMap(\.glyphs)
        #expect(glyphs.count == 6)
        #expect(glyphs.map(\.cluster) == [0..<2, 2..<3, 3..<4, 4..<5, 5..<7, 7..<8])
        #expect(String(text[glyphs[4].clusterRange(in: text)]) == "fi")
        // 850 + 500 + 500 + 250 + 850 + 500 = 3450 units
        #expect(runs.totalWidth == 34.5)
    }

    @Test func extensionLookupLigature() throws {
        let face = try Fixtures.face { $0.useExtensionLookups = true }
        let f = try #require(face.glyphID(for: "f")), i = try #require(face.glyphID(for: "i"))
        #expect(face.applyLigatures([f, i]).glyphs == [77])
    }

    @Test func noGSUBMeansIdentity() throws {
        let face = try Fixtures.face { $0.includeGSUB = false }
        let f = try #require(face.glyphID(for: "f")), i = try #require(face.glyphID(for: "i"))
        let result = face.applyLigatures([f, i])
        #expect(result.glyphs == [f, i])
        #expect(result.clusters == [0..<1, 1..<2])
    }
}
