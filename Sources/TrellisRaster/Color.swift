import Foundation

/// An RGBA color with straight (non-premultiplied) alpha and components in `0...1`.
public struct RasterColor: Equatable, Hashable, Sendable {
    /// Red, nominally `0...1`.
    public var r: Double
    /// Green, nominally `0...1`.
    public var g: Double
    /// Blue, nominally `0...1`.
    public var b: Double
    /// Alpha (straight), nominally `0...1`.
    public var a: Double

    /// Creates a color; components are stored as given and sanitized when converted to pixels.
    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Creates a color with SwiftUI-style labels.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(r: red, g: green, b: blue, a: opacity)
    }

    /// Creates a color from 8-bit straight components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(r: Double(r8) / 255, g: Double(g8) / 255, b: Double(b8) / 255, a: Double(a8) / 255)
    }

    /// Fully transparent black.
    public static let clear = RasterColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = RasterColor(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RasterColor(r: 1, g: 1, b: 1)
    /// Opaque red.
    public static let red = RasterColor(r: 1, g: 0, b: 0)
    /// Opaque green.
    public static let green = RasterColor(r: 0, g: 1, b: 0)
    /// Opaque blue.
    public static let blue = RasterColor(r: 0, g: 0, b: 1)

    /// The same color with alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> RasterColor {
        RasterColor(r: r, g: g, b: b, a: a * RasterColor.unit(opacity))
    }

    /// Clamps into `0...1`. Rule: NaN becomes 0, +∞ becomes 1, −∞ becomes 0.
    public static func unit(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        return min(max(v, 0), 1)
    }

    /// Converts `0...1` to `0...255` with round-half-away-from-zero (deterministic).
    ///
    /// Written with truncation instead of `rounded()` (a library call on x86-64): for
    /// `x = unit(v) · 255` in 0…255, `x − ⌊x⌋` is exact, and adding 1 when it is at least ½
    /// is rounding half away from zero.
    @inline(__always)
    static func to8(_ v: Double) -> UInt8 {
        let x = unit(v) * 255
        let t = Int(x)
        return UInt8(truncatingIfNeeded: x - Double(t) >= 0.5 ? t + 1 : t)
    }

    /// The premultiplied 8-bit pixel for this color with its alpha scaled by `coverage`.
    ///
    /// Each channel is `round(channel · alpha · 255)`, alpha is `round(alpha · 255)`, so color
    /// channels never exceed alpha.
    public func premultipliedPixel(coverage: Double = 1) -> PremultipliedPixel {
        let alpha = RasterColor.unit(a) * RasterColor.unit(coverage)
        let a8 = RasterColor.to8(alpha)
        let r8 = min(RasterColor.to8(RasterColor.unit(r) * alpha), a8)
        let g8 = min(RasterColor.to8(RasterColor.unit(g) * alpha), a8)
        let b8 = min(RasterColor.to8(RasterColor.unit(b) * alpha), a8)
        return PremultipliedPixel(r: r8, g: g8, b: b8, a: a8)
    }
}

/// An 8-bit RGBA pixel whose color channels are premultiplied by alpha.
public struct PremultipliedPixel: Equatable, Hashable, Sendable {
    /// Red × alpha.
    public var r: UInt8
    /// Green × alpha.
    public var g: UInt8
    /// Blue × alpha.
    public var b: UInt8
    /// Alpha.
    public var a: UInt8

    /// Creates a pixel. Color channels should not exceed alpha.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Converts straight 8-bit components to premultiplied: `c' = round(c·a/255)`.
    public init(straightR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.init(r: PixelMath.premultiply(r, a), g: PixelMath.premultiply(g, a),
                  b: PixelMath.premultiply(b, a), a: a)
    }

    /// The straight-alpha components: `c = round(c'·255/a)`, all zero when `a == 0`.
    public var straight: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (PixelMath.unpremultiply(r, a), PixelMath.unpremultiply(g, a), PixelMath.unpremultiply(b, a), a)
    }
}

/// Integer pixel arithmetic with exact, deterministic rounding.
enum PixelMath {
    /// round(x / 255) for 0 ≤ x ≤ 255·255, exact (round half up).
    @inline(__always)
    static func div255(_ x: Int) -> Int {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// round(c · a / 255).
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        UInt8(div255(Int(c) * Int(a)))
    }

    /// round(c · 255 / a), clamped to 255; 0 when a == 0.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        if a == 255 { return c }
        let v = (Int(c) * 255 + Int(a) / 2) / Int(a)
        return UInt8(min(v, 255))
    }

    /// Source-over of premultiplied `src` onto premultiplied `dst` (channel by channel):
    /// `out = src + round(dst · (255 − srcAlpha) / 255)`, clamped to 255.
    @inline(__always)
    static func over(_ s: Int, _ d: Int, _ sa: Int) -> UInt8 {
        UInt8(min(255, s + div255(d * (255 - sa))))
    }
}
