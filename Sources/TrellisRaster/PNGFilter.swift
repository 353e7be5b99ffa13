import Foundation

/// The PNG scanline filters' predictions (PNG specification §9), shared by the encoder,
/// which chooses a filter per row, and the decoder, which undoes it.
enum PNGFilter {
    /// The predicted byte for filter `type` from the left (`a`), above (`b`) and
    /// upper-left (`c`) bytes; `nil` for an unknown filter type.
    @inline(__always)
    static func prediction(type: Int, a: Int, b: Int, c: Int) -> Int? {
        switch type {
        case 0: return 0
        case 1: return a
        case 2: return b
        case 3: return (a + b) >> 1
        case 4: return paeth(a, b, c)
        default: return nil
        }
    }

    /// The Paeth predictor: whichever of a, b, c is closest to a + b − c.
    @inline(__always)
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let da = p - a, db = p - b, dc = p - c
        let pa = da < 0 ? -da : da, pb = db < 0 ? -db : db, pc = dc < 0 ? -dc : dc
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}
