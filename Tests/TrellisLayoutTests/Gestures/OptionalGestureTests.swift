import Foundation
import Testing
@testable import TrellisLayout

private final class Counts {
    var changes = 0
    var taps = 0
    var buttons = 0
}

/// A 100 × 100 square at (145, 372) in the 390 × 844 window whose drag is on or off, as
/// SwiftUI code writes it: `.gesture(isEnabled ? drag : nil)`.
private struct Square: View {
    let isEnabled: Bool
    let counts: Counts
    var body: some View {
        let drag = DragGesture(minimumDistance: 0).onChanged { _ in counts.changes += 1 }
        Color.blue.frame(width: 100, height: 100)
            .gesture(isEnabled ? drag : nil)
    }
}

@Suite @MainActor struct OptionalGestureTests {
    private let centre = CGPoint(x: 195, y: 422)

    @Test func someIsTheGestureNilIsNone() {
        let on = Counts()
        host(Square(isEnabled: true, counts: on)).drag(from: centre, to: CGPoint(x: 235, y: 422), steps: 4)
        #expect(on.changes == 5)

        let off = Counts()
        #expect(!host(Square(isEnabled: false, counts: off)).drag(from: centre, to: CGPoint(x: 235, y: 422), steps: 4))
        #expect(off.changes == 0)
    }

    /// A view given `nil` gets no hit area: a tap on a clear overlay with a `nil` gesture
    /// reaches the button under it; with a gesture, the overlay takes it.
    @Test func nilMakesNoHitArea() {
        func screen(_ counts: Counts, tapOverlay: Bool) -> some View {
            Button { counts.buttons += 1 } label: { Color.yellow.frame(width: 100, height: 100) }
                .overlay(Color.clear.gesture(tapOverlay ? TapGesture().onEnded { counts.taps += 1 } : nil))
        }
        let none = Counts()
        #expect(host(screen(none, tapOverlay: false)).tap(at: centre))
        #expect(none.buttons == 1 && none.taps == 0)

        let some = Counts()
        #expect(host(screen(some, tapOverlay: true)).tap(at: centre))
        #expect(some.buttons == 0 && some.taps == 1)
    }

    /// In a composition the `nil` part never succeeds: the other part decides.
    @Test func nilInCompositions() {
        let counts = Counts()
        let noLongPress: LongPressGesture? = nil
        let h = host(Color.blue.frame(width: 100, height: 100)
            .gesture(noLongPress.exclusively(before: TapGesture().onEnded { counts.taps += 1 }))
            .simultaneousGesture(TapGesture().onEnded { counts.taps += 10 }.simultaneously(with: noLongPress)))
        #expect(h.tap(at: centre))
        #expect(counts.taps == 11)
    }
}
