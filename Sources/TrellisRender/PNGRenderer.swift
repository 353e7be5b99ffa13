import Foundation
import TrellisLayout
import TrellisRaster
import TrellisText

/// Draws a ``RenderNode`` tree with TrellisRaster's anti-aliased rasterizer and encodes it
/// as PNG (RGBA8). The canvas is `ceil(points × scale)` pixels on each side; everything is
/// drawn through a `scale` transform, so frames stay in points.
///
/// **The cap.** A picture has at most ``Canvas/maxDimension`` (16,384) pixels a side and
/// ``Canvas/maxPixelCount`` (2²⁵ = 33,554,432) pixels in all (128 MiB of RGBA).
/// ``render(_:size:)`` refuses a larger picture with ``PictureTooLargeError`` rather than
/// cropping it; ``largestScale(for:atMost:)`` gives the scale at which it would fit, for
/// callers who choose to scale down (``ImageRenderer/scalesDownToFit``). Only
/// ``canvas(_:size:)``, the drawing surface itself, follows ``Canvas``'s clamping rules.
///
/// - the page is white by default (``Options/background``; `nil` is transparent);
/// - a node's opacity below 1 draws its subtree into a layer composited with that opacity,
///   and opacity 0 skips the subtree;
/// - a node's clip is pushed (`pushClip`) for its subtree;
/// - a node's gradient (``RenderNode/gradient``) paints its fill or stroke per pixel;
/// - a node's shadow draws its subtree into a layer whose alpha, blurred
///   (``Canvas/endLayer(shadow:)``), offset and coloured, goes under it;
/// - a node's blur draws its subtree into a layer, unclipped, whose premultiplied pixels
///   are blurred (``Canvas/endBlurredLayer(_:)``: σ = the radius in pixels; an opaque blur
///   clamps to the node's frame in pixels and draws nothing outside it), then clipped;
/// - a node's mask draws its subtree into a layer multiplied by the mask's alpha;
/// - a node's blend mode draws its subtree into a layer combined with what is under it in
///   that mode (``TrellisRaster/RasterBlendMode``; every mode exactly);
/// - text is filled glyph outlines (nonzero winding), shaped with the measurer that laid
///   it out;
/// - images are decoded from ``ImageAssets``' PNG data and drawn stretched into the frame;
///   a name without (decodable) data draws a grey placeholder.
///
/// The same tree, scale and options give byte-identical PNG data on every run.
public struct PNGRenderer {
    public struct Options: Sendable {
        public var background: Color?
        public init(background: Color? = .white) {
            self.background = background
        }
    }

    /// Points to pixels (1×, 2×, 3×…). Non-finite or non-positive values count as 1.
    public var scale: CGFloat
    public var options: Options
    public let outliner: GlyphOutliner

    public init(scale: CGFloat = 1, options: Options = Options(), measurer: FontTextMeasurer = .shared) {
        self.init(scale: scale, options: options, outliner: GlyphOutliner(measurer: measurer))
    }

    public init(scale: CGFloat = 1, options: Options = Options(), outliner: GlyphOutliner) {
        self.scale = scale
        self.options = options
        self.outliner = outliner
    }

    /// The effective scale.
    var pixelScale: Double {
        let s = Double(scale)
        return s.isFinite && s > 0 ? s : 1
    }

    /// The pixel size of a picture of `size` points: `ceil(points × scale)` per side,
    /// 0 for non-finite or negative sides.
    public func pixelSize(for size: CGSize) -> (width: Int, height: Int) {
        func px(_ v: CGFloat) -> Int {
            let p = Double(v) * pixelScale
            guard p.isFinite, p > 0 else { return 0 }
            return Int(min(p.rounded(.up), Double(Canvas.maxDimension)))
        }
        return (px(size.width), px(size.height))
    }

