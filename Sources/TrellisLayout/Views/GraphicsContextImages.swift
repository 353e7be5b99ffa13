import Foundation

extension GraphicsContext {
    /// An image with its size known, ready to draw (SwiftUI's
    /// `GraphicsContext.ResolvedImage`).
    ///
    /// Images are found as ``Image`` finds them, in ``ImageAssets``; an unknown name has
    /// size zero (with an `unknownImage` diagnostic) and draws nothing. An
    /// `Image(systemName:)` has the square size its view has and, as its view, draws
    /// nothing (Trellis has no symbol font).
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points.
        public var size: CGSize
        /// The distance from the top to the baseline (the bottom: images sit on it).
        public let baseline: CGFloat
        /// What the image's coverage is filled with, or `nil` to draw its own colours
        /// (the foreground style for a template image).
        public var shading: Shading?
    }

    /// The image with its size.
    public func resolve(_ image: Image) -> ResolvedImage {
        var size = CGSize.zero
        switch image.source {
        case let .named(name):
            if let asset = ImageAssets.asset(named: name) {
                size = asset.size
            } else {
                recorder.context.report(.unknownImage, "no image named \"\(name)\" is registered in ImageAssets; drawn as nothing",
                                        view: "Canvas")
            }
        case .system:
            let side = environment.font.resolve(environment).size * environment.imageScale.factor
            size = CGSize(width: side, height: side)
        }
        return ResolvedImage(image: image, size: size, baseline: size.height,
                             shading: image.templateRenderingMode == .template ? .foreground : nil)
    }

    /// Draws the image stretched into `rect` (user space). `style` is accepted (images
    /// are drawn anti-aliased).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard Self.isFinite(rect) else {
            recorder.report("draw(image, in: \(rect)): the rectangle is not finite; nothing drawn")
            return
        }
        drawImage(image, in: rect.standardized)
    }

    /// Draws the image at its size with the point `anchor` of its bounds at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        guard point.x.isFinite, point.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            recorder.report("draw(image, at: \(point), anchor: \(anchor)): not finite; nothing drawn")
            return
        }
        let s = image.size
        drawImage(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Resolves and draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Resolves and draws `image` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    private func drawImage(_ image: ResolvedImage, in rect: CGRect) {
        guard case let .named(name) = image.image.source, rect.width > 0, rect.height > 0 else { return }
        var tint: Color?
        if let shading = image.shading {
            let paint = CanvasPaint(shading, environment: environment, bounds: rect)
            if case .none = paint { return }
            tint = paint.color
        }
        let window = recorder.windowTransform(transform)
        var node: RenderNode
        // A positive scale along the axes and a translation keep an image an upright
        // rectangle: it is drawn into the mapped one. Any other map is the node's transform.
        if window.b == 0, window.c == 0, window.a > 0, window.d > 0 {
            node = RenderNode(name: "Canvas image", frame: rect.applying(window), content: .image(name: name))
        } else {
            node = RenderNode(name: "Canvas image", frame: rect, content: .image(name: name))
            node.transform = window
        }
        node.imageTint = tint
        emit(node)
    }
}
