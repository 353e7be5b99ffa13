import Foundation
import Testing
@testable import TrellisLayout

/// The render nodes named `prefix…` with opacity multiplied down the tree.
private func nodes<V: View>(_ h: HostingView<V>, _ prefix: String) -> [RenderNode] {
    var out: [RenderNode] = []
    func visit(_ n: RenderNode, _ opacity: Double) {
        var n = n
        n.opacity *= opacity
        if n.name.hasPrefix(prefix) { out.append(n) }
        for c in n.children { visit(c, n.opacity) }
    }
    visit(h.renderTree(), 1)
    return out
}

private func near(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// A box whose width follows `wide`; the button toggles it with `animation`.
private struct Toggler: View {
    var animation: Animation?
    @State var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: wide ? 200 : 100, height: 50).id("box")
            Button("Toggle") {
                if let animation { withAnimation(animation) { wide.toggle() } } else { wide.toggle() }
            }.id("button")
        }
    }
}

@Suite struct HostAnimationTests {
    func tapButton<V: View>(_ h: HostingView<V>) {
        let b = h.rect("button")
        #expect(h.tap(at: CGPoint(x: b.midX, y: b.midY)))
    }

    @Test func clockStartsAtZeroAndOnlyMovesForward() {
        let h = host(Toggler(animation: .linear(duration: 1)))
        #expect(h.time == 0)
        h.advance(by: 0.25)
        #expect(h.time == 0.25)
        h.advance(by: -1)
        h.advance(by: .nan)
        #expect(h.time == 0.25)
        #expect(h.diagnostics.contains { $0.kind == .invalidTime })
    }

    @Test func linearFrameAnimation() {
        let h = host(Toggler(animation: .linear(duration: 1)))
        // VStack of box (100 × 50) and button: box centred in the 390 window.
        expectRect(h.rect("box"), 145, h.rect("box").minY, 100, 50)
        let y = h.rect("box").minY
        tapButton(h)
        #expect(h.isAnimating)
        // The layout decided 200 wide at x 95; on screen it is still where it was.
        expectRect(h.rect("box"), 95, y, 200, 50)
        expectRect(h.presentationFrame(of: "box")!, 145, y, 100, 50)
        h.advance(by: 0.25)
        expectRect(h.presentationFrame(of: "box")!, 132.5, y, 125, 50)
        h.advance(by: 0.5)
        expectRect(h.presentationFrame(of: "box")!, 107.5, y, 175, 50)
        // frame(of:) snaps what is shown to the pixel grid (scale 2).
        #expect(h.frame(of: "box") == CGRect(x: 107.5, y: y, width: 175, height: 50))
        h.advance(by: 0.25)
        #expect(!h.isAnimating)
        expectRect(h.presentationFrame(of: "box")!, 95, y, 200, 50)
    }

    @Test func stateChangedOutsideAnAnimationJumps() {
        let h = host(Toggler(animation: nil))
        tapButton(h)
        #expect(!h.isAnimating)
        expectRect(h.presentationFrame(of: "box")!, 95, h.rect("box").minY, 200, 50)
    }

