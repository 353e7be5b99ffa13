import Foundation

/// One entry of an sfnt table directory.
struct TableRecord: Sendable {
    /// Four-character tag, e.g. `"cmap"`.
    let tag: String
    /// Checksum stored in the directory.
    let checksum: UInt32
    /// Absolute offset of the table in the file.
    let offset: Int
    /// Length of the table in bytes (without padding).
    let length: Int
}

/// The table directory of a single sfnt font (TrueType `0x00010000`/`true`, CFF `OTTO`).
///
/// Each table record is validated to lie inside the file when the directory is parsed.
struct FontFile {
    /// The whole file (for collections: the whole `.ttc`).
    let data: Data
    /// sfnt version tag of this face.
    let sfntVersion: UInt32
    /// Table records keyed by tag.
    let tables: [String: TableRecord]
    /// Offset of the table directory in `data`.
    let directoryOffset: Int

    static let trueTypeVersion: UInt32 = 0x0001_0000
    static let otto: UInt32 = 0x4F54_544F  // 'OTTO'
    static let trueTag: UInt32 = 0x7472_7565  // 'true'

    /// Parses the table directory located at `directoryOffset` in `data`.
    init(data: Data, directoryOffset: Int = 0) throws {
        let file = BinaryReader(data: data, context: "sfnt")
        var r = try file.sub(at: directoryOffset, context: "table directory")
        let version = try r.readU32()
        guard version == FontFile.trueTypeVersion || version == FontFile.otto || version == FontFile.trueTag else {
            throw FontError(.unsupported, "unsupported sfnt version 0x\(String(version, radix: 16))")
        }
        let numTables = Int(try r.readU16())
        try r.skip(6)  // searchRange, entrySelector, rangeShift
        var tables: [String: TableRecord] = [:]
        for _ in 0..<numTables {
            let tag = try r.readTag()
            let checksum = try r.readU32()
            let offset = Int(try r.readU32())
            let length = Int(try r.readU32())
            guard offset <= data.count, length <= data.count - offset else {
                throw FontError.badOffset(tag, offset: offset, length: length, limit: data.count)
            }
            tables[tag] = TableRecord(tag: tag, checksum: checksum, offset: offset, length: length)
        }
        self.data = data
        self.sfntVersion = version
        self.tables = tables
        self.directoryOffset = directoryOffset
    }

    /// Whether the directory lists `tag`.
    func has(_ tag: String) -> Bool { tables[tag] != nil }

    /// A reader over table `tag`, or nil when absent.
    func table(_ tag: String) throws -> BinaryReader? {
        guard let record = tables[tag] else { return nil }
        return try BinaryReader(data: data, context: tag).sub(at: record.offset, length: record.length, context: tag)
    }

    /// A reader over table `tag`; throws when absent.
    func requiredTable(_ tag: String) throws -> BinaryReader {
        guard let reader = try table(tag) else { throw FontError.missingTable(tag) }
        return reader
    }

    /// Computes the OpenType checksum of `length` bytes at `offset` (sum of big-endian
    /// UInt32 words, the final partial word zero-padded).
    static func checksum(of data: Data, offset: Int, length: Int) -> UInt32 {
        var sum: UInt32 = 0
        let start = data.startIndex + offset
        var i = 0
        while i < length {
            var word: UInt32 = 0
            for k in 0..<4 {
                let b: UInt8 = (i + k < length) ? data[start + i + k] : 0
                word = word << 8 | UInt32(b)
            }
            sum = sum &+ word
            i += 4
        }
        return sum
    }

    /// Verifies every table checksum (the `head` table with `checkSumAdjustment` zeroed).
    /// Returns the tags whose stored checksum does not match.
    func mismatchedChecksums() -> [String] {
        var bad: [String] = []
        for (tag, record) in tables.sorted(by: { $0.key < $1.key }) {
            var sum = FontFile.checksum(of: data, offset: record.offset, length: record.length)
            if tag == "head", record.length >= 12 {
                let adj = FontFile.checksum(of: data, offset: record.offset + 8, length: 4)
                sum = sum &- adj
            }
            if sum != record.checksum { bad.append(tag) }
        }
        return bad
    }
}
