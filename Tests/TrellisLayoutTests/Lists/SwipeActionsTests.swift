import Foundation
import Testing
@testable import TrellisLayout

/// `swipeActions`: recorded on the row, not drawn; `HostingView.performSwipeAction`,
/// `fullSwipe` and `swipeActionTitles` reach them. Rows of body text are 44 tall.
@Suite @MainActor struct SwipeActionsTests {
    final class Log { var entries: [String] = [] }

    struct Mail: View {
        let log: Log
        let items = ["a", "b"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item).id(item)
                        .swipeActions {
                            Button("Delete", role: .destructive) { log.entries.append("delete \(item)") }
                            Button("Archive") { log.entries.append("archive \(item)") }
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Pin") { log.entries.append("pin \(item)") }
                            Button("Mute") { log.entries.append("mute \(item)") }.disabled(true)
                        }
                }
            }
        }
    }

    @Test func theRowLaysOutAsWithoutActions() {
        let log = Log()
        let h = host(Mail(log: log))
        #expect(h.placedItems(ListRowItem.self).map(\.frame)
            == [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44)])
        expectRect(h.rect("a"), 32, 48.5, 8.5, 17)
        // The actions' titles are not drawn.
        #expect(h.textItem("Delete") == nil)
        #expect(!drawn(h.renderTree()).contains { $0.contains("Delete") })
    }

    @Test func aTestCanPerformARowsActions() {
        let log = Log()
        let h = host(Mail(log: log))
        #expect(h.swipeActionTitles() == ["Delete", "Archive"])
        #expect(h.swipeActionTitles(edge: .leading, in: "b") == ["Pin", "Mute"])
        #expect(h.performSwipeAction())
        #expect(h.performSwipeAction(at: 1, in: "b"))
        #expect(h.performSwipeAction(edge: .leading, in: "a"))
        #expect(log.entries == ["delete a", "archive b", "pin a"])
        // A disabled button, a missing index or row runs nothing.
        #expect(!h.performSwipeAction(edge: .leading, at: 1, in: "a"))
        #expect(!h.performSwipeAction(at: 2))
        #expect(!h.performSwipeAction(in: "zzz"))
        #expect(log.entries.count == 3)
    }

    @Test func aFullSwipeRunsTheFirstActionWhenAllowed() {
        let log = Log()
        let h = host(Mail(log: log))
        #expect(h.fullSwipe(in: "b"))
        #expect(!h.fullSwipe(edge: .leading, in: "b"))
        #expect(log.entries == ["delete b"])
        #expect(!host(List { Text("x") }).fullSwipe())
    }
}
