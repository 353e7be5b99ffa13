import Foundation

/// Errors raised by ``APNG/encode(width:height:frames:loopCount:optimizesFrameDifferences:)``
/// and ``APNG/Delay/init(seconds:)``; each has a one-line message (``description``).
public enum APNGError: Error, Equatable, CustomStringConvertible {
    /// The animation has no frames.
    case noFrames
    /// The canvas size is not positive or exceeds `Canvas.maxDimension` / `Canvas.maxPixelCount`.
    case invalidSize(width: Int, height: Int)
    /// A frame's pixel buffer does not hold exactly `width × height × 4` bytes.
    case frameSizeMismatch(frame: Int, expectedBytes: Int, actualBytes: Int)
    /// The frame rate is zero, negative, NaN or infinite.
    case invalidFrameRate(Double)
    /// A frame delay is negative, NaN, infinite, or does not fit the 16-bit fraction of `fcTL`.
    case invalidDelay(Double)
    /// The loop count is negative or exceeds `UInt32.max`.
    case invalidLoopCount(Int)
    /// More frames than `acTL` can count.
    case tooManyFrames(Int)
    /// ``APNG/decode(_:)``: the data is a PNG but not a well-formed animated PNG.
    case invalidAnimation(String)

    public var description: String {
        switch self {
        case .noFrames:
            return "an animated PNG needs at least one frame"
        case let .invalidSize(w, h):
            return "invalid animation size \(w)×\(h): each side must be 1…\(Canvas.maxDimension) pixels and the area at most \(Canvas.maxPixelCount) pixels"
        case let .frameSizeMismatch(frame, expected, actual):
            return "frame \(frame) has \(actual) bytes of RGBA, expected \(expected) (every frame must have the canvas size)"
        case let .invalidFrameRate(fps):
            return "invalid frame rate \(fps): it must be a finite number greater than 0"
        case let .invalidDelay(seconds):
            return "invalid frame delay \(seconds) s: it must be finite, at least 0 and representable as n/d seconds with n, d ≤ 65535"
        case let .invalidLoopCount(n):
            return "invalid loop count \(n): it must be 0 (forever) … \(UInt32.max)"
        case let .tooManyFrames(n):
            return "too many frames (\(n)): this encoder writes at most \(UInt32.max / 2)"
        case let .invalidAnimation(reason):
            return "invalid animated PNG: \(reason)"
        }
    }
}

