import Foundation

/// Constants of the DEFLATE format (RFC 1951) shared by the compressor and the decompressor.
enum DeflateTables {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                     4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                  1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                   9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Order in which code-length code lengths are transmitted.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Fixed literal/length code lengths (288 symbols).
    static let fixedLiteralLengths: [Int] = (0..<288).map { s in
        s < 144 ? 8 : (s < 256 ? 9 : (s < 280 ? 7 : 8))
    }
    /// Fixed distance code lengths (30 symbols; 32 defined by the format).
    static let fixedDistanceLengths: [Int] = [Int](repeating: 5, count: 30)

    /// Length symbol index (0...28) for each match length 0...258 (entries below 3 unused).
    static let lengthIndex: [Int] = {
        var t = [Int](repeating: 0, count: 259)
        for len in 3...258 {
            var i = 28
            while lengthBase[i] > len { i -= 1 }
            t[len] = i
        }
        return t
    }()

    /// Distance symbol (0...29) for a distance 1...32768, from a table: distances up to 256
    /// directly, larger ones by `(d − 1) >> 7` (every base above 256 is one more than a
    /// multiple of 128, so a symbol's distances share that value). The value of
    /// ``distanceIndex(_:)``.
    @inline(__always)
    static func distanceCode(_ d: Int) -> Int {
        let k = d &- 1
        return Int(k < 256 ? distanceCodes[k] : distanceCodes[256 &+ (k &>> 7)])
    }

    /// 256 symbols of distances 1...256, then 256 of `(d − 1) >> 7` for 0...255 (the
    /// first two unused).
    static let distanceCodes: [UInt8] = (0..<512).map { i in
        UInt8(i < 256 ? distanceIndex(i + 1) : distanceIndex(max(i - 256, 2) << 7 + 1))
    }

    /// Distance symbol (0...29) for a distance 1...32768 (binary search over the bases).
    static func distanceIndex(_ d: Int) -> Int {
        var lo = 0, hi = 29
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if distBase[mid] <= d { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

/// Writes bits least-significant first, as DEFLATE requires.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the low `n` bits of `value` (n ≤ 32).
    mutating func write(_ value: Int, _ n: Int) {
        if n == 0 { return }
        buffer |= (UInt64(truncatingIfNeeded: value) & ((1 << UInt64(n)) - 1)) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer = 0
            count = 0
        }
    }

    /// Bits written so far.
    var bitCount: Int { bytes.count * 8 + count }
}

/// A DEFLATE (RFC 1951) and zlib (RFC 1950) compressor.
///
/// Algorithm (fully deterministic, no randomness or platform-dependent behaviour):
/// * LZ77 with a 32 KiB window, 15-bit hash of 3 bytes, hash chains limited to `maxChain` probes,
///   one-step lazy matching (a match is deferred if the next position has a strictly longer one).
///   Three cutoffs bound the search, zlib's: a search stops at a match of `niceLength`; a
///   match of `maxLazy` or more is taken without looking at the next position; the look at
///   the next position seeks only a longer match, along a quarter of the chain when the
///   deferred match has `goodLength` or more. Each rule depends only on the data, so the
///   tokens are the same on every machine.
/// * Tokens are grouped into blocks of at most `blockTokens` symbols. For each block the exact bit
///   cost of a dynamic-Huffman, fixed-Huffman and stored encoding is computed and the cheapest is
///   used (ties prefer fixed over dynamic, and stored only if strictly cheaper).
/// * Dynamic codes are optimal length-limited Huffman codes (package-merge, 15/7-bit limits),
///   ties broken by symbol index; every transmitted code is complete.
public enum Deflate {
    static let windowSize = 32768
    static let maxMatch = 258
    static let minMatch = 3
    static let maxChain = 32
    /// A match this long ends the search: a longer one saves few bits.
    static let niceLength = 128
    /// A deferred match this long is emitted without a search at the next position.
    static let maxLazy = 32
    /// A deferred match this long shortens the next position's search to a quarter chain.
    static let goodLength = 8
    static let blockTokens = 16384

