import Foundation

// TimelineView and its schedules, on the host's clock.
//
// A `TimelineView` draws its content for the dates of its schedule. On a host the dates
// are the host's: the clock reads `Date(timeIntervalSinceReferenceDate: host.time)` (the
// convention of HostRunLoop.date, the same on every run), and moves only by
// `HostingView.advance(by:)`. When the content is evaluated the timeline takes the
// schedule's entries from the host's date: the last one not after it is the context's
// `date` (exactly the schedule's date, not the host's), and the first one after it is
// put on the host's run loop, so `advance(by:)` stops there and the content is drawn
// again with that entry — deterministic, whatever the machine. A schedule with no entry
// up to now draws with the host's date until its first entry comes; one whose entries are
// all past shows its last. The mode is always `.normal` (a host is never in the
// low-frequency state of a lowered wrist or an always-on display) and the cadence always
// `.live`.
//
// Bad schedules have a defined result: a periodic schedule with an interval that is not
// a positive finite number has one entry, its start; a schedule that gives more than
// `TimelineClock.maximumEntriesPerUpdate` dates up to now (a custom one that never moves
// past now) shows the last of them, draws no further entry, and reports
// `.invalidSchedule`.

/// The mode in which a schedule's entries are asked for.
public enum TimelineScheduleMode: Sendable {
    /// The schedule should give every entry.
    case normal
    /// The system asks for fewer updates (an always-on display); schedules may give fewer
    /// entries. A host never asks in this mode.
    case lowFrequency
}

