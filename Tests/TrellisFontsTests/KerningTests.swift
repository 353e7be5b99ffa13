import Foundation
import Testing
@testable import TrellisFonts

@Suite struct KerningTests {
    private func pair(_ face: FontFace, _ l: Unicode.Scalar, _ r: Unicode.Scalar) throws -> Int {
        face.kerning(left: try #require(face.glyphID(for: l)), right: try #require(face.glyphID(for: r)))
    }

    @Test func gposPairPosFormat1() throws {
        let face = Fixtures.face
        #expect(face.kerningTableTag == "GPOS")
        #expect(try pair(face, "A", "V") == -80)
        #expect(try pair(face, "V", "A") == 0)
        #expect(try pair(face, "A", "A") == 0)
    }

    @Test func gposPairPosFormat2() throws {
        let face = try Fixtures.face { $0.pairPosFormat = 2 }
        #expect(face.kerningTableTag == "GPOS")
        #expect(try pair(face, "A", "V") == -80)
        #expect(try pair(face, "A", "W") == 0)
        #expect(try pair(face, "B", "V") == 0)
    }

    @Test func extensionLookups() throws {
        for format in [1, 2] {
            let face = try Fixtures.face { $0.pairPosFormat = format; $0.useExtensionLookups = true }
            #expect(face.kerningTableTag == "GPOS")
            #expect(try pair(face, "A", "V") == -80)
            #expect(face.layoutErrors.isEmpty)
        }
    }

    @Test func legacyKernTableFallback() throws {
        let face = try Fixtures.face { $0.includeGPOS = false }
        #expect(face.kerningTableTag == "kern")
        #expect(try pair(face, "A", "V") == -80)
        #expect(try pair(face, "V", "A") == 0)
        let none = try Fixtures.face { $0.includeGPOS = false; $0.includeKern = false }
        #expect(none.kerningTableTag == nil)
        #expect(try pair(none, "A", "V") == 0)
    }

    @Test func shapedAVWidth() throws {
        let shaper = Shaper()
        // (600 + 600 - 80) * 12 / 1000
        #expect(shaper.width(of: "AV", face: Fixtures.face, size: 12) == 13.44)
        #expect(shaper.width(of: "AV", face: Fixtures.face, size: 12, features: [.ligatures]) == 14.4)
        let runs = shaper.shape("AVA", face: Fixtures.face, size: 10)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.map(\.advance) == [5.2, 6.0, 6.0])
        #expect(runs[0].width == 17.2)
    }
}
