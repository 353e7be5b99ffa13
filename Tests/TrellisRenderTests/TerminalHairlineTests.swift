import Foundation
import Testing
@testable import TrellisLayout
@testable import TrellisRender

/// The hairline rule of the terminal renderer: a divider less than a row below a text line
/// over the same columns goes in the row right under that text, whatever the phase of the
/// list's rows against the 10-point grid.
@Suite("Terminal renderer: hairlines under text")
struct TerminalHairlineTests {
    /// A text line "name" at x 0 whose frame starts at `top`: ascent 16, descent 4 (20 tall).
    static func text(_ name: String, top: CGFloat) -> RenderNode {
        let font = ResolvedFont(size: 16)
        let baseline = CGPoint(x: 0, y: top + 16)
        let piece = RenderText.Piece(text: name, font: font, color: .black, origin: baseline, width: 15)
        let line = RenderText.Line(text: name, baselineOrigin: baseline, width: 15, pieces: [piece])
        return RenderNode(name: "Text", frame: CGRect(x: 0, y: top, width: 15, height: 20),
                          content: .text(RenderText(lines: [line], ascent: 16, descent: 4)))
    }

    /// A black divider from x `x` to 100, 1/3 point thick, at `y`.
    static func divider(y: CGFloat, x: CGFloat = 0) -> RenderNode {
        let rect = CGRect(x: x, y: y, width: 100 - x, height: 1.0 / 3)
        return RenderNode(name: "Divider", frame: rect, content: .fill(Path(rect), .black, eoFill: false))
    }

    static func render(_ children: [RenderNode]) -> [String] {
        var root = RenderNode(name: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 110), content: .none)
        root.children = children
        return TerminalRenderer().render(root, size: CGSize(width: 100, height: 110))
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static let bar = String(repeating: "█", count: 20)

    @Test("a list's dividers sit right under each row's text, for every phase of the rows")
    func listDividers() {
        // Rows every 36⅓ points (20 of text, 8 of spacing, the divider, 8 of spacing), as the
        // leaderboard's. Text rows (x-height middle = baseline − 0.35 × 16): 10.4 → row 1,
        // 46.73 → row 4, 83.07 → row 8. Dividers at 28, 64.33, 100.67: rows 2, 6, 10 by
        // position; 8 points under text bottoms 20, 56.33, 92.67 (less than a row) → rows 2, 5, 9.
        var nodes: [RenderNode] = []
        for (k, name) in ["Cat", "Dog", "Eel"].enumerated() {
            let top = CGFloat(k) * (36 + 1.0 / 3)
            nodes += [Self.text(name, top: top), Self.divider(y: top + 28)]
        }
        #expect(Self.render(nodes) == ["", "Cat", Self.bar, "", "Dog", Self.bar, "", "", "Eel", Self.bar, ""])
    }

    @Test("a divider a row or more under the text, or under other columns, stays on its own row")
    func farOrElsewhere() {
        // Text bottom at 20; a divider at 30 (10 points under: a whole row) stays in row 3.
        #expect(Self.render([Self.text("Cat", top: 0), Self.divider(y: 30)]) == ["", "Cat", "", Self.bar, "", "", "", "", "", "", ""])
        // Text from 36⅓ (row 4, bottom 56⅓) and a divider 8 points under it at 64⅓ (row 6 by
        // position): over the text's columns it moves to row 5; from x 50 (columns 10…19,
        // not the text's 0…2) it stays in row 6.
        let top: CGFloat = 36 + 1.0 / 3
        let under = Self.render([Self.text("Dog", top: top), Self.divider(y: top + 28)])
        #expect(under[4] == "Dog" && under[5] == Self.bar && under[6] == "")
        let aside = Self.render([Self.text("Dog", top: top), Self.divider(y: top + 28, x: 50)])
        #expect(aside[4] == "Dog" && aside[5] == "")
        #expect(aside[6] == String(repeating: " ", count: 10) + String(repeating: "█", count: 10))
    }
}
