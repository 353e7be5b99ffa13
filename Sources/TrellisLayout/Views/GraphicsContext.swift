import Foundation

/// An immediate-mode drawing destination and its current state: what a ``Canvas`` hands
/// its renderer (SwiftUI's `GraphicsContext`).
///
/// Every drawing call (``fill(_:with:style:)``, ``stroke(_:with:style:)``, the `draw`
/// calls of text, images and symbols) is recorded at once as render nodes of the canvas,
/// in window coordinates, with the
/// context's state at that moment: its ``transform``, clip, ``opacity``, ``blendMode`` and
/// filters. The canvas's render node holds them in drawing order, so the PNG, SVG and
/// terminal renderers draw them as they draw any view.
///
/// **Value semantics.** The state is the value's own: a copy (`var copy = context`) has its
/// own transform, opacity, blend mode, clip and filters, and changing them changes nothing
/// in the original. What either copy draws goes into the same canvas, in the order drawn.
///
/// **Bad input.** A non-finite transform, translation, scale or angle leaves the
/// transform as it was; a path or rectangle with a non-finite coordinate draws nothing; a
/// negative or non-finite line width draws nothing; a non-finite clip path clips
/// everything away; a NaN opacity counts as 0. Each is reported once per pass as an
/// `invalidDrawing` ``LayoutDiagnostic`` of the host.
///
/// **Differs from SwiftUI:** the renderer runs each time the host draws the canvas (a
/// render tree, a picture), not on a drawing thread of its own. See ``Shading``,
/// ``Filter`` and ``BlendMode`` for what is approximated.
public struct GraphicsContext {
    /// Where the drawing goes: shared by every copy of the context (and by the contexts of
    /// its layers), so the draws of all of them come out in the order they were made.
    let recorder: CanvasRecorder
    /// The drawing of a layer being built (``drawLayer(content:)``) or of the canvas.
    let sink: CanvasSink
    private var storedTransform = CGAffineTransform.identity
    /// The clips in force, outermost first.
    var clips: [CanvasClip] = []
    /// How many of ``clips`` the enclosing layer already applies (a layer's group is
    /// clipped as a whole by the clips in force where it is drawn).
    var inheritedClips = 0
    /// The filters added, first added first.
    var filters: [CanvasFilter] = []

    init(recorder: CanvasRecorder, sink: CanvasSink) {
        self.recorder = recorder
        self.sink = sink
    }

    /// The opacity every later drawing is drawn with, multiplying its colours' own
    /// (0…1; values outside are clamped when drawn, NaN counts as 0).
    public var opacity: Double = 1

