import Foundation

/// What to draw for a laid-out host, renderer-neutral: each view's frame, what it paints,
/// and the effects on its subtree, in drawing order (backgrounds, content, overlays; ZStack
/// order). Frames are in window points; renderers scale by the display scale.
public struct RenderNode {
    public enum Content {
        case none
        /// A filled path (shapes, colours, dividers, progress bars).
        case fill(Path, Color, eoFill: Bool)
        /// A stroked path, centred on the outline.
        case stroke(Path, Color, lineWidth: CGFloat)
        case text(RenderText)
        /// A named image (``ImageAssets``) drawn into `frame`.
        case image(name: String)
    }

    /// The view's name as the layout dump shows it.
    public var name: String
    public var frame: CGRect
    public var content: Content
    /// Opacity of the whole subtree (1 = opaque).
    public var opacity: Double = 1
    /// A clip for the whole subtree, in window coordinates.
    public var clip: Path?
    /// A transform of the whole subtree's drawing (and its clip), in window coordinates:
    /// scale and rotation effects, transitions. Frames are before it.
    public var transform: CGAffineTransform = .identity
    /// A projective transform of the whole subtree's drawing (and its clip), in window
    /// coordinates, after `transform`: `rotation3DEffect` and `projectionEffect`. `nil` is
    /// the identity.
    public var projection: ProjectionTransform?
    /// For `.stroke` content drawn with a full ``StrokeStyle`` (caps, joins, miter limit,
    /// dashes): the style, whose `lineWidth` equals the content's. `nil` means the default
    /// style with the content's line width.
    public var strokeStyle: StrokeStyle?
    /// For `.fill` and `.stroke` content painted with a gradient: the gradient in window
    /// coordinates, drawn instead of the content's colour (which is its middle colour).
    public var gradient: RenderGradient?
    /// A drop shadow of the whole subtree (`.shadow`), drawn behind it.
    public var shadow: RenderShadow?
    /// A Gaussian blur of the whole subtree's drawing (`.blur`); `nil` when the radius is 0.
    public var blur: RenderBlur?
    /// A mask for the whole subtree (`.mask`): when not empty, the subtree is drawn only
    /// where these nodes (drawn as usual, in window coordinates) are opaque; their alpha
    /// multiplies the subtree's.
    public var mask: [RenderNode] = []
    public var children: [RenderNode] = []
    /// The colour scheme this subtree's view sets (`nil`: its parent's), which the host
    /// resolves the named colours in (``resolveColors(in:)``).
    var colorScheme: ColorScheme?
    /// How the whole subtree, drawn together, combines with what was drawn before it
    /// (`.blendMode`); `.normal` is plain source-over.
    public var blendMode: BlendMode = .normal
    /// Whether the subtree is drawn as one group (`.compositingGroup()`): blend modes inside
    /// it combine with the group's own drawing only.
    public var isCompositingGroup = false
    /// The colour an image drawn as a template (`renderingMode(.template)`) is filled with
    /// where it is opaque; nil draws the image's own colours.
    public var imageTint: Color?
    /// Whether the subtree is kept out of an enclosing redaction (`unredacted()`).
    var isUnredacted = false
    /// Whether the node draws an `Image` (a redaction fills its frame).
    var isImage = false
}

/// Laid-out text: lines with their baseline positions and styled pieces.
public struct RenderText {
    public struct Piece {
        public var text: String
        public var font: ResolvedFont
        public var color: Color
        /// Where the piece starts on its line's baseline, in window coordinates.
        public var origin: CGPoint
        public var width: CGFloat
        /// The base direction of the piece's paragraph: its glyphs are ordered by UAX #9
        /// with this paragraph level.
        public var isRightToLeft: Bool
        /// Painted with the node's gradient (a gradient foreground style) instead of `color`.
        public var isGradientFilled = false
        /// The colour painted behind the piece, from the line's top (baseline − ascent) to
        /// its bottom (baseline + descent) across its width; nil: none.
        public var backgroundColor: Color?
        /// The colour of the line under the piece (`underline`); nil: none.
        public var underlineColor: Color?
        /// The colour of the line through the piece (`strikethrough`); nil: none.
        public var strikethroughColor: Color?
        /// Points added after each character (`tracking`, `kerning`): a glyph's pen
        /// advance grows by it for every character of its cluster. `width` includes it.
        public var spacing: CGFloat = 0
        /// How far the glyphs, the underline and the strikethrough are raised above
        /// `origin` (`baselineOffset`; negative: lowered).
        public var baselineOffset: CGFloat = 0

