// When a parent's body runs again, a child holding `@StateObject` or `@ObservedObject`
// keeps its body while its value is unchanged (ViewEquality.swift in TrellisLayout); what
// the object publishes still runs it.
import Foundation
import Testing
import Trellis

private final class BodyLog: @unchecked Sendable {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
}

private struct Owner: View {
    @StateObject var counter = Counter()
    let log: BodyLog
    var body: some View {
        log.note("owner")
        return Text("owned \(counter.count)").id("owned")
    }
}

private struct Watcher: View {
    @ObservedObject var counter: Counter
    let log: BodyLog
    var body: some View {
        log.note("watcher")
        return Text("watched \(counter.count)").id("watched")
    }
}

private struct Screen: View {
    let model: Model
    let counter: Counter
    let log: BodyLog
    var body: some View {
        _ = model.other
        return VStack {
            Owner(log: log)
            Watcher(counter: counter, log: log)
        }
    }
}

@Suite struct ObjectViewEqualityTests {
    @Test func objectHoldingViewsKeepTheirBodyWhileUnchanged() {
        let log = BodyLog(), model = Model(), counter = Counter()
        let h = HostingView(rootView: Screen(model: model, counter: counter, log: log), size: CGSize(width: 390, height: 844),
                            displayScale: 2, textMeasurer: FixedTextMeasurer())
        h.layoutIfNeeded()
        #expect(log.counts == ["owner": 1, "watcher": 1])
        model.other += 1
        h.layoutIfNeeded()
        #expect(log.counts == ["owner": 1, "watcher": 1])
        counter.count = 5
        h.layoutIfNeeded()
        #expect(log.counts == ["owner": 1, "watcher": 2])
        #expect(h.dump().contains("watched 5"))
    }
}

private struct CountEditor: View {
    @Binding var count: Int
    let log: BodyLog
    var body: some View {
        log.note("editor")
        return Text("count \(count)")
    }
}

private struct EditingScreen: View {
    let model: Model
    @ObservedObject var counter: Counter
    let log: BodyLog
    var body: some View {
        _ = model.other
        return VStack { CountEditor(count: $counter.count, log: log) }
    }
}

extension ObjectViewEqualityTests {
    /// `$counter.count` of an `@ObservedObject` is a binding to the object's property: made
    /// again by the parent's body, it is the same binding, and the child keeps its body.
    @Test func aBindingToAnObservedObjectsPropertyIsTheSameAcrossBodies() {
        let log = BodyLog(), model = Model(), counter = Counter()
        let h = HostingView(rootView: VStack { EditingScreen(model: model, counter: counter, log: log) }, size: CGSize(width: 390, height: 844),
                            displayScale: 2, textMeasurer: FixedTextMeasurer())
        h.layoutIfNeeded()
        #expect(log.counts == ["editor": 1])
        model.other += 1
        h.layoutIfNeeded()
        #expect(log.counts == ["editor": 1])
        counter.count = 3
        h.layoutIfNeeded()
        #expect(log.counts == ["editor": 2])
        #expect(h.dump().contains("count 3"))
    }
}
