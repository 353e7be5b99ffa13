import Foundation

/// Table encoders for ``TestFontBuilder`` (core tables and TrueType outlines).
struct TestFont {
    let options: TestFontBuilder.Options
    let glyphs: [TestGlyph]

    init(options: TestFontBuilder.Options) {
        self.options = options
        self.glyphs = TestGlyph.repertoire(options.glyphSets)
    }

    var sfntVersion: UInt32 { options.outlineFormat == .cff ? FontFile.otto : FontFile.trueTypeVersion }

    func glyphIndex(_ name: String) -> Int? { glyphs.firstIndex { $0.name == name } }

    /// All tables keyed by tag.
    func tables() -> [String: [UInt8]] {
        var tables: [String: [UInt8]] = [
            "head": head(), "hhea": hhea(), "maxp": maxp(), "OS/2": os2(), "hmtx": hmtx(),
            "cmap": cmap(), "name": name(), "post": post(),
        ]
        switch options.outlineFormat {
        case .trueType:
            let (glyf, loca) = glyfAndLoca()
            tables["glyf"] = glyf
            tables["loca"] = loca
        case .cff:
            tables["CFF "] = cff()
        }
        if options.glyphSets.contains(.latin) {
            if options.includeKern { tables["kern"] = kern() }
            if options.includeGPOS { tables["GPOS"] = gpos() }
            if options.includeGSUB { tables["GSUB"] = gsub() }
        }
        return tables
    }

