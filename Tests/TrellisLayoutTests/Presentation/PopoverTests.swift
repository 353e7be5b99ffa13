import Foundation
import Testing
@testable import TrellisLayout

/// Popovers in the host's compact width are sheets, as SwiftUI adapts them on iPhone. A
/// 390 × 844 window without safe-area insets, the test measurer (a character is half the
/// font size wide; a line is the font size tall).
@Suite struct PopoverTests {
    struct Item: Identifiable { let id: Int }

    struct Demo: View {
        @State var shown = false
        @State var item: Item?
        var body: some View {
            VStack(spacing: 0) {
                Button("Info") { shown = true }.id("info")
                    .popover(isPresented: $shown, arrowEdge: .bottom) { Popped(label: "About") }
                Button("Item") { item = Item(id: 7) }.id("item")
                    .popover(item: $item, attachmentAnchor: .point(.top)) { Popped(label: "Item \($0.id)") }
            }
        }
    }

    struct Popped: View {
        let label: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button(label) { dismiss() }.id("popped")
        }
    }

    @Test func aPopoverIsPresentedAsASheetAndDismissed() {
        let h = host(Demo())
        #expect(h.presentations.isEmpty)
        let info = h.rect("info")
        #expect(h.tap(at: CGPoint(x: info.midX, y: info.midY)))
        #expect(h.presentations == [HostedPresentation(kind: "sheet", frame: CGRect(x: 0, y: 10, width: 390, height: 834))])
        // "About": 42.5 × 17, centred in the sheet.
        #expect(h.rect("popped") == CGRect(x: 173.75, y: 418.5, width: 42.5, height: 17))
        #expect(h.tap(at: CGPoint(x: 195, y: 427)))
        #expect(h.presentations.isEmpty)
        #expect(h.layoutFrame(of: "popped") == nil)
    }

    @Test func anItemPopoverShowsItsItem() {
        let h = host(Demo())
        let item = h.rect("item")
        #expect(h.tap(at: CGPoint(x: item.midX, y: item.midY)))
        #expect(h.presentations.count == 1)
        // "Item 7": 51 × 17.
        #expect(h.rect("popped") == CGRect(x: 169.5, y: 418.5, width: 51, height: 17))
        #expect(h.tap(at: CGPoint(x: 195, y: 427)))
        #expect(h.presentations.isEmpty)
    }
}
