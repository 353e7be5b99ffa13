import Foundation
import Testing
@testable import TrellisLayout

@Suite struct ListTests {
    @Test func insetGroupedRowsAndSections() {
        let h = host(List {
            Section("Fruit") {
                Text("Apple").id("apple")
                Text("Pear").id("pear")
            }
            Section {
                Text("Carrot").id("carrot")
            } footer: {
                Text("Vegetables").id("footer")
            }
        }.id("list"))
        expectRect(h.rect("list"), 0, 0, 390, 844)
        // Header (footnote 13 pt with the test measurer: 13 tall) at y 16, x 32; the card
        // starts 7 below: y 36. Rows 44 tall (17 + 2 × 11 < 44), content at x 32 centred.
        expectRect(h.rect("apple"), 32, 36 + 13.5, 42.5, 17)
        expectRect(h.rect("pear"), 32, 80 + 13.5, 34, 17)
        // Second section: 35 below the first card (124): 159.
        expectRect(h.rect("carrot"), 32, 159 + 13.5, 51, 17)
        // Footer 7 below its card, 13 pt text.
        expectRect(h.rect("footer"), 32, 203 + 7, 65, 13)
        let tree = h.renderTree()
        var separators = 0
        func visit(_ n: RenderNode) {
            if n.name == "List separator" { separators += 1 }
            n.children.forEach(visit)
        }
        visit(tree)
        #expect(separators == 1)   // between Apple and Pear only
    }

    @Test func listOfDataAndForm() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        let h = host(List(items) { Text($0.name).id($0.id) })
        // No section: the rows start 35 from the top.
        expectRect(h.rect(1), 32, 35 + 13.5, 25.5, 17)
        let f = host(Form { Text("x").id("x") })
        expectRect(f.rect("x"), 32, 35 + 13.5, 8.5, 17)
    }
}
