import Foundation
import TrellisLayout
import TrellisRaster
import TrellisText

/// Draws a ``RenderNode`` tree as an SVG document (SVG 1.1, valid XML).
///
/// - Shapes are `<path>` elements (`<rect>` for axis-aligned rectangles) with `fill` and
///   `fill-opacity` (`fill-rule="evenodd"` for even-odd fills); strokes use `stroke`,
///   `stroke-opacity` and `stroke-width`, and a full `StrokeStyle`'s caps, joins, miter
///   limit and dashes as `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`,
///   `stroke-dasharray` and `stroke-dashoffset`.
/// - Gradients are `<linearGradient>`/`<radialGradient>` definitions (user-space units)
///   referenced by `fill`/`stroke`; angular gradients, which SVG lacks, are approximated by
///   64 coloured wedges clipped to the shape (strokes: the middle colour).
/// - Text is drawn as glyph outlines by default, so the file looks the same on a machine
///   without the fonts; ``Options/textAsOutlines`` `= false` writes `<text>` elements.
/// - Images are embedded as `data:image/png;base64,…` when ``ImageAssets`` has PNG data for
///   the name, and a grey placeholder rectangle otherwise.
/// - A node's clip becomes a `<clipPath>` and its opacity a `<g opacity>`; a hidden subtree
///   (opacity 0) is left out.
/// - A shadow becomes a `<filter>` (`feGaussianBlur` of the source alpha, offset, flooded
///   with the colour, merged under the source); a mask a `<mask>` (`mask-type: alpha`, its
///   content painted white with the paints' opacities, so luminance masking agrees).
/// - A blur becomes a `<filter>` on a group around the node's own (`feGaussianBlur` of the
///   source graphic, stdDeviation σ = the radius); an opaque blur's filter region is the
///   node's frame and its blur repeats the edges (`edgeMode="duplicate"`, Filter Effects 1).
/// - A blend mode becomes the group's `mix-blend-mode` (see ``mixBlendMode(_:)``).
/// - ``Options/debugFrames`` outlines every view's frame with a thin red stroke, on top.
///
/// Every element carries `data-view` with the view's name as the layout dump shows it.
/// Output is deterministic: numbers have at most three decimals (see `RenderNumber`),
/// clip ids are numbered in drawing order.
public struct SVGRenderer {
    public struct Options: Sendable {
        /// The page colour under everything; `nil` leaves the background transparent.
        public var background: Color?
        /// Text as glyph outlines (`true`, the default) or as `<text>` elements.
        public var textAsOutlines: Bool
        /// Outline every view's frame with a thin red stroke.
        public var debugFrames: Bool

        public init(background: Color? = .white, textAsOutlines: Bool = true, debugFrames: Bool = false) {
            self.background = background
            self.textAsOutlines = textAsOutlines
            self.debugFrames = debugFrames
        }
    }

    public var options: Options
    public let outliner: GlyphOutliner

    /// - Parameter measurer: the measurer the text was laid out with (its shaping gives
    ///   the glyphs and advances).
    public init(options: Options = Options(), measurer: FontTextMeasurer = .shared) {
        self.options = options
        self.outliner = GlyphOutliner(measurer: measurer)
    }

    public init(options: Options = Options(), outliner: GlyphOutliner) {
        self.options = options
        self.outliner = outliner
    }

    /// The SVG document for `tree`. The canvas is `size` points (the root node's frame
    /// size when `nil`); non-finite or negative sizes count as 0.
    public func render(_ tree: RenderNode, size: CGSize? = nil) -> String {
        let s = size ?? tree.frame.size
        let w = s.width.isFinite ? max(0, s.width) : 0
        let h = s.height.isFinite ? max(0, s.height) : 0
        var writer = Writer()
        writer.out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writer.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
            + " width=\"\(RenderNumber.format(w))\" height=\"\(RenderNumber.format(h))\""
            + " viewBox=\"0 0 \(RenderNumber.format(w)) \(RenderNumber.format(h))\">\n"
        if let background = options.background, RenderColor.alpha(background) > 0 {
            writer.line(1, "<rect x=\"0\" y=\"0\" width=\"\(RenderNumber.format(w))\" height=\"\(RenderNumber.format(h))\""
                + paint("fill", background) + " data-view=\"background\"/>")
        }
        draw(tree, depth: 1, into: &writer)
        if options.debugFrames {
            writer.line(1, "<g fill=\"none\" stroke=\"#FF0000\" stroke-width=\"0.5\" data-view=\"debug-frames\">")
            debugFrames(tree, into: &writer)
            writer.line(1, "</g>")
        }
        writer.out += "</svg>\n"
        return writer.out
    }

