import Foundation

/// Pair kerning from the `GPOS` table: lookups of type 2 (PairPos formats 1 and 2),
/// including those wrapped in Extension lookups (type 9), referenced by the `kern` feature.
///
/// The adjustment reported for a pair is `value1.XAdvance + value2.XAdvance` (horizontal
/// advance change; placement-only values are ignored). When several kern lookups match,
/// their adjustments add up; within a lookup the first matching subtable wins.
struct GPOSKerning {
    private enum Subtable {
        case pairs(coverage: Coverage, table: BinaryReader, pairSets: [UInt16], format1: UInt16, format2: UInt16)
        case classes(coverage: Coverage, class1: ClassDef, class2: ClassDef, class1Count: Int, class2Count: Int,
                     table: BinaryReader, format1: UInt16, format2: UInt16)
    }

    private let lookups: [[Subtable]]

    /// Whether any kern lookup with pair subtables exists.
    var isEmpty: Bool { lookups.allSatisfy { $0.isEmpty } }

    init(_ r: BinaryReader) throws {
        let header = try LayoutTableHeader(r)
        var lookups: [[Subtable]] = []
        for index in try header.lookupIndices(feature: "kern") {
            let (type, subtables) = try header.lookup(index, extensionType: 9)
            guard type == 2 else { continue }
            lookups.append(try subtables.map(GPOSKerning.parsePairPos))
        }
        self.lookups = lookups
    }

    /// Byte size of a ValueRecord with `format`.
    static func valueRecordSize(_ format: UInt16) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// Byte offset of the XAdvance field within a ValueRecord, or nil when absent.
    static func xAdvanceOffset(_ format: UInt16) -> Int? {
        guard format & 0x4 != 0 else { return nil }
        return (format & 0x3).nonzeroBitCount * 2
    }

    private static func parsePairPos(_ r: BinaryReader) throws -> Subtable {
        let format = try r.u16(at: 0)
        let coverage = try Coverage(try r.sub(at: Int(try r.u16(at: 2))))
        let vf1 = try r.u16(at: 4)
        let vf2 = try r.u16(at: 6)
        switch format {
        case 1:
            let count = Int(try r.u16(at: 8))
            return .pairs(coverage: coverage, table: r, pairSets: try r.u16Array(at: 10, count: count), format1: vf1, format2: vf2)
        case 2:
            let class1 = try ClassDef(try r.sub(at: Int(try r.u16(at: 8))))
            let class2 = try ClassDef(try r.sub(at: Int(try r.u16(at: 10))))
            let c1 = Int(try r.u16(at: 12))
            let c2 = Int(try r.u16(at: 14))
            try r.check(16, c1 * c2 * (valueRecordSize(vf1) + valueRecordSize(vf2)))
            return .classes(coverage: coverage, class1: class1, class2: class2, class1Count: c1, class2Count: c2,
                            table: r, format1: vf1, format2: vf2)
        default:
            throw FontError.badValue("GPOS", "PairPos format \(format)")
        }
    }

    private static func advance(in r: BinaryReader, record: Int, format1: UInt16, format2: UInt16) throws -> Int {
        var total = 0
        if let o = xAdvanceOffset(format1) { total += Int(try r.i16(at: record + o)) }
        if let o = xAdvanceOffset(format2) { total += Int(try r.i16(at: record + valueRecordSize(format1) + o)) }
        return total
    }

    /// Kerning adjustment in font units; damaged pair data reads as 0.
    func value(left: UInt16, right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let v = try? GPOSKerning.apply(subtable, left: left, right: right) {
                    total += v
                    break
                }
            }
        }
        return total
    }

    /// The subtable's adjustment, or nil when it does not apply to the pair.
    private static func apply(_ subtable: Subtable, left: UInt16, right: UInt16) throws -> Int? {
        switch subtable {
        case let .pairs(coverage, table, pairSets, f1, f2):
            guard let ci = coverage.index(of: left), ci < pairSets.count else { return nil }
            let set = try table.sub(at: Int(pairSets[ci]))
            let count = Int(try set.u16(at: 0))
            let recordSize = 2 + valueRecordSize(f1) + valueRecordSize(f2)
            try set.check(2, count * recordSize)
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                let g = try set.u16(at: 2 + mid * recordSize)
                if g < right { lo = mid + 1 } else if g > right { hi = mid } else {
                    return try advance(in: set, record: 2 + mid * recordSize + 2, format1: f1, format2: f2)
                }
            }
            return nil
        case let .classes(coverage, class1, class2, c1Count, c2Count, table, f1, f2):
            guard coverage.index(of: left) != nil else { return nil }
            let c1 = class1.classOf(left), c2 = class2.classOf(right)
            guard c1 < c1Count, c2 < c2Count else { return nil }
            let recordSize = valueRecordSize(f1) + valueRecordSize(f2)
            return try advance(in: table, record: 16 + (c1 * c2Count + c2) * recordSize, format1: f1, format2: f2)
        }
    }
}
