import Foundation

/// A premultiplied RGBA8 pixel buffer with vector drawing, clipping and layer compositing.
///
/// All drawing uses source-over compositing in premultiplied 8-bit integer arithmetic:
/// `out = src + round(dst · (255 − srcAlpha) / 255)`, where the source pixel is derived from the
/// color, the anti-aliased coverage, the clip coverage and (for images) the opacity, each rounded
/// to the nearest integer (half away from zero). Results are therefore identical on every machine.
///
/// Size rules: width and height are clamped into `0...maxDimension`; if `width × height` exceeds
/// `maxPixelCount`, the height is reduced to `maxPixelCount / width`. A canvas with zero area
/// accepts every call and draws nothing.
public final class Canvas {
    /// Largest accepted width or height.
    public static let maxDimension = 16_384
    /// Largest accepted pixel count (2²⁵, i.e. 128 MiB of pixels).
    public static let maxPixelCount = 1 << 25

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The rows of the picture whose pixels this canvas holds: all of them, except on a
    /// band's canvas (``drawnInBands(width:height:background:bands:margin:_:)``), which
    /// draws the whole picture's calls but keeps (and writes) only these rows. Every
    /// buffer (surfaces, layers, the clip) holds these rows alone, row `y` at `y − rows.lowerBound`.
    public let rows: Range<Int>

    /// Pixel buffers: index 0 is the base surface, later entries are open layers.
    private var surfaces: [[UInt8]]
    /// Opacity of each open layer (parallel to `surfaces[1...]`).
    private var layerOpacities: [Double] = []
    /// Current clip coverage for every pixel, or `nil` when unclipped.
    private var clipMask: [Double]? = nil
    /// Saved clip states for `popClip()`.
    private var clipStack: [[Double]?] = []

    /// When set, drawing writes only the pixels inside this rectangle: fills, strokes,
    /// images and layers composite there alone, and ``clear(to:)`` clears only there.
    /// Coverage is computed as without it, and every write depends only on the pixel
    /// written (its coverage, clip, colour and the pixels under it at that place), so each
    /// pixel inside comes out exactly as drawing the same calls without the limit makes
    /// it. The exception is ``endLayer(shadow:)``, whose blur reads the layer around each
    /// pixel, and ``endBlurredLayer(_:)``, whose blur does too: a shadow or a blur drawn
    /// with a limit is not the full drawing's.
    public var limit: PixelRect?
    /// The rasterizer's accumulation buffers, kept between fills (see `Rasterizer.Scratch`).
    private let scratch = Rasterizer.Scratch()

    /// Creates a canvas filled with `background`.
    public convenience init(width: Int, height: Int, background: RasterColor = .clear) {
        let (w, h) = Canvas.size(width: width, height: height)
        self.init(width: w, height: h, rows: 0..<h, background: background)
    }

    /// The size rules above: `width` × `height` clamped into the caps.
    static func size(width: Int, height: Int) -> (width: Int, height: Int) {
        let w = min(max(width, 0), Canvas.maxDimension)
        let h0 = min(max(height, 0), Canvas.maxDimension)
        return (w, (w > 0 && w * h0 > Canvas.maxPixelCount) ? Canvas.maxPixelCount / w : h0)
    }

    /// A canvas of a size within the caps holding `rows` (within `0..<height`), filled with `background`.
    init(width: Int, height: Int, rows: Range<Int>, background: RasterColor) {
        self.width = width
        self.height = height
        self.rows = rows
        surfaces = [Canvas.filled(count: width * rows.count, background.premultipliedPixel())]
    }

    /// A full canvas of a size within the caps whose base surface is `premultiplied`
    /// (`width × height × 4` bytes).
    init(width: Int, height: Int, premultiplied: [UInt8]) {
        self.width = width
        self.height = height
        self.rows = 0..<height
        surfaces = [premultiplied]
    }

