import Foundation

/// A colour glyph image from the `CBDT`/`CBLC` tables (Noto Color Emoji's format): PNG
/// data drawn at a strike's pixels-per-em and scaled to the text size.
public struct ColorGlyphBitmap: Sendable, Equatable {
    /// The PNG file bytes (image formats 17, 18 and 19).
    public let pngData: Data
    /// Bitmap size in pixels of the strike.
    public let width: Int
    public let height: Int
    /// Left side bearing and distance from the baseline up to the bitmap's top, in pixels
    /// of the strike (the `horiBearingX`/`horiBearingY` of its glyph metrics).
    public let bearingX: Int
    public let bearingY: Int
    /// The strike's pixels per em: the bitmap is drawn scaled by `pointSize / ppem`.
    public let ppem: Int
    /// The glyph it belongs to.
    public var glyph: UInt16 = 0

    /// The rectangle the bitmap covers at `pointSize`, relative to the pen position on the
    /// baseline, y up (x, bottom, width, height in points).
    public func rect(pointSize: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let s = ppem > 0 ? pointSize / Double(ppem) : 0
        return (Double(bearingX) * s, Double(bearingY - height) * s, Double(width) * s, Double(height) * s)
    }
}

/// The `CBLC` index and `CBDT` data of a face.
///
/// Strikes (`BitmapSize` records) list index subtables for glyph ranges; index formats
/// 1–5 give each glyph's data offset (and for 2 and 5 the shared big metrics); the data
/// holds small (17) or big (18) metrics followed by a PNG, or (19) the PNG alone.
/// Strike choice: the smallest strike whose ppem is at least the requested size, else
/// the largest (FreeType's and HarfBuzz's rule), so drawing downscales.
struct ColorBitmapTables {
    struct Strike {
        let ppem: Int
        let start: UInt16
        let end: UInt16
        /// (first glyph, last glyph, subtable offset from the start of CBLC)
        let subtables: [(first: UInt16, last: UInt16, offset: Int)]
    }

    let cblc: BinaryReader
    let cbdt: BinaryReader
    let strikes: [Strike]

    init(cblc: BinaryReader, cbdt: BinaryReader) throws {
        self.cblc = cblc
        self.cbdt = cbdt
        let major = try cblc.u16(at: 0)
        guard major == 2 || major == 3 else { throw FontError.badValue("CBLC", "version \(major)") }
        let numSizes = Int(try cblc.u32(at: 4))
        guard numSizes <= 1024 else { throw FontError.badValue("CBLC", "\(numSizes) strikes") }
        var strikes: [Strike] = []
        for k in 0..<numSizes {
            let r = 8 + k * 48
            let arrayOffset = Int(try cblc.u32(at: r))
            let count = Int(try cblc.u32(at: r + 8))
            guard count <= 65536 else { throw FontError.badValue("CBLC", "\(count) index subtables") }
            let start = try cblc.u16(at: r + 40), end = try cblc.u16(at: r + 42)
            let ppem = Int(try cblc.u8(at: r + 45))
            var subtables: [(UInt16, UInt16, Int)] = []
            for s in 0..<count {
                let e = arrayOffset + s * 8
                subtables.append((try cblc.u16(at: e), try cblc.u16(at: e + 2), arrayOffset + Int(try cblc.u32(at: e + 4))))
            }
            strikes.append(Strike(ppem: ppem, start: start, end: end, subtables: subtables))
        }
        self.strikes = strikes
    }

    /// The strike for drawing at `ppem` pixels per em.
    func strike(for ppem: Double) -> Strike? {
        let usable = strikes.filter { $0.ppem > 0 }
        return usable.filter { Double($0.ppem) >= ppem }.min { $0.ppem < $1.ppem } ?? usable.max { $0.ppem < $1.ppem }
    }

