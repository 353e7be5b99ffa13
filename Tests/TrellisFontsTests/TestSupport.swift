import Foundation
@testable import TrellisFonts

/// Paths of system fonts used by the integration tests (Debian packages fonts-dejavu-core,
/// fonts-nanum, fonts-ipafont-gothic).
enum SystemFonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let nanumGothic = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"
    static let ipaGothic = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    static var hasDejaVu: Bool { exists(dejaVuSans) }
    static var hasNanum: Bool { exists(nanumGothic) }
    static var hasIPA: Bool { exists(ipaGothic) }
}

/// Shared generated fonts (built once per process).
enum Fixtures {
    static let fontData = TestFontBuilder.makeFontData()
    static let face = try! FontFace(data: fontData)

    static func face(_ configure: (inout TestFontBuilder.Options) -> Void) throws -> FontFace {
        var options = TestFontBuilder.Options()
        configure(&options)
        return try FontFace(data: TestFontBuilder.makeFontData(options: options))
    }
}

/// A minimal independent big-endian reader used by tests to cross-check the library.
struct RawFont {
    let bytes: [UInt8]
    init(_ data: Data) { bytes = [UInt8](data) }

    func u16(_ p: Int) -> Int { Int(bytes[p]) << 8 | Int(bytes[p + 1]) }
    func i16(_ p: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(p)))) }
    func u32(_ p: Int) -> UInt32 { UInt32(u16(p)) << 16 | UInt32(u16(p + 2)) }

    /// (offset, length, checksum) of each table.
    var tables: [String: (offset: Int, length: Int, checksum: UInt32)] {
        var result: [String: (Int, Int, UInt32)] = [:]
        for i in 0..<u16(4) {
            let p = 12 + 16 * i
            let tag = String(decoding: bytes[p..<(p + 4)], as: UTF8.self)
            result[tag] = (Int(u32(p + 8)), Int(u32(p + 12)), u32(p + 4))
        }
        return result
    }

    static func sum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var s: UInt32 = 0
        var words = Array(bytes)
        while words.count % 4 != 0 { words.append(0) }
        for i in stride(from: 0, to: words.count, by: 4) {
            s = s &+ (UInt32(words[i]) << 24 | UInt32(words[i + 1]) << 16 | UInt32(words[i + 2]) << 8 | UInt32(words[i + 3]))
        }
        return s
    }

    /// Advance of `glyph` straight from hhea/hmtx.
    func advance(_ glyph: Int) -> Int {
        let hhea = tables["hhea"]!.offset, hmtx = tables["hmtx"]!.offset
        let n = u16(hhea + 34)
        return u16(hmtx + 4 * min(glyph, n - 1))
    }

    /// Glyph for a BMP code point via the (3,1) format 4 subtable, by linear scan.
    func glyph(_ code: Int) -> Int {
        let cmap = tables["cmap"]!.offset
        for i in 0..<u16(cmap + 2) {
            let p = cmap + 4 + 8 * i
            guard u16(p) == 3, u16(p + 2) == 1 else { continue }
            let sub = cmap + Int(u32(p + 4))
            let segX2 = u16(sub + 6)
            for s in 0..<(segX2 / 2) {
                let end = u16(sub + 14 + 2 * s), start = u16(sub + 16 + segX2 + 2 * s)
                guard code >= start && code <= end else { continue }
                let delta = u16(sub + 16 + 2 * segX2 + 2 * s)
                let roAddr = sub + 16 + 3 * segX2 + 2 * s
                let ro = u16(roAddr)
                if ro == 0 { return (code + delta) & 0xFFFF }
                let g = u16(roAddr + ro + 2 * (code - start))
                return g == 0 ? 0 : (g + delta) & 0xFFFF
            }
        }
        return 0
    }

    /// Legacy `kern` format 0 value (version 0 header).
    func kern(_ left: Int, _ right: Int) -> Int {
        guard let kern = tables["kern"]?.offset else { return 0 }
        var total = 0
        var p = kern + 4
        for _ in 0..<u16(kern + 2) {
            let length = u16(p + 2)
            let n = u16(p + 6)
            for k in 0..<n {
                let q = p + 14 + 6 * k
                if u16(q) == left && u16(q + 2) == right { total += i16(q + 4) }
            }
            p += length
        }
        return total
    }
}