        /// Where the glyphs start: `origin` raised by `baselineOffset`.
        public var glyphOrigin: CGPoint {
            CGPoint(x: origin.x, y: origin.y - (baselineOffset.isFinite ? baselineOffset : 0))
        }

        /// The lines drawn under and through the piece, in window coordinates, with their
        /// colours: each across the piece's width, a fifteenth of the font size thick (at
        /// least 0.5 point), the underline's top a tenth of the size below the baseline,
        /// the strikethrough centred 0.3 of the size above it (about half a lowercase
        /// letter's height). Trellis's metrics: the font's own underline position is not
        /// read.
        public var decorations: [(rect: CGRect, color: Color)] {
            let size = font.size
            let thickness = max(0.5, size / 15)
            let origin = glyphOrigin
            var out: [(rect: CGRect, color: Color)] = []
            if let c = underlineColor {
                out.append((CGRect(x: origin.x, y: origin.y + size * 0.1, width: width, height: thickness), c))
            }
            if let c = strikethroughColor {
                out.append((CGRect(x: origin.x, y: origin.y - size * 0.3 - thickness / 2, width: width, height: thickness), c))
            }
            return out
        }

        public init(text: String, font: ResolvedFont, color: Color, origin: CGPoint, width: CGFloat, isRightToLeft: Bool = false,
                    isGradientFilled: Bool = false) {
            self.text = text
            self.font = font
            self.color = color
            self.origin = origin
            self.width = width
            self.isRightToLeft = isRightToLeft
            self.isGradientFilled = isGradientFilled
        }
    }
    public struct Line {
        public var text: String
        public var baselineOrigin: CGPoint
        public var width: CGFloat
        /// Pieces in logical order (in a right-to-left line they stand right to left).
        public var pieces: [Piece]
        /// The base direction of the line's paragraph.
        public var isRightToLeft = false
    }
    public var lines: [Line]
    public var ascent: CGFloat
    public var descent: CGFloat
}

extension LayoutItem {
    /// The render subtree of this item, as shown at the host's current time. Inside a
    /// ``ContainerShapeItem`` its shape and frame are the innermost of
    /// ``LayoutContext/containerShapes``, for the ``ContainerRelativeShape``s below it.
    func renderNode(_ animator: Animator? = nil) -> RenderNode {
        guard let container = self as? ContainerShapeItem else { return renderOwnNode(animator) }
        context.containerShapes.append((container.shape, presentationFrame))
        defer { context.containerShapes.removeLast() }
        return renderOwnNode(animator)
    }

