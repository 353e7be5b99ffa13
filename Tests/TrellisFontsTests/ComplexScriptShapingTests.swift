import Foundation
import Testing
@testable import TrellisFonts

/// Noto fonts (Debian fonts-noto-core, fonts-noto-color-emoji) used by the complex-script tests.
enum NotoFonts {
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let hebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let thai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"

    /// The face at `path`; records a failure in CI (where .ci/run installs the fonts)
    /// and returns nil elsewhere when the font is missing.
    static func face(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> FontFace? {
        if let face = try? FontFace.load(path: path).first { return face }
        #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing font \(path)", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite struct ComplexScriptShapingTests {
    /// The example: HarfBuzz gives 4818 units (81.906 pt at 17 pt); the run is
    /// one right-to-left run with the joined forms in visual order.
    @Test func arabicGreetingMatchesHarfBuzzWidth() throws {
        guard let face = NotoFonts.face(NotoFonts.arabic) else { return }
        let shaper = Shaper(cacheCapacity: 8)
        let runs = shaper.shape("مرحبا بالعالم", face: face, size: 17)
        #expect(runs.count == 1)
        #expect(runs[0].isRightToLeft)
        #expect(runs[0].script == .arabic)
        #expect(abs(runs.totalWidth - 81.906) < 1e-9)
        #expect(runs[0].glyphs.map(\.glyph) == [770, 667, 47, 12, 667, 47, 102, 3, 47, 104, 417, 979, 771])
        // The first glyph drawn (leftmost) is the last letter, ميم final: UTF-16 offset 12.
        #expect(runs[0].glyphs.first?.cluster == 12..<13)
        #expect(runs[0].glyphs.last?.cluster == 0..<1)
    }

    /// Lam + alef form one ligature glyph covering both characters.
    @Test func lamAlefLigatureCoversBothCharacters() throws {
        guard let face = NotoFonts.face(NotoFonts.arabic) else { return }
        let runs = Shaper(cacheCapacity: 8).shape("لا", face: face, size: 10)
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.count == 1)
        #expect(runs[0].glyphs[0].cluster == 0..<2)
    }

    /// Hebrew points are attached by GPOS mark positioning and ordered like HarfBuzz
    /// (shin dot before qamats): zero advance, offsets from the anchors.
    @Test func hebrewMarksArePositioned() throws {
        guard let face = NotoFonts.face(NotoFonts.hebrew) else { return }
        let runs = Shaper(cacheCapacity: 8).shape("שָׁלוֹם", face: face, size: 1000)
        #expect(runs.count == 1)
        let g = runs[0].glyphs
        #expect(g.map(\.glyph) == [23, 46, 124, 55, 79, 100, 96])
        #expect(g.map(\.advance) == [684, 0, 291, 522, 0, 0, 730])
        #expect(g.map(\.xOffset) == [0, 82, -10, 0, 227, 539, 0])
        #expect(runs.totalWidth == 2227)
    }

    /// A ZWJ family sequence and a flag are one glyph each, each covering its whole
    /// grapheme cluster (UTF-16: 11 units for the family, 4 for the flag).
    @Test func emojiSequencesAreSingleClusters() throws {
        guard let face = NotoFonts.face(NotoFonts.emoji) else { return }
        let runs = Shaper(cacheCapacity: 8).shape("👨‍👩‍👧‍👦🇯🇵", face: face, size: 17)
        let glyphs = runs.flatMap(\.glyphs)
        #expect(glyphs.map(\.glyph) == [2105, 1639])
        #expect(glyphs.map(\.cluster) == [0..<11, 11..<15])
        let expectedWidth: Double = 5100.0 * 17 / 2048
        #expect(runs.totalWidth == expectedWidth)
    }

    /// Skin-tone modifiers and keycaps form single glyphs.
    @Test func modifiersAndKeycapsLigate() throws {
        guard let face = NotoFonts.face(NotoFonts.emoji) else { return }
        let shaper = Shaper(cacheCapacity: 8)
        #expect(shaper.shape("👍🏽", face: face, size: 10).flatMap(\.glyphs).count == 1)
        #expect(shaper.shape("1️⃣", face: face, size: 10).flatMap(\.glyphs).count == 1)
    }

    /// Devanagari through the public shaper: the reph of "कर्म" is drawn after the base
    /// (glyphs as HarfBuzz: क, म, reph), and the pre-base matra of "कि" comes first.
    @Test func devanagariRephAndPreBaseMatra() throws {
        guard let face = NotoFonts.face(NotoFonts.devanagari) else { return }
        let shaper = Shaper(cacheCapacity: 8)
        let karma = shaper.shape("कर्म", face: face, size: 10)
        #expect(karma.count == 1)
        #expect(karma[0].script.name == "Devanagari")
        #expect(karma.flatMap(\.glyphs).map(\.glyph) == [25, 50, 181])
        let kitab = shaper.shape("किताब", face: face, size: 10).flatMap(\.glyphs)
        #expect(kitab.map(\.glyph) == [607, 25, 40, 66, 48])
        // The matra and its consonant form one cluster (UTF-16 0..<2).
        #expect(kitab[0].cluster == 0..<2 && kitab[1].cluster == 0..<2)
    }

    /// Thai SARA AM is split into NIKHAHIT + SARA AA like HarfBuzz does.
    @Test func thaiSaraAmDecomposes() throws {
        guard let face = NotoFonts.face(NotoFonts.thai) else { return }
        let glyphs = Shaper(cacheCapacity: 8).shape("น้ำ", face: face, size: 10).flatMap(\.glyphs)
        #expect(glyphs.count == 4)
        #expect(glyphs[0].glyph == face.glyphID(for: "น"))
        #expect(glyphs[3].glyph == face.glyphID(for: "\u{0E32}"))
    }

    /// Switching off kerning drops the `kern` lookups from the plan; lam-alef is `rlig`
    /// (required), so it forms even without `.ligatures`.
    @Test func featureSwitchesReachTheLayoutModel() throws {
        guard let face = NotoFonts.face(NotoFonts.arabic) else { return }
        let all = OTShapePlan(tables: face.otLayoutTables, script: .arabic, rightToLeft: true)
        let noKern = OTShapePlan(tables: face.otLayoutTables, script: .arabic, rightToLeft: true, features: [.ligatures])
        #expect(noKern.gposStages.flatMap { $0 }.count < all.gposStages.flatMap { $0 }.count)
        let runs = Shaper(cacheCapacity: 8).shape("لا", face: face, size: 10, features: [])
        #expect(runs.flatMap(\.glyphs).count == 1)
    }

    @Test func unicodeTables() {
        #expect(UnicodeScript("ب") == .arabic)
        #expect(UnicodeScript("א") == .hebrew)
        #expect(UnicodeScript(" ") == .common)
        #expect(BidiClass("ب") == .AL)
        #expect(BidiClass("א") == .R)
        #expect(BidiClass("1") == .EN)
        #expect(BidiClass("\u{0661}") == .AN)
        #expect(BidiClass("\u{2067}") == .RLI)
        #expect(JoiningType("ب") == .dual)
        #expect(JoiningType("ا") == .right)
        #expect(JoiningType("\u{064E}") == .transparent)
        #expect(BidiPairs.mirror("(") == ")")
        #expect(BidiPairs.brackets[0x28]?.isOpening == true)
    }
}

/// Damaged GSUB/GPOS/GDEF data never crashes or hangs the layout model: every shaping
/// call returns, with at most the substitution cap of glyphs.
@Suite struct DamagedLayoutTableTests {
    @Test func corruptedLayoutTablesShapeWithoutCrashing() throws {
        guard let data = FileManager.default.contents(atPath: NotoFonts.arabic) else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing \(NotoFonts.arabic)")
            return
        }
        let raw = RawFont(data)
        var regions: [(Int, Int)] = []
        for i in 0..<raw.u16(4) {
            let p = 12 + 16 * i
            let tag = String(decoding: raw.bytes[p..<(p + 4)], as: UTF8.self)
            if ["GSUB", "GPOS", "GDEF"].contains(tag) { regions.append((Int(raw.u32(p + 8)), Int(raw.u32(p + 12)))) }
        }
        #expect(regions.count == 3)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var shaped = 0
        for _ in 0..<40 {
            var bytes = raw.bytes
            for _ in 0..<64 {
                let (offset, length) = regions[next() % regions.count]
                guard length > 0 else { continue }
                bytes[offset + next() % length] = UInt8(truncatingIfNeeded: next())
            }
            guard let face = try? FontFace(data: Data(bytes)) else { continue }
            let input = Array("مُحَمَّد لا بِسْمِ".unicodeScalars.enumerated().map { ($0.element, $0.offset) })
            let glyphs = OTShaper.shape(input, face: face, script: .arabic, rightToLeft: true)
            #expect(glyphs.count <= 16_384)
            shaped += 1
        }
        #expect(shaped == 40)
    }
}
