import Foundation

/// The `hhea` table: horizontal header.
struct HheaTable {
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let numberOfHMetrics: Int

    init(_ r: BinaryReader) throws {
        try r.check(0, 36)
        ascender = Int(try r.i16(at: 4))
        descender = Int(try r.i16(at: 6))
        lineGap = Int(try r.i16(at: 8))
        numberOfHMetrics = Int(try r.u16(at: 34))
    }
}
