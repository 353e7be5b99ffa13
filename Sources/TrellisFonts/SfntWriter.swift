import Foundation

/// Big-endian byte buffer used to write font tables.
struct ByteWriter {
    var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func u8(_ v: UInt8) { bytes.append(v) }
    mutating func u16(_ v: UInt16) { bytes.append(UInt8(v >> 8)); bytes.append(UInt8(v & 0xFF)) }
    mutating func i16(_ v: Int) { u16(UInt16(bitPattern: Int16(truncatingIfNeeded: v))) }
    mutating func u16(_ v: Int) { u16(UInt16(truncatingIfNeeded: v)) }
    mutating func u32(_ v: UInt32) {
        for shift in [24, 16, 8, 0] { bytes.append(UInt8((v >> UInt32(shift)) & 0xFF)) }
    }
    mutating func u32(_ v: Int) { u32(UInt32(truncatingIfNeeded: v)) }
    mutating func i32(_ v: Int) { u32(UInt32(bitPattern: Int32(truncatingIfNeeded: v))) }
    mutating func tag(_ t: String) { u32(tagValue(t)) }
    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
    mutating func pad(to alignment: Int) { while bytes.count % alignment != 0 { bytes.append(0) } }

    /// Overwrites a big-endian UInt32 at `offset`.
    mutating func set32(_ v: UInt32, at offset: Int) {
        for (k, shift) in [24, 16, 8, 0].enumerated() { bytes[offset + k] = UInt8((v >> UInt32(shift)) & 0xFF) }
    }
}

/// Assembles sfnt files and collections with correct directory fields and checksums.
enum SfntWriter {
    /// Checksum of a byte array (big-endian words, zero padded).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var i = 0
        while i < bytes.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < bytes.count ? bytes[i + k] : 0) }
            sum = sum &+ word
            i += 4
        }
        return sum
    }

    /// Writes one font: table directory sorted by tag, tables 4-byte aligned, per-table
    /// checksums, and `head.checkSumAdjustment = 0xB1B0AFBA - checksum(file)`.
    static func font(sfntVersion: UInt32, tables: [String: [UInt8]]) -> Data {
        Data(collectionMember(sfntVersion: sfntVersion, tables: tables, baseOffset: 0, fixAdjustment: true))
    }

    /// Writes a `.ttc` containing the given fonts (tables are not shared). Each member's
    /// `checkSumAdjustment` is computed over that member's directory and tables.
    static func collection(_ fonts: [(sfntVersion: UInt32, tables: [String: [UInt8]])]) -> Data {
        var w = ByteWriter()
        w.tag("ttcf")
        w.u16(1); w.u16(0)
        w.u32(fonts.count)
        let headerSize = 12 + 4 * fonts.count
        var members: [[UInt8]] = []
        var offset = headerSize
        for font in fonts {
            let member = collectionMember(sfntVersion: font.sfntVersion, tables: font.tables, baseOffset: offset, fixAdjustment: true)
            w.u32(offset)
            members.append(member)
            offset += member.count
        }
        for member in members { w.append(member) }
        return Data(w.bytes)
    }

    /// A font's directory + tables, with table offsets relative to `baseOffset`.
    private static func collectionMember(sfntVersion: UInt32, tables: [String: [UInt8]], baseOffset: Int, fixAdjustment: Bool) -> [UInt8] {
        let tags = tables.keys.sorted()
        let numTables = tags.count
        var entrySelector = 0
        while (1 << (entrySelector + 1)) <= numTables { entrySelector += 1 }
        let searchRange = (1 << entrySelector) * 16
        var w = ByteWriter()
        w.u32(sfntVersion)
        w.u16(numTables)
        w.u16(searchRange)
        w.u16(entrySelector)
        w.u16(numTables * 16 - searchRange)
        var offset = 12 + 16 * numTables
        var headOffset: Int?
        var body = ByteWriter()
        for tag in tags {
            var table = tables[tag]!
            if tag == "head" {
                for k in 8..<12 { table[k] = 0 }
                headOffset = offset
            }
            w.tag(tag)
            w.u32(checksum(table))
            w.u32(baseOffset + offset)
            w.u32(table.count)
            body.append(table)
            body.pad(to: 4)
            offset = 12 + 16 * numTables + body.count
        }
        w.append(body.bytes)
        if fixAdjustment, let headOffset {
            let adjustment = 0xB1B0_AFBA &- checksum(w.bytes)
            w.set32(adjustment, at: headOffset + 8)
        }
        return w.bytes
    }
}
