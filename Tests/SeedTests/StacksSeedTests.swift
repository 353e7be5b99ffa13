import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// Seed 004 ("Introducing Stacks & Containers"): how stacks share space between texts,
/// layout priority, baselines, ZStack and Spacer — the post's examples, with frames.
@Suite struct StacksSeedTests {
    @Test func textInFixedFrameWrapsThenTruncates() {
        // "Hello world" style: a 150 × 50 frame proposes 150 × 50 to the text.
        // "A great and warm welcome to Kuchi" is 33 characters = 280.5 wide: two lines at
        // 150 ("A great and warm " 16 → 136; "welcome to Kuchi" 16 → 136), 34 tall.
        let h = seedHost(Text("A great and warm welcome to Kuchi").id("t").frame(width: 150, height: 50))
        let t = h.layoutFrame(of: "t")!
        #expect(t.width == 136 && t.height == 34)
        // 350 wide: one line.
        let wide = seedHost(Text("A great and warm welcome to Kuchi").id("t").frame(width: 350, height: 50))
        #expect(wide.layoutFrame(of: "t")!.size == CGSize(width: 280.5, height: 17))
        // 100 × 50: two lines fit the height, the rest is truncated with "…".
        let narrow = seedHost(Text("A great and warm welcome to Kuchi").id("t").frame(width: 100, height: 50))
        #expect(narrow.layoutFrame(of: "t")!.height == 34)
        #expect(narrow.dump().contains("Text \"A great and warm welcome to Kuchi\""))
    }

    @Test func imageIgnoresProposalUnlessResizable() {
        ImageAssets.register("seed004-welcome", pixelWidth: 240, pixelHeight: 160, scale: 1)
        let fixed = seedHost(Image("seed004-welcome").id("img").frame(width: 100, height: 50))
        expectFrame(fixed.layoutFrame(of: "img"), 75, 342, 240, 160)
        let resizable = seedHost(Image("seed004-welcome").resizable().id("img").frame(width: 100, height: 50))
        expectFrame(resizable.layoutFrame(of: "img"), 145, 397, 100, 50)
    }

    @Test func lessFlexibleTextGoesFirst() {
        // Two texts share 200 − 8 = 192. The shorter (less flexible) is offered 96 first and
        // takes its ideal; the longer gets the rest.
        let h = seedHost(HStack {
            Text("A great and warm welcome to Kuchi").id("long")
            Text("A great and warm welcome").id("short")
        }.frame(width: 200))
        // short: 24 chars = 204 > 96 → wraps: "A great and " (11 → 93.5) / "warm welcome" (12 → 102 > 96 → "warm " / "welcome")
        let short = h.layoutFrame(of: "short")!
        let long = h.layoutFrame(of: "long")!
        #expect(short.width == 93.5)
        #expect(long.width <= 192 - 93.5)
        #expect(near(long.maxX + 8, short.minX))
    }

    @Test func layoutPriorityGetsEverythingButTheOthersMinimums() {
        // Middle text priority 1: the others (priority 0, −1) keep only their minimum
        // (one character, 8.5) while it is offered 300 − 16 − 17 = 267.
        let h = seedHost(HStack {
            Text("The rain in Spain").layoutPriority(-1).id("a")
            Text("falls mainly on the plain").layoutPriority(1).id("b")
            Text("Hello").id("c")
        }.frame(width: 300))
        // b: 25 chars = 212.5 ≤ 267: one line.
        #expect(h.layoutFrame(of: "b")!.width == 212.5)
        // Then c (priority 0) gets 300 − 16 − 212.5 − 8.5 (a's minimum) = 63 → "Hello" 42.5.
        #expect(h.layoutFrame(of: "c")!.width == 42.5)
        // a gets what is left: 300 − 16 − 212.5 − 42.5 = 29 → "The " … wraps to words
        // broken between characters; 3 characters per line (25.5).
        #expect(h.layoutFrame(of: "a")!.width == 25.5)
    }

    @Test func firstTextBaselineAlignment() {
        // largeTitle (34 pt: ascent 27.2) next to body (17 pt: ascent 13.6): baselines meet.
        let h = seedHost(HStack(alignment: .firstTextBaseline) {
            Text("Welcome").font(.largeTitle).id("big")
            Text("to Kuchi").id("small")
        }.id("stack"))
        let big = h.layoutFrame(of: "big")!, small = h.layoutFrame(of: "small")!
        #expect(near(big.minY + 27.2, small.minY + 13.6))
        // Height: max(baseline) + max(height − baseline) = 27.2 + 6.8 = 34.
        #expect(near(h.layoutFrame(of: "stack")!.height, 34))
        // Bottom alignment instead: bottoms meet.
        let b = seedHost(HStack(alignment: .bottom) {
            Text("Welcome").font(.largeTitle).id("big")
            Text("to Kuchi").id("small")
        })
        #expect(b.layoutFrame(of: "big")!.maxY == b.layoutFrame(of: "small")!.maxY)
    }

    @Test func zstackTakesTheLargestChildAndKeepsOrder() {
        let h = seedHost(ZStack {
            Color.red.frame(width: 200, height: 100).id("back")
            Color.blue.frame(width: 100, height: 150).layoutPriority(1).id("front")
        }.id("z"))
        // Only the highest-priority child sizes the stack: 100 × 150.
        expectFrame(h.layoutFrame(of: "z"), 145, 347, 100, 150)
        expectFrame(h.layoutFrame(of: "back"), 95, 372, 200, 100)
        // Declaration order is drawing order, whatever the priority.
        let dump = h.dump()
        #expect(dump.range(of: "id: back")!.lowerBound < dump.range(of: "id: front")!.lowerBound)
    }

    @Test func spacerPushesTextDown() {
        // Congratulations view: a VStack with a Spacer above the user name.
        let h = seedHost(ZStack {
            VStack(spacing: 0) {
                Color.yellow.frame(height: 90)
                Color.white
            }
            VStack {
                Spacer()
                Text("Ray").id("name")
            }
        }.frame(width: 300, height: 400))
        // The text sits at the bottom of the 400-tall column: y = 222 + 400 − 17.
        expectFrame(h.layoutFrame(of: "name"), 45 + 150 - 12.75, 222 + 400 - 17, 25.5, 17)
    }
}