    private func renderOwnNode(_ animator: Animator?) -> RenderNode {
        // A wrapper stands for its child unless it has ghosts to draw beside it (a text
        // cross-fading its old string, ``ContentTransition``).
        if isTransparentWrapper, let only = children.first, children.count == 1, transitionEffect == nil,
           animator.map({ $0.ghosts.isEmpty || $0.ghosts(inside: animationKey).isEmpty }) ?? true {
            return only.renderNode(animator)
        }
        let frame = presentationFrame
        var node = RenderNode(name: debugName, frame: frame, content: .none)
        // Drawn over the children.
        var lastChildren: [RenderNode] = []
        switch self {
        case let shape as ShapeItem:
            let color = shape.shownColor
            if let g = shape.shownGradient { node.gradient = g.style.resolved(in: frame) }
            let outline = shape.drawnPath(in: frame)
            if let lw = shape.fill.strokeWidth {
                node.content = .stroke(outline, color, lineWidth: lw)
                node.strokeStyle = shape.fill.strokeStyle
            } else {
                node.content = .fill(outline, color, eoFill: shape.fill.eoFill)
            }
        case let text as TextItem:
            node.content = .text(text.renderText())
            if let g = text.textGradient { node.gradient = g.style.resolved(in: frame) }
        case let shadow as ShadowItem:
            node.shadow = shadow.shadow
        case let blend as BlendModeItem:
            node.blendMode = blend.mode
        case is CompositingGroupItem:
            node.isCompositingGroup = true
        case let scheme as ColorSchemeItem:
            node.colorScheme = scheme.scheme
        case let mask as MaskItem:
            if mask.placed(mask.mask) { node.mask = [mask.mask.renderNode(animator)] }
        case let image as ImageItem:
            node.isImage = true
            if case .named(let n) = image.image.source {
                node.content = .image(name: n)
                if image.image.templateRenderingMode == .template {
                    node.imageTint = image.environment.foregroundColor ?? .primary
                }
            }
        case is DividerItem:
            node.content = .fill(Path(frame), DividerItem.color, eoFill: false)
        case let progress as ProgressItem where progress.isSpinner:
            let color = progress.environment.tint ?? .gray
            for (i, spoke) in progress.spokes(in: frame, time: animator?.time ?? 0).enumerated() {
                node.children.append(RenderNode(name: "ProgressView.spoke \(i)", frame: spoke.path.boundingRect,
                                                content: .fill(spoke.path, color.opacity(spoke.opacity), eoFill: false)))
            }
        case let progress as ProgressItem:
            let tint = progress.environment.tint ?? .accentColor
            let track = Path(roundedRect: frame, cornerRadius: frame.height / 2, style: .circular)
            node.children.append(RenderNode(name: "ProgressView.track", frame: frame,
                                            content: .fill(track, Color.system(.systemFill, 120, 120, 128, 0.2), eoFill: false)))
            if let f = progress.shownFraction, f > 0 {
                let r = CGRect(x: frame.minX, y: frame.minY, width: frame.width * f, height: frame.height)
                node.children.append(RenderNode(name: "ProgressView.value", frame: r,
                                                content: .fill(Path(roundedRect: r, cornerRadius: r.height / 2, style: .circular), tint, eoFill: false)))
            }
        case is ScrollItem:
            node.clip = Path(frame)
        case let list as ListItem:
            if list.showsBackground { node.content = .fill(Path(frame), list.background, eoFill: false) }
        case let row as ListRowItem:
            // The card colour, unless a `listRowBackground` fills the cell; the separators
            // go over the row's drawing.
            if row.background == nil { node.content = .fill(row.backgroundPath(in: frame), ListMetrics.card, eoFill: false) }
            lastChildren = row.separatorNodes(in: frame)
        case let cell as ListRowCellBackgroundItem:
            node.clip = cell.clipShape(frame)
        case let canvas as CanvasItem:
            // The renderer's drawing, clipped to the canvas's bounds.
            node.clip = Path(frame)
            node.children = canvas.drawing(in: frame)
        case let effect as RenderEffectItem:
            switch effect.shownEffect {
            case .opacity(let o): node.opacity = o
            case .hidden: node.opacity = 0
            case .clip(let shape, _): node.clip = shape.path(inLocalBoundsOf: frame)
            case .cornerRadius(let r): node.clip = Path(roundedRect: frame, cornerRadius: r, style: .circular)
            case let .scale(s, anchor):
                node.transform = TransitionEffect(scale: s, anchor: anchor).transform(in: frame)
            case let .rotation(a, anchor):
                node.transform = TransitionEffect(anchor: anchor, rotation: a).transform(in: frame)
            case let .rotation3D(r):
                let p = r.transform(size: frame.size).about(frame.origin)
                node.projection = p.isIdentity ? nil : p
            case let .projection(p):
                node.projection = p.isIdentity ? nil : p.about(frame.origin)
            case let .blur(r, opaque):
                if r > 0 { node.blur = RenderBlur(radius: r, isOpaque: opaque) }
            }
        default:
            break
        }
        let ghosts = animator.map { $0.ghosts.isEmpty ? [] : $0.ghosts(inside: animationKey) } ?? []
        let children = drawnChildren
        for (i, child) in children.enumerated() {
            for g in ghosts where g.index == i { node.children.append(animator!.renderNode(of: g)) }
            // A child is shown when the pass that placed this view placed it too (also for
            // the items of a removed view, drawn after a newer pass).
            if placed(child) { node.children.append(child.renderNode(animator)) }
        }
        for g in ghosts where g.index >= children.count { node.children.append(animator!.renderNode(of: g)) }
        node.children += lastChildren
        if let redaction = self as? RedactionItem {
            if redaction.placeholder { node.redactAsPlaceholder() } else { node.isUnredacted = true }
        }
        if let t = transitionEffect { node.apply(t) }
        return node
    }
}

extension RenderNode {
    /// Applies a transition's effect: its opacity multiplies, its transform goes after
    /// the node's own.
    mutating func apply(_ effect: TransitionEffect) {
        opacity *= effect.opacity
        let t = effect.transform(in: frame)
        transform = transform.concatenating(t)
    }
}

extension TextItem {
    /// The gradient the text is painted with: a run's (`Text.foregroundStyle`), else the
    /// environment's foreground gradient.
    var textGradient: GradientPaint? { Self.runGradient(of: text) ?? environment.foregroundGradient }

