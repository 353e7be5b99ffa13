import Foundation

/// The `OS/2` table fields used for matching and metrics.
///
/// Fields missing from older (shorter) versions are nil.
struct OS2Table {
    let version: Int
    let weightClass: Int
    let widthClass: Int
    let fsSelection: UInt16
    /// PANOSE bProportion (9 = monospaced).
    let panoseProportion: UInt8
    let typoAscender: Int?
    let typoDescender: Int?
    let typoLineGap: Int?
    let winAscent: Int?
    let winDescent: Int?
    let xHeight: Int?
    let capHeight: Int?

    static let italicBit: UInt16 = 1 << 0
    static let boldBit: UInt16 = 1 << 5
    static let useTypoMetricsBit: UInt16 = 1 << 7
    static let obliqueBit: UInt16 = 1 << 9

    init(_ r: BinaryReader) throws {
        try r.check(0, 68)
        version = Int(try r.u16(at: 0))
        weightClass = Int(try r.u16(at: 4))
        widthClass = Int(try r.u16(at: 6))
        panoseProportion = try r.u8(at: 35)
        fsSelection = try r.u16(at: 62)
        if r.count >= 78 {
            typoAscender = Int(try r.i16(at: 68))
            typoDescender = Int(try r.i16(at: 70))
            typoLineGap = Int(try r.i16(at: 72))
            winAscent = Int(try r.u16(at: 74))
            winDescent = Int(try r.u16(at: 76))
        } else {
            typoAscender = nil; typoDescender = nil; typoLineGap = nil; winAscent = nil; winDescent = nil
        }
        if version >= 2 && r.count >= 90 {
            xHeight = Int(try r.i16(at: 86))
            capHeight = Int(try r.i16(at: 88))
        } else {
            xHeight = nil; capHeight = nil
        }
    }

    var isItalic: Bool { fsSelection & (OS2Table.italicBit | OS2Table.obliqueBit) != 0 }
    var useTypoMetrics: Bool { fsSelection & OS2Table.useTypoMetricsBit != 0 }
}
