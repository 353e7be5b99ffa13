import Foundation
import Testing
@testable import TrellisFonts

@Suite struct MalformedFontTests {
    private var bytes: [UInt8] { [UInt8](Fixtures.fontData) }

    private func tableOffset(_ tag: String) -> (record: Int, offset: Int, length: Int) {
        let raw = RawFont(Fixtures.fontData)
        for i in 0..<raw.u16(4) {
            let p = 12 + 16 * i
            if String(decoding: raw.bytes[p..<(p + 4)], as: UTF8.self) == tag {
                return (p, Int(raw.u32(p + 8)), Int(raw.u32(p + 12)))
            }
        }
        return (0, 0, 0)
    }

    private static func put32(_ v: UInt32, _ b: inout [UInt8], at p: Int) {
        for k in 0..<4 { b[p + k] = UInt8((v >> UInt32(24 - 8 * k)) & 0xFF) }
    }

    @Test func emptyAndTinyData() {
        #expect(throws: FontError.self) { try FontFace(data: Data()) }
        #expect(throws: FontError.self) { try FontFace(data: Data([0, 1, 0, 0, 0])) }
        #expect(throws: FontError.self) { try FontFace(data: Data("not a font at all".utf8)) }
    }

    @Test func truncatedFilesThrow() {
        let full = bytes
        var thrown = 0
        var lengths = 0
        for length in stride(from: 0, to: full.count - 4, by: 97) {
            lengths += 1
            do {
                _ = try FontFace(data: Data(full[0..<length]))
            } catch let error as FontError {
                thrown += 1
                #expect(error.kind == .truncated || error.kind == .badOffset)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(lengths == (full.count - 4 + 96) / 97)
        #expect(thrown == lengths)
    }

    @Test func truncatedMessageNamesTable() {
        var b = bytes
        let hmtx = tableOffset("hmtx")
        // Claim a tiny hmtx so the long metrics do not fit.
        Self.put32(8, &b, at: hmtx.record + 12)
        do {
            _ = try FontFace(data: Data(b))
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.kind == .truncated)
            #expect(error.description == "truncated table 'hmtx' at offset 0 (need 320 bytes, 8 left)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func tableDirectoryPointingOutsideFile() {
        var b = bytes
        let name = tableOffset("name")
        Self.put32(0xFFFF_FF00, &b, at: name.record + 8)
        do {
            _ = try FontFace(data: Data(b))
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.kind == .badOffset)
            #expect(error.description.hasPrefix("bad offset 4294967040 (length \(name.length)) in 'name'"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func badLocaOffsets() throws {
        var b = bytes
        let loca = tableOffset("loca")
        // Glyph 2 ('A'): make its end offset (entry 3) point far past the glyf table.
        b[loca.offset + 6] = 0xFF; b[loca.offset + 7] = 0xF0
        let face = try FontFace(data: Data(b))
        #expect(throws: FontError.self) { try face.outline(glyph: 2) }
        #expect(throws: FontError.self) { try face.outline(glyph: 3) }  // start > end now
        #expect(try face.outline(glyph: 4).contourCount == 1)  // undamaged neighbours still work
        #expect(throws: FontError.self) { try face.outline(glyph: UInt16(face.numGlyphs)) }
    }

    @Test func cmapWithBadSegCount() {
        let cmap = tableOffset("cmap")
        let raw = RawFont(Fixtures.fontData)
        let format4 = cmap.offset + Int(raw.u32(cmap.offset + 8))
        #expect(raw.u16(format4) == 4)
        for bad: UInt16 in [0xFFFE, 0x0007, 0] {
            var b = bytes
            b[format4 + 6] = UInt8(bad >> 8); b[format4 + 7] = UInt8(bad & 0xFF)
            #expect(throws: FontError.self) { try FontFace(data: Data(b)) }
        }
    }

    @Test func badCollectionHeader() {
        var b: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20]
        #expect(throws: FontError.self) { try FontFace.faces(in: Data(b)) }  // second offset missing
        b += [0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: FontError.self) { try FontFace.faces(in: Data(b)) }  // offsets beyond the file
    }

    @Test func corruptLayoutTablesDisableFeatures() throws {
        var b = bytes
        let gpos = tableOffset("GPOS")
        b[gpos.offset + 8] = 0xFF; b[gpos.offset + 9] = 0xF0  // lookupList offset beyond the table
        let face = try FontFace(data: Data(b))
        // GPOS fails, so the legacy kern table is used.
        #expect(face.kerningTableTag == "kern")
        #expect(face.kerning(left: 2, right: 23) == -80)
        #expect(face.layoutErrors.count == 1)
        #expect(face.layoutErrors.first?.kind == .badOffset)
    }

    /// Deterministic byte-flip fuzzing: every mutation either throws or yields a face whose
    /// whole API can be exercised without trapping.
    @Test func randomCorruptionNeverCrashes() {
        var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17
            return Int(rng % UInt64(Int.max))
        }
        var threw = 0, loaded = 0
        for variant in 0..<2 {
            var options = TestFontBuilder.Options()
            options.outlineFormat = variant == 0 ? .trueType : .cff
            let original = [UInt8](TestFontBuilder.makeFontData(options: options))
            for _ in 0..<150 {
                var b = original
                for _ in 0..<(1 + next() % 8) {
                    b[next() % b.count] = UInt8(next() % 256)
                }
                do {
                    let face = try FontFace(data: Data(b))
                    loaded += 1
                    for g in 0..<min(face.numGlyphs, 130) {
                        _ = try? face.outline(glyph: UInt16(g))
                        _ = face.advanceWidth(glyph: UInt16(g))
                        _ = face.kerning(left: UInt16(g), right: 23)
                    }
                    _ = face.applyLigatures([2, 33, 36, 3])
                    _ = Shaper().shape("AVfi 안녕 ねこ", face: face, size: 12)
                    _ = face.capHeight + face.xHeight
                } catch {
                    threw += 1
                }
            }
        }
        #expect(threw + loaded == 300)
    }

