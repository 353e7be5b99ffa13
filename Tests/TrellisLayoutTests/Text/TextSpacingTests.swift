import Foundation
import Testing
@testable import TrellisLayout

/// `tracking`, `kerning` and `baselineOffset`, on `Text` and as `View` modifiers: the
/// amount after every character widens the text, a baseline offset grows its line box
/// (the test measurer: 0.5 × size per character, ascent 0.8 × size, descent 0.2 × size).
@Suite struct TextSpacingTests {
    private func pieces(_ h: HostingView<some View>) -> [RenderText.Piece] {
        func all(_ n: RenderNode) -> [RenderText.Piece] {
            var out: [RenderText.Piece] = []
            if case .text(let t) = n.content { out += t.lines.flatMap(\.pieces) }
            return out + n.children.flatMap(all)
        }
        return all(h.renderTree())
    }

    @Test func trackingAddsAfterEveryCharacter() {
        // "Hello" at 17: 5 × 8.5 = 42.5, and 5 × 2 of tracking.
        let h = host(Text("Hello").tracking(2).id("t"))
        #expect(h.rect("t").size == CGSize(width: 52.5, height: 17))
        let p = pieces(h)
        #expect(p.count == 1 && p.first?.spacing == 2 && p.first?.width == 52.5)
        // Tracking sets the text without ligatures.
        #expect(p.first?.font.disablesLigatures == true)
        // Negative tracking brings the characters closer: 42.5 − 5.
        #expect(host(Text("Hello").tracking(-1).id("t")).rect("t").width == 37.5)
    }

    @Test func kerningAddsAfterEveryCharacterAndKeepsLigatures() {
        let h = host(Text("Hello").kerning(3).id("t"))
        #expect(h.rect("t").width == 57.5)
        #expect(pieces(h).first?.font.disablesLigatures == false)
        // With both, tracking is used and kerning ignored: 2 × 8.5 + 2 × 1.
        #expect(host(Text("Hi").kerning(5).tracking(1).id("t")).rect("t").width == 19)
    }

    @Test func wrappedLinesCountTheirOwnCharacters() {
        // "ab cd" is 5 × 8.5 + 5 = 47.5 on one line; at 30 points each word is a line of
        // 2 × 8.5 + 2 = 19 (the hanging space is not counted).
        let h = host(Text("ab cd").tracking(1).frame(width: 30).id("f"))
        let t = h.textItem("ab cd")
        #expect(t?.frame.size == CGSize(width: 19, height: 34))
        #expect(host(Text("ab cd").tracking(1).id("t")).rect("t").width == 47.5)
    }

    @Test func viewModifiersReachTheTextInside() {
        let h = host(VStack(spacing: 0) {
            Text("abc").id("a")
            Text("abc").tracking(1).id("b")
            Text("abc").kerning(1).id("c")
        }.tracking(2))
        #expect(h.rect("a").width == 31.5)
        // The text's own tracking wins over the view's.
        #expect(h.rect("b").width == 28.5)
        // The view's tracking wins over the text's kerning.
        #expect(h.rect("c").width == 31.5)
        #expect(host(Text("abc").id("t").kerning(4)).rect("t").width == 37.5)
    }

    @Test func baselineOffsetRaisesTheGlyphsAndGrowsTheLine() throws {
        // Raised 5: the line is 17 + 5 tall and its baseline 13.6 + 5 from the top.
        let up = host(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hi").baselineOffset(5).id("t")
        })
        #expect(up.rect("t").size == CGSize(width: 17, height: 22))
        let raised = try #require(pieces(up).first)
        #expect(raised.baselineOffset == 5)
        #expect(abs(raised.origin.y - up.rect("t").minY - 18.6) < 0.001)
        #expect(abs(raised.glyphOrigin.y - raised.origin.y + 5) < 0.001)
        // Lowered 4: 4 more below, the baseline where it was.
        let down = host(Text("Hi").baselineOffset(-4).id("t"))
        #expect(down.rect("t").size == CGSize(width: 17, height: 21))
        let lowered = try #require(pieces(down).first)
        #expect(abs(lowered.origin.y - down.rect("t").minY - 13.6) < 0.001)
        #expect(abs(lowered.glyphOrigin.y - lowered.origin.y - 4) < 0.001)
        // The view form.
        #expect(host(Text("Hi").id("t").baselineOffset(3)).rect("t").height == 20)
    }

    @Test func viewUnderlineAndStrikethroughUseTheTextsLines() throws {
        let h = host(VStack {
            Text("on").id("a")
            Text("off").underline(false).id("b")
        }.underline(color: .red).strikethrough())
        let p = pieces(h)
        #expect(p.count == 2)
        #expect(p[0].underlineColor == .red && p[0].strikethroughColor == .primary)
        #expect(p[1].underlineColor == nil && p[1].strikethroughColor == .primary)
        // The underline moves with raised glyphs: a tenth of 17 below the glyphs' baseline.
        let raised = try #require(pieces(host(Text("x").baselineOffset(4).underline())).first)
        let line = try #require(raised.decorations.first).rect
        #expect(abs(line.minY - (raised.origin.y - 4 + 1.7)) < 0.001)
        // Off in the view form.
        #expect(pieces(host(Text("x").underline(false))).allSatisfy { $0.decorations.isEmpty })
    }

    @Test func nonFiniteAmountsAreReportedAndCountAsZero() {
        let h = host(Text("abc").tracking(.nan).baselineOffset(.infinity).id("t"))
        #expect(h.rect("t").size == CGSize(width: 25.5, height: 17))
        #expect(h.diagnostics.contains { $0.kind == .invalidFrame && $0.message.contains("tracking") })
    }
}