/// A type that provides the dates at which a ``TimelineView`` updates.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, from `startDate` on (an entry may precede it:
    /// the one in effect at `startDate`).
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Updates at `startDate` and every `interval` seconds after it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The entries: the one in effect at the date asked for (the latest not after it, or
    /// the schedule's start when that is later), then one every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index: Int
        /// For a schedule without a valid interval: whether its one entry was given.
        var done = false

        public mutating func next() -> Date? {
            guard PeriodicTimelineSchedule.isValid(interval) else {
                if done { return nil }
                done = true
                return start
            }
            defer { index += 1 }
            // From the start each time, not by adding up intervals: no drift.
            return start + Double(index) * interval
        }
    }

    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard Self.isValid(interval) else { return Entries(start: self.startDate, interval: interval, index: 0) }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard elapsed > 0 else { return Entries(start: self.startDate, interval: interval, index: 0) }
        let steps = (elapsed / interval).rounded(.down)
        // Far beyond what an index holds: the entry in effect is the last representable.
        var index = steps < Double(Int.max / 2) ? Int(steps) : Int.max / 2
        // Rounding of the division: the entry after the one found may still not be later.
        if self.startDate + Double(index + 1) * interval <= startDate { index += 1 }
        return Entries(start: self.startDate, interval: interval, index: index)
    }

    /// Whether an interval makes a schedule that moves on: positive and finite.
    static func isValid(_ interval: TimeInterval) -> Bool { interval.isFinite && interval > 0 }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The start of the minute of the date asked for, then the start of each minute after.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date

        public mutating func next() -> Date? {
            defer { date += 60 }
            return date
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // Minutes start at whole multiples of 60 s from the reference date (midnight UTC),
        // which is a minute's start in every time zone in use (their offsets are whole
        // minutes).
        let t = startDate.timeIntervalSinceReferenceDate
        let minute = t.isFinite ? (t / 60).rounded(.down) * 60 : t
        return Entries(date: Date(timeIntervalSinceReferenceDate: minute))
    }
}

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Updates as often as an animation draws, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The date asked for, then one every interval; none while paused or in the
    /// low-frequency mode.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval?
        var index = 0

        public mutating func next() -> Date? {
            guard let interval else { return nil }
            defer { index += 1 }
            return start + Double(index) * interval
        }
    }

    let minimumInterval: Double
    let paused: Bool

    /// `minimumInterval` nil is a display's frame: 1/120 s. One that is not a positive
    /// finite number is taken as nil.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        if let m = minimumInterval, m.isFinite, m > 0 {
            self.minimumInterval = m
        } else {
            self.minimumInterval = 1.0 / 120
        }
        self.paused = paused
    }

    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, interval: paused || mode == .lowFrequency ? nil : minimumInterval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates at `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule that updates at the dates given.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates as often as an animation draws.
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A schedule that updates as often as an animation draws, at most every
    /// `minimumInterval` seconds, not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A view that draws its content again at the dates of a schedule (on a host, when its
/// clock reaches them; see the top of this file).
///
/// **Differs from SwiftUI:** the dates are the host's clock, not the wall clock: the
/// content is drawn for the schedule's entry in effect at the host's time, which starts
/// at the reference date and moves only by `HostingView.advance(by:)`, so every redraw is
/// deterministic.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// What the content is drawn for.
    public struct Context {
        /// How often a timeline view is updated.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The schedule's date the content is drawn for.
        public let date: Date
        /// How often the view is updated: always ``Cadence-swift.enum/live`` on a host.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// The context a timeline view's content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    @available(*, deprecated, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning.")
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = { content(Context(date: $0.date, cadence: Context.Cadence($0.cadence))) }
    }

    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }

    /// A view with state of its own in the graph: the clock that reads the schedule.
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let graph = cx.graph
        let report: (String) -> Void = { [weak graph] message in
            graph?.report(.invalidSchedule, message, view: "TimelineView<\(Schedule.self)>")
        }
        return cx.reconcile(TimelineContent(schedule: schedule, content: content, report: report), existing)
    }
}

extension TimelineView.Context.Cadence {
    init<S, C>(_ other: TimelineView<S, C>.Context.Cadence) {
        switch other {
        case .live: self = .live
        case .seconds: self = .seconds
        case .minutes: self = .minutes
        }
    }
}

/// The content of a ``TimelineView``: evaluated for the schedule's entry in effect, and
/// again (its `tick` written) when the host's clock reaches the next one.
struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    let report: (String) -> Void
    @State private var tick = 0
    @State private var clock = TimelineClock()

    var body: Content {
        _ = tick
        let loop = HostRunLoop.current
        let now = loop?.date ?? Date()
        let (current, next, overran) = TimelineClock.entries(of: schedule, at: now)
        if let periodic = schedule as? PeriodicTimelineSchedule, !PeriodicTimelineSchedule.isValid(periodic.interval) {
            report("a periodic schedule's interval must be a positive finite number of seconds, not \(periodic.interval); its start is its one entry")
        }
        if overran {
            report("the schedule gave more than \(TimelineClock.maximumEntriesPerUpdate) dates up to now; the last is shown and no later one is drawn")
        }
        if let loop {
            let tick = _tick
            clock.redraw(at: overran ? nil : next, on: loop) { tick.wrappedValue &+= 1 }
        }
        return content(TimelineViewDefaultContext(date: current ?? now, cadence: .live))
    }
}

/// The pending redraw of a timeline's content on its host's run loop. Kept in the view's
/// state: when the view goes, so does the clock, and its redraw is cancelled.
final class TimelineClock {
    /// How many entries up to now one evaluation reads at most.
    static let maximumEntriesPerUpdate = 100_000

    private var pending: ScheduledWork?
    private var pendingDate: Date?

    deinit { pending?.cancel() }

    /// The entry in effect at `now` (the last not after it; nil when none is), the next
    /// entry, and whether the schedule gave too many entries up to now.
    static func entries<S: TimelineSchedule>(of schedule: S, at now: Date) -> (current: Date?, next: Date?, overran: Bool) {
        var current: Date?
        var count = 0
        // The host's clock stops at a deadline worked out from a date: the two may differ
        // by a rounding, which must not make the entry the clock stopped for a future one.
        let limit = now.timeIntervalSinceReferenceDate + HostRunLoop.tolerance
        for date in schedule.entries(from: now, mode: .normal) {
            if date.timeIntervalSinceReferenceDate > limit { return (current, date, false) }
            current = date
            count += 1
            if count >= maximumEntriesPerUpdate { return (current, nil, true) }
        }
        return (current, nil, false)
    }

    /// Makes `redraw` run when `loop`'s clock reaches `date` (nothing when nil), replacing
    /// a pending redraw for another date.
    func redraw(at date: Date?, on loop: HostRunLoop, _ redraw: @escaping () -> Void) {
        if date == pendingDate, pending.map({ !$0.isCancelled }) ?? false { return }
        pending?.cancel()
        pending = nil
        pendingDate = date
        guard let date else { return }
        let delay = date.timeIntervalSinceReferenceDate - loop.now
        pending = loop.schedule(after: delay) { [weak self] in
            self?.pending = nil
            self?.pendingDate = nil
            redraw()
            return false
        }
    }
}
