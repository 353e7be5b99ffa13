import Foundation

/// A bounds-checked big-endian reader over a window of font data.
///
/// All reads validate against the window; violations throw ``FontError``
/// with the table name and offset. Offsets passed to the `…(at:)` methods are
/// relative to the start of the window.
struct BinaryReader {
    /// The complete file data (shared, never copied).
    let data: Data
    /// Absolute index in `data` where this window starts.
    let base: Int
    /// Number of bytes in this window.
    let count: Int
    /// Name used in error messages (usually the table tag).
    let context: String
    /// Read cursor relative to `base`.
    var offset: Int = 0

    /// A reader over the whole of `data`.
    init(data: Data, context: String) {
        self.data = data
        self.base = data.startIndex
        self.count = data.count
        self.context = context
    }

    private init(data: Data, base: Int, count: Int, context: String) {
        self.data = data
        self.base = base
        self.count = count
        self.context = context
    }

    /// Bytes left after the cursor.
    var remaining: Int { count - offset }

    /// A sub-window `[start, start + length)` relative to this window; `length == nil` means "to the end".
    func sub(at start: Int, length: Int? = nil, context: String? = nil) throws -> BinaryReader {
        let len = length ?? (count - start)
        guard start >= 0, len >= 0, start <= count, len <= count - start else {
            throw FontError.badOffset(context ?? self.context, offset: start, length: len, limit: count)
        }
        return BinaryReader(data: data, base: base + start, count: len, context: context ?? self.context)
    }

    /// Throws unless `length` bytes are available at `position`.
    func check(_ position: Int, _ length: Int) throws {
        guard position >= 0, length >= 0, position <= count, length <= count - position else {
            throw FontError.truncated(context, offset: position, needed: length, available: count - position)
        }
    }

    @inline(__always) private func byte(_ position: Int) -> UInt8 { data[base + position] }

    func u8(at position: Int) throws -> UInt8 {
        try check(position, 1)
        return byte(position)
    }

    func u16(at position: Int) throws -> UInt16 {
        try check(position, 2)
        return UInt16(byte(position)) << 8 | UInt16(byte(position + 1))
    }

    func i16(at position: Int) throws -> Int16 {
        Int16(bitPattern: try u16(at: position))
    }

    func u24(at position: Int) throws -> UInt32 {
        try check(position, 3)
        return UInt32(byte(position)) << 16 | UInt32(byte(position + 1)) << 8 | UInt32(byte(position + 2))
    }

    func u32(at position: Int) throws -> UInt32 {
        try check(position, 4)
        return UInt32(byte(position)) << 24 | UInt32(byte(position + 1)) << 16
            | UInt32(byte(position + 2)) << 8 | UInt32(byte(position + 3))
    }

    func i32(at position: Int) throws -> Int32 {
        Int32(bitPattern: try u32(at: position))
    }

    /// A 4-character table/feature tag.
    func tag(at position: Int) throws -> String {
        let value = try u32(at: position)
        return fourCC(value)
    }

    /// `length` raw bytes at `position`.
    func bytes(at position: Int, count length: Int) throws -> [UInt8] {
        try check(position, length)
        return [UInt8](data[(base + position)..<(base + position + length)])
    }

    /// `count` consecutive big-endian UInt16 values at `position`.
    func u16Array(at position: Int, count n: Int) throws -> [UInt16] {
        guard n >= 0 else { throw FontError.badValue(context, "negative array length \(n)") }
        try check(position, n * 2)
        var result = [UInt16]()
        result.reserveCapacity(n)
        var p = base + position
        for _ in 0..<n {
            result.append(UInt16(data[p]) << 8 | UInt16(data[p + 1]))
            p += 2
        }
        return result
    }

    // MARK: Cursor-based reads

    mutating func seek(_ position: Int) throws {
        guard position >= 0, position <= count else {
            throw FontError.badOffset(context, offset: position, length: 0, limit: count)
        }
        offset = position
    }

    mutating func skip(_ n: Int) throws {
        try check(offset, n)
        offset += n
    }

    mutating func readU8() throws -> UInt8 { let v = try u8(at: offset); offset += 1; return v }
    mutating func readU16() throws -> UInt16 { let v = try u16(at: offset); offset += 2; return v }
    mutating func readI16() throws -> Int16 { let v = try i16(at: offset); offset += 2; return v }
    mutating func readU32() throws -> UInt32 { let v = try u32(at: offset); offset += 4; return v }
    mutating func readI32() throws -> Int32 { let v = try i32(at: offset); offset += 4; return v }
    mutating func readTag() throws -> String { let v = try tag(at: offset); offset += 4; return v }
}

/// Renders a big-endian 32-bit value as a 4-character tag.
func fourCC(_ value: UInt32) -> String {
    let scalars = [24, 16, 8, 0].map { shift -> Character in
        let b = UInt8((value >> UInt32(shift)) & 0xFF)
        return (b >= 0x20 && b < 0x7F) ? Character(Unicode.Scalar(b)) : "?"
    }
    return String(scalars)
}

/// Converts a 4-character ASCII tag to its big-endian integer.
func tagValue(_ tag: String) -> UInt32 {
    var v: UInt32 = 0
    let bytes = Array(tag.utf8.prefix(4))
    for b in bytes { v = v << 8 | UInt32(b) }
    for _ in bytes.count..<4 { v = v << 8 | 0x20 }
    return v
}
