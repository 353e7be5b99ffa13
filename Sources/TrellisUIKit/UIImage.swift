import Foundation
import TrellisLayout

/// UIKit's image where there is no UIKit: an image registered in ``ImageAssets`` (by
/// name, or from PNG data), or a symbol, which `Image(uiImage:)` shows as SwiftUI's
/// `Image` of the same asset or symbol.
///
/// **Differs from UIKit:** no image is decoded from a bundle: `UIImage(named:)` finds what
/// was registered in ``ImageAssets``, and a symbol draws nothing, as `Image(systemName:)`
/// does.
open class UIImage: @unchecked Sendable {
    enum Source: Hashable {
        case asset(String)
        case symbol(String)
    }

    let source: Source
    /// The size in points: the asset's pixels over its scale; a symbol's is 0×0 until
    /// drawn (its size comes from the font where it is shown).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    init(source: Source, size: CGSize, scale: CGFloat) {
        self.source = source
        self.size = size
        self.scale = scale
    }

    /// An empty image (UIKit's `UIImage()`): 0 × 0 points, drawing nothing.
    public convenience init() {
        ImageAssets.register(UIImage.emptyName, pixelWidth: 0, pixelHeight: 0)
        self.init(source: .asset(UIImage.emptyName), size: .zero, scale: 1)
    }

    /// The asset name of the empty image.
    static let emptyName = "UIImage-empty"

    /// The image registered in ``ImageAssets`` under `name`; `nil` when none is, as UIKit
    /// returns for a name its asset catalogues lack.
    public convenience init?(named name: String) {
        guard let asset = ImageAssets.asset(named: name) else { return nil }
        self.init(source: .asset(name), size: asset.size, scale: asset.scale)
    }

    /// The symbol `name`. Trellis has no symbol font: every name is accepted and shown as
    /// SwiftUI's `Image(systemName:)` shows it.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name), size: .zero, scale: 1)
    }

    /// An image of PNG data at 1 pixel per point; `nil` for data that is not a PNG with a
    /// valid header (other formats are not decoded, and UIKit returns `nil` for data it
    /// cannot decode). The data is registered in ``ImageAssets`` under a name of its own,
    /// so the picture renderers draw it.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image of PNG data at `scale` pixels per point (a scale that is not a positive
    /// finite number is 1).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (width, height) = pngDimensions(data) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        let name = "UIImage-\(UUID().uuidString)"
        ImageAssets.register(name, pixelWidth: width, pixelHeight: height, scale: s, pngData: data)
        self.init(source: .asset(name), size: CGSize(width: CGFloat(width) / s, height: CGFloat(height) / s), scale: s)
    }

    /// The image's PNG data, when it is an asset registered with its data.
    open func pngData() -> Data? {
        guard case .asset(let name) = source else { return nil }
        return ImageAssets.asset(named: name)?.pngData
    }
}

extension Image {
    /// SwiftUI's image of a UIKit image: the same asset or symbol.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .asset(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        }
    }
}

/// The width and height in the header of PNG data, when it has the PNG signature, an IHDR
/// chunk first and sides from 1 to 2³¹ − 1 (the format's limits).
func pngDimensions(_ data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let width = uint32(16), height = uint32(20)
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
    return (width, height)
}
