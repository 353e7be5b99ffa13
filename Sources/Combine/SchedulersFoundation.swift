import Dispatch
import Foundation
import OpenCombine
@_spi(RunLoop) import TrellisLayout

// `RunLoop` and `OperationQueue` as Combine schedulers, with Combine's nested types.
//
// While a `HostingView` acts on this thread, the main run loop (and the thread's own),
// and the main operation queue, schedule on that host's run loop: SwiftUI code's
// `.receive(on: RunLoop.main)` runs at the host's turn and its delays on the host's clock,
// as Foundation's timers do in a view (HostTimers.swift). Otherwise the work goes to the
// run loop (as a timer in the default mode) or the operation queue.

extension RunLoop: OpenCombine.Scheduler {
    /// A time as a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// A signed interval in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a.magnitude += b.magnitude }
            public static func -= (a: inout Stride, b: Stride) { a.magnitude -= b.magnitude }
            public static func *= (a: inout Stride, b: Stride) { a.magnitude *= b.magnitude }
        }
    }

    /// A run loop takes no options.
    public struct SchedulerOptions {}

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The run loop of the host acting on this thread when this is the main run loop or
    /// the thread's own.
    private var hostLoop: HostRunLoop? {
        guard let loop = HostRunLoop.current, self === RunLoop.main || self === RunLoop.current else { return nil }
        return loop
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: 0, action)
        } else {
            add(Timer(timeInterval: 0, repeats: false) { _ in action() }, forMode: .default)
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: hostDelay(until: date.date), action)
        } else {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
            timer.tolerance = max(0, tolerance.magnitude)
            add(timer, forMode: .default)
        }
    }

    /// Runs `action` at `date` and every `interval` after it (at least 0.1 ms, as
    /// Foundation's timers make it) until the returned value is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let every = foundationRepeatInterval(interval.magnitude)
        if let loop = hostLoop {
            return loop.scheduleRepeating(after: hostDelay(until: date.date), every: every, action)
        }
        let timer = Timer(fire: date.date, interval: every, repeats: true) { _ in action() }
        timer.tolerance = max(0, tolerance.magnitude)
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

extension OperationQueue: OpenCombine.Scheduler {
    /// The operation queue's times are the run loop's: dates, with intervals in seconds.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// An operation queue takes no options.
    public struct SchedulerOptions {}

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    private var hostLoop: HostRunLoop? {
        guard let loop = HostRunLoop.current, self === OperationQueue.main else { return nil }
        return loop
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: 0, action)
        } else {
            let send = ScheduledAction(action)
            addOperation { send.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: hostDelay(until: date.date), action)
        } else {
            let delay = max(0, date.date.timeIntervalSinceNow)
            let send = ScheduledAction(action)
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in self?.addOperation { send.run() } }
        }
    }

    /// Runs `action` at `date` and every `interval` after it (at least 0.1 ms) until the
    /// returned value is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let every = foundationRepeatInterval(interval.magnitude)
        if let loop = hostLoop {
            return loop.scheduleRepeating(after: hostDelay(until: date.date), every: every, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + max(0, date.date.timeIntervalSinceNow), repeating: every,
                       leeway: .nanoseconds(max(0, nanosecondCount(seconds: tolerance.magnitude))))
        let send = ScheduledAction(action)
        timer.setEventHandler { [weak self] in self?.addOperation { send.run() } }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// The delay from now to `date` in seconds, rounded up to the millisecond (0 for a date
/// passed, infinite for one that is not finite): what is left of an interval measured
/// from `now` a moment ago is the interval itself on the host's clock.
func hostDelay(until date: Date) -> TimeInterval {
    let seconds = date.timeIntervalSinceNow
    guard seconds.isFinite else { return seconds.isNaN ? 0 : (seconds > 0 ? .infinity : 0) }
    guard seconds > 0 else { return 0 }
    return (seconds * 1000).rounded(.up) / 1000
}
