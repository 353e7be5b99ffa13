import Foundation
import Testing
@testable import TrellisLayout

/// `.shadow`, `.mask`, `.zIndex` and `.containerRelativeFrame`: frames and render tree.
@Suite struct EffectModifierTests {
    // MARK: shadow

    @Test func shadowDoesNotChangeLayout() {
        let plain = host(HStack(spacing: 0) { Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 30, height: 10).id("b") },
                         width: 200, height: 100)
        let shadowed = host(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).shadow(color: .black, radius: 8, x: 3, y: 4).id("a")
            Color.blue.frame(width: 30, height: 10).id("b")
        }, width: 200, height: 100)
        // The row is 70 × 20, centred: x 65, y 40.
        expectRect(shadowed.rect("a"), 65, 40, 40, 20)
        expectRect(shadowed.rect("b"), 105, 45, 30, 10)
        #expect(shadowed.rect("a") == plain.rect("a") && shadowed.rect("b") == plain.rect("b"))
    }

    @Test func shadowIsInTheRenderTreeAndTheDump() {
        let h = host(Color.red.frame(width: 40, height: 20).shadow(radius: 5, x: 2, y: -3), width: 100, height: 100)
        #expect(h.dump().contains("shadow(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 5, x: 2, y: -3) (30, 40, 40, 20)"))
        func find(_ n: RenderNode) -> RenderShadow? { n.shadow ?? n.children.lazy.compactMap(find).first }
        let s = find(h.renderTree())
        #expect(s?.radius == 5 && s?.offset == CGSize(width: 2, height: -3))
        #expect(s?.color.red == 0 && s?.color.green == 0 && s?.color.blue == 0 && s?.color.opacity == 0.33)
    }

    @Test func badShadowValuesCountAsZero() {
        let h = host(Color.red.frame(width: 10, height: 10).shadow(radius: -.infinity, x: .nan, y: .infinity), width: 20, height: 20)
        #expect(h.dump().contains("radius: 0, x: 0, y: 0"))
    }

    // MARK: mask

    @Test func maskIsPlacedLikeAnOverlayAndKeepsTheLayout() {
        let h = host(Color.red.frame(width: 100, height: 60).id("v")
            .mask(alignment: .topLeading) { Circle().frame(width: 20, height: 20) }, width: 200, height: 100)
        expectRect(h.rect("v"), 50, 20, 100, 60)
        func find(_ n: RenderNode) -> [RenderNode] { n.mask.isEmpty ? n.children.flatMap(find) : n.mask }
        let mask = find(h.renderTree())
        #expect(mask.count == 1)
        // The mask's ZStack holds the 20×20 frame at the view's top-leading corner.
        #expect(mask.first?.frame == CGRect(x: 50, y: 20, width: 20, height: 20))
        #expect(h.dump().contains("mask (50, 20, 100, 60)"))
        #expect(!h.dump().contains("Circle"))
    }

    /// An offset moves the mask with the view it masks (the mask is placed by the masked
    /// view's modifier; its frame is relative to it).
    @Test func anOffsetMovesTheMaskWithTheView() {
        let h = host(Color.red.frame(width: 100, height: 60).id("v")
            .mask(alignment: .topLeading) { Circle().frame(width: 20, height: 20) }
            .offset(x: 30, y: 5), width: 200, height: 100)
        expectRect(h.rect("v"), 80, 25, 100, 60)
        func find(_ n: RenderNode) -> [RenderNode] { n.mask.isEmpty ? n.children.flatMap(find) : n.mask }
        #expect(find(h.renderTree()).first?.frame == CGRect(x: 80, y: 25, width: 20, height: 20))
    }

    // MARK: zIndex

    @Test func zIndexReordersDrawingAndHitTestingButNotLayout() {
        var tapped: [String] = []
        let h = host(ZStack {
            Color.red.frame(width: 50, height: 50).id("red").zIndex(1).onTapGesture { tapped.append("red") }
            Color.blue.frame(width: 50, height: 50).id("blue").onTapGesture { tapped.append("blue") }
        }, width: 100, height: 100)
        expectRect(h.rect("red"), 25, 25, 50, 50)
        expectRect(h.rect("blue"), 25, 25, 50, 50)
        let tree = h.renderTree()
        func names(_ n: RenderNode) -> [String] { [n.name] + n.children.flatMap(names) }
        let all = names(tree)
        let red = all.firstIndex { $0.contains("Color red") }, blue = all.firstIndex { $0.contains("Color blue") }
        #expect(red != nil && blue != nil && red! > blue!)
        h.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapped == ["red"])
    }

    @Test func equalZIndexKeepsContainerOrderAndNegativeGoesBelow() {
        let h = host(ZStack {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10).zIndex(-1)
            Color.blue.frame(width: 10, height: 10)
        }, width: 20, height: 20)
        let lines = h.dump().split(separator: "\n").map(String.init)
        let order = lines.compactMap { l -> String? in ["red", "green", "blue"].first { l.contains("Color \($0)") } }
        #expect(order == ["green", "red", "blue"])
    }

    // MARK: containerRelativeFrame

    @Test func containerRelativeFrameUsesTheWindowWithoutAScrollView() {
        let h = host(Color.red.containerRelativeFrame(.horizontal).frame(height: 10).id("f"), width: 300, height: 200)
        expectRect(h.rect("f"), 0, 95, 300, 10)
        let v = host(Text("Hi").id("t").containerRelativeFrame(.vertical, alignment: .top).id("f"), width: 300, height: 200)
        // Vertical: 200 tall; horizontal: the text's 17.
        expectRect(v.rect("f"), 141.5, 0, 17, 200)
        expectRect(v.rect("t"), 141.5, 0, 17, 17)
    }

    /// The window is the container: a new window size reaches a relative frame even where
    /// its own proposal stays the same (inside a fixed frame), and inside a scroll view
    /// whose size changes.
    @Test func containerRelativeFrameFollowsTheWindowAndTheScrollView() {
        let h = host(Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("f")
            .frame(width: 100, height: 10), width: 300, height: 200)
        #expect(h.rect("f").width == 150)
        h.size = CGSize(width: 240, height: 200)
        #expect(h.rect("f").width == 120)
        h.size = CGSize(width: 300, height: 200)
        #expect(h.rect("f").width == 150)
        struct Scrolled: View {
            let width: CGFloat
            var body: some View {
                ScrollView(.horizontal) {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 4 }.frame(height: 10).id("g")
                }
                .frame(width: width, height: 50)
            }
        }
        let s = host(Scrolled(width: 200), width: 400, height: 100)
        #expect(s.rect("g").width == 50)
        s.rootView = Scrolled(width: 100)
        #expect(s.rect("g").width == 25)
    }

    @Test func containerRelativeFrameWithCountSpanAndSpacingInAScrollView() {
        // Container: the scroll view, 300 wide. count 3, spacing 10: (300 − 20) / 3 = 93.333…;
        // span 2: 2 × 93.333… + 10 = 196.666….
        let h = host(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("one")
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("two")
            }
        }.frame(width: 300, height: 50), width: 400, height: 100)
        let one = h.rect("one"), two = h.rect("two")
        #expect(abs(one.width - 280.0 / 3) < 1e-9)
        #expect(abs(two.width - (560.0 / 3 + 10)) < 1e-9)
        #expect(one.height == 50 && two.height == 50)
        #expect(one.minX == 50)
    }

    @Test func containerRelativeFrameClosureAndBadAnswers() {
        let h = host(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length * 0.5 : length / 4
        }.id("f"), width: 300, height: 200)
        expectRect(h.rect("f"), 75, 75, 150, 50)
        let bad = host(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.frame(height: 10).id("f"), width: 300, height: 200)
        expectRect(bad.rect("f"), 150, 95, 0, 10)
        #expect(bad.diagnostics.contains { $0.kind == .invalidFrame })
        let zero = host(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 5).frame(height: 10).id("f"), width: 300, height: 200)
        expectRect(zero.rect("f"), 0, 95, 300, 10)
    }
}
