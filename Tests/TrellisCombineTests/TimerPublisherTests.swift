// SwiftUI code's timer publisher, with `import Combine` beside `import Trellis` as such
// code writes it (the shim's OpenCombine declares a `Timer.publish` too; Trellis's wins).
import Combine
import Foundation
import Testing
import Trellis

private final class Received {
    var dates: [TimeInterval] = []
}

private struct Clock: View {
    let received: Received
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)")
            .onReceive(timer) { date in
                ticks += 1
                received.dates.append(date.timeIntervalSinceReferenceDate)
            }
    }
}

/// A publisher connected by hand in `onAppear` (as the host acts), and its subscriber.
private final class Manual {
    let publisher = Timer.publish(every: 0.5, on: .main, in: .common)
    var subscription: AnyCancellable?
    var connection: Cancellable?
    var dates: [TimeInterval] = []
}

private struct ManualClock: View {
    let manual: Manual
    var body: some View {
        Text("manual").onAppear {
            manual.subscription = manual.publisher.sink { manual.dates.append($0.timeIntervalSinceReferenceDate) }
            manual.connection = manual.publisher.connect()
        }
    }
}

private func host<V: View>(_ v: V) -> HostingView<V> {
    let h = HostingView(rootView: v, size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

@Suite struct TimerPublisherTests {
    @Test func anAutoconnectedTimerFiresOnTheHostsClock() {
        let received = Received()
        let h = host(Clock(received: received))
        #expect(received.dates.isEmpty)
        h.advance(by: 3.2)
        #expect(received.dates == [1, 2, 3])
        #expect(h.dump().contains("Text \"ticks 3\""))
        h.advance(by: 0.8)
        #expect(received.dates == [1, 2, 3, 4])
    }

    @Test func aTimerOfAHostThatIsNotAdvancedNeverFires() {
        let received = Received()
        let h = host(Clock(received: received))
        for _ in 0..<3 { h.layoutIfNeeded() }
        #expect(received.dates.isEmpty)
        #expect(h.dump().contains("Text \"ticks 0\""))
    }

    @Test func cancellingTheConnectionStopsTheTimer() {
        let manual = Manual()
        let h = host(ManualClock(manual: manual))
        h.advance(by: 1)
        #expect(manual.dates == [0.5, 1])
        manual.connection?.cancel()
        h.advance(by: 1)
        #expect(manual.dates == [0.5, 1])
    }
}
