import Foundation
import Testing
@_spi(RunLoop) @testable import TrellisLayout

/// What the views' scheduled blocks wrote down, in order.
private final class Log {
    var entries: [String] = []
}

/// Measures, then sets its state on the next turn, as real code does.
private struct MeasureThenSet: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Color.red.frame(width: width, height: 10).id("bar")
            .onAppear { DispatchQueue.main.async { width = 120 } }
    }
}

private struct TwoBlocks: View {
    let log: Log
    @State private var value = 0
    var body: some View {
        log.entries.append("body \(value)")
        return Text("\(value)").onAppear {
            DispatchQueue.main.async {
                log.entries.append("first")
                value = 1
            }
            DispatchQueue.main.async {
                log.entries.append("second")
                value = 2
            }
        }
    }
}

private struct Nested: View {
    let log: Log
    @State private var value = 0
    var body: some View {
        log.entries.append("body \(value)")
        return Text("\(value)").onAppear {
            DispatchQueue.main.async {
                value = 1
                DispatchQueue.main.async { value = 2 }
            }
        }
    }
}

private struct Delayed: View {
    let delay: TimeInterval
    var log: Log? = nil
    var name = ""
    @State private var fired = false
    var body: some View {
        Text(fired ? "fired" : "waiting").id("text")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                    fired = true
                    log?.entries.append(name)
                }
            }
    }
}

private struct TapSchedules: View {
    @State private var count = 0
    var body: some View {
        Button("add") { DispatchQueue.main.async { count += 1 } }
            .frame(width: 100, height: 40).id("add")
        Text("count \(count)")
    }
}

/// A block that schedules itself again, forever.
private final class Spinner {
    var runs = 0
    func spin() {
        DispatchQueue.main.async { [self] in
            runs += 1
            spin()
        }
    }
}

private struct Spinning: View {
    let spinner: Spinner
    var body: some View { Text("spin").onAppear { spinner.spin() } }
}

@Suite struct MainQueueTests {
    @Test func aBlockScheduledInOnAppearShowsAfterTheHostsLayout() {
        let h = host(MeasureThenSet())
        #expect(h.layoutFrame(of: "bar")?.width == 120)
    }

    @Test func blocksRunInOrderWithAnUpdateBetween() {
        let log = Log()
        let h = host(TwoBlocks(log: log))
        #expect(log.entries == ["body 0", "first", "body 1", "second", "body 2"])
        #expect(h.dump().contains("Text \"2\""))
    }

    @Test func aBlockScheduledByABlockRunsInTheSameTurn() {
        let log = Log()
        let h = host(Nested(log: log))
        #expect(log.entries == ["body 0", "body 1", "body 2"])
        #expect(h.dump().contains("Text \"2\""))
    }

    @Test func asyncAfterFiresWhenTheHostsClockReachesTheDeadline() {
        let h = host(Delayed(delay: 0.5))
        #expect(h.dump().contains("Text \"waiting\""))
        h.advance(by: 0.4)
        #expect(h.dump().contains("Text \"waiting\""))
        h.advance(by: 0.1)
        #expect(h.dump().contains("Text \"fired\""))
        #expect(h.time == 0.5)
    }

    @Test func delayedWorkNeverFiresOnAHostThatIsNotAdvanced() {
        let h = host(Delayed(delay: 0.001))
        for _ in 0..<3 { h.layoutIfNeeded() }
        #expect(h.dump().contains("Text \"waiting\""))
        #expect(h.time == 0)
    }

    @Test func delayedWorkFiresInDeadlineOrderWithinOneAdvance() {
        let log = Log()
        let h = host(VStack {
            Delayed(delay: 0.3, log: log, name: "0.3")
            Delayed(delay: 0.1, log: log, name: "0.1")
            Delayed(delay: 0.2, log: log, name: "0.2")
        })
        h.advance(by: 1)
        #expect(log.entries == ["0.1", "0.2", "0.3"])
    }

    @Test func twoHostsRunOnlyTheirOwnWork() {
        let log = Log()
        let a = host(Delayed(delay: 0.5, log: log, name: "a"))
        let b = host(Delayed(delay: 0.5, log: log, name: "b"))
        a.advance(by: 0.5)
        #expect(log.entries == ["a"])
        #expect(b.dump().contains("Text \"waiting\""))
        b.advance(by: 0.5)
        #expect(log.entries == ["a", "b"])
        #expect(b.dump().contains("Text \"fired\""))
    }

    @Test func aButtonActionsBlockRunsBeforeTheTapReturns() {
        let h = host(TapSchedules())
        let f = h.layoutFrame(of: "add")!
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(h.dump().contains("Text \"count 1\""))
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(h.dump().contains("Text \"count 2\""))
    }

    @Test func workThatKeepsSchedulingItselfStopsEachTurnWithADiagnostic() {
        let spinner = Spinner()
        let h = host(Spinning(spinner: spinner))
        #expect(spinner.runs == HostRunLoop.maximumWorkPerTurn)
        // Reading the diagnostics is a turn too: another batch runs, and is reported.
        #expect(h.diagnostics.contains { $0.kind == .updateCycle })
        #expect(spinner.runs == 2 * HostRunLoop.maximumWorkPerTurn)
    }

    @Test func deadlinesRoundUpToTheMillisecond() {
        #expect(DispatchQueue.hostDelay(until: .now() + 0.5) == 0.5)
        #expect(DispatchQueue.hostDelay(until: .now() + .milliseconds(250)) == 0.25)
        #expect(DispatchQueue.hostDelay(until: .now() - 1) == 0)
        #expect(DispatchQueue.hostDelay(until: .distantFuture) == .infinity)
    }
}