    /// A literal (`length == 0`, `value` = byte) or a match (`length` 3...258, `value` = distance).
    struct Token {
        var length: UInt16
        var value: UInt16
    }

    /// Compresses `data` into a raw DEFLATE stream.
    public static func compress(_ data: [UInt8]) -> [UInt8] { compress(data, chainLimit: maxChain) }

    /// ``compress(_:)`` with hash chains limited to `chainLimit` probes (at least 1).
    static func compress(_ data: [UInt8], chainLimit: Int) -> [UInt8] {
        var writer = BitWriter()
        data.withUnsafeBufferPointer { buf in
            var tokens: [Token] = []
            tokens.reserveCapacity(blockTokens)
            var blockStart = 0
            var position = 0  // number of input bytes covered by emitted tokens
            func flush(final: Bool) {
                writeBlock(tokens, bytes: buf, start: blockStart, end: position, final: final, writer: &writer)
                tokens.removeAll(keepingCapacity: true)
                blockStart = position
            }
            func emit(_ t: Token) {
                tokens.append(t)
                position += t.length == 0 ? 1 : Int(t.length)
                if tokens.count >= blockTokens { flush(final: false) }
            }
            lz77(buf, chainLimit: chainLimit, emit: emit)
            flush(final: true)
        }
        writer.alignToByte()
        return writer.bytes
    }

    /// Compresses `data` into a zlib stream (header 0x78 0xDA, DEFLATE data, big-endian Adler-32).
    ///
    /// For a megabyte or more the Adler-32 is summed on a second thread while the data is
    /// compressed (two independent results; see ``Bands/threads``).
    public static func zlibCompress(_ data: [UInt8]) -> [UInt8] { zlibCompress(data, chainLimit: maxChain) }

    /// ``zlibCompress(_:)`` with hash chains limited to `chainLimit` probes (at least 1).
    static func zlibCompress(_ data: [UInt8], chainLimit: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0xDA]
        var body: [UInt8] = []
        var adler: UInt32 = 1
        if data.count >= 1 << 20 && Bands.threads > 1 {
            DispatchQueue.concurrentPerform(iterations: 2) { k in
                if k == 0 { body = compress(data, chainLimit: chainLimit) } else { adler = Adler32.checksum(data) }
            }
        } else {
            body = compress(data, chainLimit: chainLimit)
            adler = Adler32.checksum(data)
        }
        out.append(contentsOf: body)
        out.append(UInt8(adler >> 24)); out.append(UInt8((adler >> 16) & 0xFF))
        out.append(UInt8((adler >> 8) & 0xFF)); out.append(UInt8(adler & 0xFF))
        return out
    }

    // MARK: - LZ77

