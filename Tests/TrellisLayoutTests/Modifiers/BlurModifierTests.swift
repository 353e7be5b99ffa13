import Foundation
import Testing
@testable import TrellisLayout

/// The render nodes that carry a blur, depth first.
private func blurs(_ node: RenderNode) -> [RenderBlur] {
    (node.blur.map { [$0] } ?? []) + node.children.flatMap(blurs)
}

@Suite struct BlurModifierTests {
    @Test func layoutIsUnchanged() {
        let plain = host(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).id("a")
            Text("Hi").id("b")
        })
        let blurred = host(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).blur(radius: 10).id("a")
            Text("Hi").blur(radius: 3, opaque: true).id("b")
        })
        // The blur's item has its child's frame: the same frames, each once more.
        #expect(Set(blurred.placedFrames()) == Set(plain.placedFrames()))
        expectRect(blurred.rect("a"), 145, 388.5, 100, 50)
        expectRect(blurred.rect("b"), 186.5, 438.5, 17, 17)
    }

    @Test func renderTreeCarriesTheRadiusAndTheDumpNamesIt() {
        let h = host(Color.red.frame(width: 10, height: 10).blur(radius: 4, opaque: true))
        #expect(blurs(h.renderTree()) == [RenderBlur(radius: 4, isOpaque: true)])
        #expect(h.dump().contains("blur(radius: 4, opaque: true)"))
        // Radius 0 blurs nothing: no blur in the tree.
        #expect(blurs(host(Color.red.blur(radius: 0)).renderTree()).isEmpty)
    }

    @Test(arguments: [-3, CGFloat.nan, .infinity])
    func badRadiusIsReportedAndCountsAsZero(_ radius: CGFloat) {
        let h = host(Color.red.frame(width: 10, height: 10).blur(radius: radius).id("a"))
        #expect(h.diagnostics.contains { $0.kind == .invalidFrame && $0.message.contains("blur radius") })
        #expect(blurs(h.renderTree()).isEmpty)
        expectRect(h.rect("a"), 190, 417, 10, 10)
    }

    @Test func radiusAnimatesLikeOpacity() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 100, height: 10).blur(radius: on ? 10 : 2, opaque: true).id("box")
                    Button("t") { withAnimation(.linear(duration: 1)) { on = true } }.id("button")
                }
            }
        }
        let h = host(V())
        #expect(blurs(h.renderTree()) == [RenderBlur(radius: 2, isOpaque: true)])
        let b = h.rect("button")
        #expect(h.tap(at: CGPoint(x: b.midX, y: b.midY)))
        h.advance(by: 0.5)
        // Half way from 2 to 10.
        #expect(blurs(h.renderTree()) == [RenderBlur(radius: 6, isOpaque: true)])
        h.advance(by: 1)
        #expect(blurs(h.renderTree()) == [RenderBlur(radius: 10, isOpaque: true)])
    }
}
