import Foundation

/// Adler-32 checksum as used by the zlib format (RFC 1950).
public enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// Largest number of bytes that can be summed before the 32-bit sums must be reduced.
    private static let blockSize = 5552

    /// Continues an Adler-32 (start with 1; the result can be fed back in).
    public static func update(_ adler: UInt32, _ bytes: [UInt8]) -> UInt32 {
        var a = adler & 0xFFFF
        var b = (adler >> 16) & 0xFFFF
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            while i < buf.count {
                let end = min(buf.count, i + blockSize)
                while i < end {
                    a &+= UInt32(buf[i])
                    b &+= a
                    i += 1
                }
                a %= modulus
                b %= modulus
            }
        }
        return (b << 16) | a
    }

    /// The Adler-32 of `bytes`.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 { update(1, bytes) }
}
