import Foundation

/// A parsed character-to-glyph mapping subtable.
///
/// Supported formats: 0 (byte encoding), 4 (BMP segment mapping), 6 (trimmed table)
/// and 12 (segmented coverage). All arrays are copied out of the font at parse time
/// and validated, so lookups cannot fail.
enum CmapSubtable {
    /// Format 0: 256 glyph IDs.
    case byteEncoding([UInt16])
    /// Format 4 segments; `glyphIdArray` is addressed through `idRangeOffset`.
    case segmentMapping(Format4)
    /// Format 6: contiguous range starting at `firstCode`.
    case trimmed(firstCode: UInt32, glyphs: [UInt16])
    /// Format 12 sequential map groups, sorted by start code.
    case segmentedCoverage([Format12Group])

    struct Format4 {
        let endCodes: [UInt16]
        let startCodes: [UInt16]
        let idDeltas: [UInt16]
        let idRangeOffsets: [UInt16]
        let glyphIdArray: [UInt16]
    }

    struct Format12Group {
        let startCode: UInt32
        let endCode: UInt32
        let startGlyph: UInt32
    }

    /// Format number of this subtable.
    var format: Int {
        switch self {
        case .byteEncoding: return 0
        case .segmentMapping: return 4
        case .trimmed: return 6
        case .segmentedCoverage: return 12
        }
    }

    /// Parses the subtable starting at the beginning of `r` (a window reaching at most
    /// to the end of the `cmap` table).
    static func parse(_ r: BinaryReader) throws -> CmapSubtable {
        let format = try r.u16(at: 0)
        switch format {
        case 0:
            let length = Int(try r.u16(at: 2))
            guard length >= 262 else { throw FontError.badValue("cmap", "format 0 length \(length)") }
            let bytes = try r.bytes(at: 6, count: 256)
            return .byteEncoding(bytes.map { UInt16($0) })
        case 4:
            let length = Int(try r.u16(at: 2))
            let segCountX2 = Int(try r.u16(at: 6))
            guard segCountX2 > 0, segCountX2 % 2 == 0 else {
                throw FontError.badValue("cmap", "format 4 segCountX2 \(segCountX2) must be even and non-zero")
            }
            let segCount = segCountX2 / 2
            // Some fonts store a wrong `length`; trust it only when it is large enough.
            let headerEnd = 16 + 4 * segCountX2
            let sub = try r.sub(at: 0, length: max(min(length, r.count), min(headerEnd, r.count)))
            guard headerEnd <= sub.count else {
                throw FontError.truncated("cmap", offset: headerEnd, needed: headerEnd, available: sub.count)
            }
            let endCodes = try sub.u16Array(at: 14, count: segCount)
            let startCodes = try sub.u16Array(at: 16 + segCountX2, count: segCount)
            let deltas = try sub.u16Array(at: 16 + 2 * segCountX2, count: segCount)
            let rangeOffsets = try sub.u16Array(at: 16 + 3 * segCountX2, count: segCount)
            let glyphCount = (sub.count - headerEnd) / 2
            let glyphIds = try sub.u16Array(at: headerEnd, count: glyphCount)
            for i in 0..<segCount where startCodes[i] > endCodes[i] {
                throw FontError.badValue("cmap", "format 4 segment \(i) start \(startCodes[i]) > end \(endCodes[i])")
            }
            return .segmentMapping(Format4(endCodes: endCodes, startCodes: startCodes, idDeltas: deltas,
                                           idRangeOffsets: rangeOffsets, glyphIdArray: glyphIds))
        case 6:
            let first = UInt32(try r.u16(at: 6))
            let count = Int(try r.u16(at: 8))
            return .trimmed(firstCode: first, glyphs: try r.u16Array(at: 10, count: count))
        case 12:
            let numGroups = Int(try r.u32(at: 12))
            try r.check(16, numGroups * 12)
            var groups: [Format12Group] = []
            groups.reserveCapacity(numGroups)
            var previousEnd: Int64 = -1
            for i in 0..<numGroups {
                let p = 16 + i * 12
                let g = Format12Group(startCode: try r.u32(at: p), endCode: try r.u32(at: p + 4), startGlyph: try r.u32(at: p + 8))
                guard g.startCode <= g.endCode, Int64(g.startCode) > previousEnd else {
                    throw FontError.badValue("cmap", "format 12 group \(i) unsorted or inverted")
                }
                previousEnd = Int64(g.endCode)
                groups.append(g)
            }
            return .segmentedCoverage(groups)
        default:
            throw FontError(.unsupported, "unsupported cmap subtable format \(format)")
        }
    }

