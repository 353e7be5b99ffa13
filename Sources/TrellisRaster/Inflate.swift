import Foundation

/// Errors raised while decompressing DEFLATE or zlib data.
public enum InflateError: Error, Equatable {
    /// The input ended before the stream was complete.
    case truncated
    /// The zlib header is malformed or uses an unsupported method or a preset dictionary.
    case invalidHeader
    /// Block type 3 (reserved) was found.
    case invalidBlockType
    /// A stored block's LEN/NLEN fields do not match.
    case invalidStoredLength
    /// A Huffman code description is invalid or a code could not be decoded.
    case invalidCode
    /// A back-reference points before the start of the output.
    case invalidDistance
    /// The zlib Adler-32 trailer does not match the data.
    case checksumMismatch
    /// The output would exceed the caller's limit.
    case outputTooLarge
}

/// A DEFLATE (RFC 1951) / zlib (RFC 1950) decompressor supporting stored, fixed and dynamic blocks.
public enum Inflate {
    /// Decompresses a raw DEFLATE stream. Rule: output beyond `maxOutput` bytes throws `.outputTooLarge`.
    public static func decompress(_ data: [UInt8], maxOutput: Int = 1 << 30) throws -> [UInt8] {
        var state = State(input: data, maxOutput: maxOutput)
        try state.run()
        return state.output
    }

    /// Decompresses a zlib stream and verifies its Adler-32.
    public static func zlibDecompress(_ data: [UInt8], maxOutput: Int = 1 << 30) throws -> [UInt8] {
        guard data.count >= 6 else { throw InflateError.truncated }
        let cmf = Int(data[0]), flg = Int(data[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else {
            throw InflateError.invalidHeader
        }
        var state = State(input: data, maxOutput: maxOutput)
        state.pos = 2
        try state.run()
        // The trailer starts at the next byte boundary.
        let p = state.pos
        guard p + 4 <= data.count else { throw InflateError.truncated }
        let expected = UInt32(data[p]) << 24 | UInt32(data[p + 1]) << 16 | UInt32(data[p + 2]) << 8 | UInt32(data[p + 3])
        guard Adler32.checksum(state.output) == expected else { throw InflateError.checksumMismatch }
        return state.output
    }

    /// A canonical Huffman decoding table: symbol counts per length and symbols sorted by code.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            // Reject over-subscribed codes (incomplete ones are allowed, as zlib does for single codes).
            var left = 1
            for len in 1...15 {
                left <<= 1
                left -= counts[len]
                if left < 0 { throw InflateError.invalidCode }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l > 0 {
                symbols[offsets[l]] = s
                offsets[l] += 1
            }
        }
    }

    struct State {
        let input: [UInt8]
        let maxOutput: Int
        var pos = 0
        var bitBuf = 0
        var bitCount = 0
        var output: [UInt8] = []

        init(input: [UInt8], maxOutput: Int) {
            self.input = input
            self.maxOutput = maxOutput
        }

        mutating func bits(_ n: Int) throws -> Int {
            while bitCount < n {
                guard pos < input.count else { throw InflateError.truncated }
                bitBuf |= Int(input[pos]) << bitCount
                pos += 1
                bitCount += 8
            }
            let v = bitBuf & ((1 << n) - 1)
            bitBuf >>= n
            bitCount -= n
            return v
        }

        mutating func decode(_ h: Huffman) throws -> Int {
            var code = 0, first = 0, index = 0
            for len in 1...15 {
                code |= try bits(1)
                let count = h.counts[len]
                if code - count < first { return h.symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw InflateError.invalidCode
        }

        mutating func run() throws {
            var final = 0
            repeat {
                final = try bits(1)
                let type = try bits(2)
                switch type {
                case 0: try stored()
                case 1:
                    try codes(Huffman(lengths: DeflateTables.fixedLiteralLengths),
                              Huffman(lengths: DeflateTables.fixedDistanceLengths))
                case 2:
                    let (lit, dist) = try dynamicTables()
                    try codes(lit, dist)
                default: throw InflateError.invalidBlockType
                }
            } while final == 0
            // Discard the partial byte so `pos` points at the first byte after the stream.
            bitBuf = 0
            bitCount = 0
        }

        mutating func stored() throws {
            bitBuf = 0
            bitCount = 0
            guard pos + 4 <= input.count else { throw InflateError.truncated }
            let len = Int(input[pos]) | Int(input[pos + 1]) << 8
            let nlen = Int(input[pos + 2]) | Int(input[pos + 3]) << 8
            guard len == (~nlen & 0xFFFF) else { throw InflateError.invalidStoredLength }
            pos += 4
            guard pos + len <= input.count else { throw InflateError.truncated }
            guard output.count + len <= maxOutput else { throw InflateError.outputTooLarge }
            output.append(contentsOf: input[pos..<(pos + len)])
            pos += len
        }

        mutating func dynamicTables() throws -> (Huffman, Huffman) {
            let hlit = try bits(5) + 257
            let hdist = try bits(5) + 1
            let hclen = try bits(4) + 4
            guard hlit <= 286, hdist <= 30 else { throw InflateError.invalidCode }
            var clLengths = [Int](repeating: 0, count: 19)
            for i in 0..<hclen { clLengths[DeflateTables.codeLengthOrder[i]] = try bits(3) }
            let cl = try Huffman(lengths: clLengths)
            var lengths: [Int] = []
            while lengths.count < hlit + hdist {
                let sym = try decode(cl)
                switch sym {
                case 0...15:
                    lengths.append(sym)
                case 16:
                    guard let last = lengths.last else { throw InflateError.invalidCode }
                    lengths.append(contentsOf: [Int](repeating: last, count: 3 + (try bits(2))))
                case 17:
                    lengths.append(contentsOf: [Int](repeating: 0, count: 3 + (try bits(3))))
                default:
                    lengths.append(contentsOf: [Int](repeating: 0, count: 11 + (try bits(7))))
                }
            }
            guard lengths.count == hlit + hdist, lengths[256] > 0 else { throw InflateError.invalidCode }
            return (try Huffman(lengths: Array(lengths[0..<hlit])), try Huffman(lengths: Array(lengths[hlit...])))
        }

        mutating func codes(_ lit: Huffman, _ dist: Huffman) throws {
            while true {
                let sym = try decode(lit)
                if sym < 256 {
                    guard output.count < maxOutput else { throw InflateError.outputTooLarge }
                    output.append(UInt8(sym))
                } else if sym == 256 {
                    return
                } else {
                    let li = sym - 257
                    guard li < 29 else { throw InflateError.invalidCode }
                    let len = DeflateTables.lengthBase[li] + (try bits(DeflateTables.lengthExtra[li]))
                    let di = try decode(dist)
                    guard di < 30 else { throw InflateError.invalidCode }
                    let d = DeflateTables.distBase[di] + (try bits(DeflateTables.distExtra[di]))
                    guard d <= output.count else { throw InflateError.invalidDistance }
                    guard output.count + len <= maxOutput else { throw InflateError.outputTooLarge }
                    let start = output.count - d
                    for k in 0..<len { output.append(output[start + k]) }
                }
            }
        }
    }
}
