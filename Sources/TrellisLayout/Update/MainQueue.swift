import Foundation

// The main queue as the host's run loop.
//
// Decision: `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline:)
// { … }`, written in a view with `import Trellis` (or this module) in scope, reach the host
// through overloads declared here that take only the block (and the deadline). They work
// by Swift's overload ranking, not by shadowing:
//
// - Dispatch declares `async(group:qos:flags:execute:)` and
//   `asyncAfter(deadline:qos:flags:execute:)` with defaults for everything but the block
//   and the deadline. Of two overloads that both accept a call, the type checker prefers
//   the one that needs no default arguments, so `main.async { }` and
//   `main.asyncAfter(deadline: .now() + 0.5) { }` pick these, whether the file also
//   imports Foundation or Dispatch or not, in Swift 5 and Swift 6 mode; a call that names
//   `qos:` or `flags:` still picks Dispatch's. The compiler's special case that makes a
//   `DispatchQueue.main.async` closure main-actor isolated keys on the names, so it holds
//   for these too (Swift 6 views mutate their state in the block as with Apple's).
// - Shadowing does not serve: a member declared again with Dispatch's exact signature is
//   ambiguous (Swift lets a module's member shadow another's only when every path to the
//   other goes through the first: a client that imports Foundation itself sees both), and
//   a `DispatchQueue` type of Trellis's own would be ambiguous for the same reason and
//   would cut code off from every API that takes Dispatch's queue.
// - Draining the real main queue from the host (`RunLoop.main.run(until:)`) would run the
//   blocks but not update the views between them, only on the main thread, and
//   `asyncAfter` on real time: not deterministic.
//
// The overloads route a block to the host only when the queue is the main queue and a
// host acts on this thread (HostRunLoop: "which host"); any other queue, and the main
// queue while no host acts (a test scheduling work itself), get Dispatch's behaviour.
//
// The other shapes of a call: for each way of naming some of `group:`, `qos:` and
// `flags:` there is an overload that takes just those, without defaults, so it wins over
// Dispatch's by the same rule (`asyncAfter(wallDeadline:)` likewise). A call that names
// all three of `async`'s takes a `DispatchGroup` that is not optional here: more
// specialised than Dispatch's `DispatchGroup?`, so it wins when the group is a value, and
// `group: nil` gets Dispatch's. `asyncAfter` has no such parameter: a call that names
// both `qos:` and `flags:` has Dispatch's exact signature and gets Dispatch's. On the host, quality of service and flags change nothing
// (the host runs one piece at a time, in order: a barrier is what it does anyway); a
// group is entered when the block is scheduled and left when it has run, as Dispatch does.
//
// Not covered: blocks given as a `DispatchWorkItem` (`async(execute:)`,
// `async(group:execute:)`, `asyncAfter(deadline:execute:)`, `asyncAfter(wallDeadline:
// execute:)` with a work item). Dispatch declares them without defaults, so an overload
// has their exact signature and every call is ambiguous in a file that imports Foundation
// or Dispatch (checked with the Swift 6 compiler; no ownership, generic or optional
// variant wins: each is ambiguous or loses). They run on the real main queue; a view that
// needs its work item on the host's turn can call `main.async { item.perform() }`, which
// keeps `item.cancel()` working.

