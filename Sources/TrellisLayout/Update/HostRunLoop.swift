import Foundation

/// The run loop of one ``HostingView``: the work its views scheduled — blocks for the main
/// queue, delayed blocks, timers — waiting for the host's turn, on the host's clock.
///
/// How work reaches it is in MainQueue.swift (the design and its reasons). What a test
/// does:
///
/// ```swift
/// let host = HostingView(rootView: Measured(), textMeasurer: FixedTextMeasurer())
/// host.layoutIfNeeded()        // a turn: updates, then runs due blocks, updating after each
/// host.advance(by: 0.5)        // the clock moves; delayed work and timers fire at their times
/// ```
///
/// - **A turn** is every ``HostingView/layoutIfNeeded()`` (so every query: `frame(of:)`,
///   `dump()`…) and every step of ``HostingView/advance(by:)``: the host brings its views
///   up to date, then runs the work that is due one piece at a time, in the order of its
///   deadlines (work with the same deadline in the order it was scheduled), bringing the
///   views up to date after each piece, as a run loop does between its sources. Work that a
///   piece schedules for now runs in the same turn. A turn stops after
///   ``maximumWorkPerTurn`` pieces with an `.updateCycle` diagnostic (work that keeps
///   scheduling itself), never a hang; the rest waits for the next turn.
/// - **The clock** is the host's: it moves only by ``HostingView/advance(by:)``, which
///   stops at each deadline on the way, so a timer of 1 s fires three times, at 1, 2 and
///   3 s, when the clock moves by 3.2 s. A host whose clock never moves never fires delayed
///   work. Work is due when its deadline is within a nanosecond of the host's time (the
///   resolution of `DispatchTime`), so sums of intervals that differ only by rounding meet.
/// - **Which host**: work belongs to the host acting on the thread that schedules it
///   (evaluating views, running their actions, gestures and completions, firing its
///   work). Two hosts never run each other's work; work scheduled while no host acts goes
///   where it would without Trellis (the real main queue, the thread's `RunLoop`).
@_spi(RunLoop) public final class HostRunLoop {
    /// The host's time in seconds (``HostingView/time``), set by the host as its clock moves.
    public internal(set) var now: TimeInterval = 0

    /// The host's time as a date, on the convention of the gesture values: seconds since
    /// the reference date, so dates are the same on every run.
    public var date: Date { Date(timeIntervalSinceReferenceDate: now) }

    /// The host's window as a screen reports it: its size in points and its display scale
    /// (TrellisUIKit's `UIScreen.main` on platforms without UIKit). The host keeps it
    /// current; a run loop without a host reports an iPhone's 390×844 points at 3×.
    public var window: (size: CGSize, scale: CGFloat) { windowSource() }
    /// The link of the host's graph, told which thread the host acts on (state and model
    /// changes from other threads wait for the host's next update: ``GraphLink/deliver(_:)``).
    var graphLink: GraphLink?
    var windowSource: () -> (size: CGSize, scale: CGFloat) = { (CGSize(width: 390, height: 844), 3) }

    /// The safe-area insets the host gives its window's root (TrellisUIKit's
    /// `UIWindow.safeAreaInsets`): zero unless the host sets them, and zero for a run loop
    /// without a host.
    public var windowSafeAreaInsets: EdgeInsets { safeAreaSource() }
    var safeAreaSource: () -> EdgeInsets = { EdgeInsets() }

    /// The URLs the host's views asked the system to open (TrellisUIKit's
    /// `UIApplication.shared.open`), oldest first. The host opens nothing: it records them.
    public private(set) var openedURLs: [URL] = []

    /// Records `url` as opened by the host's views.
    public func recordOpenedURL(_ url: URL) {
        openedURLs.append(url)
    }

    /// The `onOpenURL` registrations of the host's views shown, in the order they appeared
    /// (``HostingView/deliverOpenURL(_:)``).
    var openURLHandlers: [OpenURLRegistration] = []

    /// The haptic feedback the host's views asked for (TrellisUIKit's feedback
    /// generators), oldest first, each as the generator describes it ("impact medium",
    /// "notification success", "selection"). The host plays nothing: it records them.
    public private(set) var hapticFeedback: [String] = []

    /// Records a piece of haptic feedback asked for by the host's views.
    public func recordHapticFeedback(_ description: String) {
        hapticFeedback.append(description)
    }

    /// The UIKit appearance settings made while this host acts (TrellisUIKit's
    /// `UITabBar.appearance()`, `UITextView.appearance()`); `nil` until one is made, when
    /// ``defaultAppearance`` applies.
    public var appearance: UIKitAppearance?

    /// The appearance settings made while no host acts: what hosts that have made none
    /// follow (as UIKit's appearance proxies are process-wide). Behind a lock: hosts on
    /// other threads read it while a thread with no host acting may change it.
    public static var defaultAppearance: UIKitAppearance {
        get { sharedAppearance.withLock { $0 } }
        set { sharedAppearance.withLock { $0 = newValue } }
    }
    private static let sharedAppearance = LockedValue(UIKitAppearance())

    /// The appearance the views of the acting host follow.
    public static var currentAppearance: UIKitAppearance { current?.appearance ?? defaultAppearance }

