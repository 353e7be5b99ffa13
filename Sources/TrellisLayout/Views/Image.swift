import Foundation

/// A view that displays an image. Without `.resizable()` it keeps its natural size; with
/// it, each proposed dimension is used (a `nil` dimension gives the natural size).
///
/// Images are known by name through ``ImageAssets`` (their pixel size, scale and,
/// optionally, PNG data for rendering). An unknown name lays out as 0×0 with a diagnostic.
///
/// **Differs from SwiftUI:** there is no asset catalog or bundle to load from on Linux, so
/// `Image("name")` finds only what was registered in ``ImageAssets`` (a test registers the
/// sizes it lays out with). There is no SF Symbols font either: `Image(systemName:)` is a
/// square of the font's point size (scaled by `imageScale`) and draws nothing.
public struct Image: View, LeafView {
    enum Source: Hashable {
        case named(String)
        case system(String)
    }
    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    /// How the image's pixels are drawn; nil: as the image says (its original colours).
    var templateRenderingMode: TemplateRenderingMode?

    public init(_ name: String) { source = .named(name) }
    public init(_ name: String, bundle: Bundle?) { source = .named(name) }
    public init(systemName: String) { source = .system(systemName) }
    public typealias Body = Never

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// How an image's pixels are drawn: in their own colours, or as a template whose
    /// coverage (alpha) is filled with the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// Draws the image as a template (its alpha filled with the foreground colour) or in
    /// its original colours; nil restores the default, the original colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateRenderingMode = renderingMode
        return copy
    }

    /// Sets the mode by which Trellis resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        return copy
    }

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ImageItem(context: fx.context, image: self, environment: environment)
    }
}

/// A registry of named images with their sizes (and optional PNG data for rendering).
public enum ImageAssets {
    public struct Asset: Sendable {
        public let pixelWidth: Int
        public let pixelHeight: Int
        public let scale: CGFloat
        public let pngData: Data?
        /// The natural size in points.
        public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var assets: [String: Asset] = [:]

    /// Registers an image by name with its pixel size and scale (points = pixels / scale).
    public static func register(_ name: String, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pngData: Data? = nil) {
        let asset = Asset(pixelWidth: max(0, pixelWidth), pixelHeight: max(0, pixelHeight), scale: scale > 0 && scale.isFinite ? scale : 1, pngData: pngData)
        lock.lock(); defer { lock.unlock() }
        assets[name] = asset
    }

    public static func asset(named name: String) -> Asset? {
        lock.lock(); defer { lock.unlock() }
        return assets[name]
    }
}

final class ImageItem: LayoutItem {
    let image: Image
    let environment: EnvironmentValues

    init(context: LayoutContext, image: Image, environment: EnvironmentValues) {
        self.image = image
        self.environment = environment
        environment.readRecorder?.note(.keepsEnvironment)
        super.init(context: context)
    }

    /// The natural size: the asset's size in points; an SF Symbol is a square of the font's
    /// point size (a documented approximation: Trellis has no symbol font).
    var naturalSize: CGSize {
        switch image.source {
        case .named(let name):
            if let asset = ImageAssets.asset(named: name) { return asset.size }
            context.report(.unknownImage, "no image named \"\(name)\" is registered in ImageAssets; laid out as 0×0", view: debugName)
            return .zero
        case .system:
            let size = environment.font.resolve(environment).size * environment.imageScale.factor
            return CGSize(width: size, height: size)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard image.isResizable else { return natural }
        let minW = image.capInsets.leading + image.capInsets.trailing
        let minH = image.capInsets.top + image.capInsets.bottom
        return CGSize(width: max(proposal.width ?? natural.width, minW), height: max(proposal.height ?? natural.height, minH))
    }

    override var debugName: String {
        switch image.source {
        case .named(let n): return "Image \"\(n)\""
        case .system(let n): return "Image(systemName: \"\(n)\")"
        }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Image {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