    // MARK: - Tree

    private struct Writer {
        var out = ""
        var clipCount = 0
        var gradientCount = 0
        var filterCount = 0
        var maskCount = 0

        mutating func line(_ depth: Int, _ text: String) {
            // Indentation stops growing at 100 levels: a deep tree's document stays linear.
            out += String(repeating: "  ", count: min(depth, 100)) + text + "\n"
        }
    }

    private func draw(_ node: RenderNode, depth: Int, into w: inout Writer) {
        let opacity = node.opacity.isNaN ? 0 : min(max(node.opacity, 0), 1)
        if opacity <= 0 { return }
        if let projection = node.projection {
            projected(node, projection, depth: depth, into: &w)
            return
        }
        if let blur = node.blur, blur.radius.isFinite, blur.radius > 0 {
            // A group of its own: the node's group may carry a shadow's filter.
            let id = blurFilter(blur, node: node, depth: depth, into: &w)
            w.line(depth, "<g filter=\"url(#\(id))\" data-view=\"\(XML.escape(node.name))\">")
            var inner = node
            inner.blur = nil
            draw(inner, depth: depth + 1, into: &w)
            w.line(depth, "</g>")
            return
        }
        var groupAttributes = ""
        if let clip = node.clip {
            w.clipCount += 1
            let id = "clip\(w.clipCount)"
            w.line(depth, "<clipPath id=\"\(id)\"><path d=\"\(RenderPath.svgData(clip))\"/></clipPath>")
            groupAttributes += " clip-path=\"url(#\(id))\""
        }
        if let shadow = node.shadow, RenderColor.alpha(shadow.color) > 0 {
            groupAttributes += " filter=\"url(#\(shadowFilter(shadow, node: node, depth: depth, into: &w)))\""
        }
        if !node.mask.isEmpty {
            w.maskCount += 1
            let id = "mask\(w.maskCount)"
            let r = Self.extent(of: node.mask)
            w.line(depth, "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(RenderNumber.format(r.minX))\" y=\"\(RenderNumber.format(r.minY))\""
                + " width=\"\(RenderNumber.format(r.width))\" height=\"\(RenderNumber.format(r.height))\" style=\"mask-type:alpha\">")
            for m in node.mask { draw(Self.whitened(m), depth: depth + 1, into: &w) }
            w.line(depth, "</mask>")
            groupAttributes += " mask=\"url(#\(id))\""
        }
        if opacity < 1 { groupAttributes += " opacity=\"\(RenderNumber.format(opacity))\"" }
        var styles: [String] = []
        if let blend = Self.mixBlendMode(node.blendMode) { styles.append("mix-blend-mode:\(blend)") }
        if node.isCompositingGroup { styles.append("isolation:isolate") }
        if !styles.isEmpty { groupAttributes += " style=\"\(styles.joined(separator: ";"))\"" }
        if !node.transform.isIdentity {
            let t = node.transform
            let m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { RenderNumber.format(Double($0)) }.joined(separator: " ")
            // Before the clip: SVG evaluates a group's clip-path in its transformed space.
            groupAttributes = " transform=\"matrix(\(m))\"" + groupAttributes
        }
        let grouped = !groupAttributes.isEmpty
        if grouped { w.line(depth, "<g" + groupAttributes + " data-view=\"\(XML.escape(node.name))\">") }
        let inner = grouped ? depth + 1 : depth
        content(node, depth: inner, into: &w)
        for child in node.children { draw(child, depth: inner, into: &w) }
        if grouped { w.line(depth, "</g>") }
    }

