import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// When a parent's body runs again, a child view whose value is unchanged keeps its body
/// (SwiftUI compares the new value with the old one: plain values byte for byte, other
/// `Equatable` views with `==`, the rest field by field; see ViewEquality.swift). What
/// the child depends on (state, observed values, environment values it read) still runs
/// its body.
@Suite struct ViewEqualityTests {
    final class Log: @unchecked Sendable {
        var bodies: [String: Int] = [:]
        func note(_ name: String) { bodies[name, default: 0] += 1 }
    }

    @Observable final class Model {
        var tick = 0
        var width: CGFloat = 10
        var flag = false
    }

    /// Plain data: compared byte for byte.
    struct Plain: View {
        let name: String
        let width: CGFloat
        let log: Log
        var body: some View {
            log.note(name)
            return Color.red.frame(width: width, height: 10).id(name)
        }
    }

    struct Parent: View {
        let model: Model
        let log: Log
        var body: some View {
            log.note("parent")
            _ = model.tick
            return VStack(spacing: 0) {
                Plain(name: "same", width: 10, log: log)
                Plain(name: "follows", width: model.width, log: log)
            }
        }
    }

    @Test func anUnchangedChildKeepsItsBody() {
        let log = Log(), model = Model()
        let h = host(Parent(model: model, log: log), width: 100, height: 100)
        #expect(log.bodies == ["parent": 1, "same": 1, "follows": 1])
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies == ["parent": 2, "same": 1, "follows": 1])
        #expect(h.graph.keptBodies == 2)
        model.width = 30
        h.layoutIfNeeded()
        #expect(log.bodies == ["parent": 3, "same": 1, "follows": 2])
        expectRect(h.rect("same"), 45, 40, 10, 10)
        expectRect(h.rect("follows"), 35, 50, 30, 10)
    }

    /// A closure cannot be compared: a view holding one always runs its body again.
    struct WithClosure: View {
        let log: Log
        let action: () -> Void
        var body: some View {
            log.note("closure")
            return Color.red.frame(width: 10, height: 10)
        }
    }

    struct ClosureParent: View {
        let model: Model
        let log: Log
        var body: some View {
            _ = model.tick
            return WithClosure(log: log) {}
        }
    }

    @Test func aViewHoldingAClosureAlwaysRunsAgain() {
        let log = Log(), model = Model()
        let h = host(ClosureParent(model: model, log: log), width: 100, height: 100)
        model.tick += 1
        h.layoutIfNeeded()
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies["closure"] == 3)
    }

    // MARK: Equatable

    /// Not plain (it holds a string): compared with its `==`, which looks at `shown` only.
    struct Labelled: View, Equatable {
        let shown: Int
        let note: String
        let log: Log
        var body: some View {
            log.note("labelled")
            return Color.red.frame(width: CGFloat(shown), height: 10)
        }
        static func == (a: Labelled, b: Labelled) -> Bool { a.shown == b.shown }
    }

    /// Plain data whose `==` says every two values are equal: SwiftUI compares plain
    /// values byte for byte and does not call it, unless the view is wrapped in
    /// `.equatable()`.
    struct PlainEqual: View, Equatable {
        static let log = Log()
        let value: Int
        let wrapped: Bool
        var body: some View {
            Self.log.note(wrapped ? "wrapped" : "plain")
            return Color.red.frame(width: 10, height: 10)
        }
        static func == (a: PlainEqual, b: PlainEqual) -> Bool { true }
    }

    struct EquatableParent: View {
        let model: Model
        let log: Log
        var body: some View {
            VStack {
                Labelled(shown: 10, note: "tick \(model.tick)", log: log)
                PlainEqual(value: model.tick, wrapped: false)
                PlainEqual(value: model.tick, wrapped: true).equatable()
            }
        }
    }

    @Test func equatableViewsAreComparedWithEqualsUnlessPlain() {
        let log = Log(), model = Model()
        let h = host(EquatableParent(model: model, log: log), width: 100, height: 100)
        model.tick += 1
        h.layoutIfNeeded()
        model.tick += 1
        h.layoutIfNeeded()
        // `Labelled`'s `==` ignores the note; the plain view's bytes change each time;
        // `.equatable()` asks `==`.
        #expect(log.bodies == ["labelled": 1])
        #expect(PlainEqual.log.bodies == ["plain": 3, "wrapped": 1])
        #expect(_isPOD(PlainEqual.self))
    }

    // MARK: Bindings

    struct Toggled: View {
        @Binding var isOn: Bool
        let log: Log
        var body: some View {
            log.note("toggled")
            return Color.red.frame(width: isOn ? 20 : 10, height: 10).id("toggled")
        }
    }

    struct BindingParent: View {
        let model: Model
        let log: Log
        @State private var isOn = false
        var body: some View {
            _ = model.tick
            return VStack {
                Toggled(isOn: $isOn, log: log)
                Button("flip") { isOn.toggle() }.frame(width: 50, height: 20)
            }
        }
    }

    @Test func aBindingToTheSameStateIsTheSameValue() {
        let log = Log(), model = Model()
        let h = host(BindingParent(model: model, log: log), width: 100, height: 100)
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies["toggled"] == 1)
        // The state the binding reaches changes: the child read it, so it runs again.
        expectRect(h.rect("toggled"), 45, 31, 10, 10)
        #expect(h.tap(at: CGPoint(x: 50, y: 59)))
        h.layoutIfNeeded()
        #expect(log.bodies["toggled"] == 2)
        expectRect(h.rect("toggled"), 40, 31, 20, 10)
    }

    @Test func bindingsCompareByLocation() {
        let model = Model()
        let a = Bindable(model).flag, b = Bindable(model).flag, other = Bindable(Model()).flag
        #expect(a.location == b.location)
        #expect(a.location != other.location)
        #expect(Binding<Int>.constant(1).location == nil)
        let s = State(wrappedValue: [1, 2, 3])
        #expect(s.projectedValue[1].location == s.projectedValue[1].location)
        #expect(s.projectedValue[1].location != s.projectedValue[2].location)
    }

    // MARK: What an unchanged view depends on

    struct Reader: View {
        let model: Model
        let log: Log
        var body: some View {
            log.note("reader")
            return Color.red.frame(width: model.width, height: 10).id("reader")
        }
    }

    struct ReaderParent: View {
        let model: Model
        let log: Log
        var body: some View {
            _ = model.tick
            return Reader(model: model, log: log)
        }
    }

    @Test func anUnchangedViewStillFollowsWhatItObserves() {
        let log = Log(), model = Model()
        let h = host(ReaderParent(model: model, log: log), width: 100, height: 100)
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies["reader"] == 1)
        // One write dirties the child only; a second dirties parent and child at once.
        model.width = 40
        h.layoutIfNeeded()
        #expect(log.bodies["reader"] == 2)
        expectRect(h.rect("reader"), 30, 45, 40, 10)
        model.width = 50
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies["reader"] == 3)
        expectRect(h.rect("reader"), 25, 45, 50, 10)
    }

    struct FontReader: View {
        @Environment(\.font) private var font
        let log: Log
        var body: some View {
            log.note("font")
            return Color.red.frame(width: font == nil ? 10 : 20, height: 10).id("font")
        }
    }

    struct Grandchild: View {
        let log: Log
        var body: some View {
            log.note("grandchild")
            return FontReader(log: log)
        }
    }

    struct EnvironmentParent: View {
        let model: Model
        let log: Log
        var body: some View {
            Grandchild(log: log).font(model.flag ? .title : nil)
                .environment(\.lineLimit, model.tick)
        }
    }

    @Test func anEnvironmentChangeReachesTheViewsThatReadIt() {
        let log = Log(), model = Model()
        let h = host(EnvironmentParent(model: model, log: log), width: 100, height: 100)
        #expect(log.bodies == ["grandchild": 1, "font": 1])
        // A value no one reads changes: both bodies are kept.
        model.tick += 1
        h.layoutIfNeeded()
        #expect(log.bodies == ["grandchild": 1, "font": 1])
        // The font changes: the grandchild did not read it and keeps its body; the view
        // that read it runs again.
        model.flag = true
        h.layoutIfNeeded()
        #expect(log.bodies == ["grandchild": 1, "font": 2])
        expectRect(h.rect("font"), 40, 45, 20, 10)
    }
}
