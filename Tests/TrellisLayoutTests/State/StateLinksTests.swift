import Foundation
import Testing
@testable import TrellisLayout

/// A state box's readers and graph, held through links (StateLinks.swift): one reader in
/// place and others beside it, readers that went away, and boxes and models that outlive
/// their host.
@Suite struct StateLinksTests {
    final class Log: @unchecked Sendable {
        var bodies: [String: Int] = [:]
        var value: Binding<CGFloat>?
        var shown: Binding<[String]>?
    }

    /// A view that reads the owner's value through a binding: its width.
    struct Reader: View {
        let name: String
        let log: Log
        @Binding var value: CGFloat
        var body: some View {
            log.bodies[name, default: 0] += 1
            return Color.red.frame(width: value, height: 10).id(name)
        }
    }

    /// Owns the value; shows a reader for each name shown. Reads neither value itself.
    struct Owner: View {
        let log: Log
        @State var value: CGFloat = 10
        @State var shown: [String]
        var body: some View {
            log.value = $value
            log.shown = $shown
            log.bodies["owner", default: 0] += 1
            return HStack(spacing: 0) {
                ForEach(shown, id: \.self) { Reader(name: $0, log: log, value: $value) }
            }
        }
    }

    @Test func aValueReadByThreeViewsUpdatesThemAll() {
        let log = Log()
        let h = host(Owner(log: log, shown: ["a", "b", "c"]), width: 300, height: 100)
        #expect(log.bodies == ["owner": 1, "a": 1, "b": 1, "c": 1])
        log.value!.wrappedValue = 30
        h.layoutIfNeeded()
        // The first reader is kept in place, the other two beside it: all three run again,
        // and the owner, which only made the binding, does not.
        #expect(log.bodies == ["owner": 1, "a": 2, "b": 2, "c": 2])
        for (i, name) in ["a", "b", "c"].enumerated() { expectRect(h.rect(name), 105 + CGFloat(i) * 30, 45, 30, 10) }
    }

    @Test func aReaderThatWentAwayIsForgottenAndANewOneTakesItsPlace() {
        let log = Log()
        let h = host(Owner(log: log, shown: ["a", "b"]), width: 300, height: 100)
        // The first reader ("a", kept in place) goes; "b" still reads. (Changing what is
        // shown runs the owner's body, and so the readers' bodies, again.)
        log.shown!.wrappedValue = ["b"]
        h.layoutIfNeeded()
        var before = log.bodies
        log.value!.wrappedValue = 20
        h.layoutIfNeeded()
        #expect(log.bodies["a"] == 1)
        #expect(log.bodies["b"] == before["b"]! + 1)
        #expect(log.bodies["owner"] == before["owner"])
        expectRect(h.rect("b"), 140, 45, 20, 10)
        // A new reader takes the place "a" left: a change reaches it and "b".
        log.shown!.wrappedValue = ["b", "c"]
        h.layoutIfNeeded()
        before = log.bodies
        log.value!.wrappedValue = 40
        h.layoutIfNeeded()
        #expect(log.bodies["b"] == before["b"]! + 1)
        #expect(log.bodies["c"] == before["c"]! + 1)
        #expect(log.bodies["owner"] == before["owner"])
        expectRect(h.rect("b"), 110, 45, 40, 10)
        expectRect(h.rect("c"), 150, 45, 40, 10)
        expectAsFresh(h, host(Owner(log: Log(), value: 40, shown: ["b", "c"]), width: 300, height: 100))
    }

    @Test func aBindingThatOutlivesItsHostKeepsItsValueAndUpdatesNothing() {
        let log = Log()
        weak var graph: ViewGraph?
        do {
            let h = host(Owner(log: log, shown: ["a"]), width: 300, height: 100)
            graph = h.graph
            #expect(graph != nil)
        }
        // The host and its graph are gone; the binding the owner made is not.
        #expect(graph == nil)
        let value = log.value!
        value.wrappedValue = 50
        #expect(value.wrappedValue == 50)
        #expect(log.bodies == ["owner": 1, "a": 1])
    }

    @Test func aModelChangedAfterItsHostWentUpdatesNothing() {
        let model = LeafModel()
        model.width = 10
        weak var graph: ViewGraph?
        do {
            let h = host(ModelLeaf(model: model, id: 1), width: 300, height: 100)
            graph = h.graph
            #expect(h.rect(1).width == 10)
        }
        #expect(graph == nil)
        // The observation the body's read registered fires into a link whose graph is gone.
        model.width = 20
        #expect(model.width == 20)
    }

    /// Observation calls a model's observers on the thread that changed it. A change made
    /// on another thread waits for the host's next update on its own thread, as SwiftUI
    /// applies a change made off the main thread in a later update on the main thread.
    @Test func aModelChangedOnAnotherThreadUpdatesTheHostAtItsNextUpdate() {
        let model = LeafModel()
        model.width = 10
        let h = host(ModelLeaf(model: model, id: 1), width: 300, height: 100)
        #expect(h.rect(1).width == 10)
        onAnotherThread { model.width = 30 }
        // Nothing of the host was touched from the other thread.
        #expect(!h.graph.needsUpdate)
        #expect(h.rect(1).width == 30)
        // On the host's own thread a change invalidates at once, as before.
        model.width = 40
        #expect(h.graph.needsUpdate)
        #expect(h.rect(1).width == 40)
    }

    /// A change from another thread keeps the transaction it was made in there.
    @Test func aChangeFromAnotherThreadKeepsItsTransaction() {
        let model = LeafModel()
        let h = host(ModelLeaf(model: model, id: 1), width: 300, height: 100)
        #expect(h.rect(1).height == 20)
        onAnotherThread {
            withAnimation(.linear(duration: 1)) { model.height = 40 }
        }
        #expect(!h.graph.needsUpdate)
        #expect(h.rect(1).height == 40)
        // The height animates from 20 to 40 over one second.
        #expect(h.presentationFrame(of: 1)!.height == 20)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: 1)!.height == 30)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: 1)!.height == 40)
    }

    /// SwiftUI lets any thread write state. A write on another thread waits for the host's
    /// next update on its own thread, in the transaction it was made in there.
    @Test func aStateWrittenOnAnotherThreadUpdatesTheHostAtItsNextUpdate() {
        let log = Log()
        let h = host(Owner(log: log, shown: ["a"]), width: 300, height: 100)
        #expect(h.rect("a").width == 10)
        let value = log.value!
        onAnotherThread { value.wrappedValue = 30 }
        #expect(!h.graph.needsUpdate)
        #expect(h.rect("a").width == 30)
        onAnotherThread {
            withAnimation(.linear(duration: 1)) { value.wrappedValue = 50 }
        }
        #expect(!h.graph.needsUpdate)
        #expect(h.rect("a").width == 50)
        // The width animates from 30 to 50 over one second.
        #expect(h.presentationFrame(of: "a")!.width == 30)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "a")!.width == 40)
    }
}
