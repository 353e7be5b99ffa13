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

/// The other shapes of `DispatchQueue.main` calls (MainQueue.swift): each reaches the
/// host's turn or clock as the plain ones do.
private struct OtherShapes: View {
    let log: Log
    let group: DispatchGroup
    @State private var value = 0
    var body: some View {
        log.entries.append("body \(value)")
        return Text("\(value)").onAppear {
            DispatchQueue.main.async(qos: .userInitiated) { log.entries.append("qos"); value = 1 }
            DispatchQueue.main.async(flags: .barrier) { log.entries.append("flags"); value = 2 }
            DispatchQueue.main.async(group: group) { log.entries.append("group"); value = 3 }
            DispatchQueue.main.async(group: group, qos: .default, flags: []) { log.entries.append("all three"); value = 4 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, qos: .utility) { log.entries.append("after qos") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, flags: .enforceQoS) { log.entries.append("after flags") }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.75) { log.entries.append("wall") }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1, qos: .background) { log.entries.append("wall qos") }
        }
    }
}

/// A work item run on the host's turn through a block, and cancelled before its time.
private struct WorkItems: View {
    let log: Log
    var body: some View {
        Text("items").onAppear {
            let kept = DispatchWorkItem { log.entries.append("kept") }
            let cancelled = DispatchWorkItem { log.entries.append("cancelled") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { kept.perform() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { cancelled.perform() }
            DispatchQueue.main.async { cancelled.cancel() }
        }
    }
}

@Suite struct MainQueueShapeTests {
    @Test func everyBlockShapeRunsOnTheHost() {
        let log = Log()
        let group = DispatchGroup()
        let h = host(OtherShapes(log: log, group: group))
        #expect(log.entries == ["body 0", "qos", "body 1", "flags", "body 2", "group", "body 3", "all three", "body 4"])
        // Both group blocks have run: the group is empty again.
        #expect(group.wait(timeout: .now()) == .success)
        h.advance(by: 0.6)
        #expect(log.entries.suffix(2) == ["after qos", "after flags"])
        h.advance(by: 0.4)
        #expect(log.entries.suffix(2) == ["wall", "wall qos"])
        #expect(log.entries.count == 13)
    }

    @Test func aGroupWaitsForAHostBlockUntilItRuns() {
        let group = DispatchGroup()
        let ran = Log()
        let loop = HostRunLoop()
        loop.acting { DispatchQueue.main.async(group: group) { ran.entries.append("ran") } }
        #expect(group.wait(timeout: .now()) == .timedOut)
        #expect(loop.turn {} == true)
        #expect(ran.entries == ["ran"])
        #expect(group.wait(timeout: .now()) == .success)
    }

    @Test func aCancelledWorkItemDoesNotRun() {
        let log = Log()
        let h = host(WorkItems(log: log))
        h.advance(by: 0.5)
        #expect(log.entries == ["kept"])
    }

    @Test func wallDeadlinesRoundUpToTheMillisecond() {
        #expect(DispatchQueue.hostDelay(untilWallDeadline: DispatchWallTime.now() + 0.5) == 0.5)
        #expect(DispatchQueue.hostDelay(untilWallDeadline: DispatchWallTime.now() + 2.25) == 2.25)
        #expect(DispatchQueue.hostDelay(untilWallDeadline: DispatchWallTime.now() - 1) == 0)
        #expect(DispatchQueue.hostDelay(untilWallDeadline: DispatchWallTime.distantFuture) == .infinity)
    }
}