    /// `count` pixels of `px` (bytes r, g, b, a), written straight into the new buffer
    /// (zeroed memory when the pixel is transparent black): the first pixel is written,
    /// then the filled part is copied after itself, doubling it until the buffer is full.
    static func filled(count: Int, _ px: PremultipliedPixel) -> [UInt8] {
        if px.a == 0 && px.r == 0 && px.g == 0 && px.b == 0 { return [UInt8](repeating: 0, count: count * 4) }
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            let total = count * 4
            if total > 0, let base = out.baseAddress {
                base[0] = px.r; base[1] = px.g; base[2] = px.b; base[3] = px.a
                var done = 4
                while done < total {
                    // [0, n) and [done, done + n) do not overlap: n ≤ done.
                    let n = min(done, total - done)
                    (base + done).update(from: base, count: n)
                    done += n
                }
            }
            initialized = total
        }
    }

    /// Number of layers opened with `beginLayer(opacity:)` and not yet ended.
    public var layerDepth: Int { layerOpacities.count }
    /// Number of clips pushed and not yet popped.
    public var clipDepth: Int { clipStack.count }

    // MARK: - Pixel access

    /// The straight-alpha pixel of the base surface at (x, y); all zero outside the canvas.
    /// Layers that are still open are not included.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        premultipliedPixel(x: x, y: y).straight
    }

    /// The premultiplied pixel of the base surface at (x, y); transparent outside the canvas.
    public func premultipliedPixel(x: Int, y: Int) -> PremultipliedPixel {
        guard x >= 0, x < width, rows.contains(y) else { return PremultipliedPixel(r: 0, g: 0, b: 0, a: 0) }
        let i = ((y - rows.lowerBound) * width + x) * 4
        let s = surfaces[0]
        return PremultipliedPixel(r: s[i], g: s[i + 1], b: s[i + 2], a: s[i + 3])
    }

    /// Row-major premultiplied RGBA bytes of the base surface (of its ``rows``).
    public var premultipliedRGBA: [UInt8] { surfaces[0] }

    /// Row-major straight (unpremultiplied) RGBA bytes of the base surface.
    public var rgbaBytes: [UInt8] { makeImage().straightRGBA }

    /// A copy of the base surface as an image.
    public func makeImage() -> RasterImage {
        RasterImage(width: width, height: height, premultipliedRGBA: surfaces[0])
    }

    /// The base surface encoded as a PNG (RGBA8, unpremultiplied). A zero-area canvas encodes as a
    /// 1×1 transparent PNG (see `PNG.encode`).
    public func pngData() -> Data {
        PNG.encode(width: width, height: height, rgba: Self.straight(surfaces[0]))
    }

    /// Straight RGBA bytes of premultiplied ones in one pass: each colour channel clamped to
    /// its alpha, then unpremultiplied (the bytes of `RasterImage(premultipliedRGBA:)`'s
    /// ``RasterImage/straightRGBA``, without the intermediate copy). Opaque pixels are copied.
    /// Done in bands of pixels at once (``Bands``); each pixel is its own.
    static func straight(_ premultiplied: [UInt8]) -> [UInt8] {
        let count = premultiplied.count - premultiplied.count % 4
        let pixels = count / 4
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            premultiplied.withUnsafeBufferPointer { src in
                Bands.run(Bands.count(rows: pixels / 1024, bytes: count), rows: pixels) { range in
                var i = range.lowerBound * 4
                let end = range.upperBound * 4
                while i < end {
                    let a = src[i + 3]
                    if a == 255 {
                        out[i] = src[i]; out[i + 1] = src[i + 1]; out[i + 2] = src[i + 2]
                    } else {
                        out[i] = PixelMath.unpremultiply(min(src[i], a), a)
                        out[i + 1] = PixelMath.unpremultiply(min(src[i + 1], a), a)
                        out[i + 2] = PixelMath.unpremultiply(min(src[i + 2], a), a)
                    }
                    out[i + 3] = a
                    i += 4
                }
                }
            }
            initialized = count
        }
    }

    /// Replaces every pixel of the current surface by `color`, ignoring the clip.
    public func clear(to color: RasterColor = .clear) {
        let px = color.premultipliedPixel()
        let top = surfaces.count - 1
        guard let area = limitedArea() else { return }
        let canvasWidth = width
        let firstRow = rows.lowerBound
        surfaces[top].withUnsafeMutableBufferPointer { buf in
            // The area's first row pixel by pixel, then copied to the rows below.
            let base = buf.baseAddress!
            let first = base + ((area.y - firstRow) * canvasWidth + area.x) * 4
            var i = 0
            while i < area.width * 4 {
                first[i] = px.r; first[i + 1] = px.g; first[i + 2] = px.b; first[i + 3] = px.a
                i += 4
            }
            for y in (area.y + 1)..<area.maxY {
                (base + ((y - firstRow) * canvasWidth + area.x) * 4).update(from: first, count: area.width * 4)
            }
        }
    }

    /// The canvas's ``rows``, or the part of them inside ``limit``; `nil` when that holds no pixel.
    func limitedArea() -> PixelRect? {
        let all = PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count)
        guard !all.isEmpty else { return nil }
        guard let limit else { return all }
        return all.intersection(limit)
    }

    /// The rows and columns of `mask` (in its own coordinates) that lie inside ``limit``
    /// and ``rows``: all of them on a full canvas without a limit; empty ranges when none does.
    func limitedRanges(_ mask: CoverageMask) -> (rows: Range<Int>, columns: Range<Int>) {
        if limit == nil && rows.count == height { return (0..<mask.height, 0..<mask.width) }
        guard let limit = limitedArea() else { return (0..<0, 0..<0) }
        let r0 = max(0, limit.y - mask.originY), r1 = min(mask.height, limit.maxY - mask.originY)
        let c0 = max(0, limit.x - mask.originX), c1 = min(mask.width, limit.maxX - mask.originX)
        guard r1 > r0, c1 > c0 else { return (0..<0, 0..<0) }
        return (r0..<r1, c0..<c1)
    }

    /// The premultiplied pixels of the base surface inside `rect` (clamped to the canvas's
    /// ``rows``), row after row.
    public func premultipliedPixels(in rect: PixelRect) -> [UInt8] {
        guard let r = PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count).intersection(rect) else { return [] }
        let firstRow = rows.lowerBound
        let rowBytes = r.width * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * r.height) { out, initialized in
            surfaces[0].withUnsafeBufferPointer { src in
                for y in 0..<r.height {
                    UnsafeMutableRawPointer(out.baseAddress! + y * rowBytes)
                        .copyMemory(from: src.baseAddress! + ((r.y + y - firstRow) * width + r.x) * 4, byteCount: rowBytes)
                }
            }
            initialized = rowBytes * r.height
        }
    }

    // MARK: - Drawing

    /// Fills `path` (mapped through `transform`) with `color` using `rule`.
    /// `clip`, when given, is an extra device-space rectangle clip for this call only.
    public func fill(_ path: RasterPath, color: RasterColor, rule: FillRule = .nonZero,
                     transform: RasterTransform = .identity, clip: RasterRect? = nil) {
        guard width > 0, height > 0 else { return }
        if let clip {
            pushClip(rect: clip)
            defer { popClip() }
            fill(path, color: color, rule: rule, transform: transform)
            return
        }
        let mask = Rasterizer.rasterize(path, transform: transform, width: width, height: height, rule: rule, scratch: scratch, rows: rows)
        composite(mask: mask, color: color)
    }

    /// Strokes `path` with `style`. The outline is built in path space and then mapped through
    /// `transform`, so non-uniform scales distort the pen like CoreGraphics does.
    ///
    /// `clip`, when given, is an extra device-space rectangle clip for this call only.
    ///
    /// Rule: a transform that is not invertible (e.g. zero scale) or not finite draws nothing.
    public func stroke(_ path: RasterPath, color: RasterColor, style: StrokeStyle = StrokeStyle(),
                       transform: RasterTransform = .identity, clip: RasterRect? = nil) {
        guard width > 0, height > 0, transform.isInvertible else { return }
        if let clip {
            pushClip(rect: clip)
            defer { popClip() }
            stroke(path, color: color, style: style, transform: transform)
            return
        }
        let scale = transform.maxScale
        guard scale.isFinite, scale > 0 else { return }
        let contours = Stroker.strokeContours(path, style: style, tolerance: Flattener.defaultTolerance / scale)
        let device = contours.map { $0.map { transform.apply(to: $0) } }
        let mask = Rasterizer.rasterize(contours: device, width: width, height: height, rule: .nonZero, scratch: scratch, rows: rows)
        composite(mask: mask, color: color)
    }

    /// Convenience: strokes with a given line width and default style otherwise.
    public func stroke(_ path: RasterPath, color: RasterColor, lineWidth: Double,
                       transform: RasterTransform = .identity) {
        stroke(path, color: color, style: StrokeStyle(lineWidth: lineWidth), transform: transform)
    }

    /// Fills a rectangle.
    public func fill(_ rect: RasterRect, color: RasterColor, transform: RasterTransform = .identity) {
        var p = RasterPath()
        p.addRect(rect)
        fill(p, color: color, transform: transform)
    }

    /// Draws `image` scaled into `rect` (in path space) and mapped through `transform`, with
    /// bilinear sampling (edge-clamped) and the given opacity.
    ///
    /// Each device pixel samples the image at the pre-image of its centre. Edges of the destination
    /// are anti-aliased by area coverage. Rules: an empty/non-finite rect, an empty image, a
    /// non-invertible transform or a non-positive/NaN opacity draws nothing.
    /// `clip`, when given, is an extra device-space rectangle clip for this call only.
    public func drawImage(_ image: RasterImage, in rect: RasterRect, transform: RasterTransform = .identity,
                          opacity: Double = 1, clip: RasterRect? = nil) {
        if let clip {
            pushClip(rect: clip)
            defer { popClip() }
            drawImage(image, in: rect, transform: transform, opacity: opacity)
            return
        }
        let op = RasterColor.unit(opacity)
        guard width > 0, height > 0, op > 0, image.width > 0, image.height > 0 else { return }
        let r = rect.standardized
        guard r.isFinite, r.width > 0, r.height > 0, transform.isInvertible else { return }
        var path = RasterPath()
        path.addRect(r)
        let mask = Rasterizer.rasterize(path, transform: transform, width: width, height: height, rule: .nonZero, scratch: scratch, rows: rows)
        guard mask.width > 0 else { return }
        let inv = transform.inverted()
        let sx = Double(image.width) / r.width, sy = Double(image.height) / r.height
        let top = surfaces.count - 1
        let clip = clipMask
        let canvasWidth = width
        let firstRow = self.rows.lowerBound
        let (rows, columns) = limitedRanges(mask)
        surfaces[top].withUnsafeMutableBufferPointer { dst in
            for my in rows {
                let py = mask.originY + my
                for mx in columns {
                    var c = mask.values[my * mask.width + mx]
                    if c <= 0 { continue }
                    let px = mask.originX + mx
                    let pi = (py - firstRow) * canvasWidth + px
                    if let clip { c *= clip[pi] }
                    if c <= 0 { continue }
                    let u = inv.apply(to: RasterPoint(x: Double(px) + 0.5, y: Double(py) + 0.5))
                    let s = image.sampleBilinear(x: (u.x - r.minX) * sx, y: (u.y - r.minY) * sy)
                    let k = c * op
                    let sa = Int(min(255, (s.a * k).rounded()))
                    let sr = min(sa, Int((s.r * k).rounded()))
                    let sg = min(sa, Int((s.g * k).rounded()))
                    let sb = min(sa, Int((s.b * k).rounded()))
                    if sa == 0 && sr == 0 && sg == 0 && sb == 0 { continue }
                    Canvas.blend(dst, pi * 4, sr, sg, sb, sa)
                }
            }
        }
    }

    /// Draws the base surface of another canvas (see `drawImage(_:in:transform:opacity:)`).
    public func drawImage(_ canvas: Canvas, in rect: RasterRect, transform: RasterTransform = .identity,
                          opacity: Double = 1, clip: RasterRect? = nil) {
        drawImage(canvas.makeImage(), in: rect, transform: transform, opacity: opacity, clip: clip)
    }

    /// Draws straight (non-premultiplied) RGBA pixels, e.g. the output of `PNG.decode`.
    public func drawImage(rgba: [UInt8], width imageWidth: Int, height imageHeight: Int, in rect: RasterRect,
                          transform: RasterTransform = .identity, opacity: Double = 1, clip: RasterRect? = nil) {
        drawImage(RasterImage(width: imageWidth, height: imageHeight, straightRGBA: rgba), in: rect,
                  transform: transform, opacity: opacity, clip: clip)
    }

    // MARK: - Clipping

    /// Intersects the clip with a rectangle mapped through `transform` (anti-aliased edges).
    public func pushClip(rect: RasterRect, transform: RasterTransform = .identity) {
        var p = RasterPath()
        p.addRect(rect.isFinite ? rect.standardized : .zero)
        pushClip(path: p, rule: .nonZero, transform: transform)
    }

    /// Intersects the clip with the coverage of `path` (anti-aliased mask clip).
    /// Rule: a path that covers nothing (including NaN geometry) clips everything away.
    public func pushClip(path: RasterPath, rule: FillRule = .nonZero, transform: RasterTransform = .identity) {
        clipStack.append(clipMask)
        let count = width * rows.count
        guard count > 0 else { clipMask = []; return }
        let mask = Rasterizer.rasterize(path, transform: transform, width: width, height: height, rule: rule, scratch: scratch, rows: rows)
        var next = [Double](repeating: 0, count: count)
        for my in 0..<mask.height {
            for mx in 0..<mask.width {
                let i = (mask.originY + my - rows.lowerBound) * width + mask.originX + mx
                next[i] = mask.values[my * mask.width + mx] * (clipMask?[i] ?? 1)
            }
        }
        clipMask = next
    }

    /// Restores the clip in effect before the matching `pushClip`. Rule: no-op when nothing is pushed.
    public func popClip() {
        guard let last = clipStack.popLast() else { return }
        clipMask = last
    }

    /// The clip coverage at pixel (x, y): 1 when unclipped, 0 outside the canvas (or its ``rows``).
    public func clipCoverage(x: Int, y: Int) -> Double {
        guard x >= 0, x < width, rows.contains(y) else { return 0 }
        return clipMask?[(y - rows.lowerBound) * width + x] ?? 1
    }

    // MARK: - Layers

    /// Starts an offscreen transparent layer; drawing goes into it until `endLayer()`.
    /// Rule: NaN opacity counts as 0, values are clamped to `0...1`.
    public func beginLayer(opacity: Double = 1) {
        surfaces.append([UInt8](repeating: 0, count: width * rows.count * 4))
        layerOpacities.append(RasterColor.unit(opacity))
    }

    /// Composites the innermost layer onto the surface below with its opacity
    /// (each premultiplied channel scaled by `round(opacity·255)/255`, rounded, then source-over).
    /// The clip is not re-applied here: it already limited what was drawn into the layer.
    /// Rule: no-op when no layer is open.
    public func endLayer() {
        compositeLayer { dst, i, s in Canvas.blend(dst, i, s.0, s.1, s.2, s.3) }
    }

    /// Composites the innermost layer onto the surface below with its opacity, in
    /// `blendMode` (``RasterBlendMode/composite(source:backdrop:)`` per pixel, the layer's
    /// pixels first scaled by its opacity as ``endLayer()`` does). `.normal` is
    /// ``endLayer()``. A transparent layer pixel leaves the pixel below as it is, in every
    /// mode. Rule: no-op when no layer is open.
    public func endLayer(blendMode: RasterBlendMode) {
        guard blendMode != .normal else { return endLayer() }
        compositeLayer { dst, i, s in
            let b = (Int(dst[i]), Int(dst[i + 1]), Int(dst[i + 2]), Int(dst[i + 3]))
            let o = blendMode.composite(source: s, backdrop: b)
            dst[i] = o.0; dst[i + 1] = o.1; dst[i + 2] = o.2; dst[i + 3] = o.3
        }
    }

    /// Pops the innermost layer and hands `write` each of its pixels that is not fully
    /// transparent, premultiplied and scaled by the layer's opacity (`round(opacity·255)`,
    /// each channel rounded), with the surface below and the pixel's byte offset.
    @inline(__always)
    private func compositeLayer(_ write: (UnsafeMutableBufferPointer<UInt8>, Int, (Int, Int, Int, Int)) -> Void) {
        guard let opacity = layerOpacities.popLast(), let layer = surfaces.popLast() else { return }
        let op8 = Int((opacity * 255).rounded())
        if op8 == 0 { return }
        let top = surfaces.count - 1
        // With a limit only the pixels inside it are written (see `limit`).
        guard let area = limitedArea() else { return }
        let canvasWidth = width
        let firstRow = rows.lowerBound
        surfaces[top].withUnsafeMutableBufferPointer { dst in
            layer.withUnsafeBufferPointer { src in
                for y in area.y..<area.maxY {
                    var i = ((y - firstRow) * canvasWidth + area.x) * 4
                    let end = i + area.width * 4
                    while i < end {
                        let a = Int(src[i + 3])
                        if a != 0 || src[i] != 0 || src[i + 1] != 0 || src[i + 2] != 0 {
                            let s = op8 == 255
                                ? (Int(src[i]), Int(src[i + 1]), Int(src[i + 2]), a)
                                : (PixelMath.div255(Int(src[i]) * op8), PixelMath.div255(Int(src[i + 1]) * op8),
                                   PixelMath.div255(Int(src[i + 2]) * op8), PixelMath.div255(a * op8))
                            write(dst, i, s)
                        }
                        i += 4
                    }
                }
            }
        }
    }

    // MARK: - Compositing

    /// Source-over of one premultiplied source pixel at byte offset `i`.
    @inline(__always)
    private static func blend(_ dst: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ sr: Int, _ sg: Int, _ sb: Int, _ sa: Int) {
        if sa == 255 {
            dst[i] = UInt8(sr); dst[i + 1] = UInt8(sg); dst[i + 2] = UInt8(sb); dst[i + 3] = 255
            return
        }
        dst[i] = PixelMath.over(sr, Int(dst[i]), sa)
        dst[i + 1] = PixelMath.over(sg, Int(dst[i + 1]), sa)
        dst[i + 2] = PixelMath.over(sb, Int(dst[i + 2]), sa)
        dst[i + 3] = PixelMath.over(sa, Int(dst[i + 3]), sa)
    }

    /// Composites a solid color through a coverage mask and the current clip.
    private func composite(mask: CoverageMask, color: RasterColor) {
        guard mask.width > 0, mask.height > 0 else { return }
        let top = surfaces.count - 1
        let clip = clipMask
        let canvasWidth = width
        let full = color.premultipliedPixel()
        if full.a == 0 { return }
        let firstRow = self.rows.lowerBound
        let (rows, columns) = limitedRanges(mask)
        surfaces[top].withUnsafeMutableBufferPointer { dst in
            mask.values.withUnsafeBufferPointer { cov in
                if clip == nil && full.a == 255 {
                    // Opaque colour, no clip: a fully covered pixel becomes the colour (what
                    // `blend` writes for an opaque source), stored as one word.
                    let word = UInt32(full.r) | UInt32(full.g) << 8 | UInt32(full.b) << 16 | UInt32(full.a) << 24
                    let raw = UnsafeMutableRawPointer(dst.baseAddress!)
                    for my in rows {
                        let rowBase = (mask.originY + my - firstRow) * canvasWidth + mask.originX
                        let covRow = cov.baseAddress! + my * mask.width
                        for mx in columns {
                            let c = covRow[mx]
                            if c >= 1 {
                                raw.storeBytes(of: UInt32(littleEndian: word), toByteOffset: (rowBase + mx) * 4, as: UInt32.self)
                                continue
                            }
                            if c <= 0 { continue }
                            let px = color.premultipliedPixel(coverage: c)
                            if px.a == 0 { continue }
                            Canvas.blend(dst, (rowBase + mx) * 4, Int(px.r), Int(px.g), Int(px.b), Int(px.a))
                        }
                    }
                    return
                }
                for my in rows {
                    let rowBase = (mask.originY + my - firstRow) * canvasWidth + mask.originX
                    for mx in columns {
                        var c = cov[my * mask.width + mx]
                        if c <= 0 { continue }
                        let pi = rowBase + mx
                        if let clip { c *= clip[pi] }
                        if c <= 0 { continue }
                        let px = c >= 1 ? full : color.premultipliedPixel(coverage: c)
                        if px.a == 0 { continue }
                        Canvas.blend(dst, pi * 4, Int(px.r), Int(px.g), Int(px.b), Int(px.a))
                    }
                }
            }
        }
    }
}

