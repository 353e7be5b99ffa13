import Foundation
import Testing
@testable import TrellisLayout

/// Counts a button's taps.
private final class Taps {
    var count = 0
}

/// A 100 × `height` yellow button, centred in the 390 × 844 window, with `decoration` over it.
private func button<D: View>(_ taps: Taps, height: CGFloat = 100, _ decoration: (AnyView) -> D) -> some View {
    decoration(AnyView(Button { taps.count += 1 } label: { Color.yellow.frame(width: 100, height: height) }))
}

@Suite struct HitTestingTests {
    /// A clear overlay is never hit: the button under it takes the tap.
    @Test func clearOverlayLetsTapsThrough() {
        let taps = Taps()
        // The button: (145, 402, 100, 40).
        let h = host(button(taps, height: 40) { $0.overlay(Color.clear) })
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(taps.count == 1)
        // So is a clear overlay with a frame of its own, and a clear shape fill.
        let framed = host(button(taps, height: 40) { $0.overlay(Color.clear.frame(width: 60, height: 20)) })
        #expect(framed.tap(at: CGPoint(x: 195, y: 422)))
        let shape = host(button(taps, height: 40) { $0.overlay(Circle().fill(Color.clear)) })
        #expect(shape.tap(at: CGPoint(x: 195, y: 422)))
        #expect(taps.count == 3)
    }

    /// An opaque overlay still takes the tap (nothing under it is tapped).
    @Test func paintedOverlayStillCoversTheButton() {
        let taps = Taps()
        let h = host(button(taps, height: 40) { $0.overlay(Color.red.opacity(0.5)) })
        #expect(!h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(taps.count == 0)
    }

    /// A stroked circle over the button (100 × 100 at (145, 372); the circle's centre
    /// (195, 422), radius 50, a 4-pt line) is hit only within 2 pt of its outline.
    @Test func strokeIsHitOnlyAlongItsOutline() {
        let taps = Taps()
        let h = host(button(taps) { $0.overlay(Circle().stroke(Color.red, lineWidth: 4)) })
        // The centre, and 4 pt inside the outline: the button.
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(h.tap(at: CGPoint(x: 241, y: 422)))
        #expect(taps.count == 2)
        // On the outline and 1.5 pt inside it: the stroke, which does nothing.
        #expect(!h.tap(at: CGPoint(x: 245, y: 422)))
        #expect(!h.tap(at: CGPoint(x: 243.5, y: 422)))
        // A corner of the frame, 19.3 pt outside the circle: the button again.
        #expect(h.tap(at: CGPoint(x: 146, y: 373)))
        #expect(taps.count == 3)
    }

    /// A 2-pt border (drawn inside the frame) is hit only in its band, 0…2 pt in from the
    /// edge; inside it the button takes the tap.
    @Test func borderIsHitOnlyWhereItPaints() {
        let taps = Taps()
        let h = host(button(taps, height: 40) { $0.border(Color.black, width: 2) })
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(h.tap(at: CGPoint(x: 148, y: 422)))
        #expect(taps.count == 2)
        #expect(!h.tap(at: CGPoint(x: 146, y: 422)))
        #expect(!h.tap(at: CGPoint(x: 195, y: 441)))
        #expect(taps.count == 2)
    }
}
