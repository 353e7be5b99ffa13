import Foundation
import TrellisLayout
import TrellisRaster

/// The canvas calls that draw a render tree, in order: what ``PNGRenderer`` draws, as
/// values that can be compared. Comparing the list of one frame with the list of the frame
/// before gives the pixels that can differ between the two (``damage(from:to:width:height:)``),
/// so a timeline redraws only those (``PNGRenderer/FrameSequence``).
struct DisplayList {
    /// How a layer is composited when it ends.
    enum LayerKind: Equatable {
        /// With an opacity (`endLayer()`).
        case opacity(Double)
        /// In a blend mode (`endLayer(blendMode:)`).
        case blend(RasterBlendMode)
        /// Over its blurred shadow (`endLayer(shadow:)`).
        case shadow(RasterShadow)
        /// Drawn without the clip, then blurred (`beginBlurredLayer()`, `endBlurredLayer(_:)`).
        case blurred(RasterBlur)
        /// The content of a masked subtree; ended together with its ``mask`` layer.
        case masked
        /// The mask of the ``masked`` layer before it (`endMaskedLayer()`, which ends both).
        case mask
        /// Drawn without the clip, then mapped onto the surface below through a projection
        /// (`beginProjectedLayer()`, `endProjectedLayer(_:)`).
        case projected(RasterProjection)
    }

    /// An image as drawn: its cache key (the asset's name, or a glyph bitmap's key), the
    /// template tint, and the pixels.
    struct DrawnImage: Equatable {
        var key: String
        var tint: RasterColor?
        var image: RasterImage
    }

    enum Op: Equatable {
        case fill(RasterPath, RasterColor, FillRule, RasterTransform)
        case fillShaded(RasterPath, FillRule, RasterTransform, RenderGradient)
        case stroke(RasterPath, RasterColor, TrellisRaster.StrokeStyle, RasterTransform)
        case strokeShaded(RasterPath, TrellisRaster.StrokeStyle, RasterTransform, RenderGradient)
        case image(DrawnImage, RasterRect, RasterTransform, opacity: Double)
        case beginLayer(LayerKind)
        case endLayer
        case pushClip(RasterPath, RasterTransform)
        case popClip

        /// Whether it paints (rather than opening or closing a layer or a clip).
        var paints: Bool {
            switch self {
            case .fill, .fillShaded, .stroke, .strokeShaded, .image: return true
            case .beginLayer, .endLayer, .pushClip, .popClip: return false
            }
        }
    }

    var ops: [Op] = []
    /// For each op, the index of the innermost layer or clip open around it (`beginLayer`,
    /// `pushClip`), −1 at the top. A closing op has its opening op's parent.
    var parents: [Int] = []
    private var open: [Int] = []

    mutating func append(_ op: Op) {
        switch op {
        case .endLayer, .popClip:
            if let o = open.popLast() { parents.append(parents[o]) } else { parents.append(-1) }
        default:
            parents.append(open.last ?? -1)
        }
        ops.append(op)
        switch op {
        case .beginLayer, .pushClip: open.append(ops.count - 1)
        default: break
        }
    }

    var count: Int { ops.count }

    /// Draws the ops on `canvas`. With a `limit` the canvas writes only inside it (see
    /// ``TrellisRaster/Canvas/limit``), and painting ops whose ``bounds(of:width:height:)``
    /// lie wholly outside it are passed over (they would write nothing there).
    func replay(on canvas: Canvas, limit: PixelRect? = nil) {
        canvas.limit = limit
        defer { canvas.limit = nil }
        var kinds: [LayerKind] = []
        for op in ops {
            if let limit, op.paints {
                guard let b = Self.bounds(of: op, width: canvas.width, height: canvas.height),
                      b.intersection(limit) != nil else { continue }
            }
            switch op {
            case let .fill(path, color, rule, transform):
                canvas.fill(path, color: color, rule: rule, transform: transform)
            case let .fillShaded(path, rule, transform, gradient):
                canvas.fill(path, rule: rule, transform: transform, shader: PNGRenderer.shader(gradient, transform: transform))
            case let .stroke(path, color, style, transform):
                canvas.stroke(path, color: color, style: style, transform: transform)
            case let .strokeShaded(path, style, transform, gradient):
                canvas.stroke(path, style: style, transform: transform, shader: PNGRenderer.shader(gradient, transform: transform))
            case let .image(drawn, rect, transform, opacity):
                canvas.drawImage(drawn.image, in: rect, transform: transform, opacity: opacity)
            case let .beginLayer(kind):
                kinds.append(kind)
                switch kind {
                case let .opacity(o): canvas.beginLayer(opacity: o)
                case .projected: canvas.beginProjectedLayer()
                case .blurred: canvas.beginBlurredLayer()
                default: canvas.beginLayer()
                }
            case .endLayer:
                switch kinds.popLast() {
                case .opacity?: canvas.endLayer()
                case let .blend(mode)?: canvas.endLayer(blendMode: mode)
                case let .shadow(s)?: canvas.endLayer(shadow: s)
                case let .blurred(b)?: canvas.endBlurredLayer(b)
                case let .projected(p)?: canvas.endProjectedLayer(p)
                case .mask?:
                    canvas.endMaskedLayer()
                    // The masked content's layer ended with it.
                    _ = kinds.popLast()
                case .masked?, nil: canvas.endLayer()
                }
            case let .pushClip(path, transform):
                canvas.pushClip(path: path, rule: .nonZero, transform: transform)
            case .popClip:
                canvas.popClip()
            }
        }
    }

