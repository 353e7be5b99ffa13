import Foundation
import TrellisLayout
import TrellisText

/// Renders a view to a picture, as SwiftUI's `ImageRenderer` does, in Linux's formats:
/// PNG data, an SVG document, or terminal text.
///
/// The content is laid out with ``proposedSize`` and the picture takes the size the root
/// view answers (so `nil` dimensions give the content's ideal size); the view is then
/// placed in a window of exactly that size. Non-finite answers fall back to the proposal's
/// dimension, or 0.
///
/// **Differs from SwiftUI:** there is no Core Graphics or UIKit on Linux, so the picture
/// is PNG data, SVG or terminal text rather than a `CGImage` or `UIImage`; and where
/// SwiftUI's images are transparent unless `isOpaque`, the page is white by default
/// (``background``; `nil` for transparent), as a screen behind the view is.
public final class ImageRenderer<Content: View> {
    /// The view rendered.
    public var content: Content
    /// The size proposed to the content (unspecified by default: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG (1 by default, like SwiftUI). Non-finite or
    /// non-positive values count as 1.
    public var scale: CGFloat = 1
    /// The environment at the root (Dynamic Type size, layout direction…).
    public var environment = EnvironmentValues()
    /// Measures and shapes the text (real fonts by default).
    public var textMeasurer: FontTextMeasurer = .shared
    /// The page colour (white by default, `nil` for transparent).
    public var background: Color? = .white
    /// Whether a picture beyond the rasterizer's cap (``Canvas/maxDimension`` pixels a side,
    /// ``Canvas/maxPixelCount`` in all) is drawn at the largest scale that fits
    /// (``PNGRenderer/largestScale(for:atMost:)``) instead of refused. Off by default:
    /// ``pngData()`` then throws ``PictureTooLargeError``.
    public var scalesDownToFit = false
    /// Options for ``svgString()`` (its background is ``background``).
    public var svgOptions = SVGRenderer.Options()

    public init(content: Content) {
        self.content = content
    }

    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// A host laid out at the picture's size.
    public func makeHost() -> HostingView<Content> {
        let host = HostingView(rootView: content, size: .zero, displayScale: effectiveScale, environment: environment,
                               textMeasurer: textMeasurer)
        let answer = host.sizeThatFits(proposedSize)
        func side(_ v: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if v.isFinite { return v }
            if let p = proposed, p.isFinite, p >= 0 { return p }
            return 0
        }
        host.size = CGSize(width: side(answer.width, proposedSize.width), height: side(answer.height, proposedSize.height))
        return host
    }

    /// The size of the picture in points.
    public var size: CGSize { makeHost().size }

    /// The render tree and the picture's size.
    public func renderTree() -> (tree: RenderNode, size: CGSize) {
        let host = makeHost()
        return (host.renderTree(), host.size)
    }

    /// The picture as PNG data (`ceil(size × scale)` pixels); `nil` when it has no pixels.
    /// A picture beyond the rasterizer's cap throws ``PictureTooLargeError``, unless
    /// ``scalesDownToFit`` (then it is drawn at the largest scale that fits).
    public func pngData() throws -> Data? {
        let (tree, size) = renderTree()
        var scale = effectiveScale
        if scalesDownToFit { scale = PNGRenderer.largestScale(for: size, atMost: scale) }
        let renderer = PNGRenderer(scale: scale, options: PNGRenderer.Options(background: background), measurer: textMeasurer)
        let px = try renderer.checkedPixelSize(for: size)
        guard px.width > 0, px.height > 0 else { return nil }
        return try renderer.render(tree, size: size)
    }

    /// The picture as an SVG document (see ``SVGRenderer``).
    public func svgString() -> String {
        let (tree, size) = renderTree()
        var options = svgOptions
        options.background = background
        return SVGRenderer(options: options, measurer: textMeasurer).render(tree, size: size)
    }

    /// The picture as terminal text: `columns` fits its width into that many columns;
    /// `nil` uses the default 5 × 10-point cells (see ``TerminalRenderer``).
    public func terminalString(columns: Int? = nil) -> String {
        let (tree, size) = renderTree()
        let renderer = columns.map { TerminalRenderer(columns: $0, width: size.width) } ?? TerminalRenderer()
        return renderer.render(tree, size: size)
    }

    /// The laid-out tree with frames (``HostingView/dump()``).
    public func dump() -> String { makeHost().dump() }
}
