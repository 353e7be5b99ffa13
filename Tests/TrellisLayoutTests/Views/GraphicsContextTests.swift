import Foundation
import Testing
@testable import TrellisLayout

/// `GraphicsContext`: its state (transform, opacity, clip) as a value, what each drawing
/// call records (render nodes in window coordinates), and bad input.
@Suite("GraphicsContext")
struct GraphicsContextTests {
    /// What a renderer saw, kept for the test.
    final class Seen {
        var transforms: [CGAffineTransform] = []
        var opacities: [Double] = []
        var clipRects: [CGRect] = []
        var values: [CGFloat] = []
    }

    private func nodes(_ n: RenderNode) -> [RenderNode] { [n] + n.children.flatMap(nodes) }

    /// The nodes a canvas of `size` at the window's origin draws.
    private func drawing(width: CGFloat = 100, height: CGFloat = 100,
                         _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> (HostingView<some View>, [RenderNode]) {
        let h = host(Canvas(renderer: renderer).frame(width: width, height: height), width: width, height: height)
        let canvas = nodes(h.renderTree()).first { $0.name == "Canvas" }
        return (h, canvas?.children ?? [])
    }

    /// The innermost node of a chain of one-child wrappers.
    private func leaf(_ n: RenderNode) -> RenderNode { n.children.count == 1 && n.content.isNone ? leaf(n.children[0]) : n }

    @Test("a copy has its own transform, opacity and clip; the original keeps its own")
    func valueSemantics() {
        let seen = Seen()
        _ = drawing { context, _ in
            var copy = context
            copy.translateBy(x: 10, y: 5)
            copy.opacity = 0.25
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 30)))
            seen.transforms = [context.transform, copy.transform]
            seen.opacities = [context.opacity, copy.opacity]
            seen.clipRects = [context.clipBoundingRect, copy.clipBoundingRect]
        }
        #expect(seen.transforms == [.identity, CGAffineTransform(translationX: 10, y: 5)])
        #expect(seen.opacities == [1, 0.25])
        // The copy's clip, back in its user space; the original's is the whole canvas.
        #expect(seen.clipRects == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 20, height: 30)])
    }

    @Test("translate, scale, rotate and concatenate act on the user space, in CoreGraphics' order")
    func transforms() {
        let seen = Seen()
        _ = drawing { context, _ in
            context.translateBy(x: 10, y: 0)
            context.scaleBy(x: 2, y: 3)
            seen.transforms.append(context.transform)
            context.rotate(by: .degrees(90))
            seen.transforms.append(context.transform)
            context.concatenate(CGAffineTransform(translationX: 1, y: 1))
            seen.transforms.append(context.transform)
        }
        #expect(seen.transforms[0] == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        // x → y: (1, 0) maps to (0, 3) + (10, 0); (0, 1) to (−2, 0) + (10, 0).
        let r = seen.transforms[1]
        #expect(abs(r.a) < 1e-12 && abs(r.b - 3) < 1e-12 && abs(r.c + 2) < 1e-12 && abs(r.d) < 1e-12)
        #expect(r.tx == 10 && r.ty == 0)
        // (1, 1) of the user space before the rotation: x 10 − 2, y 3.
        let t = seen.transforms[2]
        #expect(abs(t.tx - 8) < 1e-12 && abs(t.ty - 3) < 1e-12)
    }

    @Test("a colour fill is its path mapped into the window; a similarity keeps a stroke a stroke")
    func recordedGeometry() {
        let (_, drawn) = drawing { context, _ in
            context.translateBy(x: 20, y: 10)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue), lineWidth: 1.5)
            context.scaleBy(x: 1, y: 0.5)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.green), lineWidth: 2)
        }
        #expect(drawn.count == 3)
        guard drawn.count == 3 else { return }
        guard case let .fill(fill, red, _) = drawn[0].content, case let .stroke(stroke, blue, width) = drawn[1].content,
              case let .fill(outline, green, _) = drawn[2].content else {
            Issue.record("unexpected contents: \(drawn.map(\.content))")
            return
        }
        #expect(fill.boundingRect == CGRect(x: 20, y: 10, width: 10, height: 10))
        #expect(red == .red)
        #expect(stroke.boundingRect == CGRect(x: 20, y: 10, width: 10, height: 10))
        #expect(blue == .blue && width == 3 && drawn[1].strokeStyle?.lineWidth == 3)
        // An uneven scale: the stroke's outline in user space (−1…6 on both axes, mitred
        // corners) mapped x × 2 + 20, y × 1 + 10: x 18…32, y 9…16.
        #expect(green == .green)
        let box = outline.boundingRect
        #expect(abs(box.minX - 18) < 1e-9 && abs(box.maxX - 32) < 1e-9)
        #expect(abs(box.minY - 9) < 1e-9 && abs(box.maxY - 16) < 1e-9)
    }

    @Test("opacity, blend mode and clips wrap the drawing; clips are in window coordinates")
    func wrappers() throws {
        let (_, drawn) = drawing { context, _ in
            context.translateBy(x: 5, y: 5)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
        }
        let clip = try #require(drawn.first)
        #expect(clip.clip == Path(CGRect(x: 5, y: 5, width: 10, height: 10)))
        let blend = try #require(clip.children.first)
        #expect(blend.blendMode == .multiply)
        let faded = try #require(blend.children.first)
        #expect(faded.opacity == 0.5)
        #expect(leaf(clip).content.isFill)
    }

    @Test("a projection filter acts in the user space it was added in")
    func projectionFilter() throws {
        let (_, drawn) = drawing { context, _ in
            context.translateBy(x: 30, y: 40)
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black))
        }
        let wrapper = try #require(drawn.first)
        let p = try #require(wrapper.projection)
        // Scaling by 2 about the user space's origin (30, 40): (31, 41) goes to (32, 42).
        let q = CGPoint(x: 31, y: 41).applying(p)
        #expect(abs(q.x - 32) < 1e-9 && abs(q.y - 42) < 1e-9)
    }

    @Test("colour filters change the colours drawn; a multiply tints images")
    func colorFilters() {
        let (_, drawn) = drawing { context, _ in
            context.addFilter(.colorMultiply(Color(red: 0.5, green: 1, blue: 0, opacity: 1)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(Color(red: 1, green: 0.5, blue: 1)))
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.white))
        }
        let colors = drawn.map(leaf).compactMap { n -> Color? in if case let .fill(_, c, _) = n.content { return c } else { return nil } }
        // The copy keeps the multiply and adds the inversion: white × (0.5, 1, 0), inverted.
        #expect(colors == [Color(red: 0.5, green: 0.5, blue: 0), Color(red: 0.5, green: 0, blue: 1)])
    }

    @Test("drawLayer groups its drawing and composites it with the outer opacity")
    func layers() throws {
        let (_, drawn) = drawing { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        #expect(drawn.count == 1)
        let faded = try #require(drawn.first)
        #expect(faded.opacity == 0.5)
        let group = try #require(faded.children.first)
        #expect(group.isCompositingGroup)
        // Inside, full opacity.
        #expect(group.children.count == 2 && group.children.allSatisfy { $0.opacity == 1 })
    }

    @Test("bad input: the call draws or changes nothing, and the host says so")
    func badInput() {
        let seen = Seen()
        let (h, drawn) = drawing { context, _ in
            context.translateBy(x: .nan, y: 0)
            context.scaleBy(x: .infinity, y: 1)
            context.rotate(by: .radians(.nan))
            context.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            seen.transforms.append(context.transform)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: -1)
            context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: .nan)
            context.fill(Path(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)), with: .color(.red))
            context.draw(Text("x"), at: CGPoint(x: CGFloat.infinity, y: 0))
        }
        #expect(seen.transforms == [.identity])
        #expect(drawn.isEmpty)
        let messages = h.diagnostics.filter { $0.kind == .invalidDrawing }.map(\.message)
        #expect(messages.count == 8)
        #expect(messages.contains("stroke: line width -1.0 is negative or not finite; nothing drawn"))
    }

    @Test("a NaN opacity draws as 0; a non-finite clip clips everything")
    func badState() throws {
        let (h, drawn) = drawing { context, _ in
            var faded = context
            faded.opacity = .nan
            faded.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        }
        #expect(drawn.count == 2)
        #expect(drawn.first?.opacity == 0)
        let clipped = try #require(drawn.last)
        #expect(clipped.clip == Path())
        #expect(h.diagnostics.filter { $0.kind == .invalidDrawing }.count == 2)
    }

    @Test("text is laid out by the host's measurer where the anchor puts it")
    func text() throws {
        let (_, drawn) = drawing { context, _ in
            let resolved = context.resolve(Text("abcd"))
            // The fixed measurer: 0.5 × 17 per character, lines 17 tall.
            #expect(resolved.measure(in: CGSize(width: 100, height: 100)) == CGSize(width: 34, height: 17))
            context.draw(resolved, at: CGPoint(x: 50, y: 50), anchor: .center)
        }
        let node = try #require(drawn.first)
        #expect(node.frame == CGRect(x: 33, y: 41.5, width: 34, height: 17))
        guard case let .text(text) = node.content else {
            Issue.record("not text")
            return
        }
        #expect(text.lines.map(\.text) == ["abcd"])
        #expect(text.lines.first?.pieces.first?.color == .primary)
    }

    @Test("images are drawn into their rectangles mapped into the window")
    func images() throws {
        ImageAssets.register("canvas-test-image", pixelWidth: 8, pixelHeight: 4, scale: 2)
        let (_, drawn) = drawing { context, _ in
            let image = context.resolve(Image("canvas-test-image"))
            #expect(image.size == CGSize(width: 4, height: 2))
            context.translateBy(x: 10, y: 20)
            context.draw(image, at: .zero, anchor: .topLeading)
            context.scaleBy(x: 2, y: 2)
            context.draw(Image("canvas-test-image"), in: CGRect(x: 1, y: 1, width: 3, height: 3))
        }
        #expect(drawn.map(\.frame) == [CGRect(x: 10, y: 20, width: 4, height: 2), CGRect(x: 12, y: 22, width: 6, height: 6)])
        #expect(drawn.allSatisfy { if case .image(name: "canvas-test-image") = $0.content { return true } else { return false } })
    }

    @Test("symbols are found by tag and drawn where the renderer puts them")
    func symbols() throws {
        let h = host(Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: "dot") else { return }
            #expect(symbol.size == CGSize(width: 6, height: 4))
            #expect(context.resolveSymbol(id: "none") == nil)
            context.draw(symbol, at: CGPoint(x: 20, y: 30), anchor: .topLeading)
        } symbols: {
            Color.red.frame(width: 6, height: 4).tag("dot")
        }.frame(width: 100, height: 100), width: 100, height: 100)
        let canvas = try #require(nodes(h.renderTree()).first { $0.name == "Canvas" })
        let symbol = try #require(canvas.children.first)
        // A move alone is made in the symbol's drawing: no transform left.
        #expect(nodes(symbol).allSatisfy { $0.transform == .identity })
        let fills = nodes(symbol).compactMap { n -> CGRect? in if case let .fill(p, _, _) = n.content { return p.boundingRect } else { return nil } }
        #expect(fills == [CGRect(x: 20, y: 30, width: 6, height: 4)])
    }

    @Test("a symbol drawn under a scale keeps its drawing and carries the map")
    func scaledSymbol() throws {
        let h = host(Canvas { context, _ in
            guard let symbol = context.resolveSymbol(id: 1) else { return }
            context.scaleBy(x: 2, y: 3)
            context.draw(symbol, in: CGRect(x: 1, y: 1, width: 12, height: 4))
        } symbols: {
            ForEach([1, 2], id: \.self) { _ in Color.red.frame(width: 6, height: 4) }
        }.frame(width: 100, height: 100), width: 100, height: 100)
        let canvas = try #require(nodes(h.renderTree()).first { $0.name == "Canvas" })
        let symbol = try #require(canvas.children.first)
        // Stretched × 2 across into (1, 1, 12, 4), then the user space's scale (2, 3).
        #expect(symbol.transform == CGAffineTransform(a: 4, b: 0, c: 0, d: 3, tx: 2, ty: 3))
        let fills = nodes(symbol).compactMap { n -> CGRect? in if case let .fill(p, _, _) = n.content { return p.boundingRect } else { return nil } }
        #expect(fills == [CGRect(x: 0, y: 0, width: 6, height: 4)])
    }
}

extension RenderNode.Content {
    var isNone: Bool { if case .none = self { return true } else { return false } }
    var isFill: Bool { if case .fill = self { return true } else { return false } }
}
