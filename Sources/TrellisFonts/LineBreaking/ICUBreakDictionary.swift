import Foundation

/// A word list from ICU's break-iterator data: the `brkitr/<name>dict.dict` items of the
/// ICU common data package Debian ships inside `libicudata.so.NN` (package `libicuNN`,
/// pulled in by `libicu-dev`; the Lao, Khmer and Burmese word lists that ICU's own
/// dictionary break engines use).
///
/// Loading: the shared library is opened as a file (never linked or executed); the
/// common-data header (`0xDA 0x27` magic, data format `CmnD`) is found in its first
/// megabytes, its table of contents (item count, then name/data offset pairs, little
/// endian) gives the item's offset, and only that item is read. The item (format
/// `Dict`) has eight 32-bit indexes: the trie's offset and end, the trie type (bytes
/// trie, no values, for these scripts) and the transform (`0x01000000 | offset`: each
/// code point is stored as the byte `c − offset`, ZWJ as 0xFF and ZWNJ as 0xFE).
///
/// The trie is walked in place with the bytes-trie node layout (branch nodes with
/// binary-search split bytes and jump deltas, linear-match nodes, intermediate and final
/// value marks); a word ends where a value is reached.
public final class ICUBreakDictionary: @unchecked Sendable {
    let trie: [UInt8]
    let transformOffset: UInt32

    init(trie: [UInt8], transformOffset: UInt32) {
        self.trie = trie
        self.transformOffset = transformOffset
    }

