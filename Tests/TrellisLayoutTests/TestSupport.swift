import Foundation
import Testing
@testable import TrellisLayout

/// Hosts a view with the deterministic test measurer (0.5 × size per character, lines
/// exactly `size` tall) at display scale 2, so half points are representable.
func host<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat = 2,
                   configure: (inout EnvironmentValues) -> Void = { _ in }) -> HostingView<V> {
    var env = EnvironmentValues()
    configure(&env)
    let h = HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: scale,
                        environment: env, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

extension HostingView {
    /// The exact frames of every placed item, depth first (what each parent's last
    /// placement placed).
    func placedFrames() -> [CGRect] {
        layoutIfNeeded()
        var out: [CGRect] = []
        func visit(_ item: LayoutItem) {
            out.append(item.frame)
            item.placedChildren.forEach(visit)
        }
        if let root { visit(root) }
        return out
    }

    /// The exact layout frame of `id`, failing the test when it is missing.
    func rect<ID: Hashable>(_ id: ID, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let r = layoutFrame(of: id) else {
            Issue.record("no view with id \(id)\n\(dump())", sourceLocation: sourceLocation)
            return .null
        }
        return r
    }
}

/// The drawn views' names and frames, depth first.
func drawn(_ node: RenderNode) -> [String] {
    ["\(node.name) \(node.frame)"] + node.children.flatMap(drawn)
}

/// A host after changes and a host made afresh show the same: the same placed frames,
/// dump and drawn views.
func expectAsFresh<V: View>(_ h: HostingView<V>, _ fresh: HostingView<V>, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(h.placedFrames() == fresh.placedFrames(), sourceLocation: sourceLocation)
    #expect(h.dump() == fresh.dump(), sourceLocation: sourceLocation)
    #expect(drawn(h.renderTree()) == drawn(fresh.renderTree()), sourceLocation: sourceLocation)
}

func expectRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, tolerance: CGFloat = 0.001,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(r.minX - x) <= tolerance && abs(r.minY - y) <= tolerance && abs(r.width - w) <= tolerance && abs(r.height - h) <= tolerance
    #expect(ok, "expected (\(x), \(y), \(w), \(h)), got \(r)", sourceLocation: sourceLocation)
}

/// The work of one update (counted, not timed): sizes computed, views placed, bodies evaluated.
struct LayoutWork: CustomStringConvertible {
    var sizes = 0, placements = 0, bodies = 0
    var description: String { "\(sizes) sizes, \(placements) placements, \(bodies) bodies" }
}

/// The work `change` causes in `h`'s next layout.
func measureWork<V: View>(_ h: HostingView<V>, _ change: () -> Void) -> LayoutWork {
    let s = h.context.sizeComputations, p = h.context.placements, b = h.bodyEvaluationCount
    change()
    h.layoutIfNeeded()
    return LayoutWork(sizes: h.context.sizeComputations - s, placements: h.context.placements - p, bodies: h.bodyEvaluationCount - b)
}

/// A layout of the user's (not one of Trellis's own), a column: its container places in
/// window coordinates, so it and every container around it depend on where they are, and
/// it may answer alignment guides of its own.
struct PlainColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, s.width), height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Runs `body` on a thread of its own and waits until it returns.
func onAnotherThread(_ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}
