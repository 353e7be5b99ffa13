import Foundation
import Testing
@testable import TrellisRaster

@Suite struct ChecksumTests {
    @Test func crc32KnownValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        // Incremental update equals one-shot.
        let data = Array("The quick brown fox jumps over the lazy dog".utf8)
        #expect(CRC32.checksum(data) == 0x414F_A339)
        #expect(CRC32.update(CRC32.checksum(Array(data[0..<10])), Array(data[10...])) == 0x414F_A339)
    }

    @Test func adler32KnownValues() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8]()) == 1)
        // 100,000 bytes of 0xFF exercise the modular reduction (value computed with Python zlib.adler32).
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
        let data = TestSupport.randomBytes(count: 20_000, seed: 7)
        #expect(Adler32.update(Adler32.checksum(Array(data[0..<7_000])), Array(data[7_000...]))
                == Adler32.checksum(data))
    }
}