    /// The pixel size of a picture of `size` points, or ``PictureTooLargeError`` when it
    /// exceeds the cap (see the type's documentation). Non-finite or negative sides give 0.
    public func checkedPixelSize(for size: CGSize) throws -> (width: Int, height: Int) {
        let w = Self.pixels(size.width, pixelScale), h = Self.pixels(size.height, pixelScale)
        guard Self.fitsCap(width: w, height: h) else {
            throw PictureTooLargeError(width: w, height: h, points: size, scale: pixelScale)
        }
        return (Int(w), Int(h))
    }

    /// `ceil(points × scale)`, 0 for non-finite, negative or NaN products.
    static func pixels(_ points: CGFloat, _ scale: Double) -> Double {
        let p = Double(points) * scale
        return p.isFinite && p > 0 ? p.rounded(.up) : 0
    }

    /// Whether a picture of `width` × `height` pixels is within the cap.
    public static func fitsCap(width: Double, height: Double) -> Bool {
        width <= Double(Canvas.maxDimension) && height <= Double(Canvas.maxDimension)
            && width * height <= Double(Canvas.maxPixelCount)
    }

    /// The largest scale, at most `scale`, at which a picture of `size` points is within the
    /// cap (`scale` itself when it already is; non-finite or non-positive `scale` counts as 1).
    public static func largestScale(for size: CGSize, atMost scale: CGFloat) -> CGFloat {
        let s0 = Double(scale).isFinite && scale > 0 ? Double(scale) : 1
        let w = Double(size.width).isFinite && size.width > 0 ? Double(size.width) : 0
        let h = Double(size.height).isFinite && size.height > 0 ? Double(size.height) : 0
        var s = s0
        if w > 0 { s = min(s, Double(Canvas.maxDimension) / w) }
        if h > 0 { s = min(s, Double(Canvas.maxDimension) / h) }
        if w > 0, h > 0 { s = min(s, (Double(Canvas.maxPixelCount) / (w * h)).squareRoot()) }
        // Rounding up to whole pixels may step over the cap: take a pixel off the longer
        // side (its count − 1, just below) until it fits.
        while s > 0, !fitsCap(width: pixels(CGFloat(w), s), height: pixels(CGFloat(h), s)) {
            let alongWidth = w >= h
            let side = alongWidth ? w : h
            s = ((pixels(CGFloat(side), s) - 1) / side).nextDown
        }
        return CGFloat(max(s, 0))
    }

    /// Draws the tree on a new canvas of `size` points (the root node's frame size when `nil`).
    /// The canvas follows ``Canvas``'s size rules (clamped to the cap); use
    /// ``checkedPixelSize(for:)`` first, or ``render(_:size:)``, to refuse larger pictures.
    public func canvas(_ tree: RenderNode, size: CGSize? = nil) -> TrellisRaster.Canvas {
        let (w, h) = pixelSize(for: size ?? tree.frame.size)
        var images: [String: RasterImage?] = [:]
        return drawn(displayList(tree, images: &images), width: w, height: h)
    }

    /// `list` drawn on a new `width × height` canvas of the page's background: in bands on
    /// all cores when the picture is large (``TrellisRaster/Canvas/bandCount(width:height:margin:)``)
    /// and holds no projection, else on this thread, or in `bands` bands when given. The
    /// pixels are the same either way (see ``TrellisRaster/Canvas/drawnInBands(width:height:background:bands:margin:_:)``
    /// and ``DisplayList/bandMargin``).
    func drawn(_ list: DisplayList, width: Int, height: Int, bands: Int? = nil) -> Canvas {
        let background = options.background.map(RenderColor.raster) ?? .clear
        let margin = list.bandMargin
        let n = margin.map { bands ?? Canvas.bandCount(width: width, height: height, margin: $0) } ?? 1
        guard let margin, n > 1 else {
            let canvas = Canvas(width: width, height: height, background: background)
            list.replay(on: canvas)
            return canvas
        }
        return Canvas.drawnInBands(width: width, height: height, background: background, bands: n, margin: margin) { band in
            // Calls wholly outside the band's rows are passed over.
            list.replay(on: band, limit: PixelRect(x: 0, y: band.rows.lowerBound, width: band.width, height: band.rows.count))
        }
    }

