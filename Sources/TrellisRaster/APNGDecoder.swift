import Foundation

extension APNG {
    /// A decoded animation: the canvas size, the loop count (0 = forever) and every frame as
    /// the full canvas a viewer shows (straight RGBA8), with its delay.
    public struct Animation: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var loopCount: Int
        public var frames: [Frame]
    }

    /// The frame count `acTL` declares, read without decoding (`nil` when the data is not a
    /// PNG with an `acTL` chunk before its image data).
    public static func frameCount(of data: Data) -> Int? {
        let b = [UInt8](data)
        guard b.count >= 8, Array(b[0..<8]) == PNG.signature else { return nil }
        var p = 8
        while p + 12 <= b.count {
            let n = Int(b[p]) << 24 | Int(b[p + 1]) << 16 | Int(b[p + 2]) << 8 | Int(b[p + 3])
            let type = String(decoding: b[(p + 4)..<(p + 8)], as: UTF8.self)
            guard n <= 0x7FFF_FFFF, p + 12 + n <= b.count else { return nil }
            if type == "acTL" {
                guard n == 8 else { return nil }
                return Int(b[p + 8]) << 24 | Int(b[p + 9]) << 16 | Int(b[p + 10]) << 8 | Int(b[p + 11])
            }
            if type == "IDAT" || type == "IEND" { return nil }
            p += 12 + n
        }
        return nil
    }

    /// Decodes an animated PNG, composing each frame onto the canvas as the APNG 1.0 spec
    /// says (regions, dispose ops `NONE`/`BACKGROUND`/`PREVIOUS`, blend ops `SOURCE`/`OVER`
    /// with the spec's integer formula for straight alpha).
    ///
    /// Every chunk's CRC is checked (``PNG/decode(_:)`` checks each frame's data);
    /// `acTL`'s frame count, the sequence numbers (0, 1, 2… over `fcTL` and `fdAT`) and each
    /// region's bounds are verified. A `IDAT` not preceded by an `fcTL` is the default image
    /// and not part of the animation. Errors: `PNGError` for PNG-level problems,
    /// ``APNGError/invalidAnimation(_:)`` for APNG-level ones.
    public static func decode(_ data: Data) throws -> Animation {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNG.signature else { throw PNGError.invalidSignature }
        func be32(_ b: [UInt8], _ p: Int) -> Int {
            Int(b[p]) << 24 | Int(b[p + 1]) << 16 | Int(b[p + 2]) << 8 | Int(b[p + 3])
        }
        func be16(_ b: [UInt8], _ p: Int) -> UInt16 { UInt16(b[p]) << 8 | UInt16(b[p + 1]) }

        struct Control { var width, height, x, y: Int; var delay: Delay; var dispose: UInt8; var blend: UInt8 }
        var ihdr: [UInt8] = []
        var extra: [(String, [UInt8])] = []  // PLTE, tRNS: needed to decode every frame
        var declaredFrames = -1, loops = 0
        var parts: [(Control, [UInt8])] = []
        var current: (Control, [UInt8])?
        var nextSequence = 0
        var sawIDAT = false, sawIEND = false
        var pos = 8
        func checkSequence(_ body: [UInt8]) throws {
            guard body.count >= 4 else { throw APNGError.invalidAnimation("chunk too short for its sequence number") }
            let n = be32(body, 0)
            guard n == nextSequence else {
                throw APNGError.invalidAnimation("sequence number \(n) where \(nextSequence) was expected")
            }
            nextSequence += 1
        }
        while pos + 12 <= bytes.count {
            let length = be32(bytes, pos)
            guard length <= 0x7FFF_FFFF, pos + 12 + length <= bytes.count else { throw PNGError.truncated }
            let typeBytes = Array(bytes[(pos + 4)..<(pos + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            let body = Array(bytes[(pos + 8)..<(pos + 8 + length)])
            guard CRC32.update(CRC32.checksum(typeBytes), body) == UInt32(be32(bytes, pos + 8 + length)) else {
                throw PNGError.badCRC(chunk: type)
            }
            pos += 12 + length
            if ihdr.isEmpty && type != "IHDR" { throw PNGError.invalidHeader }
            switch type {
            case "IHDR":
                guard ihdr.isEmpty, length == 13 else { throw PNGError.invalidHeader }
                ihdr = body
            case "PLTE", "tRNS":
                extra.append((type, body))
            case "acTL":
                guard length == 8, declaredFrames < 0, !sawIDAT else {
                    throw APNGError.invalidAnimation("acTL must appear once, 8 bytes long, before IDAT")
                }
                declaredFrames = be32(body, 0)
                loops = be32(body, 4)
                guard declaredFrames > 0 else { throw APNGError.invalidAnimation("acTL declares no frames") }
            case "fcTL":
                guard length == 26 else { throw APNGError.invalidAnimation("fcTL is \(length) bytes, not 26") }
                try checkSequence(body)
                if let c = current { parts.append(c) }
                let control = Control(width: be32(body, 4), height: be32(body, 8), x: be32(body, 12), y: be32(body, 16),
                                      delay: Delay(numerator: be16(body, 20), denominator: be16(body, 22)),
                                      dispose: body[24], blend: body[25])
                guard control.dispose <= 2, control.blend <= 1 else {
                    throw APNGError.invalidAnimation("unknown dispose op \(control.dispose) or blend op \(control.blend)")
                }
                current = (control, [])
            case "IDAT":
                sawIDAT = true
                if current != nil && parts.isEmpty { current!.1.append(contentsOf: body) }
            case "fdAT":
                try checkSequence(body)
                guard current != nil else { throw APNGError.invalidAnimation("fdAT before any fcTL") }
                current!.1.append(contentsOf: body[4...])
            case "IEND":
                sawIEND = true
            default:
                break
            }
            if sawIEND { break }
        }
        guard sawIEND else { throw PNGError.truncated }
        guard declaredFrames > 0 else { throw APNGError.invalidAnimation("no acTL chunk: this is a still PNG") }
        if let c = current { parts.append(c) }
        guard parts.count == declaredFrames else {
            throw APNGError.invalidAnimation("acTL declares \(declaredFrames) frames but \(parts.count) are present")
        }
        let width = be32(ihdr, 0), height = be32(ihdr, 4)
        guard width > 0, height > 0, width <= Canvas.maxDimension, height <= Canvas.maxDimension,
              width * height <= Canvas.maxPixelCount else { throw PNGError.tooLarge }

        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [Frame] = []
        for (index, (control, payload)) in parts.enumerated() {
            guard control.width > 0, control.height > 0, control.x >= 0, control.y >= 0,
                  control.x + control.width <= width, control.y + control.height <= height else {
                throw APNGError.invalidAnimation("frame \(index)'s region \(control.width)×\(control.height) at (\(control.x), \(control.y)) leaves the \(width)×\(height) canvas")
            }
            guard index > 0 || (control.x == 0 && control.y == 0 && control.width == width && control.height == height) else {
                throw APNGError.invalidAnimation("the first frame must cover the canvas")
            }
            var png = PNG.signature
            var header = ihdr
            header.replaceSubrange(0..<8, with: [UInt8(truncatingIfNeeded: control.width >> 24), UInt8(truncatingIfNeeded: control.width >> 16),
                                                 UInt8(truncatingIfNeeded: control.width >> 8), UInt8(truncatingIfNeeded: control.width),
                                                 UInt8(truncatingIfNeeded: control.height >> 24), UInt8(truncatingIfNeeded: control.height >> 16),
                                                 UInt8(truncatingIfNeeded: control.height >> 8), UInt8(truncatingIfNeeded: control.height)])
            PNG.appendChunk(&png, "IHDR", header)
            for (type, body) in extra { PNG.appendChunk(&png, type, body) }
            PNG.appendChunk(&png, "IDAT", payload)
            PNG.appendChunk(&png, "IEND", [])
            let region = try PNG.decode(Data(png)).rgba

            let saved = control.dispose == 2 && index > 0 ? canvas : nil
            for y in 0..<control.height {
                for x in 0..<control.width {
                    let s = (y * control.width + x) * 4
                    let d = ((control.y + y) * width + control.x + x) * 4
                    let sa = Int(region[s + 3])
                    if control.blend == BlendOp.source.rawValue || sa == 255 {
                        for k in 0..<4 { canvas[d + k] = region[s + k] }
                    } else if sa > 0 {
                        let u = sa * 255
                        let v = (255 - sa) * Int(canvas[d + 3])
                        let al = u + v
                        for k in 0..<3 { canvas[d + k] = UInt8((Int(region[s + k]) * u + Int(canvas[d + k]) * v) / al) }
                        canvas[d + 3] = UInt8(al / 255)
                    }
                }
            }
            frames.append(Frame(rgba: canvas, delay: control.delay))
            if control.dispose == 1 || (control.dispose == 2 && index == 0) {
                for y in 0..<control.height {
                    let d = ((control.y + y) * width + control.x) * 4
                    for i in d..<(d + control.width * 4) { canvas[i] = 0 }
                }
            } else if let saved {
                canvas = saved
            }
        }
        return Animation(width: width, height: height, loopCount: loops, frames: frames)
    }
}
