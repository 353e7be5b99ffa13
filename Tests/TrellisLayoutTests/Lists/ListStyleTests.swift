import Foundation
import Testing
@testable import TrellisLayout

/// `listStyle` changes the sections' inset, corners, background and gaps; `listRowInsets`
/// a row's content insets; `listRowSeparator(.hidden)` the separator below a row. Rows of
/// 17-point text are 44 tall (17 + 2 × 11 < 44).
@Suite @MainActor struct ListStyleTests {
    private func list(_ style: some ListStyle) -> HostingView<AnyView> {
        host(AnyView(List {
            Text("Apple").id("apple")
            Text("Pear").id("pear")
        }.listStyle(style)))
    }

    private func rows(_ h: HostingView<some View>) -> [CGRect] { h.placedItems(ListRowItem.self).map(\.frame) }

    @Test func eachStyleHasItsInsetAndGap() {
        // Inset-grouped (and the default, and sidebar): cards 16 in, 35 below the top.
        for h in [list(.insetGrouped), list(.automatic), list(.sidebar)] {
            #expect(rows(h) == [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44)])
            expectRect(h.rect("apple"), 32, 48.5, 42.5, 17)
        }
        // Grouped: edge to edge, 35 below the top.
        #expect(rows(list(.grouped)) == [CGRect(x: 0, y: 35, width: 390, height: 44), CGRect(x: 0, y: 79, width: 390, height: 44)])
        expectRect(list(.grouped).rect("apple"), 16, 48.5, 42.5, 17)
        // Plain: edge to edge from the top.
        #expect(rows(list(.plain)) == [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44)])
        // Inset: 16 in, from the top.
        #expect(rows(list(.inset)) == [CGRect(x: 16, y: 0, width: 358, height: 44), CGRect(x: 16, y: 44, width: 358, height: 44)])
    }

    @Test func backgroundsAndCorners() {
        #expect(list(.insetGrouped).placedItems(ListItem.self).first?.background == ListMetrics.background)
        #expect(list(.grouped).placedItems(ListItem.self).first?.background == ListMetrics.background)
        #expect(list(.plain).placedItems(ListItem.self).first?.background == ListMetrics.plainBackground)
        #expect(list(.inset).placedItems(ListItem.self).first?.background == ListMetrics.plainBackground)
        #expect(list(.insetGrouped).placedItems(ListRowItem.self).map(\.cornerRadius) == [10, 10])
        #expect(list(.plain).placedItems(ListRowItem.self).map(\.cornerRadius) == [0, 0])
        // A plain row's background is a plain rectangle.
        let row = CGRect(x: 0, y: 0, width: 390, height: 44)
        #expect(list(.plain).placedItems(ListRowItem.self)[0].backgroundPath(in: row).boundingRect == row)
    }

    @Test func rowInsetsReplaceTheListsAndTheMinimumHeight() {
        let h = host(List {
            Text("Apple").id("apple").listRowInsets(EdgeInsets(top: 2, leading: 40, bottom: 4, trailing: 10))
            Text("Pear").id("pear").listRowInsets(nil)
        })
        // 2 + 17 + 4 = 23 tall; the content at 16 + 40 across, 35 + 2 down.
        #expect(rows(h) == [CGRect(x: 16, y: 35, width: 358, height: 23), CGRect(x: 16, y: 58, width: 358, height: 44)])
        expectRect(h.rect("apple"), 56, 37, 42.5, 17)
        expectRect(h.rect("pear"), 32, 58 + 13.5, 34, 17)
    }

    @Test func aHiddenSeparatorIsNotDrawn() {
        func separators(_ h: HostingView<some View>) -> Int {
            func count(_ n: RenderNode) -> Int { (n.name == "List separator" ? 1 : 0) + n.children.map(count).reduce(0, +) }
            return count(h.renderTree())
        }
        let shown = host(List { Text("a"); Text("b"); Text("c") })
        #expect(separators(shown) == 2)
        let hidden = host(List { Text("a").listRowSeparator(.hidden); Text("b"); Text("c") })
        #expect(separators(hidden) == 1)
        let topOnly = host(List { Text("a").listRowSeparator(.hidden, edges: .top); Text("b"); Text("c") })
        #expect(separators(topOnly) == 2)
    }
}
