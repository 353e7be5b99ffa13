import Foundation
import OpenCombine
@_spi(RunLoop) import TrellisLayout

// Combine's `Timer.publish(every:on:in:)` on the host's clock.
//
// Decision: Foundation's Combine overlay declares `publish(every:tolerance:on:in:options:)`
// with `tolerance` and `options` defaulted. These overloads take the arguments SwiftUI code
// passes (`every:on:in:`, and `every:tolerance:on:in:`) and no defaults, so they are what
// `import Trellis` makes visible, and the type checker prefers them over an overload with
// defaulted parameters (the `Combine` shim's, which adds `options:`). The publisher is a
// type of Trellis's own: its connection has to reach the host, which a timer scheduled on
// a `RunLoop` cannot. Combine's name for it, `Timer.TimerPublisher`, is a type alias the
// `Combine` shim declares where it builds (Sources/Combine/FoundationPublishers.swift):
// this module is built on Apple platforms too, where Foundation's Combine overlay declares
// that name.

extension Timer {
    /// A publisher that repeatedly emits the date every `interval` seconds once connected
    /// (`.autoconnect()` connects it on the first subscription). Connected while a
    /// `HostingView` acts on this thread (an `onReceive` in a view subscribes as the host
    /// updates), it runs on that host's clock: `HostingView.advance(by:)` fires it at
    /// each multiple of `interval`, and the dates it emits are the host's
    /// (`Date(timeIntervalSinceReferenceDate: host.time)`). Connected elsewhere it runs on
    /// `runLoop` in `mode`, emitting the current date.
    public static func publish(every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode) -> HostTimerPublisher {
        HostTimerPublisher(interval: interval, tolerance: nil, runLoop: runLoop, mode: mode)
    }

    /// `publish(every:on:in:)` with the timing variance allowed (which the host's clock
    /// never needs: it fires on time).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval?, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> HostTimerPublisher {
        HostTimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher of `publish(every:on:in:)`: connectable, emitting dates, never
    /// failing. Each subscriber receives the dates it has demand for.
    public final class HostTimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        private let lock = NSLock()
        private var subscriptions: [CombineIdentifier: Inner] = [:]

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let inner = Inner(downstream: AnySubscriber(subscriber), parent: self)
            lock.lock()
            subscriptions[inner.combineIdentifier] = inner
            lock.unlock()
            subscriber.receive(subscription: inner)
        }

        /// Starts the timer; cancelling what it returns stops it.
        public func connect() -> Cancellable {
            if let loop = HostRunLoop.current {
                // The host's run loop holds the work, the work this publisher, weakly.
                let work = loop.schedule(after: interval, repeating: interval) { [weak self, unowned loop] in
                    guard let self else { return false }
                    self.send(loop.date)
                    return true
                }
                return AnyCancellable { work.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.send(Date()) }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        private func send(_ date: Date) {
            lock.lock()
            let targets = Array(subscriptions.values)
            lock.unlock()
            for inner in targets { inner.send(date) }
        }

        fileprivate func remove(_ inner: Inner) {
            lock.lock()
            subscriptions[inner.combineIdentifier] = nil
            lock.unlock()
        }

        /// One subscriber's subscription: its outstanding demand.
        fileprivate final class Inner: Subscription {
            private let downstream: AnySubscriber<Date, Never>
            private weak var parent: HostTimerPublisher?
            private let lock = NSLock()
            private var demand = Subscribers.Demand.none

            init(downstream: AnySubscriber<Date, Never>, parent: HostTimerPublisher) {
                self.downstream = downstream
                self.parent = parent
            }

            func request(_ demand: Subscribers.Demand) {
                lock.lock()
                self.demand += demand
                lock.unlock()
            }

            func cancel() {
                parent?.remove(self)
                parent = nil
            }

            /// Delivers `date` if the subscriber asked for more; a date nobody asked for is
            /// dropped, as Combine's timer does.
            func send(_ date: Date) {
                lock.lock()
                guard demand > 0 else {
                    lock.unlock()
                    return
                }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(date)
                lock.lock()
                demand += more
                lock.unlock()
            }
        }
    }
}
