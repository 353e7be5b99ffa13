import Foundation
import Testing
@testable import TrellisLayout

/// `@AppStorage`: values in a `UserDefaults` store, shared by every view that reads the
/// key, updated on writes through the wrapper and on direct writes a host's update finds.
/// Each test has a store of its own (a suite removed at the end), never `.standard`.
@Suite struct AppStorageTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    /// A store no other test or run sees, removed when `body` returns.
    private func withStore(_ body: (UserDefaults) -> Void) {
        let name = "trellis.tests.appstorage.\(UUID().uuidString)"
        let store = UserDefaults(suiteName: name)!
        defer { store.removePersistentDomain(forName: name) }
        body(store)
    }

    enum Theme: String { case light, dark }

    struct Counter: View {
        let log: Log
        @AppStorage("count") var count = 1
        var body: some View {
            let _ = log.lines.append("counter \(count)")
            Button("add") { count += 1 }.frame(width: 50, height: 20).id("add")
        }
    }

    struct Reader: View {
        let log: Log
        @AppStorage("count") var count = 1
        var body: some View {
            let _ = log.lines.append("reader \(count)")
            Color.clear.frame(width: 10, height: 10)
        }
    }

    struct Other: View {
        let log: Log
        @AppStorage("other") var other = "x"
        var body: some View {
            let _ = log.lines.append("other \(other)")
            Color.clear.frame(width: 10, height: 10)
        }
    }

    struct Screen: View {
        let log: Log
        let store: UserDefaults
        var body: some View {
            VStack(spacing: 0) {
                Counter(log: log)
                Reader(log: log)
                Other(log: log)
                Button("direct") { store.set(40, forKey: "count") }.frame(width: 50, height: 20).id("direct")
            }
            .defaultAppStorage(store)
        }
    }

    private func tap<V: View>(_ h: HostingView<V>, _ id: String) {
        let r = h.rect(id)
        #expect(h.tap(at: CGPoint(x: r.midX, y: r.midY)))
        h.layoutIfNeeded()
    }

    @Test func aWriteUpdatesEveryReaderOfTheKeyAndNoOther() {
        withStore { store in
            let log = Log()
            let h = host(Screen(log: log, store: store), width: 100, height: 100)
            #expect(log.lines == ["counter 1", "reader 1", "other x"])
            // The default is not written.
            #expect(store.object(forKey: "count") == nil)
            log.lines = []
            tap(h, "add")
            #expect(store.integer(forKey: "count") == 2)
            #expect(log.lines == ["counter 2", "reader 2"])
        }
    }

    @Test func aDirectWriteInAnActionReachesTheReaders() {
        withStore { store in
            let log = Log()
            let h = host(Screen(log: log, store: store), width: 100, height: 100)
            log.lines = []
            tap(h, "direct")
            #expect(log.lines == ["counter 40", "reader 40"])
            // Nothing changed since: another update evaluates nothing.
            log.lines = []
            h.layoutIfNeeded()
            #expect(log.lines.isEmpty)
        }
    }

    @Test func aStoredValueIsReadAndTheExplicitStoreWins() {
        withStore { store in
            withStore { other in
                store.set(7, forKey: "count")
                other.set("dark", forKey: "theme")
                struct View1: View {
                    let log: Log
                    let other: UserDefaults
                    @AppStorage("count") var count = 1
                    var body: some View {
                        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: other).wrappedValue
                        let _ = log.lines.append("\(count) \(theme)")
                        Color.clear
                    }
                }
                let log = Log()
                _ = host(View1(log: log, other: other).defaultAppStorage(store), width: 10, height: 10)
                #expect(log.lines == ["7 dark"])
            }
        }
    }

    @Test func rawValuesAndOptionals() {
        withStore { store in
            struct Settings: View {
                let log: Log
                @AppStorage("theme") var theme = Theme.light
                @AppStorage("name") var name: String?
                @AppStorage("size") var size: Double?
                var body: some View {
                    let _ = log.lines.append("\(theme) \(name ?? "nil") \(size.map { "\($0)" } ?? "nil")")
                    VStack(spacing: 0) {
                        Button("set") { theme = .dark; name = "Ann"; size = 2.5 }.frame(width: 50, height: 20).id("set")
                        Button("clear") { name = nil }.frame(width: 50, height: 20).id("clear")
                    }
                }
            }
            let log = Log()
            let h = host(Settings(log: log).defaultAppStorage(store), width: 100, height: 100)
            tap(h, "set")
            #expect(store.string(forKey: "theme") == "dark")
            #expect(store.double(forKey: "size") == 2.5)
            tap(h, "clear")
            #expect(store.object(forKey: "name") == nil)
            // A stored string with no case reads as the default.
            store.set("sepia", forKey: "theme")
            h.layoutIfNeeded()
            #expect(log.lines == ["light nil nil", "dark Ann 2.5", "dark nil 2.5", "light nil 2.5"])
        }
    }

    @Test func theBindingWritesThrough() {
        withStore { store in
            struct Switch: View {
                @AppStorage("on") var on = false
                var body: some View {
                    Toggle("On", isOn: $on).frame(width: 200, height: 40).id("toggle")
                }
            }
            let h = host(Switch().defaultAppStorage(store), width: 200, height: 40)
            #expect(store.object(forKey: "on") == nil)
            let r = h.rect("toggle")
            #expect(h.tap(at: CGPoint(x: r.maxX - 20, y: r.midY)))
            h.layoutIfNeeded()
            #expect(store.bool(forKey: "on") == true)
        }
    }

    /// A value written to a store directly is found by whichever host updates first,
    /// maybe one on another thread: the views of a host on this thread that read the key
    /// update in this host's next update, never from the other thread.
    @Test func aDirectWriteFoundOnAnotherThreadWaitsForTheReadersHost() {
        withStore { store in
            let log = Log()
            let h = host(Reader(log: log).defaultAppStorage(store), width: 10, height: 10)
            #expect(log.lines == ["reader 1"])
            store.set(5, forKey: "count")
            onAnotherThread { AppStorageEntry.noteChangesMadeElsewhere() }
            #expect(!h.graph.needsUpdate)
            #expect(log.lines == ["reader 1"])
            h.layoutIfNeeded()
            #expect(log.lines == ["reader 1", "reader 5"])
        }
    }

    /// A store that lets another thread look for changes made elsewhere while it writes,
    /// between the store's write and the wrapper's note of it.
    final class StoreScannedWhileWriting: UserDefaults {
        override func set(_ value: Any?, forKey defaultName: String) {
            super.set(value, forKey: defaultName)
            onAnotherThread { AppStorageEntry.noteChangesMadeElsewhere() }
        }
    }

    /// A write through the wrapper is the writer's change, in the writer's transaction,
    /// even when another thread's scan sees the store's new value first.
    @Test func aWriteThroughTheWrapperKeepsItsTransaction() {
        let name = "trellis.tests.appstorage.\(UUID().uuidString)"
        let store = StoreScannedWhileWriting(suiteName: name)!
        defer { store.removePersistentDomain(forName: name) }
        struct Bar: View {
            @AppStorage("count") var count = 1
            var body: some View {
                VStack(spacing: 0) {
                    Button("add") { withAnimation(.linear(duration: 1)) { count += 1 } }
                        .frame(width: 50, height: 20).id("add")
                    Color.red.frame(width: CGFloat(count) * 10, height: 10).id("bar")
                }
            }
        }
        let h = host(Bar().defaultAppStorage(store), width: 100, height: 100)
        tap(h, "add")
        #expect(store.integer(forKey: "count") == 2)
        #expect(h.rect("bar").width == 20)
        // The width animates from 10 to 20 over one second.
        #expect(h.presentationFrame(of: "bar")!.width == 10)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "bar")!.width == 15)
    }

    /// Two hosts on two threads, each with a store of its own, update at the same time.
    /// Each host's scan of the stores may find the other's direct writes first; neither
    /// touches the other's views (CI runs this suite under ThreadSanitizer), and each
    /// reads every value its thread wrote, once.
    @Test func hostsOnTwoThreadsUpdateTogether() {
        let rounds = 100
        withStore { first in
            withStore { second in
                let stores = [first, second]
                let logs = [Log(), Log()]
                let group = DispatchGroup()
                for k in 0..<2 {
                    group.enter()
                    Thread {
                        let h = host(Reader(log: logs[k]).defaultAppStorage(stores[k]), width: 10, height: 10)
                        for value in 2...rounds + 1 {
                            stores[k].set(value, forKey: "count")
                            h.layoutIfNeeded()
                        }
                        group.leave()
                    }.start()
                }
                group.wait()
                for log in logs {
                    #expect(log.lines == (1...rounds + 1).map { "reader \($0)" })
                }
            }
        }
    }
}