    /// Mutations targeted at each table in turn (both outline flavors, class-based
    /// kerning): every mutation either throws or yields a usable face.
    @Test func targetedTableCorruptionNeverCrashes() {
        var rng: UInt64 = 0x1234_5678_9ABC_DEF1
        func next() -> Int { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return Int(rng % UInt64(Int.max)) }
        var attempts = 0
        for variant in 0..<2 {
            var options = TestFontBuilder.Options()
            options.outlineFormat = variant == 0 ? .trueType : .cff
            options.pairPosFormat = 2
            options.useExtensionLookups = variant == 1
            let original = [UInt8](TestFontBuilder.makeFontData(options: options))
            let raw = RawFont(Data(original))
            for (_, t) in raw.tables.sorted(by: { $0.key < $1.key }) {
                for _ in 0..<60 {
                    attempts += 1
                    var b = original
                    for _ in 0..<(1 + next() % 4) {
                        b[t.offset + next() % max(1, t.length)] = next() % 3 == 0 ? 0xFF : UInt8(next() % 256)
                    }
                    guard let face = try? FontFace(data: Data(b)) else { continue }
                    for g in 0..<min(face.numGlyphs, 130) {
                        _ = try? face.outline(glyph: UInt16(g))
                        _ = face.kerning(left: UInt16(g), right: 23)
                    }
                    _ = face.applyLigatures([2, 33, 36, 3, 33, 36])
                    _ = Shaper().shape("AVfi 안녕 ねこ", face: face, size: 12)
                    _ = face.capHeight + face.xHeight
                }
            }
        }
        // 13 tables (glyf+loca) and 12 tables (CFF) × 60 mutations.
        #expect(attempts == 25 * 60)
    }
}