    /// Changes the appearance of the acting host (or, when none acts, the default).
    public static func changeAppearance(_ change: (inout UIKitAppearance) -> Void) {
        if let loop = current {
            var a = loop.appearance ?? defaultAppearance
            change(&a)
            loop.appearance = a
        } else {
            sharedAppearance.withLock { change(&$0) }
        }
    }

    /// How many pieces of work one turn runs at most.
    public static var maximumWorkPerTurn: Int { 10_000 }

    private var pending: [Work] = []
    private var nextOrder: UInt64 = 0
    private var isRunningTurn = false
    private var updateDepth = 0

    init() {}

    /// The run loop of the host acting on this thread, if one is.
    public static var current: HostRunLoop? { ThreadState.current.runLoop }

    /// Makes this the current run loop of the thread for the length of `body` (the host
    /// acts: what is scheduled in it is this host's).
    func acting<R>(_ body: () -> R) -> R {
        let state = ThreadState.current
        graphLink?.noteActing(on: state)
        let saved = state.runLoop
        state.runLoop = self
        defer { state.runLoop = saved }
        return body()
    }

    /// Schedules `action` to run `delay` seconds from now on the host's clock (at once, at
    /// the next turn, when `delay` is zero or less), again every `interval` seconds while
    /// it returns `true` when `interval` is given. An infinite or NaN delay never fires.
    @discardableResult
    public func schedule(after delay: TimeInterval, repeating interval: TimeInterval? = nil,
                         _ action: @escaping () -> Bool) -> ScheduledWork {
        let work = ScheduledWork()
        guard delay.isFinite else { return work }
        // A repeating interval is at least 0.1 ms, as Foundation's timers make it.
        let every = interval.map { $0.isFinite && $0 > 0 ? max($0, 0.0001) : 0.0001 }
        insert(Work(deadline: now + max(0, delay), order: takeOrder(), interval: every, action: action, handle: work))
        return work
    }

    /// Schedules `block` for the host's next turn, after the work already due.
    func enqueue(_ block: @escaping () -> Void) {
        schedule(after: 0) { block(); return false }
    }

    /// The earliest deadline of the work waiting, if any.
    var nextDeadline: TimeInterval? {
        pending.first { !$0.handle.isCancelled }?.deadline
    }

    /// Whether work is due at the host's time.
    var hasDueWork: Bool {
        guard let d = nextDeadline else { return false }
        return d <= now + Self.tolerance
    }

    /// Calls `update`, then, unless this is inside another update or turn of the host (a
    /// completion handler that lays out again), runs the work that is due, one piece at a
    /// time, calling `update` after each: work runs only once the host has settled.
    /// Returns false when the turn stopped at ``maximumWorkPerTurn``.
    func turn(_ update: () -> Void) -> Bool {
        updateDepth += 1
        update()
        updateDepth -= 1
        guard updateDepth == 0, !isRunningTurn, hasDueWork else { return true }
        isRunningTurn = true
        defer { isRunningTurn = false }
        var count = 0
        while let work = takeDue() {
            if count == Self.maximumWorkPerTurn {
                insert(work)
                return false
            }
            count += 1
            let again = acting { work.action() }
            if again, let every = work.interval, !work.handle.isCancelled {
                insert(Work(deadline: work.deadline + every, order: takeOrder(), interval: every, action: work.action, handle: work.handle))
            }
            update()
        }
        return true
    }

    // MARK: Storage

    /// Deadlines this close to the host's time are due.
    static let tolerance: TimeInterval = 1e-9

    private struct Work {
        let deadline: TimeInterval
        let order: UInt64
        let interval: TimeInterval?
        let action: () -> Bool
        let handle: ScheduledWork
    }

    private func takeOrder() -> UInt64 {
        defer { nextOrder += 1 }
        return nextOrder
    }

    /// Keeps `pending` sorted by deadline, then by the order of scheduling.
    private func insert(_ work: Work) {
        var i = pending.count
        while i > 0, (pending[i - 1].deadline, pending[i - 1].order) > (work.deadline, work.order) { i -= 1 }
        pending.insert(work, at: i)
    }

    private func takeDue() -> Work? {
        while let first = pending.first {
            if first.handle.isCancelled {
                pending.removeFirst()
                continue
            }
            guard first.deadline <= now + Self.tolerance else { return nil }
            return pending.removeFirst()
        }
        return nil
    }
}

/// Work scheduled on a host's run loop, to cancel it.
@_spi(RunLoop) public final class ScheduledWork {
    public private(set) var isCancelled = false
    init() {}
    /// The work does not run again (nor at all, if it has not run).
    public func cancel() { isCancelled = true }
}

/// The settings of UIKit's appearance proxies that change how SwiftUI views draw (on iOS,
/// SwiftUI's tab views and text editors are UIKit's tab bars and text views).
@_spi(RunLoop) public struct UIKitAppearance: Sendable {
    /// `UITabBar.appearance().isHidden`: tab views show no bar.
    public var tabBarIsHidden = false
    /// `UITextView.appearance().backgroundColor`, once set: a text editor's background
    /// (`.some(nil)`: none).
    public var textViewBackground: Color?? = .none

    public init() {}
}