    /// The canvas calls that draw `tree`, in order; `images` caches decoded images by key.
    func displayList(_ tree: RenderNode, images: inout [String: RasterImage?]) -> DisplayList {
        var list = DisplayList()
        draw(tree, into: &list, transform: .scale(x: pixelScale, y: pixelScale), images: &images)
        return list
    }

    /// The PNG data of the tree (see ``canvas(_:size:)``); ``PictureTooLargeError`` when the
    /// picture exceeds the cap.
    public func render(_ tree: RenderNode, size: CGSize? = nil) throws -> Data {
        _ = try checkedPixelSize(for: size ?? tree.frame.size)
        return canvas(tree, size: size).pngData()
    }

    private func draw(_ node: RenderNode, into list: inout DisplayList, transform: RasterTransform,
                      images: inout [String: RasterImage?]) {
        let opacity = node.opacity.isNaN ? 0 : min(max(node.opacity, 0), 1)
        if opacity <= 0 { return }
        // A compositing group is a layer of full opacity: what blends inside it blends with
        // the layer, which starts transparent, not with the canvas behind.
        let layered = opacity < 1 || node.isCompositingGroup
        let parentTransform = transform
        // The node's transform acts in window points, before the pixel scale.
        let transform = node.transform.isIdentity ? transform : RenderPath.raster(node.transform).concatenating(transform)
        // A projection: the subtree is drawn unprojected into a layer, which is then mapped
        // onto the canvas (layer pixels → window points → projected → pixels).
        let projection = node.projection.flatMap { p -> RasterProjection? in
            guard let back = RasterProjection(parentTransform).inverted() else { return nil }
            return back.concatenating(Self.rasterProjection(p)).concatenating(RasterProjection(parentTransform))
        }
        if let projection { list.append(.beginLayer(.projected(projection))) }
        let shadow = node.shadow.flatMap { Self.rasterShadow($0, transform: transform) }
        let blur = node.blur.flatMap { Self.rasterBlur($0, frame: node.frame, transform: transform) }
        let masked = !node.mask.isEmpty
        let blended = node.blendMode != .normal
        if blended { list.append(.beginLayer(.blend(Self.rasterBlendMode(node.blendMode)))) }
        if layered { list.append(.beginLayer(.opacity(opacity))) }
        if let shadow { list.append(.beginLayer(.shadow(shadow))) }
        if let blur { list.append(.beginLayer(.blurred(blur))) }
        if masked { list.append(.beginLayer(.masked)) }
        if let clip = node.clip { list.append(.pushClip(RenderPath.raster(clip), transform)) }
        content(node, into: &list, transform: transform, images: &images)
        for child in node.children { draw(child, into: &list, transform: transform, images: &images) }
        if node.clip != nil { list.append(.popClip) }
        if masked {
            list.append(.beginLayer(.mask))
            for m in node.mask { draw(m, into: &list, transform: transform, images: &images) }
            // Ends the mask and the masked content's layer.
            list.append(.endLayer)
        }
        if blur != nil { list.append(.endLayer) }
        if shadow != nil { list.append(.endLayer) }
        if layered { list.append(.endLayer) }
        if blended { list.append(.endLayer) }
        if projection != nil { list.append(.endLayer) }
    }

