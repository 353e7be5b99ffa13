import Foundation

/// A presentation the host shows above the root view: its content item, placed by the
/// host, and the frame of its card (the sheet, the alert, the dialog; the window for a
/// full-screen cover).
struct PresentationLayer {
    let kind: PresentationKind
    let item: LayoutItem
    let frame: CGRect
    let dismiss: () -> Void
    /// `interactiveDismissDisabled()` inside a sheet or cover.
    var interactiveDismissDisabled = false
}

/// A presentation as the host shows it: its kind ("sheet", "fullScreenCover", "alert",
/// "confirmationDialog") and the frame of its card in window coordinates.
public struct HostedPresentation: Equatable, Sendable {
    public let kind: String
    public let frame: CGRect
}

extension HostingView {
    /// The presentations shown, bottom to top (a presentation made inside another one is
    /// above it).
    public var presentations: [HostedPresentation] {
        layoutIfNeeded()
        return presentationLayers.map { HostedPresentation(kind: $0.kind.description, frame: $0.frame) }
    }

    /// Dismisses the topmost presentation as a swipe down (sheets) or a tap outside
    /// (dialogs) would, or as the app does programmatically (alerts, full-screen covers):
    /// its binding is set to `false` (or `nil`), no alert action runs, and `onDismiss` runs
    /// after the layout that removes it. Returns false when nothing is presented, or when
    /// the top sheet's content has `interactiveDismissDisabled()`.
    @discardableResult
    public func dismissPresentation() -> Bool {
        layoutIfNeeded()
        guard let top = presentationLayers.last, !top.interactiveDismissDisabled else { return false }
        top.dismiss()
        layoutIfNeeded()
        return true
    }

    /// Finds the presented presentation modifiers (tree order, nested ones after the one
    /// they are in) and places their content with iOS's metrics (``PresentationMetrics``):
    ///
    /// - sheet: full width, resting at the smallest of its `presentationDetents` (the large
    ///   detent when none): the large detent starts 10 pt below the safe area's top, a
    ///   medium one is half as tall; the content is proposed the sheet less the bottom safe
    ///   area and centred in it, as a root view in a window;
    /// - full-screen cover: the window; the content is proposed the safe area, centred;
    /// - alert: its 270-pt card centred in the safe area;
    /// - confirmation dialog: the window's width less 8 pt each side, 8 pt above the safe
    ///   area's bottom.
    func placePresentations(window: CGSize) {
        presentationLayers = []
        guard let root, context.presentationItems > 0 else { return }
        var queue: [PresentationItem] = []
        func collect(_ item: LayoutItem) {
            if let p = item as? PresentationItem, p.content != nil { queue.append(p) }
            for c in item.children where item.placed(c) { collect(c) }
        }
        collect(root)
        let bounds = CGRect(origin: .zero, size: window)
        let safe = context.safeArea.safeRect
        var i = 0
        while i < queue.count, i < 64 {
            let p = queue[i]
            i += 1
            guard let content = p.content else { continue }
            let frame: CGRect
            switch p.kind {
            case .sheet:
                let large = max(0, window.height - safe.minY - PresentationMetrics.sheetTopInset)
                let detents = Self.detents(in: content)
                let height = detents.map { $0.height(large: large) }.min() ?? large
                frame = CGRect(x: 0, y: window.height - height, width: window.width, height: height)
                let bottom = max(0, window.height - safe.maxY)
                let area = CGRect(x: safe.minX, y: frame.minY, width: safe.width, height: max(0, height - bottom))
                place(content, centredIn: area)
            case .fullScreenCover:
                frame = bounds
                place(content, centredIn: safe)
            case .alert:
                let proposal = ProposedViewSize(width: safe.width, height: nil)
                let s = content.sizeThatFits(proposal)
                let r = CGRect(x: safe.minX + (safe.width - s.width) / 2, y: safe.minY + (safe.height - s.height) / 2, width: s.width, height: s.height)
                content.place(r, proposal: proposal)
                frame = r
            case .confirmationDialog:
                let m = PresentationMetrics.dialogMargin
                let proposal = ProposedViewSize(width: max(0, window.width - 2 * m), height: nil)
                let s = content.sizeThatFits(proposal)
                let r = CGRect(x: m, y: safe.maxY - m - s.height, width: s.width, height: s.height)
                content.place(r, proposal: proposal)
                frame = r
            }
            presentationLayers.append(PresentationLayer(kind: p.kind, item: content, frame: frame, dismiss: p.dismiss,
                                                        interactiveDismissDisabled: Self.dismissDisabled(in: content)))
            collect(content)
        }
    }