    /// How every later drawing is combined with what is under it. See ``BlendMode``.
    public var blendMode: BlendMode = .normal

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.environment }

    /// The user space: the transform from the coordinates drawing calls take to the
    /// canvas's own (top-leading origin, in points). Identity at first. A transform with
    /// a non-finite entry is refused: the transform stays as it was (with a diagnostic).
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard Self.isFinite(newValue) else {
                recorder.report("transform \(newValue) is not finite; the transform is left unchanged")
                return
            }
            storedTransform = newValue
        }
    }

    /// Moves the user space's origin by (x, y) of the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else {
            recorder.report("translateBy(x: \(x), y: \(y)) is not finite; ignored")
            return
        }
        storedTransform = storedTransform.translatedBy(x: x, y: y)
    }

    /// Scales the user space by (x, y) about its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else {
            recorder.report("scaleBy(x: \(x), y: \(y)) is not finite; ignored")
            return
        }
        storedTransform = storedTransform.scaledBy(x: x, y: y)
    }

    /// Rotates the user space about its origin (positive angles turn x towards y, that is
    /// clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        guard angle.radians.isFinite else {
            recorder.report("rotate(by: \(angle.radians) radians) is not finite; ignored")
            return
        }
        storedTransform = storedTransform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to the user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        guard Self.isFinite(matrix) else {
            recorder.report("concatenate(\(matrix)) is not finite; ignored")
            return
        }
        storedTransform = matrix.concatenating(storedTransform)
    }

    // MARK: Clipping

    /// Options of ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw outside the path rather than inside it.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Limits every later drawing to the inside of `path` (in the current user space), by
    /// `style`'s rule, as well as the clips already in force; `.inverse` to the outside of
    /// it (within the clip bounding rectangle).
    ///
    /// Render nodes clip with the non-zero rule: an even-odd clip is drawn as a mask of the
    /// path filled even-odd (within a clip to its bounds), exact in PNG and SVG; the
    /// terminal renderer, which draws no masks, limits drawing to the bounds. A non-zero
    /// `.inverse` clip is the clip bounding rectangle with the path's subpaths reversed
    /// inside it, exact for paths that do not cross themselves.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let window = recorder.windowTransform(storedTransform)
        guard Self.isFinite(path) else {
            recorder.report("clip path has a non-finite coordinate; everything after it is clipped away")
            clips.append(CanvasClip(path: Path(), bounds: .zero))
            return
        }
        var clipPath = path.applying(window)
        if options.contains(.inverse) {
            let outer = clipBoundingRectInWindow.insetBy(dx: -1, dy: -1)
            var inverse = Path(outer)
            // Under the even-odd rule the path's own winding does not matter.
            inverse.elements += (style.isEOFilled ? clipPath : clipPath.reversedSubpaths()).elements
            clipPath = inverse
        }
        let bounds = clipPath.isEmpty ? CGRect.zero : clipPath.boundingRect
        guard style.isEOFilled, !clipPath.isEmpty else {
            clips.append(CanvasClip(path: clipPath, bounds: bounds))
            return
        }
        let mask = RenderNode(name: "Canvas even-odd clip", frame: bounds, content: .fill(clipPath, .white, eoFill: true))
        clips.append(CanvasClip(path: Path(bounds), bounds: bounds, mask: mask))
    }

    /// Limits every later drawing to where what `content` draws is opaque: its alpha,
    /// times `opacity`, multiplies theirs (a soft mask). `content` gets a context with this
    /// context's transform, full opacity and no clip or filter.
    ///
    /// **Differs from SwiftUI:** `.inverse` is not honoured (the mask is used as drawn),
    /// and the mask leaves ``clipBoundingRect`` as it was.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layerSink = CanvasSink()
        var inner = GraphicsContext(recorder: recorder, sink: layerSink)
        inner.storedTransform = storedTransform
        try content(&inner)
        let frame = CGRect(origin: recorder.origin, size: recorder.size)
        var mask = RenderNode(name: "Canvas mask layer", frame: frame, content: .none)
        mask.children = layerSink.nodes
        if opacity.isNaN { recorder.report("clipToLayer opacity is NaN; the mask is drawn as 0") }
        mask.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        clips.append(CanvasClip(path: Path(frame), bounds: frame, mask: mask))
    }

    /// The bounding rectangle of the intersection of the clips in force, in the current
    /// user space: the canvas's bounds when nothing is clipped. (The rectangle of a rotated
    /// user space is the box around the clip's corners mapped back into it.)
    public var clipBoundingRect: CGRect {
        let box = clipBoundingRectInWindow
        guard box.width > 0, box.height > 0 else { return .zero }
        let back = recorder.windowTransform(storedTransform).inverted()
        return box.applying(back)
    }

    /// The canvas's bounds cut by every clip's bounds, in window coordinates.
    var clipBoundingRectInWindow: CGRect {
        var box = CGRect(origin: recorder.origin, size: recorder.size)
        for clip in clips {
            box = box.intersection(clip.bounds)
            if box.isNull { return .zero }
        }
        return box
    }

    // MARK: Filters

    /// Options of ``addFilter(_:options:)``.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filter in a linear colour space (accepted; Trellis filters in sRGB).
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Adds a filter to every later drawing. See ``Filter`` for what each filter draws.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case let .projection(p):
            guard Self.isFinite(p) else {
                recorder.report("projectionTransform filter \(p) is not finite; ignored")
                return
            }
            filters.append(.projection(p, userSpace: recorder.windowTransform(storedTransform)))
        case let .shadow(color, radius, x, y, blend, shadowOptions):
            guard radius.isFinite, x.isFinite, y.isFinite else {
                recorder.report("shadow filter (radius \(radius), x \(x), y \(y)) is not finite; ignored")
                return
            }
            filters.append(.shadow(RenderShadow(color: color, radius: max(radius, 0), offset: CGSize(width: x, height: y)),
                                   blend: blend, options: shadowOptions))
        case let .color(f):
            filters.append(.color(f))
        case let .blur(radius, opaque):
            guard radius.isFinite else {
                recorder.report("blur filter radius \(radius) is not finite; ignored")
                return
            }
            if radius < 0 { recorder.report("blur filter radius \(radius) is negative; drawn unblurred") }
            if radius > 0 { filters.append(.blur(radius, opaque: opaque)) }
        }
    }

    // MARK: Layers

    /// Draws the drawing of `content` as one layer: `content` gets a context with this
    /// context's transform and clip, full opacity, the normal blend mode and no filters;
    /// what it draws is then composited as a whole with this context's opacity, blend
    /// mode and filters (so overlapping drawings inside the layer blend with each other
    /// first, as in SwiftUI).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layerSink = CanvasSink()
        var inner = GraphicsContext(recorder: recorder, sink: layerSink)
        inner.storedTransform = storedTransform
        inner.clips = clips
        inner.inheritedClips = clips.count
        try content(&inner)
        var group = RenderNode(name: "Canvas layer", frame: CGRect(origin: recorder.origin, size: recorder.size), content: .none)
        group.children = layerSink.nodes
        group.isCompositingGroup = true
        emit(group)
    }

    // MARK: Recording

    /// Appends `node` (a drawing in window coordinates) with its colours through this
    /// context's colour filters, wrapped in its shadow and projection filters, opacity,
    /// blend mode and clips.
    func emit(_ node: RenderNode) {
        var node = node
        let alpha = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        if opacity.isNaN { recorder.report("opacity is NaN; drawn as 0") }
        let frame = CGRect(origin: recorder.origin, size: recorder.size)
        func wrap(_ name: String, _ change: (inout RenderNode) -> Void) {
            var outer = RenderNode(name: name, frame: frame, content: .none)
            change(&outer)
            outer.children = [node]
            node = outer
        }
        let colorFilters = CanvasColorFilters(filters, scheme: environment.colorScheme)
        if !colorFilters.isEmpty { node = colorFilters.applied(to: node) }
        for filter in filters {
            switch filter {
            case let .projection(p, userSpace):
                let toUser = ProjectionTransform(userSpace.inverted())
                let window = toUser.concatenating(p).concatenating(ProjectionTransform(userSpace))
                guard Self.isFinite(window) else { continue }
                wrap("Canvas projection") { $0.projection = window.isIdentity ? nil : window }
            case let .shadow(shadow, _, _):
                // Always under the drawing, normally blended (see `Filter`).
                wrap("Canvas shadow") { $0.shadow = shadow }
            case let .blur(radius, opaque):
                wrap("Canvas blur") { $0.blur = RenderBlur(radius: radius, isOpaque: opaque) }
            case .color:
                break
            }
        }
        if alpha < 1 { wrap("Canvas opacity") { $0.opacity = alpha } }
        if let mode = blendMode.viewBlendMode, mode != .normal { wrap("Canvas blend") { $0.blendMode = mode } }
        for clip in clips[inheritedClips...].reversed() {
            if let mask = clip.mask { wrap("Canvas mask") { $0.mask = [mask] } }
            wrap("Canvas clip") { $0.clip = clip.path }
        }
        sink.nodes.append(node)
    }

    // MARK: Checks

    static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    static func isFinite(_ p: ProjectionTransform) -> Bool {
        [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].allSatisfy(\.isFinite)
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    static func isFinite(_ path: Path) -> Bool {
        for e in path.elements {
            switch e {
            case let .move(a), let .line(a):
                if !a.x.isFinite || !a.y.isFinite { return false }
            case let .quadCurve(a, c):
                if !a.x.isFinite || !a.y.isFinite || !c.x.isFinite || !c.y.isFinite { return false }
            case let .curve(a, c1, c2):
                for p in [a, c1, c2] where !p.x.isFinite || !p.y.isFinite { return false }
            case .closeSubpath:
                break
            }
        }
        return true
    }
}

