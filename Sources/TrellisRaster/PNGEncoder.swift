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
    ///
    /// The filter of each row is the one with the smallest sum of |byte as signed Int8| (ties:
    /// the lowest filter number). The five sums are taken in one pass over the row and only
    /// the chosen filter is written. Exact shortcuts, which give the sums the byte-by-byte
    /// formulas give: a row of zero bytes scores 0 with None; a row equal to the row above
    /// (and not all zero) scores 0 with Up and with no lower filter (None and Sub score 0
    /// only on a row of zero bytes); a pixel equal to its left, upper and upper-left
    /// neighbours adds 0 to every sum but None's (each of Sub, Up, Average and Paeth
    /// predicts it exactly).
    ///
    /// A row's filter and bytes depend only on it and the row above, so the rows are done in
    /// bands at once (``Bands``), `bands` of them (one per core for large pictures).
    static func filterRows(_ pixels: [UInt8], rowBytes: Int, height: Int, bands: Int? = nil) -> [UInt8] {
        let stride = rowBytes + 1
        let count = stride * height
        guard rowBytes > 0, height > 0, rowBytes % 4 == 0, pixels.count >= rowBytes * height else {
            return filterRowsBytewise(pixels, rowBytes: rowBytes, height: height)
        }
        let bandCount = bands ?? Bands.count(rows: height, bytes: count)
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                let base = UnsafeRawPointer(px.baseAddress!)
                let dst = out.baseAddress!
                Bands.run(bandCount, rows: height) { rows in
                for y in rows {
                    let row = base + y * rowBytes
                    let prior: UnsafeRawPointer? = y > 0 ? row - rowBytes : nil
                    let type = chooseFilter(row, prior: prior, rowBytes: rowBytes)
                    let o = dst + y * stride
                    o[0] = UInt8(type)
                    writeFilter(type, row, prior: prior, rowBytes: rowBytes, to: o + 1)
                }
                }
            }
            initialized = count
        }
    }

    /// The rows with filter None: each row's bytes after a 0.
    static func unfilteredRows(_ pixels: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
        let stride = rowBytes + 1
        let count = stride * height
        precondition(rowBytes >= 0 && height >= 0 && pixels.count >= rowBytes * height)
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { px in
                for y in 0..<height {
                    out[y * stride] = 0
                    if rowBytes > 0 {
                        (out.baseAddress! + y * stride + 1).update(from: px.baseAddress! + y * rowBytes, count: rowBytes)
                    }
                }
            }
            initialized = count
        }
    }

    /// The reference of ``filterRows(_:rowBytes:height:)`` byte by byte, for rows that are
    /// not whole pixels (missing bytes count as 0).
    static func filterRowsBytewise(_ pixels: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
        let bpp = 4
        var out = [UInt8]()
        out.reserveCapacity(max(0, (rowBytes + 1) * height))
        var candidate = [[UInt8]](repeating: [UInt8](repeating: 0, count: max(rowBytes, 0)), count: 5)
        func px(_ i: Int) -> Int { i < pixels.count ? Int(pixels[i]) : 0 }
        for y in 0..<max(height, 0) {
            let row = y * rowBytes
            let prior = row - rowBytes
            var bestType = 0
            var bestScore = Int.max
            for type in 0..<5 {
                var score = 0
                for i in 0..<rowBytes {
                    let x = px(row + i)
                    let a = i >= bpp ? px(row + i - bpp) : 0
                    let b = y > 0 ? px(prior + i) : 0
                    let c = (i >= bpp && y > 0) ? px(prior + i - bpp) : 0
                    let v = UInt8(truncatingIfNeeded: x - (PNGFilter.prediction(type: type, a: a, b: b, c: c) ?? 0))
                    candidate[type][i] = v
                    score += magnitude(Int(v))
                }
                if score < bestScore { bestScore = score; bestType = type }
            }
            out.append(UInt8(bestType))
            out.append(contentsOf: candidate[bestType])
        }
        return out
    }

    /// The filter type (0…4) of a row of `rowBytes` bytes (whole pixels) with the row above
    /// at `prior` (`nil` for the first row): see ``filterRows(_:rowBytes:height:)``.
    static func chooseFilter(_ row: UnsafeRawPointer, prior: UnsafeRawPointer?, rowBytes: Int) -> Int {
        let x8 = row.assumingMemoryBound(to: UInt8.self)
        var allZero = true
        for i in 0..<rowBytes where x8[i] != 0 { allZero = false; break }
        if allZero { return 0 }
        guard let prior else {
            // No row above: Up is None and Paeth is Sub (b = c = 0); Average is x − ⌊a/2⌋.
            var s0 = 0, s1 = 0, s3 = 0
            for i in 0..<rowBytes {
                let x = Int(x8[i]), a = i >= 4 ? Int(x8[i - 4]) : 0
                s0 &+= magnitude(x); s1 &+= magnitude(x - a); s3 &+= magnitude(x - (a >> 1))
            }
            return best(s0, s1, s0, s3, s1)
        }
        let b8 = prior.assumingMemoryBound(to: UInt8.self)
        if memcmp(row, prior, rowBytes) == 0 { return 2 }
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0
        for i in 0..<4 {
            let x = Int(x8[i]), b = Int(b8[i])
            // a = c = 0: Paeth predicts b.
            s0 &+= magnitude(x); s1 &+= magnitude(x); s2 &+= magnitude(x - b)
            s3 &+= magnitude(x - (b >> 1)); s4 &+= magnitude(x - b)
        }
        // A pixel's four bytes as four lanes (in whatever order the load gives: the sums
        // add every lane, so the order does not matter).
        @inline(__always) func lanes(_ w: UInt32) -> SIMD4<Int32> {
            SIMD4(Int32(truncatingIfNeeded: w & 0xFF), Int32(truncatingIfNeeded: (w >> 8) & 0xFF),
                  Int32(truncatingIfNeeded: (w >> 16) & 0xFF), Int32(truncatingIfNeeded: w >> 24))
        }
        // |byte as Int8| of x − prediction: the difference modulo 256, d or 256 − d.
        @inline(__always) func magnitudes(_ v: SIMD4<Int32>) -> SIMD4<Int32> {
            let d = v & 0xFF
            return pointwiseMin(d, 256 &- d)
        }
        @inline(__always) func abs4(_ v: SIMD4<Int32>) -> SIMD4<Int32> { v.replacing(with: 0 &- v, where: v .< 0) }
        var v0 = SIMD4<Int32>.zero, v1 = v0, v2 = v0, v3 = v0, v4 = v0
        var p = 4
        while p < rowBytes {
            let xw = row.loadUnaligned(fromByteOffset: p, as: UInt32.self)
            let aw = row.loadUnaligned(fromByteOffset: p - 4, as: UInt32.self)
            let bw = prior.loadUnaligned(fromByteOffset: p, as: UInt32.self)
            let cw = prior.loadUnaligned(fromByteOffset: p - 4, as: UInt32.self)
            let x = lanes(xw)
            if xw == aw && xw == bw && xw == cw {
                if xw == 0 {
                    // A zero pixel with zero neighbours adds 0 to every sum, and so does each
                    // next one that is zero with zero above (its left and upper-left
                    // neighbours are the zero pixels before): runs of them are passed over.
                    p += 4
                    while p + 8 <= rowBytes && row.loadUnaligned(fromByteOffset: p, as: UInt64.self) == 0
                            && prior.loadUnaligned(fromByteOffset: p, as: UInt64.self) == 0 { p += 8 }
                    continue
                }
                v0 &+= magnitudes(x)
            } else {
                let a = lanes(aw), b = lanes(bw), c = lanes(cw)
                v0 &+= magnitudes(x)
                v1 &+= magnitudes(x &- a)
                v2 &+= magnitudes(x &- b)
                v3 &+= magnitudes(x &- ((a &+ b) &>> 1))
                // Paeth: a when |b − c| ≤ |a − c| and ≤ |a + b − 2c|, else b when
                // |a − c| ≤ |a + b − 2c|, else c (PNGFilter.paeth, lane by lane).
                let pa = abs4(b &- c), pb = abs4(a &- c), pc = abs4(a &+ b &- c &- c)
                let pred = c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
                v4 &+= magnitudes(x &- pred)
            }
            p += 4
        }
        s0 &+= Int(v0.wrappedSum()); s1 &+= Int(v1.wrappedSum()); s2 &+= Int(v2.wrappedSum())
        s3 &+= Int(v3.wrappedSum()); s4 &+= Int(v4.wrappedSum())
        return best(s0, s1, s2, s3, s4)
    }

    /// Writes the row filtered with `type` (1…4 predict from the left, upper and
    /// upper-left bytes, 0 outside the picture).
    static func writeFilter(_ type: Int, _ row: UnsafeRawPointer, prior: UnsafeRawPointer?, rowBytes: Int,
                            to out: UnsafeMutablePointer<UInt8>) {
        let x8 = row.assumingMemoryBound(to: UInt8.self)
        let b8 = prior?.assumingMemoryBound(to: UInt8.self)
        func a(_ i: Int) -> Int { i >= 4 ? Int(x8[i - 4]) : 0 }
        switch type {
        case 0:
            out.update(from: x8, count: rowBytes)
        case 1:
            for i in 0..<rowBytes { out[i] = UInt8(truncatingIfNeeded: Int(x8[i]) - a(i)) }
        case 2:
            if let b8 {
                for i in 0..<rowBytes { out[i] = x8[i] &- b8[i] }
            } else {
                out.update(from: x8, count: rowBytes)
            }
        case 3:
            for i in 0..<rowBytes {
                let b = b8.map { Int($0[i]) } ?? 0
                out[i] = UInt8(truncatingIfNeeded: Int(x8[i]) - ((a(i) + b) >> 1))
            }
        default:
            guard let b8, let prior else {
                for i in 0..<rowBytes { out[i] = UInt8(truncatingIfNeeded: Int(x8[i]) - a(i)) }
                return
            }
            for i in 0..<min(4, rowBytes) { out[i] = x8[i] &- b8[i] }
            var p = 4
            while p < rowBytes {
                let x = row.loadUnaligned(fromByteOffset: p, as: UInt32.self)
                if x == row.loadUnaligned(fromByteOffset: p - 4, as: UInt32.self),
                   x == prior.loadUnaligned(fromByteOffset: p, as: UInt32.self),
                   x == prior.loadUnaligned(fromByteOffset: p - 4, as: UInt32.self) {
                    out[p] = 0; out[p + 1] = 0; out[p + 2] = 0; out[p + 3] = 0
                } else {
                    for i in p..<(p + 4) {
                        let pred = PNGFilter.paeth(Int(x8[i - 4]), Int(b8[i]), Int(b8[i - 4]))
                        out[i] = UInt8(truncatingIfNeeded: Int(x8[i]) - pred)
                    }
                }
                p += 4
            }
        }
    }

    /// |v as signed Int8| after truncating `v` to a byte.
    @inline(__always)
    static func magnitude(_ v: Int) -> Int {
        let t = Int(Int8(truncatingIfNeeded: v))
        return t < 0 ? -t : t
    }

    /// The index of the smallest score, the lowest index on ties.
    @inline(__always)
    static func best(_ s0: Int, _ s1: Int, _ s2: Int, _ s3: Int, _ s4: Int) -> Int {
        var t = 0, m = s0
        if s1 < m { t = 1; m = s1 }
        if s2 < m { t = 2; m = s2 }
        if s3 < m { t = 3; m = s3 }
        if s4 < m { t = 4 }
        return t
    }
}
