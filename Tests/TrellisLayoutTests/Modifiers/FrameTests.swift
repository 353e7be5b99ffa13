import Foundation
import Testing
@testable import TrellisLayout

/// Spec §2: frame(width:height:) and the flexible frame, rule by rule.
@Suite struct FrameTests {
    @Test func fixedFrameWithBothDimensionsIgnoresTheChild() {
        let h = host(Color.red.frame(width: 120, height: 40).id("f"), width: 300, height: 200)
        expectRect(h.rect("f"), 90, 80, 120, 40)
    }

    @Test func fixedFrameWithOneDimensionTakesTheChildsOther() {
        // width 60: the text is proposed (60, 200), wraps "Hello world" (93.5) → "Hello " /
        // "world": 42.5 wide, 34 tall; the frame is 60 × 34 and centres the text.
        let h = host(Text("Hello world").id("t").frame(width: 60).id("f"), width: 300, height: 200)
        expectRect(h.rect("f"), 120, 83, 60, 34)
        expectRect(h.rect("t"), 128.75, 83, 42.5, 34)
    }

    @Test func frameAlignmentPlacesTheChild() {
        let h = host(Color.red.frame(width: 20, height: 10).id("c").frame(width: 100, height: 50, alignment: .bottomTrailing).id("f"),
                     width: 100, height: 50)
        expectRect(h.rect("c"), 80, 40, 20, 10)
    }

    /// A frame of two valid lengths answers every proposal the same, whatever its child:
    /// rigid from its making. One length, or a length made nil for being invalid, is not.
    @Test func aFrameOfTwoLengthsIsRigidFromItsMaking() {
        func frameItem<V: View>(_ view: V) -> FixedFrameItem? {
            host(view, width: 100, height: 60).root as? FixedFrameItem
        }
        #expect(frameItem(Text("a").frame(width: 20, height: 10))?.isRigid == true)
        #expect(frameItem(Text("a").frame(width: 20))?.isRigid == false)
        #expect(frameItem(Text("a").frame(width: 20, height: -1))?.isRigid == false)
        #expect(frameItem(Text("a").frame(width: 20, height: 10))?.sizeThatFits(ProposedViewSize(width: 3, height: nil)) == CGSize(width: 20, height: 10))
    }

    @Test func negativeOrNaNFrameValuesAreNilWithADiagnostic() {
        let h = host(Color.red.frame(width: -5, height: .nan).id("f"), width: 100, height: 60)
        expectRect(h.rect("f"), 0, 0, 100, 60)
        #expect(h.diagnostics.filter { $0.kind == .invalidFrame }.count == 2)
    }

    @Test func maxWidthInfinityTakesTheProposalAndCentresText() {
        // Spec §2 example: the frame is 300 wide, the text keeps its ideal width.
        let h = host(Text("Hi").id("t").frame(maxWidth: .infinity).id("f"), width: 300, height: 100)
        expectRect(h.rect("f"), 0, 41.5, 300, 17)
        expectRect(h.rect("t"), 141.5, 41.5, 17, 17)
    }

    @Test func minAndMaxClampTheProposalWithoutTheChild() {
        // Proposed 300: clamp(300, 50, 200) = 200. Proposed 20: 50.
        let wide = host(Text("Hi").frame(minWidth: 50, maxWidth: 200).id("f"), width: 300, height: 100)
        #expect(wide.rect("f").width == 200)
        let narrow = host(Text("Hi").frame(minWidth: 50, maxWidth: 200).id("f"), width: 20, height: 100)
        #expect(narrow.rect("f").width == 50)
    }

