import Foundation

/// A view that draws with immediate-mode calls on a ``GraphicsContext`` (SwiftUI's
/// `Canvas`).
///
/// Layout: a canvas takes the whole proposal, an unspecified dimension counting as 10
/// (as a shape does): `Canvas { … }` is 10 × 10 proposed `.unspecified`, and fills a
/// stack's remaining space like a `Rectangle`.
///
/// Drawing: each time the host draws the canvas (a render tree, a picture, a frame of a
/// timeline), `renderer` runs with a fresh context and the canvas's size, so what it draws
/// follows the view's current inputs. What it draws is recorded as render nodes of the
/// canvas, in window coordinates (see ``GraphicsContext``), clipped to the canvas's
/// bounds, and drawn by every renderer as views are: the PNG and SVG renderers exactly;
/// the terminal renderer as it draws shapes, text and images (boxes and characters), where
/// drawings that need a transform of their own (scaled, rotated or sheared text and
/// symbols, rotated or sheared images and gradients) stay at their untransformed place,
/// as rotated views do; fills and strokes, and moved text and symbols, are in place.
///
/// Symbols: the views of `symbols`, each tagged with `.tag(_:)` (or a `ForEach`
/// element's id), are found by ``GraphicsContext/resolveSymbol(id:)``. Each is laid out
/// on its own, proposed the canvas's size, and drawn where the renderer draws it.
///
/// **Differs from SwiftUI:** `rendersAsynchronously`, `isOpaque` and `colorMode` are kept
/// but change nothing (every renderer draws on the caller's thread, in sRGB). A symbol
/// is laid out in a host of its own: it sees the canvas's colour scheme, layout direction,
/// Dynamic Type size and display scale, not the rest of the canvas's environment.
public struct Canvas<Symbols: View>: View, LeafView {
    /// The drawing code: called with a context to draw into and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by their tags (``GraphicsContext/resolveSymbol(id:)``).
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (accepted; changes nothing in Trellis).
    public var isOpaque: Bool
    /// The working colour space (accepted; Trellis draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread (accepted; Trellis draws on the
    /// caller's thread).
    public var rendersAsynchronously: Bool

    /// A canvas that draws the `symbols` views where `renderer` asks for them.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public typealias Body = Never

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        let symbols = Symbols.self == EmptyView.self ? nil : CanvasSymbols(self.symbols)
        return CanvasItem(context: fx.context, renderer: renderer, symbols: symbols, environment: environment)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws what `renderer` draws.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Canvas {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}

/// A canvas's item: greedy in layout; its drawing is made when its render node is.
final class CanvasItem: LayoutItem {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: CanvasSymbols?
    let environment: EnvironmentValues

    init(context: LayoutContext, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: CanvasSymbols?,
         environment: EnvironmentValues) {
        self.renderer = renderer
        self.symbols = symbols
        self.environment = environment
        // The renderer may read any of the environment (`context.environment`) when it runs.
        environment.readRecorder?.note(.keepsEnvironment)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override var debugName: String { "Canvas" }

    /// What the renderer draws in `frame` (window coordinates), in drawing order; nothing
    /// for a frame with a non-finite or negative side.
    func drawing(in frame: CGRect) -> [RenderNode] {
        guard GraphicsContext.isFinite(frame), frame.width >= 0, frame.height >= 0 else { return [] }
        symbols?.beginDrawing()
        let recorder = CanvasRecorder(origin: frame.origin, size: frame.size, environment: environment, context: context,
                                      symbols: symbols)
        let sink = CanvasSink()
        var graphics = GraphicsContext(recorder: recorder, sink: sink)
        renderer(&graphics, frame.size)
        return sink.nodes
    }
}
