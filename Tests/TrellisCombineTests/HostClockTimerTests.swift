// Written as SwiftUI code is: `import Trellis` in place of `import SwiftUI`, no
// `import Foundation` (a file that imports Foundation itself gets Foundation's own
// `Timer.scheduledTimer`, on the thread's RunLoop; HostTimers.swift says why).
import Testing
import Trellis

private final class TimerBox {
    var timer: Timer?
}

private struct Ticker: View {
    let box: TimerBox
    let repeats: Bool
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)")
            .onAppear {
                box.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: repeats) { _ in ticks += 1 }
            }
    }
}

private func host<V: View>(_ v: V) -> HostingView<V> {
    let h = HostingView(rootView: v, size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

@Suite struct HostClockTimerTests {
    @Test func aRepeatingTimerFiresOnTheHostsClockUntilInvalidated() {
        let box = TimerBox()
        let h = host(Ticker(box: box, repeats: true))
        #expect(h.dump().contains("Text \"ticks 0\""))
        h.advance(by: 0.9)
        #expect(h.dump().contains("Text \"ticks 0\""))
        h.advance(by: 2.3)
        #expect(h.dump().contains("Text \"ticks 3\""))
        #expect(box.timer?.isValid == true)
        box.timer?.invalidate()
        h.advance(by: 2)
        #expect(h.dump().contains("Text \"ticks 3\""))
    }

    @Test func aTimerThatDoesNotRepeatFiresOnceAndIsInvalidated() {
        let box = TimerBox()
        let h = host(Ticker(box: box, repeats: false))
        h.advance(by: 3.2)
        #expect(h.dump().contains("Text \"ticks 1\""))
        #expect(box.timer?.isValid == false)
    }

    @Test func aTimerOfAHostThatIsNotAdvancedNeverFires() {
        let box = TimerBox()
        let h = host(Ticker(box: box, repeats: true))
        for _ in 0..<3 { h.layoutIfNeeded() }
        #expect(h.dump().contains("Text \"ticks 0\""))
    }
}
