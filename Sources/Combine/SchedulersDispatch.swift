import Dispatch
import Foundation
import OpenCombine
@_spi(RunLoop) import TrellisLayout

// `DispatchQueue` as a Combine scheduler, with Combine's nested types.
//
// While a `HostingView` acts on this thread, the main queue schedules on that host's run
// loop (the host's turn, and its clock for delays), as `DispatchQueue.main.async` and
// `asyncAfter(deadline:)` do in a view (TrellisLayout's MainQueue.swift): a
// `.receive(on: DispatchQueue.main)` or `.debounce(for:scheduler: DispatchQueue.main)` in
// SwiftUI code then runs when the host updates and moves its clock. Any other queue, and
// the main queue while no host acts, get Dispatch's behaviour.

extension DispatchQueue: OpenCombine.Scheduler {
    /// A time on the machine's uptime clock, as a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The time, as Dispatch gives it.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The signed distance from this time to `other` (saturating at `Int`'s bounds in
        /// nanoseconds).
        public func distance(to other: SchedulerTimeType) -> Stride {
            let a = dispatchTime.uptimeNanoseconds, b = other.dispatchTime.uptimeNanoseconds
            return Stride(nanoseconds: b >= a ? Int(clamping: b - a) : -Int(clamping: a - b))
        }

        /// This time moved by `n` (a time before the clock's start is its start).
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let t = dispatchTime.uptimeNanoseconds
            let moved: UInt64
            if n.magnitude >= 0 {
                let (sum, overflow) = t.addingReportingOverflow(UInt64(n.magnitude))
                moved = overflow ? UInt64.max : sum
            } else {
                let back = n.magnitude == Int.min ? UInt64(Int.max) + 1 : UInt64(-n.magnitude)
                moved = t > back ? t - back : 1
            }
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
        }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool {
            a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A signed interval in nanoseconds. Literals and `init(exactly:)` count seconds, as
        /// Combine's do; arithmetic saturates instead of trapping.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as Dispatch's type.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (s < 0 ? .min : .max) : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? (ms < 0 ? .min : .max) : ms * 1_000_000
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? (us < 0 ? .min : .max) : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// An interval of `timeInterval` seconds (NaN is zero; beyond `Int`'s range in
            /// nanoseconds, the bound).
            public init(_ timeInterval: Double) {
                magnitude = nanosecondCount(seconds: timeInterval)
            }

            public init(floatLiteral value: Double) { self.init(value) }
            public init(integerLiteral value: Int) { self.init(.seconds(value)) }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                let (ns, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                guard !overflow else { return nil }
                magnitude = ns
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }

            public static func + (a: Stride, b: Stride) -> Stride {
                let (sum, overflow) = a.magnitude.addingReportingOverflow(b.magnitude)
                return Stride(nanoseconds: overflow ? (b.magnitude < 0 ? .min : .max) : sum)
            }

            public static func - (a: Stride, b: Stride) -> Stride {
                let (difference, overflow) = a.magnitude.subtractingReportingOverflow(b.magnitude)
                return Stride(nanoseconds: overflow ? (b.magnitude > 0 ? .min : .max) : difference)
            }

            /// The product in seconds (`.seconds(2) * 3` is six seconds).
            public static func * (a: Stride, b: Stride) -> Stride {
                Stride(Double(a.magnitude) / 1e9 * (Double(b.magnitude) / 1e9))
            }

            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }
        }
    }

    /// How Dispatch runs the work: its quality of service, flags and group.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Dispatch promises no tolerance: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }

    /// The machine's uptime clock now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// The run loop of the host acting on this thread when this is the main queue.
    private var hostLoop: HostRunLoop? {
        guard let loop = HostRunLoop.current, getSpecific(key: combineMainQueueKey) == true else { return nil }
        return loop
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: 0, action)
        } else {
            let options = options ?? SchedulerOptions()
            let send = ScheduledAction(action)
            async(group: options.group, qos: options.qos, flags: options.flags) { send.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = hostLoop {
            loop.scheduleOnce(after: DispatchQueue.hostDelay(until: date.dispatchTime), action)
        } else {
            let options = options ?? SchedulerOptions()
            let send = ScheduledAction(action)
            asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { send.run() }
        }
    }

    /// Runs `action` at `date` and every `interval` after it (at least a microsecond)
    /// until the returned value is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let every = max(interval.magnitude, 1_000)
        if let loop = hostLoop {
            return loop.scheduleRepeating(after: DispatchQueue.hostDelay(until: date.dispatchTime), every: Double(every) / 1e9, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(every),
                       leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.setEventHandler(handler: action)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// An action given to a scheduler, sent to the queue or thread that runs it. Combine's
/// `Scheduler` takes actions that are not `Sendable`: its contract is that the scheduler
/// runs them on its own execution context, which is what sending them there does.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Nanoseconds in `seconds`: NaN is 0, values beyond `Int`'s range its bounds.
func nanosecondCount(seconds: Double) -> Int {
    if seconds.isNaN { return 0 }
    let ns = (seconds * 1e9).rounded()
    if ns >= Double(Int.max) { return .max }
    if ns <= Double(Int.min) { return .min }
    return Int(ns)
}

/// A queue-specific value set on the main queue only: `DispatchQueue.main` makes a new
/// wrapper object on each call, so identity does not tell the main queue; its own
/// specific value does.
private let combineMainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
