import Foundation
import Testing
@testable import TrellisLayout

/// Sheets, full-screen covers, alerts and confirmation dialogs: presented by the host above
/// the root, laid out with ``PresentationMetrics``, dismissible. Numbers: a 390 × 844
/// window without safe-area insets, the test measurer (a character is half the font size
/// wide; a line is the font size tall).
@Suite struct PresentationTests {
    final class Log { var items: [String] = [] }

    struct SheetDemo: View {
        let log: Log
        var detents: Set<PresentationDetent> = []
        var cover = false
        @State private var shown = true
        var body: some View {
            if cover {
                Button("Root") { log.items.append("root") }.id("root")
                    .fullScreenCover(isPresented: $shown, onDismiss: { log.items.append("dismissed") }) { SheetContent(log: log, detents: detents) }
            } else {
                Button("Root") { log.items.append("root") }.id("root")
                    .sheet(isPresented: $shown, onDismiss: { log.items.append("dismissed") }) { SheetContent(log: log, detents: detents) }
            }
        }
    }

    struct SheetContent: View {
        let log: Log
        let detents: Set<PresentationDetent>
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Button("Close") { dismiss() }.id("close")
                .presentationDetents(detents)
                .onAppear { log.items.append("appear \(isPresented)") }
        }
    }

    @Test func aSheetAtTheLargeDetentIsInsetFromTheTop() {
        let log = Log()
        let h = host(SheetDemo(log: log))
        #expect(h.presentations == [HostedPresentation(kind: "sheet", frame: CGRect(x: 0, y: 10, width: 390, height: 834))])
        // "Close": 42.5 × 17, centred in the sheet.
        #expect(h.rect("close") == CGRect(x: 173.75, y: 418.5, width: 42.5, height: 17))
        #expect(log.items == ["appear true"])
        #expect(h.dump().contains("sheet (0, 10, 390, 834)\n"))
        // The root is not reachable under the sheet.
        h.tap(at: CGPoint(x: 195, y: 100))
        #expect(!log.items.contains("root"))
    }

    @Test func dismissFromInsideTheSheetRunsOnDismissOnce() {
        let log = Log()
        let h = host(SheetDemo(log: log))
        #expect(h.tap(at: CGPoint(x: 195, y: 427)))
        #expect(h.presentations.isEmpty)
        #expect(log.items == ["appear true", "dismissed"])
        #expect(h.layoutFrame(of: "close") == nil)
        // The root takes touches again.
        h.tap(at: CGPoint(x: 195, y: 422))
        #expect(log.items.last == "root")
    }

    @Test func mediumAndCustomDetents() {
        let medium = host(SheetDemo(log: Log(), detents: [.medium, .large]))
        #expect(medium.presentations.first?.frame == CGRect(x: 0, y: 427, width: 390, height: 417))
        let custom = host(SheetDemo(log: Log(), detents: [.height(200), .fraction(0.5)]))
        #expect(custom.presentations.first?.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(custom.dump().contains("presentationDetents([.fraction(0.5), .height(200)])"))
        // With a 47-pt top and 34-pt bottom safe area the large sheet starts at 57 and the
        // content is centred above the home indicator.
        let safe = HostingView(rootView: SheetDemo(log: Log()), size: CGSize(width: 390, height: 844), displayScale: 2, textMeasurer: FixedTextMeasurer())
        safe.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        #expect(safe.presentations.first?.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(safe.rect("close") == CGRect(x: 173.75, y: 57 + (787 - 34 - 17) / 2, width: 42.5, height: 17))
    }

    @Test func tapOutsideASheetAndTheHostDismissal() {
        let log = Log()
        let h = host(SheetDemo(log: log, detents: [.medium]))
        // The dimmed area above a medium sheet dismisses it.
        #expect(h.tap(at: CGPoint(x: 195, y: 100)))
        #expect(h.presentations.isEmpty)
        #expect(log.items.last == "dismissed")
        let other = Log()
        let g = host(SheetDemo(log: other))
        #expect(g.dismissPresentation())
        #expect(g.presentations.isEmpty && other.items.last == "dismissed")
        #expect(!g.dismissPresentation())
    }

    struct Locked: View {
        @State var shown = true
        var body: some View {
            Color.clear.sheet(isPresented: $shown) {
                Button("Done") { shown = false }.id("done").presentationDetents([.medium]).interactiveDismissDisabled()
            }
        }
    }

    @Test func interactiveDismissDisabledRefusesSwipesAndOutsideTaps() {
        let h = host(Locked())
        #expect(!h.dismissPresentation())
        #expect(!h.tap(at: CGPoint(x: 195, y: 100)))
        #expect(h.presentations.count == 1)
        #expect(h.dump().contains("interactiveDismissDisabled(true)"))
        // The app's own dismissal still works: "Done" is 34 × 17, centred in the medium sheet.
        #expect(h.rect("done") == CGRect(x: 178, y: 427 + (417 - 17) / 2, width: 34, height: 17))
        #expect(h.tap(at: CGPoint(x: 195, y: 635)))
        #expect(h.presentations.isEmpty)
    }

    @Test func aFullScreenCoverFillsTheWindow() {
        let log = Log()
        let h = host(SheetDemo(log: log, cover: true))
        #expect(h.presentations == [HostedPresentation(kind: "fullScreenCover", frame: CGRect(x: 0, y: 0, width: 390, height: 844))])
        #expect(h.rect("close") == CGRect(x: 173.75, y: 413.5, width: 42.5, height: 17))
        h.tap(at: CGPoint(x: 195, y: 422))
        #expect(h.presentations.isEmpty && log.items.last == "dismissed")
    }

    struct Identified: Identifiable { let id: Int }

    struct ItemDemo: View {
        @State var item: Identified? = Identified(id: 7)
        var body: some View {
            Color.clear.sheet(item: $item) { i in Text("Item \(i.id)").id("label") }
        }
    }

    @Test func aSheetForAnItem() {
        let h = host(ItemDemo())
        #expect(h.dump().contains("Text \"Item 7\""))
        #expect(h.dismissPresentation())
        #expect(!h.dump().contains("Item 7") && h.presentations.isEmpty)
    }

    struct AlertDemo: View {
        let log: Log
        var buttons = 2
        var message = true
        @State var shown = true
        var body: some View {
            VStack {
                Button("Top") { log.items.append("top") }
                Spacer()
            }
            .alert("Title", isPresented: $shown) {
                if buttons >= 1 { Button("Delete", role: .destructive) { log.items.append("delete") }.id("delete") }
                if buttons >= 2 { Button("Cancel", role: .cancel) { log.items.append("cancel") }.id("cancel") }
                if buttons >= 3 { Button("More") { log.items.append("more") }.id("more") }
            } message: {
                if message { Text("Message") }
            }
        }
    }

    @Test func anAlertIsA270PointCardWithTwoButtonsSideBySide() {
        let log = Log()
        let h = host(AlertDemo(log: log))
        // Header: 19 + title 17 + 4 + message 13 + 19 = 72; one 44-pt row: 116 tall.
        #expect(h.presentations == [HostedPresentation(kind: "alert", frame: CGRect(x: 60, y: 364, width: 270, height: 116))])
        // The cancel button goes on the left.
        #expect(h.rect("cancel") == CGRect(x: 60, y: 436, width: 135, height: 44))
        #expect(h.rect("delete") == CGRect(x: 195, y: 436, width: 135, height: 44))
        // Outside the card nothing responds, and the root is unreachable.
        #expect(!h.tap(at: CGPoint(x: 195, y: 10)))
        #expect(log.items.isEmpty && h.presentations.count == 1)
        // A button dismisses the alert and runs its action.
        #expect(h.tap(at: CGPoint(x: 262, y: 458)))
        #expect(log.items == ["delete"])
        #expect(h.presentations.isEmpty)
    }

    @Test func threeButtonsStackWithCancelLast() {
        let h = host(AlertDemo(log: Log(), buttons: 3))
        // 72 + 3 × 44 = 204; y = (844 − 204) / 2 = 320.
        #expect(h.presentations.first?.frame == CGRect(x: 60, y: 320, width: 270, height: 204))
        #expect(h.rect("delete").minY == 392)
        #expect(h.rect("more").minY == 436)
        #expect(h.rect("cancel") == CGRect(x: 60, y: 480, width: 270, height: 44))
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        let log = Log()
        let h = host(AlertDemo(log: log, buttons: 0, message: false))
        // 19 + 17 + 19 + 44 = 99; y = 372.5.
        #expect(h.presentations.first?.frame == CGRect(x: 60, y: 372.5, width: 270, height: 99))
        #expect(h.dump().contains("Button (cancel)"))
        // OK is semibold (a cancel button).
        let fonts = allNodes(h.renderTree()).flatMap { n -> [RenderText.Piece] in
            if case let .text(t) = n.content { return t.lines.flatMap(\.pieces) }
            return []
        }
        #expect(fonts.first { $0.text == "OK" }?.font.weight == 600)
        #expect(h.tap(at: CGPoint(x: 195, y: 449)))
        #expect(h.presentations.isEmpty && log.items.isEmpty)
    }

    struct DialogDemo: View {
        let log: Log
        var visible = false
        @State var shown = true
        var body: some View {
            Color.clear.confirmationDialog("Pick", isPresented: $shown, titleVisibility: visible ? .visible : .automatic) {
                Button("A") { log.items.append("a") }.id("a")
                Button("B", role: .destructive) { log.items.append("b") }.id("b")
            } message: {
                Text("Why")
            }
        }
    }

    @Test func aConfirmationDialogIsAnActionSheetAtTheBottom() {
        let log = Log()
        let h = host(DialogDemo(log: log))
        // The title is hidden (automatic) but the message shows: header 14 + 13 + 14 = 41;
        // rows 2 × 57; gap 8; the added Cancel 57: 220; y = 844 − 8 − 220 = 616.
        #expect(h.presentations == [HostedPresentation(kind: "confirmationDialog", frame: CGRect(x: 8, y: 616, width: 374, height: 220))])
        #expect(h.rect("a") == CGRect(x: 8, y: 657, width: 374, height: 57))
        #expect(h.rect("b") == CGRect(x: 8, y: 714, width: 374, height: 57))
        #expect(!h.dump().contains("Text \"Pick\""))
        #expect(h.dump().contains("Text \"Cancel\""))
        // The added Cancel dismisses without an action.
        #expect(h.tap(at: CGPoint(x: 195, y: 800)))
        #expect(h.presentations.isEmpty && log.items.isEmpty)
    }

    @Test func aVisibleTitleAndTappingOutside() {
        let log = Log()
        let h = host(DialogDemo(log: log, visible: true))
        // Header 14 + 13 + 4 + 13 + 14 = 58: 58 + 114 + 8 + 57 = 237; y = 599.
        #expect(h.presentations.first?.frame == CGRect(x: 8, y: 599, width: 374, height: 237))
        #expect(h.dump().contains("Text \"Pick\""))
        #expect(h.tap(at: CGPoint(x: 195, y: 100)))
        #expect(h.presentations.isEmpty && log.items.isEmpty)
        let g = host(DialogDemo(log: log))
        g.tap(at: CGPoint(x: 195, y: 685))
        #expect(log.items == ["a"] && g.presentations.isEmpty)
    }

    struct Nested: View {
        @State var sheet = true
        @State var alert = true
        var body: some View {
            Color.clear.sheet(isPresented: $sheet) {
                Text("In sheet").alert("Inner", isPresented: $alert) { Button("OK") {} }
            }
        }
    }

    @Test func aPresentationInsideAPresentationIsAboveIt() {
        let h = host(Nested())
        #expect(h.presentations.map(\.kind) == ["sheet", "alert"])
        #expect(h.dismissPresentation())
        #expect(h.presentations.map(\.kind) == ["sheet"])
        let tree = h.renderTree()
        #expect(tree.children.last?.name == "sheet")
    }
}
