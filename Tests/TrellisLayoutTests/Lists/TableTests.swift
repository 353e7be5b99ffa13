import Foundation
import Testing
@testable import TrellisLayout

private struct Person: Identifiable {
    let id: Int
    let name: String
    let city: String
    let age: Int
}

private let people = [
    Person(id: 1, name: "Ann", city: "Oslo", age: 31),
    Person(id: 2, name: "Bo", city: "Lima", age: 7),
]

/// The frames of the drawn text nodes reading `text`, depth first.
private func textFrames(_ node: RenderNode, _ text: String) -> [CGRect] {
    var out: [CGRect] = []
    if case let .text(t) = node.content, t.lines.map(\.text).joined() == text { out.append(node.frame) }
    for c in node.children { out += textFrames(c, text) }
    return out
}

private func regular(_ env: inout EnvironmentValues) { env.horizontalSizeClass = .regular }

@Suite struct TableTests {
    @Test func compactIsAListOfTheFirstColumn() {
        let h = host(Table(people) {
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }
            TableColumn("Age") { (p: Person) in Text("\(p.age)").id("age\(p.id)") }
        })
        // As `List(people) { Text($0.name) }`: rows from y 35, 44 tall, content at x 32,
        // centred (17 tall: 13.5 down).
        expectRect(h.rect("name1"), 32, 35 + 13.5, 25.5, 17)
        expectRect(h.rect("name2"), 32, 79 + 13.5, 17, 17)
        #expect(h.layoutFrame(of: "age1") == nil)
        #expect(textFrames(h.renderTree(), "Age").isEmpty)
        let list = host(List(people) { Text($0.name).id("name\($0.id)") })
        #expect(list.rect("name2") == h.rect("name2"))
    }

    @Test func regularHasAHeaderAndColumnsSharingTheWidth() {
        let h = host(Table(people) {
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }
            TableColumn("Age") { (p: Person) in Text("\(p.age)").id("age\(p.id)") }
        }, configure: regular)
        // Card 358 wide (390 − 2 × 16), row content 326 (less 2 × 16): two columns 16 apart,
        // (326 − 16) / 2 = 155 each, at x 32 and 32 + 155 + 16 = 203.
        // Header: footnote labels (13 tall) at y 16; rows from 16 + 13 + 7 = 36.
        let name = textFrames(h.renderTree(), "Name"), age = textFrames(h.renderTree(), "Age")
        #expect(name.count == 1 && age.count == 1)
        expectRect(name[0], 32, 16, 26, 13)
        expectRect(age[0], 203, 16, 19.5, 13)
        expectRect(h.rect("name1"), 32, 36 + 13.5, 25.5, 17)
        expectRect(h.rect("age1"), 203, 36 + 13.5, 17, 17)
        expectRect(h.rect("name2"), 32, 80 + 13.5, 17, 17)
        expectRect(h.rect("age2"), 203, 80 + 13.5, 8.5, 17)
    }

    @Test func fixedWidthsAreHonouredAndTheRestShared() {
        let h = host(Table(people) {
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }
            TableColumn("City", value: \.city)
            TableColumn("Age") { (p: Person) in Text("\(p.age)").id("age\(p.id)") }.width(60)
        }, configure: regular)
        // 326 − 2 × 16 gaps = 294; Age 60; Name and City (294 − 60) / 2 = 117 each:
        // x 32, 165, 298.
        expectRect(h.rect("name1"), 32, 49.5, 25.5, 17)
        expectRect(textFrames(h.renderTree(), "Oslo")[0], 165, 49.5, 34, 17)
        expectRect(h.rect("age1"), 298, 49.5, 17, 17)
    }

    @Test func boundedColumnsTakeTheirBoundsAndTheOthersTheRest() {
        let h = host(Table(people) {
            TableColumn("Age") { (p: Person) in Text("\(p.age)").id("age\(p.id)") }.width(60)
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }.width(min: 200)
            TableColumn("City") { (p: Person) in Text(p.city).id("city\(p.id)") }.width(max: 40)
        }, configure: regular)
        // 294 − 60 = 234 to share: an equal 117 each would give City more than 40, so City
        // takes 40 … and Name at least 200: the share s with max(s, 200) + min(s, 40) = 234
        // is 34: Name 200, City 34. x: 32, 108, 324.
        expectRect(h.rect("age1"), 32, 49.5, 17, 17)
        expectRect(h.rect("name1"), 108, 49.5, 25.5, 17)
        #expect(h.rect("city1").minX == 324)
        #expect(TableColumnsLayout.equalShare(of: 234, bounds: [(200, .infinity), (0, 40)]) == 34)
        // Bounds that leave space over: each at its max, the rest empty.
        #expect(TableColumnsLayout.equalShare(of: 234, bounds: [(0, 40), (0, 50)]) == 50)
        // Bounds that need more: each at its min.
        #expect(TableColumnsLayout.equalShare(of: 100, bounds: [(80, .infinity), (70, .infinity)]) == 0)
        #expect(TableColumnsLayout.equalShare(of: 300, bounds: [(0, .infinity), (0, .infinity), (0, .infinity)]) == 100)
    }

    @Test func unusableWidthsAreReportedAndIgnored() {
        let h = host(Table(people) {
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }.width(-5)
            TableColumn("Age") { (p: Person) in Text("\(p.age)").id("age\(p.id)") }.width(min: 50, max: 20)
            TableColumn("City", value: \.city).width(min: .nan)
        }, configure: regular)
        let kinds = h.diagnostics.filter { $0.view == "Table" }.map(\.kind)
        #expect(kinds.filter { $0 == .invalidFrame }.count == 2)
        #expect(kinds.contains(.contradictoryFrame))
        // Name: flexible (its width ignored); Age: exactly 50 (max taken as min); City
        // flexible: (294 − 50) / 2 = 122 each: x 32, 170.
        expectRect(h.rect("name1"), 32, 49.5, 25.5, 17)
        #expect(h.rect("age1").minX == 170)
    }

    @Test func rowsOfTableRowsAndForEach() {
        let h = host(Table(of: Person.self) {
            TableColumn("Name") { (p: Person) in Text(p.name).id("name\(p.id)") }
        } rows: {
            TableRow(Person(id: 9, name: "Cy", city: "Rome", age: 50))
            ForEach(people) { TableRow($0) }
        })
        expectRect(h.rect("name9"), 32, 35 + 13.5, 17, 17)
        expectRect(h.rect("name1"), 32, 79 + 13.5, 25.5, 17)
        expectRect(h.rect("name2"), 32, 123 + 13.5, 17, 17)
    }

    @Test func selectionAndSortOrderCompileAndChangeNothing() {
        struct Sorted: View {
            @State var order = [KeyPathComparator(\Person.name)]
            @State var one: Int?
            @State var many = Set<Int>()
            var body: some View {
                VStack {
                    Table(people, sortOrder: $order) {
                        TableColumn("Name", value: \.name)
                        TableColumn("Age", value: \.age) { Text("\($0.age)") }
                        TableColumn("City") { Text($0.city) }
                    }
                    Table(people, selection: $one) { TableColumn("Name", value: \.name) }
                    Table(people, selection: $many) { TableColumn("Name", value: \.name) }
                }
            }
        }
        let h = host(Sorted())
        #expect(textFrames(h.renderTree(), "Ann").count == 3)
        #expect(h.diagnostics.isEmpty)
    }
}
