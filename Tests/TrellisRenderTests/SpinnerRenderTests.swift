import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
import TrellisRender
import TrellisText

/// The indeterminate `ProgressView()`: a 20-point spinner of 8 grey spokes centred in a
/// 40 × 40 page (square 10…30); spoke 0 stands up from the centre (x 19…21, y 10.5…15.5).
@Suite("The activity indicator (PNG)")
struct SpinnerRenderTests {
    private func close(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1
    }

    @Test("the brightest spoke steps clockwise on the host's clock")
    func spokesTurn() {
        let h = host(ProgressView(), width: 40, height: 40)
        // At 0 s spoke 0 (up) is the brightest: grey (142, 142, 147) at full opacity.
        #expect(close(canvas(h, scale: 1).rgba(19, 12), RGBA(142, 142, 147)))
        // Spoke 4 (down, y 24.5…29.5) is 4 behind: opacity 0.6 over white.
        #expect(close(canvas(h, scale: 1).rgba(19, 27), RGBA(187, 187, 190)))
        // An eighth of a second later spoke 1 is the brightest; spoke 0 is one behind (0.9).
        h.advance(by: 0.125)
        #expect(close(canvas(h, scale: 1).rgba(19, 12), RGBA(153, 153, 158)))
        // Between the spokes the page shows.
        #expect(canvas(h, scale: 1).rgba(20, 20) == white)
    }
}