    /// The gradient of `text`'s first run that has one (`Text.foregroundStyle`).
    static func runGradient(of text: Text) -> GradientPaint? { text.runs.lazy.compactMap(\.gradient).first }

    /// Lines aligned by `multilineTextAlignment` relative to their paragraph's direction
    /// (``TextLayoutEngine/paragraphIsRightToLeft(at:)``): leading is the left edge of a
    /// left-to-right paragraph and the right edge of a right-to-left one. The styled pieces
    /// of a line follow each other from its start edge (right to left in a right-to-left
    /// paragraph).
    func renderText() -> RenderText {
        Self.renderText(text, layout: placedLayout, frame: presentationFrame, environment: environment, measurer: context.textMeasurer)
    }

    /// `text` laid out as `layout` in `frame` (window coordinates), its colours and
    /// alignment from `environment`, its pieces measured by `measurer`: what a text view
    /// draws, and what a canvas draws for a text.
    static func renderText(_ text: Text, layout: TextLayoutEngine.Result, frame: CGRect, environment: EnvironmentValues,
                           measurer: any TextMeasuring) -> RenderText {
        let runGradient = Self.runGradient(of: text)
        let runMiddle = runGradient.map { $0.style.resolved(in: .zero).gradient.color(at: 0.5) }
        let multilineTextAlignment = environment.multilineTextAlignment
        let defaultColor = environment.foregroundColor ?? .primary
        var lines: [RenderText.Line] = []
        for (i, line) in layout.lines.enumerated() {
            let rtl = line.isRightToLeft
            var x: CGFloat
            switch (multilineTextAlignment, rtl) {
            case (.leading, false), (.trailing, true): x = 0
            case (.center, _): x = (frame.width - line.width) / 2
            case (.trailing, false), (.leading, true): x = frame.width - line.width
            }
            let baseline = CGPoint(x: frame.minX + x, y: frame.minY + layout.firstBaseline + CGFloat(i) * layout.lineAdvance)
            var pieces: [RenderText.Piece] = []
            var px = rtl ? baseline.x + line.width : baseline.x
            for p in line.pieces {
                let w = p.width(measurer)
                if rtl { px -= w }
                pieces.append(RenderText.Piece(text: String(p.text), font: p.font, color: p.color ?? defaultColor,
                                               origin: CGPoint(x: px, y: baseline.y), width: w, isRightToLeft: rtl,
                                               isGradientFilled: (p.color == nil && environment.foregroundGradient != nil)
                                                   || (runMiddle != nil && p.color == runMiddle)))
                pieces[pieces.count - 1].backgroundColor = p.background
                pieces[pieces.count - 1].spacing = p.spacing
                pieces[pieces.count - 1].baselineOffset = p.baselineOffset
                pieces[pieces.count - 1].underlineColor = p.underline.map { $0.color ?? pieces[pieces.count - 1].color }
                pieces[pieces.count - 1].strikethroughColor = p.strikethrough.map { $0.color ?? pieces[pieces.count - 1].color }
                if !rtl { px += w }
            }
            var rendered = RenderText.Line(text: line.text, baselineOrigin: baseline, width: line.width, pieces: pieces)
            rendered.isRightToLeft = rtl
            lines.append(rendered)
        }
        return RenderText(lines: lines, ascent: layout.metrics.ascent, descent: layout.metrics.descent)
    }
}

extension HostingView {
    /// What to draw, after bringing the layout up to date. (For a deep tree, call it
    /// inside ``withStackRoom(_:)`` and let the result go there too: a render tree is
    /// freed recursively.)
    public func renderTree() -> RenderNode {
        withStackRoom { makeRenderTree() }
    }

    private func makeRenderTree() -> RenderNode {
        layoutIfNeeded()
        var root = RenderNode(name: "Window", frame: CGRect(origin: .zero, size: size), content: .none)
        if let item = self.root { root.children = [item.renderNode(animator)] }
        // A removed root leaves on top of the window.
        for g in animator.ghosts(inside: 0) { root.children.append(animator.renderNode(of: g)) }
        root.children += presentationRenderNodes()
        // The named colours in the scheme of the views that draw them (the host's, unless
        // a view sets its subtree's).
        let scheme = environment.colorScheme
        if scheme != .light || context.setsColorScheme { root.resolveColors(in: scheme) }
        // Items made for this walk alone (a run's elements) go.
        context.items.sweep()
        return root
    }
}