    @Test func minOnlyAndMaxOnlyFollowTheTable() {
        // min only: max(min(c, s), min). Text "Hello" (42.5) proposed 300: c = 300 → 42.5 →
        // max(42.5, 60) = 60; with min 10 → 42.5.
        #expect(host(Text("Hello").frame(minWidth: 60).id("f"), width: 300).rect("f").width == 60)
        #expect(host(Text("Hello").frame(minWidth: 10).id("f"), width: 300).rect("f").width == 42.5)
        // max only: min(max(c, s), max). Proposed 300, max 100: c = 100 → min(max(100, 42.5), 100) = 100.
        #expect(host(Text("Hello").frame(maxWidth: 100).id("f"), width: 300).rect("f").width == 100)
        // Proposed 30 (less than the max): c = 30, text wraps to one char per line… s = 25.5 →
        // min(max(30, 25.5), 100) = 30.
        #expect(host(Text("Hello").frame(maxWidth: 100).id("f"), width: 30).rect("f").width == 30)
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() {
        // fixedSize proposes nil: the ideal width (77) is the frame's width.
        let h = host(Color.red.frame(idealWidth: 77, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false).id("f"),
                     width: 300, height: 100)
        #expect(h.rect("f").width == 77)
    }

    @Test func contradictoryConstraintsAreReportedAndIgnored() {
        let h = host(Color.red.frame(minWidth: 200, maxWidth: 100).id("f"), width: 300, height: 100)
        #expect(h.rect("f").width == 300)
        #expect(h.diagnostics.contains { $0.kind == .contradictoryFrame })
    }

    @Test func framesHideLayoutPriority() {
        // The priority is inside the frame: the frame reports 0, so both texts are equal
        // and the less flexible goes first (OpenSwiftUI's rule, spec §2 and §9).
        let h = host(HStack(spacing: 0) {
            Text("aaaa aaaa").layoutPriority(5).frame(maxWidth: .infinity).id("a")
            Color.red.id("b")
        }, width: 100, height: 100)
        // Both are infinitely flexible; the text frame's minimum (4 × 8.5 = 34… broken words:
        // one char, 8.5) is larger than the colour's (0), so it goes first: 100 / 2 = 50.
        #expect(h.rect("a").width == 50)
        #expect(h.rect("b").width == 50)
    }
}

/// Spec §2: padding, fixedSize, offset, position, aspectRatio, overlay/background,
/// alignmentGuide.
@Suite struct ModifierRuleTests {
    @Test func paddingInsetsTheProposalAndAddsToTheSize() {
        let h = host(Color.red.id("c").padding(10).id("p"), width: 100, height: 60)
        expectRect(h.rect("p"), 0, 0, 100, 60)
        expectRect(h.rect("c"), 10, 10, 80, 40)
        let d = host(Text("Hi").id("t").padding().id("p"), width: 300, height: 100)
        // Default padding 16: 17 + 32 = 49 wide and tall.
        #expect(d.rect("p").size == CGSize(width: 49, height: 49))
        expectRect(d.rect("t"), d.rect("p").minX + 16, d.rect("p").minY + 16, 17, 17)
    }

    @Test func paddingNeverProposesBelowZero() {
        let h = host(Color.red.id("c").padding(40), width: 50, height: 50)
        #expect(h.rect("c").size == .zero)
    }

    @Test func paddingResetsSpacingOnPaddedEdges() {
        // Two spacers-adjacent… simpler: Color next to padded(.zero spacing Spacer) — a
        // Spacer has spacing 0; padding(.leading, 0) resets its leading edge to generic,
        // so the gap to its left neighbour becomes the default 8.
        let plain = host(HStack { Color.red.frame(width: 10).id("a"); Spacer().frame(width: 10).id("s") }, width: 200, height: 10)
        #expect(plain.rect("s").minX - plain.rect("a").maxX == 0)
        let padded = host(HStack { Color.red.frame(width: 10).id("a"); Spacer().frame(width: 10).padding(.leading, 0).id("s") }, width: 200, height: 10)
        #expect(padded.rect("s").minX - padded.rect("a").maxX == 8)
    }

