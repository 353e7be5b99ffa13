import Benchmark
import Foundation
import Trellis

/// A flow layout like seed 001's: rows fill left to right and wrap at the proposed width.
struct Flow: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(proposal.width ?? .infinity, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, origin) in rows(bounds.width, subviews).origins.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: widest, height: y + rowHeight), origins)
    }
}

func nested(_ depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Color.red.frame(width: 2, height: 2)) }
    return depth % 2 == 0
        ? AnyView(HStack(spacing: 1) { nested(depth - 1); Color.blue.frame(width: 1) })
        : AnyView(VStack(spacing: 1) { nested(depth - 1); Color.blue.frame(height: 1) })
}

/// Each benchmark lays out a scene anew per iteration (a new window size forces a full
/// pass with cold per-pass caches), after one warm-up layout. Divide the time by the node
/// count in the name for ns per node.
func relayout<V: View>(_ view: V, _ benchmark: Benchmark) {
    let host = HostingView(rootView: view, size: CGSize(width: 390, height: 844), displayScale: 2,
                           textMeasurer: FixedTextMeasurer())
    host.layoutIfNeeded()
    var width: CGFloat = 390
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        width = width == 390 ? 391 : 390
        host.size = CGSize(width: width, height: 844)
        host.layoutIfNeeded()
    }
    benchmark.stopMeasurement()
}

/// 1,000 boxes whose widths change in one animated transaction (a 1,000-second linear
/// animation, so every frame measured interpolates all of them).
struct AnimatedBoxes: View {
    @State var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1_000)) { wide.toggle() } }.id("toggle")
            ForEach(0..<1_000) { _ in Color.red.frame(width: wide ? 300 : 100, height: 0.5) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 200)

    Benchmark("HStack of 10,000 fixed leaves (20,000 nodes)") { benchmark in
        relayout(HStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red.frame(width: 1, height: 1) } }, benchmark)
    }

    Benchmark("HStack of 10,000 flexible leaves (10,000 nodes)") { benchmark in
        relayout(HStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red } }, benchmark)
    }

    Benchmark("Alternating HStack/VStack nesting, depth 1,000 (3,000 nodes)") { benchmark in
        relayout(nested(1_000), benchmark)
    }

    Benchmark("100 rows × 100 leaves (20,100 nodes)") { benchmark in
        relayout(VStack(spacing: 0) {
            ForEach(0..<100) { _ in HStack(spacing: 0) { ForEach(0..<100) { _ in Color.red.frame(height: 2) } } }
        }, benchmark)
    }

    Benchmark("Flow layout of 10,000 items (20,000 nodes)") { benchmark in
        relayout(Flow { ForEach(0..<10_000) { i in Color.red.frame(width: CGFloat(10 + i % 30), height: 12) } }, benchmark)
    }

    Benchmark("One animation frame: 1,000 views moving at once (2,000 animated items)") { benchmark in
        let host = HostingView(rootView: AnimatedBoxes(), size: CGSize(width: 390, height: 844), displayScale: 2,
                               textMeasurer: FixedTextMeasurer())
        let button = host.layoutFrame(of: "toggle")!
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.advance(by: 1.0 / 60)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Build and lay out 10,000 fixed leaves (20,000 nodes)") { benchmark in
        for _ in benchmark.scaledIterations {
            let host = HostingView(rootView: HStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red.frame(width: 1, height: 1) } },
                                   size: CGSize(width: 390, height: 844), textMeasurer: FixedTextMeasurer())
            host.layoutIfNeeded()
        }
    }
}
