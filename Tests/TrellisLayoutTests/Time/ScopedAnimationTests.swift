import Foundation
import Testing
@testable import TrellisLayout

/// iOS 17's `animation(_:body:)`: the modifiers in the body animate, the view they modify
/// does not.
@Suite @MainActor struct ScopedAnimationTests {
    struct Box: View {
        @State var on = false
        var body: some View {
            Color.red.frame(width: on ? 200 : 100, height: 50).id("box")
                .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
                .onTapGesture { on.toggle() }
        }
    }

    private func opacity(_ node: RenderNode) -> Double? {
        node.name.hasPrefix("opacity") ? node.opacity : node.children.lazy.compactMap(opacity).first
    }

    @Test func onlyTheBodysModifiersAnimate() throws {
        let h = host(Box())
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        h.advance(by: 0.5)
        // The frame (the view's own) jumped to 200; the opacity is half-way from 1 to 0.2.
        #expect(h.frame(of: "box")?.width == 200)
        let o = try #require(opacity(h.renderTree()))
        #expect(abs(o - 0.6) < 1e-9)
        h.advance(by: 0.5)
        #expect(abs((opacity(h.renderTree()) ?? 0) - 0.2) < 1e-9)
    }

    /// Inside `withAnimation` the view's own changes keep the outer animation.
    @Test func theViewKeepsTheOuterAnimation() throws {
        struct Outer: View {
            @State var on = false
            var body: some View {
                Color.red.frame(width: on ? 200 : 100, height: 50).id("box")
                    .animation(nil) { $0.opacity(on ? 0.2 : 1) }
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let h = host(Outer())
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        h.advance(by: 0.5)
        #expect(h.frame(of: "box")?.width == 150)
        // `nil` in the body: the opacity jumped.
        #expect(abs((opacity(h.renderTree()) ?? 0) - 0.2) < 1e-9)
    }
}
