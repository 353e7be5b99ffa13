import Foundation
import Testing
@testable import TrellisLayout

private func nodes<V: View>(_ h: HostingView<V>, _ prefix: String) -> [RenderNode] {
    var out: [RenderNode] = []
    func visit(_ n: RenderNode, _ opacity: Double, _ t: CGAffineTransform) {
        var n = n
        n.opacity *= opacity
        n.transform = n.transform.concatenating(t)
        if n.name.hasPrefix(prefix) { out.append(n) }
        for c in n.children { visit(c, n.opacity, n.transform) }
    }
    visit(h.renderTree(), 1, .identity)
    return out
}

private func near(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// Shows a 100 × 40 box when `shown`, with a transition; the button toggles it in a
/// linear animation of 1 s.
private struct Shower: View {
    var transition: AnyTransition?
    @State var shown = false
    var body: some View {
        VStack(spacing: 0) {
            if shown {
                if let transition {
                    Color.red.frame(width: 100, height: 40).transition(transition).id("box")
                } else {
                    Color.red.frame(width: 100, height: 40).id("box")
                }
            }
            Color.blue.frame(width: 300, height: 40)
            Button("t") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.id("button")
        }
        // The column stays at the top: only the box's own drawing moves.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@Suite struct TransitionTests {
    func toggle<V: View>(_ h: HostingView<V>) {
        let b = h.layoutFrame(of: "button")!
        #expect(h.tap(at: CGPoint(x: b.midX, y: b.midY)))
    }

    @Test func defaultTransitionFadesInAndOut() {
        let h = host(Shower(transition: nil))
        toggle(h)
        h.advance(by: 0.25)
        #expect(near(nodes(h, "frame(width: 100").first!.opacity, 0.25))
        h.advance(by: 0.75)
        #expect(nodes(h, "frame(width: 100").first!.opacity == 1)
        #expect(!h.isAnimating)
        let shownFrame = nodes(h, "frame(width: 100").first!.frame
        // Removal: the view stays drawn where it was, fading, until the transition ends.
        toggle(h)
        #expect(h.layoutFrame(of: "box") == nil)
        h.advance(by: 0.5)
        let ghost = nodes(h, "frame(width: 100")
        #expect(ghost.count == 1)
        #expect(near(ghost[0].opacity, 0.5))
        #expect(ghost[0].frame == shownFrame)
        #expect(h.dump().contains("(removing)"))
        h.advance(by: 0.5)
        #expect(nodes(h, "frame(width: 100").isEmpty)
        #expect(!h.isAnimating)
    }

    @Test func aLeavingViewIsNotHitTestable() {
        struct V: View {
            @State var shown = true
            @State var taps = 0
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 300, height: 300)
                    if shown {
                        Button("x") { withAnimation(.linear(duration: 1)) { shown = false } }
                            .frame(width: 200, height: 200).id("button")
                    }
                }
            }
        }
        let h = host(V())
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        h.advance(by: 0.5)
        #expect(!h.tap(at: CGPoint(x: 195, y: 422)))
    }

    @Test func moveSlideScaleOffsetAndPush() {
        // .move(edge: .leading): starts offset by its own width to the left.
        let h = host(Shower(transition: .move(edge: .leading)))
        toggle(h)
        let target = h.layoutFrame(of: "box")!
        h.advance(by: 0.25)
        var n = nodes(h, "frame(width: 100").first!
        #expect(n.frame == target)   // layout is not changed: the drawing is moved
        #expect(near(Double(n.transform.tx), -75) && near(Double(n.transform.ty), 0))
        // .scale: from 0 about the centre.
        let s = host(Shower(transition: .scale))
        toggle(s)
        s.advance(by: 0.5)
        n = nodes(s, "frame(width: 100").first!
        #expect(near(Double(n.transform.a), 0.5) && near(Double(n.transform.d), 0.5))
        let c = CGPoint(x: n.frame.midX, y: n.frame.midY).applying(n.transform)
        #expect(near(Double(c.x), Double(n.frame.midX)) && near(Double(c.y), Double(n.frame.midY)))
        // .offset(x:y:) and .push(from: .bottom) (move from the bottom edge + fade).
        let o = host(Shower(transition: .offset(x: 20, y: -10)))
        toggle(o)
        o.advance(by: 0.5)
        n = nodes(o, "frame(width: 100").first!
        #expect(near(Double(n.transform.tx), 10) && near(Double(n.transform.ty), -5))
        let p = host(Shower(transition: .push(from: .bottom)))
        toggle(p)
        p.advance(by: 0.75)
        n = nodes(p, "frame(width: 100").first!
        #expect(near(Double(n.transform.ty), 10) && near(n.opacity, 0.75))
        // .slide removes toward the trailing edge.
        let sl = host(Shower(transition: .slide))
        toggle(sl)
        sl.advance(by: 1)
        toggle(sl)
        sl.advance(by: 0.5)
        n = nodes(sl, "frame(width: 100").first!
        #expect(near(Double(n.transform.tx), 50))
    }

    @Test func asymmetricCombinedIdentityAndCustomModifier() {
        let t = AnyTransition.asymmetric(insertion: .opacity, removal: .scale(scale: 0.5).combined(with: .offset(x: 0, y: 40)))
        let h = host(Shower(transition: t))
        toggle(h)
        h.advance(by: 0.5)
        var n = nodes(h, "frame(width: 100").first!
        #expect(near(n.opacity, 0.5) && n.transform == .identity)
        h.advance(by: 0.5)
        toggle(h)
        h.advance(by: 0.5)
        n = nodes(h, "frame(width: 100").first!
        #expect(near(n.opacity, 1) && near(Double(n.transform.a), 0.75) && near(Double(n.transform.ty) - Double(n.frame.midY) * 0.25, 20))
        // .identity: no visible change; the view appears at once.
        let i = host(Shower(transition: .identity))
        toggle(i)
        #expect(nodes(i, "frame(width: 100").first!.opacity == 1)
        // A custom modifier transition: its opacity and rotation effects animate.
        struct Spin: ViewModifier {
            let amount: Double
            func body(content: Content) -> some View {
                content.rotationEffect(.degrees(amount * 90)).opacity(1 - amount)
            }
        }
        let m = host(Shower(transition: .modifier(active: Spin(amount: 1), identity: Spin(amount: 0))))
        toggle(m)
        m.advance(by: 0.5)
        n = nodes(m, "frame(width: 100").first!
        #expect(near(n.opacity, 0.5))
        #expect(near(Double(n.transform.b), sin(Double.pi / 4)))   // 45° on the way from 90° to 0°
    }

    @Test func transitionsRunOnlyUnderAnimation() {
        struct V: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown { Color.red.frame(width: 10, height: 10) }
                    Button("t") { shown.toggle() }.id("button")
                }
            }
        }
        let h = host(V())
        let b = h.layoutFrame(of: "button")!
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(!h.isAnimating)
        #expect(nodes(h, "frame(width: 10").first!.opacity == 1)
    }
}

