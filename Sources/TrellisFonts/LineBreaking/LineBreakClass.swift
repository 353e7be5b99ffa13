import Foundation

/// Unicode Line_Break property values (UAX #14). The raw values are the indices used by
/// the generated table (`Scripts/generate-linebreak-table.py`, `CLASSES`).
public enum LineBreakClass: UInt8, CaseIterable, Sendable {
    case BK, CR, LF, NL, SP, ZW, ZWJ, CM, WJ, GL, BA, BB, B2
    case HY, CB, CL, CP, EX, IN, NS, OP, QU, IS, NU, PO, PR
    case SY, AI, AL, CJ, EB, EM, H2, H3, HL, ID, JL, JV, JT
    case RI, SA, SG, XX
}

/// Lookup in the generated range table (`LineBreakTable.generated.swift`).
enum LineBreakTable {
    /// Decoded range starts and value bytes.
    private static let table: (starts: [UInt32], values: [UInt8]) = {
        var starts: [UInt32] = []
        var values: [UInt8] = []
        starts.reserveCapacity(LineBreakTableData.entryCount)
        values.reserveCapacity(LineBreakTableData.entryCount)
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        func hex(_ c: UInt8) -> UInt32 {
            switch c {
            case 0x30...0x39: return UInt32(c - 0x30)
            case 0x41...0x46: return UInt32(c - 0x41 + 10)
            default: return 0
            }
        }
        for c in LineBreakTableData.encoded.utf8 where c != 0x0A && c != 0x20 {
            digits.append(c)
            if digits.count == 8 {
                var start: UInt32 = 0
                for d in digits[0..<6] { start = start << 4 | hex(d) }
                let value = UInt8(hex(digits[6]) << 4 | hex(digits[7]))
                starts.append(start)
                values.append(value)
                digits.removeAll(keepingCapacity: true)
            }
        }
        return (starts, values)
    }()

    /// Number of ranges in the table.
    static var count: Int { table.starts.count }

    /// The raw value byte for `scalar` (binary search over the range starts).
    static func value(_ scalar: UInt32) -> UInt8 {
        let starts = table.starts
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= scalar { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? LineBreakClass.XX.rawValue : table.values[lo - 1]
    }

    /// The Line_Break class of `scalar` as listed in the UCD (SA marks already resolved to CM).
    static func lineBreakClass(_ scalar: UInt32) -> LineBreakClass {
        LineBreakClass(rawValue: value(scalar) & 0x3F) ?? .XX
    }

    /// East_Asian_Width F/W/H flag (only recorded for OP and CP).
    static func isEastAsianWide(_ scalar: UInt32) -> Bool { value(scalar) & 0x40 != 0 }

    /// Extended_Pictographic and unassigned (for LB30b).
    static func isUnassignedPictographic(_ scalar: UInt32) -> Bool { value(scalar) & 0x80 != 0 }
}
