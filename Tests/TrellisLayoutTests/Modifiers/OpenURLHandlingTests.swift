import Foundation
import Testing
@testable import TrellisLayout

/// `onOpenURL` actions of the views shown run when the host delivers a URL, in the order
/// the views appeared; a view that has gone no longer hears it.
@Suite @MainActor struct OpenURLHandlingTests {
    struct Screen: View {
        @State private var opened = "none"
        @State private var showsDetail = true
        let log: Log
        var body: some View {
            VStack {
                Text(opened).id("opened")
                if showsDetail {
                    Color.blue.frame(width: 10, height: 10)
                        .onOpenURL { url in log.lines.append("detail \(url.path)") }
                }
                Button("hide") { showsDetail = false }.id("hide")
            }
            .onOpenURL { url in
                opened = url.host ?? "?"
                log.lines.append("screen \(url.path)")
            }
        }
    }

    final class Log { var lines: [String] = [] }

    @Test func theActionsOfTheViewsShownRun() throws {
        let log = Log()
        let h = host(Screen(log: log))
        let url = try #require(URL(string: "app://item/42"))
        #expect(h.deliverOpenURL(url))
        #expect(log.lines == ["detail /42", "screen /42"])
        #expect(h.placedItems(TextItem.self).map(\.text.plainText).contains("item"))
        let hide = try #require(h.rect("hide"))
        #expect(h.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        log.lines = []
        #expect(h.deliverOpenURL(url))
        #expect(log.lines == ["screen /42"])
        #expect(!host(Text("none")).deliverOpenURL(url))
    }
}
