import Foundation

/// The legacy `kern` table (Microsoft version 0 and Apple version 1 headers), format 0
/// subtables with horizontal, non-minimum, non-cross-stream coverage. Values of several
/// matching subtables add up (an "override" subtable replaces the running value).
struct KernTable {
    /// Kerning values keyed by `left << 16 | right`.
    let pairs: [UInt32: Int]

    init(_ r: BinaryReader) throws {
        var pairs: [UInt32: Int] = [:]
        let version16 = try r.u16(at: 0)
        if version16 == 0 {
            let nTables = Int(try r.u16(at: 2))
            var p = 4
            for _ in 0..<nTables {
                let length = Int(try r.u16(at: p + 2))
                let coverage = try r.u16(at: p + 4)
                let format = coverage >> 8
                let horizontal = coverage & 1 != 0
                let minimum = coverage & 2 != 0
                let crossStream = coverage & 4 != 0
                let override = coverage & 8 != 0
                if format == 0, horizontal, !minimum, !crossStream {
                    try KernTable.readFormat0(r, at: p + 6, into: &pairs, override: override)
                }
                guard length >= 6 else { throw FontError.badValue("kern", "subtable length \(length)") }
                p += length
            }
        } else if try r.u32(at: 0) == 0x0001_0000 {
            let nTables = Int(try r.u32(at: 4))
            var p = 8
            for _ in 0..<nTables {
                let length = Int(try r.u32(at: p))
                let coverage = try r.u8(at: p + 4)
                let format = try r.u8(at: p + 5)
                let vertical = coverage & 0x80 != 0
                let crossStream = coverage & 0x40 != 0
                let variation = coverage & 0x20 != 0
                if format == 0, !vertical, !crossStream, !variation {
                    try KernTable.readFormat0(r, at: p + 8, into: &pairs, override: false)
                }
                guard length >= 8 else { throw FontError.badValue("kern", "subtable length \(length)") }
                p += length
            }
        } else {
            throw FontError.badValue("kern", "unknown version \(version16)")
        }
        self.pairs = pairs
    }

    private static func readFormat0(_ r: BinaryReader, at p: Int, into pairs: inout [UInt32: Int], override: Bool) throws {
        let nPairs = Int(try r.u16(at: p))
        try r.check(p + 8, nPairs * 6)
        for i in 0..<nPairs {
            let q = p + 8 + i * 6
            let key = UInt32(try r.u16(at: q)) << 16 | UInt32(try r.u16(at: q + 2))
            let value = Int(try r.i16(at: q + 4))
            pairs[key] = override ? value : (pairs[key] ?? 0) + value
        }
    }

    /// Kerning adjustment for the pair in font units.
    func value(left: UInt16, right: UInt16) -> Int {
        pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
    }
}
