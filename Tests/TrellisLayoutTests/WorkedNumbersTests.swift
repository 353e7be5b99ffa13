import Foundation
import Testing
@testable import TrellisLayout

/// Spec §8: every worked number.
@Suite struct WorkedNumbersTests {
    @Test func maxWidthAndMinWidthFramesOverflow() {
        // §8.1: widths 75 and 100; the stack is 175 wide and overflows its 150 frame.
        let h = host(
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("a")
                Rectangle().frame(minWidth: 100).id("b")
            }
            .id("stack")
            .frame(width: 150)
            .id("frame"),
            width: 300, height: 100)
        let frame = h.rect("frame"), stack = h.rect("stack")
        #expect(frame.width == 150)
        #expect(stack.width == 175)
        #expect(h.rect("a").width == 75)
        #expect(h.rect("b").width == 100)
        // Centred in the frame: overflow on both sides, nothing re-centred in the stack.
        #expect(stack.minX == frame.minX - 12.5)
        #expect(h.rect("b").minX == stack.minX + 75)
    }

    @Test func hstackLayoutDistributesLeastFlexibleFirst() {
        // §8.2: avail 135; order green, blue, red; proposals 45 → 30, 52.5 → 50, 55 → 100.
        let h = host(
            HStackLayout(spacing: 7.5) {
                Color.red.frame(minWidth: 100).id("red")
                Color.green.frame(width: 30).id("green")
                Color.blue.frame(maxWidth: 50).id("blue")
            }.id("stack"),
            width: 150, height: 100)
        let stack = h.rect("stack")
        #expect(stack.width == 195)
        #expect(stack.minX == -22.5)  // centred in the 150-wide window, overflowing
        #expect(h.rect("red").minX - stack.minX == 0)
        #expect(h.rect("red").width == 100)
        #expect(h.rect("green").minX - stack.minX == 107.5)
        #expect(h.rect("green").width == 30)
        #expect(h.rect("blue").minX - stack.minX == 145)
        #expect(h.rect("blue").width == 50)
    }

    @Test func textIsLeastFlexibleAndWraps() {
        // §8.3 with the test measurer (17 pt body: 8.5 per character, lines 17 tall).
        // "Hello, world" is 102 wide; its minimum is one character (8.5). It is proposed
        // (200 − 16) / 3 = 61.33 and wraps to "Hello," (51) / "world" (42.5).
        let h = host(HStack {
            Color.purple.id("p")
            Text("Hello, world").id("t")
            Color.pink.id("k")
        }, width: 200, height: 100)
        let t = h.rect("t")
        #expect(t.width == 51)
        #expect(t.height == 34)
        #expect(h.rect("p").width == 66.5)  // (184 − 51) / 2
        #expect(h.rect("k").width == 66.5)
    }

    @Test func textWithPriorityStaysOnOneLine() {
        // §8.3: with layoutPriority(1) the text gets 200 − 16 − 0 and stays on one line.
        let h = host(HStack {
            Color.purple.id("p")
            Text("Hello, world").layoutPriority(1).id("t")
            Color.pink.id("k")
        }, width: 200, height: 100)
        #expect(h.rect("t").width == 102)
        #expect(h.rect("t").height == 17)
        #expect(h.rect("p").width == 41)  // (184 − 102) / 2
        #expect(h.rect("k").minX == h.rect("t").maxX + 8)
    }

    @Test func vstackGapAndFixedFrame() {
        // §8.4: gap 8, frame 50, red 442.
        let h = host(VStack {
            Color.red.id("red")
            Color.blue.frame(height: 50).id("blue")
        }, width: 500, height: 500)
        expectRect(h.rect("red"), 0, 0, 500, 442)
        expectRect(h.rect("blue"), 0, 450, 500, 50)
    }

    @Test func fixedSizeTextOverflowsItsFrame() {
        // §8.5: a 30-character text (255 wide) keeps its single line in a 200×200 frame.
        let h = host(Text("abcdefghijklmnopqrstuvwxyz1234").fixedSize(horizontal: true, vertical: false).id("t")
            .frame(width: 200, height: 200).id("f"), width: 300, height: 300)
        let f = h.rect("f"), t = h.rect("t")
        expectRect(f, 50, 50, 200, 200)
        #expect(t.width == 255)
        #expect(t.height == 17)
        #expect(t.minX == f.minX - 27.5)
    }
}