// MARK: - Shaded painting (gradients)

extension Canvas {
    /// Fills `path` (mapped through `transform`) with a colour computed per pixel:
    /// `shader(x, y)` receives the pixel's centre in device space (x + 0.5, y + 0.5) and is
    /// called once per covered pixel (inside ``limit`` when one is set), in row order, so a
    /// deterministic shader gives byte-identical pictures.
    public func fill(_ path: RasterPath, rule: FillRule = .nonZero, transform: RasterTransform = .identity,
                     shader: (Double, Double) -> RasterColor) {
        guard width > 0, height > 0 else { return }
        let mask = Rasterizer.rasterize(path, transform: transform, width: width, height: height, rule: rule, scratch: scratch, rows: rows)
        composite(mask: mask, shader: shader)
    }

    /// Strokes `path` with `style`, coloured per pixel by `shader` (see
    /// ``fill(_:rule:transform:shader:)``).
    public func stroke(_ path: RasterPath, style: StrokeStyle, transform: RasterTransform = .identity,
                       shader: (Double, Double) -> RasterColor) {
        guard width > 0, height > 0, transform.isInvertible else { return }
        let scale = transform.maxScale
        guard scale.isFinite, scale > 0 else { return }
        let contours = Stroker.strokeContours(path, style: style, tolerance: Flattener.defaultTolerance / scale)
        let device = contours.map { $0.map { transform.apply(to: $0) } }
        let mask = Rasterizer.rasterize(contours: device, width: width, height: height, rule: .nonZero, scratch: scratch, rows: rows)
        composite(mask: mask, shader: shader)
    }