    /// Glyph for `code`, 0 when unmapped.
    func glyph(for code: UInt32) -> UInt16 {
        switch self {
        case .byteEncoding(let glyphs):
            return code < 256 ? glyphs[Int(code)] : 0
        case .trimmed(let first, let glyphs):
            guard code >= first, code - first < UInt32(glyphs.count) else { return 0 }
            return glyphs[Int(code - first)]
        case .segmentMapping(let t):
            guard code <= 0xFFFF else { return 0 }
            let c = UInt16(code)
            // Binary search for the first segment whose endCode >= c.
            var lo = 0, hi = t.endCodes.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if t.endCodes[mid] < c { lo = mid + 1 } else { hi = mid }
            }
            guard lo < t.endCodes.count, t.startCodes[lo] <= c else { return 0 }
            let rangeOffset = Int(t.idRangeOffsets[lo])
            if rangeOffset == 0 {
                return c &+ t.idDeltas[lo]
            }
            // Address relative to &idRangeOffset[lo], translated into glyphIdArray.
            let index = rangeOffset / 2 + Int(c - t.startCodes[lo]) - (t.endCodes.count - lo)
            guard index >= 0, index < t.glyphIdArray.count else { return 0 }
            let g = t.glyphIdArray[index]
            return g == 0 ? 0 : g &+ t.idDeltas[lo]
        case .segmentedCoverage(let groups):
            var lo = 0, hi = groups.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if groups[mid].endCode < code { lo = mid + 1 } else { hi = mid }
            }
            guard lo < groups.count, groups[lo].startCode <= code else { return 0 }
            let g = UInt64(groups[lo].startGlyph) + UInt64(code - groups[lo].startCode)
            return g <= 0xFFFF ? UInt16(g) : 0
        }
    }
}

/// The `cmap` table: selects and parses the best Unicode subtable.
struct CmapTable {
    /// Encoding records found in the table.
    struct EncodingRecord {
        let platformID: UInt16
        let encodingID: UInt16
        let offset: Int
    }

    let encodingRecords: [EncodingRecord]
    /// The chosen subtable.
    let subtable: CmapSubtable
    /// (platform, encoding) of the chosen subtable.
    let selected: (platformID: UInt16, encodingID: UInt16)

    /// Preference order: full-repertoire Unicode subtables (3,10), (0,4), (0,6) first,
    /// then BMP ones (3,1), (0,3), (0,0…2), and finally (3,0) symbol.
    static func rank(_ platform: UInt16, _ encoding: UInt16) -> Int? {
        switch (platform, encoding) {
        case (3, 10): return 0
        case (0, 4), (0, 6): return 1
        case (3, 1): return 2
        case (0, 3): return 3
        case (0, 0), (0, 1), (0, 2): return 4
        case (3, 0): return 5
        default: return nil
        }
    }

    init(_ r: BinaryReader) throws {
        let count = Int(try r.u16(at: 2))
        var records: [EncodingRecord] = []
        for i in 0..<count {
            let p = 4 + i * 8
            records.append(EncodingRecord(platformID: try r.u16(at: p), encodingID: try r.u16(at: p + 2),
                                          offset: Int(try r.u32(at: p + 4))))
        }
        encodingRecords = records
        let candidates = records.compactMap { rec -> (Int, EncodingRecord)? in
            guard let rank = CmapTable.rank(rec.platformID, rec.encodingID) else { return nil }
            return (rank, rec)
        }.sorted { $0.0 < $1.0 }
        // Every Unicode subtable is parsed and validated (structural damage in any of
        // them throws); the best-ranked parseable one is used. Unsupported formats
        // (e.g. 2, 13, 14) are skipped.
        var best: (CmapSubtable, EncodingRecord)?
        var firstError: FontError?
        var parsedOffsets: [Int: CmapSubtable] = [:]
        for (_, rec) in candidates {
            do {
                let parsed: CmapSubtable
                if let cached = parsedOffsets[rec.offset] {
                    parsed = cached
                } else {
                    parsed = try CmapSubtable.parse(try r.sub(at: rec.offset, context: "cmap"))
                    parsedOffsets[rec.offset] = parsed
                }
                if best == nil { best = (parsed, rec) }
            } catch let error as FontError {
                if error.kind != .unsupported { throw error }
                if firstError == nil { firstError = error }
            }
        }
        guard let (table, rec) = best else {
            throw firstError ?? FontError(.missingTable, "cmap has no Unicode subtable")
        }
        subtable = table
        selected = (rec.platformID, rec.encodingID)
    }

    /// Parses the subtable for a specific (platform, encoding) pair, if present.
    func subtable(platformID: UInt16, encodingID: UInt16, in r: BinaryReader) throws -> CmapSubtable? {
        guard let rec = encodingRecords.first(where: { $0.platformID == platformID && $0.encodingID == encodingID }) else {
            return nil
        }
        return try CmapSubtable.parse(try r.sub(at: rec.offset, context: "cmap"))
    }
}
