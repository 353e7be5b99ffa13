import Foundation
import Testing
@testable import TrellisLayout

/// Text sizing over the deterministic measurer (body 17 pt: 8.5 per character, lines 17).
@Suite struct TextLayoutTests {
    @Test func idealIsOneLinePerParagraph() {
        let h = host(Text("ab\ncdef").fixedSize().id("t"), width: 300, height: 100)
        #expect(h.rect("t").size == CGSize(width: 34, height: 34))
    }

    @Test func reservesSpaceKeepsTheLineCount() {
        let h = host(Text("Hi").lineLimit(3, reservesSpace: true).id("t"), width: 300, height: 100)
        #expect(h.rect("t").size == CGSize(width: 17, height: 51))
        let plain = host(Text("Hi").lineLimit(3).id("t"), width: 300, height: 100)
        #expect(plain.rect("t").height == 17)
    }

    @Test func lineLimitBelowOneMeansOne() {
        let h = host(Text("aa bb").lineLimit(0).id("t"), width: 20, height: 100)
        #expect(h.rect("t").height == 17)
    }

    @Test func lineSpacingAddsBetweenLines() {
        let h = host(Text("aa bb").lineSpacing(4).id("t"), width: 20, height: 100)
        // Two lines: 2 × 17 + 4.
        #expect(h.rect("t").height == 38)
    }

    @Test func fixedSizeVerticallyGivesTheFullWrappedHeight() {
        // 3 lines at width 30 ("aaa " / "bbb " / "ccc"), even in a 20-tall frame.
        let h = host(Text("aaa bbb ccc").fixedSize(horizontal: false, vertical: true).id("t").frame(width: 30, height: 20), width: 100, height: 100)
        #expect(h.rect("t").height == 51)
        // Without it the height is cut to one line and truncated.
        let cut = host(Text("aaa bbb ccc").id("t").frame(width: 30, height: 20), width: 100, height: 100)
        #expect(cut.rect("t").height == 17)
    }

    @Test func zeroWidthProbeIsTheWidestCluster() {
        // "ab" "我" — the widest cluster is the CJK one (17).
        let h = host(Text("ab 我").id("t").frame(width: 0), width: 100, height: 200)
        #expect(h.rect("t").width == 17)
        #expect(h.rect("t").height == 51)  // a / b / 我
    }

    @Test func lastTextBaselineAlignsTheLastLines() {
        // Left: two lines (baseline of the last at 17 + 13.6); right: one line.
        let h = host(HStack(alignment: .lastTextBaseline) {
            Text("aa bb").frame(width: 20).id("two")
            Text("cc").id("one")
        }, width: 200, height: 100)
        #expect(abs((h.rect("two").minY + 30.6) - (h.rect("one").minY + 13.6)) < 1e-9)
        // A VStack's last baseline is its last child's.
        let v = host(HStack(alignment: .lastTextBaseline) {
            VStack(spacing: 0) { Text("top"); Text("bottom").font(.system(size: 34)) }.id("v")
            Text("x").id("x")
        }, width: 300, height: 200)
        #expect(abs((v.rect("v").minY + 17 + 27.2) - (v.rect("x").minY + 13.6)) < 1e-9)
    }

    @Test func emptyTextIsZero() {
        let h = host(Text("").id("t"), width: 100, height: 100)
        #expect(h.rect("t").size == .zero)
    }

    @Test func fontsFollowDynamicType() {
        var env = EnvironmentValues()
        #expect(Font.body.resolve(env).size == 17)
        #expect(Font.headline.resolve(env).weight == 600)
        #expect(Font.largeTitle.resolve(env).size == 34)
        env.dynamicTypeSize = .xSmall
        #expect(Font.body.resolve(env).size == 14)
        env.dynamicTypeSize = .accessibility5
        #expect(Font.body.resolve(env).size == 53)
        #expect(Font.caption2.resolve(env).size == 40)
        // Fixed sizes do not scale; custom fonts scale relative to body unless fixed.
        #expect(Font.system(size: 12).resolve(env).size == 12)
        #expect(abs(Font.custom("X", size: 17).resolve(env).size - 53) < 1e-9)
        #expect(Font.custom("X", fixedSize: 17).resolve(env).size == 17)
        #expect(Font.body.bold().italic().resolve(env).weight == 700)
        #expect(Font.body.italic().resolve(env).isItalic)
    }
}
