import Foundation
import Testing
@testable import TrellisRaster

/// The matcher's output on inputs chosen for its limits: every token is a literal or a
/// match of 3…258 bytes at a distance of 1…32,768 that copies the bytes it stands for, the
/// tokens cover the input, and the stream decodes to the input with the project's own
/// Inflate, at the default chain and at the short ones an animated PNG uses.
@Suite struct DeflateRoundTripTests {
    static func tokens(_ bytes: [UInt8], chainLimit: Int = Deflate.maxChain) -> [Deflate.Token] {
        var out: [Deflate.Token] = []
        bytes.withUnsafeBufferPointer { buf in Deflate.lz77(buf, chainLimit: chainLimit) { out.append($0) } }
        return out
    }

    /// The number of tokens that break the rules above (0 for a valid list), or −1 when
    /// the tokens do not cover the input exactly.
    static func invalidTokens(_ tokens: [Deflate.Token], _ bytes: [UInt8]) -> Int {
        var i = 0, invalid = 0
        for t in tokens {
            if t.length == 0 {
                if i >= bytes.count || Int(t.value) != Int(bytes[i]) { invalid += 1 }
                i += 1
                continue
            }
            let length = Int(t.length), distance = Int(t.value)
            if length < 3 || length > 258 || distance < 1 || distance > 32_768 || distance > i || i + length > bytes.count {
                invalid += 1
            } else if !(0..<length).allSatisfy({ bytes[i + $0] == bytes[i - distance + $0] }) {
                invalid += 1
            }
            i += length
        }
        return i == bytes.count ? invalid : -1
    }

    /// `period` random bytes, repeated to `count` bytes.
    static func periodic(period: Int, count: Int, seed: UInt32) -> [UInt8] {
        let block = TestSupport.randomBytes(count: period, seed: seed)
        return (0..<count).map { block[$0 % period] }
    }

    static let inputs: [(String, [UInt8])] = {
        var rng = TestSupport.LCG(seed: 61)
        // Runs of four byte values, 1 to 1,000 long.
        var runs: [UInt8] = []
        while runs.count < 150_000 {
            runs.append(contentsOf: [UInt8](repeating: UInt8(rng.next() % 4) * 70, count: 1 + Int(rng.next() % 1_000)))
        }
        // Chunks of 5,000 random and 5,000 repetitive bytes in turn: blocks of literals,
        // then of matches, their boundaries at every offset.
        var mixed: [UInt8] = []
        for k in 0..<40 {
            mixed += k % 2 == 0 ? TestSupport.randomBytes(count: 5_000, seed: UInt32(k))
                                : TestSupport.repetitiveBytes(count: 5_000, seed: UInt32(k))
        }
        return [
            ("empty", []),
            ("one byte", [42]),
            ("two bytes", [42, 42]),
            ("random", TestSupport.randomBytes(count: 100_000, seed: 61)),
            ("zeros", [UInt8](repeating: 0, count: 200_000)),
            ("runs", runs),
            ("repetitive", TestSupport.repetitiveBytes(count: 150_000, seed: 62)),
            ("period 3", periodic(period: 3, count: 10_000, seed: 63)),
            ("period 258", periodic(period: 258, count: 40_000, seed: 64)),
            ("period 259", periodic(period: 259, count: 40_000, seed: 65)),
            ("period 1,000", periodic(period: 1_000, count: 40_000, seed: 66)),
            ("period 32,767", periodic(period: 32_767, count: 100_000, seed: 67)),
            ("period 32,768", periodic(period: 32_768, count: 100_000, seed: 68)),
            ("period 32,769", periodic(period: 32_769, count: 100_000, seed: 69)),
            ("mixed", mixed),
            ("picture rows", DeflateMatcherTests.pictureRows()),
        ]
    }()

    @Test(arguments: [Deflate.maxChain, APNG.overChainLimit, 1])
    func tokensAreValidAndStreamsRoundTrip(chainLimit: Int) throws {
        for (name, input) in Self.inputs {
            let tokens = Self.tokens(input, chainLimit: chainLimit)
            #expect(Self.invalidTokens(tokens, input) == 0, "\(name)")
            let compressed = Deflate.compress(input, chainLimit: chainLimit)
            #expect(try Inflate.decompress(compressed) == input, "\(name)")
            #expect(Deflate.compress(input, chainLimit: chainLimit) == compressed, "\(name): deterministic")
        }
        let z = Deflate.zlibCompress(Self.inputs[6].1, chainLimit: chainLimit)
        #expect(try Inflate.zlibDecompress(z) == Self.inputs[6].1)
    }

    /// The matcher reaches the format's limits: matches of 258 bytes, at distance 1 in a
    /// run and at exactly 32,768 in data of that period, and none farther.
    @Test func matchesReachTheLimits() {
        let byName = Dictionary(uniqueKeysWithValues: Self.inputs)
        let zeros = Self.tokens(byName["zeros"]!)
        #expect(zeros.dropFirst().allSatisfy { $0.value == 1 } && zeros.filter { $0.length == 258 }.count == 775)
        let window = Self.tokens(byName["period 32,768"]!)
        #expect(window.contains { $0.length == 258 && $0.value == 32_768 })
        let period258 = Self.tokens(byName["period 258"]!)
        #expect(period258.contains { $0.length == 258 && $0.value == 258 })
        // Random bytes of period 32,769: no copy in reach, so almost every token is a literal.
        let beyond = Self.tokens(byName["period 32,769"]!)
        #expect(beyond.filter { $0.length == 0 }.count > 99_000)
    }

    /// Pinned: the compressed sizes of two fixed generated inputs (a change to the matcher's
    /// rules or to the block encoding shows up here).
    @Test func compressedSizesArePinned() {
        let byName = Dictionary(uniqueKeysWithValues: Self.inputs)
        #expect(Deflate.compress(byName["repetitive"]!).count == 6_699)
        #expect(Deflate.compress(byName["runs"]!).count == 1_061)
        #expect(Deflate.compress(byName["picture rows"]!).count == 1_174)
    }
}
