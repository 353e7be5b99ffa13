import Foundation
import Testing
@testable import TrellisLayout

/// Spec §1 (Spacer, Divider, shapes) and §3 (stacks), rule by rule.
@Suite struct StackRuleTests {
    @Test func spacerTakesRemainingSpaceWithNoGap() {
        let h = host(HStack {
            Color.red.frame(width: 40).id("a")
            Spacer().id("s")
            Color.blue.frame(width: 40).id("b")
        }, width: 200, height: 20)
        expectRect(h.rect("a"), 0, 0, 40, 20)
        expectRect(h.rect("s"), 40, 10, 120, 0)
        expectRect(h.rect("b"), 160, 0, 40, 20)
    }

    @Test func spacerMinLengthAndExplicitSpacing() {
        // Explicit spacing 5 applies next to spacers too: 200 − 80 − 10 = 110 for the spacer.
        let h = host(HStack(spacing: 5) {
            Color.red.frame(width: 40)
            Spacer().id("s")
            Color.blue.frame(width: 40)
        }, width: 200, height: 20)
        #expect(h.rect("s").width == 110)
        // A minimum length the stack cannot give overflows.
        let tight = host(HStack(spacing: 0) {
            Color.red.frame(width: 90)
            Spacer(minLength: 30).id("s")
        }.id("stack"), width: 100, height: 20)
        #expect(tight.rect("s").width == 30)
        #expect(tight.rect("stack").width == 120)
    }

    @Test func spacerOutsideAStackExpandsBothWays() {
        let h = host(ZStack { Spacer().id("s") }, width: 120, height: 80)
        expectRect(h.rect("s"), 0, 0, 120, 80)
        // With nil proposals it is its minimum length (8) on both axes.
        let ideal = host(Spacer().fixedSize().id("s"), width: 120, height: 80)
        #expect(ideal.rect("s").size == CGSize(width: 8, height: 8))
    }

    @Test func dividerOrientsToTheStack() {
        // In an HStack: vertical, 1 pixel (0.5 pt at 2×) wide, full height.
        let h = host(HStack { Color.red; Divider().id("d"); Color.blue }, width: 100, height: 40)
        #expect(h.rect("d").size == CGSize(width: 0.5, height: 40))
        // In a VStack (and outside stacks): horizontal.
        let v = host(VStack { Color.red; Divider().id("d"); Color.blue }, width: 100, height: 40)
        #expect(v.rect("d").size == CGSize(width: 100, height: 0.5))
        let alone = host(Divider().id("d"), width: 100, height: 40)
        #expect(alone.rect("d").size == CGSize(width: 100, height: 0.5))
    }

    @Test func colorAndShapesTakeTheProposal() {
        let h = host(Color.red.fixedSize().id("c"), width: 100, height: 40)
        #expect(h.rect("c").size == CGSize(width: 10, height: 10))
        let circle = host(Circle().id("c"), width: 100, height: 40)
        expectRect(circle.rect("c"), 30, 0, 40, 40)
    }

    @Test func idealWidthIsTheSumWhenUnspecified() {
        // fixedSize: each child proposed nil; Colors answer 10: 10 + 8 + 10.
        let h = host(HStack { Color.red; Color.blue }.fixedSize().id("s"), width: 300, height: 300)
        #expect(h.rect("s").size == CGSize(width: 28, height: 10))
    }

