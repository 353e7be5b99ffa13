import Foundation

/// A headless window for a view: proposes its size to the root view and centres the
/// answer (as a window does), keeps state across updates, finds views by identity,
/// taps buttons, and dumps the laid-out tree.
public final class HostingView<Content: View> {
    /// The view shown. Setting it re-evaluates the whole tree (state is kept where the
    /// identity is the same).
    public var rootView: Content {
        didSet {
            graph.rootView = rootView
            graph.invalidateAll()
        }
    }

    /// The size of the window in points.
    public var size: CGSize {
        didSet { needsLayout = true }
    }

    /// The environment at the root: layout direction, Dynamic Type size, display scale…
    public var environment: EnvironmentValues {
        get { graph.environment }
        set { graph.environment = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { environment.layoutDirection }
        set { environment.layoutDirection = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { environment.dynamicTypeSize }
        set { environment.dynamicTypeSize = newValue }
    }

    /// Points to pixels. Frames reported by ``frame(of:)`` are snapped to this pixel grid.
    public var displayScale: CGFloat {
        get { environment.displayScale }
        set { environment.displayScale = newValue > 0 && newValue.isFinite ? newValue : 1 }
    }

    let graph: ViewGraph
    let context: LayoutContext
    private(set) var root: LayoutItem?
    /// Set when the window size changed or a probe pass ran: the next query lays out again.
    var needsLayout = true

    /// - Parameters:
    ///   - size: the window size (an iPhone's 390×844 points by default).
    ///   - displayScale: 3 by default, like the iPhones of that size.
    ///   - textMeasurer: how text is measured. The `Trellis` module supplies real fonts by
    ///     default; the core needs one named explicitly.
    public init(rootView: Content, size: CGSize = CGSize(width: 390, height: 844), displayScale: CGFloat = 3,
                environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring) {
        self.rootView = rootView
        self.size = size
        var env = environment
        env.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.graph = ViewGraph(rootView: rootView, environment: env)
        self.context = LayoutContext(textMeasurer: textMeasurer)
    }

    /// The text measurer in use.
    public var textMeasurer: any TextMeasuring {
        get { context.textMeasurer }
        set {
            context.textMeasurer = newValue
            graph.invalidateAll()
        }
    }

    /// Re-evaluates what changed and lays out again, if needed.
    public func layoutIfNeeded() {
        if graph.update() {
            var items: [LayoutItem] = []
            context.beginItems()
            graph.root?.makeItems(FlattenContext(context: context, stackOrientation: nil), into: &items)
            if items.count == 1 {
                root = items[0]
            } else {
                // Several views at the root are stacked vertically, as in a window.
                root = ContainerItem(context: context, box: LayoutBox(VStackLayout()), subviews: items, layoutDirection: layoutDirection)
            }
            needsLayout = true
        }
        guard needsLayout, let root else { return }
        needsLayout = false
        context.beginPass()
        var windowSize = size
        if !windowSize.width.isFinite || windowSize.width < 0 || !windowSize.height.isFinite || windowSize.height < 0 {
            context.report(.invalidProposal, "window size \(windowSize) is invalid; using 0 on the invalid axes", view: "HostingView")
            windowSize = CGSize(width: windowSize.width.isFinite ? max(0, windowSize.width) : 0,
                                height: windowSize.height.isFinite ? max(0, windowSize.height) : 0)
        }
        let proposal = ProposedViewSize(windowSize)
        let s = root.sizeThatFits(proposal)
        root.place(CGRect(x: (windowSize.width - s.width) / 2, y: (windowSize.height - s.height) / 2, width: s.width, height: s.height),
                   proposal: proposal)
    }

    /// The diagnostics of the last layout pass.
    public var diagnostics: [LayoutDiagnostic] {
        layoutIfNeeded()
        return graph.diagnostics + context.diagnostics
    }

    /// How many custom-view bodies have been evaluated so far.
    public var bodyEvaluationCount: Int { graph.bodyEvaluations }

    /// The frame, in window coordinates snapped to the pixel grid, of the view with explicit
    /// identity `id` (`.id(id)`, or a `ForEach` element with that id: the union of its
    /// views). `nil` if no such view is shown.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        layoutFrame(of: id).map(snap)
    }

    /// The exact frame the layout computed for the view with identity `id`, before pixel
    /// snapping.
    public func layoutFrame<ID: Hashable>(of id: ID) -> CGRect? {
        layoutIfNeeded()
        guard let root else { return nil }
        let key = AnyHashable(id)
        var found: [LayoutItem] = []
        func visit(_ item: LayoutItem) {
            guard item.isPlaced else { return }
            if item.tags.contains(key) {
                found.append(item)
                return
            }
            for c in item.children { visit(c) }
        }
        visit(root)
        guard let first = found.first else { return nil }
        return found.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    /// Snaps a rectangle's edges to the pixel grid of the display scale.
    func snap(_ r: CGRect) -> CGRect {
        let s = displayScale
        func round(_ v: CGFloat) -> CGFloat { (v * s).rounded(.toNearestOrAwayFromZero) / s }
        let x0 = round(r.minX), y0 = round(r.minY), x1 = round(r.maxX), y1 = round(r.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Taps at a point (window coordinates): runs the action of the topmost enabled button
    /// there, then brings the layout up to date. Returns whether a button was hit.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        layoutIfNeeded()
        guard let root, let button = hitTest(root, point) else { return false }
        button.action()
        layoutIfNeeded()
        return true
    }

    private func hitTest(_ item: LayoutItem, _ point: CGPoint) -> ButtonItem? {
        guard item.isPlaced else { return nil }
        if let effect = item as? RenderEffectItem {
            if case .hidden = effect.effect { return nil }
            if case .opacity(let o) = effect.effect, o == 0 { return nil }
        }
        for child in item.children.reversed() {
            if let hit = hitTest(child, point) { return hit }
        }
        if let button = item as? ButtonItem, button.isEnabled, button.frame.contains(point) { return button }
        return nil
    }

    /// The laid-out tree, one view per line, indented by depth, with frames (x, y, width,
    /// height) in window coordinates.
    public func dump() -> String {
        layoutIfNeeded()
        guard let root else { return "" }
        var out = ""
        func visit(_ item: LayoutItem, _ depth: Int) {
            guard item.isPlaced else { return }
            let f = item.frame
            out += String(repeating: "  ", count: depth) + item.debugName
                + " (\(f.minX.trellisFormatted), \(f.minY.trellisFormatted), \(f.width.trellisFormatted), \(f.height.trellisFormatted))"
            if !item.tags.isEmpty { out += " id: " + item.tags.map { "\($0.base)" }.joined(separator: ", ") }
            out += "\n"
            for c in item.children { visit(c, depth + 1) }
        }
        visit(root, 0)
        return out
    }
}