    private func composite(mask: CoverageMask, shader: (Double, Double) -> RasterColor) {
        guard mask.width > 0, mask.height > 0 else { return }
        let top = surfaces.count - 1
        let clip = clipMask
        let canvasWidth = width
        let firstRow = self.rows.lowerBound
        let (rows, columns) = limitedRanges(mask)
        surfaces[top].withUnsafeMutableBufferPointer { dst in
            mask.values.withUnsafeBufferPointer { cov in
                for my in rows {
                    let y = mask.originY + my
                    let rowBase = (y - firstRow) * canvasWidth + mask.originX
                    for mx in columns {
                        var c = cov[my * mask.width + mx]
                        if c <= 0 { continue }
                        let pi = rowBase + mx
                        if let clip { c *= clip[pi] }
                        if c <= 0 { continue }
                        let color = shader(Double(mask.originX + mx) + 0.5, Double(y) + 0.5)
                        let px = color.premultipliedPixel(coverage: min(c, 1))
                        if px.a == 0 { continue }
                        Canvas.blend(dst, pi * 4, Int(px.r), Int(px.g), Int(px.b), Int(px.a))
                    }
                }
            }
        }
    }
}

// MARK: - Shadows and masks

/// A drop shadow for ``Canvas/endLayer(shadow:)``, in device pixels.
public struct RasterShadow: Equatable, Sendable {
    /// The shadow's colour; its alpha multiplies the blurred coverage.
    public var color: RasterColor
    /// The Gaussian's standard deviation in pixels (≤ 0: no blur).
    public var sigma: Double
    /// The shadow's offset in pixels, rounded to whole pixels when drawn.
    public var dx: Double
    public var dy: Double

