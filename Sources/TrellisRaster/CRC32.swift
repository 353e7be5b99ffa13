import Foundation

/// CRC-32 (ISO-HDLC / PNG / zlib: reflected polynomial 0xEDB88320, initial and final XOR 0xFFFFFFFF).
public enum CRC32 {
    /// The 256-entry lookup table, computed once.
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? (0xEDB8_8320 ^ (c >> 1)) : (c >> 1)
        }
        return c
    }

    /// Continues a CRC (zlib `crc32(crc, buf)` semantics: start with 0; the result can be fed back in).
    public static func update(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var c = crc ^ 0xFFFF_FFFF
        table.withUnsafeBufferPointer { t in
            for b in bytes {
                c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8)
            }
        }
        return c ^ 0xFFFF_FFFF
    }

    /// Continues a CRC over an array of bytes.
    public static func update(_ crc: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(crc, $0) }
    }

    /// The CRC-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 { update(0, bytes) }

    /// The CRC-32 of `data`.
    public static func checksum(_ data: Data) -> UInt32 { update(0, [UInt8](data)) }
}
