import Foundation
import Testing
@testable import TrellisLayout

/// The update cycle checked against values recorded from Apple's SwiftUI (issue 45,
/// item 5). Each case is one of OpenSwiftUI's compatibility tests
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Tests/OpenSwiftUICompatibilityTests`),
/// which run the same view under SwiftUI in a window and assert what it did; the expected
/// values here are theirs, the code is written for Trellis's host (no window: the host
/// lays out when asked, and runs what views gave `DispatchQueue.main` on its turn).
@Suite struct RecordedSwiftUIUpdateTests {
    final class Log: @unchecked Sendable {
        var values: [Int] = []
        var changes: [[Int]] = []
        var text = ""
    }

    /// `StateCompatibilityTests.nestedStateUpdate`: in `onAppear`, `value = 1; value = 2;
    /// withAnimation { value = 3; value = 4 }`; SwiftUI's bodies see [0, 2, 4] and
    /// `onChange` [[0, 2], [2, 4]].
    @Test func writesOfTwoTransactionsInOnAppear() {
        struct ContentView: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                let _ = log.values.append(value)
                Color.white
                    .onAppear {
                        value = 1
                        value = 2
                        withAnimation {
                            value = 3
                            value = 4
                        }
                    }
                    .onChange(of: value) { old, new in log.changes.append([old, new]) }
            }
        }
        let log = Log()
        _ = host(ContentView(log: log))
        #expect(log.values == [0, 2, 4])
        #expect(log.changes == [[0, 2], [2, 4]])
    }

    /// `ValueActionModifierCompatibilityTests.onChangeTwoParameters`: `value = 1` in
    /// `onAppear`, `value = 2` in a block given to the main queue; old values [0, 1], new
    /// [1, 2].
    @Test func onChangeSeesAWriteOfTheMainQueue() {
        struct ContentView: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Color.blue
                    .onAppear {
                        value = 1
                        DispatchQueue.main.async { value = 2 }
                    }
                    .onChange(of: value) { old, new in log.changes.append([old, new]) }
            }
        }
        let log = Log()
        _ = host(ContentView(log: log))
        #expect(log.changes == [[0, 1], [1, 2]])
    }

    /// `ValueActionModifierCompatibilityTests.onChangeWithInitial`: with `initial: true`,
    /// old values [0, 0, 1], new [0, 1, 2].
    @Test func onChangeInitialRunsOnAppearanceFirst() {
        struct ContentView: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Color.blue
                    .onAppear {
                        value = 1
                        DispatchQueue.main.async { value = 2 }
                    }
                    .onChange(of: value, initial: true) { old, new in log.changes.append([old, new]) }
            }
        }
        let log = Log()
        _ = host(ContentView(log: log))
        #expect(log.changes == [[0, 0], [0, 1], [1, 2]])
    }

    /// `ValueActionModifierCompatibilityTests.multipleValueChanges`: writing the value it
    /// already has does not run `onChange`: two calls, the last with 1 → 2.
    @Test func writingTheSameValueChangesNothing() {
        struct ContentView: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Color.purple
                    .onAppear {
                        value = 1
                        DispatchQueue.main.async {
                            value = 2
                            DispatchQueue.main.async { value = 2 }
                        }
                    }
                    .onChange(of: value) { old, new in log.changes.append([old, new]) }
            }
        }
        let log = Log()
        _ = host(ContentView(log: log))
        #expect(log.changes == [[0, 1], [1, 2]])
    }

    /// `AppearanceActionModifierCompatibilityTests.idTestWithIdentityTransition`: with an
    /// identity transition, the old identity disappears before the new one appears:
    /// "AF", then "DT" "AT" (the last "DT" of the recording is the window closing).
    @Test func anIdentityTransitionDisappearsFirst() {
        struct ContentView: View {
            let log: Log
            @State private var toggle = false
            var body: some View {
                Color.red
                    .onAppear {
                        if log.text.isEmpty {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { toggle.toggle() }
                        }
                        log.text += "A" + (toggle ? "T" : "F")
                    }
                    .onDisappear { log.text += "D" + (toggle ? "T" : "F") }
                    .transition(.identity)
                    .id(toggle)
            }
        }
        let log = Log()
        let h = host(ContentView(log: log))
        h.advance(by: 0.2)
        #expect(log.text == "AFDTAT")
    }

    /// `AppearanceActionModifierCompatibilityTests.idTest`: the same without a transition
    /// records "AF", then "AT" "DT": the new identity appears before the old one
    /// disappears (SwiftUI keeps an item removed with a transition, the default
    /// `.opacity`, for a later update; Update/Lifecycle.swift). The recording's last "DT"
    /// is the window closing, which a host does not do.
    @Test func withoutATransitionTheNewIdentityAppearsFirst() {
        struct ContentView: View {
            let log: Log
            @State private var toggle = false
            var body: some View {
                Color.red
                    .onAppear {
                        if log.text.isEmpty {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { toggle.toggle() }
                        }
                        log.text += "A" + (toggle ? "T" : "F")
                    }
                    .onDisappear { log.text += "D" + (toggle ? "T" : "F") }
                    .id(toggle)
            }
        }
        let log = Log()
        let h = host(ContentView(log: log))
        #expect(log.text == "AF")
        h.advance(by: 0.2)
        #expect(log.text == "AFATDT")
    }

    /// `AppearanceActionModifierCompatibilityTests.appear` and
    /// `StateCompatibilityTests.appear`: content that draws nothing still appears, once;
    /// in the second, its `onAppear` toggles state the view owns (true after it).
    @Test func contentThatDrawsNothingAppears() {
        struct ContentView: View {
            let log: Log
            @State private var toggle = false
            var body: some View {
                AnyView(EmptyView()).onAppear {
                    toggle.toggle()
                    log.values.append(toggle ? 1 : 0)
                }
            }
        }
        let log = Log()
        let h = host(ContentView(log: log))
        h.layoutIfNeeded()
        #expect(log.values == [1])
    }
}