    private func place(_ item: LayoutItem, centredIn area: CGRect) {
        let proposal = ProposedViewSize(area.size)
        let s = item.sizeThatFits(proposal)
        item.place(CGRect(x: area.minX + (area.width - s.width) / 2, y: area.minY + (area.height - s.height) / 2,
                          width: s.width, height: s.height), proposal: proposal)
    }

    /// The detents set inside a sheet's content (the outermost `presentationDetents`).
    private static func detents(in item: LayoutItem) -> Set<PresentationDetent> {
        if let d = item as? PresentationDetentsItem, !d.detents.isEmpty { return d.detents }
        for c in item.children {
            let found = detents(in: c)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Whether a presentation's content disables interactive dismissal (the outermost
    /// `interactiveDismissDisabled`, not looking into nested presentations).
    private static func dismissDisabled(in item: LayoutItem) -> Bool {
        firstDismissItem(item)?.disabled ?? false
    }

    private static func firstDismissItem(_ item: LayoutItem) -> InteractiveDismissItem? {
        if let d = item as? InteractiveDismissItem { return d }
        for c in item.children {
            if let d = firstDismissItem(c) { return d }
        }
        return nil
    }

    /// The presentations as render nodes, above the root: the dimming (not for a
    /// full-screen cover), a sheet's or cover's background (systemBackground; a sheet's
    /// top corners rounded by 10 pt, and its content clipped to it), then the content.
    func presentationRenderNodes() -> [RenderNode] {
        let window = CGRect(origin: .zero, size: size)
        return presentationLayers.map { layer in
            var node = RenderNode(name: "\(layer.kind)", frame: window, content: .none)
            if layer.kind != .fullScreenCover {
                node.children.append(RenderNode(name: "dimming", frame: window, content: .fill(Path(window), PresentationMetrics.dimming, eoFill: false)))
            }
            let content = layer.item.renderNode(nil)
            switch layer.kind {
            case .sheet:
                let r = PresentationMetrics.sheetCornerRadius
                let f = layer.frame
                let shape = Path(roundedRect: CGRect(x: f.minX, y: f.minY, width: f.width, height: f.height + r), cornerRadius: r, style: .continuous)
                var card = RenderNode(name: "sheet background", frame: f, content: .fill(shape, .systemBackground, eoFill: false))
                card.clip = shape
                card.children = [content]
                node.children.append(card)
            case .fullScreenCover:
                var card = RenderNode(name: "fullScreenCover background", frame: window, content: .fill(Path(window), .systemBackground, eoFill: false))
                card.children = [content]
                node.children.append(card)
            case .alert, .confirmationDialog:
                node.children.append(content)
            }
            return node
        }
    }

    /// Where touches go while something is presented: into the topmost presentation's
    /// content when the point is in its card; a tap outside a sheet or a dialog dismisses
    /// it (the dimming is a button); outside an alert nothing responds.
    func presentationHitTarget(_ point: CGPoint) -> (item: LayoutItem?, outside: (() -> Void)?)? {
        guard let top = presentationLayers.last else { return nil }
        if top.frame.contains(point) { return (top.item, nil) }
        switch top.kind {
        case .sheet, .confirmationDialog: return (nil, top.interactiveDismissDisabled ? nil : top.dismiss)
        case .alert, .fullScreenCover: return (nil, nil)
        }
    }
}
