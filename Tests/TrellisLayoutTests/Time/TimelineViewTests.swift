import Foundation
import Testing
@testable import TrellisLayout

/// `TimelineView` on the host's clock (Time/TimelineView.swift): the content is drawn for
/// the schedule's entry in effect at the host's date, `Date(timeIntervalSinceReferenceDate:
/// host.time)`, and again as `advance(by:)` reaches each next entry.
@Suite struct TimelineViewTests {
    final class Log {
        var dates: [TimeInterval] = []
        var cadences: [TimelineViewDefaultContext.Cadence] = []
    }

    /// The dates the content was drawn for, in seconds since the reference date.
    private func timeline<S: TimelineSchedule>(_ schedule: S, _ log: Log) -> some View {
        TimelineView(schedule) { context in
            let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
            let _ = log.cadences.append(context.cadence)
            Text("\(Int(context.date.timeIntervalSinceReferenceDate * 1000))").id("text")
        }
    }

    private func reference(_ t: TimeInterval) -> Date { Date(timeIntervalSinceReferenceDate: t) }

    @Test func periodicRedrawsAtEachEntry() {
        let log = Log()
        let h = host(timeline(.periodic(from: reference(0), by: 1), log))
        #expect(log.dates == [0])
        h.advance(by: 0.5)
        #expect(log.dates == [0])
        h.advance(by: 2.7)
        #expect(log.dates == [0, 1, 2, 3])
        #expect(abs(h.time - 3.2) < 1e-9)
        #expect(h.dump().contains("Text \"3000\""))
        #expect(log.cadences.allSatisfy { $0 == .live })
    }

    @Test func aPeriodicScheduleThatStartedEarlierIsAligned() {
        let log = Log()
        // Started 0.25 s before the host's clock: entries at −0.25, 0.25, 0.75…
        let h = host(timeline(.periodic(from: reference(-0.25), by: 0.5), log))
        #expect(log.dates == [-0.25])
        h.advance(by: 1)
        #expect(log.dates == [-0.25, 0.25, 0.75])
    }

    @Test func aPeriodicScheduleThatStartsLaterShowsTheHostsDateUntilThen() {
        let log = Log()
        let h = host(timeline(.periodic(from: reference(2), by: 1), log))
        // Before its first entry the content is drawn for the host's date.
        #expect(log.dates == [0])
        h.advance(by: 3)
        #expect(log.dates == [0, 2, 3])
    }

    @Test func everyMinuteRedrawsAtTheStartOfEachMinute() {
        let log = Log()
        let h = host(timeline(.everyMinute, log))
        #expect(log.dates == [0])
        h.advance(by: 59)
        #expect(log.dates == [0])
        h.advance(by: 1)
        #expect(log.dates == [0, 60])
        h.advance(by: 150)
        #expect(log.dates == [0, 60, 120, 180])
    }

    @Test func explicitRedrawsAtEachDateThenStops() {
        let log = Log()
        let h = host(timeline(.explicit([reference(0.5), reference(1.25), reference(4)]), log))
        // No entry yet: the host's date.
        #expect(log.dates == [0])
        h.advance(by: 2)
        #expect(log.dates == [0, 0.5, 1.25])
        h.advance(by: 10)
        #expect(log.dates == [0, 0.5, 1.25, 4])
        #expect(h.time == 12)
    }

    @Test func explicitDatesAllPastShowTheLast() {
        let log = Log()
        let h = host(timeline(.explicit([reference(-3), reference(-2)]), log))
        h.advance(by: 5)
        #expect(log.dates == [-2])
    }

    @Test func animationRedrawsAtItsMinimumInterval() {
        let log = Log()
        let h = host(timeline(.animation(minimumInterval: 0.25, paused: false), log))
        h.advance(by: 1)
        #expect(log.dates == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func animationByDefaultRedrawsEveryHundredTwentiethOfASecond() {
        let log = Log()
        let h = host(timeline(.animation, log))
        h.advance(by: 0.5)
        #expect(log.dates.count == 61)
        #expect(abs(log.dates[60] - 0.5) < 1e-9)
    }

    @Test func aPausedAnimationDrawsOnce() {
        let log = Log()
        let h = host(timeline(.animation(minimumInterval: nil, paused: true), log))
        h.advance(by: 1)
        #expect(log.dates == [0])
    }

    @Test func aRemovedTimelineNoLongerStopsTheClock() {
        struct Screen: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown {
                        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                            let _ = log.dates.append(context.date.timeIntervalSinceReferenceDate)
                            Text("tick")
                        }
                    }
                    Button("hide") { shown = false }.frame(width: 60, height: 20).id("hide")
                }
            }
        }
        let log = Log()
        let h = host(Screen(log: log))
        h.advance(by: 1)
        #expect(log.dates == [0, 1])
        let hide = h.rect("hide")
        #expect(h.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        h.advance(by: 3)
        #expect(log.dates == [0, 1])
    }

    @Test func aBadPeriodicIntervalHasOneEntryAndADiagnostic() {
        let log = Log()
        let h = host(timeline(.periodic(from: reference(0.5), by: 0), log))
        h.advance(by: 2)
        #expect(log.dates == [0, 0.5])
        #expect(h.diagnostics.contains { $0.kind == .invalidSchedule })
    }

    @Test func scheduleEntriesAreSwiftUIs() {
        // Recorded under SwiftUI by OpenSwiftUI's compatibility tests
        // (Tests/OpenSwiftUICompatibilityTests/Animation/Timeline/TimelineScheduleTests.swift).
        func first<S: TimelineSchedule>(_ n: Int, _ s: S, from t: TimeInterval, mode: TimelineScheduleMode = .normal) -> [TimeInterval] {
            Array(s.entries(from: Date(timeIntervalSince1970: t), mode: mode).prefix(n)).map(\.timeIntervalSince1970)
        }
        let epoch = Date(timeIntervalSince1970: 0)
        // periodicTimelineScheduleEntries
        #expect(first(3, PeriodicTimelineSchedule(from: epoch, by: 5), from: 12) == [10, 15, 20])
        // periodicTimelineScheduleWithPastStartDate
        #expect(first(2, PeriodicTimelineSchedule(from: epoch, by: 10), from: 25) == [20, 30])
        // periodicTimelineScheduleAlignedStart
        #expect(first(2, PeriodicTimelineSchedule(from: epoch, by: 5), from: 15) == [15, 20])
        // explicitTimelineScheduleEntries
        let dates = [100.0, 200, 300].map { Date(timeIntervalSince1970: $0) }
        #expect(first(4, ExplicitTimelineSchedule(dates), from: 0) == [100, 200, 300])
        // animationTimelineScheduleNormalMode
        #expect(first(3, AnimationTimelineSchedule(minimumInterval: 1.5), from: 0) == [0, 1.5, 3])
        // animationTimelineScheduleLowFrequencyMode, animationTimelineSchedulePaused
        #expect(first(2, AnimationTimelineSchedule(), from: 0, mode: .lowFrequency).isEmpty)
        #expect(first(2, AnimationTimelineSchedule(paused: true), from: 0).isEmpty)
        // everyMinuteTimelineScheduleEntries: whole minutes, 60 s apart, the first within
        // a minute of the date asked for.
        let minutes = first(3, EveryMinuteTimelineSchedule(), from: 1_000_000_123.5)
        #expect(minutes == [1_000_000_080, 1_000_000_140, 1_000_000_200])
    }
}