/// Animated PNG (APNG 1.0) encoding of straight RGBA8 frames.
///
/// Layout of the file: signature, `IHDR`, `acTL`, then per frame an `fcTL` followed by its
/// pixel data: `IDAT` for the first frame (so viewers without APNG support show it as the
/// still image) and `fdAT` for the others, then `IEND`. `fcTL` and `fdAT` chunks share one
/// sequence counter starting at 0, in file order. Pixel data is compressed with the
/// `Deflate` of ``PNG/encode(width:height:rgba:)`` and split into chunks of at most 1 MiB,
/// so the bytes are the same on every machine. Its rows are filtered with PNG's per-row
/// heuristic, except in an `OVER` rectangle (below), whose rows are stored unfiltered and
/// compressed with hash chains of at most 8 probes.
///
/// Frame differences (on by default): every frame uses dispose op `NONE`, so the canvas
/// after frame *k* is frame *k* itself; frame *k* > 0 then only stores the smallest
/// rectangle holding every pixel that differs from frame *k* − 1. If every changed pixel
/// is opaque, the rectangle uses blend op `OVER` and its unchanged pixels are written as
/// transparent black (which `OVER` leaves alone, and which compresses well); otherwise it
/// uses blend op `SOURCE` with the frame's own pixels. A frame identical to its predecessor
/// stores one pixel (its top-left one, `SOURCE`), so the frame count and delays are kept
/// as given. With the optimisation off, every frame is full-size with `SOURCE`.
public enum APNG {
    /// A frame's display time as the fraction `numerator / denominator` seconds (`fcTL`'s
    /// `delay_num` / `delay_den`; a denominator of 0 means 100, as the APNG spec says).
    public struct Delay: Equatable, Sendable {
        public var numerator: UInt16
        public var denominator: UInt16

        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// The closest fraction n/d (n, d ≤ 65535) to `seconds`, found by continued fractions;
        /// exact for whole frame rates (`1/30` → 1/30, `0.04` → 1/25, `1.5` → 3/2).
        /// Throws ``APNGError/invalidDelay(_:)`` for negative, NaN or infinite values, or when
        /// the value is out of range (above 65535 s, or below 1/65535 s but not 0).
        public init(seconds: Double) throws {
            guard seconds.isFinite, seconds >= 0 else { throw APNGError.invalidDelay(seconds) }
            if seconds == 0 { self.init(numerator: 0, denominator: 1); return }
            guard seconds <= 65535, seconds >= 1.0 / 65535 else { throw APNGError.invalidDelay(seconds) }
            let limit = 65535.0
            // Convergents h/k of the continued fraction of `seconds`, kept while both fit.
            var (h0, h1) = (0.0, 1.0)  // h(-2), h(-1)
            var (k0, k1) = (1.0, 0.0)
            var x = seconds
            var best = (n: seconds.rounded(), d: 1.0)
            for _ in 0..<64 {
                let a = x.rounded(.down)
                let h2 = a * h1 + h0, k2 = a * k1 + k0
                if h2 > limit || k2 > limit {
                    // Best semiconvergent below the limit, if it is closer than the last convergent.
                    let maxT = min(h1 > 0 ? ((limit - h0) / h1).rounded(.down) : limit,
                                   k1 > 0 ? ((limit - k0) / k1).rounded(.down) : limit)
                    if maxT >= 1 {
                        let hs = maxT * h1 + h0, ks = maxT * k1 + k0
                        if abs(hs / ks - seconds) < abs(best.n / best.d - seconds) { best = (hs, ks) }
                    }
                    break
                }
                (h0, h1) = (h1, h2)
                (k0, k1) = (k1, k2)
                best = (h2, k2)
                let frac = x - a
                if frac <= 1e-12 * max(1, x) { break }
                x = 1 / frac
                if !x.isFinite { break }
            }
            guard best.n >= 1, best.n <= limit, best.d >= 1, best.d <= limit else { throw APNGError.invalidDelay(seconds) }
            self.init(numerator: UInt16(best.n), denominator: UInt16(best.d))
        }

        /// The delay in seconds.
        public var seconds: Double { Double(numerator) / Double(denominator == 0 ? 100 : denominator) }
    }

    /// One frame: straight RGBA8 pixels of the canvas size, shown for `delay`.
    public struct Frame: Equatable, Sendable {
        public var rgba: [UInt8]
        public var delay: Delay

        public init(rgba: [UInt8], delay: Delay) {
            self.rgba = rgba
            self.delay = delay
        }
    }

    /// The longest hash chain the matcher follows in an `OVER` rectangle (see the type's
    /// documentation); other data uses `Deflate`'s usual limit.
    static let overChainLimit = 8

    /// `fcTL` dispose ops.
    public enum DisposeOp: UInt8, Sendable { case none = 0, background = 1, previous = 2 }
    /// `fcTL` blend ops.
    public enum BlendOp: UInt8, Sendable { case source = 0, over = 1 }

    /// Encodes frames shown at a constant rate: every frame's delay is `1 / framesPerSecond`
    /// seconds (see ``Delay/init(seconds:)``). `loopCount` 0 plays forever.
    public static func encode(width: Int, height: Int, frames: [[UInt8]], framesPerSecond: Double,
                              loopCount: Int = 0, optimizesFrameDifferences: Bool = true) throws -> Data {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { throw APNGError.invalidFrameRate(framesPerSecond) }
        let delay: Delay
        do { delay = try Delay(seconds: 1 / framesPerSecond) } catch { throw APNGError.invalidFrameRate(framesPerSecond) }
        return try encode(width: width, height: height, frames: frames.map { Frame(rgba: $0, delay: delay) },
                          loopCount: loopCount, optimizesFrameDifferences: optimizesFrameDifferences)
    }

