import Foundation

/// Errors raised by `PNG.decode`.
public enum PNGError: Error, Equatable {
    /// The data does not start with the PNG signature.
    case invalidSignature
    /// The data ended inside a chunk or before IEND.
    case truncated
    /// A chunk's CRC does not match.
    case badCRC(chunk: String)
    /// IHDR is missing, misplaced or malformed.
    case invalidHeader
    /// A valid PNG feature this minimal decoder does not support (bit depth ≠ 8, interlacing, …).
    case unsupported(String)
    /// The image is larger than `Canvas.maxPixelCount` pixels.
    case tooLarge
    /// The image data is malformed (bad filter type, too little data, missing palette, …).
    case invalidData
    /// The zlib stream is invalid.
    case compression(InflateError)
}

extension PNG {
    /// Decodes a non-interlaced 8-bit PNG to straight RGBA8.
    ///
    /// Supported color types: 0 (gray), 2 (RGB), 3 (palette, with optional tRNS), 4 (gray+alpha),
    /// 6 (RGBA); tRNS color keys for types 0 and 2 are honoured. Chunk CRCs and the zlib Adler-32
    /// are verified. Ancillary chunks are skipped.
    public static func decode(_ data: Data) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw PNGError.invalidSignature }
        var pos = 8
        var width = 0, height = 0, colorType = -1
        var palette: [UInt8] = []
        var trns: [UInt8] = []
        var idat: [UInt8] = []
        var sawIEND = false
        func be32(_ p: Int) -> Int {
            Int(bytes[p]) << 24 | Int(bytes[p + 1]) << 16 | Int(bytes[p + 2]) << 8 | Int(bytes[p + 3])
        }
        while pos + 12 <= bytes.count {
            let length = be32(pos)
            let typeBytes = Array(bytes[(pos + 4)..<(pos + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length >= 0, length <= 0x7FFF_FFFF, pos + 12 + length <= bytes.count else { throw PNGError.truncated }
            let body = Array(bytes[(pos + 8)..<(pos + 8 + length)])
            let crc = UInt32(be32(pos + 8 + length))
            guard CRC32.update(CRC32.checksum(typeBytes), body) == crc else { throw PNGError.badCRC(chunk: type) }
            pos += 12 + length
            if colorType < 0 && type != "IHDR" { throw PNGError.invalidHeader }
            switch type {
            case "IHDR":
                guard colorType < 0, length == 13 else { throw PNGError.invalidHeader }
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                guard width > 0, height > 0 else { throw PNGError.invalidHeader }
                guard body[8] == 8 else { throw PNGError.unsupported("bit depth \(body[8])") }
                colorType = Int(body[9])
                guard [0, 2, 3, 4, 6].contains(colorType) else { throw PNGError.invalidHeader }
                guard body[10] == 0, body[11] == 0 else { throw PNGError.invalidHeader }
                guard body[12] == 0 else { throw PNGError.unsupported("interlacing") }
                guard width <= Canvas.maxDimension, height <= Canvas.maxDimension,
                      width * height <= Canvas.maxPixelCount else { throw PNGError.tooLarge }
            case "PLTE": palette = body
            case "tRNS": trns = body
            case "IDAT": idat.append(contentsOf: body)
            case "IEND": sawIEND = true
            default: break
            }
            if sawIEND { break }
        }
        guard sawIEND else { throw PNGError.truncated }
        let channels: Int
        switch colorType {
        case 0, 3: channels = 1
        case 4: channels = 2
        case 2: channels = 3
        default: channels = 4
        }
        let rowBytes = width * channels
        let expected = (rowBytes + 1) * height
        let raw: [UInt8]
        do {
            raw = try Inflate.zlibDecompress(idat, maxOutput: expected)
        } catch let e as InflateError {
            throw PNGError.compression(e)
        }
        guard raw.count == expected else { throw PNGError.invalidData }
        let pixels = try unfilter(raw, rowBytes: rowBytes, height: height, bpp: channels)
        if colorType == 3 && palette.isEmpty { throw PNGError.invalidData }

        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) {
            let o = i * 4
            switch colorType {
            case 0:
                let g = pixels[i]
                rgba[o] = g; rgba[o + 1] = g; rgba[o + 2] = g
                if trns.count >= 2 && Int(trns[0]) << 8 | Int(trns[1]) == Int(g) { rgba[o + 3] = 0 }
            case 2:
                let r = pixels[i * 3], g = pixels[i * 3 + 1], b = pixels[i * 3 + 2]
                rgba[o] = r; rgba[o + 1] = g; rgba[o + 2] = b
                if trns.count >= 6 && Int(trns[0]) << 8 | Int(trns[1]) == Int(r)
                    && Int(trns[2]) << 8 | Int(trns[3]) == Int(g) && Int(trns[4]) << 8 | Int(trns[5]) == Int(b) {
                    rgba[o + 3] = 0
                }
            case 3:
                let index = Int(pixels[i])
                guard index * 3 + 2 < palette.count else { throw PNGError.invalidData }
                rgba[o] = palette[index * 3]; rgba[o + 1] = palette[index * 3 + 1]; rgba[o + 2] = palette[index * 3 + 2]
                rgba[o + 3] = index < trns.count ? trns[index] : 255
            case 4:
                let g = pixels[i * 2]
                rgba[o] = g; rgba[o + 1] = g; rgba[o + 2] = g; rgba[o + 3] = pixels[i * 2 + 1]
            default:
                rgba[o] = pixels[o]; rgba[o + 1] = pixels[o + 1]; rgba[o + 2] = pixels[o + 2]; rgba[o + 3] = pixels[o + 3]
            }
        }
        return (width, height, rgba)
    }

    /// Reverses the PNG scanline filters.
    static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, bpp: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let type = raw[y * (rowBytes + 1)]
            let src = y * (rowBytes + 1) + 1
            let row = y * rowBytes
            for i in 0..<rowBytes {
                let x = Int(raw[src + i])
                let a = i >= bpp ? Int(out[row + i - bpp]) : 0
                let b = y > 0 ? Int(out[row - rowBytes + i]) : 0
                let c = (i >= bpp && y > 0) ? Int(out[row - rowBytes + i - bpp]) : 0
                guard let pred = PNGFilter.prediction(type: Int(type), a: a, b: b, c: c) else { throw PNGError.invalidData }
                out[row + i] = UInt8(truncatingIfNeeded: x + pred)
            }
        }
        return out
    }
}
