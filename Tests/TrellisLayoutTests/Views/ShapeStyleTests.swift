import Foundation
import Testing
@testable import TrellisLayout

/// Every node of a render tree, depth first, in drawing order.
func allNodes(_ n: RenderNode) -> [RenderNode] { [n] + n.children.flatMap(allNodes) }

/// `.foregroundStyle` with hierarchical styles, `.tint`, gradients and materials;
/// `.background(_:in:fillStyle:)` and `.background(in:fillStyle:)`.
@Suite struct ShapeStyleTests {
    private func fillColor<V: View>(_ h: HostingView<V>, _ name: String) -> Color? {
        for n in allNodes(h.renderTree()) where n.name.contains(name) {
            if case let .fill(_, c, _) = n.content { return c }
        }
        return nil
    }

    @Test func tintAsAForegroundStyleAndAsAFill() {
        let a = host(Rectangle().foregroundStyle(.tint).frame(width: 10, height: 10).tint(.green), width: 20, height: 20)
        #expect(fillColor(a, "Rectangle") == Color.green)
        let b = host(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.orange), width: 20, height: 20)
        #expect(fillColor(b, "Rectangle") == Color.orange)
        #expect(b.dump().contains("Rectangle fill(TintShapeStyle)"))
        // No tint set: the accent colour.
        let c = host(Rectangle().fill(.tint).frame(width: 10, height: 10), width: 20, height: 20)
        #expect(fillColor(c, "Rectangle") == Color.accentColor)
    }

    @Test func hierarchicalLevelsColourText() {
        let h = host(VStack {
            Text("a").foregroundStyle(.secondary)
            Text("b").foregroundStyle(.tertiary)
            Text("c").foregroundStyle(.quaternary)
            Text("d").foregroundStyle(.tint)
        }.tint(.pink), width: 100, height: 100)
        var colors: [String: Color] = [:]
        for n in allNodes(h.renderTree()) {
            if case let .text(t) = n.content, let p = t.lines.first?.pieces.first { colors[p.text] = p.color }
        }
        #expect(colors["a"] == Color.secondary)
        #expect(colors["b"] == Color.tertiary)
        #expect(colors["c"] == Color.quaternary)
        #expect(colors["d"] == Color.pink)
        #expect(Color.tertiary.opacity == 0.3 && Color.quaternary.opacity == 0.18)
    }

    @Test func textTintResolvesWhereItIsShown() {
        let h = host(Text("x").foregroundStyle(.tint).tint(.purple), width: 50, height: 50)
        let piece = allNodes(h.renderTree()).compactMap { n -> RenderText.Piece? in
            if case let .text(t) = n.content { return t.lines.first?.pieces.first }
            return nil
        }.first
        #expect(piece?.color == Color.purple)
    }

    @Test func aGradientForegroundStylePaintsShapesAndText() {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let h = host(VStack(spacing: 0) {
            Rectangle().frame(width: 100, height: 10)
            Text("Hi")
        }.foregroundStyle(g), width: 100, height: 100)
        let nodes = allNodes(h.renderTree())
        let rect = nodes.first { $0.name.hasPrefix("Rectangle") }
        // The rectangle's frame is x 0…100, y 36.5…46.5: the gradient runs across it.
        #expect(rect?.gradient == RenderGradient(gradient: g.gradient, kind: .linear(start: CGPoint(x: 0, y: 41.5), end: CGPoint(x: 100, y: 41.5))))
        let text = nodes.first { if case .text = $0.content { return true } else { return false } }
        guard case let .text(t)? = text?.content else { Issue.record("no text"); return }
        #expect(t.lines[0].pieces[0].isGradientFilled)
        // Text "Hi" is 17 wide at x 41.5.
        #expect(text?.gradient == RenderGradient(gradient: g.gradient, kind: .linear(start: CGPoint(x: 41.5, y: 55), end: CGPoint(x: 58.5, y: 55))))
        // A colour foreground style set inside resets the gradient.
        let plain = host(Rectangle().foregroundStyle(.red).frame(width: 10, height: 10).foregroundStyle(g), width: 20, height: 20)
        #expect(allNodes(plain.renderTree()).allSatisfy { $0.gradient == nil })
    }

    @Test func materialsAreTranslucentFills() {
        let expected: [(Material, Double, String)] = [(.ultraThin, 0.35, "ultraThinMaterial"), (.thin, 0.55, "thinMaterial"),
                                                       (.regular, 0.70, "regularMaterial"), (.thick, 0.85, "thickMaterial"),
                                                       (.ultraThick, 0.93, "ultraThickMaterial"), (.bar, 0.94, "bar")]
        for (m, opacity, name) in expected {
            #expect(m.fallbackColor.opacity == opacity)
            #expect(m.fallbackColor.description == name)
        }
        let h = host(Color.clear.frame(width: 10, height: 10).background(.ultraThinMaterial), width: 20, height: 20)
        #expect(h.dump().contains("Color ultraThinMaterial (5, 5, 10, 10)"))
        let t = host(Text("m").foregroundStyle(.thickMaterial), width: 20, height: 20)
        #expect(allNodes(t.renderTree()).contains { n in
            if case let .text(x) = n.content { return x.lines[0].pieces[0].color == Material.thick.fallbackColor }
            return false
        })
    }

    @Test func backgroundInAShapeTakesTheViewsFrame() {
        // Text 17 × 17 padded by 16: 49 × 49, centred in 200 × 100.
        let h = host(Text("Hi").padding().id("p").background(.red, in: RoundedRectangle(cornerRadius: 8)), width: 200, height: 100)
        expectRect(h.rect("p"), 75.5, 25.5, 49, 49)
        let shape = allNodes(h.renderTree()).first { $0.name.hasPrefix("RoundedRectangle") }
        #expect(shape?.frame == CGRect(x: 75.5, y: 25.5, width: 49, height: 49))
        #expect(fillColor(h, "RoundedRectangle") == Color.red)
        let eo = host(Text("Hi").background(.blue, in: Circle(), fillStyle: FillStyle(eoFill: true)), width: 100, height: 100)
        let circle = allNodes(eo.renderTree()).first { $0.name.hasPrefix("Circle") }
        guard case let .fill(_, _, eoFill)? = circle?.content else { Issue.record("no circle"); return }
        #expect(eoFill)
    }

    @Test func backgroundInUsesTheBackgroundStyle() {
        let h = host(Text("Hi").padding(4).background(in: Capsule()), width: 100, height: 100)
        #expect(fillColor(h, "Capsule")?.description == "systemBackground")
        let styled = host(Text("Hi").padding(4).background(in: Capsule()).backgroundStyle(.mint), width: 100, height: 100)
        #expect(fillColor(styled, "Capsule") == Color.mint)
        let any = host(Rectangle().fill(AnyShapeStyle(Color.cyan)).frame(width: 4, height: 4), width: 10, height: 10)
        #expect(fillColor(any, "Color cyan") == Color.cyan)
    }
}