    private var fontBounds: (xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
        var result: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)?
        for i in glyphs.indices {
            guard let b = TestGlyph.bounds(i, in: glyphs) else { continue }
            if let r = result {
                result = (min(r.xMin, b.xMin), min(r.yMin, b.yMin), max(r.xMax, b.xMax), max(r.yMax, b.yMax))
            } else {
                result = b
            }
        }
        return result ?? (0, 0, 0, 0)
    }

    func head() -> [UInt8] {
        var w = ByteWriter()
        let b = fontBounds
        w.u32(0x0001_0000 as UInt32)  // version
        w.u32(0x0001_0000 as UInt32)  // fontRevision
        w.u32(0 as UInt32)  // checkSumAdjustment (filled by SfntWriter)
        w.u32(HeadTable.magic)
        w.u16(0x000B)  // flags: baseline at 0, lsb at 0, integer ppem
        w.u16(1000)  // unitsPerEm
        for _ in 0..<16 { w.u8(0) }  // created, modified
        w.i16(b.xMin); w.i16(b.yMin); w.i16(b.xMax); w.i16(b.yMax)
        var macStyle = 0
        if options.weight >= 700 { macStyle |= 1 }
        if options.italic { macStyle |= 2 }
        w.u16(macStyle)
        w.u16(8)  // lowestRecPPEM
        w.i16(2)  // fontDirectionHint
        w.i16(0)  // indexToLocFormat: short offsets
        w.i16(0)  // glyphDataFormat
        return w.bytes
    }

    /// Number of long horizontal metrics: trailing glyphs with the same advance share one.
    var numberOfHMetrics: Int {
        var n = glyphs.count
        while n > 1 && glyphs[n - 1].advance == glyphs[n - 2].advance { n -= 1 }
        return n
    }

    func hhea() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000 as UInt32)
        w.i16(800); w.i16(-200); w.i16(0)
        w.u16(glyphs.map(\.advance).max() ?? 0)
        var minLSB = Int.max, minRSB = Int.max, maxExtent = 0
        for i in glyphs.indices {
            guard let b = TestGlyph.bounds(i, in: glyphs) else { continue }
            minLSB = min(minLSB, b.xMin)
            minRSB = min(minRSB, glyphs[i].advance - b.xMax)
            maxExtent = max(maxExtent, b.xMax)
        }
        w.i16(minLSB == Int.max ? 0 : minLSB)
        w.i16(minRSB == Int.max ? 0 : minRSB)
        w.i16(maxExtent)
        w.i16(1); w.i16(0); w.i16(0)  // caret slope rise/run, offset
        for _ in 0..<4 { w.i16(0) }
        w.i16(0)  // metricDataFormat
        w.u16(numberOfHMetrics)
        return w.bytes
    }

    func maxp() -> [UInt8] {
        var w = ByteWriter()
        if options.outlineFormat == .cff {
            w.u32(0x0000_5000 as UInt32)
            w.u16(glyphs.count)
            return w.bytes
        }
        var maxPoints = 0, maxContours = 0, maxCompositePoints = 0, maxCompositeContours = 0, maxComponents = 0
        for (i, g) in glyphs.enumerated() {
            let flat = TestGlyph.flatten(i, in: glyphs)
            let points = flat.reduce(0) { $0 + $1.count }
            if g.components.isEmpty {
                maxPoints = max(maxPoints, points); maxContours = max(maxContours, flat.count)
            } else {
                maxCompositePoints = max(maxCompositePoints, points)
                maxCompositeContours = max(maxCompositeContours, flat.count)
                maxComponents = max(maxComponents, g.components.count)
            }
        }
        w.u32(0x0001_0000 as UInt32)
        w.u16(glyphs.count)
        w.u16(maxPoints); w.u16(maxContours); w.u16(maxCompositePoints); w.u16(maxCompositeContours)
        w.u16(2)  // maxZones
        for _ in 0..<6 { w.u16(0) }  // twilight, storage, fdefs, idefs, stack, hinting program size
        w.u16(maxComponents)
        w.u16(maxComponents > 0 ? 1 : 0)
        return w.bytes
    }

    func os2() -> [UInt8] {
        var w = ByteWriter()
        w.u16(4)  // version
        let advances = glyphs.map(\.advance).filter { $0 > 0 }
        w.i16(advances.reduce(0, +) / max(1, advances.count))  // xAvgCharWidth
        w.u16(options.weight)
        w.u16(5)  // usWidthClass normal
        w.u16(0)  // fsType: installable
        for v in [650, 600, 0, 75, 650, 600, 0, 350, 50, 250] { w.i16(v) }  // sub/superscript, strikeout
        w.i16(0)  // sFamilyClass
        w.append([2, 11, 5, 2, 2, 2, 2, 2, 2, 4])  // PANOSE (proportional)
        let hasLatin = options.glyphSets.contains(.latin)
        let range1: UInt32 = hasLatin ? 1 : 0  // Basic Latin
        var range2: UInt32 = 0
        if options.glyphSets.contains(.kana) { range2 |= (1 << (48 - 32)) | (1 << (49 - 32)) | (1 << (50 - 32)) | (1 << (59 - 32)) }
        if options.glyphSets.contains(.hangul) { range2 |= 1 << (56 - 32) }
        w.u32(range1); w.u32(range2); w.u32(0 as UInt32); w.u32(0 as UInt32)
        w.tag("TRLS")
        var fsSelection = 1 << 7  // USE_TYPO_METRICS
        if options.italic { fsSelection |= 1 }
        if options.weight >= 700 { fsSelection |= 1 << 5 }
        if !options.italic && options.weight < 700 { fsSelection |= 1 << 6 }
        w.u16(fsSelection)
        let codes = glyphs.compactMap { $0.scalar?.value }
        w.u16(Int(min(codes.min() ?? 0, 0xFFFF)))
        w.u16(Int(min(codes.max() ?? 0, 0xFFFF)))
        w.i16(800); w.i16(-200); w.i16(0)  // typo ascender, descender, line gap
        w.u16(800); w.u16(200)  // win ascent, descent
        w.u32(hasLatin ? 1 as UInt32 : 0); w.u32(0 as UInt32)  // code page ranges
        w.i16(500); w.i16(700)  // sxHeight, sCapHeight
        w.u16(0); w.u16(32); w.u16(2)  // default char, break char, max context
        return w.bytes
    }

    func hmtx() -> [UInt8] {
        var w = ByteWriter()
        let n = numberOfHMetrics
        for (i, g) in glyphs.enumerated() {
            let lsb = TestGlyph.bounds(i, in: glyphs)?.xMin ?? 0
            if i < n { w.u16(g.advance) }
            w.i16(lsb)
        }
        return w.bytes
    }

    /// (code point, glyph) pairs sorted by code point.
    var mapping: [(UInt32, Int)] {
        glyphs.enumerated().compactMap { i, g in g.scalar.map { ($0.value, i) } }.sorted { $0.0 < $1.0 }
    }

    func cmap() -> [UInt8] {
        let f4 = cmapFormat4()
        let f12 = cmapFormat12()
        var w = ByteWriter()
        w.u16(0); w.u16(3)
        let headerSize = 4 + 3 * 8
        w.u16(0); w.u16(3); w.u32(headerSize)
        w.u16(3); w.u16(1); w.u32(headerSize)
        w.u16(3); w.u16(10); w.u32(headerSize + f4.count)
        w.append(f4)
        w.append(f12)
        return w.bytes
    }

    /// Format 4: consecutive code runs become segments; runs whose glyphs are also
    /// consecutive use idDelta, others use idRangeOffset into glyphIdArray.
    func cmapFormat4() -> [UInt8] {
        let bmp = mapping.filter { $0.0 <= 0xFFFE }
        var runs: [[(UInt32, Int)]] = []
        for pair in bmp {
            if let last = runs.last?.last, last.0 + 1 == pair.0 {
                runs[runs.count - 1].append(pair)
            } else {
                runs.append([pair])
            }
        }
        struct Segment { var start: Int; var end: Int; var delta: Int; var glyphArray: [Int]? }
        var segments: [Segment] = runs.map { run in
            let delta = run[0].1 - Int(run[0].0)
            let uniform = run.allSatisfy { $0.1 - Int($0.0) == delta }
            return Segment(start: Int(run[0].0), end: Int(run.last!.0), delta: uniform ? delta : 0,
                           glyphArray: uniform ? nil : run.map(\.1))
        }
        segments.append(Segment(start: 0xFFFF, end: 0xFFFF, delta: 1, glyphArray: nil))
        let segCount = segments.count
        var entrySelector = 0
        while (1 << (entrySelector + 1)) <= segCount { entrySelector += 1 }
        let searchRange = 2 * (1 << entrySelector)
        var rangeOffsets: [Int] = []
        var glyphArray: [Int] = []
        for (i, s) in segments.enumerated() {
            if let array = s.glyphArray {
                rangeOffsets.append(2 * (segCount - i) + 2 * glyphArray.count)
                glyphArray.append(contentsOf: array)
            } else {
                rangeOffsets.append(0)
            }
        }
        var w = ByteWriter()
        w.u16(4)
        w.u16(16 + 8 * segCount + 2 * glyphArray.count)
        w.u16(0)
        w.u16(segCount * 2); w.u16(searchRange); w.u16(entrySelector); w.u16(segCount * 2 - searchRange)
        for s in segments { w.u16(s.end) }
        w.u16(0)
        for s in segments { w.u16(s.start) }
        for s in segments { w.u16((s.delta % 65536 + 65536) % 65536) }
        for r in rangeOffsets { w.u16(r) }
        for g in glyphArray { w.u16(g) }
        return w.bytes
    }

    func cmapFormat12() -> [UInt8] {
        var groups: [(start: UInt32, end: UInt32, glyph: Int)] = []
        for (code, glyph) in mapping {
            if let last = groups.last, last.end + 1 == code, last.glyph + Int(code - last.start) == glyph {
                groups[groups.count - 1].end = code
            } else {
                groups.append((code, code, glyph))
            }
        }
        var w = ByteWriter()
        w.u16(12); w.u16(0)
        w.u32(16 + 12 * groups.count)
        w.u32(0 as UInt32)
        w.u32(groups.count)
        for g in groups { w.u32(g.start); w.u32(g.end); w.u32(g.glyph) }
        return w.bytes
    }

    func name() -> [UInt8] {
        let postScript = (options.family + "-" + options.style).filter { !$0.isWhitespace }
        let records: [(UInt16, String)] = [
            (NameTable.ID.family, options.family),
            (NameTable.ID.subfamily, options.style),
            (NameTable.ID.uniqueID, "Trellis: \(options.family) \(options.style)"),
            (NameTable.ID.fullName, options.family + " " + options.style),
            (NameTable.ID.version, "Version 1.000"),
            (NameTable.ID.postScriptName, postScript),
        ]
        var storage = ByteWriter()
        var w = ByteWriter()
        w.u16(0); w.u16(records.count); w.u16(6 + 12 * records.count)
        for (id, value) in records {
            let units = Array(value.utf16)
            w.u16(3); w.u16(1); w.u16(0x0409); w.u16(id)
            w.u16(units.count * 2); w.u16(storage.count)
            for u in units { storage.u16(u) }
        }
        w.append(storage.bytes)
        return w.bytes
    }

    func post() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0003_0000 as UInt32)
        w.i32(options.italic ? -12 * 65536 : 0)
        w.i16(-100); w.i16(50)
        w.u32(0 as UInt32)  // isFixedPitch
        for _ in 0..<4 { w.u32(0 as UInt32) }
        return w.bytes
    }

    // MARK: glyf / loca

    func glyfAndLoca() -> ([UInt8], [UInt8]) {
        var glyf = ByteWriter()
        var loca = ByteWriter()
        for i in glyphs.indices {
            loca.u16(glyf.count / 2)
            glyf.append(encodeGlyph(i))
            glyf.pad(to: 4)
        }
        loca.u16(glyf.count / 2)
        return (glyf.bytes, loca.bytes)
    }

    private func encodeGlyph(_ index: Int) -> [UInt8] {
        let g = glyphs[index]
        guard let b = TestGlyph.bounds(index, in: glyphs) else { return [] }
        var w = ByteWriter()
        if !g.components.isEmpty {
            w.i16(-1)
            w.i16(b.xMin); w.i16(b.yMin); w.i16(b.xMax); w.i16(b.yMax)
            for (k, c) in g.components.enumerated() {
                var flags = 0x0002  // ARGS_ARE_XY_VALUES
                let words = !(-128...127).contains(c.dx) || !(-128...127).contains(c.dy)
                if words { flags |= 0x0001 }
                let scaled = c.xScale != 1 || c.yScale != 1
                if scaled { flags |= c.xScale == c.yScale ? 0x0008 : 0x0040 }
                if k < g.components.count - 1 { flags |= 0x0020 }
                w.u16(flags)
                w.u16(c.glyph)
                if words { w.i16(c.dx); w.i16(c.dy) } else { w.u8(UInt8(bitPattern: Int8(c.dx))); w.u8(UInt8(bitPattern: Int8(c.dy))) }
                if scaled {
                    w.i16(Int((c.xScale * 16384).rounded()))
                    if c.xScale != c.yScale { w.i16(Int((c.yScale * 16384).rounded())) }
                }
            }
            return w.bytes
        }
        let points = g.contours.flatMap { $0 }
        w.i16(g.contours.count)
        w.i16(b.xMin); w.i16(b.yMin); w.i16(b.xMax); w.i16(b.yMax)
        var end = -1
        for c in g.contours { end += c.count; w.u16(end) }
        w.u16(0)  // no hinting program (its length: 0)
        // Flags: short vectors for |d| <= 255, "same" for 0, repeat runs.
        var flags: [UInt8] = []
        var xBytes = ByteWriter(), yBytes = ByteWriter()
        var px = 0, py = 0
        for p in points {
            var f: UInt8 = p.onCurve ? 0x01 : 0
            let dx = p.x - px, dy = p.y - py
            px = p.x; py = p.y
            if dx == 0 { f |= 0x10 } else if abs(dx) <= 255 { f |= 0x02; if dx > 0 { f |= 0x10 }; xBytes.u8(UInt8(abs(dx))) } else { xBytes.i16(dx) }
            if dy == 0 { f |= 0x20 } else if abs(dy) <= 255 { f |= 0x04; if dy > 0 { f |= 0x20 }; yBytes.u8(UInt8(abs(dy))) } else { yBytes.i16(dy) }
            flags.append(f)
        }
        var i = 0
        while i < flags.count {
            var run = 1
            while i + run < flags.count && flags[i + run] == flags[i] && run < 256 { run += 1 }
            if run > 1 {
                w.u8(flags[i] | 0x08); w.u8(UInt8(run - 1))
            } else {
                w.u8(flags[i])
            }
            i += run
        }
        w.append(xBytes.bytes)
        w.append(yBytes.bytes)
        return w.bytes
    }
}
