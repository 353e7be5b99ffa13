import Foundation
import Testing
@testable import TrellisRaster

@Suite struct DeflateTests {
    static let sizes = [0, 1, 2, 3, 100, 1_000, 40_000, 70_000]

    @Test func emptyAndSingleByteStreams() throws {
        // Empty input: one final fixed block with only end-of-block (03 00) plus Adler-32 1.
        #expect(Deflate.zlibCompress([]) == [0x78, 0xDA, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        // One byte 'a': fixed block, identical to zlib's own output.
        #expect(Deflate.zlibCompress([0x61]) == [0x78, 0xDA, 0x4B, 0x04, 0x00, 0x00, 0x62, 0x00, 0x62])
        #expect(try Inflate.zlibDecompress([0x78, 0xDA, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) == [])
    }

    @Test(arguments: sizes)
    func roundTripsRepetitiveData(size: Int) throws {
        let data = TestSupport.repetitiveBytes(count: size, seed: UInt32(size) &+ 17)
        let z = Deflate.zlibCompress(data)
        #expect(try Inflate.zlibDecompress(z) == data)
        #expect(Deflate.zlibCompress(data) == z)  // deterministic
        if size >= 1_000 { #expect(z.count < size / 2) }
    }

    @Test(arguments: [0, 1, 5_000, 70_000])
    func roundTripsRandomData(size: Int) throws {
        let data = TestSupport.randomBytes(count: size, seed: 99)
        let z = Deflate.zlibCompress(data)
        #expect(try Inflate.zlibDecompress(z) == data)
        if size >= 5_000 {
            // Incompressible: every 16,384-literal block is stored (5 header bytes) + 6 zlib bytes.
            #expect(z.count == size + 5 * ((size + 16_383) / 16_384) + 6)
        } else {
            #expect(z.count == [0: 8, 1: 9][size])
        }
    }

    @Test func longRunsUseMaximalMatches() throws {
        let data = [UInt8](repeating: 0x41, count: 70_000)
        let z = Deflate.zlibCompress(data)
        #expect(try Inflate.zlibDecompress(z) == data)
        #expect(z.count < 200)
    }

    @Test func packageMergeRespectsTheLengthLimit() {
        // Fibonacci frequencies force an unlimited Huffman depth of 24; the limit must hold and the
        // code must stay complete (Kraft sum exactly 1).
        var freqs: [Int] = [1, 1]
        while freqs.count < 25 { freqs.append(freqs[freqs.count - 1] + freqs[freqs.count - 2]) }
        let lengths = Deflate.codeLengths(freqs, maxBits: 15)
        #expect(lengths.max() == 15)
        let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << $1) }
        #expect(kraft == 1.0)
        #expect(Deflate.codeLengths([5, 0, 3], maxBits: 7) == [1, 0, 1])
    }

    @Test func rejectsCorruptStreams() {
        #expect(throws: InflateError.checksumMismatch) {
            try Inflate.zlibDecompress([0x78, 0xDA, 0x03, 0x00, 0x00, 0x00, 0x00, 0x02])
        }
        #expect(throws: InflateError.invalidHeader) { try Inflate.zlibDecompress([0x78, 0x00, 0x03, 0x00, 0, 0, 0, 1]) }
        #expect(throws: InflateError.invalidBlockType) { try Inflate.decompress([0x07]) }
        #expect(throws: InflateError.truncated) { try Inflate.decompress([]) }
        // Flipping bytes of a valid stream never crashes: it either throws or returns the
        // data. The Adler-32 catches every single-byte corruption that changes the data; the
        // one that does not (the last DEFLATE byte, good.count − 5) flips only the padding
        // bits after the final block's end code.
        let data = TestSupport.repetitiveBytes(count: 3_000, seed: 5)
        let good = Deflate.zlibCompress(data)
        var failures = 0, wrong = 0
        for i in 2..<good.count {
            var bad = good
            bad[i] ^= 0x5A
            if let out = try? Inflate.zlibDecompress(bad, maxOutput: 10_000) {
                if out != data || i != good.count - 5 { wrong += 1 }
            } else {
                failures += 1
            }
        }
        #expect(wrong == 0)
        #expect(failures == good.count - 3)
    }

    @Test(.enabled(if: TestSupport.python3 != nil))
    func pythonZlibDecodesOurStreams() throws {
        let python = try #require(TestSupport.python3)
        for size in DeflateTests.sizes {
            let data = size % 2 == 0 ? TestSupport.repetitiveBytes(count: size, seed: 3)
                                     : TestSupport.randomBytes(count: size, seed: 3)
            let file = try TestSupport.temporaryFile(Deflate.zlibCompress(data), suffix: ".z")
            defer { try? FileManager.default.removeItem(atPath: file) }
            let (status, out, err) = try TestSupport.run(python, ["-c",
                "import sys,zlib; d=zlib.decompress(open(sys.argv[1],'rb').read()); print(len(d), zlib.crc32(d))", file])
            #expect(status == 0, "\(err)")
            #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "\(data.count) \(CRC32.checksum(data))")
        }
        // Raw DEFLATE (no zlib wrapper) with wbits = −15.
        let data = TestSupport.repetitiveBytes(count: 70_000, seed: 11)
        let file = try TestSupport.temporaryFile(Deflate.compress(data), suffix: ".deflate")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (status, out, _) = try TestSupport.run(python, ["-c",
            "import sys,zlib; d=zlib.decompress(open(sys.argv[1],'rb').read(), -15); print(len(d), zlib.crc32(d))", file])
        #expect(status == 0)
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "70000 \(CRC32.checksum(data))")
    }

    @Test(.enabled(if: TestSupport.python3 != nil))
    func ourInflateDecodesPythonStreams() throws {
        let python = try #require(TestSupport.python3)
        let data = TestSupport.repetitiveBytes(count: 70_000, seed: 21)
        let input = try TestSupport.temporaryFile(data, suffix: ".bin")
        defer { try? FileManager.default.removeItem(atPath: input) }
        for level in [0, 1, 6, 9] {
            let output = input + ".\(level).z"
            defer { try? FileManager.default.removeItem(atPath: output) }
            let (status, _, err) = try TestSupport.run(python, ["-c",
                "import sys,zlib; open(sys.argv[2],'wb').write(zlib.compress(open(sys.argv[1],'rb').read(), \(level)))",
                input, output])
            #expect(status == 0, "\(err)")
            let z = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
            #expect(try Inflate.zlibDecompress(z) == data)
        }
    }
}
