import Foundation
import Testing
@testable import TrellisFonts

@Suite struct OutlineTests {
    private func outline(_ face: FontFace, _ s: Unicode.Scalar) throws -> GlyphOutline {
        try face.outline(glyph: try #require(face.glyphID(for: s)))
    }

    @Test func rectangleGlyph() throws {
        let o = try outline(Fixtures.face, "H")
        #expect(o.commands == [.moveTo(x: 50, y: 0), .lineTo(x: 50, y: 700), .lineTo(x: 550, y: 700), .lineTo(x: 550, y: 0), .close])
        #expect(o.bounds == GlyphBounds(minX: 50, minY: 0, maxX: 550, maxY: 700))
    }

    @Test func quadraticContour() throws {
        let o = try outline(Fixtures.face, "O")
        #expect(o.commands == [
            .moveTo(x: 300, y: 0), .quadTo(cx: 550, cy: 0, x: 550, y: 350), .quadTo(cx: 550, cy: 700, x: 300, y: 700),
            .quadTo(cx: 50, cy: 700, x: 50, y: 350), .quadTo(cx: 50, cy: 0, x: 300, y: 0), .close,
        ])
    }

    @Test func impliedOnCurvePoints() throws {
        let o = try outline(Fixtures.face, "o")
        #expect(o.commands == [
            .moveTo(x: 50, y: 250), .quadTo(cx: 50, cy: 0, x: 250, y: 0), .quadTo(cx: 450, cy: 0, x: 450, y: 250),
            .quadTo(cx: 450, cy: 500, x: 250, y: 500), .quadTo(cx: 50, cy: 500, x: 50, y: 250), .close,
        ])
    }

    @Test func multipleContoursAndEmptyGlyph() throws {
        let ellipsis = try outline(Fixtures.face, "\u{2026}")
        #expect(ellipsis.contourCount == 3)
        #expect(ellipsis.bounds == GlyphBounds(minX: 50, minY: 0, maxX: 750, maxY: 100))
        let space = try outline(Fixtures.face, " ")
        #expect(space.isEmpty)
        #expect(space.bounds == .zero)
    }

    @Test func compositeWithOffsets() throws {
        let fi = try Fixtures.face.outline(glyph: 77)
        #expect(fi.commands == [
            .moveTo(x: 50, y: 0), .lineTo(x: 50, y: 500), .lineTo(x: 450, y: 500), .lineTo(x: 450, y: 0), .close,
            .moveTo(x: 400, y: 0), .lineTo(x: 400, y: 500), .lineTo(x: 800, y: 500), .lineTo(x: 800, y: 0), .close,
        ])
    }

    @Test func compositeWithScale() throws {
        let left = try outline(Fixtures.face, "\u{AB}")
        #expect(left.commands == [.moveTo(x: 350, y: 100), .lineTo(x: 50, y: 250), .lineTo(x: 350, y: 400), .close])
        let right = try outline(Fixtures.face, "\u{BB}")
        #expect(right.commands == [.moveTo(x: 50, y: 100), .lineTo(x: 350, y: 250), .lineTo(x: 50, y: 400), .close])
    }

    @Test func cffOutlines() throws {
        let face = try Fixtures.face { $0.outlineFormat = .cff }
        #expect(face.tableTags.contains("CFF "))
        #expect(face.tableTags.contains("glyf") == false)
        // H: width operand, hstem/vstem hints, hintmask, then rmoveto + vlineto.
        let h = try outline(face, "H")
        #expect(h.commands == [.moveTo(x: 50, y: 0), .lineTo(x: 50, y: 700), .lineTo(x: 550, y: 700), .lineTo(x: 550, y: 0), .close])
        // O: each quadratic becomes an exact cubic with controls at 2/3.
        let o = try outline(face, "O")
        #expect(o.commands.count == 6)
        guard case let .cubicTo(c1x, c1y, c2x, c2y, x, y) = o.commands[1] else {
            Issue.record("expected cubic, got \(o.commands[1])")
            return
        }
        #expect(abs(c1x - 466.6667) < 0.01 && c1y == 0)
        #expect(c2x == 550 && abs(c2y - 116.6667) < 0.01)
        #expect(x == 550 && y == 350)
        #expect(o.bounds.maxX == 550 && abs(o.bounds.maxY - 700) < 0.001)
        // Hangul glyphs come from a local subroutine, composites are flattened.
        let hangul = try outline(face, "안")
        #expect(hangul.commands == [.moveTo(x: 100, y: -50), .lineTo(x: 100, y: 750), .lineTo(x: 900, y: 750), .lineTo(x: 900, y: -50), .close])
        let right = try outline(face, "\u{BB}")
        #expect(right.commands == [.moveTo(x: 50, y: 100), .lineTo(x: 350, y: 250), .lineTo(x: 50, y: 400), .close])
        #expect(try face.outline(glyph: 77).contourCount == 2)
        // capHeight/xHeight still come from OS/2.
        #expect(face.capHeight == 700)
    }

    @Test func cff2IsReportedAsUnavailable() throws {
        var options = TestFontBuilder.Options()
        options.outlineFormat = .cff
        var tables = TestFont(options: options).tables()
        tables["CFF2"] = tables.removeValue(forKey: "CFF ")
        let face = try FontFace(data: SfntWriter.font(sfntVersion: FontFile.otto, tables: tables))
        do {
            _ = try face.outline(glyph: 2)
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.kind == .outlinesUnavailable)
            #expect(error.description == "outlines unavailable: CFF2 (variable CFF) outlines are not supported")
        }
        // Metrics and mapping still work without outlines.
        #expect(face.advanceWidth(glyph: try #require(face.glyphID(for: "A"))) == 600)
        #expect(face.capHeight == 700)
    }

    @Test(.enabled(if: SystemFonts.hasDejaVu)) func dejaVuCompositeAccent() throws {
        let face = try #require(try FontFace.load(path: SystemFonts.dejaVuSans).first)
        let glyph = try #require(face.glyphID(for: "é"))
        #expect(glyph == 171)
        let o = try face.outline(glyph: glyph)
        // 'e' (2 contours) + 'acute' (1 contour) offset by 139 units.
        #expect(o.contourCount == 3)
        #expect(o.bounds == GlyphBounds(minX: 113, minY: -29, maxX: 1151, maxY: 1638))
    }

    @Test(.enabled(if: SystemFonts.hasDejaVu)) func dejaVuSimpleGlyphBoundsMatchGlyfHeader() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: SystemFonts.dejaVuSans))
        let face = try FontFace(data: data)
        let raw = RawFont(data)
        let glyf = raw.tables["glyf"]!.offset, loca = raw.tables["loca"]!.offset
        var checked = 0
        var stale: [Int] = []
        for g in 0..<face.numGlyphs {
            let start = Int(raw.u32(loca + 4 * g)), end = Int(raw.u32(loca + 4 * g + 4))
            guard end > start, raw.i16(glyf + start) > 0 else { continue }
            let o = try face.outline(glyph: UInt16(g))
            let header = GlyphBounds(minX: Double(raw.i16(glyf + start + 2)), minY: Double(raw.i16(glyf + start + 4)),
                                     maxX: Double(raw.i16(glyf + start + 6)), maxY: Double(raw.i16(glyf + start + 8)))
            if o.bounds != header { stale.append(g) }
            checked += 1
        }
        #expect(checked == 3583)
        // DejaVu Sans ships 18 glyphs whose stored bbox is off by one unit (verified
        // independently); e.g. glyph 482 stores yMax 1522 while its highest point is 1521.
        #expect(stale.count == 18)
        #expect(stale.contains(482))
        #expect(try face.outline(glyph: 482).bounds.maxY == 1521)
    }
}