    @Test func offsetMovesOnlyTheDrawing() {
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("a").offset(x: 10, y: 5).id("o")
            Color.blue.frame(width: 50, height: 50).id("b")
        }, width: 100, height: 50)
        // The content moves; the offset view itself keeps its layout frame (a border
        // applied after the offset stays put), and the sibling does not move.
        expectRect(h.rect("a"), 10, 5, 50, 50)
        expectRect(h.rect("o"), 0, 0, 50, 50)
        expectRect(h.rect("b"), 50, 0, 50, 50)
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let h = host(Color.red.frame(width: 20, height: 20).id("c").position(x: 30, y: 40).id("p"), width: 200, height: 100)
        expectRect(h.rect("p"), 0, 0, 200, 100)
        expectRect(h.rect("c"), 20, 30, 20, 20)
    }

    @Test func aspectRatioFitAndFill() {
        // 2:1 fit into 100 × 100: scale min(100/2, 100/1) = 50 → 100 × 50.
        let fit = host(Color.red.aspectRatio(2, contentMode: .fit).id("c"), width: 100, height: 100)
        expectRect(fit.rect("c"), 0, 25, 100, 50)
        // Fill: scale max(50, 100) = 100 → 200 × 100, centred (overflowing).
        let fill = host(Color.red.aspectRatio(2, contentMode: .fill).id("c"), width: 100, height: 100)
        expectRect(fill.rect("c"), -50, 0, 200, 100)
        // scaledToFit on a 30 × 10 ideal (an image) in 60 × 60: 60 × 20.
        ImageAssets.register("aspect-test", pixelWidth: 30, pixelHeight: 10)
        let img = host(Image("aspect-test").resizable().scaledToFit().id("i"), width: 60, height: 60)
        expectRect(img.rect("i"), 0, 20, 60, 20)
    }

    @Test func overlayTakesThePrimarySizeAndAlignment() {
        let h = host(Color.red.frame(width: 100, height: 50).id("p")
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).id("o") }, width: 100, height: 50)
        expectRect(h.rect("o"), 90, 0, 10, 10)
        let bg = host(Text("Hi").id("t").background(Color.yellow.id("b")), width: 100, height: 50)
        #expect(bg.rect("b") == bg.rect("t"))
    }

    @Test func overlayIsMirroredRightToLeft() {
        let h = host(Color.red.frame(width: 100, height: 50)
            .overlay(alignment: .leading) { Color.blue.frame(width: 10, height: 10).id("o") },
                     width: 100, height: 50) { $0.layoutDirection = .rightToLeft }
        expectRect(h.rect("o"), 90, 20, 10, 10)
    }

    @Test func alignmentGuideShiftsAChildInAStack() {
        // VStack(alignment: .leading): the second view's leading guide is moved 20 to its
        // right, so it sits 20 to the left of the first.
        let h = host(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width * 0.4 }.id("b")
        }.id("s"), width: 200, height: 20)
        // Extent: a at 0…50, b at −20…30 → width 70; b at 0, a at 20.
        #expect(h.rect("s").width == 70)
        #expect(h.rect("b").minX - h.rect("s").minX == 0)
        #expect(h.rect("a").minX - h.rect("s").minX == 20)
    }

    @Test func alignmentGuideClosureSeesExplicitGuides() {
        var seen: CGFloat?
        _ = host(HStack(alignment: .firstTextBaseline) {
            Text("Hi").alignmentGuide(.firstTextBaseline) { d in
                seen = d[explicit: .firstTextBaseline]
                return d[.firstTextBaseline]
            }
            Color.red.frame(width: 5, height: 5)
        }, width: 100, height: 50)
        #expect(abs((seen ?? 0) - 13.6) < 1e-9)
    }

    @Test func fixedSizeReportsTheIdealAndKeepsPriority() {
        let h = host(Text("Hello world").fixedSize().layoutPriority(2).id("t"), width: 40, height: 40)
        expectRect(h.rect("t"), -26.75, 11.5, 93.5, 17)
    }
    /// A frame as large as its child, the child centred (`alignedOrigin`'s shortcut): at the
    /// frame's origin, unless the child sets a centre guide of its own (then the guides
    /// still place it), or the frame aligns by another guide.
    @Test func aChildAsLargeAsItsFrameIsAtItsOriginUnlessItsGuidesSayOtherwise() {
        let h = host(HStack(spacing: 0) {
            Color.red.id(1).frame(minWidth: 10, maxWidth: .infinity)
            Color.blue.id(2).alignmentGuide(HorizontalAlignment.center) { d in d.width / 2 + 10 }.frame(minWidth: 10, maxWidth: .infinity)
            Color.green.id(3).alignmentGuide(.trailing) { d in d.width + 7 }.frame(minWidth: 10, maxWidth: .infinity, alignment: .trailing)
        }, width: 300, height: 50)
        expectRect(h.rect(1), 0, 0, 100, 50)
        // The frame's centre, 50, less the child's, 60.
        expectRect(h.rect(2), 90, 0, 100, 50)
        // The frame's trailing edge, 100, less the child's trailing guide, 107.
        expectRect(h.rect(3), 193, 0, 100, 50)
    }
}