/// A clip in force: its path and that path's bounds, in window coordinates.
struct CanvasClip {
    var path: Path
    var bounds: CGRect
    /// The drawing whose alpha masks what follows, inside ``path``: a layer of
    /// ``GraphicsContext/clipToLayer(opacity:options:content:)`` (``path`` is then the
    /// canvas's bounds), or an even-odd clip's path filled even-odd (``path`` its bounds).
    var mask: RenderNode?
}

/// A filter as the context keeps it: the projection with the user space it was added in
/// (window coordinates), the shadow ready for a render node.
enum CanvasFilter {
    case projection(ProjectionTransform, userSpace: CGAffineTransform)
    case shadow(RenderShadow, blend: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions)
    case color(GraphicsContext.Filter.ColorFunction)
    /// A Gaussian blur of σ `radius` points (positive), opaque up to the canvas's edges or not.
    case blur(CGFloat, opaque: Bool)
}

/// The nodes a canvas or one of its layers has drawn, in order.
final class CanvasSink {
    var nodes: [RenderNode] = []
}

/// What every context of one canvas drawing shares: the canvas's place in the window, its
/// environment, its symbols, and where problems are reported.
final class CanvasRecorder {
    let origin: CGPoint
    let size: CGSize
    let environment: EnvironmentValues
    let context: LayoutContext
    let symbols: CanvasSymbols?

