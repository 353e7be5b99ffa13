import Foundation

/// The `head` table: global font header.
struct HeadTable {
    static let magic: UInt32 = 0x5F0F_3CF5
    let unitsPerEm: Int
    let checkSumAdjustment: UInt32
    let xMin: Int, yMin: Int, xMax: Int, yMax: Int
    /// Bit 0 bold, bit 1 italic.
    let macStyle: UInt16
    /// 0 = short (UInt16/2) `loca` offsets, 1 = long (UInt32).
    let indexToLocFormat: Int

    init(_ r: BinaryReader) throws {
        try r.check(0, 54)
        guard try r.u32(at: 12) == HeadTable.magic else {
            throw FontError.badValue("head", "magic number mismatch")
        }
        checkSumAdjustment = try r.u32(at: 8)
        unitsPerEm = Int(try r.u16(at: 18))
        guard (16...16384).contains(unitsPerEm) else {
            throw FontError.badValue("head", "unitsPerEm \(unitsPerEm) outside 16...16384")
        }
        xMin = Int(try r.i16(at: 36))
        yMin = Int(try r.i16(at: 38))
        xMax = Int(try r.i16(at: 40))
        yMax = Int(try r.i16(at: 42))
        macStyle = try r.u16(at: 44)
        indexToLocFormat = Int(try r.i16(at: 50))
    }
}
