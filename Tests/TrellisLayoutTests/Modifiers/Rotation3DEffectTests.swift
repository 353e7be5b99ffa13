import Foundation
import Testing
@testable import TrellisLayout

/// `rotation3DEffect` and `projectionEffect` leave layout alone and give the render tree
/// the projection, in window coordinates.
@Suite @MainActor struct Rotation3DEffectTests {
    private func projected(_ node: RenderNode) -> RenderNode? {
        node.projection != nil ? node : node.children.lazy.compactMap(projected).first
    }

    @Test func layoutIsUnchangedAndTheProjectionIsInWindowCoordinates() throws {
        let h = host(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).id("r"))
        expectRect(h.rect("r"), 145, 372, 100, 100)
        let node = try #require(projected(h.renderTree()))
        let m = try #require(node.projection)
        // The view's top-left corner (145, 372) goes where (0, 0) goes in a 100-pt view.
        let p = CGPoint(x: 145, y: 372).applying(m)
        #expect(abs(p.x - 150.907301480) < 1e-6 && abs(p.y - 333.814602960) < 1e-6)
        #expect(h.dump().contains("rotation3DEffect(60°, axis: (0, 1, 0))"))
    }

    @Test func badInputHasADefinedResult() {
        let zero = host(Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0)))
        #expect(projected(zero.renderTree()) == nil)
        let nan = host(Color.red.frame(width: 10, height: 10).rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0)))
        #expect(projected(nan.renderTree()) == nil)
        let infinite = host(Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(30), axis: (x: .infinity, y: 1, z: 0)))
        #expect(projected(infinite.renderTree()) == nil)
        var bad = ProjectionTransform()
        bad.m13 = .nan
        #expect(projected(host(Color.red.projectionEffect(bad)).renderTree()) == nil)
    }

    /// `projectionEffect` acts in the view's own coordinates: a translation moves it.
    @Test func projectionEffectActsInTheViewsCoordinates() throws {
        var m = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))
        m.m13 = 0.01
        let h = host(Color.red.frame(width: 100, height: 100).projectionEffect(m))
        let node = try #require(projected(h.renderTree()))
        // (100, 0) in the view → (200 / 2, 0) = (100, 0) in the view: (245, 372) in the window.
        let p = CGPoint(x: 245, y: 372).applying(try #require(node.projection))
        #expect(abs(p.x - 245) < 1e-9 && abs(p.y - 372) < 1e-9)
    }

    /// The angle animates: half-way through a linear second it is 30°.
    @Test func theAngleAnimates() throws {
        struct Flip: View {
            @State var on = false
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .rotation3DEffect(.degrees(on ? 60 : 0), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let h = host(Flip())
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        h.advance(by: 0.5)
        let m = try #require(projected(h.renderTree())?.projection)
        let half = Rotation3D(angle: .degrees(30), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(size: CGSize(width: 100, height: 100))
        let p = CGPoint(x: 145, y: 372).applying(m), q = CGPoint(x: 0, y: 0).applying(half)
        #expect(abs(p.x - 145 - q.x) < 1e-6 && abs(p.y - 372 - q.y) < 1e-6)
    }
}
