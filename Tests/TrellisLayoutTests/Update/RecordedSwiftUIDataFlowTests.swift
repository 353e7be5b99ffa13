import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// Observation, environment, bindings, identity, tasks and `onChange` checked against
/// values recorded from Apple's SwiftUI (issue 45, item 5), as in
/// RecordedSwiftUIUpdateTests: each case names the OpenSwiftUI compatibility test
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Tests/OpenSwiftUICompatibilityTests`,
/// run by its CI under `import SwiftUI`) whose recorded values it expects; the code is
/// written for Trellis's host.
@Suite struct RecordedSwiftUIDataFlowTests {
    final class Log: @unchecked Sendable {
        var content = 0
        var subview = 0
        var values: [Int] = []
        var texts: [String] = []
    }

    @Observable final class Model2 {
        var t1 = false
        @ObservationIgnored var t2 = false
    }

    struct Subview: View {
        let log: Log
        var condition: Bool
        var body: some View {
            let _ = log.subview += 1
            (condition ? Color.red : Color.blue)
        }
    }

    struct PlainModelScreen: View {
        let log: Log
        let togglesTracked: Bool
        private let model = Model2()
        var body: some View {
            let _ = log.content += 1
            VStack {
                Subview(log: log, condition: model.t1)
                Subview(log: log, condition: model.t2)
            }
            .onAppear { if togglesTracked { model.t1.toggle() } else { model.t2.toggle() } }
        }
    }

    struct StateModelScreen: View {
        let log: Log
        let togglesTracked: Bool
        @State private var model = Model2()
        var body: some View {
            let _ = log.content += 1
            VStack {
                Subview(log: log, condition: model.t1)
                Subview(log: log, condition: model.t2)
            }
            .onAppear { if togglesTracked { model.t1.toggle() } else { model.t2.toggle() } }
        }
    }

    /// `ObservedObjectCompatibilityTests.observableMacroTrackedValue`: an `@Observable`
    /// model held in a plain property; toggling a tracked value read by the body: 2, 3.
    @Test func anObservableModelsTrackedChange() {
        let log = Log()
        _ = host(PlainModelScreen(log: log, togglesTracked: true))
        #expect(log.content == 2)
        #expect(log.subview == 3)
    }

    /// `ObservedObjectCompatibilityTests.observableMacroIgnoredValue`: an
    /// `@ObservationIgnored` value changes nothing: 1, 2.
    @Test func anObservableModelsIgnoredChange() {
        let log = Log()
        _ = host(PlainModelScreen(log: log, togglesTracked: false))
        #expect(log.content == 1)
        #expect(log.subview == 2)
    }

    /// `StateObjectCompatibilityTests.observableMacroTrackedValue`: the model in `@State`:
    /// 2, 3.
    @Test func anObservableModelInStateTrackedChange() {
        let log = Log()
        _ = host(StateModelScreen(log: log, togglesTracked: true))
        #expect(log.content == 2)
        #expect(log.subview == 3)
    }

    /// `StateObjectCompatibilityTests.observableMacroIgnoredValue`: 1, 2.
    @Test func anObservableModelInStateIgnoredChange() {
        let log = Log()
        _ = host(StateModelScreen(log: log, togglesTracked: false))
        #expect(log.content == 1)
        #expect(log.subview == 2)
    }

    @Observable final class Valued {
        var value: Int
        init(value: Int) { self.value = value }
    }

    /// `Environment_ObservableCompatibilityTests.environmentObservableObject` and
    /// `environmentOptionalObservableObject`: `.environment(model)` reaches
    /// `@Environment(Model.self)`; a nil model is nil for an optional one.
    @Test func anObservableInTheEnvironment() {
        struct Reader: View {
            let log: Log
            @Environment(Valued.self) private var model
            var body: some View { Color.red.onAppear { log.values.append(model.value) } }
        }
        struct OptionalReader: View {
            let log: Log
            @Environment(Valued.self) private var model: Valued?
            var body: some View { Color.red.onAppear { log.texts.append(model == nil ? "nil" : "model") } }
        }
        struct Screen: View {
            let log: Log
            @State private var model = Valued(value: 1)
            @State private var missing: Valued? = nil
            var body: some View {
                VStack {
                    Reader(log: log).environment(model)
                    OptionalReader(log: log).environment(missing)
                }
            }
        }
        let log = Log()
        _ = host(Screen(log: log))
        #expect(log.values == [1])
        #expect(log.texts == ["nil"])
    }

    /// `BindableCompatibilityTests.bindableExample`: a binding made with `Bindable` from a
    /// model in a plain property; the child writes 1 through it in its `onAppear`, and the
    /// parent's `onAppear`, which runs after, sees 1.
    @Test func aBindableBindingWrittenByAChildsOnAppear() {
        struct Child: View {
            @Binding var value: Int
            var body: some View { Color.red.onAppear { value = 1 } }
        }
        struct Screen: View {
            let log: Log
            private let model = Valued(value: 0)
            var body: some View {
                let m = Bindable(model)
                Child(value: m.value).onAppear { log.values.append(model.value) }
            }
        }
        let log = Log()
        _ = host(Screen(log: log))
        #expect(log.values == [1])
    }

    /// `EnvironmentKeyWritingModifierCompatibilityTests.environmentKeyWriting` and
    /// `EnvironmentKeyTransformModifierCompatibilityTests.environmentKeyTransform`: a
    /// value written with `.environment(_:_:)` or `.transformEnvironment(_:transform:)`
    /// is what the subview reads: 1 and 1.
    @Test func environmentValuesWrittenAndTransformed() {
        struct Reader: View {
            let log: Log
            @Environment(\.recordedCustomValue) private var value
            var body: some View { Color.red.onAppear { log.values.append(value) } }
        }
        let log = Log()
        _ = host(VStack {
            Reader(log: log).environment(\.recordedCustomValue, 1)
            Reader(log: log).transformEnvironment(\.recordedCustomValue) { $0 = 1 }
        })
        #expect(log.values == [1, 1])
    }

    struct ToggledColor: View {
        let log: Log
        let idInside: Bool
        @State private var showRed = false
        var body: some View {
            if idInside {
                (showRed ? Color.red : Color.blue)
                    .onAppear {
                        log.values.append(1)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { if !showRed { showRed.toggle() } }
                    }
                    .id(showRed)
            } else {
                (showRed ? Color.red : Color.blue)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { if !showRed { showRed.toggle() } }
                    }
                    .id(showRed)
                    .onAppear { log.values.append(1) }
            }
        }
    }

    /// `IDViewCompatibilityTests.idAfterOnAppear`: an `onAppear` inside `.id` runs again
    /// when the id changes (2 calls).
    @Test func onAppearInsideAnIDRunsAgainWhenItChanges() {
        let log = Log()
        let h = host(ToggledColor(log: log, idInside: true))
        h.advance(by: 2.5)
        #expect(log.values.count == 2)
    }

    /// `IDViewCompatibilityTests.idBeforeOnAppear`: one outside it does not (1 call).
    @Test func onAppearOutsideAnIDRunsOnce() {
        let log = Log()
        let h = host(ToggledColor(log: log, idInside: false))
        h.advance(by: 2.5)
        #expect(log.values.count == 1)
    }

    /// `TaskModifierCompatibilityTests.taskWithID`: a task with an id runs on appearing
    /// and again when the id changes (2 runs, the second seeing 1).
    @Test func aTaskRunsAgainForANewID() async {
        struct Screen: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Color.red
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { value += 1 } }
                    .task(id: value) { [value] in log.values.append(value) }
            }
        }
        let log = Log()
        let h = host(Screen(log: log))
        await h.runTasks()
        h.advance(by: 0.2)
        await h.runTasks()
        #expect(log.values == [0, 1])
    }

    /// `ValueActionModifierCompatibilityTests.onChangeDeprecatedSingleParameter`,
    /// `onChangeZeroParameters`, `stringValueChanges`, `booleanValueChanges`: `value = 1`
    /// in `onAppear`, then a block of the main queue; the single-parameter form sees
    /// [1, 2], the zero-parameter form runs twice, a string ends "final", and a Boolean
    /// set true, false, true in three turns runs the action three times.
    @Test func onChangeForms() {
        struct Screen: View {
            let log: Log
            @State private var single = 0
            @State private var zero = 0
            @State private var text = "initial"
            @State private var isOn = false
            var body: some View {
                Color.red
                    .onAppear {
                        single = 1
                        zero = 1
                        text = "changed"
                        isOn = true
                        DispatchQueue.main.async {
                            single = 2
                            zero = 2
                            text = "final"
                            isOn = false
                            DispatchQueue.main.async { isOn = true }
                        }
                    }
                    .onChange(of: single) { newValue in log.values.append(newValue) }
                    .onChange(of: zero) { log.texts.append("zero") }
                    .onChange(of: text) { _, newValue in log.texts.append(newValue) }
                    .onChange(of: isOn) { log.texts.append("bool") }
            }
        }
        let log = Log()
        _ = host(Screen(log: log))
        #expect(log.values == [1, 2])
        #expect(log.texts.filter { $0 == "zero" }.count == 2)
        #expect(log.texts.filter { $0 != "zero" && $0 != "bool" }.last == "final")
        #expect(log.texts.filter { $0 == "bool" }.count == 3)
    }

    /// `ValueActionModifierCompatibilityTests.onChangeWithInitialZeroParameters`: with
    /// `initial: true` and no change, the action runs once, on appearing.
    @Test func onChangeInitialWithoutAChange() {
        let log = Log()
        _ = host(Color.orange.onChange(of: 0, initial: true) { log.values.append(1) })
        #expect(log.values == [1])
    }

    struct Numbered: View {
        let log: Log
        var number: Int
        var body: some View {
            let _ = log.subview += 1
            (number % 2 == 0 ? Color.red : Color.blue)
        }
    }

    struct EvenNumbered: View, Equatable {
        let log: Log
        var number: Int
        var body: some View {
            let _ = log.subview += 1
            (number % 2 == 0 ? Color.red : Color.blue)
        }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
    }

    struct Counting: View {
        let log: Log
        let equatable: Bool
        @State private var count = 0
        var body: some View {
            Group {
                if equatable {
                    EvenNumbered(log: log, number: count).equatable()
                } else {
                    Numbered(log: log, number: count)
                }
            }
            .onAppear {
                DispatchQueue.main.async {
                    count += 2
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { count += 2 }
                }
            }
        }
    }

    /// `EquatableViewCompatibilityTests.nonEquatable`: the child's number changes twice,
    /// so its body runs 3 times.
    @Test func aChangedChildIsEvaluatedEachTime() {
        let log = Log()
        let h = host(Counting(log: log, equatable: false))
        h.advance(by: 1)
        #expect(log.subview == 3)
    }

    /// `EquatableViewCompatibilityTests.equatable`: with `.equatable()` and an `==` that
    /// compares evenness, the new values are equal and the body is not run again. SwiftUI's
    /// recording accepts 1 to 3 (its note: 2 locally, the second a layout-time call, and
    /// 1 to 3 on CI); Trellis evaluates it once.
    @Test func anEqualEquatableChildIsNotEvaluatedAgain() {
        let log = Log()
        let h = host(Counting(log: log, equatable: true))
        h.advance(by: 1)
        #expect(log.subview == 1)
    }

    /// `AnimationCompletionCompatibilityTests.logicallyAndRemovedComplete`: two
    /// animations of 5 s that are logically complete after 1 s; the completion asking
    /// for logical completion runs first (1), the one asking for removal at the end (2).
    @Test func logicalCompletionComesBeforeRemoval() {
        struct Screen: View {
            let log: Log
            @State private var showRed = false
            @State private var scale = 1.0
            var body: some View {
                (showRed ? Color.red : Color.blue)
                    .frame(width: 100 * scale, height: 100 * scale)
                    .onAppear {
                        let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
                        withAnimation(animation, completionCriteria: .logicallyComplete) {
                            showRed.toggle()
                        } completion: { log.values.append(1) }
                        withAnimation(animation, completionCriteria: .removed) {
                            scale = 2
                        } completion: { log.values.append(2) }
                    }
            }
        }
        let log = Log()
        let h = host(Screen(log: log))
        h.advance(by: 1.5)
        #expect(log.values == [1])
        h.advance(by: 4)
        #expect(log.values == [1, 2])
    }
}

private struct RecordedCustomValueKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var recordedCustomValue: Int {
        get { self[RecordedCustomValueKey.self] }
        set { self[RecordedCustomValueKey.self] = newValue }
    }
}
