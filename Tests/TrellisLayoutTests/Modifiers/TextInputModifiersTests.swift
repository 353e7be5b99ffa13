import Foundation
import Testing
@testable import TrellisLayout

/// Text input settings reach the environment of the views inside; `onSubmit` actions run
/// when a test submits a field (`HostingView.submit(in:)`), the innermost first, and a
/// submit scope stops the outer ones.
@Suite @MainActor struct TextInputModifiersTests {
    final class Seen {
        var autocorrectionDisabled: [Bool] = []
        var capitalization: [TextInputAutocapitalization?] = []
        var submitLabels: [SubmitLabel] = []
        var selectable: [Bool] = []
        var submitted: [String] = []
    }

    struct Probe: View {
        let seen: Seen
        @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
        @Environment(\.textInputAutocapitalization) private var capitalization
        @Environment(\.submitLabel) private var submitLabel
        @Environment(\.allowsTextSelection) private var selectable
        var body: some View {
            let _ = seen.autocorrectionDisabled.append(autocorrectionDisabled)
            let _ = seen.capitalization.append(capitalization)
            let _ = seen.submitLabels.append(submitLabel)
            let _ = seen.selectable.append(selectable)
            Color.clear.frame(width: 10, height: 10)
        }
    }

    @Test func settingsReachTheEnvironment() {
        let seen = Seen()
        _ = host(VStack {
            Probe(seen: seen)
            Probe(seen: seen)
                .autocorrectionDisabled()
                .textInputAutocapitalization(.words)
                .submitLabel(.search)
                .textSelection(.enabled)
            // The innermost setting wins; `nil` keeps the one around it.
            Probe(seen: seen).disableAutocorrection(false).autocorrectionDisabled(true)
            Probe(seen: seen).disableAutocorrection(nil).autocorrectionDisabled(true)
        })
        #expect(seen.autocorrectionDisabled == [false, true, false, true])
        #expect(seen.capitalization == [nil, .words, nil, nil])
        #expect(seen.submitLabels == [.return, .search, .return, .return])
        #expect(seen.selectable == [false, true, false, false])
    }

    @Test func submittingAFieldRunsItsActionsInnermostFirst() {
        let seen = Seen()
        let h = host(VStack {
            TextField("Name", text: .constant("")).id("name")
                .onSubmit { seen.submitted.append("name") }
            TextField("Search", text: .constant("")).id("search")
                .onSubmit(of: .search) { seen.submitted.append("search only") }
            TextField("Scoped", text: .constant("")).id("scoped")
                .onSubmit { seen.submitted.append("scoped") }
                .submitScope()
        }
        .onSubmit { seen.submitted.append("form") })
        #expect(h.submit(in: "name"))
        #expect(seen.submitted == ["name", "form"])
        seen.submitted = []
        #expect(h.submit(in: "search"))
        #expect(seen.submitted == ["form"])  // the `.search` action is not for text fields
        seen.submitted = []
        #expect(h.submit(in: "scoped"))
        #expect(seen.submitted == ["scoped"])
        seen.submitted = []
        #expect(h.submit())  // the first field in the window
        #expect(seen.submitted == ["name", "form"])
        #expect(!h.submit(in: "nothing"))
        #expect(!host(Text("no field")).submit())
    }

    @Test func aSubmitActionChangesStateAndTheViewsFollow() {
        struct Form: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    TextField("Name", text: .constant("")).onSubmit { count += 1 }
                    Text("\(count)").id("count")
                }
            }
        }
        let h = host(Form())
        func shown() -> [String] { h.placedItems(TextItem.self).map(\.text.plainText) }
        #expect(shown().contains("0"))
        h.submit()
        #expect(shown().contains("1") && !shown().contains("0"))
    }

    @Test func helpIsTheAccessibilityHint() {
        let h = host(VStack {
            Color.red.frame(width: 10, height: 10).help("Adds a row").id("a")
            Color.red.frame(width: 10, height: 10).help(Text("Deletes")).id("b")
        })
        #expect(h.accessibilityProperties(of: "a") == [.hint("Adds a row")])
        #expect(h.accessibilityProperties(of: "b") == [.hint("Deletes")])
    }

    @Test func scrollIndicatorVisibilityFollowsTheAxes() {
        final class Box { var seen: [String] = [] }
        struct Probe: View {
            let box: Box
            @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
            @Environment(\.verticalScrollIndicatorVisibility) private var vertical
            var body: some View {
                let _ = box.seen.append("\(horizontal == .hidden) \(vertical == .hidden)")
                Color.clear
            }
        }
        let box = Box()
        _ = host(VStack {
            Probe(box: box)
            Probe(box: box).scrollIndicators(.hidden)
            Probe(box: box).scrollIndicators(.hidden, axes: .vertical)
        })
        #expect(box.seen == ["false false", "true true", "false true"])
    }
}
