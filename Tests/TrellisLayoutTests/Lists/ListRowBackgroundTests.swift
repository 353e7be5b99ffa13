import Foundation
import Testing
@testable import TrellisLayout

/// Render nodes named `name`, depth first.
func renderNodes(_ node: RenderNode, named name: String) -> [RenderNode] {
    (node.name == name ? [node] : []) + node.children.flatMap { renderNodes($0, named: name) }
}

/// Every render node, depth first.
func allRenderNodes(_ node: RenderNode) -> [RenderNode] {
    [node] + node.children.flatMap(allRenderNodes)
}

/// `listRowBackground` fills the row's cell (clipped to the section's corners) instead of
/// the card colour; `listSectionSeparator` shows or hides a plain list's section edges.
/// Rows of 17-point text are 44 tall; the inset-grouped cards are 16 in and 35 down.
@Suite @MainActor struct ListRowBackgroundTests {
    private func fills(_ node: RenderNode, _ color: Color) -> [CGRect] {
        allRenderNodes(node).compactMap { n in
            if case .fill(_, let c, _) = n.content, c == color { return n.frame }
            return nil
        }
    }

    @Test func theBackgroundFillsTheCellAndTheContentStays() throws {
        let h = host(List {
            Text("Apple").id("apple").listRowBackground(Color.red)
            Text("Pear").id("pear")
        })
        #expect(h.placedItems(ListRowCellBackgroundItem.self).map(\.frame) == [CGRect(x: 16, y: 35, width: 358, height: 44)])
        // The content where it is without a background.
        expectRect(h.rect("apple"), 32, 48.5, 42.5, 17)
        expectRect(h.rect("pear"), 32, 79 + 13.5, 34, 17)
        let tree = h.renderTree()
        #expect(fills(tree, .red) == [CGRect(x: 16, y: 35, width: 358, height: 44)])
        let rows = renderNodes(tree, named: "List row")
        #expect(rows.count == 2)
        // No card colour under the background; the second row keeps its card.
        guard case .none = rows[0].content else { Issue.record("first row still draws its card"); return }
        guard case .fill(_, let card, _) = rows[1].content else { Issue.record("second row lost its card"); return }
        #expect(card == ListMetrics.card)
        // The background is clipped to the first row's rounded top corners and drawn
        // under the separator.
        let names = rows[0].children.map(\.name)
        let bg = try #require(names.firstIndex(of: "List row background"))
        let sep = try #require(names.firstIndex(of: "List separator"))
        #expect(bg < sep)
        let clip = try #require(rows[0].children[bg].clip)
        #expect(clip.boundingRect == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(!clip.containsPoint(CGPoint(x: 16.5, y: 35.5), eoFill: false))
        #expect(clip.containsPoint(CGPoint(x: 16.5, y: 78.5), eoFill: false))
        #expect(clip.containsPoint(CGPoint(x: 195, y: 57), eoFill: false))
    }

    @Test func inAPlainListTheCellIsEdgeToEdge() {
        let h = host(List {
            Text("Apple").listRowBackground(Color.blue.opacity(0.5))
        }.listStyle(.plain))
        #expect(h.placedItems(ListRowCellBackgroundItem.self).map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
        #expect(fills(h.renderTree(), Color.blue.opacity(0.5)) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
    }

    @Test func nilOrOutsideAListChangesNothing() {
        let plain = host(List { Text("Apple").listRowBackground(nil as Color?) })
        #expect(plain.placedItems(ListRowCellBackgroundItem.self).isEmpty)
        let outside = host(Text("Apple").id("apple").listRowBackground(Color.red))
        expectRect(outside.rect("apple"), 173.75, 413.5, 42.5, 17)
        #expect(fills(outside.renderTree(), .red).isEmpty)
    }

    /// A plain list's section: header "Fruit" 13 tall at 16, rows from 16 + 13 + 7 = 36.
    private func fruit(_ style: some ListStyle, rowHides: VerticalEdge.Set? = nil, sectionHides: VerticalEdge.Set? = nil) -> HostingView<AnyView> {
        let apple = AnyView(Text("Apple"))
        let row = rowHides.map { AnyView(apple.listSectionSeparator(.hidden, edges: $0)) } ?? apple
        let section = Section("Fruit") { row; Text("Pear") }
        let list: AnyView
        if let edges = sectionHides {
            list = AnyView(List { section.listSectionSeparator(.hidden, edges: edges) })
        } else {
            list = AnyView(List { section })
        }
        return host(AnyView(list.listStyle(style)))
    }

    @Test func aPlainListDrawsItsSectionEdges() {
        let h = fruit(.plain)
        let rows = h.placedItems(ListRowItem.self).map(\.frame)
        #expect(rows == [CGRect(x: 0, y: 36, width: 390, height: 44), CGRect(x: 0, y: 80, width: 390, height: 44)])
        let tree = h.renderTree()
        // Half a point thick at scale 2, from the content's leading edge (16) to the row's end.
        #expect(renderNodes(tree, named: "List section separator").map(\.frame)
            == [CGRect(x: 16, y: 36, width: 374, height: 0.5), CGRect(x: 16, y: 123.5, width: 374, height: 0.5)])
        #expect(renderNodes(tree, named: "List separator").map(\.frame) == [CGRect(x: 16, y: 79.5, width: 374, height: 0.5)])
    }

    @Test func listSectionSeparatorHidesEdges() {
        func sectionLines(_ h: HostingView<AnyView>) -> [CGFloat] {
            renderNodes(h.renderTree(), named: "List section separator").map(\.frame.minY)
        }
        #expect(sectionLines(fruit(.plain, sectionHides: .all)) == [])
        #expect(sectionLines(fruit(.plain, sectionHides: .top)) == [123.5])
        #expect(sectionLines(fruit(.plain, rowHides: .bottom)) == [36])
        // Row separators are left alone.
        #expect(renderNodes(fruit(.plain, sectionHides: .all).renderTree(), named: "List separator").count == 1)
        // Cards and bands have no section separators.
        #expect(sectionLines(fruit(.insetGrouped)) == [])
        #expect(sectionLines(fruit(.grouped)) == [])
    }
}