    public init(color: RasterColor, sigma: Double, dx: Double, dy: Double) {
        self.color = color
        self.sigma = sigma
        self.dx = dx
        self.dy = dy
    }

    /// The widths of the three box blurs whose succession approximates a Gaussian of
    /// standard deviation `sigma` (each odd; the variance of the three boxes sums to σ²
    /// as closely as odd widths allow). Empty for σ below 0.5 or non-finite σ; capped at
    /// σ = 256 pixels.
    public static func boxWidths(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let s = min(sigma, 256)
        let n = 3.0
        let ideal = (12 * s * s / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let m = ((12 * s * s - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? wl : wu }
    }
}

extension Canvas {
    /// Ends the innermost layer (see ``beginLayer(opacity:)``) with a drop shadow: the
    /// layer's alpha is blurred by three box blurs in integer arithmetic (each value the
    /// rounded mean of its window, horizontally three times, then vertically three times),
    /// moved by the offset rounded to whole pixels, coloured, and composited under the
    /// current clip; then the layer itself is composited over it with its opacity.
    /// Coverage outside the canvas counts as transparent. Rule: no-op with no layer open.
    public func endLayer(shadow: RasterShadow) {
        guard let opacity = layerOpacities.last, let layer = surfaces.last, surfaces.count > 1 else { return }
        let op8 = Int((RasterColor.unit(opacity) * 255).rounded())
        // Bounds of what the layer holds.
        let firstRow = rows.lowerBound
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in rows {
            let row = (y - firstRow) * width
            for x in 0..<width where layer[(row + x) * 4 + 3] != 0 {
                if x < x0 { x0 = x }
                if x > x1 { x1 = x }
                if y < y0 { y0 = y }
                if y > y1 { y1 = y }
            }
        }
        let shadowColor = shadow.color
        let dxD = shadow.dx.isFinite ? shadow.dx.rounded() : 0
        let dyD = shadow.dy.isFinite ? shadow.dy.rounded() : 0
        if x1 >= x0, RasterColor.unit(shadowColor.a) > 0, op8 > 0, abs(dxD) < Double(Canvas.maxDimension) * 2, abs(dyD) < Double(Canvas.maxDimension) * 2 {
            let dx = Int(dxD), dy = Int(dyD)
            let boxes = RasterShadow.boxWidths(sigma: shadow.sigma)
            let pad = boxes.reduce(0) { $0 + ($1 - 1) / 2 }
            let w = x1 - x0 + 1 + 2 * pad, h = y1 - y0 + 1 + 2 * pad
            var plane = [Int](repeating: 0, count: w * h)
            for y in y0...y1 {
                for x in x0...x1 {
                    plane[(y - y0 + pad) * w + (x - x0 + pad)] = Int(layer[((y - firstRow) * width + x) * 4 + 3])
                }
            }
            for box in boxes { Self.boxBlur(&plane, width: w, height: h, box: box, horizontal: true) }
            for box in boxes { Self.boxBlur(&plane, width: w, height: h, box: box, horizontal: false) }
            let shadowOpacity = RasterColor.unit(shadowColor.a) * Double(op8) / 255
            let clip = clipMask
            let below = surfaces.count - 2
            let canvasWidth = width, held = rows
            surfaces[below].withUnsafeMutableBufferPointer { dst in
                for py in 0..<h {
                    let ty = y0 - pad + py + dy
                    if !held.contains(ty) { continue }
                    for px in 0..<w {
                        let a = plane[py * w + px]
                        if a == 0 { continue }
                        let tx = x0 - pad + px + dx
                        if tx < 0 || tx >= canvasWidth { continue }
                        let pi = (ty - firstRow) * canvasWidth + tx
                        var c = Double(a) / 255 * shadowOpacity
                        if let clip { c *= clip[pi] }
                        if c <= 0 { continue }
                        let p = RasterColor(r: shadowColor.r, g: shadowColor.g, b: shadowColor.b, a: 1).premultipliedPixel(coverage: min(c, 1))
                        if p.a == 0 { continue }
                        Canvas.blend(dst, pi * 4, Int(p.r), Int(p.g), Int(p.b), Int(p.a))
                    }
                }
            }
        }
        endLayer()
    }

    /// One box blur pass over a plane of values (0…255), in place: each value becomes
    /// `(sum of the window + box / 2) / box`, values outside the plane counting as 0, or,
    /// with `clampsEdges`, as the value at the nearest edge of the line.
    static func boxBlur(_ plane: inout [Int], width: Int, height: Int, box: Int, horizontal: Bool, clampsEdges: Bool = false) {
        let r = (box - 1) / 2
        guard r > 0, width > 0, height > 0 else { return }
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        var line = [Int](repeating: 0, count: length)
        for l in 0..<lines {
            func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
            for i in 0..<length { line[i] = plane[index(i)] }
            let before = clampsEdges ? line[0] : 0, after = clampsEdges ? line[length - 1] : 0
            @inline(__always) func value(_ j: Int) -> Int { j < 0 ? before : (j >= length ? after : line[j]) }
            // The sum starts over [−r − 1, r − 1]; each step adds the value entering at
            // i + r and takes off the one leaving at i − r − 1: value i's window is [i − r, i + r].
            var sum = 0
            for j in (-r - 1)..<r { sum += value(j) }
            for i in 0..<length {
                sum += value(i + r) - value(i - r - 1)
                plane[index(i)] = (sum + box / 2) / box
            }
        }
    }

    /// Ends two layers: the innermost is a mask, the one under it the content. Each of the
    /// content's premultiplied channels is multiplied by the mask's alpha
    /// (`round(c · a / 255)`); then the content layer is composited with its opacity as
    /// ``endLayer()`` does. Rule: with fewer than two layers open, it ends what is open.
    public func endMaskedLayer() {
        guard surfaces.count > 2, let mask = surfaces.popLast(), layerOpacities.popLast() != nil else {
            endLayer()
            return
        }
        let top = surfaces.count - 1
        surfaces[top].withUnsafeMutableBufferPointer { content in
            var i = 0
            while i < content.count {
                let a = Int(mask[i + 3])
                if a != 255 {
                    content[i] = UInt8(PixelMath.div255(Int(content[i]) * a))
                    content[i + 1] = UInt8(PixelMath.div255(Int(content[i + 1]) * a))
                    content[i + 2] = UInt8(PixelMath.div255(Int(content[i + 2]) * a))
                    content[i + 3] = UInt8(PixelMath.div255(Int(content[i + 3]) * a))
                }
                i += 4
            }
        }
        endLayer()
    }
}

// MARK: - Blurred layers

/// A Gaussian blur of a layer's pixels for ``Canvas/endBlurredLayer(_:)``, in device pixels.
public struct RasterBlur: Equatable, Sendable {
    /// The Gaussian's standard deviation in pixels; below 0.5 or not finite the pixels are
    /// not blurred (see ``RasterShadow/boxWidths(sigma:)``, whose boxes this blur uses).
    public var sigma: Double
    /// `nil`: a blur that spreads beyond the drawing, pixels outside the canvas counting as
    /// transparent. A rectangle: an opaque blur of that region, whose pixels beyond its edges
    /// repeat its edge pixels (so a drawing opaque up to the region's edges stays opaque up
    /// to them) and outside which nothing is drawn.
    public var region: PixelRect?

    public init(sigma: Double, region: PixelRect? = nil) {
        self.sigma = sigma
        self.region = region
    }

    /// How far, in pixels, the blur carries a pixel's colour: the box blurs' half widths
    /// added up.
    public var reach: Int { RasterShadow.boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } }
}

extension Canvas {
    /// Starts an offscreen layer for ``endBlurredLayer(_:)``, drawn without the current
    /// clip: the clip applies to the blurred pixels, as it applies to a view's drawing
    /// after its effects.
    public func beginBlurredLayer() {
        clipStack.append(clipMask)
        clipMask = nil
        beginLayer()
    }

