import Foundation

/// How a layer's pixels combine with the pixels under it (``Canvas/endLayer(blendMode:)``):
/// the W3C "Compositing and Blending Level 1" blend modes, the Porter–Duff operators
/// SwiftUI names, and the additive modes of Core Graphics.
public enum RasterBlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension RasterBlendMode {
    /// One premultiplied source pixel (`s`, 0…255 each) over one premultiplied backdrop
    /// pixel (`b`), in this mode; the result is premultiplied, each channel rounded to the
    /// nearest integer and never above its alpha.
    ///
    /// The rules, with colour `C` and alpha `α` in 0…1, `c = C·α` premultiplied:
    /// - the blend modes (multiply … luminosity): `co = cs·(1 − αb) + cb·(1 − αs) +
    ///   αs·αb·B(Cb, Cs)`, `αo = αs + αb − αs·αb`, with `B` as the W3C specification
    ///   defines it (the last four, the non-separable ones, on the colour as a whole);
    /// - `sourceAtop`: `co = cs·αb + cb·(1 − αs)`, `αo = αb`;
    ///   `destinationOver`: `co = cb + cs·(1 − αb)`, `αo = αb + αs·(1 − αb)`;
    ///   `destinationOut`: `co = cb·(1 − αs)`, `αo = αb·(1 − αs)`;
    /// - `plusLighter`: `co = min(1, cs + cb)`, `αo = min(1, αs + αb)`;
    ///   `plusDarker`: `αo = min(1, αs + αb)`, `co = max(0, αo − (αb − cb) − (αs − cs))`.
    ///
    /// Only IEEE arithmetic and square roots are used, so results are the same on every
    /// machine.
    func composite(source s: (Int, Int, Int, Int), backdrop b: (Int, Int, Int, Int)) -> (UInt8, UInt8, UInt8, UInt8) {
        let sa = Double(s.3) / 255, ba = Double(b.3) / 255
        let cs = [Double(s.0) / 255, Double(s.1) / 255, Double(s.2) / 255]
        let cb = [Double(b.0) / 255, Double(b.1) / 255, Double(b.2) / 255]
        var co = [0.0, 0.0, 0.0]
        var ao: Double
        switch self {
        case .sourceAtop:
            ao = ba
            for i in 0..<3 { co[i] = cs[i] * ba + cb[i] * (1 - sa) }
        case .destinationOver:
            ao = ba + sa * (1 - ba)
            for i in 0..<3 { co[i] = cb[i] + cs[i] * (1 - ba) }
        case .destinationOut:
            ao = ba * (1 - sa)
            for i in 0..<3 { co[i] = cb[i] * (1 - sa) }
        case .plusLighter:
            ao = min(1, sa + ba)
            for i in 0..<3 { co[i] = min(1, cs[i] + cb[i]) }
        case .plusDarker:
            ao = min(1, sa + ba)
            for i in 0..<3 { co[i] = max(0, ao - (ba - cb[i]) - (sa - cs[i])) }
        default:
            ao = sa + ba - sa * ba
            // Straight colours of both (0 where transparent).
            let us = cs.map { sa > 0 ? min(1, $0 / sa) : 0 }
            let ub = cb.map { ba > 0 ? min(1, $0 / ba) : 0 }
            let blended = blend(backdrop: ub, source: us)
            for i in 0..<3 { co[i] = cs[i] * (1 - ba) + cb[i] * (1 - sa) + sa * ba * blended[i] }
        }
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(ao)
        return (UInt8(min(byte(co[0]), a)), UInt8(min(byte(co[1]), a)), UInt8(min(byte(co[2]), a)), UInt8(a))
    }

    /// `B(Cb, Cs)` of the W3C specification, straight colours in 0…1.
    private func blend(backdrop b: [Double], source s: [Double]) -> [Double] {
        switch self {
        case .hue: return Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.setLum(s, Self.lum(b))
        case .luminosity: return Self.setLum(b, Self.lum(s))
        default: return (0..<3).map { separable(b[$0], s[$0]) }
        }
    }

    private func separable(_ b: Double, _ s: Double) -> Double {
        switch self {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return Self.hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            return s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return Self.hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    private static func hardLight(_ b: Double, _ s: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let n = min(c[0], c[1], c[2]), x = max(c[0], c[1], c[2])
        var out = c
        if n < 0, l - n > 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1, x - l > 0 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { max(c[0], c[1], c[2]) - min(c[0], c[1], c[2]) }

    /// The colour with saturation `s`, keeping the order of its components.
    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { (c[$0], $0) < (c[$1], $1) }
        let (minI, midI, maxI) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[maxI] > c[minI] {
            out[midI] = (c[midI] - c[minI]) * s / (c[maxI] - c[minI])
            out[maxI] = s
        }
        return out
    }
}