    /// CSS's `mix-blend-mode` for a blend mode; `nil` for `normal` and for the modes CSS
    /// cannot express on one element (`sourceAtop`, `destinationOver`, `destinationOut`:
    /// drawn as normal). `plusDarker`, which only WebKit knows, is drawn as `color-burn`,
    /// the nearest darkening mode.
    static func mixBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: return nil
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn, .plusDarker: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        }
    }

    private func content(_ node: RenderNode, depth: Int, into w: inout Writer) {
        let name = " data-view=\"\(XML.escape(node.name))\""
        switch node.content {
        case .none:
            break
        case let .fill(path, _, eoFill) where node.gradient != nil:
            guard let gradient = node.gradient, !path.isEmpty else { return }
            let rule = eoFill ? " fill-rule=\"evenodd\"" : ""
            if case .angular = gradient.kind {
                angularWedges(gradient, clip: path, eoFill: eoFill, frame: node.frame, depth: depth, name: name, into: &w)
                return
            }
            let ref = gradientDefinition(gradient, depth: depth, into: &w)
            w.line(depth, "<path d=\"\(RenderPath.svgData(path))\" fill=\"url(#\(ref))\"" + rule + name + "/>")
        case let .stroke(path, color, lineWidth) where node.gradient != nil:
            guard let gradient = node.gradient, !path.isEmpty, lineWidth.isFinite, lineWidth > 0 else { return }
            let strokePaint: String
            if case .angular = gradient.kind {
                // SVG 1.1 has no conic gradient, and a stroke cannot clip: its middle colour.
                strokePaint = paint("stroke", color)
            } else {
                strokePaint = " stroke=\"url(#\(gradientDefinition(gradient, depth: depth, into: &w)))\""
            }
            w.line(depth, "<path d=\"\(RenderPath.svgData(path))\" fill=\"none\"" + strokePaint
                + " stroke-width=\"\(RenderNumber.format(lineWidth))\"" + strokeAttributes(node.strokeStyle) + name + "/>")
        case let .fill(path, color, eoFill):
            guard RenderColor.alpha(color) > 0, !path.isEmpty else { return }
            let rule = eoFill ? " fill-rule=\"evenodd\"" : ""
            if let r = RenderPath.axisAlignedRect(path) {
                w.line(depth, "<rect" + rectAttributes(r) + paint("fill", color) + name + "/>")
            } else {
                w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + paint("fill", color) + rule + name + "/>")
            }
        case let .stroke(path, color, lineWidth):
            guard RenderColor.alpha(color) > 0, !path.isEmpty, lineWidth.isFinite, lineWidth > 0 else { return }
            let stroke = " fill=\"none\"" + paint("stroke", color) + " stroke-width=\"\(RenderNumber.format(lineWidth))\"" + strokeAttributes(node.strokeStyle)
            if let r = RenderPath.axisAlignedRect(path) {
                w.line(depth, "<rect" + rectAttributes(r) + stroke + name + "/>")
            } else {
                w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + stroke + name + "/>")
            }
        case let .text(text):
            // Backgrounds of attributed runs, behind every line's glyphs.
            for line in text.lines {
                for piece in line.pieces {
                    guard let background = piece.backgroundColor, RenderColor.alpha(background) > 0, piece.width > 0 else { continue }
                    let r = CGRect(x: piece.origin.x, y: piece.origin.y - text.ascent, width: piece.width, height: text.ascent + text.descent)
                    w.line(depth, "<rect" + rectAttributes(r) + paint("fill", background) + name + "/>")
                }
            }
            for line in text.lines {
                var gradientRef: String?
                for piece in line.pieces where RenderColor.alpha(piece.color) > 0 && !piece.text.isEmpty {
                    if options.textAsOutlines {
                        let path = outliner.path(for: piece)
                        if !path.isEmpty {
                            var fill = paint("fill", piece.color)
                            if piece.isGradientFilled, let g = node.gradient, !Self.isAngular(g) {
                                let ref = gradientRef ?? gradientDefinition(g, depth: depth, into: &w)
                                gradientRef = ref
                                fill = " fill=\"url(#\(ref))\""
                            }
                            w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + fill + name
                                + " aria-label=\"\(XML.escape(piece.text))\"/>")
                        }
                        // COLR colour glyphs: one path per layer in its palette colour.
                        for (layerPath, layer) in outliner.colorLayers(for: piece) {
                            w.line(depth, "<path d=\"\(RenderPath.svgData(layerPath))\""
                                + paint("fill", GlyphOutliner.color(of: layer, foreground: piece.color)) + name + "/>")
                        }
                        // Colour emoji (CBDT): the largest strike's PNG as an embedded image.
                        for placed in outliner.bitmaps(for: piece, pixelScale: .infinity) {
                            w.line(depth, "<image" + rectAttributes(placed.rect) + " preserveAspectRatio=\"none\""
                                + " xlink:href=\"data:image/png;base64,\(placed.bitmap.pngData.base64EncodedString())\"" + name + "/>")
                        }
                    } else {
                        let at = piece.glyphOrigin
                        let letterSpacing = piece.spacing != 0 && piece.spacing.isFinite
                            ? " letter-spacing=\"\(RenderNumber.format(piece.spacing))\"" : ""
                        w.line(depth, "<text x=\"\(RenderNumber.format(at.x))\" y=\"\(RenderNumber.format(at.y))\""
                            + fontAttributes(piece.font) + letterSpacing + paint("fill", piece.color) + " xml:space=\"preserve\"" + name + ">"
                            + XML.escape(piece.text) + "</text>")
                    }
                }
            }
            // Underlines and strikethroughs, above the glyphs.
            for line in text.lines {
                for piece in line.pieces {
                    for (r, color) in piece.decorations where RenderColor.alpha(color) > 0 && r.width > 0 {
                        w.line(depth, "<rect" + rectAttributes(r) + paint("fill", color) + name + "/>")
                    }
                }
            }
        case let .image(imageName):
            guard node.frame.width > 0, node.frame.height > 0 else { return }
            if let data = ImageAssets.asset(named: imageName)?.pngData, data.starts(with: PNG.signature), let tint = node.imageTint {
                // A template: the tint, where the image covers (its alpha as a mask).
                w.maskCount += 1
                let id = "mask\(w.maskCount)"
                w.line(depth, "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\"" + rectAttributes(node.frame) + " style=\"mask-type:alpha\"><image" + rectAttributes(node.frame)
                    + " preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\"/></mask>")
                w.line(depth, "<rect" + rectAttributes(node.frame) + paint("fill", tint)
                    + " mask=\"url(#\(id))\"" + name + "/>")
            } else if let data = ImageAssets.asset(named: imageName)?.pngData, data.starts(with: PNG.signature) {
                w.line(depth, "<image" + rectAttributes(node.frame) + " preserveAspectRatio=\"none\""
                    + " xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\"" + name + "/>")
            } else {
                w.line(depth, "<rect" + rectAttributes(node.frame) + " fill=\"#C7C7CC\"" + name + "/>")
            }
        }
    }

    /// A subtree with a projection, which SVG 1.1 cannot express: drawn by the PNG renderer
    /// at ``projectionPixelScale`` pixels per point (with the same fonts) and embedded as an
    /// `<image>` covering the projected extent of the subtree, clipped to the window's
    /// bounds grown by its own size (what lies further out is not drawn).
    private func projected(_ node: RenderNode, _ p: ProjectionTransform, depth: Int, into w: inout Writer) {
        let e = Self.extent(of: [node])
        guard e.width > 0, e.height > 0 else { return }
        var r = p.mappedBounds(of: e) ?? .null
        // A corner behind the viewer: the projected drawing is unbounded; the extent grown
        // by its size on every side bounds what is drawn.
        let limit = e.insetBy(dx: -e.width, dy: -e.height)
        r = r.isNull ? limit : r.intersection(limit)
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        let box = CGRect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
        guard !box.isNull, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
        // The picture's origin at the box's: the projection followed by that translation.
        var moved = node
        moved.projection = p.concatenating(ProjectionTransform(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
        let png = PNGRenderer(scale: Self.projectionPixelScale, options: PNGRenderer.Options(background: nil), outliner: outliner)
        guard let data = try? png.render(moved, size: box.size) else { return }
        w.line(depth, "<image" + rectAttributes(box) + " preserveAspectRatio=\"none\""
            + " xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\" data-view=\"\(XML.escape(node.name))\"/>")
    }

    /// Pixels per point of the pictures that stand for projected subtrees.
    public static let projectionPixelScale: CGFloat = 2

    private static func isAngular(_ g: RenderGradient) -> Bool {
        if case .angular = g.kind { return true }
        return false
    }

    /// The frames of a subtree, united (a node's transform is applied to its frame's
    /// corners); the empty rectangle for none.
    static func extent(of nodes: [RenderNode]) -> CGRect {
        var r = CGRect.null
        func visit(_ n: RenderNode, _ t: CGAffineTransform) {
            let t = n.transform.isIdentity ? t : n.transform.concatenating(t)
            let f = n.frame
            if f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite {
                r = r.union(f.applying(t))
            }
            for c in n.children { visit(c, t) }
        }
        for n in nodes { visit(n, .identity) }
        return r.isNull ? .zero : r
    }

    /// A mask subtree for SVG: every paint white with its own opacity, so the mask gives
    /// the same result under SVG 1.1's luminance masking as under `mask-type: alpha`.
    /// (Gradients keep their stops' opacities, in white; images are kept.)
    static func whitened(_ node: RenderNode) -> RenderNode {
        var n = node
        func white(_ c: Color) -> Color { Color(red: 1, green: 1, blue: 1, opacity: c.opacity) }
        switch n.content {
        case let .fill(p, c, eo): n.content = .fill(p, white(c), eoFill: eo)
        case let .stroke(p, c, lw): n.content = .stroke(p, white(c), lineWidth: lw)
        case var .text(t):
            for i in t.lines.indices {
                for j in t.lines[i].pieces.indices { t.lines[i].pieces[j].color = white(t.lines[i].pieces[j].color) }
            }
            n.content = .text(t)
        case .none, .image: break
        }
        if var g = n.gradient {
            g.gradient = Gradient(stops: g.gradient.stops.map { Gradient.Stop(color: white($0.color), location: $0.location) })
            n.gradient = g
        }
        if let s = n.shadow { n.shadow = RenderShadow(color: white(s.color), radius: s.radius, offset: s.offset) }
        n.children = n.children.map(whitened)
        n.mask = n.mask.map(whitened)
        return n
    }

    /// Writes a drop-shadow `<filter>` (user-space region: the subtree's extent grown by
    /// 3σ and the offset) and returns its id: the source alpha blurred with
    /// `feGaussianBlur` (stdDeviation σ = the shadow's radius), offset, flooded with the
    /// colour, merged under the source graphic.
    private func shadowFilter(_ s: RenderShadow, node: RenderNode, depth: Int, into w: inout Writer) -> String {
        w.filterCount += 1
        let id = "shadow\(w.filterCount)"
        func f(_ v: CGFloat) -> String { RenderNumber.format(v.isFinite ? v : 0) }
        var node = node
        node.transform = .identity
        let e = Self.extent(of: [node])
        let grow = 3 * s.radius + 1
        let r = CGRect(x: min(e.minX, e.minX + s.offset.width) - grow, y: min(e.minY, e.minY + s.offset.height) - grow,
                       width: e.width + abs(s.offset.width) + 2 * grow, height: e.height + abs(s.offset.height) + 2 * grow)
        let opacity = RenderColor.alpha(s.color)
        w.line(depth, "<defs><filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\""
            + " color-interpolation-filters=\"sRGB\">")
        w.line(depth + 1, "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(f(s.radius))\"/>")
        w.line(depth + 1, "<feOffset dx=\"\(f(s.offset.width))\" dy=\"\(f(s.offset.height))\" result=\"offsetBlur\"/>")
        w.line(depth + 1, "<feFlood flood-color=\"\(RenderColor.hex(s.color))\"" + (opacity < 1 ? " flood-opacity=\"\(RenderNumber.format(opacity))\"" : "") + "/>")
        w.line(depth + 1, "<feComposite in2=\"offsetBlur\" operator=\"in\"/>")
        w.line(depth + 1, "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>")
        w.line(depth, "</filter></defs>")
        return id
    }

    /// Writes a blur `<filter>` and returns its id: `feGaussianBlur` of the source graphic
    /// with stdDeviation σ = the radius, in a user-space region of the subtree's extent grown
    /// by 3σ + 1 (where a Gaussian's tail is below half a percent), or, for an opaque blur,
    /// of the node's frame (through its transform), with the edges repeated.
    private func blurFilter(_ b: RenderBlur, node: RenderNode, depth: Int, into w: inout Writer) -> String {
        w.filterCount += 1
        let id = "blur\(w.filterCount)"
        func f(_ v: CGFloat) -> String { RenderNumber.format(v.isFinite ? v : 0) }
        let r: CGRect
        if b.isOpaque {
            var frameOnly = node
            frameOnly.children = []
            r = Self.extent(of: [frameOnly])
        } else {
            r = Self.extent(of: [node]).insetBy(dx: -(3 * b.radius + 1), dy: -(3 * b.radius + 1))
        }
        w.line(depth, "<defs><filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\""
            + " color-interpolation-filters=\"sRGB\">")
        w.line(depth + 1, "<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"\(f(b.radius))\"" + (b.isOpaque ? " edgeMode=\"duplicate\"" : "") + "/>")
        w.line(depth, "</filter></defs>")
        return id
    }

    private func debugFrames(_ node: RenderNode, into w: inout Writer) {
        let f = node.frame
        if f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite {
            w.line(2, "<rect" + rectAttributes(f) + " data-view=\"\(XML.escape(node.name))\"/>")
        }
        for child in node.children { debugFrames(child, into: &w) }
    }

    // MARK: - Attributes

    private func rectAttributes(_ r: CGRect) -> String {
        " x=\"\(RenderNumber.format(r.minX))\" y=\"\(RenderNumber.format(r.minY))\""
            + " width=\"\(RenderNumber.format(r.width))\" height=\"\(RenderNumber.format(r.height))\""
    }

    /// Writes a `<linearGradient>` or `<radialGradient>` (user-space units, the renderers'
    /// window coordinates) and returns its id. Stops are sorted, with locations clamped to
    /// 0…1. A radial gradient's start radius is folded into the stops (offset
    /// `s + location × (1 − s)` with `s = startRadius / endRadius`, as SVG 1.1 has no `fr`);
    /// an elliptical one is a circle of the horizontal end radius scaled vertically by
    /// `gradientTransform`. A repeating or reflecting gradient has SVG's `spreadMethod`;
    /// one mixed in linear light has ``linearLightStopsPerSpan`` stops between each two,
    /// each of the colour the PNG renderer computes there (SVG viewers mix stops in sRGB).
    /// **Differs from the PNG renderer:** a repeating or reflecting radial gradient with a
    /// start radius repeats over the whole end radius (SVG 1.1 has no start radius).
    private func gradientDefinition(_ g: RenderGradient, depth: Int, into w: inout Writer) -> String {
        w.gradientCount += 1
        let id = "gradient\(w.gradientCount)"
        func f(_ v: CGFloat) -> String { RenderNumber.format(v.isFinite ? v : 0) }
        var sorted = g.gradient.stops.map { ($0.color, $0.location.isFinite ? min(max($0.location, 0), 1) : 0) }
            .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
        if g.mixesInLinearLight { sorted = Self.linearLightStops(sorted, of: g) }
        var stopMap: (CGFloat) -> CGFloat = { $0 }
        let spread: String
        switch g.spread {
        case .pad: spread = ""
        case .repeat: spread = " spreadMethod=\"repeat\""
        case .reflect: spread = " spreadMethod=\"reflect\""
        }
        let open: String, close: String
        switch g.kind {
        case let .linear(start, end):
            open = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(start.x))\" y1=\"\(f(start.y))\" x2=\"\(f(end.x))\" y2=\"\(f(end.y))\"" + spread + ">"
            close = "</linearGradient>"
        case let .elliptical(center, r0, r1):
            let r = r1.width > 0 && r1.width.isFinite ? r1.width : 0
            let s = r > 0 ? min(max(r0.width / r, 0), 1) : 0
            stopMap = { s + $0 * (1 - s) }
            var transform = ""
            if r > 0, r1.height.isFinite, r1.height != r1.width {
                let k = r1.height / r
                transform = " gradientTransform=\"matrix(1 0 0 \(f(k)) 0 \(f(center.y - k * center.y)))\""
            }
            open = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(center.x))\" cy=\"\(f(center.y))\" r=\"\(f(r))\""
                + " fx=\"\(f(center.x))\" fy=\"\(f(center.y))\"" + transform + spread + ">"
            close = "</radialGradient>"
        case .angular:
            open = "<linearGradient id=\"\(id)\">"
            close = "</linearGradient>"
        }
        w.line(depth, "<defs>" + open)
        for (color, location) in sorted {
            let opacity = RenderColor.alpha(color) < 1 ? " stop-opacity=\"\(RenderNumber.format(RenderColor.alpha(color)))\"" : ""
            w.line(depth + 1, "<stop offset=\"\(f(stopMap(location)))\" stop-color=\"\(RenderColor.hex(color))\"" + opacity + "/>")
        }
        w.line(depth, close + "</defs>")
        return id
    }

    /// How many stops stand for the colours between two stops of a gradient mixed in
    /// linear light.
    static let linearLightStopsPerSpan = 8

    /// `stops` (`g`'s, sorted, locations in 0…1) with ``linearLightStopsPerSpan`` − 1
    /// stops more between each two of different locations, each of `g`'s colour there.
    private static func linearLightStops(_ stops: [(Color, CGFloat)], of g: RenderGradient) -> [(Color, CGFloat)] {
        guard var out = stops.first.map({ [$0] }) else { return [] }
        for (a, b) in zip(stops, stops.dropFirst()) {
            if b.1 > a.1 {
                for k in 1..<linearLightStopsPerSpan {
                    let t = a.1 + (b.1 - a.1) * CGFloat(k) / CGFloat(linearLightStopsPerSpan)
                    out.append((g.color(atParameter: t), t))
                }
            }
            out.append(b)
        }
        return out
    }

    /// The number of wedges that approximate an angular gradient in SVG.
    static let angularWedgeCount = 64

    /// An angular gradient in SVG (which has no conic gradient): the shape becomes a clip
    /// path, filled by ``angularWedgeCount`` wedges around the centre over a full turn from
    /// the start angle, each in the colour at its middle angle, reaching past the frame's
    /// farthest corner. (The PNG renderer evaluates the gradient per pixel.)
    private func angularWedges(_ g: RenderGradient, clip: Path, eoFill: Bool, frame: CGRect, depth: Int, name: String, into w: inout Writer) {
        guard case let .angular(center, a0, _) = g.kind else { return }
        w.clipCount += 1
        let id = "clip\(w.clipCount)"
        let rule = eoFill ? " clip-rule=\"evenodd\"" : ""
        w.line(depth, "<clipPath id=\"\(id)\"><path d=\"\(RenderPath.svgData(clip))\"" + rule + "/></clipPath>")
        w.line(depth, "<g clip-path=\"url(#\(id))\"" + name + ">")
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
        var far: CGFloat = 0
        for corner in corners {
            let dx: CGFloat = corner.x - center.x
            let dy: CGFloat = corner.y - center.y
            let d: CGFloat = (dx * dx + dy * dy).squareRoot()
            if d.isFinite, d > far { far = d }
        }
        let radius: CGFloat = far * 1.5 + 1
        let n = Self.angularWedgeCount
        let step = 2 * Double.pi / Double(n)
        func point(_ a: Double) -> CGPoint {
            let x: CGFloat = center.x + radius * CGFloat(cos(a))
            let y: CGFloat = center.y + radius * CGFloat(sin(a))
            return CGPoint(x: x, y: y)
        }
        for i in 0..<n {
            // Overlap each wedge a little with the next so no seam shows.
            let a = a0 + Double(i) * step, b = a0 + Double(i + 1) * step + step * 0.1
            let mid = a0 + (Double(i) + 0.5) * step
            let probe = CGPoint(x: center.x + CGFloat(cos(mid)), y: center.y + CGFloat(sin(mid)))
            let color = g.color(at: probe)
            var wedge = Path()
            wedge.move(to: center)
            wedge.addLine(to: point(a))
            wedge.addLine(to: point(b))
            wedge.closeSubpath()
            w.line(depth + 1, "<path d=\"\(RenderPath.svgData(wedge))\"" + paint("fill", color) + "/>")
        }
        w.line(depth, "</g>")
    }

    /// The SVG attributes of a full stroke style beyond its width: `stroke-linecap` and
    /// `stroke-linejoin` when not butt/miter, `stroke-miterlimit` for miter joins (always
    /// written, since SVG's default is 4 and SwiftUI's 10), `stroke-dasharray` and
    /// `stroke-dashoffset` for a valid dash pattern (an invalid one is left out: solid).
    /// Empty for `nil`: a stroke without a style is written with SVG's defaults alone.
    private func strokeAttributes(_ style: TrellisLayout.StrokeStyle?) -> String {
        guard let style else { return "" }
        var out = ""
        switch style.lineCap {
        case .round: out += " stroke-linecap=\"round\""
        case .square: out += " stroke-linecap=\"square\""
        default: break
        }
        switch style.lineJoin {
        case .round: out += " stroke-linejoin=\"round\""
        case .bevel: out += " stroke-linejoin=\"bevel\""
        default:
            let limit = style.miterLimit.isFinite && style.miterLimit >= 1 ? style.miterLimit : 10
            out += " stroke-miterlimit=\"\(RenderNumber.format(limit))\""
        }
        if let dash = style.effectiveDash {
            out += " stroke-dasharray=\"" + dash.map { RenderNumber.format($0) }.joined(separator: " ") + "\""
            if style.dashPhase.isFinite, style.dashPhase != 0 {
                out += " stroke-dashoffset=\"\(RenderNumber.format(style.dashPhase))\""
            }
        }
        return out
    }

    /// `fill="#RRGGBB"` plus `fill-opacity` when not opaque (likewise for `stroke`).
    private func paint(_ property: String, _ color: Color) -> String {
        let alpha = RenderColor.alpha(color)
        var s = " \(property)=\"\(RenderColor.hex(color))\""
        if alpha < 1 { s += " \(property)-opacity=\"\(RenderNumber.format(alpha))\"" }
        return s
    }

    private func fontAttributes(_ font: ResolvedFont) -> String {
        let generic: String
        switch font.design {
        case .serif: generic = "serif"
        case .monospaced: generic = "monospace"
        case .default, .rounded: generic = "sans-serif"
        }
        var families: [String] = []
        if let family = font.family { families.append(family) }
        if let face = outliner.measurer.faces(for: font)?.primary.familyName, !families.contains(face) { families.append(face) }
        let list = (families.map { "'" + $0.replacingOccurrences(of: "'", with: "") + "'" } + [generic]).joined(separator: ", ")
        var s = " font-family=\"\(XML.escape(list))\" font-size=\"\(RenderNumber.format(font.size))\" font-weight=\"\(font.weight)\""
        if font.isItalic { s += " font-style=\"italic\"" }
        return s
    }
}

/// XML text and attribute escaping. Characters XML 1.0 does not allow (most C0 controls,
/// unpaired surrogates cannot occur in Swift strings) are dropped.
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
