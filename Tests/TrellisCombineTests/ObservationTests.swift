// The models live in Models.swift, written as for Apple platforms (`import Combine`,
// `import CoreGraphics`: the Linux shims). This file cannot import CoreGraphics itself:
// Swift Testing declares a cross-import overlay for it that Linux does not ship.
import Foundation
import Testing
import Trellis

private func host<V: View>(_ v: V) -> HostingView<V> {
    let h = HostingView(rootView: v, size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

private func tap<V: View>(_ h: HostingView<V>, _ id: String) {
    let f = h.layoutFrame(of: id)!
    h.tap(at: CGPoint(x: f.midX, y: f.midY))
}

private struct CounterRow: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("count \(counter.count)").id("row") }
}

private struct Unrelated: View {
    var body: some View { Text("static").id("static") }
}

private struct CounterScreen: View {
    @StateObject var counter = Counter()
    var body: some View {
        VStack {
            CounterRow(counter: counter)
            Unrelated()
            Button("add") { counter.count += 1 }.id("add")
            Color.red.frame(width: counter.width, height: 10).id("bar")
            Button("grow") { withAnimation(.linear(duration: 1)) { counter.width = 200 } }.id("grow")
        }
    }
}

@Suite struct ObservableObjectTests {
    @Test func stateObjectChangesReEvaluateReaders() {
        let h = host(CounterScreen())
        #expect(h.dump().contains("Text \"count 0\""))
        tap(h, "add")
        #expect(h.dump().contains("Text \"count 1\""))
        tap(h, "add")
        #expect(h.dump().contains("Text \"count 2\""))
    }

    @Test func onlyTheObserversOfAnObjectReRun() {
        let a = Counter(), b = Counter()
        let h = host(VStack { CounterRow(counter: a); CounterRow(counter: b) })
        let before = h.bodyEvaluationCount
        a.count = 3
        #expect(h.dump().contains("Text \"count 3\""))
        #expect(h.bodyEvaluationCount - before == 1)
    }

    /// A model published from another thread (a network callback's): the host shows the
    /// change in its next update, made on its own thread.
    @Test func aChangePublishedOnAnotherThreadShowsInTheNextUpdate() {
        let counter = Counter()
        let h = host(CounterRow(counter: counter))
        #expect(h.dump().contains("Text \"count 0\""))
        let done = DispatchSemaphore(value: 0)
        Thread {
            counter.count = 5
            done.signal()
        }.start()
        done.wait()
        #expect(h.dump().contains("Text \"count 5\""))
    }

    @Test func publishedChangesAnimateInWithAnimation() {
        let h = host(CounterScreen())
        tap(h, "grow")
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "bar")!.width == 150)
        #expect(h.layoutFrame(of: "bar")!.width == 200)
    }

    @Test func environmentObjectFoundAndMissing() {
        struct Reader: View {
            @EnvironmentObject var counter: Counter
            var body: some View { Text("env \(counter.count)").id("env") }
        }
        let counter = Counter()
        counter.count = 7
        let h = host(Reader().environmentObject(counter))
        #expect(h.dump().contains("Text \"env 7\""))
        counter.count = 8
        #expect(h.dump().contains("Text \"env 8\""))
        let missing = host(VStack { Reader(); Text("after").id("after") })
        #expect(missing.layoutFrame(of: "env") == nil)
        #expect(missing.layoutFrame(of: "after") != nil)
        #expect(missing.diagnostics.contains { $0.kind == .unavailableDynamicProperty && $0.message.contains("Counter") })
    }

    @Test func onReceiveDeliversPublishedValues() {
        struct V: View {
            let subject: PassthroughSubject<Int, Never>
            @State var last = 0
            var body: some View {
                Text("got \(last)").id("got").onReceive(subject) { last = $0 }
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        let h = host(V(subject: subject))
        subject.send(5)
        #expect(h.dump().contains("Text \"got 5\""))
        subject.send(6)
        #expect(h.dump().contains("Text \"got 6\""))
    }

    @Test func projectedBindings() {
        struct Field: View {
            @Binding var value: Int
            var body: some View { Button("set") { value = 42 }.id("set") }
        }
        struct V: View {
            @StateObject var counter = Counter()
            var body: some View {
                VStack {
                    Text("\(counter.count)").id("value")
                    Field(value: $counter.count)
                }
            }
        }
        let h = host(V())
        tap(h, "set")
        #expect(h.dump().contains("Text \"42\""))
    }
}

@Suite struct ObservationTrackingTests {
    private struct TitleView: View {
        let model: Model
        var body: some View { Text(model.title).id("title") }
    }

    private struct OtherView: View {
        let model: Model
        var body: some View { Text("\(model.other)").id("other") }
    }

    private struct Screen: View {
        @State var model = Model()
        var body: some View {
            VStack {
                TitleView(model: model)
                OtherView(model: model)
                Button("rename") { model.title = "b" }.id("rename")
                Color.red.frame(width: model.width, height: 10).id("bar")
                Button("grow") { withAnimation(.linear(duration: 1)) { model.width = 300 } }.id("grow")
            }
        }
    }

    @Test func onlyViewsThatReadAChangedPropertyReRun() {
        let h = host(Screen())
        let before = h.bodyEvaluationCount
        tap(h, "rename")
        #expect(h.dump().contains("Text \"b\""))
        // Only TitleView read `title`.
        #expect(h.bodyEvaluationCount - before == 1)
    }

    @Test func observableChangesAnimate() {
        let h = host(Screen())
        tap(h, "grow")
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "bar")!.width == 200)
    }

    @Test func bindableAndEnvironmentObjects() {
        struct Editor: View {
            @Bindable var model: Model
            var body: some View {
                Button("edit") { $model.title.wrappedValue = "edited" }.id("edit")
            }
        }
        struct Reader: View {
            @Environment(Model.self) var model
            var body: some View { Text(model.title).id("read") }
        }
        let model = Model()
        let h = host(VStack { Reader(); Editor(model: model) }.environment(model))
        tap(h, "edit")
        #expect(h.dump().contains("Text \"edited\""))
        let missing = host(Reader())
        #expect(missing.layoutFrame(of: "read") == nil)
        #expect(missing.diagnostics.contains { $0.kind == .unavailableDynamicProperty })
    }
}