    /// Ends the layer begun by ``beginBlurredLayer()``: each of its premultiplied channels is
    /// blurred by the three box blurs of ``RasterShadow/boxWidths(sigma:)`` in integer
    /// arithmetic, as ``endLayer(shadow:)`` blurs alpha (each value the rounded mean of its
    /// window, horizontally three times, then vertically three times), within the blur's
    /// region when it has one (see ``RasterBlur/region``); the clip is restored and its
    /// coverage multiplies the blurred pixels (each channel rounded), which are then
    /// composited source-over like ``endLayer()``. A colour channel stays at most the alpha:
    /// each window's mean of a channel is at most its mean of alpha. Rule: no-op when no
    /// layer is open.
    public func endBlurredLayer(_ blur: RasterBlur) {
        guard surfaces.count > 1, !layerOpacities.isEmpty else { return }
        clipMask = clipStack.popLast() ?? nil
        let top = surfaces.count - 1
        let firstRow = rows.lowerBound, held = rows, canvasWidth = width
        let boxes = RasterShadow.boxWidths(sigma: blur.sigma)
        // The layer is taken out of the stack while it is blurred (and put back before it
        // is composited), so it is written in place with checked indexing, without a copy.
        var layer = surfaces[top]
        surfaces[top] = []
        // The pixels read and written: the region (edges clamped), or what the layer holds
        // grown by the blur's reach (zeros beyond).
        var x0 = width, y0 = height, x1 = -1, y1 = -1, pad = 0
        if let region = blur.region {
            x0 = max(region.x, 0); x1 = min(region.maxX, width) - 1
            y0 = max(region.y, held.lowerBound); y1 = min(region.maxY, held.upperBound) - 1
            // Nothing outside the region.
            for y in held {
                let row = (y - firstRow) * canvasWidth
                for x in 0..<canvasWidth where !(y >= y0 && y <= y1 && x >= x0 && x <= x1) {
                    let i = (row + x) * 4
                    layer[i] = 0; layer[i + 1] = 0; layer[i + 2] = 0; layer[i + 3] = 0
                }
            }
        } else {
            for y in held {
                let row = (y - firstRow) * canvasWidth
                for x in 0..<canvasWidth where layer[(row + x) * 4 + 3] != 0 {
                    if x < x0 { x0 = x }
                    if x > x1 { x1 = x }
                    if y < y0 { y0 = y }
                    if y > y1 { y1 = y }
                }
            }
            pad = boxes.reduce(0) { $0 + ($1 - 1) / 2 }
        }
        if x1 >= x0, y1 >= y0, !boxes.isEmpty {
            let w = x1 - x0 + 1 + 2 * pad, h = y1 - y0 + 1 + 2 * pad
            let clamps = blur.region != nil
            var plane = [Int](repeating: 0, count: w * h)
            for channel in 0..<4 {
                for i in plane.indices { plane[i] = 0 }
                for y in y0...y1 {
                    for x in x0...x1 {
                        plane[(y - y0 + pad) * w + (x - x0 + pad)] = Int(layer[((y - firstRow) * canvasWidth + x) * 4 + channel])
                    }
                }
                for box in boxes { Self.boxBlur(&plane, width: w, height: h, box: box, horizontal: true, clampsEdges: clamps) }
                for box in boxes { Self.boxBlur(&plane, width: w, height: h, box: box, horizontal: false, clampsEdges: clamps) }
                for py in 0..<h {
                    let ty = y0 - pad + py
                    if !held.contains(ty) { continue }
                    for px in 0..<w {
                        let tx = x0 - pad + px
                        if tx < 0 || tx >= canvasWidth { continue }
                        layer[((ty - firstRow) * canvasWidth + tx) * 4 + channel] = UInt8(min(max(plane[py * w + px], 0), 255))
                    }
                }
            }
        }
        if let clip = clipMask {
            for p in 0..<clip.count where layer[p * 4 + 3] != 0 {
                let c = clip[p]
                if c >= 1 { continue }
                for k in 0..<4 { layer[p * 4 + k] = UInt8((Double(layer[p * 4 + k]) * max(c, 0)).rounded()) }
            }
        }
        surfaces[top] = layer
        endLayer()
    }
}

// MARK: - Projected layers

/// A projective map of the plane, `[x y 1]` times a 3 × 3 matrix (row-major `m`), the point
/// being `(x'/w, y'/w)`; CoreGraphics's order (``RasterTransform``'s `a b c d tx ty` are
/// `m[0] m[1] m[3] m[4] m[6] m[7]`).
public struct RasterProjection: Equatable, Sendable {
    public var m: [Double]

