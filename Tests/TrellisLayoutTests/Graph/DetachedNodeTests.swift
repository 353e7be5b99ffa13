import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// A view its parent removed is never evaluated again (SwiftUI's rule: a parent evaluated
/// first decides what is shown), and the graph's links that do not own their target are
/// handles that fail once the target has gone (Storage/OwningStore.swift), never dangling pointers.
///
/// The patterns below dirtied a parent and its children in one write; the parent, evaluated
/// first, dropped the children, which were then evaluated anyway, detached, and walked a
/// parent already freed (AddressSanitizer reported the use after free).
@Suite struct DetachedNodeTests {
    final class Log: @unchecked Sendable {
        var bodies: [String: Int] = [:]
    }

    // MARK: An @Observable flag read by a parent and its children

    @Observable final class Model {
        var show = true
    }

    struct Child: View {
        let model: Model
        let name: String
        let log: Log
        var body: some View {
            log.bodies[name, default: 0] += 1
            return Color.red.frame(width: model.show ? 10 : 20, height: 10).id(name)
        }
    }

    struct Parent: View {
        let model: Model
        let log: Log
        var body: some View {
            log.bodies["parent", default: 0] += 1
            return VStack(spacing: 0) {
                if model.show {
                    VStack(spacing: 0) {
                        Child(model: model, name: "a", log: log)
                        Child(model: model, name: "b", log: log)
                    }
                }
                Color.blue.frame(width: 30, height: 30).id("rest")
            }
        }
    }

    @Test func childrenAnObservableFlagRemovesAreNotEvaluated() {
        let log = Log()
        let model = Model()
        let h = host(Parent(model: model, log: log), width: 100, height: 100)
        #expect(log.bodies == ["parent": 1, "a": 1, "b": 1])
        expectRect(h.rect("a"), 45, 25, 10, 10)
        model.show = false
        h.layoutIfNeeded()
        // The parent runs again and drops both children: neither runs again.
        #expect(log.bodies == ["parent": 2, "a": 1, "b": 1])
        #expect(h.layoutFrame(of: "a") == nil)
        expectRect(h.rect("rest"), 35, 35, 30, 30)
        // Shown again: new views, evaluated once each.
        model.show = true
        h.layoutIfNeeded()
        #expect(log.bodies == ["parent": 3, "a": 2, "b": 2])
        expectRect(h.rect("b"), 45, 35, 10, 10)
        #expect(h.graph.store.count > 0)
    }

    // MARK: A button toggling a state that hides children holding a binding to it

    struct Row: View {
        @Binding var on: Bool
        let name: String
        let log: Log
        var body: some View {
            log.bodies[name, default: 0] += 1
            return Color.green.frame(width: on ? 40 : 80, height: 20).id(name)
        }
    }

    struct Screen: View {
        let log: Log
        @State var on = true
        var body: some View {
            VStack(spacing: 0) {
                Button("Hide") { on.toggle() }.frame(width: 100, height: 40).id("button")
                if on {
                    HStack(spacing: 0) {
                        Row(on: $on, name: "left", log: log)
                        Row(on: $on, name: "right", log: log)
                    }
                }
            }
        }
    }

    @Test func childrenABindingsStateHidesAreNotEvaluated() {
        let log = Log()
        let h = host(Screen(log: log), width: 200, height: 200)
        #expect(log.bodies == ["left": 1, "right": 1])
        expectRect(h.rect("right"), 100, 110, 40, 20)
        let button = h.rect("button")
        #expect(h.tap(at: CGPoint(x: button.midX, y: button.midY)))
        h.layoutIfNeeded()
        #expect(log.bodies == ["left": 1, "right": 1])
        #expect(h.layoutFrame(of: "left") == nil)
        expectRect(h.rect("button"), 50, 80, 100, 40)
    }

    // MARK: A row reading an element its parent removed

    struct Item: View {
        @Binding var values: [CGFloat]
        let index: Int
        // Traps when evaluated after its element was removed, as it would in SwiftUI were
        // SwiftUI to evaluate it: the parent, evaluated first, removes it.
        var body: some View { Color.red.frame(width: values[index], height: 10).id(index) }
    }

    struct Column: View {
        @State var values: [CGFloat] = [10, 20, 30]
        var body: some View {
            VStack(spacing: 0) {
                Button("Remove") { values.removeLast() }.frame(width: 60, height: 20).id("remove")
                ForEach(values.indices, id: \.self) { Item(values: $values, index: $0) }
            }
        }
    }

    @Test func aRowWhoseElementWasRemovedIsNotEvaluated() {
        let h = host(Column(), width: 100, height: 100)
        expectRect(h.rect(2), 35, 65, 30, 10)
        let remove = h.rect("remove")
        #expect(h.tap(at: CGPoint(x: remove.midX, y: remove.midY)))
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: 2) == nil)
        expectRect(h.rect(1), 40, 60, 20, 10)
    }

    // MARK: Handles

    /// Only what is named by handle is registered: a node given a parent takes the
    /// parent's store but no slot, and a reader link made for it registers it there.
    @Test func aReaderLinkRegistersItsNodeInItsParentsStore() {
        let store = NodeStore()
        defer { store.removeAll() }
        let parent = GraphNode(viewType: Int.self)
        parent.register(in: store)
        let child = CustomNode(viewType: String.self, environment: EnvironmentValues(), depth: 1)
        child.parent = parent
        #expect(child.handle.isNone)
        #expect(child.nodeStore === store)
        #expect(store.count == 1)
        let link = NodeLink(child)
        #expect(link.store === store)
        #expect(link.node === child)
        #expect(store.count == 2)
    }
}
