import Foundation
import Testing
@testable import TrellisLayout

/// `TextEditor`: its text from the top-leading corner, inset 8 points top and bottom and 5
/// at the sides, in all the space offered, on the system background. Text is 0.5 × size
/// wide per character, size tall (17 pt).
@Suite @MainActor struct TextEditorTests {
    struct Review: View {
        @State var text = "Great"
        @FocusState var isFocused: Bool
        var body: some View {
            VStack(spacing: 0) {
                Text(isFocused ? "focused" : "idle").frame(height: 44)
                TextEditor(text: $text).focused($isFocused).id("editor")
            }
        }
    }

    @Test func layoutAndBackground() throws {
        let h = host(Review())
        expectRect(h.rect("editor"), 0, 44, 390, 800)
        // "Great" (5 × 8.5 = 42.5 wide) at (5, 44 + 8).
        let text = try #require(h.textItem("Great")).frame
        expectRect(text, 5, 52, 42.5, 17)
        let white = h.placedItems(ShapeItem.self).filter { $0.frame == CGRect(x: 0, y: 44, width: 390, height: 800) }
        #expect(white.count == 1)
        // Hidden, the background is clear.
        let hidden = host(Review().scrollContentBackground(.hidden))
        #expect(hidden.placedItems(ShapeItem.self).filter { $0.frame.height == 800 }.allSatisfy {
            if case .color(let c) = $0.fill.paint { return c == .clear }
            return false
        })
    }

    /// A tap on the editor focuses it.
    @Test func aTapFocuses() throws {
        let h = host(Review())
        #expect(h.textItem("idle") != nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 400)))
        #expect(h.textItem("focused") != nil)
    }

    /// `focused(_:equals:)`: the tapped field's value.
    @Test func focusOnAValue() throws {
        enum Field: Hashable { case name, notes }
        struct Fields: View {
            @FocusState var field: Field?
            var body: some View {
                VStack(spacing: 0) {
                    Text(field == .notes ? "notes" : field == .name ? "name" : "none").frame(height: 44)
                    Color.red.frame(height: 100).focused($field, equals: .name)
                    TextEditor(text: .constant("")).focused($field, equals: .notes)
                }
            }
        }
        let h = host(Fields())
        #expect(h.textItem("none") != nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 94)))
        #expect(h.textItem("name") != nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 500)))
        #expect(h.textItem("notes") != nil)
    }

    /// `scrollContentBackground(.hidden)` leaves a list's grouped background out.
    @Test func listBackground() {
        func listFill(_ v: some View) -> Bool {
            func find(_ n: RenderNode) -> Bool { (n.name == "List" && { if case .fill = n.content { return true }; return false }()) || n.children.contains(where: find) }
            return find(host(v).renderTree())
        }
        #expect(listFill(List { Text("a") }))
        #expect(!listFill(List { Text("a") }.scrollContentBackground(.hidden)))
    }
}