    /// `m` has nine entries; any other count gives the identity.
    public init(_ m: [Double]) {
        self.m = m.count == 9 ? m : [1, 0, 0, 0, 1, 0, 0, 0, 1]
    }

    public init(_ t: RasterTransform) {
        m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]
    }

    /// `self` then `o`.
    public func concatenating(_ o: RasterProjection) -> RasterProjection {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = m[i * 3] * o.m[j] + m[i * 3 + 1] * o.m[3 + j] + m[i * 3 + 2] * o.m[6 + j] }
        }
        return RasterProjection(r)
    }

    /// The inverse, `nil` when the matrix is singular or not finite.
    public func inverted() -> RasterProjection? {
        let a = m
        let c0 = a[4] * a[8] - a[5] * a[7], c1 = a[5] * a[6] - a[3] * a[8], c2 = a[3] * a[7] - a[4] * a[6]
        let det = a[0] * c0 + a[1] * c1 + a[2] * c2
        guard det != 0, det.isFinite else { return nil }
        return RasterProjection([
            c0 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
            c1 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
            c2 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det,
        ])
    }

    /// `(x', y', w)` for the point `(x, y)`.
    @inline(__always)
    func homogeneous(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        (x * m[0] + y * m[3] + m[6], x * m[1] + y * m[4] + m[7], x * m[2] + y * m[5] + m[8])
    }
}

