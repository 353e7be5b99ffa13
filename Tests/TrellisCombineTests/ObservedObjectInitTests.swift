import Foundation
import Testing
import Trellis

/// A row that takes its object in an initialiser and assigns it, as much SwiftUI code does.
private struct AssignedRow: View {
    @ObservedObject var counter: Counter
    let label: String

    init(counter: Counter, label: String) {
        self.counter = counter
        self.label = label
    }

    var body: some View { Text("\(label) \(counter.count)") }
}

/// The same, through the wrapper's storage.
private struct WrapperRow: View {
    @ObservedObject private var counter: Counter

    init(_ counter: Counter) {
        _counter = ObservedObject(wrappedValue: counter)
    }

    var body: some View { Text("wrapped \(counter.count)") }
}

private func host<V: View>(_ v: V) -> HostingView<V> {
    let h = HostingView(rootView: v, size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

@Suite @MainActor struct ObservedObjectInitTests {
    @Test func assignedInInitIsObserved() {
        let a = Counter()
        let h = host(VStack { AssignedRow(counter: a, label: "a"); WrapperRow(a) })
        #expect(h.dump().contains("Text \"a 0\""))
        a.count = 3
        #expect(h.dump().contains("Text \"a 3\""))
        #expect(h.dump().contains("Text \"wrapped 3\""))
    }

    /// A new object given to the same view replaces the old: the view follows the new
    /// one's changes and no longer the old one's.
    @Test func aNewObjectReplacesTheOld() {
        let a = Counter(), b = Counter()
        b.count = 7
        let h = host(AssignedRow(counter: a, label: "row"))
        h.rootView = AssignedRow(counter: b, label: "row")
        #expect(h.dump().contains("Text \"row 7\""))
        let before = h.bodyEvaluationCount
        a.count = 1
        h.layoutIfNeeded()
        #expect(h.bodyEvaluationCount == before)
        #expect(h.dump().contains("Text \"row 7\""))
        b.count = 8
        #expect(h.dump().contains("Text \"row 8\""))
        #expect(h.bodyEvaluationCount == before + 1)
    }

    /// The setter of `wrappedValue` sets the object (outside an initialiser too).
    @Test func wrappedValueSetter() {
        let a = Counter(), b = Counter()
        b.count = 2
        var wrapper = ObservedObject(wrappedValue: a)
        wrapper.wrappedValue = b
        #expect(wrapper.wrappedValue === b)
        #expect(wrapper.wrappedValue.count == 2)
    }
}