    @Test func aChangeWithoutAnimationStopsARunningOne() {
        struct V: View {
            @State var w: CGFloat = 100
            var body: some View {
                VStack {
                    Color.red.frame(width: w, height: 10).id("box")
                    Button("a") { withAnimation(.linear(duration: 1)) { w = 200 } }.id("a")
                    Button("b") { w = 300 }.id("b")
                }
            }
        }
        let h = host(V())
        let a = h.rect("a"), b = h.rect("b")
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "box")!.width == 150)
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(h.presentationFrame(of: "box")!.width == 300)
        #expect(!h.isAnimating)
    }

    /// `.animation(_:value:)` applies to its own subtree, when its value changed.
    @Test func scopedAnimationModifier() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("scoped")
                        .animation(.linear(duration: 1), value: on)
                    Color.blue.frame(width: on ? 200 : 100, height: 10).id("plain")
                    Color.green.frame(width: on ? 200 : 100, height: 10).id("nil")
                        .animation(nil, value: on)
                    Button("t") { on.toggle() }.id("button")
                }
            }
        }
        let h = host(V())
        tapButton(h)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "scoped")!.width == 150)
        #expect(h.presentationFrame(of: "plain")!.width == 200)
        #expect(h.presentationFrame(of: "nil")!.width == 200)
    }

    @Test func animationNilValueModifierOverridesWithAnimation() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("a")
                    Color.blue.frame(width: on ? 200 : 100, height: 10).id("b").animation(nil, value: on)
                    Color.green.frame(width: on ? 200 : 100, height: 10).id("c").transaction { $0.animation = nil }
                    Button("t") { withAnimation(.linear(duration: 1)) { on.toggle() } }.id("button")
                }
            }
        }
        let h = host(V())
        tapButton(h)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "a")!.width == 150)
        #expect(h.presentationFrame(of: "b")!.width == 200)
        #expect(h.presentationFrame(of: "c")!.width == 200)
    }

    @Test func disablesAnimationsKeepsAnimationModifiersOut() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("a").animation(.linear(duration: 1), value: on)
                    Button("t") {
                        var t = Transaction()
                        t.disablesAnimations = true
                        withTransaction(t) { on.toggle() }
                    }.id("button")
                }
            }
        }
        let h = host(V())
        tapButton(h)
        #expect(!h.isAnimating)
        #expect(h.presentationFrame(of: "a")!.width == 200)
    }

    @Test func bindingAnimationAnimatesItsWrites() {
        struct Child: View {
            @Binding var on: Bool
            var body: some View { Button("t") { on.toggle() }.id("button") }
        }
        struct V: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("a")
                    Child(on: $on.animation(.linear(duration: 2)))
                }
            }
        }
        let h = host(V())
        tapButton(h)
        h.advance(by: 0.5)
        #expect(h.presentationFrame(of: "a")!.width == 125)
    }

    @Test func withAnimationCompletionRunsWhenTheAnimationsEnd() {
        final class Log { var lines: [String] = [] }
        // Two transactions, two updates (TransactionUpdates.swift): each completion follows
        // the animations of its own transaction's changes.
        struct V: View {
            let log: Log
            @State var on = false
            @State var tall = false
            var body: some View {
                VStack {
                    Color.red.frame(width: on ? 200 : 100, height: 10).id("a")
                    Color.blue.frame(width: 10, height: tall ? 20 : 10).id("b")
                    Button("t") {
                        withAnimation(.linear(duration: 1)) { on.toggle() } completion: { log.lines.append("logical") }
                        withAnimation(.spring(response: 0.5, dampingFraction: 1), completionCriteria: .removed) {
                            tall.toggle()
                        } completion: { log.lines.append("removed") }
                    }.id("button")
                }
            }
        }
        let log = Log()
        let h = host(V(log: log))
        tapButton(h)
        h.advance(by: 0.9)
        #expect(!log.lines.contains("logical"))
        h.advance(by: 0.1)
        #expect(log.lines.contains("logical"))
        h.advance(by: 5)
        #expect(log.lines.contains("removed"))
        #expect(log.lines.count == 2)
    }

    @Test func completionWithNothingToAnimateRunsAtOnce() {
        final class Log { var count = 0 }
        struct V: View {
            let log: Log
            @State var n = 0
            var body: some View {
                Button("\(n)") { withAnimation { n += 1 } completion: { log.count += 1 } }.id("button")
                    .frame(width: 100, height: 40)
            }
        }
        let log = Log()
        let h = host(V(log: log))
        tapButton(h)
        #expect(log.count == 1)
    }

    /// Two timing curves on the same value add up: the first finishes its own change.
    @Test func aCurveStartedDuringAnotherAddsToIt() {
        struct V: View {
            @State var w: CGFloat = 100
            var body: some View {
                VStack {
                    Color.red.frame(width: w, height: 10).id("box")
                    Button("a") { withAnimation(.linear(duration: 1)) { w = 200 } }.id("a")
                    Button("b") { withAnimation(.linear(duration: 1)) { w = 400 } }.id("b")
                }
            }
        }
        let h = host(V())
        let a = h.rect("a"), b = h.rect("b")
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(h.presentationFrame(of: "box")!.width == 150)
        h.advance(by: 0.25)
        // 400 + (100 − 200)(1 − 0.75) + (200 − 400)(1 − 0.25) = 400 − 25 − 150
        #expect(h.presentationFrame(of: "box")!.width == 225)
        h.advance(by: 0.25)
        // The first has ended: 400 + (200 − 400)(1 − 0.5)
        #expect(h.presentationFrame(of: "box")!.width == 300)
    }

    /// A spring interrupted by a new target keeps its position and velocity.
    @Test func anInterruptedSpringKeepsItsVelocity() {
        struct V: View {
            @State var w: CGFloat = 100
            var body: some View {
                VStack {
                    Color.red.frame(width: w, height: 10).id("box")
                    Button("a") { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { w = 200 } }.id("a")
                    Button("b") { withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { w = 50 } }.id("b")
                }
            }
        }
        let h = host(V())
        let a = h.rect("a"), b = h.rect("b")
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        let dt = 1e-4
        h.advance(by: 0.2 - dt)
        let w0 = Double(h.presentationFrame(of: "box")!.width)
        h.advance(by: dt)
        let w1 = Double(h.presentationFrame(of: "box")!.width)
        let velocityBefore = (w1 - w0) / dt
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(near(Double(h.presentationFrame(of: "box")!.width), w1, 1e-9))
        h.advance(by: dt)
        let w2 = Double(h.presentationFrame(of: "box")!.width)
        let velocityAfter = (w2 - w1) / dt
        #expect(velocityBefore > 100)   // still moving up fast
        #expect(abs(velocityAfter - velocityBefore) / velocityBefore < 0.01)
        // It then turns back and settles at the new target.
        h.advance(by: 3)
        #expect(h.presentationFrame(of: "box")!.width == 50)
    }

    @Test func repeatForeverRunsAsLongAsTheClockIsAdvanced() {
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    Color.red.frame(width: 100, height: 10).opacity(on ? 1 : 0).id("box")
                    Button("t") { withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { on = true } }.id("button")
                }
            }
        }
        let h = host(V())
        tapButton(h)
        h.advance(by: 100.25)
        #expect(h.isAnimating)
        // Run 100 is forwards: 0.25 of the way from 0 to 1.
        #expect(near(nodes(h, "opacity").first!.opacity, 0.25))
        h.advance(by: 1)
        // Run 101 backwards at local 0.25: 0.75.
        #expect(near(nodes(h, "opacity").first!.opacity, 0.75))
    }
}
