import Foundation

/// An immutable-size bitmap of premultiplied RGBA8 pixels, used as a source for `Canvas.drawImage`.
public struct RasterImage: Equatable, Sendable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// Row-major premultiplied RGBA bytes, `width × height × 4` entries.
    public private(set) var premultipliedRGBA: [UInt8]

    /// Rule shared by the initializers: negative dimensions become 0, dimensions are clamped to
    /// `Canvas.maxDimension`, missing bytes are treated as 0 and extra bytes are ignored.
    private static func sanitize(_ width: Int, _ height: Int, _ bytes: [UInt8]) -> (Int, Int, [UInt8]) {
        let w = min(max(width, 0), Canvas.maxDimension)
        let h0 = min(max(height, 0), Canvas.maxDimension)
        let h = (w > 0 && w * h0 > Canvas.maxPixelCount) ? Canvas.maxPixelCount / w : h0
        let n = w * h * 4
        var out = bytes.count >= n ? Array(bytes[0..<n]) : bytes
        if out.count < n { out.append(contentsOf: [UInt8](repeating: 0, count: n - out.count)) }
        return (w, h, out)
    }

    /// Creates an image from premultiplied RGBA bytes (color channels are clamped to alpha).
    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        let (w, h, raw) = RasterImage.sanitize(width, height, premultipliedRGBA)
        var bytes = raw
        var i = 0
        while i < bytes.count {
            let a = bytes[i + 3]
            bytes[i] = min(bytes[i], a); bytes[i + 1] = min(bytes[i + 1], a); bytes[i + 2] = min(bytes[i + 2], a)
            i += 4
        }
        self.width = w; self.height = h; self.premultipliedRGBA = bytes
    }

    /// Creates an image from straight (non-premultiplied) RGBA bytes, as produced by `PNG.decode`.
    public init(width: Int, height: Int, straightRGBA: [UInt8]) {
        let (w, h, raw) = RasterImage.sanitize(width, height, straightRGBA)
        var bytes = raw
        var i = 0
        while i < bytes.count {
            let a = bytes[i + 3]
            bytes[i] = PixelMath.premultiply(bytes[i], a)
            bytes[i + 1] = PixelMath.premultiply(bytes[i + 1], a)
            bytes[i + 2] = PixelMath.premultiply(bytes[i + 2], a)
            i += 4
        }
        self.width = w; self.height = h; self.premultipliedRGBA = bytes
    }

    /// Decodes a PNG (see `PNG.decode` for the supported formats).
    public init(pngData: Data) throws {
        let decoded = try PNG.decode(pngData)
        self.init(width: decoded.width, height: decoded.height, straightRGBA: decoded.rgba)
    }

    /// The premultiplied pixel at (x, y); transparent outside the image.
    public func pixel(x: Int, y: Int) -> PremultipliedPixel {
        guard x >= 0, y >= 0, x < width, y < height else { return PremultipliedPixel(r: 0, g: 0, b: 0, a: 0) }
        let i = (y * width + x) * 4
        return PremultipliedPixel(r: premultipliedRGBA[i], g: premultipliedRGBA[i + 1],
                                  b: premultipliedRGBA[i + 2], a: premultipliedRGBA[i + 3])
    }

    /// Bilinear sample at continuous image coordinates, where pixel (i, j) has its centre at
    /// (i + 0.5, j + 0.5). Edges are clamped. Returns premultiplied channels in `0...255`.
    public func sampleBilinear(x: Double, y: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        guard width > 0, height > 0, x.isFinite, y.isFinite else { return (0, 0, 0, 0) }
        let u = x - 0.5, v = y - 0.5
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let tx = u - fu, ty = v - fv
        func clampIndex(_ f: Double, _ limit: Int) -> Int {
            if f <= 0 { return 0 }
            if f >= Double(limit - 1) { return limit - 1 }
            return Int(f)
        }
        let x0 = clampIndex(fu, width), x1 = clampIndex(fu + 1, width)
        let y0 = clampIndex(fv, height), y1 = clampIndex(fv + 1, height)
        let i00 = (y0 * width + x0) * 4, i10 = (y0 * width + x1) * 4
        let i01 = (y1 * width + x0) * 4, i11 = (y1 * width + x1) * 4
        let w00 = (1 - tx) * (1 - ty), w10 = tx * (1 - ty), w01 = (1 - tx) * ty, w11 = tx * ty
        let p = premultipliedRGBA
        func ch(_ k: Int) -> Double {
            Double(p[i00 + k]) * w00 + Double(p[i10 + k]) * w10 + Double(p[i01 + k]) * w01 + Double(p[i11 + k]) * w11
        }
        return (ch(0), ch(1), ch(2), ch(3))
    }

    /// Straight RGBA bytes (unpremultiplied).
    public var straightRGBA: [UInt8] {
        var out = premultipliedRGBA
        var i = 0
        while i < out.count {
            let a = out[i + 3]
            out[i] = PixelMath.unpremultiply(out[i], a)
            out[i + 1] = PixelMath.unpremultiply(out[i + 1], a)
            out[i + 2] = PixelMath.unpremultiply(out[i + 2], a)
            i += 4
        }
        return out
    }
}
