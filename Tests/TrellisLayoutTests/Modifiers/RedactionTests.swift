import Foundation
import Testing
@testable import TrellisLayout

/// `redacted(reason:)` / `unredacted()`: with `.placeholder`, texts are drawn as rounded
/// boxes over their lines and images as filled boxes, at 16 % of the colour; frames stay.
/// Body text is 8.5 wide per character and 17 tall.
@Suite @MainActor struct RedactionTests {
    private func texts(_ node: RenderNode) -> [String] {
        allRenderNodes(node).compactMap { n in
            if case .text(let t) = n.content { return t.lines.map(\.text).joined() }
            return nil
        }
    }

    private func placeholders(_ node: RenderNode) -> [(CGRect, Color)] {
        renderNodes(node, named: "placeholder").compactMap { n in
            if case .fill(_, let c, _) = n.content { return (n.frame, c) }
            return nil
        }
    }

    @Test func placeholderTextIsDrawnAsBoxesInItsFrame() throws {
        let view = VStack(spacing: 0) {
            Text("Hello").id("hello")
            Text("Hi").id("hi").foregroundColor(.blue)
        }
        let plain = host(view)
        let h = host(view.redacted(reason: .placeholder))
        // Layout unchanged.
        #expect(h.rect("hello") == plain.rect("hello"))
        #expect(h.rect("hi") == plain.rect("hi"))
        expectRect(h.rect("hello"), 173.75, 405, 42.5, 17)
        let tree = h.renderTree()
        #expect(texts(tree).isEmpty)
        let boxes = placeholders(tree)
        #expect(boxes.map(\.0) == [CGRect(x: 173.75, y: 405, width: 42.5, height: 17), CGRect(x: 186.5, y: 422, width: 17, height: 17)])
        #expect(boxes.map(\.1) == [Color.primary.opacity(0.16), Color.blue.opacity(0.16)])
        // Rounded: a corner of the box is outside its path, its centre inside.
        let node = try #require(renderNodes(tree, named: "placeholder").first)
        guard case .fill(let path, _, _) = node.content else { Issue.record("not a fill"); return }
        #expect(!path.containsPoint(CGPoint(x: 173.9, y: 405.1), eoFill: false))
        #expect(path.containsPoint(CGPoint(x: 195, y: 413.5), eoFill: false))
        // Not redacted: the texts as they are.
        #expect(texts(plain.renderTree()) == ["Hello", "Hi"])
    }

    @Test func unredactedKeepsItsText() {
        let h = host(VStack {
            Text("Secret")
            Text("Shown").unredacted()
        }.redacted(reason: .placeholder))
        let tree = h.renderTree()
        #expect(texts(tree) == ["Shown"])
        #expect(placeholders(tree).count == 1)
    }

    @Test func imagesAreFilledBoxes() {
        let h = host(Image(systemName: "star").id("star").redacted(reason: .placeholder))
        // An SF Symbol is a square of the body size.
        expectRect(h.rect("star"), 186.5, 413.5, 17, 17)
        let fills = allRenderNodes(h.renderTree()).compactMap { n -> (CGRect, Color)? in
            if n.isImage, case .fill(_, let c, _) = n.content { return (n.frame, c) }
            return nil
        }
        #expect(fills.map(\.0) == [CGRect(x: 186.5, y: 413.5, width: 17, height: 17)])
        #expect(fills.map(\.1) == [Color.primary.opacity(0.16)])
    }

    @Test func otherReasonsDrawTheText() {
        let h = host(Text("Hello").redacted(reason: .privacy))
        #expect(texts(h.renderTree()) == ["Hello"])
        let i = host(Text("Hello").redacted(reason: .invalidated))
        #expect(texts(i.renderTree()) == ["Hello"])
    }

    final class Seen { var reasons: [RedactionReasons] = [] }

    struct Reader: View {
        let seen: Seen
        @Environment(\.redactionReasons) private var reasons
        var body: some View {
            seen.reasons.append(reasons)
            return Text("x")
        }
    }

    @Test func theEnvironmentValueIsTheUnionAndUnredactedClearsIt() {
        let seen = Seen()
        _ = host(VStack {
            Reader(seen: seen)
            Reader(seen: seen).redacted(reason: .privacy)
            Reader(seen: seen).unredacted()
        }.redacted(reason: .placeholder))
        #expect(seen.reasons == [[.placeholder], [.placeholder, .privacy], []])
        let outside = Seen()
        _ = host(Reader(seen: outside))
        #expect(outside.reasons == [[]])
    }
}
