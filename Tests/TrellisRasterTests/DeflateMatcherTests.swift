import Foundation
import Testing
@testable import TrellisRaster

/// The matcher's decisions are part of the output: a faster matcher must choose the same
/// tokens, or every recorded PNG would change. The reference below is the matcher written
/// plainly (byte-by-byte comparison), the oracle the fast one is held to.
@Suite struct DeflateMatcherTests {
    static func referenceTokens(_ bytes: [UInt8]) -> [[Int]] {
        let n = bytes.count
        if n == 0 { return [] }
        let window = Deflate.windowSize, mask = window - 1, hashSize = 1 << 15
        var head = [Int](repeating: -1, count: hashSize)
        var prev = [Int](repeating: -1, count: window)
        var out: [[Int]] = []
        func hash(_ i: Int) -> Int { (Int(bytes[i]) << 10 ^ Int(bytes[i + 1]) << 5 ^ Int(bytes[i + 2])) & (hashSize - 1) }
        func insert(_ i: Int) { let h = hash(i); prev[i & mask] = head[h]; head[h] = i }
        // The longest match longer than `from` among `chainLimit` candidates, or (0, 0).
        func search(_ i: Int, from: Int, chainLimit: Int) -> (Int, Int) {
            let maxLen = min(Deflate.maxMatch, n - i)
            var best = from, bestDist = 0
            var cand = head[hash(i)]
            var chain = chainLimit
            while cand >= 0 && chain > 0 {
                let dist = i - cand
                if dist <= 0 || dist > window { break }
                var l = 0
                while l < maxLen && bytes[cand + l] == bytes[i + l] { l += 1 }
                if l > best {
                    best = l; bestDist = dist
                    if l >= maxLen || l >= Deflate.niceLength { break }
                }
                cand = prev[cand & mask]
                chain -= 1
            }
            return bestDist > 0 ? (best, bestDist) : (0, 0)
        }
        var i = 0
        var pending = false
        var prevLen = 0, prevDist = 0
        while i < n {
            var curLen = 0, curDist = 0
            if i + Deflate.minMatch <= n {
                if !pending || prevLen < Deflate.minMatch {
                    (curLen, curDist) = search(i, from: Deflate.minMatch - 1, chainLimit: Deflate.maxChain)
                } else if prevLen < Deflate.maxLazy {
                    let chain = prevLen >= Deflate.goodLength ? Deflate.maxChain / 4 : Deflate.maxChain
                    (curLen, curDist) = search(i, from: prevLen, chainLimit: chain)
                }
                insert(i)
            }
            if pending && prevLen >= Deflate.minMatch && curLen <= prevLen {
                out.append([prevLen, prevDist])
                let end = i - 1 + prevLen
                var j = i + 1
                while j < end { if j + Deflate.minMatch <= n { insert(j) }; j += 1 }
                i = end
                pending = false
                prevLen = 0
            } else {
                if pending { out.append([0, Int(bytes[i - 1])]) }
                pending = true
                prevLen = curLen; prevDist = curDist
                i += 1
            }
        }
        if pending { out.append([0, Int(bytes[n - 1])]) }
        return out
    }

    static func tokens(_ bytes: [UInt8]) -> [[Int]] {
        var out: [[Int]] = []
        bytes.withUnsafeBufferPointer { buf in
            Deflate.lz77(buf) { out.append([Int($0.length), Int($0.value)]) }
        }
        return out
    }

