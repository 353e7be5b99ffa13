import Foundation
import TrellisLayout
import TrellisText

extension HostingView {
    /// The measurer whose shaping draws this host's text: the host's own when it is a
    /// ``FontTextMeasurer``, the shared real-font measurer otherwise.
    public var renderingMeasurer: FontTextMeasurer {
        textMeasurer as? FontTextMeasurer ?? FontTextMeasurer.shared
    }

    /// The window as PNG data at `scale` pixels per point (the host's display scale when
    /// `nil`); ``PictureTooLargeError`` beyond the rasterizer's cap (see ``PNGRenderer``).
    public func pngData(scale: CGFloat? = nil, options: PNGRenderer.Options = PNGRenderer.Options()) throws -> Data {
        let result: Result<Data, Error> = withStackRoom {
            Result { try PNGRenderer(scale: scale ?? displayScale, options: options, measurer: renderingMeasurer).render(renderTree(), size: size) }
        }
        return try result.get()
    }

    /// The window as an SVG document.
    public func svgString(options: SVGRenderer.Options = SVGRenderer.Options()) -> String {
        withStackRoom { SVGRenderer(options: options, measurer: renderingMeasurer).render(renderTree(), size: size) }
    }

    /// The window as terminal text (see ``TerminalRenderer``); `columns` fits the width into
    /// that many columns, `nil` uses the default 5 × 10-point cells.
    public func terminalString(columns: Int? = nil) -> String {
        let renderer = columns.map { TerminalRenderer(columns: $0, width: size.width) } ?? TerminalRenderer()
        return withStackRoom { renderer.render(renderTree(), size: size) }
    }
}