    /// Encodes frames with their own delays as an animated PNG (color type 6, bit depth 8).
    ///
    /// Input is validated before any work: at least one frame, a size PNG allows (see
    /// ``APNGError``), exactly `width × height × 4` bytes per frame, a loop count that fits.
    public static func encode(width: Int, height: Int, frames: [Frame], loopCount: Int = 0,
                              optimizesFrameDifferences: Bool = true) throws -> Data {
        guard !frames.isEmpty else { throw APNGError.noFrames }
        var encoder = try Encoder(width: width, height: height, loopCount: loopCount,
                                  optimizesFrameDifferences: optimizesFrameDifferences)
        let expected = width * height * 4
        for (i, f) in frames.enumerated() where f.rgba.count != expected {
            throw APNGError.frameSizeMismatch(frame: i, expectedBytes: expected, actualBytes: f.rgba.count)
        }
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// Builds an animated PNG one frame at a time, keeping only the previous frame and the
    /// compressed output in memory (for long animations rendered frame by frame). The
    /// output is the same as ``APNG/encode(width:height:frames:loopCount:optimizesFrameDifferences:)``
    /// with the same frames: `acTL`'s frame count is filled in by ``finish()``.
    public struct Encoder {
        public let width: Int
        public let height: Int
        public let optimizesFrameDifferences: Bool
        /// Frames appended so far.
        public private(set) var frameCount = 0
        private var out: [UInt8] = []
        /// The last frame's pixels (kept when frame differences are on), straight or
        /// premultiplied as it was appended.
        private var previous: [UInt8] = []
        private var previousIsPremultiplied = false
        /// Whether `previous` holds the last frame (it does not after
        /// ``append(premultiplied:changedWithin:previous:delay:)``).
        private var hasPrevious = false
        /// Where the last frame's `fcTL` chunk starts in `out`.
        private var lastFCTLOffset = 0
        private var sequence: UInt32 = 0
        private var acTLOffset = 0
        private var finished = false

        /// Starts an animation of `width × height` pixels; `loopCount` 0 plays forever.
        /// Throws ``APNGError/invalidSize(width:height:)`` or ``APNGError/invalidLoopCount(_:)``.
        public init(width: Int, height: Int, loopCount: Int = 0, optimizesFrameDifferences: Bool = true) throws {
            guard width > 0, height > 0, width <= Canvas.maxDimension, height <= Canvas.maxDimension,
                  width * height <= Canvas.maxPixelCount else { throw APNGError.invalidSize(width: width, height: height) }
            guard loopCount >= 0, UInt64(loopCount) <= UInt64(UInt32.max) else { throw APNGError.invalidLoopCount(loopCount) }
            self.width = width
            self.height = height
            self.optimizesFrameDifferences = optimizesFrameDifferences
            out = PNG.signature
            var ihdr: [UInt8] = []
            PNG.appendBE32(&ihdr, UInt32(width))
            PNG.appendBE32(&ihdr, UInt32(height))
            ihdr.append(contentsOf: [8, 6, 0, 0, 0])
            PNG.appendChunk(&out, "IHDR", ihdr)
            acTLOffset = out.count
            var actl: [UInt8] = []
            PNG.appendBE32(&actl, 0)  // the frame count, set by finish()
            PNG.appendBE32(&actl, UInt32(loopCount))
            PNG.appendChunk(&out, "acTL", actl)
        }

        /// Appends a frame. Throws ``APNGError/frameSizeMismatch(frame:expectedBytes:actualBytes:)``
        /// for a buffer of the wrong size, ``APNGError/tooManyFrames(_:)`` past the limit, and
        /// ``APNGError/invalidAnimation(_:)`` after ``finish()``; the encoder is unchanged then.
        public mutating func append(_ frame: Frame) throws {
            try checkAppend(byteCount: frame.rgba.count)
            let region: Region
            if frameCount == 0 || !optimizesFrameDifferences || !hasPrevious {
                region = Region(x: 0, y: 0, width: width, height: height, blend: .source, rgba: frame.rgba)
            } else {
                if previousIsPremultiplied { previous = Canvas.straight(previous) }
                region = difference(from: previous, to: frame.rgba, width: width, height: height)
            }
            write(region, delay: frame.delay)
            if optimizesFrameDifferences {
                previous = frame.rgba
                previousIsPremultiplied = false
                hasPrevious = true
            }
        }

        /// Appends a frame given as premultiplied RGBA8 pixels (a canvas's
        /// ``Canvas/premultipliedRGBA``). The file is byte for byte the one appending the
        /// straight pixels (``Canvas/rgbaBytes``, the frame ``Canvas/pngData()`` encodes)
        /// gives; only the pixels of the stored rectangle are unpremultiplied. Throws as
        /// ``append(_:)`` does.
        package mutating func append(premultiplied: [UInt8], delay: Delay) throws {
            try checkAppend(byteCount: premultiplied.count)
            let region: Region
            if frameCount == 0 || !optimizesFrameDifferences || !hasPrevious {
                region = Region(x: 0, y: 0, width: width, height: height, blend: .source, rgba: Canvas.straight(premultiplied))
            } else if previousIsPremultiplied {
                region = premultipliedDifference(from: previous, to: premultiplied, width: width, height: height)
            } else {
                region = difference(from: previous, to: Canvas.straight(premultiplied), width: width, height: height)
            }
            write(region, delay: delay)
            if optimizesFrameDifferences {
                previous = premultiplied
                previousIsPremultiplied = true
                hasPrevious = true
            }
        }

        /// Appends a premultiplied frame (as ``append(premultiplied:delay:)``) that differs
        /// from the frame before at most inside `rect`: `previous` holds the earlier frame's
        /// premultiplied pixels of `rect` (clamped to the frame), row after row, and the
        /// caller guarantees that every pixel outside it is unchanged. The file is the one
        /// ``append(premultiplied:delay:)`` gives with the whole earlier frame: the exact
        /// changed rectangle lies inside `rect`, and only `rect` is compared. The encoder
        /// keeps no copy of `current` (its owner may draw the next frame into it in
        /// place), so a frame appended next with ``append(_:)`` or
        /// ``append(premultiplied:delay:)`` is stored whole. For the first frame or with
        /// frame differences off, `rect` and `previous` are not used.
        package mutating func append(premultiplied current: [UInt8], changedWithin rect: PixelRect, previous before: [UInt8],
                                     delay: Delay) throws {
            try checkAppend(byteCount: current.count)
            let region: Region
            if frameCount == 0 || !optimizesFrameDifferences {
                region = Region(x: 0, y: 0, width: width, height: height, blend: .source, rgba: Canvas.straight(current))
            } else {
                let r = PixelRect(x: 0, y: 0, width: width, height: height).intersection(rect)
                guard before.count == (r.map { $0.width * $0.height * 4 } ?? 0) else {
                    throw APNGError.invalidAnimation("the earlier pixels of the changed rectangle have the wrong size")
                }
                region = current.withUnsafeBytes { c in
                    guard let r else { return unchangedRegion(c.baseAddress!) }
                    return before.withUnsafeBytes { p in
                        guard var region = premultipliedDifference(p.baseAddress!, previousRowBytes: r.width * 4,
                                                                   c.baseAddress! + (r.y * width + r.x) * 4,
                                                                   currentRowBytes: width * 4, width: r.width, height: r.height)
                        else { return unchangedRegion(c.baseAddress!) }
                        region.x += r.x
                        region.y += r.y
                        return region
                    }
                }
            }
            write(region, delay: delay)
            previous = []
            previousIsPremultiplied = false
            hasPrevious = false
        }

        /// Sets the delay of the frame appended last (its `fcTL` is written again, with its
        /// checksum). Throws ``APNGError/noFrames`` before the first frame and
        /// ``APNGError/invalidAnimation(_:)`` after ``finish()``.
        package mutating func setLastFrameDelay(_ delay: Delay) throws {
            guard !finished else { throw APNGError.invalidAnimation("a delay was set after finish()") }
            guard frameCount > 0 else { throw APNGError.noFrames }
            // The chunk: length (4), type (4), 26 bytes of data, CRC (4); the delay is at
            // bytes 20…23 of the data.
            let data = lastFCTLOffset + 8
            out[data + 20] = UInt8(delay.numerator >> 8); out[data + 21] = UInt8(delay.numerator & 0xFF)
            out[data + 22] = UInt8(delay.denominator >> 8); out[data + 23] = UInt8(delay.denominator & 0xFF)
            let crc = CRC32.update(CRC32.checksum(Array("fcTL".utf8)), Array(out[data..<(data + 26)]))
            out[data + 26] = UInt8(crc >> 24); out[data + 27] = UInt8((crc >> 16) & 0xFF)
            out[data + 28] = UInt8((crc >> 8) & 0xFF); out[data + 29] = UInt8(crc & 0xFF)
        }

        private func checkAppend(byteCount: Int) throws {
            guard !finished else { throw APNGError.invalidAnimation("a frame was appended after finish()") }
            let expected = width * height * 4
            guard byteCount == expected else {
                throw APNGError.frameSizeMismatch(frame: frameCount, expectedBytes: expected, actualBytes: byteCount)
            }
            guard UInt64(frameCount) < UInt64(UInt32.max) / 2 else { throw APNGError.tooManyFrames(frameCount + 1) }
        }

        /// Writes the frame's `fcTL` and its data (`IDAT` for the first frame, `fdAT` after).
        private mutating func write(_ region: Region, delay: Delay) {
            let index = frameCount
            var fctl: [UInt8] = []
            PNG.appendBE32(&fctl, sequence)
            sequence += 1
            PNG.appendBE32(&fctl, UInt32(region.width))
            PNG.appendBE32(&fctl, UInt32(region.height))
            PNG.appendBE32(&fctl, UInt32(region.x))
            PNG.appendBE32(&fctl, UInt32(region.y))
            appendBE16(&fctl, delay.numerator)
            appendBE16(&fctl, delay.denominator)
            fctl.append(DisposeOp.none.rawValue)
            fctl.append(region.blend.rawValue)
            lastFCTLOffset = out.count
            PNG.appendChunk(&out, "fcTL", fctl)

            // An OVER rectangle is transparent black but for the changed pixels: its rows
            // are stored unfiltered (filter None), which compresses such sparse rows about
            // as well as the per-row choice and spends nothing choosing, and its matcher
            // follows hash chains of at most `overChainLimit` probes (long runs of zeros
            // match at the first probe; the short chain bounds the search around the
            // changed pixels, for slightly larger data).
            let over = region.blend == .over
            let filtered = over
                ? PNG.unfilteredRows(region.rgba, rowBytes: region.width * 4, height: region.height)
                : PNG.filterRows(region.rgba, rowBytes: region.width * 4, height: region.height)
            let compressed = over ? Deflate.zlibCompress(filtered, chainLimit: APNG.overChainLimit) : Deflate.zlibCompress(filtered)
            var offset = 0
            repeat {
                let end = min(compressed.count, offset + PNG.maxIDATChunk)
                if index == 0 {
                    PNG.appendChunk(&out, "IDAT", Array(compressed[offset..<end]))
                } else {
                    var body: [UInt8] = []
                    body.reserveCapacity(4 + end - offset)
                    PNG.appendBE32(&body, sequence)
                    sequence += 1
                    body.append(contentsOf: compressed[offset..<end])
                    PNG.appendChunk(&out, "fdAT", body)
                }
                offset = end
            } while offset < compressed.count
            frameCount += 1
        }

        /// The finished file. Throws ``APNGError/noFrames`` when no frame was appended.
        /// Calling it again returns the same bytes.
        public mutating func finish() throws -> Data {
            guard frameCount > 0 else { throw APNGError.noFrames }
            if !finished {
                var actl: [UInt8] = []
                PNG.appendBE32(&actl, UInt32(frameCount))
                actl.append(contentsOf: out[(acTLOffset + 12)..<(acTLOffset + 16)])
                var chunk: [UInt8] = []
                PNG.appendChunk(&chunk, "acTL", actl)
                out.replaceSubrange(acTLOffset..<(acTLOffset + chunk.count), with: chunk)
                PNG.appendChunk(&out, "IEND", [])
                finished = true
                previous = []
            }
            return Data(out)
        }
    }

    /// The part of a frame that is stored, where, and how it is blended.
    struct Region: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var blend: BlendOp
        var rgba: [UInt8]
    }

