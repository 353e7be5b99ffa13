import Foundation
import Testing
@testable import TrellisLayout

/// Alignment and truncation by the paragraph's direction, with the fixed measurer
/// (10 pt: every character 5 pt wide, lines 10 pt tall).
@Suite("Right-to-left text: natural alignment, piece order, truncation side")
struct RightToLeftTextTests {
    func lines<V: View>(_ h: HostingView<V>) -> [RenderText.Line] {
        var out: [RenderText.Line] = []
        func visit(_ n: RenderNode) {
            if case .text(let t) = n.content { out += t.lines }
            n.children.forEach(visit)
        }
        visit(h.renderTree())
        return out
    }

    /// "אבג דהו זחט" at width 40: "אבג דהו" (7 characters, 35 pt) then "זחט" (15 pt);
    /// the text is 35 wide, centred in the 40 pt window at x = 2.5.
    @Test("a Hebrew paragraph is leading-aligned to the right in a left-to-right environment")
    func hebrewNaturalAlignment() {
        let h = host(Text("אבג דהו זחט").font(.system(size: 10)), width: 40, height: 100)
        let l = lines(h)
        #expect(l.map(\.text) == ["אבג דהו", "זחט"])
        #expect(l.map(\.isRightToLeft) == [true, true])
        #expect(l.map(\.width) == [35, 15])
        // Leading = right edge: the short line ends where the long one does (x 2.5 + 35).
        #expect(l[0].baselineOrigin.x == 2.5)
        #expect(l[1].baselineOrigin.x == 22.5)
        #expect(l[1].pieces[0].origin.x == 22.5)
    }

    @Test("a Latin paragraph stays left aligned; trailing and center mirror for Hebrew")
    func alignments() {
        let latin = lines(host(Text("abc def ghi").font(.system(size: 10)), width: 40, height: 100))
        #expect(latin.map(\.text) == ["abc def", "ghi"])
        #expect(latin.map(\.isRightToLeft) == [false, false])
        #expect(latin.map(\.baselineOrigin.x) == [2.5, 2.5])
        let trailing = lines(host(Text("אבג דהו זחט").font(.system(size: 10)).multilineTextAlignment(.trailing),
                                  width: 40, height: 100))
        #expect(trailing.map(\.baselineOrigin.x) == [2.5, 2.5])
        let center = lines(host(Text("אבג דהו זחט").font(.system(size: 10)).multilineTextAlignment(.center),
                                width: 40, height: 100))
        #expect(center.map(\.baselineOrigin.x) == [2.5, 12.5])
        // Latin text in a right-to-left environment: leading is the right edge too.
        let rtlEnv = lines(host(Text("abc def ghi").font(.system(size: 10)), width: 40, height: 100) {
            $0.layoutDirection = .rightToLeft
        })
        #expect(rtlEnv.map(\.isRightToLeft) == [true, true])
        #expect(rtlEnv.map(\.baselineOrigin.x) == [2.5, 22.5])
    }

    @Test("each paragraph takes its own direction")
    func paragraphsAreSeparate() {
        let l = lines(host(Text("abc\nאבג").font(.system(size: 10)), width: 40, height: 100))
        #expect(l.map(\.text) == ["abc", "אבג"])
        #expect(l.map(\.isRightToLeft) == [false, true])
        // Both lines are 15 wide in a 15 pt text centred at x = 12.5.
        #expect(l.map(\.baselineOrigin.x) == [12.5, 12.5])
        // A paragraph of digits only takes the environment's direction.
        let digits = lines(host(Text("123\nאב").font(.system(size: 10)), width: 40, height: 100))
        #expect(digits.map(\.isRightToLeft) == [false, true])
        #expect(digits.map(\.baselineOrigin.x) == [12.5, 17.5])
    }

    /// Tail truncation in one line at width 40: "אבג דהו" (35) + "…" (5).
    @Test("tail truncation puts the ellipsis at the left end of a right-to-left line")
    func tailTruncationSide() {
        let l = lines(host(Text("אבג דהו זחט").font(.system(size: 10)).lineLimit(1), width: 40, height: 100))
        #expect(l.map(\.text) == ["אבג דהו…"])
        #expect(l[0].width == 40)
        #expect(l[0].pieces.map(\.text) == ["אבג דהו", "…"])
        // Pieces run from the right edge leftwards: the ellipsis is leftmost.
        #expect(l[0].pieces.map(\.origin.x) == [5, 0])
        #expect(l[0].pieces.allSatisfy { $0.isRightToLeft })
        // The same in Latin: the ellipsis is rightmost.
        let latin = lines(host(Text("abc def ghi").font(.system(size: 10)).lineLimit(1), width: 40, height: 100))
        #expect(latin[0].pieces.map(\.text) == ["abc def", "…"])
        #expect(latin[0].pieces.map(\.origin.x) == [0, 35])
    }

    @Test("head truncation puts the ellipsis at the right end of a right-to-left line")
    func headTruncationSide() {
        let l = lines(host(Text("אבג דהו זחט").font(.system(size: 10)).lineLimit(1).truncationMode(.head),
                           width: 40, height: 100))
        #expect(l.map(\.text) == ["…דהו זחט"])
        #expect(l[0].pieces.map(\.text) == ["…", "דהו זחט"])
        #expect(l[0].pieces.map(\.origin.x) == [35, 0])
    }
}