    /// Filtered rows of a small picture: flat areas, edges, repeats at a row's distance.
    static func pictureRows() -> [UInt8] {
        let canvas = Canvas(width: 90, height: 40, background: .white)
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: 8, y: 4, width: 30, height: 30))
        canvas.fill(p, color: RasterColor(r: 0.2, g: 0.4, b: 0.9))
        canvas.fill(TestSupport.rectPath(44, 10, 86, 12), color: .black)
        canvas.stroke(p, color: .red, lineWidth: 1.5, transform: .translation(x: 40, y: 2))
        return PNG.filterRows(canvas.rgbaBytes, rowBytes: 90 * 4, height: 40)
    }

    /// The table of distance symbols gives the binary search's symbol for every distance.
    @Test func distanceTableMatchesTheSearch() {
        var mismatches = 0
        for d in 1...32_768 where DeflateTables.distanceCode(d) != DeflateTables.distanceIndex(d) { mismatches += 1 }
        #expect(mismatches == 0)
        #expect(DeflateTables.distanceCode(1) == 0 && DeflateTables.distanceCode(257) == 16
                && DeflateTables.distanceCode(384) == 16 && DeflateTables.distanceCode(385) == 17
                && DeflateTables.distanceCode(32_768) == 29)
    }

    @Test func tokensMatchTheReference() {
        let inputs: [[UInt8]] = [
            [], [7], [1, 2], [1, 2, 3], [1, 2, 3, 1, 2, 3, 1, 2, 3, 4],
            [UInt8](repeating: 0, count: 70_000),                          // one long run
            TestSupport.repetitiveBytes(count: 70_000, seed: 4),           // matches up to 40,000 back
            TestSupport.randomBytes(count: 9_000, seed: 8),                // few matches
            (0..<50_000).map { UInt8(truncatingIfNeeded: $0 % 251 + $0 / 4_000) },  // periodic
            Self.pictureRows(),
        ]
        for input in inputs {
            let fast = Self.tokens(input)
            #expect(fast == Self.referenceTokens(input), "\(input.count) bytes")
            #expect(fast.reduce(0) { $0 + ($1[0] == 0 ? 1 : $1[0]) } == input.count)
        }
        // The run is all matches of 258 at distance 1 after the first literal.
        let run = Self.tokens([UInt8](repeating: 0, count: 70_000))
        #expect(run[0] == [0, 0] && run[1] == [258, 1] && run.count == 273)
    }

    /// Runs of one byte take the matcher's shortcuts (a run's positions inserted at once
    /// after a match at distance 1; candidates inside a run skipped together when they
    /// cannot match): the tokens are still the reference's, for runs of every length around
    /// the limits (3, 258, the chain of 128, the 32 KiB window) and of several byte values.
    @Test func runsMatchTheReference() {
        var rng = TestSupport.LCG(seed: 47)
        // Zeros with sparse marks, as in the rows of an animation frame's changed rectangle.
        var sparse = [UInt8](repeating: 0, count: 120_000)
        var k = 0
        while k < sparse.count {
            sparse[k] = UInt8(1 + rng.next() % 255)
            k += 1 + Int(rng.next() % 4_000)
        }
        // Runs of a few byte values, of lengths 1 to 700.
        var runs: [UInt8] = []
        while runs.count < 90_000 {
            let value = UInt8(rng.next() % 4) * 60
            runs.append(contentsOf: [UInt8](repeating: value, count: 1 + Int(rng.next() % 700)))
        }
        // Rows of 3,241 bytes: a filter byte, zeros, and bands of colour that move a little
        // from row to row (matches at a row's distance and inside the runs).
        var bands: [UInt8] = []
        for y in 0..<60 {
            var row = [UInt8](repeating: 0, count: 3_241)
            row[0] = UInt8(y % 3)
            for b in 0..<3 {
                let start = 1 + b * 1_000 + (y * 7) % 40
                for x in stride(from: start, to: start + 120, by: 4) { row[x] = 200; row[x + 1] = 40; row[x + 2] = UInt8(b * 90); row[x + 3] = 255 }
            }
            bands.append(contentsOf: row)
        }
        var inputs: [[UInt8]] = [sparse, runs, bands]
        // Runs that end at or near the end of the data, after a short prefix.
        for length in [3, 4, 5, 257, 258, 259, 260, 261, 516, 517, 33_000] {
            inputs.append([1, 2, 3] + [UInt8](repeating: 9, count: length))
            inputs.append([UInt8](repeating: 0, count: length) + [5])
        }
        // Long runs separated by single bytes: chains of more than 128 run positions, and
        // runs reaching back past the window.
        for gap in [130, 32_760, 32_770] {
            var data: [UInt8] = []
            for m in 0..<4 { data.append(contentsOf: [UInt8](repeating: 0, count: gap)); data.append(UInt8(m + 1)) }
            inputs.append(data)
        }
        for input in inputs {
            let fast = Self.tokens(input)
            #expect(fast == Self.referenceTokens(input), "\(input.count) bytes")
            #expect(fast.reduce(0) { $0 + ($1[0] == 0 ? 1 : $1[0]) } == input.count)
        }
        // The sparse zeros are mostly matches of 258 at distance 1 (the rest: the marks,
        // and the matches that end a run).
        let sparseTokens = Self.tokens(sparse)
        #expect(sparseTokens.filter { $0 == [258, 1] }.count == 427 && sparseTokens.count == 602)
    }
}
