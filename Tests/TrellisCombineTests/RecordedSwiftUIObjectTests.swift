// Written as SwiftUI code is: `import Trellis` in place of `import SwiftUI`.
import Foundation
import Testing
import Trellis

/// Body counts and object lookups checked against values recorded from Apple's SwiftUI
/// (issue 45, item 5). Each case is one of OpenSwiftUI's compatibility tests
/// (github.com/OpenSwiftUIProject/OpenSwiftUI, `Tests/OpenSwiftUICompatibilityTests`,
/// run by its CI under `import SwiftUI` in a window on macOS and iOS); the expected
/// values are theirs, the code is written for Trellis's host.
@MainActor
@Suite struct RecordedSwiftUIObjectTests {
    final class Counts {
        var content = 0
        var subview = 0
    }

    final class Published2: ObservableObject {
        @Published var t1 = false
        var t2 = false
    }

    struct Subview: View {
        let counts: Counts
        var condition: Bool
        var body: some View {
            let _ = counts.subview += 1
            (condition ? Color.red : Color.blue)
        }
    }

    private func host<V: View>(_ v: V) -> HostingView<V> {
        let h = HostingView(rootView: v, size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
        h.layoutIfNeeded()
        return h
    }

    struct ObservedScreen: View {
        let counts: Counts
        let togglesPublished: Bool
        @ObservedObject var model = Published2()
        var body: some View {
            let _ = counts.content += 1
            VStack {
                Subview(counts: counts, condition: model.t1)
                Subview(counts: counts, condition: model.t2)
            }
            .onAppear { if togglesPublished { model.t1.toggle() } else { model.t2.toggle() } }
        }
    }

    /// `ObservedObjectCompatibilityTests.observedObjectChangePublishValue`: toggling a
    /// `@Published` value in `onAppear` evaluates the view again (2) and only the subview
    /// whose input changed (3 in all).
    @Test func anObservedObjectsPublishedChange() {
        let counts = Counts()
        _ = host(ObservedScreen(counts: counts, togglesPublished: true))
        #expect(counts.content == 2)
        #expect(counts.subview == 3)
    }

    /// `ObservedObjectCompatibilityTests.observedObjectChangeNonPublishValue`: a value that
    /// is not published changes nothing (1, 2).
    @Test func anObservedObjectsUnpublishedChange() {
        let counts = Counts()
        _ = host(ObservedScreen(counts: counts, togglesPublished: false))
        #expect(counts.content == 1)
        #expect(counts.subview == 2)
    }

    struct StateObjectScreen: View {
        let counts: Counts
        let togglesPublished: Bool
        @StateObject private var model = Published2()
        var body: some View {
            let _ = counts.content += 1
            VStack {
                Subview(counts: counts, condition: model.t1)
                Subview(counts: counts, condition: model.t2)
            }
            .onAppear { if togglesPublished { model.t1.toggle() } else { model.t2.toggle() } }
        }
    }

    /// `StateObjectCompatibilityTests.stateObjectChangePublishValue`: 2, 3.
    @Test func aStateObjectsPublishedChange() {
        let counts = Counts()
        _ = host(StateObjectScreen(counts: counts, togglesPublished: true))
        #expect(counts.content == 2)
        #expect(counts.subview == 3)
    }

    /// `StateObjectCompatibilityTests.stateObjectChangeNonPublishValue`: 1, 2.
    @Test func aStateObjectsUnpublishedChange() {
        let counts = Counts()
        _ = host(StateObjectScreen(counts: counts, togglesPublished: false))
        #expect(counts.content == 1)
        #expect(counts.subview == 2)
    }

    final class Valued: ObservableObject {
        var value: Int
        init(value: Int) { self.value = value }
    }

    /// `EnvironmentObjectCompatibilityTests.environmentObject`: a subview's
    /// `@EnvironmentObject` is the object an ancestor gave, seen in its `onAppear`.
    @Test func anEnvironmentObjectReachesASubview() {
        final class Seen { var value: Int? }
        struct Reader: View {
            let seen: Seen
            @EnvironmentObject private var model: Valued
            var body: some View {
                Color.red.onAppear { seen.value = model.value }
            }
        }
        struct Screen: View {
            let seen: Seen
            @State private var model = Valued(value: 1)
            var body: some View { Reader(seen: seen).environmentObject(model) }
        }
        let seen = Seen()
        _ = host(Screen(seen: seen))
        #expect(seen.value == 1)
    }
}