    /// The pixels a painting op can write on a `width × height` canvas, or `nil` when it
    /// writes none: the bounding box of its path's points (the curves' control points
    /// included, which hold the curves), widened for a stroke by half its line width times
    /// the larger of its miter limit and 2 (the farthest a join or cap reaches), mapped
    /// through its transform, rounded out to whole pixels and widened by one more. The
    /// rasterizer covers no pixel outside its points' bounding box, so the op writes none
    /// outside this. Non-finite geometry gives the whole canvas.
    static func bounds(of op: Op, width: Int, height: Int) -> PixelRect? {
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func add(_ p: RasterPoint) {
            if let b = box {
                box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y))
            } else {
                box = (p.x, p.y, p.x, p.y)
            }
        }
        func pathBox(_ path: RasterPath) {
            for element in path.elements {
                switch element {
                case let .move(p), let .line(p): add(p)
                case let .quadCurve(p, c): add(p); add(c)
                case let .curve(p, c1, c2): add(p); add(c1); add(c2)
                case .closeSubpath: break
                }
            }
        }
        var transform = RasterTransform.identity
        switch op {
        case let .fill(path, _, _, t), let .fillShaded(path, _, t, _):
            pathBox(path)
            transform = t
        case let .stroke(path, _, style, t), let .strokeShaded(path, style, t, _):
            pathBox(path)
            let e = style.lineWidth / 2 * max(style.miterLimit, 2)
            guard e.isFinite else { return canvas }
            if let b = box { box = (b.x0 - e, b.y0 - e, b.x1 + e, b.y1 + e) }
            transform = t
        case let .image(_, rect, t, _):
            let r = rect.standardized
            add(RasterPoint(x: r.minX, y: r.minY)); add(RasterPoint(x: r.maxX, y: r.maxY))
            transform = t
        case .beginLayer, .endLayer, .pushClip, .popClip:
            return nil
        }
        guard let b = box else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in [RasterPoint(x: b.x0, y: b.y0), RasterPoint(x: b.x1, y: b.y0),
                  RasterPoint(x: b.x0, y: b.y1), RasterPoint(x: b.x1, y: b.y1)] {
            let q = transform.apply(to: p)
            x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return canvas }
        let limit = Double(Canvas.maxDimension) * 4
        let px0 = Int(max(x0, -limit).rounded(.down)) - 1, py0 = Int(max(y0, -limit).rounded(.down)) - 1
        let px1 = Int(min(x1, limit).rounded(.up)) + 1, py1 = Int(min(y1, limit).rounded(.up)) + 1
        return canvas.intersection(PixelRect(x: px0, y: py0, width: px1 - px0, height: py1 - py0))
    }

    /// The rectangle holding every pixel that drawing `new` can make differ from drawing
    /// `old` on a `width × height` canvas with the same background; `nil` when none can,
    /// the whole canvas when a difference reaches a shadow, a blur or a projection.
    ///
    /// The lists are compared op by op at the same index. An op is unchanged when the other
    /// list has the same op there, with the same parent, and that parent is unchanged in
    /// turn (so every layer and clip around it is the same). Each changed painting op adds
    /// its ``bounds(of:width:height:)`` in the list it is in; a changed layer or clip
    /// changes every op inside it. A pixel outside the result is then painted in both
    /// lists by the same ops, at the same places in the same layers and clips, so it comes
    /// out the same: every step of drawing a pixel depends on that pixel alone, except a
    /// shadow's or a blurred layer's blur, which reads its neighbours, and a projected
    /// layer, whose pixels land elsewhere. So any difference gives the whole canvas when
    /// either list draws a shadow, a blur or a projection (redrawing part of such a layer
    /// would blur or project a part).
    static func damage(from old: DisplayList, to new: DisplayList, width: Int, height: Int) -> PixelRect? {
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        var changedOld = [Bool](repeating: false, count: old.count)
        var changedNew = [Bool](repeating: false, count: new.count)
        var rect: PixelRect?
        func insideNonLocalLayer(_ list: DisplayList, _ i: Int) -> Bool {
            var p = list.parents[i]
            while p >= 0 {
                if Self.isNonLocal(list.ops[p]) { return true }
                p = list.parents[p]
            }
            return false
        }
        func add(_ list: DisplayList, _ i: Int) -> Bool {
            let op = list.ops[i]
            if Self.isNonLocal(op) { return false }
            guard op.paints else { return true }
            if insideNonLocalLayer(list, i) { return false }
            if let b = bounds(of: op, width: width, height: height) { rect = rect.map { $0.union(b) } ?? b }
            return true
        }
        for i in 0..<max(old.count, new.count) {
            if i < old.count, i < new.count, old.parents[i] == new.parents[i], old.ops[i] == new.ops[i] {
                let p = old.parents[i]
                if p < 0 || (!changedOld[p] && !changedNew[p]) { continue }
            }
            if i < old.count {
                changedOld[i] = true
                if !add(old, i) { return canvas.isEmpty ? nil : canvas }
            }
            if i < new.count {
                changedNew[i] = true
                if !add(new, i) { return canvas.isEmpty ? nil : canvas }
            }
        }
        if rect != nil && (old.drawsNonLocalLayer || new.drawsNonLocalLayer) { return canvas }
        return rect
    }

    /// Whether `op` opens a layer whose pixels depend on others than their own: a shadow's
    /// (blurred), a blurred or a projected one.
    static func isNonLocal(_ op: Op) -> Bool {
        switch op {
        case .beginLayer(.shadow), .beginLayer(.blurred), .beginLayer(.projected): return true
        default: return false
        }
    }

    /// Whether a layer with a shadow, a blur or a projection is drawn.
    var drawsNonLocalLayer: Bool { ops.contains(where: Self.isNonLocal) }

    /// The rows beyond its own that a band of the picture must draw so that its own come
    /// out as the whole drawing's (the `margin` of
    /// ``TrellisRaster/Canvas/drawnInBands(width:height:background:bands:margin:_:)``):
    /// 0 when every pixel depends on itself alone; with shadows and blurs, the sum of their
    /// reaches (the blur's half widths added up, plus a shadow's vertical offset; a shadow
    /// in a shadow's layer reaches as far as both); `nil` with a projection, whose pixels come from
    /// anywhere in its layer, or a reach beyond the largest canvas (drawn whole).
    var bandMargin: Int? {
        var margin = 0
        for op in ops {
            switch op {
            case .beginLayer(.projected): return nil
            case let .beginLayer(.shadow(s)):
                let dy = s.dy.isFinite ? abs(s.dy.rounded()) : 0
                guard dy <= Double(Canvas.maxDimension) else { return nil }
                margin += RasterShadow.boxWidths(sigma: s.sigma).reduce(0) { $0 + ($1 - 1) / 2 } + Int(dy)
                guard margin <= Canvas.maxDimension else { return nil }
            case let .beginLayer(.blurred(b)):
                margin += b.reach
                guard margin <= Canvas.maxDimension else { return nil }
            default: break
            }
        }
        return margin
    }
}

