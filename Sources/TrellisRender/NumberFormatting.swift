import Foundation

/// Fixed, locale-independent number formatting for the vector outputs, so a picture's
/// text is byte-identical on every machine: at most three decimals, no trailing zeros,
/// no exponent, `-0` written as `0`, and non-finite values written as `0`. Magnitudes of
/// 9e12 and more (no coordinate a canvas or a viewer can use) are written as ±9000000000000,
/// so the conversion to `Int64` cannot trap.
enum RenderNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e15 else { return value < 0 ? "-9000000000000" : "9000000000000" }
        let thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = negative ? -thousandths : thousandths
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
