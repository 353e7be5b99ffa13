import ArgumentParser
import Foundation
import Testing
import TrellisCLI

/// The CLI's "picture too large" message formats any product of size and scale (NaN, ∞,
/// 1e300) instead of converting it to Int (which traps).
@Suite struct PictureCapMessageTests {
    @Test(arguments: [(CGFloat(1e300), "1e+300x1"), (CGFloat.infinity, "infx1"), (CGFloat.nan, "nanx1"), (CGFloat(20_000), "20000x1")])
    func hostileSizesGiveAMessage(_ width: CGFloat, _ pixels: String) {
        do {
            try OptionParsing.checkPixels(CGSize(width: width, height: 1), scale: 1)
            Issue.record("\(width) accepted")
        } catch {
            #expect("\(error)".contains("picture too large: \(pixels) pixels"), "\(error)")
        }
    }
}
