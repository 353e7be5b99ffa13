import Foundation

/// The `maxp` table: only the glyph count is used.
struct MaxpTable {
    let numGlyphs: Int

    init(_ r: BinaryReader) throws {
        let version = try r.u32(at: 0)
        guard version == 0x0000_5000 || version == 0x0001_0000 else {
            throw FontError.badValue("maxp", "version 0x\(String(version, radix: 16))")
        }
        numGlyphs = Int(try r.u16(at: 4))
    }
}