/// A shape whose inset animates.
private struct Inset: Shape {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
}

/// Places its subviews on a circle of radius 100, starting at `angle` (radians).
private struct Radial: Layout {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 300, height: 300) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            let a = angle + Double(i) * 2 * .pi / Double(subviews.count)
            s.place(at: CGPoint(x: bounds.midX + 100 * cos(a), y: bounds.midY + 100 * sin(a)), anchor: .center, proposal: .unspecified)
        }
    }
}

@Suite struct AnimatedValueTests {
    struct Values: View {
        @State var on = false
        var body: some View {
            VStack(spacing: 0) {
                Inset(amount: on ? 10 : 0).fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 100, height: 100)
                RoundedRectangle(cornerRadius: on ? 20 : 0).fill(.green).frame(width: 100, height: 100)
                Color.gray.frame(width: 10, height: 10).opacity(on ? 0 : 1)
                Color.gray.frame(width: 10, height: 10).scaleEffect(on ? 3 : 1)
                Color.gray.frame(width: 10, height: 10).rotationEffect(.degrees(on ? 90 : 0))
                ProgressView(value: on ? 1 : 0)
                Button("t") { withAnimation(.linear(duration: 1)) { on.toggle() } }.id("button")
            }
        }
    }

    @Test func shapeDataColoursEffectsAndProgressAnimate() {
        let h = host(Values())
        let b = h.layoutFrame(of: "button")!
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        h.advance(by: 0.5)
        let inset = nodes(h, "Inset").first!
        guard case let .fill(path, color, _) = inset.content else { Issue.record("no fill"); return }
        // Half way: inset 5, so the path starts 5 pt in; the colour is half red, half blue.
        guard case let .move(to: p0)? = path.elements.first else { Issue.record("empty path"); return }
        #expect(p0 == CGPoint(x: inset.frame.minX + 5, y: inset.frame.minY + 5))
        #expect(near(color.red, 0.5) && near(color.blue, 0.5))
        let rounded = nodes(h, "RoundedRectangle").first!
        guard case let .fill(rpath, _, _) = rounded.content else { Issue.record("no fill"); return }
        #expect(rpath == Path(roundedRect: rounded.frame, cornerRadius: 10))
        #expect(near(nodes(h, "opacity").first!.opacity, 0.5))
        #expect(near(Double(nodes(h, "scaleEffect").first!.transform.a), 2))
        let r = nodes(h, "rotationEffect").first!.transform
        #expect(near(Double(r.b), sin(Double.pi / 4)))
        let value = nodes(h, "ProgressView.value").first!
        let track = nodes(h, "ProgressView.track").first!
        #expect(near(Double(value.frame.width), Double(track.frame.width) / 2))
    }

    @Test func aLayoutsAnimatableDataReRunsOnlyThatLayout() {
        struct V: View {
            @State var angle = 0.0
            var body: some View {
                VStack {
                    Radial(angle: angle) {
                        Color.red.frame(width: 10, height: 10).id("a")
                        Color.blue.frame(width: 10, height: 10).id("b")
                    }
                    Button("t") { withAnimation(.linear(duration: 1)) { angle = .pi } }.id("button")
                }
            }
        }
        let h = host(V())
        let b = h.layoutFrame(of: "button")!
        let before = h.context.sizeComputations
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        let afterLayout = h.context.sizeComputations
        #expect(afterLayout > before)
        let centre = { (id: String) -> CGPoint in
            let f = h.presentationFrame(of: id)!
            return CGPoint(x: f.midX, y: f.midY)
        }
        let start = centre("a")
        for step in 1...3 {
            h.advance(by: 0.25)
            // On the circle (radius 100 about the layout's centre), at angle π·t: not on the chord.
            let a = centre("a")
            let c = CGPoint(x: start.x - 100, y: start.y)
            let radius = ((a.x - c.x) * (a.x - c.x) + (a.y - c.y) * (a.y - c.y)).squareRoot()
            #expect(near(Double(radius), 100, 1e-9))
            let expectedAngle = Double.pi * 0.25 * Double(step)
            #expect(near(Double(a.x - c.x), 100 * cos(expectedAngle), 1e-9))
            #expect(near(Double(a.y - c.y), 100 * sin(expectedAngle), 1e-9))
        }
        // Frames animate without layout: no size was computed by the frames, and only
        // the radial container re-ran its placement.
        #expect(h.context.sizeComputations == afterLayout)
        #expect(h.animator.layoutReplays == 4)   // the frame shown at the tap, then three
    }

    @Test func frameAnimationsRunNoLayout() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    ForEach(0..<50) { i in Color.red.frame(width: on ? 20 : 10, height: 5) }
                    Button("t") { withAnimation(.linear(duration: 1)) { on.toggle() } }.id("button")
                }
            }
        }
        let h = host(V())
        let b = h.layoutFrame(of: "button")!
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        let computations = h.context.sizeComputations
        let evaluations = h.bodyEvaluationCount
        for _ in 0..<10 { h.advance(by: 0.05) }
        _ = h.renderTree()
        #expect(h.context.sizeComputations == computations)
        #expect(h.bodyEvaluationCount == evaluations)
        #expect(h.animator.layoutReplays == 0)
    }
}
