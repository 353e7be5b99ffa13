import Foundation
import Testing
@testable import TrellisRaster

@Suite struct APNGTests {
    struct Chunk: Equatable {
        var type: String
        var body: [UInt8]
        var crcMatches: Bool
    }

    /// Splits a PNG file into its chunks (after the signature).
    static func chunks(_ data: Data) -> [Chunk] {
        let b = [UInt8](data)
        var p = 8
        var out: [Chunk] = []
        while p + 12 <= b.count {
            let n = Int(PNGTests.be32(b, p))
            let typeBytes = Array(b[(p + 4)..<(p + 8)])
            let body = Array(b[(p + 8)..<(p + 8 + n)])
            let crc = PNGTests.be32(b, p + 8 + n)
            out.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), body: body,
                             crcMatches: CRC32.update(CRC32.checksum(typeBytes), body) == crc))
            p += 12 + n
        }
        return out
    }

    static func be16(_ b: [UInt8], _ p: Int) -> Int { Int(b[p]) << 8 | Int(b[p + 1]) }

    /// A solid frame of `w × h` pixels.
    static func solid(_ w: Int, _ h: Int, _ px: [UInt8]) -> [UInt8] {
        Array([[UInt8]](repeating: px, count: w * h).joined())
    }

    static func setting(_ frame: [UInt8], width: Int, _ x: Int, _ y: Int, _ px: [UInt8]) -> [UInt8] {
        var f = frame
        for k in 0..<4 { f[(y * width + x) * 4 + k] = px[k] }
        return f
    }

    /// Three 4×3 frames: opaque red; then a 2×2 opaque blue square at (1, 1); then pixel (3, 0)
    /// half-transparent green.
    static let threeFrames: [[UInt8]] = {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let f0 = solid(4, 3, red)
        var f1 = f0
        for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] { f1 = setting(f1, width: 4, x, y, blue) }
        let f2 = setting(f1, width: 4, 3, 0, [0, 255, 0, 128])
        return [f0, f1, f2]
    }()

    /// The difference rectangle written plainly, pixel by pixel: the oracle of the fast
    /// one (rows compared whole, then words).
    static func referenceDifference(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) -> APNG.Region {
        var minX = width, minY = height, maxX = -1, maxY = -1
        var allOpaque = true
        func same(_ o: Int) -> Bool { (0..<4).allSatisfy { previous[o + $0] == current[o + $0] } }
        for y in 0..<height {
            for x in 0..<width where !same((y * width + x) * 4) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                if current[(y * width + x) * 4 + 3] != 255 { allOpaque = false }
            }
        }
        guard maxX >= 0 else { return APNG.Region(x: 0, y: 0, width: 1, height: 1, blend: .source, rgba: Array(current[0..<4])) }
        let w = maxX - minX + 1, h = maxY - minY + 1
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let src = ((minY + y) * width + minX + x) * 4
                if allOpaque && same(src) { continue }
                for k in 0..<4 { pixels[(y * w + x) * 4 + k] = current[src + k] }
            }
        }
        return APNG.Region(x: minX, y: minY, width: w, height: h, blend: allOpaque ? .over : .source, rgba: pixels)
    }

    /// Pairs of frames that differ in a random rectangle (some pixels of it unchanged), with
    /// opaque or translucent changes, a single changed pixel at a corner, or no change.
    static func framePairs(width: Int, height: Int, seed: UInt32) -> [([UInt8], [UInt8])] {
        var rng = TestSupport.LCG(seed: seed)
        var pairs: [([UInt8], [UInt8])] = []
        for k in 0..<40 {
            var a = (0..<(width * height)).flatMap { _ in [rng.byte(), rng.byte(), rng.byte(), k % 3 == 0 ? rng.byte() : 255] }
            if k % 5 == 1 { a = solid(width, height, [255, 255, 255, 255]) }
            var b = a
            let x0 = Int(rng.next() % UInt32(width)), y0 = Int(rng.next() % UInt32(height))
            let x1 = x0 + Int(rng.next() % UInt32(width - x0)), y1 = y0 + Int(rng.next() % UInt32(height - y0))
            for y in y0...y1 {
                for x in x0...x1 where rng.next() % 3 != 0 {
                    let o = (y * width + x) * 4
                    b[o] = rng.byte(); b[o + 1] = rng.byte(); b[o + 2] = rng.byte()
                    b[o + 3] = k % 2 == 0 ? 255 : rng.byte()
                }
            }
            switch k % 8 {
            case 6: b = a  // no change
            case 7:  // only the last pixel
                b = a
                b[b.count - 4] = a[b.count - 4] &+ 1
            default: break
            }
            pairs.append((a, b))
        }
        return pairs
    }

    @Test func differenceMatchesTheReference() {
        for (width, height) in [(1, 1), (7, 5), (40, 9), (3, 30)] {
            for (a, b) in APNGTests.framePairs(width: width, height: height, seed: UInt32(width * 100 + height)) {
                #expect(APNG.difference(from: a, to: b, width: width, height: height)
                        == APNGTests.referenceDifference(from: a, to: b, width: width, height: height))
            }
        }
        // A change at one corner and another at the opposite corner in a later row.
        var a = APNGTests.solid(6, 4, [0, 0, 0, 255]), b = a
        b[(0 * 6 + 5) * 4] = 9
        b[(3 * 6 + 0) * 4] = 9
        #expect(APNG.difference(from: a, to: b, width: 6, height: 4).x == 0)
        #expect(APNG.difference(from: a, to: b, width: 6, height: 4).width == 6)
        #expect(APNG.difference(from: a, to: b, width: 6, height: 4).height == 4)
        a = b
        #expect(APNG.difference(from: a, to: b, width: 6, height: 4).width == 1)
    }

    /// Frames appended premultiplied (as a canvas holds them) give the file their straight
    /// pixels give, byte for byte: for valid premultiplied pixels, for pixels whose channels
    /// exceed their alpha or that are transparent with colour (different premultiplied
    /// pixels, the same straight one), and when the two ways are mixed.
    @Test func premultipliedFramesGiveTheStraightFile() throws {
        let width = 23, height = 11
        var rng = TestSupport.LCG(seed: 9)
        func clampToAlpha(_ f: [UInt8]) -> [UInt8] {
            var f = f
            for o in stride(from: 0, to: f.count, by: 4) { for k in 0..<3 { f[o + k] = min(f[o + k], f[o + 3]) } }
            return f
        }
        var frames = APNGTests.framePairs(width: width, height: height, seed: 5).flatMap { [clampToAlpha($0.0), clampToAlpha($0.1)] }
        // Unclamped: channels above alpha, transparent pixels with colour, then the same
        // straight pixels from other premultiplied ones (another channel above alpha, another
        // colour under zero alpha): a frame equal to the one before once unpremultiplied.
        var raw = (0..<(width * height)).flatMap { _ in [rng.byte(), rng.byte(), rng.byte(), rng.byte() % 3 == 0 ? 0 : rng.byte()] }
        frames.append(raw)
        for o in stride(from: 0, to: raw.count, by: 4) {
            let a = raw[o + 3]
            for k in 0..<3 where raw[o + k] >= a && a < 255 { raw[o + k] = a == 0 ? rng.byte() : max(a, raw[o + k] &+ 1) }
        }
        frames.append(raw)
        #expect(Canvas.straight(frames[frames.count - 1]) == Canvas.straight(frames[frames.count - 2]))
        #expect(frames[frames.count - 1] != frames[frames.count - 2])
        let delay = APNG.Delay(numerator: 1, denominator: 30)
        var straight = try APNG.Encoder(width: width, height: height)
        var premultiplied = try APNG.Encoder(width: width, height: height)
        var mixed = try APNG.Encoder(width: width, height: height)
        for (k, frame) in frames.enumerated() {
            try straight.append(APNG.Frame(rgba: Canvas.straight(frame), delay: delay))
            try premultiplied.append(premultiplied: frame, delay: delay)
            if k % 3 == 1 {
                try mixed.append(APNG.Frame(rgba: Canvas.straight(frame), delay: delay))
            } else {
                try mixed.append(premultiplied: frame, delay: delay)
            }
        }
        // A premultiplied frame of the wrong size is refused, the encoder unchanged.
        #expect(throws: APNGError.frameSizeMismatch(frame: frames.count, expectedBytes: width * height * 4, actualBytes: 4)) {
            try premultiplied.append(premultiplied: [0, 0, 0, 0], delay: delay)
        }
        let file = try straight.finish()
        #expect(try premultiplied.finish() == file)
        #expect(try mixed.finish() == file)
        // The frame equal to the one before once unpremultiplied stores one pixel.
        let last = try #require(APNGTests.chunks(file).last { $0.type == "fcTL" })
        #expect([PNGTests.be32(last.body, 4), PNGTests.be32(last.body, 8)] == [1, 1])
        // The animation decodes to the straight frames.
        #expect(try APNG.decode(file).frames.map(\.rgba) == frames.map { Canvas.straight($0) })
    }

    @Test func chunkStructureAndSequenceNumbers() throws {
        let data = try APNG.encode(width: 4, height: 3, frames: APNGTests.threeFrames, framesPerSecond: 10)
        #expect(Array([UInt8](data).prefix(8)) == PNG.signature)
        let chunks = APNGTests.chunks(data)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks.allSatisfy { $0.crcMatches })
        #expect(chunks[0].body == [0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0])
        #expect(chunks[1].body == [0, 0, 0, 3, 0, 0, 0, 0])  // 3 frames, loop forever
        // fcTL: sequence, width, height, x, y, delay 1/10, dispose NONE, blend.
        func fctl(_ c: Chunk) -> [Int] {
            [0, 4, 8, 12, 16].map { Int(PNGTests.be32(c.body, $0)) }
                + [APNGTests.be16(c.body, 20), APNGTests.be16(c.body, 22), Int(c.body[24]), Int(c.body[25])]
        }
        #expect(chunks[2].body.count == 26)
        #expect(fctl(chunks[2]) == [0, 4, 3, 0, 0, 1, 10, 0, 0])  // full canvas, SOURCE
        #expect(fctl(chunks[4]) == [1, 2, 2, 1, 1, 1, 10, 0, 1])  // the blue square, opaque → OVER
        #expect(fctl(chunks[6]) == [3, 1, 1, 3, 0, 1, 10, 0, 0])  // a translucent pixel → SOURCE
        #expect(PNGTests.be32(chunks[5].body, 0) == 2)
        #expect(PNGTests.be32(chunks[7].body, 0) == 4)
        // fdAT data after the sequence number is a zlib stream of the region's scanlines.
        let square = try Inflate.zlibDecompress(Array(chunks[5].body[4...]))
        #expect(square.count == 2 * (1 + 8))
        let pixel = try Inflate.zlibDecompress(Array(chunks[7].body[4...]))
        #expect(pixel == [0, 0, 255, 0, 128])
        // The IDAT is exactly what the still encoder writes for the first frame.
        let still = APNGTests.chunks(PNG.encode(width: 4, height: 3, rgba: APNGTests.threeFrames[0]))
        #expect(still[1].type == "IDAT" && still[1].body == chunks[3].body)
    }

    @Test func overRegionsWriteUnchangedPixelsAsTransparent() {
        // A 3×1 change at the ends of a row with an unchanged pixel between them.
        let f0 = APNGTests.solid(5, 2, [10, 20, 30, 255])
        var f1 = APNGTests.setting(f0, width: 5, 1, 1, [1, 2, 3, 255])
        f1 = APNGTests.setting(f1, width: 5, 3, 1, [4, 5, 6, 255])
        let over = APNG.difference(from: f0, to: f1, width: 5, height: 2)
        #expect(over == APNG.Region(x: 1, y: 1, width: 3, height: 1, blend: .over,
                                    rgba: [1, 2, 3, 255, 0, 0, 0, 0, 4, 5, 6, 255]))
        // One translucent change: the whole rectangle is stored as is, with SOURCE.
        let f2 = APNGTests.setting(f1, width: 5, 3, 0, [7, 8, 9, 0])
        let source = APNG.difference(from: f0, to: f2, width: 5, height: 2)
        #expect(source == APNG.Region(x: 1, y: 0, width: 3, height: 2, blend: .source,
                                      rgba: [10, 20, 30, 255, 10, 20, 30, 255, 7, 8, 9, 0,
                                             1, 2, 3, 255, 10, 20, 30, 255, 4, 5, 6, 255]))
        // No change: one pixel, the top-left one, with SOURCE.
        #expect(APNG.difference(from: f1, to: f1, width: 5, height: 2)
                == APNG.Region(x: 0, y: 0, width: 1, height: 1, blend: .source, rgba: [10, 20, 30, 255]))
    }

    @Test func delaysAsSixteenBitFractions() throws {
        func d(_ s: Double) throws -> [Int] {
            let v = try APNG.Delay(seconds: s)
            return [Int(v.numerator), Int(v.denominator)]
        }
        #expect(try d(1.0 / 30) == [1, 30])
        #expect(try d(0.04) == [1, 25])
        #expect(try d(1.5) == [3, 2])
        #expect(try d(0) == [0, 1])
        #expect(try d(65535) == [65535, 1])
        #expect(try d(1.0 / 65535) == [1, 65535])
        // Values from Python's Fraction(x).limit_denominator(65535) (numerator < denominator here).
        #expect(try d(1 / 29.97) == [100, 2997])
        #expect(try d(1 / Double.pi) == [20785, 65298])
        // Above 1 s the numerator bound decides: π ≈ 65298/20785 (the best n ≤ 65535).
        #expect(try d(Double.pi) == [65298, 20785])
        #expect(APNG.Delay(numerator: 3, denominator: 0).seconds == 0.03)  // 0 means 100
        for bad in [-1, .nan, .infinity, 65536, 1e-6] as [Double] {
            #expect {
                _ = try APNG.Delay(seconds: bad)
            } throws: { error in
                guard case let .invalidDelay(v) = error as? APNGError else { return false }
                return v.isNaN ? bad.isNaN : v == bad
            }
        }
        // Whole and fractional frame rates.
        let frames = [APNGTests.solid(1, 1, [0, 0, 0, 255])]
        for (fps, expected) in [(30.0, [1, 30]), (12.5, [2, 25]), (0.5, [2, 1])] {
            let chunks = APNGTests.chunks(try APNG.encode(width: 1, height: 1, frames: frames, framesPerSecond: fps))
            let fctl = try #require(chunks.first { $0.type == "fcTL" })
            #expect([APNGTests.be16(fctl.body, 20), APNGTests.be16(fctl.body, 22)] == expected)
        }
    }

    @Test func badInputThrowsClearErrors() {
        let one = APNGTests.solid(2, 2, [1, 2, 3, 255])
        #expect(throws: APNGError.noFrames) { try APNG.encode(width: 2, height: 2, frames: [[UInt8]](), framesPerSecond: 10) }
        #expect(throws: APNGError.invalidSize(width: 0, height: 2)) {
            try APNG.encode(width: 0, height: 2, frames: [one], framesPerSecond: 10)
        }
        #expect(throws: APNGError.invalidSize(width: 20_000, height: 1)) {
            try APNG.encode(width: 20_000, height: 1, frames: [one], framesPerSecond: 10)
        }
        #expect(throws: APNGError.frameSizeMismatch(frame: 1, expectedBytes: 16, actualBytes: 12)) {
            try APNG.encode(width: 2, height: 2, frames: [one, Array(one.prefix(12))], framesPerSecond: 10)
        }
        #expect(throws: APNGError.invalidLoopCount(-1)) {
            try APNG.encode(width: 2, height: 2, frames: [one], framesPerSecond: 10, loopCount: -1)
        }
        for fps in [0, -5, .nan, .infinity, -.infinity, 1e6, 1e-6] as [Double] {
            #expect {
                try APNG.encode(width: 2, height: 2, frames: [one], framesPerSecond: fps)
            } throws: { error in
                guard case let .invalidFrameRate(v) = error as? APNGError else { return false }
                return v.isNaN ? fps.isNaN : v == fps
            }
        }
        #expect(APNGError.noFrames.description == "an animated PNG needs at least one frame")
        #expect(APNGError.invalidFrameRate(0).description == "invalid frame rate 0.0: it must be a finite number greater than 0")
        #expect(APNGError.frameSizeMismatch(frame: 1, expectedBytes: 16, actualBytes: 12).description
                == "frame 1 has 12 bytes of RGBA, expected 16 (every frame must have the canvas size)")
    }

    /// Frames exercising every path: full change, partial opaque change, translucent change,
    /// an identical frame, transparency everywhere.
    static func variedFrames(width w: Int, height h: Int, count: Int, seed: UInt32) -> [[UInt8]] {
        var rng = TestSupport.LCG(seed: seed)
        var frame = (0..<(w * h * 4)).map { _ in rng.byte() }
        var frames = [frame]
        for k in 1..<count {
            if k % 4 == 3 { frames.append(frame); continue }  // identical
            let x0 = Int(rng.next() % UInt32(w)), y0 = Int(rng.next() % UInt32(h))
            let x1 = min(w, x0 + 1 + Int(rng.next() % 5)), y1 = min(h, y0 + 1 + Int(rng.next() % 5))
            let opaque = k % 2 == 1
            for y in y0..<y1 {
                for x in x0..<x1 where rng.next() % 3 != 0 {
                    for c in 0..<3 { frame[(y * w + x) * 4 + c] = rng.byte() }
                    frame[(y * w + x) * 4 + 3] = opaque ? 255 : rng.byte()
                }
            }
            frames.append(frame)
        }
        return frames
    }

    @Test(arguments: [true, false])
    func decodesToTheSameFrames(optimized: Bool) throws {
        let frames = APNGTests.variedFrames(width: 9, height: 7, count: 12, seed: 7)
        let delays = (0..<12).map { APNG.Delay(numerator: UInt16(1 + $0), denominator: 100) }
        let data = try APNG.encode(width: 9, height: 7, frames: zip(frames, delays).map { APNG.Frame(rgba: $0, delay: $1) },
                                   loopCount: 3, optimizesFrameDifferences: optimized)
        let animation = try APNG.decode(data)
        #expect(animation.width == 9 && animation.height == 7 && animation.loopCount == 3)
        #expect(animation.frames.map(\.rgba) == frames)
        #expect(animation.frames.map(\.delay) == delays)
        let fctls = APNGTests.chunks(data).filter { $0.type == "fcTL" }
        let fullSize = fctls.filter { PNGTests.be32($0.body, 4) == 9 && PNGTests.be32($0.body, 8) == 7 }.count
        #expect(fullSize == (optimized ? 1 : 12))
    }

    @Test func decoderComposesDisposeAndBlendOps() throws {
        // Hand-built 2×1 animation: frame 0 opaque white with dispose PREVIOUS (treated as
        // BACKGROUND on the first frame); frame 1 draws (255, 0, 0, 128) OVER at (1, 0) with
        // dispose BACKGROUND; frame 2 draws opaque black OVER at (0, 0) with dispose PREVIOUS;
        // frame 3 is one transparent pixel at (1, 0).
        func fctl(_ seq: UInt32, _ w: UInt32, _ x: UInt32, dispose: UInt8, blend: UInt8) -> [UInt8] {
            var b: [UInt8] = []
            for v in [seq, w, 1, x, 0] { PNG.appendBE32(&b, v) }
            return b + [0, 1, 0, 10, dispose, blend]
        }
        func data(_ rows: [UInt8]) -> [UInt8] { Deflate.zlibCompress([0] + rows) }
        var png = PNG.signature
        PNG.appendChunk(&png, "IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        PNG.appendChunk(&png, "acTL", [0, 0, 0, 4, 0, 0, 0, 1])
        PNG.appendChunk(&png, "fcTL", fctl(0, 2, 0, dispose: 2, blend: 0))
        PNG.appendChunk(&png, "IDAT", data([255, 255, 255, 255, 255, 255, 255, 255]))
        PNG.appendChunk(&png, "fcTL", fctl(1, 1, 1, dispose: 1, blend: 1))
        PNG.appendChunk(&png, "fdAT", [0, 0, 0, 2] + data([255, 0, 0, 128]))
        PNG.appendChunk(&png, "fcTL", fctl(3, 1, 0, dispose: 2, blend: 1))
        PNG.appendChunk(&png, "fdAT", [0, 0, 0, 4] + data([0, 0, 0, 255]))
        PNG.appendChunk(&png, "fcTL", fctl(5, 1, 1, dispose: 0, blend: 1))
        PNG.appendChunk(&png, "fdAT", [0, 0, 0, 6] + data([0, 0, 0, 0]))
        PNG.appendChunk(&png, "IEND", [])
        let animation = try APNG.decode(Data(png))
        #expect(animation.loopCount == 1)
        #expect(animation.frames.map(\.rgba) == [
            [255, 255, 255, 255, 255, 255, 255, 255],
            // Over transparent black (the first frame was disposed): u = 128·255, v = 0.
            [0, 0, 0, 0, 255, 0, 0, 128],
            [0, 0, 0, 255, 0, 0, 0, 0],
            // PREVIOUS restored frame 2's starting canvas; a transparent pixel OVER changes nothing.
            [0, 0, 0, 0, 0, 0, 0, 0],
        ])
        #expect(animation.frames.map(\.delay) == [APNG.Delay](repeating: APNG.Delay(numerator: 1, denominator: 10), count: 4))
    }

    @Test func frameCountIsReadFromTheHeader() throws {
        #expect(APNG.frameCount(of: try APNGTests.movingSquare()) == 5)
        #expect(APNG.frameCount(of: PNG.encode(width: 1, height: 1, rgba: [1, 2, 3, 4])) == nil)
        #expect(APNG.frameCount(of: Data([0x89, 0x50])) == nil)
        let truncated = try APNGTests.movingSquare().prefix(40)  // cut inside acTL
        #expect(APNG.frameCount(of: truncated) == nil)
    }

    @Test func decoderRejectsBrokenAnimations() throws {
        #expect(throws: APNGError.invalidAnimation("no acTL chunk: this is a still PNG")) {
            try APNG.decode(PNG.encode(width: 1, height: 1, rgba: [1, 2, 3, 4]))
        }
        let good = [UInt8](try APNG.encode(width: 4, height: 3, frames: APNGTests.threeFrames, framesPerSecond: 10))
        // Renumber the second fdAT (sequence 4 → 5) and fix its CRC.
        var chunks = APNGTests.chunks(Data(good))
        chunks[7].body[3] = 5
        var broken = PNG.signature
        for c in chunks { PNG.appendChunk(&broken, c.type, c.body) }
        #expect(throws: APNGError.invalidAnimation("sequence number 5 where 4 was expected")) {
            try APNG.decode(Data(broken))
        }
        // Claim 4 frames.
        chunks = APNGTests.chunks(Data(good))
        chunks[1].body[3] = 4
        broken = PNG.signature
        for c in chunks { PNG.appendChunk(&broken, c.type, c.body) }
        #expect(throws: APNGError.invalidAnimation("acTL declares 4 frames but 3 are present")) {
            try APNG.decode(Data(broken))
        }
        var corrupt = good
        corrupt[corrupt.count - 20] ^= 0x40
        #expect(throws: (any Error).self) { try APNG.decode(Data(corrupt)) }
    }

    @Test func streamingEncoderMatchesTheOneShotEncoder() throws {
        let frames = APNGTests.variedFrames(width: 9, height: 7, count: 6, seed: 5)
        let delay = APNG.Delay(numerator: 1, denominator: 24)
        var encoder = try APNG.Encoder(width: 9, height: 7, loopCount: 2)
        #expect(throws: APNGError.noFrames) { _ = try encoder.finish() }
        for (k, f) in frames.enumerated() {
            try encoder.append(APNG.Frame(rgba: f, delay: delay))
            if k == 2 {
                // A wrong-sized frame is refused and leaves the encoder as it was.
                #expect(throws: APNGError.frameSizeMismatch(frame: 3, expectedBytes: 252, actualBytes: 4)) {
                    try encoder.append(APNG.Frame(rgba: [0, 0, 0, 0], delay: delay))
                }
            }
        }
        #expect(encoder.frameCount == 6)
        let streamed = try encoder.finish()
        #expect(try encoder.finish() == streamed)
        #expect(throws: APNGError.invalidAnimation("a frame was appended after finish()")) {
            try encoder.append(APNG.Frame(rgba: frames[0], delay: delay))
        }
        let oneShot = try APNG.encode(width: 9, height: 7, frames: frames.map { APNG.Frame(rgba: $0, delay: delay) }, loopCount: 2)
        #expect(streamed == oneShot)
        #expect(APNGTests.chunks(streamed)[1].body == [0, 0, 0, 6, 0, 0, 0, 2])
        #expect(throws: APNGError.invalidSize(width: 5, height: -1)) { _ = try APNG.Encoder(width: 5, height: -1) }
        #expect(throws: APNGError.invalidLoopCount(1 << 33)) { _ = try APNG.Encoder(width: 5, height: 1, loopCount: 1 << 33) }
    }

    /// The rectangle of 16 × 8 holding the changes from `a` to `b` (both 16 × 8), grown by
    /// `margin` and clamped, or an empty one when they are equal.
    static func changedRect(_ a: [UInt8], _ b: [UInt8], margin: Int) -> PixelRect {
        var x0 = 16, y0 = 8, x1 = -1, y1 = -1
        for y in 0..<8 {
            for x in 0..<16 {
                let o: Int = (y * 16 + x) * 4
                if a[o..<(o + 4)] == b[o..<(o + 4)] { continue }
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        guard x1 >= 0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 1 + 2 * margin, height: y1 - y0 + 1 + 2 * margin)
            .intersection(PixelRect(x: 0, y: 0, width: 16, height: 8))!
    }

    @Test func appendingWithAChangedRectangleGivesTheSameFile() throws {
        // The moving square, a frame repeated, then a translucent pixel (a SOURCE rectangle).
        var frames = APNGTests.movingSquareFrames
        frames.insert(frames[2], at: 3)
        frames.append(APNGTests.setting(frames[frames.count - 1], width: 16, 9, 1, [40, 20, 0, 128]))
        let delay = APNG.Delay(numerator: 1, denominator: 20)
        var whole = try APNG.Encoder(width: 16, height: 8)
        for f in frames { try whole.append(premultiplied: f, delay: delay) }
        let expected = try whole.finish()
        for margin in [0, 1, 3, 20] {
            var part = try APNG.Encoder(width: 16, height: 8)
            for (k, f) in frames.enumerated() {
                let rect = k == 0 ? PixelRect(x: 0, y: 0, width: 16, height: 8) : APNGTests.changedRect(frames[k - 1], f, margin: margin)
                var before: [UInt8] = []
                if k > 0 && !rect.isEmpty {
                    for y in rect.y..<rect.maxY {
                        let start: Int = (y * 16 + rect.x) * 4
                        let end: Int = (y * 16 + rect.maxX) * 4
                        before.append(contentsOf: frames[k - 1][start..<end])
                    }
                }
                try part.append(premultiplied: f, changedWithin: rect, previous: before, delay: delay)
            }
            #expect(try part.finish() == expected, "margin \(margin)")
        }
        // The earlier pixels must cover the rectangle.
        var bad = try APNG.Encoder(width: 16, height: 8)
        try bad.append(premultiplied: frames[0], changedWithin: PixelRect(x: 0, y: 0, width: 16, height: 8), previous: [], delay: delay)
        #expect(throws: APNGError.self) {
            try bad.append(premultiplied: frames[1], changedWithin: PixelRect(x: 0, y: 0, width: 2, height: 2), previous: [0, 0, 0, 0], delay: delay)
        }
    }

    @Test func theLastFramesDelayCanBeSetAfterwards() throws {
        var encoder = try APNG.Encoder(width: 4, height: 3)
        for f in APNGTests.threeFrames { try encoder.append(APNG.Frame(rgba: f, delay: APNG.Delay(numerator: 1, denominator: 10))) }
        try encoder.setLastFrameDelay(APNG.Delay(numerator: 3, denominator: 2))
        let data = try encoder.finish()
        let decoded = try APNG.decode(data)
        #expect(decoded.frames.map(\.delay.seconds) == [0.1, 0.1, 1.5])
        #expect(decoded.frames.map(\.rgba) == APNGTests.threeFrames)
        #expect(throws: APNGError.invalidAnimation("a delay was set after finish()")) {
            try encoder.setLastFrameDelay(APNG.Delay(numerator: 1, denominator: 1))
        }
        var empty = try APNG.Encoder(width: 4, height: 3)
        #expect(throws: APNGError.noFrames) { try empty.setLastFrameDelay(APNG.Delay(numerator: 1, denominator: 1)) }
    }

    @Test func damagedChunksThrowAndNeverCrash() throws {
        let good = try APNG.encode(width: 4, height: 3, frames: APNGTests.threeFrames, framesPerSecond: 10)
        let chunks = APNGTests.chunks(good)
        var rng = TestSupport.LCG(seed: 99)
        var thrown = 0
        for _ in 0..<300 {
            // Overwrite 1–4 bytes of one chunk's body (not IEND) and give it a correct CRC, so
            // the damage reaches the APNG checks rather than the CRC check.
            var damaged = chunks
            let c = Int(rng.next() % UInt32(chunks.count - 1))
            guard !damaged[c].body.isEmpty else { continue }
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                damaged[c].body[Int(rng.next() % UInt32(damaged[c].body.count))] = rng.byte()
            }
            var bytes = PNG.signature
            for chunk in damaged { PNG.appendChunk(&bytes, chunk.type, chunk.body) }
            do {
                let animation = try APNG.decode(Data(bytes))
                // Accepted: then it is a consistent animation.
                #expect(animation.frames.allSatisfy { $0.rgba.count == animation.width * animation.height * 4 })
            } catch {
                thrown += 1
            }
        }
        #expect(thrown > 100)
    }

    @Test func largeFramesSplitIntoNumberedChunks() throws {
        // 520×520 random pixels: ~1.08 MB of incompressible data per frame → two data chunks each.
        let w = 520, h = 520
        let f0 = TestSupport.randomBytes(count: w * h * 4, seed: 11)
        let f1 = TestSupport.randomBytes(count: w * h * 4, seed: 12)
        let data = try APNG.encode(width: w, height: h, frames: [f0, f1], framesPerSecond: 2)
        let chunks = APNGTests.chunks(data)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "IEND"])
        #expect(chunks[3].body.count == PNG.maxIDATChunk)
        #expect(chunks[6].body.count == PNG.maxIDATChunk + 4)
        #expect([PNGTests.be32(chunks[2].body, 0), PNGTests.be32(chunks[5].body, 0),
                 PNGTests.be32(chunks[6].body, 0), PNGTests.be32(chunks[7].body, 0)] == [0, 1, 2, 3])
        let decoded = try APNG.decode(data)
        #expect(decoded.frames.map(\.rgba) == [f0, f1])
    }

    /// A small synthetic animation: a 16×8 white canvas with a 4×4 square moving right by
    /// 2 px per frame over 5 frames, at 20 fps.
    static let movingSquareFrames: [[UInt8]] = (0..<5).map { k -> [UInt8] in
        var f = solid(16, 8, [255, 255, 255, 255])
        for y in 2..<6 { for x in (2 * k)..<(2 * k + 4) { f = setting(f, width: 16, x, y, [0, 122, 255, 255]) } }
        return f
    }

    static func movingSquare() throws -> Data {
        try APNG.encode(width: 16, height: 8, frames: movingSquareFrames, framesPerSecond: 20)
    }

    @Test func outputIsByteIdenticalAndPinned() throws {
        let a = try APNGTests.movingSquare(), b = try APNGTests.movingSquare()
        #expect(a == b)
        // Decoding and encoding again gives the same file.
        let decoded = try APNG.decode(a)
        #expect(try APNG.encode(width: decoded.width, height: decoded.height, frames: decoded.frames, loopCount: decoded.loopCount) == a)
        #expect(a.count == 449)
        // Pinned: any change to the chunk layout, filters, deflate or the difference
        // rectangles changes this checksum of the whole file.
        #expect(TestSupport.hex(CRC32.checksum(a)) == "c4a45c9d")
        let fctls = APNGTests.chunks(a).filter { $0.type == "fcTL" }
        // Each later frame stores the 6×4 rectangle the square swept (x from 2k − 2).
        #expect(fctls.dropFirst().map { [PNGTests.be32($0.body, 4), PNGTests.be32($0.body, 8), PNGTests.be32($0.body, 12), PNGTests.be32($0.body, 16)] }
                == [[6, 4, 0, 2], [6, 4, 2, 2], [6, 4, 4, 2], [6, 4, 6, 2]])
    }

    static let pinnedCases: [(name: String, data: () throws -> Data, frames: [[UInt8]], delay: String)] = [
        ("moving square", { try APNGTests.movingSquare() }, APNGTests.movingSquareFrames, "1/20"),
        ("three frames", { try APNG.encode(width: 4, height: 3, frames: APNGTests.threeFrames, framesPerSecond: 10) },
         APNGTests.threeFrames, "1/10"),
        ("varied", { try APNG.encode(width: 9, height: 7, frames: APNGTests.variedFrames(width: 9, height: 7, count: 12, seed: 3),
                                     framesPerSecond: 29.97) },
         APNGTests.variedFrames(width: 9, height: 7, count: 12, seed: 3), "100/2997"),
    ]

    /// pngcheck (Debian's 3.0.3 does not interpret APNG chunks) checks every CRC, the
    /// IHDR/IDAT/IEND structure and the zlib stream, and lists the chunks.
    @Test(.enabled(if: TestSupport.pngcheck != nil))
    func pngcheckAcceptsTheFiles() throws {
        let pngcheck = try #require(TestSupport.pngcheck)
        for c in APNGTests.pinnedCases {
            let file = try TestSupport.temporaryFile([UInt8](try c.data()), suffix: ".png")
            defer { try? FileManager.default.removeItem(atPath: file) }
            let (status, out, err) = try TestSupport.run(pngcheck, ["-v", file])
            #expect(status == 0, "\(c.name): \(out)\(err)")
            #expect(out.contains("No errors detected"), "\(c.name): \(out)")
            func count(_ s: String) -> Int { out.components(separatedBy: s).count - 1 }
            #expect(count("chunk acTL") == 1 && count("chunk IDAT") == 1 && count("chunk IEND") == 1, "\(c.name)")
            #expect(count("chunk fcTL") == c.frames.count, "\(c.name): \(out)")
            #expect(count("chunk fdAT") == c.frames.count - 1, "\(c.name): \(out)")
        }
    }

    /// apngdis (an independent APNG decoder) writes every composed frame as a PNG and its
    /// delay as `delay=n/d`: the frames must be ours, pixel for pixel.
    @Test(.enabled(if: TestSupport.apngdis != nil))
    func apngdisDecodesFramesAndDelays() throws {
        let apngdis = try #require(TestSupport.apngdis)
        for c in APNGTests.pinnedCases {
            let dir = NSTemporaryDirectory() + "trellis-apngdis-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let file = dir + "/anim.png"
            try c.data().write(to: URL(fileURLWithPath: file))
            let (status, out, err) = try TestSupport.run(apngdis, [file, "frame"])
            #expect(status == 0, "\(c.name): \(out)\(err)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            let pngs = names.filter { $0.hasPrefix("frame") && $0.hasSuffix(".png") }
            let txts = names.filter { $0.hasPrefix("frame") && $0.hasSuffix(".txt") }
            #expect(pngs.count == c.frames.count, "\(c.name): \(names)")
            #expect(txts.count == c.frames.count, "\(c.name): \(names)")
            for (k, name) in pngs.enumerated() where k < c.frames.count {
                let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
                #expect(decoded.rgba == c.frames[k], "\(c.name) frame \(k)")
            }
            for name in txts {
                let text = try String(contentsOfFile: dir + "/" + name, encoding: .utf8)
                #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "delay=\(c.delay)", "\(c.name) \(name)")
            }
        }
    }
}