    /// The rasterizer's matrix of a projection (the same nine entries, the same order).
    static func rasterProjection(_ p: ProjectionTransform) -> RasterProjection {
        RasterProjection([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map { Double($0) })
    }

    /// The rasterizer's mode of a view's blend mode (the same cases).
    static func rasterBlendMode(_ mode: BlendMode) -> RasterBlendMode {
        switch mode {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }

    /// The image shrunk by an integer factor (the mean of each factor × factor block of
    /// premultiplied pixels) so that it is at most about twice the target size; bilinear
    /// sampling from there does not alias. Images already small enough are returned as is.
    static func reduced(_ image: RasterImage, toWidth width: Double, height: Double) -> RasterImage {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return image }
        let f = Int(min(Double(image.width) / width, Double(image.height) / height) / 2)
        guard f >= 2 else { return image }
        let w = image.width / f, h = image.height / f
        guard w > 0, h > 0 else { return image }
        let src = image.premultipliedRGBA
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let n = f * f
        for y in 0..<h {
            for x in 0..<w {
                var sum = (0, 0, 0, 0)
                for yy in (y * f)..<(y * f + f) {
                    var i = (yy * image.width + x * f) * 4
                    for _ in 0..<f {
                        sum.0 += Int(src[i]); sum.1 += Int(src[i + 1]); sum.2 += Int(src[i + 2]); sum.3 += Int(src[i + 3])
                        i += 4
                    }
                }
                let o = (y * w + x) * 4
                out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n)
                out[o + 2] = UInt8((sum.2 + n / 2) / n); out[o + 3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return RasterImage(width: w, height: h, premultipliedRGBA: out)
    }

    /// A node's shadow in device pixels: σ scaled by the transform's larger axis scale, the
    /// offset through the transform's linear part. `nil` when it draws nothing (clear).
    static func rasterShadow(_ s: RenderShadow, transform t: RasterTransform) -> RasterShadow? {
        guard RenderColor.alpha(s.color) > 0 else { return nil }
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        let scale = max(sx, sy)
        let r = Double(s.radius), ox = Double(s.offset.width), oy = Double(s.offset.height)
        return RasterShadow(color: RenderColor.raster(s.color), sigma: r.isFinite && scale.isFinite ? r * scale : 0,
                            dx: ox.isFinite && oy.isFinite ? t.a * ox + t.c * oy : 0,
                            dy: ox.isFinite && oy.isFinite ? t.b * ox + t.d * oy : 0)
    }

    /// A node's blur in device pixels: σ scaled by the transform's larger axis scale; for an
    /// opaque blur, the region is the pixels the frame (through the transform) touches.
    /// `nil` when it changes nothing (σ below half a pixel, which the box blurs leave as it is).
    static func rasterBlur(_ b: RenderBlur, frame: CGRect, transform t: RasterTransform) -> RasterBlur? {
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        let scale = max(sx, sy), r = Double(b.radius)
        let sigma = r.isFinite && scale.isFinite ? max(0, r * scale) : 0
        guard !RasterShadow.boxWidths(sigma: sigma).isEmpty else { return nil }
        guard b.isOpaque else { return RasterBlur(sigma: sigma) }
        let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.minX, frame.maxY), (frame.maxX, frame.maxY)]
            .map { t.apply(to: RasterPoint(x: Double($0.0), y: Double($0.1))) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return RasterBlur(sigma: sigma) }
        // Rounded out to whole pixels, within reach of the largest canvas (guards the Int
        // conversion).
        let limit = Double(Canvas.maxDimension) * 4
        func px(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int { Int(min(max(v, -limit), limit).rounded(rule)) }
        let x0 = px(minX, .down), y0 = px(minY, .down), x1 = px(maxX, .up), y1 = px(maxY, .up)
        return RasterBlur(sigma: sigma, region: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    private func content(_ node: RenderNode, into list: inout DisplayList, transform: RasterTransform,
                         images: inout [String: RasterImage?]) {
        switch node.content {
        case .none:
            break
        case let .fill(path, _, eoFill) where node.gradient != nil:
            guard let gradient = node.gradient, !path.isEmpty else { return }
            list.append(.fillShaded(RenderPath.raster(path), eoFill ? .evenOdd : .nonZero, transform, gradient))
        case let .stroke(path, _, lineWidth) where node.gradient != nil:
            guard let gradient = node.gradient, !path.isEmpty, lineWidth.isFinite, lineWidth > 0 else { return }
            list.append(.strokeShaded(RenderPath.raster(path), Self.rasterStroke(node.strokeStyle, lineWidth: lineWidth),
                                      transform, gradient))
        case let .fill(path, color, eoFill):
            guard RenderColor.alpha(color) > 0, !path.isEmpty else { return }
            list.append(.fill(RenderPath.raster(path), RenderColor.raster(color), eoFill ? .evenOdd : .nonZero, transform))
        case let .stroke(path, color, lineWidth):
            guard RenderColor.alpha(color) > 0, !path.isEmpty, lineWidth.isFinite, lineWidth > 0 else { return }
            list.append(.stroke(RenderPath.raster(path), RenderColor.raster(color),
                                Self.rasterStroke(node.strokeStyle, lineWidth: lineWidth), transform))
        case let .text(text):
            // Backgrounds of attributed runs, behind every line's glyphs.
            for line in text.lines {
                for piece in line.pieces {
                    guard let background = piece.backgroundColor, RenderColor.alpha(background) > 0, piece.width > 0 else { continue }
                    let r = CGRect(x: piece.origin.x, y: piece.origin.y - text.ascent, width: piece.width, height: text.ascent + text.descent)
                    list.append(.fill(RenderPath.raster(Path(r)), RenderColor.raster(background), .nonZero, transform))
                }
            }
            for line in text.lines {
                for piece in line.pieces where RenderColor.alpha(piece.color) > 0 && !piece.text.isEmpty {
                    let path = outliner.path(for: piece)
                    if !path.isEmpty {
                        if piece.isGradientFilled, let gradient = node.gradient {
                            list.append(.fillShaded(RenderPath.raster(path), .nonZero, transform, gradient))
                        } else {
                            list.append(.fill(RenderPath.raster(path), RenderColor.raster(piece.color), .nonZero, transform))
                        }
                    }
                    // COLR colour glyphs: each layer filled with its palette colour.
                    for (layerPath, layer) in outliner.colorLayers(for: piece) {
                        let color = RenderColor.raster(GlyphOutliner.color(of: layer, foreground: piece.color))
                        list.append(.fill(RenderPath.raster(layerPath), color, .nonZero, transform))
                    }
                    // Colour emoji (CBDT): the strike's PNG, area-averaged to about its
                    // pixel size, then drawn into its rectangle (not tinted by the text colour).
                    for placed in outliner.bitmaps(for: piece, pixelScale: pixelScale) {
                        let key = "\u{1}glyph:\(placed.faceName):\(placed.bitmap.glyph):\(placed.bitmap.ppem)"
                            + ":\(RenderNumber.format(placed.rect.width * pixelScale))"
                        let image: RasterImage?
                        if let cached = images[key] {
                            image = cached
                        } else {
                            image = (try? RasterImage(pngData: placed.bitmap.pngData)).map {
                                Self.reduced($0, toWidth: Double(placed.rect.width) * pixelScale,
                                             height: Double(placed.rect.height) * pixelScale)
                            }
                            images[key] = image
                        }
                        if let image {
                            list.append(.image(DisplayList.DrawnImage(key: key, tint: nil, image: image),
                                               RenderPath.rasterRect(placed.rect), transform, opacity: RenderColor.alpha(piece.color)))
                        }
                    }
                }
            }
            // Underlines and strikethroughs, above the glyphs.
            for line in text.lines {
                for piece in line.pieces {
                    for (r, color) in piece.decorations where RenderColor.alpha(color) > 0 && r.width > 0 {
                        list.append(.fill(RenderPath.raster(Path(r)), RenderColor.raster(color), .nonZero, transform))
                    }
                }
            }
        case let .image(name):
            let frame = node.frame
            guard frame.width > 0, frame.height > 0 else { return }
            let image: RasterImage?
            if let cached = images[name] {
                image = cached
            } else {
                image = ImageAssets.asset(named: name)?.pngData.flatMap { try? RasterImage(pngData: $0) }
                images[name] = image
            }
            if let image, let tint = node.imageTint {
                let t = RenderColor.raster(tint)
                list.append(.image(DisplayList.DrawnImage(key: name, tint: t, image: Self.template(image, tint: t)),
                                   RenderPath.rasterRect(frame), transform, opacity: 1))
            } else if let image {
                list.append(.image(DisplayList.DrawnImage(key: name, tint: nil, image: image), RenderPath.rasterRect(frame),
                                   transform, opacity: 1))
            } else {
                var placeholder = RasterPath()
                placeholder.addRect(RenderPath.rasterRect(frame))
                list.append(.fill(placeholder, RasterColor(r8: 199, g8: 199, b8: 204), .nonZero, transform))
            }
        }
    }

    /// An image drawn as a template: every pixel the tint, at the tint's opacity times the
    /// pixel's own (its colours are dropped, its coverage kept).
    static func template(_ image: RasterImage, tint: RasterColor) -> RasterImage {
        let a = min(max(tint.a.isNaN ? 0 : tint.a, 0), 1)
        let channels = [tint.r, tint.g, tint.b].map { min(max($0.isNaN ? 0 : $0, 0), 1) * a }
        var bytes = image.premultipliedRGBA
        var i = 0
        while i + 3 < bytes.count {
            let coverage = Double(bytes[i + 3]) / 255
            for c in 0..<3 { bytes[i + c] = UInt8((channels[c] * coverage * 255).rounded()) }
            bytes[i + 3] = UInt8((a * coverage * 255).rounded())
            i += 4
        }
        return RasterImage(width: image.width, height: image.height, premultipliedRGBA: bytes)
    }

    /// A gradient as a per-pixel colour: each device pixel centre is mapped back to window
    /// points (through the inverse of the drawing transform) and evaluated as
    /// ``RenderGradient/color(at:)`` evaluates it (``RenderGradient/colorFunction()``, the
    /// stops put in order once), in double precision, so the result is deterministic.
    static func shader(_ gradient: RenderGradient, transform: RasterTransform) -> (Double, Double) -> RasterColor {
        let inverse = transform.inverted()
        let color = gradient.colorFunction()
        return { x, y in
            let p = inverse.apply(to: RasterPoint(x: x, y: y))
            return RenderColor.raster(color(CGPoint(x: p.x, y: p.y)))
        }
    }

    /// The rasterizer's stroke style for a node's ``TrellisLayout/StrokeStyle`` (the default
    /// style with `lineWidth` when `nil`). An invalid dash pattern (see the style's
    /// `effectiveDash`) strokes solid; a non-finite miter limit counts as SwiftUI's 10.
    static func rasterStroke(_ style: TrellisLayout.StrokeStyle?, lineWidth: CGFloat) -> TrellisRaster.StrokeStyle {
        guard let style else { return TrellisRaster.StrokeStyle(lineWidth: Double(lineWidth)) }
        let cap: LineCap
        switch style.lineCap {
        case .round: cap = .round
        case .square: cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch style.lineJoin {
        case .round: join = .round
        case .bevel: join = .bevel
        default: join = .miter
        }
        let miter = style.miterLimit.isFinite ? Double(style.miterLimit) : 10
        let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
        return TrellisRaster.StrokeStyle(lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, miterLimit: miter,
                                         dash: style.effectiveDash?.map { Double($0) } ?? [], dashPhase: phase)
    }
}

/// A picture larger than the rasterizer's cap (``Canvas/maxDimension`` pixels a side,
/// ``Canvas/maxPixelCount`` in all), refused rather than cropped.
public struct PictureTooLargeError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The pixels asked for (`ceil(points × scale)` per side).
    public let width: Double
    public let height: Double
    /// The picture's size in points and the scale asked for.
    public let points: CGSize
    public let scale: Double

    public var description: String {
        // Large values are written with an exponent (RenderNumber clamps beyond 9e12).
        func n(_ v: Double) -> String { abs(v) < 1e12 ? RenderNumber.format(v) : String(format: "%.4g", v) }
        return "picture too large: \(n(width))×\(n(height)) pixels (\(n(Double(points.width)))×\(n(Double(points.height))) points at scale \(n(scale))); "
            + "the rasterizer draws at most \(Canvas.maxDimension) pixels a side and \(Canvas.maxPixelCount) pixels in all"
    }

    public var errorDescription: String? { description }
}
