import Foundation

extension GraphicsContext {
    /// A text laid out by the canvas's text measurer in the canvas's environment, ready to
    /// draw (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        let measurer: any TextMeasuring

        /// What the text's runs without a colour of their own are drawn with (the
        /// foreground style by default). **Differs from SwiftUI:** a gradient shading
        /// draws its middle colour.
        public var shading: Shading = .foreground

        /// The size the text takes in `size` (wrapped to its width).
        public func measure(in size: CGSize) -> CGSize { layout(in: size).size }

        /// The first line's baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size).firstBaseline }

        /// The last line's baseline from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size).lastBaseline }

        func layout(in size: CGSize) -> TextLayoutEngine.Result {
            func side(_ v: CGFloat) -> CGFloat? { v.isFinite ? max(v, 0) : nil }
            return layout(width: side(size.width), height: side(size.height))
        }

        func layout(width: CGFloat?, height: CGFloat?) -> TextLayoutEngine.Result {
            text.engine(environment: environment, measurer: measurer).layout(width: width, height: height)
        }
    }

    /// The text laid out in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment, measurer: recorder.context.textMeasurer)
    }

    /// Draws the text wrapped to `rect`'s width from its top-leading corner (user space).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        guard Self.isFinite(rect) else {
            recorder.report("draw(text, in: \(rect)): the rectangle is not finite; nothing drawn")
            return
        }
        let r = rect.standardized
        draw(text, layout: text.layout(in: r.size), frame: r)
    }

    /// Draws the text unwrapped with the point `anchor` of its bounds at `point` (user space).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            recorder.report("draw(text, at: \(point), anchor: \(anchor)): not finite; nothing drawn")
            return
        }
        let layout = text.layout(width: nil, height: nil)
        let size = layout.size
        let frame = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        draw(text, layout: layout, frame: frame)
    }

    /// Resolves and draws `text` in `rect`, as a resolved text is drawn there.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Resolves and draws `text` at `point`, as a resolved text is drawn there.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    private func draw(_ text: ResolvedText, layout: TextLayoutEngine.Result, frame: CGRect) {
        var environment = text.environment
        let paint = CanvasPaint(text.shading, environment: environment, bounds: CGRect(origin: .zero, size: frame.size))
        if case .none = paint { return }
        environment.foregroundColor = paint.color
        environment.foregroundGradient = nil
        let window = recorder.windowTransform(transform)
        // Glyphs keep their size under a translation alone, so the text is laid out in
        // window coordinates; any other map is the node's transform.
        let moves = window.a == 1 && window.b == 0 && window.c == 0 && window.d == 1
        let placed = moves ? frame.offsetBy(dx: window.tx, dy: window.ty) : frame
        let rendered = TextItem.renderText(text.text, layout: layout, frame: placed, environment: environment, measurer: text.measurer)
        var node = RenderNode(name: "Canvas text", frame: placed, content: .text(rendered))
        if let g = TextItem.runGradient(of: text.text) { node.gradient = g.style.resolved(in: placed) }
        if !moves { node.transform = window }
        emit(node)
    }
}
