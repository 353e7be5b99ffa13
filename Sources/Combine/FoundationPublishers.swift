import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine
import TrellisCombine

// Combine's Foundation publishers and coders: notifications, URL session data tasks,
// `Timer.TimerPublisher` (Trellis's host-clock timer, TrellisCombine/TimerPublisher.swift),
// and JSON and property-list coders as top-level coders for `decode`/`encode`.

extension NotificationCenter {
    /// Returns a publisher that emits the notifications named `name` this centre posts
    /// (from `object` only, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits notifications as they are posted, while its subscriber
    /// has demand for them (a notification posted without demand is dropped).
    public struct Publisher: OpenCombine.Publisher, Equatable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = Subscription(downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(center: center, name: name, object: object)
        }

        public static func == (a: Publisher, b: Publisher) -> Bool {
            a.center === b.center && a.name == b.name && a.object === b.object
        }

        /// One subscriber's observation: its demand and the centre's observer.
        private final class Subscription: OpenCombine.Subscription {
            private let lock = NSLock()
            private var downstream: AnySubscriber<Notification, Never>?
            private var demand = Subscribers.Demand.none
            private var observer: NSObjectProtocol?
            private weak var center: NotificationCenter?

            init(downstream: AnySubscriber<Notification, Never>) {
                self.downstream = downstream
            }

            func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
                let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                    self?.deliver(note)
                }
                lock.lock()
                if downstream == nil {
                    lock.unlock()
                    center.removeObserver(token)
                    return
                }
                observer = token
                self.center = center
                lock.unlock()
            }

            private func deliver(_ note: Notification) {
                lock.lock()
                guard let downstream, demand > 0 else {
                    lock.unlock()
                    return
                }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(note)
                lock.lock()
                demand += more
                lock.unlock()
            }

            func request(_ demand: Subscribers.Demand) {
                lock.lock()
                self.demand += demand
                lock.unlock()
            }

            func cancel() {
                lock.lock()
                let token = observer, center = center
                observer = nil
                downstream = nil
                lock.unlock()
                if let token { center?.removeObserver(token) }
            }
        }
    }
}

extension URLSession {
    /// A publisher of the data and response of loading `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data and response of loading `request`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that starts one data task for each subscriber once it has demand, and
    /// emits the data and response, or fails with the task's `URLError`.
    public struct DataTaskPublisher: OpenCombine.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: Subscription(request: request, session: session,
                                                          downstream: AnySubscriber(subscriber)))
        }

        private final class Subscription: OpenCombine.Subscription {
            private let lock = NSLock()
            private var request: URLRequest?
            private let session: URLSession
            private var downstream: AnySubscriber<Output, URLError>?
            private var task: URLSessionDataTask?

            init(request: URLRequest, session: URLSession, downstream: AnySubscriber<Output, URLError>) {
                self.request = request
                self.session = session
                self.downstream = downstream
            }

            func request(_ demand: Subscribers.Demand) {
                lock.lock()
                guard demand > 0, let request else {
                    lock.unlock()
                    return
                }
                self.request = nil
                let task = session.dataTask(with: request) { [weak self] data, response, error in
                    self?.finish(data: data, response: response, error: error)
                }
                self.task = task
                lock.unlock()
                task.resume()
            }

            private func finish(data: Data?, response: URLResponse?, error: Error?) {
                lock.lock()
                guard let downstream else {
                    lock.unlock()
                    return
                }
                self.downstream = nil
                task = nil
                lock.unlock()
                if let response, error == nil {
                    _ = downstream.receive((data: data ?? Data(), response: response))
                    downstream.receive(completion: .finished)
                } else {
                    let failure = (error as? URLError) ?? URLError(.unknown)
                    downstream.receive(completion: .failure(failure))
                }
            }

            func cancel() {
                lock.lock()
                let task = task
                self.task = nil
                downstream = nil
                request = nil
                lock.unlock()
                task?.cancel()
            }
        }
    }
}

extension Timer {
    /// Combine's name for the publisher of `Timer.publish(every:on:in:)`.
    public typealias TimerPublisher = HostTimerPublisher

    /// `publish(every:tolerance:on:in:)` with Combine's run-loop options (a run loop takes
    /// none).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions?) -> TimerPublisher {
        HostTimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