extension PNGRenderer {
    /// Draws the frames of a timeline one after another on one canvas, each frame redrawing
    /// only the pixels that can differ from the frame before: the ops of its display list
    /// are compared with those of the previous frame (``DisplayList/damage(from:to:width:height:)``),
    /// that rectangle is cleared to the background and every op is drawn again limited to
    /// it (``TrellisRaster/Canvas/limit``). Inside the rectangle each pixel comes out as a
    /// full drawing makes it, and outside it the full drawing would make the previous
    /// frame's pixels, so every frame is pixel for pixel ``PNGRenderer/canvas(_:size:)`` of
    /// its tree. The first frame, and one whose change reaches a shadow, is drawn whole on
    /// a new canvas.
    final class FrameSequence {
        let renderer: PNGRenderer
        let size: CGSize
        private var canvas: Canvas?
        private var list = DisplayList()
        private var images: [String: RasterImage?] = [:]

        /// A frame as drawn: the canvas holding it, the rectangle outside which it equals the
        /// frame before (empty when they are equal; the whole canvas for the first frame or
        /// one drawn whole), and the previous frame's premultiplied pixels of that rectangle
        /// (see `APNG.Encoder.append(premultiplied:changedWithin:previous:delay:)`).
        struct Frame {
            var canvas: Canvas
            var changed: PixelRect
            var previous: [UInt8]
        }

        init(renderer: PNGRenderer, size: CGSize) {
            self.renderer = renderer
            self.size = size
        }

        /// Draws the next frame. The canvas returned is drawn on again by the next call.
        func draw(_ tree: RenderNode) -> Frame {
            let (w, h) = renderer.pixelSize(for: size)
            let background = renderer.options.background.map(RenderColor.raster) ?? .clear
            let next = renderer.displayList(tree, images: &images)
            defer { list = next }
            let all = PixelRect(x: 0, y: 0, width: w, height: h)
            if let canvas {
                guard let damage = DisplayList.damage(from: list, to: next, width: canvas.width, height: canvas.height) else {
                    return Frame(canvas: canvas, changed: PixelRect(x: 0, y: 0, width: 0, height: 0), previous: [])
                }
                if damage != all {
                    let previous = canvas.premultipliedPixels(in: damage)
                    canvas.limit = damage
                    canvas.clear(to: background)
                    next.replay(on: canvas, limit: damage)
                    return Frame(canvas: canvas, changed: damage, previous: previous)
                }
            }
            let previous = canvas?.premultipliedRGBA ?? []
            canvas = nil
            let fresh = renderer.drawn(next, width: w, height: h)
            canvas = fresh
            return Frame(canvas: fresh, changed: all, previous: previous)
        }
    }
}
