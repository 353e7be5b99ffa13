// Combine's Foundation and Dispatch additions as SwiftUI code uses them, with
// `import Trellis` alone (which re-exports the Combine shim, as SwiftUI re-exports Combine).
import Testing
import Trellis

extension Notification.Name {
    fileprivate static let shimPing = Notification.Name("SchedulerShimTests.ping")
}

/// A search field's model: the query is debounced on the main run loop, pings arrive
/// through NotificationCenter, results come back on the main queue.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var searched: [String] = []
    @Published var pings = 0
    @Published var delivered: [Int] = []
    private var bag = Set<AnyCancellable>()

    init() {
        $query.dropFirst()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] in self?.searched.append($0) }
            .store(in: &bag)
        NotificationCenter.default.publisher(for: .shimPing)
            .sink { [weak self] _ in self?.pings += 1 }
            .store(in: &bag)
    }

    func deliver(_ value: Int) {
        Just(value).delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink { [weak self] in self?.delivered.append($0) }
            .store(in: &bag)
    }
}

private struct SearchView: View {
    @StateObject var model = SearchModel()
    var body: some View {
        VStack {
            Text("searched \(model.searched.joined(separator: ","))")
            Text("pings \(model.pings) delivered \(model.delivered.map(String.init).joined(separator: ","))")
            Button("Type") {
                model.query += "a"
            }
            Button("Deliver") { model.deliver(7) }
        }
    }
}

@Suite("Combine shim: schedulers and Foundation publishers")
struct SchedulerShimTests {
    @Test("RunLoop.main and DispatchQueue.main schedule on the acting host's clock")
    func hostClock() throws {
        let h = HostingView(rootView: SearchView(), size: CGSize(width: 390, height: 400), displayScale: 2,
                            textMeasurer: FixedTextMeasurer())
        h.layoutIfNeeded()
        // Three keystrokes 0.1 s apart, then 0.3 s of quiet: one search, for "aaa".
        for _ in 0..<3 {
            #expect(h.tapButton(labeled: "Type"))
            h.advance(by: 0.1)
        }
        #expect(h.dump().contains("Text \"searched \""))
        h.advance(by: 0.25)
        #expect(h.dump().contains("Text \"searched aaa\""))
        // A delay of 1 s on the main queue: not at 0.9 s, at 1 s.
        #expect(h.tapButton(labeled: "Deliver"))
        h.advance(by: 0.9)
        #expect(h.dump().contains("delivered \""))
        h.advance(by: 0.1)
        #expect(h.dump().contains("delivered 7\""))
        // A notification posted outside the host reaches the model at once.
        NotificationCenter.default.post(name: .shimPing, object: nil)
        #expect(h.dump().contains("Text \"pings 1 delivered 7\""))
    }

    @Test("strides: literals and init(exactly:) count seconds; arithmetic saturates")
    func strides() {
        typealias D = DispatchQueue.SchedulerTimeType.Stride
        #expect(D(integerLiteral: 2).magnitude == 2_000_000_000)
        #expect((0.5 as D).magnitude == 500_000_000)
        #expect(D.milliseconds(300).magnitude == 300_000_000 && D.microseconds(3).magnitude == 3_000)
        #expect(D(exactly: 3)?.magnitude == 3_000_000_000 && D(exactly: Int.max) == nil)
        #expect((D.seconds(2) * 3).magnitude == 6_000_000_000)
        #expect((D.nanoseconds(Int.max) + D.nanoseconds(1)).magnitude == Int.max)
        #expect(D(Double.nan).magnitude == 0 && D(Double.infinity).magnitude == Int.max)
        #expect(D(.never).magnitude == Int.max && D(.seconds(Int.max)).magnitude == Int.max)
        let t = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5_000))
        #expect(t.advanced(by: .nanoseconds(-10_000)).dispatchTime.uptimeNanoseconds == 1)
        #expect(t.distance(to: t.advanced(by: .milliseconds(2))) == .milliseconds(2))
        typealias R = RunLoop.SchedulerTimeType.Stride
        #expect(R.milliseconds(250).timeInterval == 0.25 && (R(2) * R(3)).magnitude == 6)
        let now = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10))
        #expect(now.advanced(by: 1.5).date == Date(timeIntervalSinceReferenceDate: 11.5))
        #expect(OperationQueue.SchedulerTimeType.Stride.seconds(2).timeInterval == 2)
    }

    @Test("Optional, Result and Just publishers; JSONDecoder decodes in a chain")
    func standardPublishers() {
        var got: [Int] = []
        _ = Optional(2).publisher.sink { got.append($0) }
        _ = Optional<Int>.none.publisher.sink { got.append($0) }
        _ = Result<Int, Never>.success(3).publisher.sink { got.append($0) }
        struct Payload: Decodable { let n: Int }
        _ = Just(Data(#"{"n":4}"#.utf8)).decode(type: Payload.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { got.append($0.n) })
        #expect(got == [2, 3, 4])
        // A data task publisher names its request; it loads nothing until subscribed.
        let url = URL(string: "http://127.0.0.1:9/none")!
        let load: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: url)
        #expect(load.request.url == url && load.session === URLSession.shared)
    }

    @Test("a notification publisher delivers only what its subscriber asked for, and stops when cancelled")
    func notificationDemand() {
        final class Counter: Subscriber {
            typealias Input = Notification
            typealias Failure = Never
            var received = 0
            var subscription: Subscription?
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.max(2))
            }
            func receive(_ input: Notification) -> Subscribers.Demand {
                received += 1
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let center = NotificationCenter()
        let counter = Counter()
        center.publisher(for: .shimPing).subscribe(counter)
        for _ in 0..<3 { center.post(name: .shimPing, object: nil) }
        #expect(counter.received == 2)
        counter.subscription?.request(.max(5))
        counter.subscription?.cancel()
        center.post(name: .shimPing, object: nil)
        #expect(counter.received == 2)
        #expect(center.publisher(for: .shimPing) == NotificationCenter.Publisher(center: center, name: .shimPing))
    }
}
