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
// Not covered: blocks given as a `DispatchWorkItem` (`async(execute:)` with a work item
// has exactly one parameter in Dispatch too, so an overload would be ambiguous) and
// `asyncAfter(wallDeadline:)`; they run on the real main queue.
//
// Deadlines: `.now() + 0.5` is a time on the machine's clock, read a moment before the
// call. The host takes the delay it leaves, rounded up to the millisecond, from its own
// time: the moment between `.now()` and the call (well under a millisecond) is not
// counted, so `.now() + 0.5` fires at the host's time + 0.5 exactly.

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