    init(origin: CGPoint, size: CGSize, environment: EnvironmentValues, context: LayoutContext, symbols: CanvasSymbols?) {
        self.origin = origin
        self.size = size
        self.environment = environment
        self.context = context
        self.symbols = symbols
    }

    /// The transform from a user space (`transform` of the canvas's coordinates) to window
    /// coordinates.
    func windowTransform(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    func report(_ message: String) {
        context.report(.invalidDrawing, message, view: "Canvas")
    }
}

extension Path {
    /// The path with each subpath's direction reversed (so that inside a larger subpath
    /// of the other direction it winds to zero under the non-zero rule).
    func reversedSubpaths() -> Path {
        var out = Path()
        var subpath: [Element] = []
        func flush() {
            guard case let .move(start)? = subpath.first else { subpath.removeAll(); return }
            var closed = false
            var points: [CGPoint] = [start]
            var segments: [Element] = []
            for e in subpath.dropFirst() {
                switch e {
                case let .line(p): segments.append(e); points.append(p)
                case let .quadCurve(p, _): segments.append(e); points.append(p)
                case let .curve(p, _, _): segments.append(e); points.append(p)
                case .closeSubpath: closed = true
                case .move: break
                }
            }
            out.elements.append(.move(to: points[points.count - 1]))
            for i in stride(from: segments.count - 1, through: 0, by: -1) {
                let to = points[i]
                switch segments[i] {
                case .line: out.elements.append(.line(to: to))
                case let .quadCurve(_, c): out.elements.append(.quadCurve(to: to, control: c))
                case let .curve(_, c1, c2): out.elements.append(.curve(to: to, control1: c2, control2: c1))
                default: break
                }
            }
            if closed { out.elements.append(.closeSubpath) }
            subpath.removeAll()
        }
        for e in elements {
            if case .move = e { flush() }
            subpath.append(e)
        }
        flush()
        return out
    }
}
