import Foundation

/// The `name` table: decoded naming records.
struct NameTable {
    /// One decoded record.
    struct Record {
        let platformID: UInt16
        let encodingID: UInt16
        let languageID: UInt16
        let nameID: UInt16
        let value: String
    }

    let records: [Record]

    /// Well-known name IDs.
    enum ID {
        static let family: UInt16 = 1
        static let subfamily: UInt16 = 2
        static let uniqueID: UInt16 = 3
        static let fullName: UInt16 = 4
        static let version: UInt16 = 5
        static let postScriptName: UInt16 = 6
        static let typographicFamily: UInt16 = 16
        static let typographicSubfamily: UInt16 = 17
    }

    init(_ r: BinaryReader) throws {
        let count = Int(try r.u16(at: 2))
        let storageOffset = Int(try r.u16(at: 4))
        var records: [Record] = []
        records.reserveCapacity(count)
        for i in 0..<count {
            let p = 6 + i * 12
            let platform = try r.u16(at: p)
            let encoding = try r.u16(at: p + 2)
            let language = try r.u16(at: p + 4)
            let nameID = try r.u16(at: p + 6)
            let length = Int(try r.u16(at: p + 8))
            let offset = Int(try r.u16(at: p + 10))
            let bytes = try r.bytes(at: storageOffset + offset, count: length)
            guard let value = NameTable.decode(bytes, platform: platform, encoding: encoding) else { continue }
            records.append(Record(platformID: platform, encodingID: encoding, languageID: language, nameID: nameID, value: value))
        }
        self.records = records
    }

    /// Decodes a record's bytes: UTF-16BE for Unicode/Windows platforms, Mac Roman for
    /// platform 1 encoding 0. Other legacy encodings are skipped (nil).
    static func decode(_ bytes: [UInt8], platform: UInt16, encoding: UInt16) -> String? {
        switch platform {
        case 0, 3:
            if platform == 3 && encoding != 0 && encoding != 1 && encoding != 10 { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = 0
            while i + 1 < bytes.count {
                units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 1 where encoding == 0:
            return String(bytes: bytes, encoding: .macOSRoman)
        default:
            return nil
        }
    }

    /// The best string for `nameID`: Windows (3) US-English first, then any Windows
    /// English, any Windows, Unicode platform (0), Macintosh English (1,0,0), then anything.
    func string(for nameID: UInt16) -> String? {
        let candidates = records.filter { $0.nameID == nameID && !$0.value.isEmpty }
        func rank(_ r: Record) -> Int {
            switch r.platformID {
            case 3 where r.languageID == 0x0409: return 0
            case 3 where r.languageID & 0x3FF == 0x09: return 1
            case 0: return 2
            case 1 where r.languageID == 0: return 3
            case 3: return 4
            default: return 5
            }
        }
        return candidates.min(by: { rank($0) < rank($1) })?.value
    }
}
