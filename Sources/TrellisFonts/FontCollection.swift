import Foundation

/// TrueType/OpenType collections (`.ttc`, header tag `ttcf`).
public enum FontCollection {
    static let ttcfTag: UInt32 = 0x7474_6366  // 'ttcf'

    /// Whether `data` starts with a collection header.
    public static func isCollection(_ data: Data) -> Bool {
        (try? BinaryReader(data: data, context: "ttcf").u32(at: 0)) == ttcfTag
    }

    /// Offsets of the table directories of every face: `[0]` for a single font, the
    /// header's offset array for a collection. Throws for truncated headers and offsets
    /// outside the file.
    static func directoryOffsets(in data: Data) throws -> [Int] {
        let r = BinaryReader(data: data, context: "ttcf")
        guard try r.u32(at: 0) == ttcfTag else { return [0] }
        let major = try r.u16(at: 4)
        guard major == 1 || major == 2 else { throw FontError.badValue("ttcf", "major version \(major)") }
        let numFonts = Int(try r.u32(at: 8))
        guard numFonts > 0 else { throw FontError.badValue("ttcf", "collection with 0 fonts") }
        try r.check(12, numFonts * 4)
        return try (0..<numFonts).map { i in
            let offset = Int(try r.u32(at: 12 + i * 4))
            guard offset + 12 <= data.count else {
                throw FontError.badOffset("ttcf", offset: offset, length: 12, limit: data.count)
            }
            return offset
        }
    }

    /// Number of faces in `data` (1 for a plain font file).
    public static func faceCount(in data: Data) throws -> Int { try directoryOffsets(in: data).count }
}
