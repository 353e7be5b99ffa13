import Foundation

/// The `post` table header: italic angle and fixed-pitch flag.
struct PostTable {
    /// Italic angle in degrees (16.16 fixed in the file).
    let italicAngle: Double
    let underlinePosition: Int
    let underlineThickness: Int
    let isFixedPitch: Bool

    init(_ r: BinaryReader) throws {
        try r.check(0, 16)
        italicAngle = Double(try r.i32(at: 4)) / 65536.0
        underlinePosition = Int(try r.i16(at: 8))
        underlineThickness = Int(try r.i16(at: 10))
        isFixedPitch = try r.u32(at: 12) != 0
    }
}
