import Foundation
import Testing
@testable import TrellisLayout

/// `contextMenu`: the content is laid out and drawn as it is; the menu's buttons are
/// reached through `HostingView.performContextMenuAction` and `contextMenuTitles`.
@Suite @MainActor struct ContextMenuTests {
    final class Log { var entries: [String] = [] }

    @Test func theContentIsUnchangedAndTheItemsRun() {
        let log = Log()
        let h = host(VStack(spacing: 0) {
            Text("Photo").id("photo").contextMenu {
                Button("Copy") { log.entries.append("copy") }
                Section {
                    Button("Share") { log.entries.append("share") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                }
            }
            Text("Note").id("note").contextMenu {
                Button("Edit") { log.entries.append("edit") }
            } preview: {
                Text("Preview")
            }
        })
        // Two 17-tall lines centred in 844: the first at 405.
        expectRect(h.rect("photo"), 173.75, 405, 42.5, 17)
        expectRect(h.rect("note"), 178, 422, 34, 17)
        #expect(h.textItem("Copy") == nil && h.textItem("Preview") == nil)
        #expect(h.contextMenuTitles() == ["Copy", "Share", "Delete"])
        #expect(h.contextMenuTitles(in: "note") == ["Edit"])
        #expect(h.performContextMenuAction(at: 2, in: "photo"))
        #expect(h.performContextMenuAction(at: 0, in: "note"))
        #expect(!h.performContextMenuAction(at: 3, in: "photo"))
        #expect(!h.performContextMenuAction(at: 0, in: "nothing"))
        #expect(log.entries == ["delete", "edit"])
        #expect(h.placedItems(ContextMenuItem.self).map(\.hasPreview) == [false, true])
    }
}