    /// The smallest rectangle holding every pixel of `current` that differs from `previous`
    /// (both `width × height` RGBA8), with the blend op and pixels described on ``APNG``.
    static func difference(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) -> Region {
        previous.withUnsafeBytes { p in
            current.withUnsafeBytes { c in
                let p = p.baseAddress!, c = c.baseAddress!
                guard let b = changedBounds(p, c, width: width, height: height) else {
                    return Region(x: 0, y: 0, width: 1, height: 1, blend: .source, rgba: Array(current[0..<4]))
                }
                // Every changed pixel lies in the bounds: whether all are opaque is decided there.
                var allOpaque = true
                scan: for y in b.minY...b.maxY {
                    let row = y * width
                    for x in b.minX...b.maxX {
                        let o = (row + x) * 4
                        if p.loadUnaligned(fromByteOffset: o, as: UInt32.self) != c.loadUnaligned(fromByteOffset: o, as: UInt32.self),
                           c.load(fromByteOffset: o + 3, as: UInt8.self) != 255 { allOpaque = false; break scan }
                    }
                }
                let w = b.maxX - b.minX + 1, h = b.maxY - b.minY + 1
                let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, initialized in
                    let dst = UnsafeMutableRawPointer(out.baseAddress!)
                    for y in 0..<h {
                        let src = ((b.minY + y) * width + b.minX) * 4
                        let d = y * w * 4
                        if !allOpaque {
                            dst.advanced(by: d).copyMemory(from: c + src, byteCount: w * 4)
                            continue
                        }
                        for x in 0..<w {
                            let o = src + x * 4
                            let v = c.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                            // An unchanged pixel stays transparent black: OVER keeps the old one.
                            let same = p.loadUnaligned(fromByteOffset: o, as: UInt32.self) == v
                            dst.storeBytes(of: same ? 0 : v, toByteOffset: d + x * 4, as: UInt32.self)
                        }
                    }
                    initialized = w * h * 4
                }
                return Region(x: b.minX, y: b.minY, width: w, height: h, blend: allOpaque ? .over : .source, rgba: pixels)
            }
        }
    }

    /// ``difference(from:to:width:height:)`` of the straight pixels of two premultiplied
    /// frames, unpremultiplying only the pixels it needs. Equal premultiplied pixels have
    /// equal straight pixels, so every straight difference lies within the bounds of the
    /// premultiplied ones; those bounds can be wider (two premultiplied pixels can share a
    /// straight one: channels above alpha are clamped), so the pixels inside them are
    /// compared straight to find the exact rectangle.
    static func premultipliedDifference(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) -> Region {
        previous.withUnsafeBytes { p in
            current.withUnsafeBytes { c in
                premultipliedDifference(p.baseAddress!, previousRowBytes: width * 4, c.baseAddress!,
                                        currentRowBytes: width * 4, width: width, height: height)
                    ?? unchangedRegion(c.baseAddress!)
            }
        }
    }

    /// What a frame equal to the one before stores: its top-left pixel, `SOURCE` (straight,
    /// from the premultiplied frame at `current`).
    static func unchangedRegion(_ current: UnsafeRawPointer) -> Region {
        let px = straightPixel(current, 0)
        return Region(x: 0, y: 0, width: 1, height: 1, blend: .source, rgba: [px[0], px[1], px[2], px[3]])
    }

    /// The difference of ``premultipliedDifference(from:to:width:height:)`` between two
    /// premultiplied areas of `width × height` pixels, each row after row at its own stride
    /// in bytes (a part of a larger frame, or a copy of one); the region's `x` and `y` are
    /// within the area. `nil` when the two are equal.
    static func premultipliedDifference(_ p: UnsafeRawPointer, previousRowBytes: Int, _ c: UnsafeRawPointer,
                                        currentRowBytes: Int, width: Int, height: Int) -> Region? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        if let b = changedBounds(p, previousRowBytes: previousRowBytes, c, currentRowBytes: currentRowBytes,
                                 width: width, height: height) {
            // The exact bounds: in each row, the first differing pixel from the left
            // and, right of the bounds so far, the last one.
            for y in b.minY...b.maxY {
                let pr = p + (y * previousRowBytes + b.minX * 4), cr = c + (y * currentRowBytes + b.minX * 4)
                if memcmp(pr, cr, (b.maxX - b.minX + 1) * 4) == 0 { continue }
                // Equal premultiplied pixels are not straight differences: pairs of them are
                // passed over at once.
                var x = b.minX
                while x < b.maxX && equalPair(pr, cr, (x - b.minX) * 4) { x += 2 }
                while x <= b.maxX && !straightDiffers(pr, cr, (x - b.minX) * 4) { x += 1 }
                guard x <= b.maxX else { continue }
                minX = min(minX, x)
                if y < minY { minY = y }
                maxY = y
                var r = b.maxX
                while r - 1 > maxX && equalPair(pr, cr, (r - 1 - b.minX) * 4) { r -= 2 }
                while r > maxX && !straightDiffers(pr, cr, (r - b.minX) * 4) { r -= 1 }
                maxX = max(maxX, r)
            }
        }
        guard maxY >= 0 else { return nil }
        let w = maxX - minX + 1, h = maxY - minY + 1
        // Transparent black to start with: with OVER, an unchanged pixel stays so and
        // keeps the old one. The changed pixels are written assuming they are all
        // opaque (OVER); at the first that is not, every pixel is written (SOURCE).
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var allOpaque = true
        pixels.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!
            @inline(__always) func write(_ cr: UnsafeRawPointer, _ o: Int, _ d: Int) {
                if cr.load(fromByteOffset: o + 3, as: UInt8.self) == 255 {
                    dst.storeBytes(of: cr.loadUnaligned(fromByteOffset: o, as: UInt32.self), toByteOffset: d, as: UInt32.self)
                    return
                }
                let px = straightPixel(cr, o)
                dst.storeBytes(of: px[0], toByteOffset: d, as: UInt8.self)
                dst.storeBytes(of: px[1], toByteOffset: d + 1, as: UInt8.self)
                dst.storeBytes(of: px[2], toByteOffset: d + 2, as: UInt8.self)
                dst.storeBytes(of: px[3], toByteOffset: d + 3, as: UInt8.self)
            }
            changed: for y in 0..<h {
                let pr = p + ((minY + y) * previousRowBytes + minX * 4), cr = c + ((minY + y) * currentRowBytes + minX * 4)
                if memcmp(pr, cr, w * 4) == 0 { continue }
                var x = 0
                while x < w {
                    let o = x * 4
                    // Eight, then two, equal pixels at a time are passed over at once.
                    if x + 8 <= w && equalOctet(pr, cr, o) {
                        x += 8
                        continue
                    }
                    if x + 1 < w && equalPair(pr, cr, o) {
                        x += 2
                        continue
                    }
                    defer { x += 1 }
                    guard straightDiffers(pr, cr, o) else { continue }
                    guard cr.load(fromByteOffset: o + 3, as: UInt8.self) == 255 else { allOpaque = false; break changed }
                    write(cr, o, (y * w + x) * 4)
                }
            }
            if !allOpaque {
                for y in 0..<h {
                    let cr = c + ((minY + y) * currentRowBytes + minX * 4)
                    for x in 0..<w { write(cr, x * 4, (y * w + x) * 4) }
                }
            }
        }
        return Region(x: minX, y: minY, width: w, height: h, blend: allOpaque ? .over : .source, rgba: pixels)
    }

    /// Whether the two pixels at byte offset `o` are the same in both.
    @inline(__always)
    static func equalPair(_ p: UnsafeRawPointer, _ c: UnsafeRawPointer, _ o: Int) -> Bool {
        p.loadUnaligned(fromByteOffset: o, as: UInt64.self) == c.loadUnaligned(fromByteOffset: o, as: UInt64.self)
    }

    /// Whether the eight pixels at byte offset `o` are the same in both.
    @inline(__always)
    static func equalOctet(_ p: UnsafeRawPointer, _ c: UnsafeRawPointer, _ o: Int) -> Bool {
        var d: UInt64 = 0
        for k in 0..<4 {
            d |= p.loadUnaligned(fromByteOffset: o + 8 * k, as: UInt64.self) ^ c.loadUnaligned(fromByteOffset: o + 8 * k, as: UInt64.self)
        }
        return d == 0
    }

    /// Whether the straight pixels of two premultiplied ones at byte offset `o` differ:
    /// equal pixels do not, and opaque pixels are their own straight pixels, so two
    /// different opaque ones do without converting.
    @inline(__always)
    static func straightDiffers(_ p: UnsafeRawPointer, _ c: UnsafeRawPointer, _ o: Int) -> Bool {
        let pw = p.loadUnaligned(fromByteOffset: o, as: UInt32.self), cw = c.loadUnaligned(fromByteOffset: o, as: UInt32.self)
        if pw == cw { return false }
        if p.load(fromByteOffset: o + 3, as: UInt8.self) == 255 && c.load(fromByteOffset: o + 3, as: UInt8.self) == 255 { return true }
        return straightPixel(p, o) != straightPixel(c, o)
    }

    /// The straight RGBA bytes of the premultiplied pixel at byte offset `o`, as
    /// ``Canvas/straight(_:)`` makes them (channels clamped to alpha, then unpremultiplied).
    @inline(__always)
    static func straightPixel(_ base: UnsafeRawPointer, _ o: Int) -> SIMD4<UInt8> {
        let a = base.load(fromByteOffset: o + 3, as: UInt8.self)
        @inline(__always) func channel(_ k: Int) -> UInt8 {
            let v = base.load(fromByteOffset: o + k, as: UInt8.self)
            return a == 255 ? v : PixelMath.unpremultiply(min(v, a), a)
        }
        return SIMD4(channel(0), channel(1), channel(2), a)
    }

    /// The bounds (inclusive) of the pixels that differ between `a` and `b`, two buffers of
    /// `width × height` four-byte pixels, or `nil` when they are equal. Equal rows are
    /// skipped whole (`memcmp`); in a differing row only the pixels left of the bounds found
    /// so far and right of them are compared, which is enough to widen the bounds exactly
    /// (the first differing row sets both: the bounds start empty, `minX = width`,
    /// `maxX = −1`).
    static func changedBounds(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, width: Int, height: Int)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        changedBounds(a, previousRowBytes: width * 4, b, currentRowBytes: width * 4, width: width, height: height)
    }

    /// ``changedBounds(_:_:width:height:)`` of two areas whose rows lie at their own
    /// strides (in bytes).
    static func changedBounds(_ a: UnsafeRawPointer, previousRowBytes: Int, _ b: UnsafeRawPointer, currentRowBytes: Int,
                              width: Int, height: Int) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let rowBytes = width * 4
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let ra = a + y * previousRowBytes, rb = b + y * currentRowBytes
            if memcmp(ra, rb, rowBytes) == 0 { continue }
            @inline(__always) func differs(_ x: Int) -> Bool {
                ra.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    != rb.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            }
            // Left of the bounds, then right of them: a part that is equal as a whole is
            // passed over with one memcmp.
            if minX > 0 && memcmp(ra, rb, minX * 4) != 0 {
                var x = 0
                while !differs(x) { x += 1 }
                minX = x
            }
            let right = maxX + 1
            if right < width && memcmp(ra + right * 4, rb + right * 4, (width - right) * 4) != 0 {
                var x = width - 1
                while !differs(x) { x -= 1 }
                maxX = x
            }
            if y < minY { minY = y }
            maxY = y
        }
        return maxY >= 0 ? (minX, minY, maxX, maxY) : nil
    }

    static func appendBE16(_ out: inout [UInt8], _ v: UInt16) {
        out.append(UInt8(v >> 8)); out.append(UInt8(v & 0xFF))
    }
}