    func bitmap(glyph: UInt16, ppem: Double) throws -> ColorGlyphBitmap? {
        guard let strike = strike(for: ppem), glyph >= strike.start, glyph <= strike.end,
              let sub = strike.subtables.first(where: { glyph >= $0.first && glyph <= $0.last }) else { return nil }
        let o = sub.offset
        let indexFormat = try cblc.u16(at: o)
        let imageFormat = try cblc.u16(at: o + 2)
        let imageDataOffset = Int(try cblc.u32(at: o + 4))
        let i = Int(glyph - sub.first)
        var dataStart: Int
        var dataEnd: Int
        var bigMetrics: Int?
        switch indexFormat {
        case 1:
            dataStart = Int(try cblc.u32(at: o + 8 + i * 4))
            dataEnd = Int(try cblc.u32(at: o + 8 + (i + 1) * 4))
        case 3:
            dataStart = Int(try cblc.u16(at: o + 8 + i * 2))
            dataEnd = Int(try cblc.u16(at: o + 8 + (i + 1) * 2))
        case 2:
            let size = Int(try cblc.u32(at: o + 8))
            bigMetrics = o + 12
            dataStart = i * size
            dataEnd = dataStart + size
        case 4:
            let n = Int(try cblc.u32(at: o + 8))
            guard n <= 65536 else { throw FontError.badValue("CBLC", "\(n) glyphs in an index subtable") }
            var found: (Int, Int)?
            for k in 0..<n where try cblc.u16(at: o + 12 + k * 4) == glyph {
                found = (Int(try cblc.u16(at: o + 12 + k * 4 + 2)), Int(try cblc.u16(at: o + 12 + (k + 1) * 4 + 2)))
                break
            }
            guard let found else { return nil }
            (dataStart, dataEnd) = found
        case 5:
            let size = Int(try cblc.u32(at: o + 8))
            bigMetrics = o + 12
            let n = Int(try cblc.u32(at: o + 20))
            guard n <= 65536 else { throw FontError.badValue("CBLC", "\(n) glyphs in an index subtable") }
            guard let k = try (0..<n).first(where: { try cblc.u16(at: o + 24 + $0 * 2) == glyph }) else { return nil }
            dataStart = k * size
            dataEnd = dataStart + size
        default:
            throw FontError(.unsupported, "CBLC index format \(indexFormat) is not supported")
        }
        guard dataEnd > dataStart else { return nil }
        let d = try cbdt.sub(at: imageDataOffset + dataStart, length: dataEnd - dataStart)
        var height: Int, width: Int, bx: Int, by: Int
        let pngStart: Int
        switch imageFormat {
        case 17:
            height = Int(try d.u8(at: 0)); width = Int(try d.u8(at: 1))
            bx = Int(Int8(bitPattern: try d.u8(at: 2))); by = Int(Int8(bitPattern: try d.u8(at: 3)))
            pngStart = 5
        case 18:
            height = Int(try d.u8(at: 0)); width = Int(try d.u8(at: 1))
            bx = Int(Int8(bitPattern: try d.u8(at: 2))); by = Int(Int8(bitPattern: try d.u8(at: 3)))
            pngStart = 8
        case 19:
            guard let m = bigMetrics else { throw FontError.badValue("CBLC", "image format 19 without index metrics") }
            height = Int(try cblc.u8(at: m)); width = Int(try cblc.u8(at: m + 1))
            bx = Int(Int8(bitPattern: try cblc.u8(at: m + 2))); by = Int(Int8(bitPattern: try cblc.u8(at: m + 3)))
            pngStart = 0
        default:
            throw FontError(.unsupported, "CBDT image format \(imageFormat) is not supported")
        }
        let length = Int(try d.u32(at: pngStart))
        try d.check(pngStart + 4, length)
        let png = Data(try d.bytes(at: pngStart + 4, count: length))
        return ColorGlyphBitmap(pngData: png, width: width, height: height, bearingX: bx, bearingY: by, ppem: strike.ppem, glyph: glyph)
    }
}

extension FontFace {
    /// Whether the face has colour bitmaps (`CBDT`/`CBLC`).
    public var hasColorBitmaps: Bool { colorBitmapTables != nil }

    /// The colour bitmap of `glyph` for drawing at `pixelsPerEm` (the point size times the
    /// output scale), from the nearest strike at or above that size; nil when the face has
    /// no `CBDT`/`CBLC` or the glyph has no bitmap. Damaged data gives nil (the glyph then
    /// draws its outline, usually nothing) and is reported in ``layoutErrors``.
    public func colorBitmap(glyph: UInt16, pixelsPerEm: Double = 0) -> ColorGlyphBitmap? {
        guard let tables = colorBitmapTables else { return nil }
        let ppem = pixelsPerEm.isNaN ? 0 : min(pixelsPerEm, 1e9)
        return try? tables.bitmap(glyph: glyph, ppem: ppem)
    }
}
