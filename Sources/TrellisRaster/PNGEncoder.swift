import Foundation

/// PNG encoding and decoding (RGBA8, non-interlaced).
public enum PNG {
    /// The 8-byte PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// IDAT payloads are split into chunks of at most this many bytes.
    static let maxIDATChunk = 1 << 20

    /// Encodes straight (non-premultiplied) RGBA8 pixels as a PNG (color type 6, bit depth 8,
    /// no interlace), with a single zlib stream produced by `Deflate`.
    ///
    /// Filter choice (deterministic): every row is filtered with each of the five PNG filters and the
    /// one with the smallest sum of |byte as signed Int8| is used; ties pick the lowest filter number.
    ///
    /// Rules: if `width` or `height` is not positive, exceeds `Canvas.maxDimension`, or their product
    /// exceeds `Canvas.maxPixelCount`, a 1×1 fully transparent PNG is produced. Missing pixel bytes
    /// are treated as 0; extra bytes are ignored.
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var w = width, h = height
        var pixels = rgba
        if w <= 0 || h <= 0 || w > Canvas.maxDimension || h > Canvas.maxDimension || w * h > Canvas.maxPixelCount {
            w = 1; h = 1; pixels = [0, 0, 0, 0]
        }
        let rowBytes = w * 4
        let n = rowBytes * h
        if pixels.count > n { pixels.removeLast(pixels.count - n) }
        if pixels.count < n { pixels.append(contentsOf: [UInt8](repeating: 0, count: n - pixels.count)) }

        let filtered = filterRows(pixels, rowBytes: rowBytes, height: h)
        let compressed = Deflate.zlibCompress(filtered)

        var out: [UInt8] = signature
        var ihdr: [UInt8] = []
        appendBE32(&ihdr, UInt32(w))
        appendBE32(&ihdr, UInt32(h))
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        appendChunk(&out, "IHDR", ihdr)
        var offset = 0
        repeat {
            let end = min(compressed.count, offset + maxIDATChunk)
            appendChunk(&out, "IDAT", Array(compressed[offset..<end]))
            offset = end
        } while offset < compressed.count
        appendChunk(&out, "IEND", [])
        return Data(out)
    }

    static func appendBE32(_ out: inout [UInt8], _ v: UInt32) {
        out.append(UInt8(v >> 24)); out.append(UInt8((v >> 16) & 0xFF))
        out.append(UInt8((v >> 8) & 0xFF)); out.append(UInt8(v & 0xFF))
    }

    static func appendChunk(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
        appendBE32(&out, UInt32(data.count))
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        appendBE32(&out, CRC32.update(CRC32.checksum(typeBytes), data))
    }


    /// Produces the filtered scanlines (filter byte + row) for 4-byte pixels.
    static func filterRows(_ pixels: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
        let bpp = 4
        var out = [UInt8]()
        out.reserveCapacity((rowBytes + 1) * height)
        var candidate = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        pixels.withUnsafeBufferPointer { px in
            for y in 0..<height {
                let row = y * rowBytes
                let prior = row - rowBytes
                var bestType = 0
                var bestScore = Int.max
                for type in 0..<5 {
                    var score = 0
                    candidate[type].withUnsafeMutableBufferPointer { dst in
                        for i in 0..<rowBytes {
                            let x = Int(px[row + i])
                            let a = i >= bpp ? Int(px[row + i - bpp]) : 0
                            let b = y > 0 ? Int(px[prior + i]) : 0
                            let c = (i >= bpp && y > 0) ? Int(px[prior + i - bpp]) : 0
                            let pred = PNGFilter.prediction(type: type, a: a, b: b, c: c) ?? 0
                            let v = UInt8(truncatingIfNeeded: x - pred)
                            dst[i] = v
                            let signed = Int(Int8(bitPattern: v))
                            score += signed < 0 ? -signed : signed
                        }
                    }
                    if score < bestScore { bestScore = score; bestType = type }
                }
                out.append(UInt8(bestType))
                out.append(contentsOf: candidate[bestType])
            }
        }
        return out
    }
}