    /// The matcher (see the type's documentation). Positions are kept as `Int32`: data of
    /// 2³¹ bytes or more stops with a precondition failure rather than wrong output (a
    /// picture's filtered rows are at most about 2²⁷ bytes). The hash of the three bytes at
    /// `i + 1` is the hash at `i` shifted by 5 with the byte at `i + 3` mixed in (the same
    /// value the formula gives), so a run of inserted positions reads one byte each.
    static func lz77(_ data: UnsafeBufferPointer<UInt8>, chainLimit: Int = maxChain, emit: (Token) -> Void) {
        let n = data.count
        if n == 0 { return }
        precondition(n <= Int(Int32.max), "Deflate: input of 2^31 bytes or more")
        let hashMask = (1 << 15) - 1
        let mask = windowSize - 1
        var head = [Int32](repeating: -1, count: hashMask + 1)
        var prev = [Int32](repeating: -1, count: windowSize)
        let base = UnsafeRawPointer(data.baseAddress!)
        let bytes = data.baseAddress!
        head.withUnsafeMutableBufferPointer { head in
            prev.withUnsafeMutableBufferPointer { prev in
                let head = head.baseAddress!, prev = prev.baseAddress!
                @inline(__always) func hash(_ i: Int) -> Int {
                    (Int(bytes[i]) &<< 10 ^ Int(bytes[i &+ 1]) &<< 5 ^ Int(bytes[i &+ 2])) & hashMask
                }
                @inline(__always) func insert(_ i: Int, _ h: Int) {
                    prev[i & mask] = head[h]
                    head[h] = Int32(truncatingIfNeeded: i)
                }
                // The longest match longer than `from` among the first `chainStart`
                // candidates (the nearest of equal ones), or (0, 0).
                @inline(__always) func search(_ i: Int, _ h: Int, _ from: Int, _ chainStart: Int) -> (Int, Int) {
                    let maxLen = min(maxMatch, n &- i)
                    if from >= maxLen { return (0, 0) }
                    var best = from, bestDist = 0
                    var cand = Int(head[h])
                    var chain = chainStart
                    while cand >= 0 && chain > 0 {
                        let dist = i &- cand
                        if dist <= 0 || dist > windowSize { break }
                        let w = bytes[cand &+ best]
                        if w == bytes[i &+ best] {
                            let l = matchLength(base, cand, i, maxLen)
                            if l > best {
                                best = l; bestDist = dist
                                if l >= maxLen || l >= niceLength { break }
                            }
                            cand = Int(prev[cand & mask])
                            chain &-= 1
                            continue
                        }
                        let next = Int(prev[cand & mask])
                        chain &-= 1
                        // A run of the byte w: when the bytes c…c + best are all w for every
                        // c of lo…cand − 1, each such c has the hash of w, w, w (the chain's,
                        // as cand − 1 follows cand on it), so the chain visits them one after
                        // the other (every position is inserted, in order), and each is
                        // rejected as cand was (its byte at + best is w). They are skipped
                        // at once, counted against the chain as if visited.
                        if next == cand &- 1 && chain > 0 && bytes[next &+ best] == w {
                            let floor = max(0, cand &- chain)
                            var r = next &+ best
                            let splat = UInt64(w) &* 0x0101_0101_0101_0101
                            while r &- 8 >= floor && base.loadUnaligned(fromByteOffset: r &- 8, as: UInt64.self) == splat { r &-= 8 }
                            while r > floor && bytes[r &- 1] == w { r &-= 1 }
                            if r <= next {
                                // Candidates next…r are rejected; the one after r comes next.
                                chain &-= next &- r &+ 1
                                if chain <= 0 || i &- r > windowSize { break }
                                cand = Int(prev[r & mask])
                                continue
                            }
                        }
                        cand = next
                    }
                    return bestDist > 0 ? (best, bestDist) : (0, 0)
                }

                let fullChain = max(1, chainLimit), shortChain = max(1, chainLimit / 4)
                var i = 0
                var pending = false
                var prevLen = 0, prevDist = 0
                while i < n {
                    var curLen = 0, curDist = 0
                    if i &+ minMatch <= n {
                        let h = hash(i)
                        // Only a match longer than a deferred one changes the choice. (One
                        // call of the search, so that it is inlined once.)
                        var from = minMatch &- 1, chain = fullChain
                        if pending && prevLen >= minMatch {
                            from = prevLen
                            chain = prevLen >= maxLazy ? 0 : prevLen >= goodLength ? shortChain : fullChain
                        }
                        if chain > 0 { (curLen, curDist) = search(i, h, from, chain) }
                        insert(i, h)
                    }
                    if pending && prevLen >= minMatch && curLen <= prevLen {
                        emit(Token(length: UInt16(truncatingIfNeeded: prevLen), value: UInt16(truncatingIfNeeded: prevDist)))
                        let end = i &- 1 &+ prevLen
                        // Every position inside the match goes into the table; the last
                        // that has three bytes is n − 3.
                        let last = min(end, n &- minMatch &+ 1)
                        var j = i &+ 1
                        if prevDist == 1 {
                            // A match at distance 1 is a run of one byte w through end − 1:
                            // the positions before end − 2 all hash as w, w, w, so each one's
                            // link is the position before it (the first one's, the head),
                            // the same table inserting them one by one leaves.
                            let runEnd = min(last, end &- 2)
                            if j < runEnd {
                                let h = hash(j)
                                prev[j & mask] = head[h]
                                var k = j &+ 1
                                while k < runEnd {
                                    prev[k & mask] = Int32(truncatingIfNeeded: k &- 1)
                                    k &+= 1
                                }
                                head[h] = Int32(truncatingIfNeeded: runEnd &- 1)
                                j = runEnd
                            }
                        }
                        if j < last {
                            var h = hash(j)
                            while true {
                                insert(j, h)
                                j &+= 1
                                if j >= last { break }
                                let w = bytes[j &- 1]
                                if bytes[j &+ 2] == w && bytes[j &+ 1] == w && bytes[j] == w {
                                    // The three bytes at j − 1 and at j are all w: a run. Every
                                    // position whose three bytes are w has j − 1's hash, so
                                    // inserting them in order links each to the one before
                                    // and leaves the last at the head; done at once, as for
                                    // a match at distance 1 above.
                                    // Positions up to last − 1 are inserted: their bytes end
                                    // before last + 2.
                                    let stop = min(n, last &+ 2)
                                    var r = j &+ 3
                                    let splat = UInt64(w) &* 0x0101_0101_0101_0101
                                    while r &+ 8 <= stop && base.loadUnaligned(fromByteOffset: r, as: UInt64.self) == splat { r &+= 8 }
                                    while r < stop && bytes[r] == w { r &+= 1 }
                                    let runEnd = min(r &- 2, last)
                                    var k = j
                                    while k < runEnd {
                                        prev[k & mask] = Int32(truncatingIfNeeded: k &- 1)
                                        k &+= 1
                                    }
                                    head[h] = Int32(truncatingIfNeeded: runEnd &- 1)
                                    j = runEnd
                                    if j >= last { break }
                                    h = hash(j)
                                    continue
                                }
                                h = (h &<< 5 ^ Int(bytes[j &+ 2])) & hashMask
                            }
                        }
                        i = end
                        pending = false
                        prevLen = 0
                    } else {
                        if pending { emit(Token(length: 0, value: UInt16(bytes[i &- 1]))) }
                        pending = true
                        prevLen = curLen; prevDist = curDist
                        i &+= 1
                    }
                }
                if pending { emit(Token(length: 0, value: UInt16(bytes[n &- 1]))) }
            }
        }
    }

