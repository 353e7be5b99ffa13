import Foundation

extension GraphicsContext {
    /// A symbol view of the canvas, laid out, ready to draw (SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        /// The symbol's size: what it answers when proposed the canvas's size.
        public let size: CGSize
        /// Its drawing, in its own coordinates (its top-leading corner at the origin).
        let tree: RenderNode
    }

    /// The symbol view tagged `id`, laid out; `nil` when the canvas has none with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols?.resolve(AnyHashable(id), canvasSize: recorder.size, environment: environment,
                                  measurer: recorder.context.textMeasurer)
    }

    /// Draws the symbol stretched from its size into `rect` (user space).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard Self.isFinite(rect) else {
            recorder.report("draw(symbol, in: \(rect)): the rectangle is not finite; nothing drawn")
            return
        }
        drawSymbol(symbol, in: rect.standardized)
    }

    /// Draws the symbol at its size with the point `anchor` of its bounds at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            recorder.report("draw(symbol, at: \(point), anchor: \(anchor)): not finite; nothing drawn")
            return
        }
        let s = symbol.size
        drawSymbol(symbol, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    private func drawSymbol(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let s = symbol.size
        // A side of zero size is not stretched (it draws nothing to stretch).
        let sx = s.width > 0 ? rect.width / s.width : 1, sy = s.height > 0 ? rect.height / s.height : 1
        let placement = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
        let map = placement.concatenating(recorder.windowTransform(transform))
        var node = RenderNode(name: "Canvas symbol", frame: CGRect(origin: .zero, size: s), content: .none)
        if map.a == 1, map.b == 0, map.c == 0, map.d == 1 {
            // A move alone is made in the drawing's coordinates, so that every renderer
            // (the terminal's too, which draws no transforms) puts it in place.
            node.frame = node.frame.offsetBy(dx: map.tx, dy: map.ty)
            node.children = [symbol.tree.moved(by: CGVector(dx: map.tx, dy: map.ty))]
        } else {
            node.children = [symbol.tree]
            node.transform = map
        }
        emit(node)
    }
}

extension RenderNode {
    /// The subtree drawn `offset` further on: every frame, path, text position, clip,
    /// gradient and mask moved; a transform or projection (which act in window
    /// coordinates) conjugated by the move, so that it acts on the moved drawing as it
    /// acted on the original.
    func moved(by offset: CGVector) -> RenderNode {
        let there = CGAffineTransform(translationX: offset.dx, y: offset.dy)
        let back = CGAffineTransform(translationX: -offset.dx, y: -offset.dy)
        var node = self
        node.frame = frame.offsetBy(dx: offset.dx, dy: offset.dy)
        switch content {
        case .none, .image: break
        case let .fill(path, color, eoFill): node.content = .fill(path.applying(there), color, eoFill: eoFill)
        case let .stroke(path, color, lineWidth): node.content = .stroke(path.applying(there), color, lineWidth: lineWidth)
        case var .text(text):
            for l in text.lines.indices {
                text.lines[l].baselineOrigin = text.lines[l].baselineOrigin.applying(there)
                for p in text.lines[l].pieces.indices {
                    text.lines[l].pieces[p].origin = text.lines[l].pieces[p].origin.applying(there)
                }
            }
            node.content = .text(text)
        }
        node.clip = clip?.applying(there)
        node.gradient = gradient?.scaledAndMoved(by: there)
        if !transform.isIdentity { node.transform = back.concatenating(transform).concatenating(there) }
        if let p = projection {
            node.projection = ProjectionTransform(back).concatenating(p).concatenating(ProjectionTransform(there))
        }
        node.mask = mask.map { $0.moved(by: offset) }
        node.children = children.map { $0.moved(by: offset) }
        return node
    }
}

/// A canvas's symbol views by tag, each laid out in a host of its own when first asked for
/// (kept for the canvas's item), its drawing made once per run of the renderer.
final class CanvasSymbols {
    private let options: [PickerOption]
    private var hosts: [AnyHashable: HostingView<AnyView>] = [:]
    private var resolved: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]

    init(_ symbols: some View) {
        var options: [PickerOption] = []
        collectPickerOptions(symbols, into: &options, tag: nil)
        self.options = options
    }

    /// The renderer runs again: the symbols are laid out and drawn again when asked for.
    func beginDrawing() {
        resolved.removeAll()
    }

    func resolve(_ id: AnyHashable, canvasSize: CGSize, environment: EnvironmentValues,
                 measurer: any TextMeasuring) -> GraphicsContext.ResolvedSymbol? {
        if let known = resolved[id] { return known }
        guard let option = options.first(where: { $0.tag == id }) else { return nil }
        let host: HostingView<AnyView>
        if let kept = hosts[id] {
            host = kept
        } else {
            var hostEnvironment = EnvironmentValues()
            hostEnvironment.colorScheme = environment.colorScheme
            hostEnvironment.layoutDirection = environment.layoutDirection
            hostEnvironment.dynamicTypeSize = environment.dynamicTypeSize
            host = HostingView(rootView: AnyView(option.view), size: canvasSize, displayScale: environment.displayScale,
                               environment: hostEnvironment, textMeasurer: measurer)
            hosts[id] = host
        }
        var size = host.sizeThatFits(ProposedViewSize(canvasSize))
        if !size.width.isFinite || size.width < 0 { size.width = 0 }
        if !size.height.isFinite || size.height < 0 { size.height = 0 }
        host.size = size
        let symbol = GraphicsContext.ResolvedSymbol(size: size, tree: host.renderTree())
        resolved[id] = symbol
        return symbol
    }
}
