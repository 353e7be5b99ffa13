import Foundation
import Testing
@testable import TrellisLayout

@Suite struct HostTests {
    static func nested(_ depth: Int) -> AnyView {
        if depth == 0 { return AnyView(Color.red.frame(width: 2, height: 2)) }
        return depth % 2 == 0
            ? AnyView(HStack(spacing: 1) { nested(depth - 1); Color.blue.frame(width: 1) })
            : AnyView(VStack(spacing: 1) { nested(depth - 1); Color.blue.frame(height: 1) })
    }

    /// Work, not time: the number of size computations of one pass grows linearly with
    /// the depth of alternating stacks (per-proposal caching), instead of exponentially;
    /// a new window size computes again at most what the first layout did.
    @Test func nestedStacksCostLinearWork() {
        func work(_ depth: Int) -> Int {
            let h = host(Self.nested(depth), width: 390, height: 844)
            h.layoutIfNeeded()
            let first = h.context.sizeComputations
            h.size = CGSize(width: 391, height: 844)
            h.layoutIfNeeded()
            #expect(h.context.sizeComputations - first <= first)
            return first
        }
        let w100 = work(100), w200 = work(200), w1000 = work(1000)
        // The marginal work per level stays the same from depth 100 to 1,000 (measured:
        // 1,052 / 1,843 / 8,233 computations, about 8 per level of 4 views; a new window
        // width then costs 128–139, the levels whose proposals change).
        let early = Double(w200 - w100) / 100, late = Double(w1000 - w200) / 800
        #expect(late / early > 0.8 && late / early < 1.25)
        #expect(late < 16)
    }

    @Test func rootIsCentredAndSnappedFramesFollowTheScale() {
        let h = host(Color.red.frame(width: 10.2, height: 10).id("c"), width: 100, height: 50, scale: 2)
        // Exact: x = 44.9 … 55.1. Snapped to half points: 45 … 55.
        #expect(h.layoutFrame(of: "c") == CGRect(x: 44.9, y: 20, width: 10.2, height: 10))
        #expect(h.frame(of: "c") == CGRect(x: 45, y: 20, width: 10, height: 10))
        let three = host(Color.red.frame(width: 10.2, height: 10).id("c"), width: 100, height: 50, scale: 3)
        // At 3×: 44.9 → 134.7 px → 135 → 45; 55.1 → 165.3 → 165 → 55.
        #expect(three.frame(of: "c") == CGRect(x: 45, y: 20, width: 10, height: 10))
    }

    @Test func severalRootViewsStackVertically() {
        struct Two: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }
        }
        let h = host(Two(), width: 100, height: 100)
        #expect(h.rect("b").minY == h.rect("a").maxY + 8)
    }

    @Test func dumpListsFramesByDepth() {
        let h = host(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Text("Hi") }, width: 100, height: 20)
        let lines = h.dump().split(separator: "\n").map(String.init)
        #expect(lines == [
            "HStackLayout (36.5, 1.5, 27, 17)",
            "  frame(width: 10, height: 10) (36.5, 5, 10, 10)",
            "    Color red (36.5, 5, 10, 10)",
            "  Text \"Hi\" (46.5, 1.5, 17, 17)",
        ])
    }

    @Test func invalidWindowSizeIsReported() {
        let h = host(Color.red.id("c"), width: -10, height: .nan)
        #expect(h.rect("c").size == .zero)
        #expect(h.diagnostics.contains { $0.kind == .invalidProposal })
    }

    @Test func unknownImageIsZeroWithADiagnostic() {
        let h = host(Image("no-such-image").id("i"), width: 100, height: 100)
        #expect(h.rect("i").size == .zero)
        #expect(h.diagnostics.map(\.kind) == [.unknownImage])
    }

    @Test func tapMissesOutsideButtons() {
        var taps = 0
        let h = host(Button("Go") { taps += 1 }.id("b"), width: 100, height: 100)
        let b = h.rect("b")
        #expect(!h.tap(at: CGPoint(x: b.minX - 1, y: b.midY)))
        #expect(h.tap(at: CGPoint(x: b.midX, y: b.midY)))
        #expect(taps == 1)
    }

    @Test func renderTreeDescribesWhatToDraw() {
        let h = host(ZStack {
            Color.red.frame(width: 20, height: 10)
            Text("A").foregroundColor(.blue).opacity(0.5)
        }, width: 40, height: 20)
        let tree = h.renderTree()
        var fills: [(CGRect, Color)] = [], texts: [RenderText] = [], opacities: [Double] = []
        func visit(_ n: RenderNode) {
            if case .fill(let p, let c, _) = n.content { fills.append((p.boundingRect, c)) }
            if case .text(let t) = n.content { texts.append(t) }
            if n.opacity != 1 { opacities.append(n.opacity) }
            n.children.forEach(visit)
        }
        visit(tree)
        #expect(fills.count == 1 && fills[0].0 == CGRect(x: 10, y: 5, width: 20, height: 10) && fills[0].1 == .red)
        #expect(texts.count == 1 && texts[0].lines[0].pieces[0].color == .blue)
        // "A" (8.5 wide) centred: x = 15.75; baseline at 1.5 + 13.6.
        #expect(texts[0].lines[0].baselineOrigin.x == 15.75)
        #expect(abs(texts[0].lines[0].baselineOrigin.y - 15.1) < 1e-9)
        #expect(opacities == [0.5])
    }
}

@Suite struct ButtonStyleTests {
    func textColors<V: View>(_ h: HostingView<V>) -> [Color] {
        var colors: [Color] = []
        func visit(_ n: RenderNode) {
            if case .text(let t) = n.content { colors += t.lines.flatMap { $0.pieces.map(\.color) } }
            n.children.forEach(visit)
        }
        visit(h.renderTree())
        return colors
    }

    @Test func labelsTakeTheTintUnlessAForegroundColourIsSet() {
        #expect(textColors(host(Button("a") {}, width: 100, height: 50)) == [.accentColor])
        #expect(textColors(host(Button("a") {}.tint(.green), width: 100, height: 50)) == [.green])
        #expect(textColors(host(Button("a") {}.foregroundColor(.gray), width: 100, height: 50)) == [.gray])
        #expect(textColors(host(Button("a") {}.buttonStyle(.bordered).foregroundColor(.gray), width: 100, height: 50)) == [.gray])
        #expect(textColors(host(Button("a") {}.buttonStyle(.borderedProminent).foregroundColor(.gray), width: 100, height: 50)) == [.white])
        #expect(textColors(host(Button("a") {}.buttonStyle(.plain), width: 100, height: 50)) == [.primary])
    }

    @Test func borderedInsets() {
        // "a" is 8.5 × 17; bordered adds 12 + 12 and 7 + 7.
        let h = host(Button("a") {}.buttonStyle(.bordered).id("b"), width: 100, height: 50)
        #expect(h.rect("b").size == CGSize(width: 32.5, height: 31))
        let plain = host(Button("a") {}.buttonStyle(.plain).id("b"), width: 100, height: 50)
        #expect(plain.rect("b").size == CGSize(width: 8.5, height: 17))
    }
}