    /// The number of equal bytes at `a` and `b` (`a < b`), at most `maxLen`; `b + maxLen`
    /// is within the data. Eight bytes are compared at a time, read little-endian so the
    /// first differing byte is the lowest set byte of their XOR on every machine.
    @inline(__always)
    static func matchLength(_ base: UnsafeRawPointer, _ a: Int, _ b: Int, _ maxLen: Int) -> Int {
        var l = 0
        while l + 8 <= maxLen {
            let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: a + l, as: UInt64.self))
                ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: b + l, as: UInt64.self))
            if x != 0 { return l + x.trailingZeroBitCount >> 3 }
            l += 8
        }
        let p = base.assumingMemoryBound(to: UInt8.self)
        while l < maxLen && p[a + l] == p[b + l] { l += 1 }
        return l
    }

    // MARK: - Huffman codes

    /// Optimal code lengths limited to `maxBits` (package-merge). Symbols with zero frequency get 0.
    ///
    /// Each list holds items by weight: the leaves (sorted by frequency, then symbol) merged
    /// with the packages of adjacent pairs of the list before (a leaf first on equal
    /// weights). A package is kept as the pair it joins, not as a list of symbols; a
    /// symbol's length is the number of times it occurs in the first 2n − 2 items of the
    /// last list, counted by walking those items' pairs.
    static func codeLengths(_ freqs: [Int], maxBits: Int) -> [Int] {
        var lengths = [Int](repeating: 0, count: freqs.count)
        let used = freqs.indices.filter { freqs[$0] > 0 }
        if used.isEmpty { return lengths }
        if used.count == 1 { lengths[used[0]] = 1; return lengths }
        let sortedLeaves = used.sorted { freqs[$0] != freqs[$1] ? freqs[$0] < freqs[$1] : $0 < $1 }
        // Nodes: a leaf's `left` is −1 − symbol; a package's `left` and `right` are nodes.
        var weight: [Int] = sortedLeaves.map { freqs[$0] }
        var left: [Int] = sortedLeaves.map { -1 - $0 }
        var right = [Int](repeating: -1, count: sortedLeaves.count)
        let leaves = Array(0..<sortedLeaves.count)
        var list = leaves
        for _ in 1..<maxBits {
            var packages: [Int] = []
            packages.reserveCapacity(list.count / 2)
            var k = 0
            while k + 1 < list.count {
                weight.append(weight[list[k]] + weight[list[k + 1]])
                left.append(list[k]); right.append(list[k + 1])
                packages.append(weight.count - 1)
                k += 2
            }
            var merged: [Int] = []
            merged.reserveCapacity(leaves.count + packages.count)
            var a = 0, b = 0
            while a < leaves.count || b < packages.count {
                if b >= packages.count || (a < leaves.count && weight[leaves[a]] <= weight[packages[b]]) {
                    merged.append(leaves[a]); a += 1
                } else {
                    merged.append(packages[b]); b += 1
                }
            }
            list = merged
        }
        var stack: [Int] = []
        for item in list.prefix(2 * used.count - 2) {
            stack.append(item)
            while let node = stack.popLast() {
                if left[node] < 0 {
                    lengths[-1 - left[node]] += 1
                } else {
                    stack.append(right[node]); stack.append(left[node])
                }
            }
        }
        return lengths
    }

    /// Canonical codes for the given lengths, bit-reversed for LSB-first writing.
    static func canonicalCodes(_ lengths: [Int]) -> [Int] {
        var blCount = [Int](repeating: 0, count: 16)
        for l in lengths where l > 0 { blCount[l] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + blCount[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [Int](repeating: 0, count: lengths.count)
        for (s, l) in lengths.enumerated() where l > 0 {
            var c = next[l]
            next[l] += 1
            var r = 0
            for _ in 0..<l { r = (r << 1) | (c & 1); c >>= 1 }
            codes[s] = r
        }
        return codes
    }

    /// Ensures at least two symbols have a non-zero frequency so that the code is complete.
    static func ensureTwoSymbols(_ freqs: inout [Int]) {
        var usedCount = freqs.filter { $0 > 0 }.count
        var s = 0
        while usedCount < 2 && s < freqs.count {
            if freqs[s] == 0 { freqs[s] = 1; usedCount += 1 }
            s += 1
        }
    }

    // MARK: - Blocks

    static func writeBlock(_ tokens: [Token], bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
                           final: Bool, writer: inout BitWriter) {
        var litFreq = [Int](repeating: 0, count: 286)
        var distFreq = [Int](repeating: 0, count: 30)
        var extraBits = 0
        for t in tokens {
            if t.length == 0 {
                litFreq[Int(t.value)] += 1
            } else {
                let li = DeflateTables.lengthIndex[Int(t.length)]
                litFreq[257 + li] += 1
                extraBits += DeflateTables.lengthExtra[li]
                let di = DeflateTables.distanceCode(Int(t.value))
                distFreq[di] += 1
                extraBits += DeflateTables.distExtra[di]
            }
        }
        litFreq[256] = 1

        // Dynamic code.
        var litCodeFreq = litFreq
        ensureTwoSymbols(&litCodeFreq)
        var distCodeFreq = distFreq
        ensureTwoSymbols(&distCodeFreq)
        let litLengths = codeLengths(litCodeFreq, maxBits: 15)
        let distLengths = codeLengths(distCodeFreq, maxBits: 15)
        var hlit = 286
        while hlit > 257 && litLengths[hlit - 1] == 0 { hlit -= 1 }
        var hdist = 30
        while hdist > 1 && distLengths[hdist - 1] == 0 { hdist -= 1 }
        let rle = runLengthEncode(Array(litLengths[0..<hlit]) + Array(distLengths[0..<hdist]))
        var clFreq = [Int](repeating: 0, count: 19)
        for (sym, _) in rle { clFreq[sym] += 1 }
        ensureTwoSymbols(&clFreq)
        let clLengths = codeLengths(clFreq, maxBits: 7)
        var hclen = 19
        while hclen > 4 && clLengths[DeflateTables.codeLengthOrder[hclen - 1]] == 0 { hclen -= 1 }

        var dynamicBits = 3 + 5 + 5 + 4 + 3 * hclen + extraBits
        for (sym, _) in rle {
            dynamicBits += clLengths[sym] + (sym == 16 ? 2 : sym == 17 ? 3 : sym == 18 ? 7 : 0)
        }
        for s in 0..<286 { dynamicBits += litFreq[s] * litLengths[s] }
        for s in 0..<30 { dynamicBits += distFreq[s] * distLengths[s] }

        var fixedBits = 3 + extraBits
        for s in 0..<286 { fixedBits += litFreq[s] * DeflateTables.fixedLiteralLengths[s] }
        for s in 0..<30 { fixedBits += distFreq[s] * 5 }

        let storedChunks = max(1, (end - start + 65534) / 65535)
        let storedBits = storedChunks * (3 + 7 + 32) + (end - start) * 8

        if storedBits < min(fixedBits, dynamicBits) {
            writeStored(bytes, start: start, end: end, final: final, writer: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(final ? 1 : 0, 1)
            writer.write(1, 2)
            writeTokens(tokens, litLengths: DeflateTables.fixedLiteralLengths,
                        distLengths: DeflateTables.fixedDistanceLengths, writer: &writer)
        } else {
            writer.write(final ? 1 : 0, 1)
            writer.write(2, 2)
            writer.write(hlit - 257, 5)
            writer.write(hdist - 1, 5)
            writer.write(hclen - 4, 4)
            for i in 0..<hclen { writer.write(clLengths[DeflateTables.codeLengthOrder[i]], 3) }
            let clCodes = canonicalCodes(clLengths)
            for (sym, extra) in rle {
                writer.write(clCodes[sym], clLengths[sym])
                switch sym {
                case 16: writer.write(extra, 2)
                case 17: writer.write(extra, 3)
                case 18: writer.write(extra, 7)
                default: break
                }
            }
            writeTokens(tokens, litLengths: litLengths, distLengths: distLengths, writer: &writer)
        }
    }

    static func writeStored(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, final: Bool,
                            writer: inout BitWriter) {
        var s = start
        repeat {
            let len = min(65535, end - s)
            let last = s + len >= end
            writer.write(final && last ? 1 : 0, 1)
            writer.write(0, 2)
            writer.alignToByte()
            writer.write(len & 0xFFFF, 16)
            writer.write(~len & 0xFFFF, 16)
            for i in s..<(s + len) { writer.write(Int(bytes[i]), 8) }
            s += len
        } while s < end
    }

    static func writeTokens(_ tokens: [Token], litLengths: [Int], distLengths: [Int], writer: inout BitWriter) {
        let litCodes = canonicalCodes(litLengths)
        let distCodes = canonicalCodes(distLengths)
        for t in tokens {
            if t.length == 0 {
                let s = Int(t.value)
                writer.write(litCodes[s], litLengths[s])
            } else {
                let len = Int(t.length)
                let li = DeflateTables.lengthIndex[len]
                writer.write(litCodes[257 + li], litLengths[257 + li])
                writer.write(len - DeflateTables.lengthBase[li], DeflateTables.lengthExtra[li])
                let d = Int(t.value)
                let di = DeflateTables.distanceCode(d)
                writer.write(distCodes[di], distLengths[di])
                writer.write(d - DeflateTables.distBase[di], DeflateTables.distExtra[di])
            }
        }
        writer.write(litCodes[256], litLengths[256])
    }

    /// Run-length encodes code lengths into (symbol, extra-bits value) pairs using symbols 16/17/18.
    static func runLengthEncode(_ lengths: [Int]) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var i = 0
        while i < lengths.count {
            let v = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == v { run += 1 }
            i += run
            if v == 0 {
                while run >= 11 { let r = min(run, 138); out.append((18, r - 11)); run -= r }
                if run >= 3 { out.append((17, run - 3)); run = 0 }
                while run > 0 { out.append((0, 0)); run -= 1 }
            } else {
                out.append((v, 0)); run -= 1
                while run >= 3 { let r = min(run, 6); out.append((16, r - 3)); run -= r }
                while run > 0 { out.append((v, 0)); run -= 1 }
            }
        }
        return out
    }
}