    @Test func priorityGroupsAndOverflowKeepsRunningRemainder() {
        // High group overflows: 100 wide stack, high-priority child needs 150.
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 150).layoutPriority(1).id("hi")
            Color.blue.id("lo")
        }.id("s"), width: 100, height: 10)
        // avail = 100 − 0 (lo's minimum) → hi takes 150, remaining −50; lo gets max(−50, 0) = 0.
        #expect(h.rect("hi").width == 150)
        #expect(h.rect("lo").width == 0)
        #expect(h.rect("s").width == 150)
    }

    @Test func infinitelyFlexibleWithLargerMinimumGoesFirst() {
        // Both infinitely flexible; minWidth 80 first: proposed 150/2 = 75 → 80; the other 70.
        let h = host(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(minWidth: 80).id("b")
        }, width: 150, height: 10)
        #expect(h.rect("b").width == 80)
        #expect(h.rect("a").width == 70)
    }

    @Test func minorAxisAlignmentUnion() {
        let h = host(HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 30).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }.id("s"), width: 100, height: 100)
        #expect(h.rect("s").height == 30)
        #expect(h.rect("a").minY == h.rect("b").minY)
        let bottom = host(HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 30).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }, width: 100, height: 100)
        #expect(bottom.rect("a").maxY == bottom.rect("b").maxY)
    }

    @Test func stackSpacingForNesting() {
        // An inner HStack whose last child is a Spacer offers 0 on its trailing edge.
        let h = host(HStack {
            HStack { Color.red.frame(width: 10); Spacer().frame(width: 10) }.id("inner")
            Color.blue.frame(width: 10).id("b")
        }, width: 200, height: 10)
        #expect(h.rect("b").minX == h.rect("inner").maxX)
    }

    @Test func emptyStackIsZeroAndLowestPriority() {
        let h = host(HStack(spacing: 0) { HStack {}.id("e"); Color.red.frame(width: 10) }.id("s"), width: 100, height: 10)
        #expect(h.rect("e").size == .zero)
        #expect(h.rect("s").width == 10)
    }

    @Test func vstackPlacementProposesTheBoundsWidth() {
        // fixedSize VStack: sized by the text (8 chars = 68); at placement the Divider is
        // proposed the stack's width (spec §3.7), so it spans the text.
        let h = host(VStack { Text("Leaderbd").id("t"); Divider().id("d") }.fixedSize().id("s"), width: 300, height: 100)
        #expect(h.rect("s").width == 68)
        #expect(h.rect("d").width == 68)
    }

    @Test func rightToLeftHStackLaysOutFromTheTrailingEdge() {
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 30).id("first")
            Color.blue.frame(width: 70).id("second")
        }, width: 100, height: 10) { $0.layoutDirection = .rightToLeft }
        expectRect(h.rect("first"), 70, 0, 30, 10)
        expectRect(h.rect("second"), 0, 0, 70, 10)
    }

    @Test func zstackAlignmentAndEmpty() {
        let h = host(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }, width: 100, height: 60)
        expectRect(h.rect("b"), 80, 50, 20, 10)
        let empty = host(ZStack {}.id("z"), width: 100, height: 60)
        #expect(empty.rect("z").size == .zero)
    }

    @Test func zstackCustomGuidesUseTheUnion() {
        // Custom guide: b's guide is at its leading edge + 30, a's at its centre (50).
        // a spans −50…50 around the guide, b −30…−10: union −50…50 = 100 wide.
        // With b shifted to 80: b spans −80…−60: union −80…50 = 130 (union, not max; spec §9).
        let h = host(ZStack(alignment: Alignment(horizontal: .center, vertical: .center)) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(HorizontalAlignment.center) { _ in 80 }.id("b")
        }.id("z"), width: 300, height: 10)
        #expect(h.rect("z").width == 130)
        #expect(h.rect("b").minX - h.rect("z").minX == 0)
        #expect(h.rect("a").minX - h.rect("z").minX == 30)
    }

    /// A ZStack of shapes is as flexible as the shapes: in an HStack between two texts
    /// it takes what they leave (390 − 6 − 12 − 16 = 356), as a lone shape would.
    @Test func zstackOfFlexibleViewsIsFlexible() {
        let h = host(HStack(spacing: 8) {
            Text("0").font(.caption)
            ZStack { Capsule(); Rectangle() }.frame(height: 6).id("z")
            Text("10").font(.caption)
        }.id("row"))
        expectRect(h.rect("z"), 14, 419, 356, 6)
        expectRect(h.rect("row"), 0, 416, 390, 12)
        // Fixed children keep the stack finite: a 30-wide square beside the shapes.
        let fixed = host(HStack(spacing: 0) { ZStack { Color.red.frame(width: 30, height: 6) }.id("f"); Color.blue }.id("r"))
        expectRect(fixed.rect("f"), 0, 419, 30, 6)
    }
}