    /// Directories searched for `libicudata.so.*` (the highest version wins).
    public static let libraryDirectories = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]

    /// The path of the ICU data library on this machine, if any.
    public static let dataLibraryPath: String? = {
        var best: (version: Int, path: String)?
        for dir in libraryDirectories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            for name in names where name.hasPrefix("libicudata.so.") {
                let parts = name.dropFirst("libicudata.so.".count).split(separator: ".")
                guard let major = parts.first.flatMap({ Int($0) }) else { continue }
                if best == nil || major > best!.version { best = (major, dir + "/" + name) }
            }
        }
        return best?.path
    }()

    /// Loads `brkitr/<name>.dict` (e.g. "khmerdict") from the ICU data library at `path`.
    public static func load(_ name: String, libraryPath path: String) throws -> ICUBreakDictionary {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw FontError(.io, "cannot read \(path)") }
        defer { try? handle.close() }
        func read(_ offset: Int, _ count: Int) throws -> Data {
            guard offset >= 0, count >= 0 else { throw FontError.badValue("icudata", "offset \(offset)") }
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else { throw FontError.truncated("icudata", offset: offset, needed: count, available: data.count) }
            return data
        }
        // The common data header: da 27 magic at +2, little endian (+8 == 0), "CmnD" at +12.
        let scanLength = 8 << 20
        try handle.seek(toOffset: 0)
        let head = [UInt8](try handle.read(upToCount: scanLength) ?? Data())
        var header: Int?
        var i = 0
        while i + 16 <= head.count {
            if head[i + 2] == 0xDA, head[i + 3] == 0x27, head[i + 8] == 0, head[i + 12] == 0x43, head[i + 13] == 0x6D,
               head[i + 14] == 0x6E, head[i + 15] == 0x44 {
                header = i
                break
            }
            i += 4
        }
        guard let header else { throw FontError.badValue("icudata", "no ICU common data in \(path)") }
        func le32(_ b: [UInt8], _ p: Int) throws -> Int {
            guard p >= 0, p + 4 <= b.count else { throw FontError.truncated("icudata", offset: p, needed: 4, available: b.count - p) }
            return Int(b[p]) | Int(b[p + 1]) << 8 | Int(b[p + 2]) << 16 | Int(b[p + 3]) << 24
        }
        let headerSize = Int(head[header]) | Int(head[header + 1]) << 8
        let toc = header + headerSize
        let count = try le32(head, toc)
        guard count > 0, count < 100_000, toc + 4 + count * 8 <= head.count else {
            throw FontError.badValue("icudata", "table of contents with \(count) items")
        }
        var itemOffset: Int?
        for k in 0..<count {
            let nameOffset = try le32(head, toc + 4 + k * 8)
            var p = toc + nameOffset
            var bytes: [UInt8] = []
            while p < head.count, head[p] != 0, bytes.count < 200 { bytes.append(head[p]); p += 1 }
            let itemName = String(decoding: bytes, as: UTF8.self)
            if itemName.hasSuffix("/brkitr/\(name).dict") {
                itemOffset = toc + (try le32(head, toc + 4 + k * 8 + 4))
                break
            }
        }
        guard let itemOffset else { throw FontError(.missingTable, "no brkitr/\(name).dict in \(path)") }
        let itemHead = [UInt8](try read(itemOffset, 64))
        let itemHeaderSize = Int(itemHead[0]) | Int(itemHead[1]) << 8
        guard itemHead[2] == 0xDA, itemHead[3] == 0x27, Array(itemHead[12..<16]) == Array("Dict".utf8), itemHead[8] == 0 else {
            throw FontError.badValue("icudata", "\(name).dict is not a little-endian Dict item")
        }
        let indexes = [UInt8](try read(itemOffset + itemHeaderSize, 32))
        let trieStart = try le32(indexes, 0), total = try le32(indexes, 12)
        let trieType = try le32(indexes, 16), transform = try le32(indexes, 20)
        guard trieType & 7 == 0 else { throw FontError(.unsupported, "\(name).dict: only byte tries are read") }
        guard transform & 0x7F00_0000 == 0x0100_0000 else { throw FontError(.unsupported, "\(name).dict: transform \(transform)") }
        guard trieStart >= 32, total > trieStart, total - trieStart < 64 << 20 else {
            throw FontError.badValue("icudata", "\(name).dict trie bounds \(trieStart)..<\(total)")
        }
        let trie = [UInt8](try read(itemOffset + itemHeaderSize + trieStart, total - trieStart))
        return ICUBreakDictionary(trie: trie, transformOffset: UInt32(transform & 0x1F_FFFF))
    }

    /// The byte a code point is stored as, or nil when the dictionary cannot contain it.
    func byte(_ c: UInt32) -> UInt8? {
        if c == 0x200D { return 0xFF }
        if c == 0x200C { return 0xFE }
        guard c >= transformOffset, c - transformOffset <= 0xFD else { return nil }
        return UInt8(c - transformOffset)
    }

    // MARK: Bytes trie

    private enum Step { case noMatch, noValue, value }

    private struct Cursor {
        var pos: Int
        var remainingMatch = -1
    }

    @inline(__always) private func at(_ p: Int) -> Int? { p >= 0 && p < trie.count ? Int(trie[p]) : nil }

    private func result(_ pos: Int) -> Step {
        guard let node = at(pos) else { return .noMatch }
        return node >= 0x20 ? .value : .noValue
    }

    private func skipValue(_ pos: Int, lead: Int) -> Int {
        guard lead >= 0x51 << 1 else { return pos }
        if lead < 0x6C << 1 { return pos + 1 }
        if lead < 0x7E << 1 { return pos + 2 }
        return pos + 3 + ((lead >> 1) & 1)
    }

    private func jumpByDelta(_ p: Int) -> Int? {
        guard var delta = at(p) else { return nil }
        var pos = p + 1
        func b(_ k: Int) -> Int { at(pos + k) ?? 0 }
        if delta < 0xC0 {
        } else if delta < 0xF0 {
            delta = (delta - 0xC0) << 8 | b(0); pos += 1
        } else if delta < 0xFE {
            delta = (delta - 0xF0) << 16 | b(0) << 8 | b(1); pos += 2
        } else if delta == 0xFE {
            delta = b(0) << 16 | b(1) << 8 | b(2); pos += 3
        } else {
            delta = b(0) << 24 | b(1) << 16 | b(2) << 8 | b(3); pos += 4
        }
        return pos + delta
    }

    private func skipDelta(_ p: Int) -> Int {
        guard let delta = at(p) else { return trie.count }
        if delta < 0xC0 { return p + 1 }
        if delta < 0xF0 { return p + 2 }
        if delta < 0xFE { return p + 3 }
        return p + 4 + (delta & 1)
    }

    private func next(_ cursor: inout Cursor, _ inByte: Int) -> Step {
        var pos = cursor.pos
        if cursor.remainingMatch >= 0 {
            guard at(pos) == inByte else { return .noMatch }
            pos += 1
            cursor.remainingMatch -= 1
            cursor.pos = pos
            return cursor.remainingMatch < 0 ? result(pos) : .noValue
        }
        var guardSteps = 0
        while let node = at(pos), guardSteps < 64 {
            guardSteps += 1
            pos += 1
            if node < 0x10 {
                return branch(&cursor, pos, node, inByte)
            } else if node < 0x20 {
                guard at(pos) == inByte else { return .noMatch }
                pos += 1
                cursor.remainingMatch = node - 0x10 - 1
                cursor.pos = pos
                return cursor.remainingMatch < 0 ? result(pos) : .noValue
            } else if node & 1 != 0 {
                return .noMatch
            } else {
                pos = skipValue(pos, lead: node)
            }
        }
        return .noMatch
    }

    private func branch(_ cursor: inout Cursor, _ start: Int, _ lead: Int, _ inByte: Int) -> Step {
        var pos = start
        var length = lead
        if length == 0 {
            guard let l = at(pos) else { return .noMatch }
            length = l
            pos += 1
        }
        length += 1
        while length > 5 {
            guard let split = at(pos) else { return .noMatch }
            pos += 1
            if inByte < split {
                length >>= 1
                guard let p = jumpByDelta(pos) else { return .noMatch }
                pos = p
            } else {
                length -= length >> 1
                pos = skipDelta(pos)
            }
        }
        while length > 1 {
            guard let unit = at(pos) else { return .noMatch }
            pos += 1
            if unit == inByte {
                guard var node = at(pos) else { return .noMatch }
                if node & 1 != 0 {
                    cursor.pos = pos
                    cursor.remainingMatch = -1
                    return .value
                }
                pos += 1
                node >>= 1
                var delta: Int
                func b(_ k: Int) -> Int { at(pos + k) ?? 0 }
                if node < 0x51 {
                    delta = node - 0x10
                } else if node < 0x6C {
                    delta = (node - 0x51) << 8 | b(0); pos += 1
                } else if node < 0x7E {
                    delta = (node - 0x6C) << 16 | b(0) << 8 | b(1); pos += 2
                } else if node == 0x7E {
                    delta = b(0) << 16 | b(1) << 8 | b(2); pos += 3
                } else {
                    delta = b(0) << 24 | b(1) << 16 | b(2) << 8 | b(3); pos += 4
                }
                pos += delta
                cursor.pos = pos
                cursor.remainingMatch = -1
                return result(pos)
            }
            length -= 1
            guard let valueLead = at(pos) else { return .noMatch }
            pos = skipValue(pos + 1, lead: valueLead)
        }
        guard at(pos) == inByte else { return .noMatch }
        pos += 1
        cursor.pos = pos
        cursor.remainingMatch = -1
        return result(pos)
    }
}

extension ICUBreakDictionary: WordDictionary {
    /// Lengths (in scalars) of the dictionary words that start at `start` in `scalars`.
    public func prefixLengths(_ scalars: [UInt32], from start: Int) -> [Int] {
        var cursor = Cursor(pos: 0)
        var result: [Int] = []
        var i = start
        while i < scalars.count, let b = byte(scalars[i]) {
            let step = next(&cursor, Int(b))
            if step == .noMatch { break }
            i += 1
            if step == .value { result.append(i - start) }
        }
        return result
    }
}
