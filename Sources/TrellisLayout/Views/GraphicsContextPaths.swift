import Foundation

extension GraphicsContext {
    /// Fills the inside of `path` (in the current user space) with `shading`, by
    /// `style`'s rule, under the context's transform, clip, opacity, blend mode and
    /// filters.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        guard Self.isFinite(path) else {
            recorder.report("fill: the path has a non-finite coordinate; nothing drawn")
            return
        }
        let window = recorder.windowTransform(transform)
        let eoFill = style.isEOFilled
        switch CanvasPaint(shading, environment: environment, bounds: path.boundingRect) {
        case .none:
            return
        case let .color(color):
            // Any affine map of a filled outline is the outline of the mapped fill.
            let p = path.applying(window)
            emit(RenderNode(name: "Canvas fill", frame: p.boundingRect, content: .fill(p, color, eoFill: eoFill)))
        case let .gradient(g):
            var node: RenderNode
            if Self.isUniformScaleAndTranslation(window) {
                let p = path.applying(window)
                node = RenderNode(name: "Canvas fill", frame: p.boundingRect, content: .fill(p, g.gradient.color(at: 0.5), eoFill: eoFill))
                node.gradient = g.scaledAndMoved(by: window)
            } else {
                node = RenderNode(name: "Canvas fill", frame: path.boundingRect, content: .fill(path, g.gradient.color(at: 0.5), eoFill: eoFill))
                node.gradient = g
                node.transform = window
            }
            emit(node)
        }
    }

    /// Strokes `path` (in the current user space) with `shading`, `lineWidth` wide,
    /// centred on the path.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` (in the current user space) with `shading` and `style` (width,
    /// caps, joins, miter limit, dashes, all in the user space).
    ///
    /// A negative or non-finite line width, or a non-finite dash, phase or miter limit,
    /// draws nothing (with a diagnostic); a zero width draws nothing.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth >= 0 else {
            recorder.report("stroke: line width \(style.lineWidth) is negative or not finite; nothing drawn")
            return
        }
        guard style.miterLimit.isFinite, style.dashPhase.isFinite, style.dash.allSatisfy(\.isFinite) else {
            recorder.report("stroke: a non-finite miter limit, dash or dash phase; nothing drawn")
            return
        }
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        guard Self.isFinite(path) else {
            recorder.report("stroke: the path has a non-finite coordinate; nothing drawn")
            return
        }
        let window = recorder.windowTransform(transform)
        let paint = CanvasPaint(shading, environment: environment, bounds: path.boundingRect)
        var node: RenderNode
        let gradient: RenderGradient?
        switch paint {
        case .none: return
        case .color: gradient = nil
        case let .gradient(g): gradient = g
        }
        // A similarity (rotation, uniform scale, reflection, translation) maps a stroke
        // to the stroke of the mapped path with every length scaled alike.
        if let s = Self.similarityScale(window), gradient == nil || Self.isUniformScaleAndTranslation(window) {
            var scaled = style
            scaled.lineWidth *= s
            scaled.dash = style.dash.map { $0 * s }
            scaled.dashPhase *= s
            let p = path.applying(window)
            node = RenderNode(name: "Canvas stroke", frame: p.boundingRect, content: .stroke(p, paint.color, lineWidth: scaled.lineWidth))
            node.strokeStyle = scaled
            node.gradient = gradient?.scaledAndMoved(by: window)
        } else if gradient == nil {
            // Another map (a shear, an uneven scale) changes the pen's shape: the outline
            // of the stroke in user space, mapped, is what is drawn.
            let outline = path.strokedPath(style).applying(window)
            guard !outline.isEmpty else { return }
            node = RenderNode(name: "Canvas stroke", frame: outline.boundingRect, content: .fill(outline, paint.color, eoFill: false))
        } else {
            node = RenderNode(name: "Canvas stroke", frame: path.boundingRect, content: .stroke(path, paint.color, lineWidth: style.lineWidth))
            node.strokeStyle = style
            node.gradient = gradient
            node.transform = window
        }
        emit(node)
    }

    /// Whether `t` is a translation with a positive uniform scale (no rotation or shear).
    static func isUniformScaleAndTranslation(_ t: CGAffineTransform) -> Bool {
        t.b == 0 && t.c == 0 && t.a > 0 && t.a == t.d
    }

    /// The scale factor of `t` when it is a similarity (a rotation or reflection with a
    /// uniform scale, and a translation); `nil` otherwise.
    static func similarityScale(_ t: CGAffineTransform) -> CGFloat? {
        let s = (t.a * t.a + t.b * t.b).squareRoot()
        guard s > 0, s.isFinite else { return nil }
        let tolerance = s * 1e-9
        let rotation = abs(t.a - t.d) <= tolerance && abs(t.b + t.c) <= tolerance
        let reflection = abs(t.a + t.d) <= tolerance && abs(t.b - t.c) <= tolerance
        return rotation || reflection ? s : nil
    }
}
