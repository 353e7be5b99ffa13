import ArgumentParser
import Foundation
import Trellis
import TrellisRaster

/// Parsing and checking of the option values the subcommands share.
public enum OptionParsing {
    /// Largest side, in points, a picture may have.
    public static let maxSide: CGFloat = 10_000
    /// Largest display scale.
    public static let maxScale: CGFloat = 8

    /// `WIDTHxHEIGHT` (e.g. `390x844`, `X` and `×` accepted, decimals allowed), each side
    /// greater than 0 and at most ``maxSide`` points.
    public static func size(_ text: String) throws -> CGSize {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let w = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let h = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              w.isFinite, h.isFinite else {
            throw ValidationError("bad size '\(text)': expected WIDTHxHEIGHT, e.g. 390x844")
        }
        guard w > 0, h > 0, CGFloat(w) <= maxSide, CGFloat(h) <= maxSide else {
            throw ValidationError("bad size '\(text)': each side must be greater than 0 and at most \(Int(maxSide)) points (expected WIDTHxHEIGHT, e.g. 390x844)")
        }
        return CGSize(width: w, height: h)
    }

    /// A display scale greater than 0 and at most ``maxScale`` (e.g. 1, 2, 3).
    public static func scale(_ text: String) throws -> CGFloat {
        guard let s = Double(text.trimmingCharacters(in: .whitespaces)), s.isFinite, s > 0, CGFloat(s) <= maxScale else {
            throw ValidationError("bad scale '\(text)': expected a number greater than 0 and at most \(Int(maxScale)), e.g. 2")
        }
        return CGFloat(s)
    }

    /// A Dynamic Type size by name (`large`, `accessibility3`…; `default` is `large`).
    public static func typeSize(_ text: String) throws -> DynamicTypeSize {
        if text == "default" { return .large }
        if let match = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == text.lowercased() }) { return match }
        throw ValidationError("bad type size '\(text)': expected default or one of "
            + DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", "))
    }

    /// Checks that a picture of `size` points at `scale` fits a canvas.
    public static func checkPixels(_ size: CGSize, scale: CGFloat) throws {
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w <= CGFloat(TrellisRaster.Canvas.maxDimension), h <= CGFloat(TrellisRaster.Canvas.maxDimension), w * h <= CGFloat(TrellisRaster.Canvas.maxPixelCount) else {
            // format, not Int(_:): a NaN or huge product must give a message, not a trap.
            throw ValidationError("picture too large: \(format(Double(w)))x\(format(Double(h))) pixels (at most \(TrellisRaster.Canvas.maxDimension) per side and \(TrellisRaster.Canvas.maxPixelCount) in all); use a smaller --size or --scale")
        }
    }

    /// A number as the user would type it: `30`, `0.5`.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// A size as `WIDTHxHEIGHT`.
    static func format(_ size: CGSize) -> String { format(Double(size.width)) + "x" + format(Double(size.height)) }

    /// A comma-separated list (empty items dropped).
    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