extension Canvas {
    /// Starts an offscreen layer drawn without the current clip (it applies when the
    /// layer is projected onto the surface below, ``endProjectedLayer(_:)``).
    public func beginProjectedLayer() {
        clipStack.append(clipMask)
        clipMask = nil
        beginLayer()
    }

    /// Pops the innermost layer (opened by ``beginProjectedLayer()``), restores the clip,
    /// and draws the layer onto the surface below through `projection` (layer pixel
    /// coordinates to surface pixel coordinates): each surface pixel's centre is mapped
    /// back into the layer, where the four nearest pixels are interpolated (premultiplied,
    /// bilinear), and the result is composited source-over, scaled by the clip's coverage.
    /// Surface pixels whose preimage is behind the viewer (`w ≤ 0`) or outside the layer
    /// get nothing. Rule: a singular projection draws nothing; no-op when no layer is open.
    public func endProjectedLayer(_ projection: RasterProjection) {
        guard surfaces.count > 1, layerOpacities.popLast() != nil, let layer = surfaces.popLast() else { return }
        clipMask = clipStack.popLast() ?? nil
        guard let inverse = projection.inverted(), width > 0, height > 0 else { return }
        // The surface region to visit: the layer's corners projected, when all are in front.
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        let corners = [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))]
            .map { projection.homogeneous($0.0, $0.1) }
        if corners.allSatisfy({ $0.2 > 0 }) {
            let xs = corners.map { $0.0 / $0.2 }, ys = corners.map { $0.1 / $0.2 }
            if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
               minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite {
                x0 = Int(max(0, min(Double(width), minX.rounded(.down))))
                x1 = Int(max(0, min(Double(width), maxX.rounded(.up))))
                y0 = Int(max(0, min(Double(height), minY.rounded(.down))))
                y1 = Int(max(0, min(Double(height), maxY.rounded(.up))))
            }
        }
        // Only the rows held are drawn, and only those of the layer are read (a band's
        // canvas draws no projection: its pixels come from anywhere in the layer).
        y0 = max(y0, rows.lowerBound)
        y1 = min(y1, rows.upperBound)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, h = height, clip = clipMask, held = rows, firstRow = rows.lowerBound
        let top = surfaces.count - 1
        surfaces[top].withUnsafeMutableBufferPointer { dst in
            layer.withUnsafeBufferPointer { src in
                func channel(_ i: Int) -> Double { Double(src[i]) }
                for py in y0..<y1 {
                    for px in x0..<x1 {
                        let (hx, hy, hw) = inverse.homogeneous(Double(px) + 0.5, Double(py) + 0.5)
                        guard hw > 0 else { continue }
                        let sx = hx / hw - 0.5, sy = hy / hw - 0.5
                        guard sx.isFinite, sy.isFinite, sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
                        let fx = sx.rounded(.down), fy = sy.rounded(.down)
                        let ix = Int(fx), iy = Int(fy)
                        let tx = sx - fx, ty = sy - fy
                        var acc = (0.0, 0.0, 0.0, 0.0)
                        for (dy, wy) in [(0, 1 - ty), (1, ty)] where wy > 0 {
                            let yy = iy + dy
                            guard held.contains(yy) else { continue }
                            for (dx, wx) in [(0, 1 - tx), (1, tx)] where wx > 0 {
                                let xx = ix + dx
                                guard xx >= 0, xx < w else { continue }
                                let k = ((yy - firstRow) * w + xx) * 4, f = wx * wy
                                acc.0 += channel(k) * f; acc.1 += channel(k + 1) * f
                                acc.2 += channel(k + 2) * f; acc.3 += channel(k + 3) * f
                            }
                        }
                        let o = (py - firstRow) * w + px
                        let coverage = clip.map { $0[o] } ?? 1
                        let sa = Int((acc.3 * coverage).rounded())
                        guard sa > 0 else { continue }
                        let sr = min(Int((acc.0 * coverage).rounded()), sa), sg = min(Int((acc.1 * coverage).rounded()), sa)
                        let sb = min(Int((acc.2 * coverage).rounded()), sa)
                        Canvas.blend(dst, o * 4, sr, sg, sb, min(sa, 255))
                    }
                }
            }
        }
    }
}
