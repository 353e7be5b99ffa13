import Foundation
import Testing
@testable import TrellisLayout

/// `Canvas`: greedy layout (the proposal, 10 for an unspecified dimension), the renderer
/// run with the canvas's size each time the host draws, its drawing recorded as render
/// nodes in window coordinates and clipped to the canvas.
@Suite("Canvas")
struct CanvasTests {
    /// What the renderers saw, kept across runs.
    final class Runs {
        var sizes: [CGSize] = []
    }

    private func nodes(_ n: RenderNode) -> [RenderNode] { [n] + n.children.flatMap(nodes) }

    @Test("in an HStack it takes the width left beside a fixed view, and the whole height")
    func hstack() {
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 100).id("a")
            Canvas { _, _ in }.id("c")
        })
        expectRect(h.rect("a"), 0, 0, 100, 844)
        expectRect(h.rect("c"), 100, 0, 290, 844)
    }

    @Test("in a VStack two canvases share the height equally")
    func vstack() {
        let h = host(VStack(spacing: 4) {
            Canvas { _, _ in }.id("top")
            Canvas { _, _ in }.id("bottom")
        }, width: 200, height: 104)
        expectRect(h.rect("top"), 0, 0, 200, 50)
        expectRect(h.rect("bottom"), 0, 54, 200, 50)
    }

    @Test("proposed nothing, a canvas is 10 × 10")
    func unspecified() {
        let h = host(Canvas { _, _ in }.fixedSize().id("c"))
        #expect(h.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        expectRect(h.rect("c"), 190, 417, 10, 10)
    }

    @Test("the renderer runs with the canvas's size each time the tree is drawn")
    func rendererSize() {
        let runs = Runs()
        let h = host(Canvas { _, size in runs.sizes.append(size) }.frame(width: 120, height: 80))
        #expect(runs.sizes.isEmpty)
        _ = h.renderTree()
        _ = h.renderTree()
        #expect(runs.sizes == [CGSize(width: 120, height: 80), CGSize(width: 120, height: 80)])
    }

    @Test("the canvas's render node clips to its frame and holds the drawing in window coordinates")
    func renderNode() throws {
        let h = host(HStack(spacing: 0) {
            Color.clear.frame(width: 100)
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.red))
            }
        }, width: 300, height: 50)
        let canvas = try #require(nodes(h.renderTree()).first { $0.name == "Canvas" })
        #expect(canvas.frame == CGRect(x: 100, y: 0, width: 200, height: 50))
        #expect(canvas.clip == Path(CGRect(x: 100, y: 0, width: 200, height: 50)))
        #expect(canvas.children.count == 1)
        guard case let .fill(path, color, eoFill) = canvas.children[0].content else {
            Issue.record("not a fill: \(canvas.children[0].content)")
            return
        }
        #expect(path.boundingRect == CGRect(x: 100, y: 0, width: 10, height: 20))
        #expect(color == .red)
        #expect(!eoFill)
        #expect(canvas.children[0].transform == .identity)
    }

    @Test("a new view value draws its new inputs")
    func newInputs() throws {
        struct Drawing: View {
            var color: Color
            var body: some View {
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
                }
            }
        }
        let h = host(Drawing(color: .red), width: 20, height: 20)
        func fillColor() -> Color? {
            for n in nodes(h.renderTree()) { if case let .fill(_, c, _) = n.content { return c } }
            return nil
        }
        #expect(fillColor() == .red)
        h.rootView = Drawing(color: .blue)
        #expect(fillColor() == .blue)
    }
}
