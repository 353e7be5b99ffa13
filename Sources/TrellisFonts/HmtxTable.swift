import Foundation

/// The `hmtx` table: advance widths and left side bearings.
///
/// Glyphs at or beyond `numberOfHMetrics` repeat the last advance width.
struct HmtxTable {
    let advances: [UInt16]
    let leftSideBearings: [Int16]

    init(_ r: BinaryReader, numberOfHMetrics: Int, numGlyphs: Int) throws {
        guard numberOfHMetrics >= 1 else {
            throw FontError.badValue("hhea", "numberOfHMetrics is 0")
        }
        try r.check(0, numberOfHMetrics * 4)
        var advances: [UInt16] = []
        var lsbs: [Int16] = []
        advances.reserveCapacity(numberOfHMetrics)
        for i in 0..<numberOfHMetrics {
            advances.append(try r.u16(at: i * 4))
            lsbs.append(try r.i16(at: i * 4 + 2))
        }
        // Trailing left side bearings; tolerate fonts that omit them only if the table is
        // exactly long enough for the long metrics.
        let extra = max(0, numGlyphs - numberOfHMetrics)
        let available = (r.count - numberOfHMetrics * 4) / 2
        for i in 0..<min(extra, available) {
            lsbs.append(try r.i16(at: numberOfHMetrics * 4 + i * 2))
        }
        self.advances = advances
        self.leftSideBearings = lsbs
    }

    /// Advance width of `glyph` in font units.
    func advance(_ glyph: UInt16) -> Int {
        let i = Int(glyph)
        return Int(i < advances.count ? advances[i] : advances[advances.count - 1])
    }

    /// Left side bearing of `glyph` in font units (0 if not stored).
    func leftSideBearing(_ glyph: UInt16) -> Int {
        let i = Int(glyph)
        return i < leftSideBearings.count ? Int(leftSideBearings[i]) : 0
    }
}