extension DispatchQueue {
    /// Submits `work` to run asynchronously on this queue. On the main queue while a
    /// `HostingView` acts on this thread, `work` runs on that host's turn (its next
    /// layout), after which the host updates its views; otherwise as Dispatch's
    /// `async(group:qos:flags:execute:)`.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let loop = HostRunLoop.current {
            loop.enqueue(work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits `work` to run on this queue at `deadline`. On the main queue while a
    /// `HostingView` acts on this thread, `work` runs when that host's clock reaches the
    /// delay the deadline leaves (see `HostingView.advance(by:)`); otherwise as
    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain, let loop = HostRunLoop.current {
            loop.schedule(after: DispatchQueue.hostDelay(until: deadline)) { work(); return false }
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }

    // MARK: The other shapes (see the top of the file)

    public func async(group: DispatchGroup, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: group, qos: .unspecified, flags: [], work)
    }
    public func async(qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: nil, qos: qos, flags: [], work)
    }
    public func async(flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: nil, qos: .unspecified, flags: flags, work)
    }
    public func async(group: DispatchGroup, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: group, qos: qos, flags: [], work)
    }
    public func async(group: DispatchGroup, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: group, qos: .unspecified, flags: flags, work)
    }
    public func async(qos: DispatchQoS, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: nil, qos: qos, flags: flags, work)
    }
    /// With every argument named: a group that is a value (`group: nil` is Dispatch's).
    public func async(group: DispatchGroup, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                      execute work: @escaping @Sendable @convention(block) () -> Void) {
        route(group: group, qos: qos, flags: flags, work)
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        routeAfter(deadline: deadline, qos: qos, flags: [], work)
    }
    public func asyncAfter(deadline: DispatchTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        routeAfter(deadline: deadline, qos: .unspecified, flags: flags, work)
    }

    /// Submits `work` to run on this queue at the wall-clock `wallDeadline`. On the main
    /// queue while a `HostingView` acts on this thread, `work` runs when that host's clock
    /// reaches the delay the deadline leaves on the wall clock; otherwise as Dispatch's
    /// `asyncAfter(wallDeadline:qos:flags:execute:)`.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        routeAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], work)
    }
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        routeAfter(wallDeadline: wallDeadline, qos: qos, flags: [], work)
    }
    public func asyncAfter(wallDeadline: DispatchWallTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        routeAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: flags, work)
    }

    /// `work` on the host's turn (entering `group` until it has run), or Dispatch's.
    private func route(group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                       _ work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let loop = HostRunLoop.current else {
            async(group: group, qos: qos, flags: flags, execute: work)
            return
        }
        group?.enter()
        loop.enqueue {
            work()
            group?.leave()
        }
    }

    private func routeAfter(deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                            _ work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let loop = HostRunLoop.current else {
            asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
            return
        }
        loop.schedule(after: DispatchQueue.hostDelay(until: deadline)) { work(); return false }
    }

    private func routeAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
                            _ work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let loop = HostRunLoop.current else {
            asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
            return
        }
        loop.schedule(after: DispatchQueue.hostDelay(untilWallDeadline: wallDeadline)) { work(); return false }
    }

    /// The delay from now to `deadline` in seconds, rounded up to the millisecond (0 for a
    /// deadline passed; infinite for `.distantFuture`, which never comes).
    @_spi(RunLoop) public static func hostDelay(until deadline: DispatchTime) -> TimeInterval {
        if deadline == .distantFuture { return .infinity }
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        guard target > now else { return 0 }
        let milliseconds = (target - now) / 1_000_000 + ((target - now) % 1_000_000 == 0 ? 0 : 1)
        return Double(milliseconds) / 1000
    }

    /// The delay from now to the wall-clock `deadline` in seconds, rounded up to the
    /// millisecond, as ``hostDelay(until:)`` (0 for a deadline passed,
    /// infinite for `.distantFuture` and for one more than `maximumWallDelay` away).
    /// `DispatchWallTime` shows its time only by comparison, so the delay is found by
    /// comparing the deadline with now plus whole milliseconds: the least such sum not
    /// before it.
    @_spi(RunLoop) public static func hostDelay(untilWallDeadline deadline: DispatchWallTime) -> TimeInterval {
        if deadline == .distantFuture { return .infinity }
        let now = DispatchWallTime.now()
        guard deadline > now else { return 0 }
        func reached(_ ms: Int) -> Bool { now + Double(ms) / 1000 >= deadline }
        var high = 1
        while !reached(high) {
            guard high < maximumWallDelayMilliseconds else { return .infinity }
            high *= 2
        }
        var low = high / 2
        // `reached(high)`, not `reached(low)` (or low is 0 and the deadline is after now).
        while high - low > 1 {
            let mid = (low + high) / 2
            if reached(mid) { high = mid } else { low = mid }
        }
        return Double(high) / 1000
    }

    /// A wall-clock delay longer than this (about 34 years) counts as never.
    static let maximumWallDelayMilliseconds = 1 << 40

    /// Whether this is the main queue (`DispatchQueue.main` makes a new wrapper object on
    /// each call, so identity does not tell; the main queue's own specific value does).
    var isMain: Bool { getSpecific(key: mainQueueKey) == true }
}

/// A queue-specific value set on the main queue only (`getSpecific` on a queue reads that
/// queue's own value, not its target's).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
