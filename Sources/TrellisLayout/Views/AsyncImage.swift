import Foundation

/// The stages of an ``AsyncImage``'s load.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (yet): no URL, or one the host does not load.
    case empty
    /// Loaded: the image.
    case success(Image)
    /// The load failed: why.
    case failure(any Error)

    /// The loaded image, if there is one.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if it failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that shows an image loaded from a URL, with a placeholder until it is there.
///
/// Differs from SwiftUI: a headless host makes no network requests. A `file:` URL is read
/// when the body is evaluated: PNG data becomes ``AsyncImagePhase/success(_:)`` (an
/// image registered in ``ImageAssets`` under `AsyncImage:` followed by the URL, at `scale`
/// pixels per point), anything else — a missing file, data that is not a PNG — a
/// ``AsyncImagePhase/failure(_:)``. Any other URL (`https:`…), and `nil`, stay in
/// ``AsyncImagePhase/empty``: the view shows what SwiftUI shows while the network is slow.
/// The transaction is not used (there is no change of phase to animate on the host).
///
/// The default placeholder (and what `init(url:scale:)` shows for a failure too) is a
/// rectangle filled with the tertiary system fill, taking the space offered; a loaded image
/// is shown at its natural size, as `Image` is.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content
    /// Whether the default placeholder stands for every phase but success.
    var showsDefaultPlaceholder = false

    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        // Called for a success only (the placeholder stands for the other phases).
        self.content = { phase in phase.image ?? Image(systemName: "photo") }
        showsDefaultPlaceholder = true
    }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    @ViewBuilder public var body: some View {
        let phase = AsyncImageLoader.phase(for: url, scale: scale)
        if showsDefaultPlaceholder && phase.image == nil {
            Rectangle().fill(AsyncImageMetrics.placeholder)
        } else {
            content(phase)
        }
    }
}

/// The default placeholder's fill.
enum AsyncImageMetrics {
    static let placeholder = Color.system(.tertiarySystemFill, 118, 118, 128, 0.12)
}

/// Why a `file:` URL gave no image.
public struct AsyncImageLoadError: Error, CustomStringConvertible, Sendable {
    public let url: URL
    public let description: String
}

/// What the host loads for an ``AsyncImage``.
enum AsyncImageLoader {
    static func phase(for url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard let data = try? Data(contentsOf: url) else {
            return .failure(AsyncImageLoadError(url: url, description: "no file at \(url.path)"))
        }
        guard let (width, height) = pngSize(data) else {
            return .failure(AsyncImageLoadError(url: url, description: "\(url.lastPathComponent) is not a PNG image"))
        }
        let name = "AsyncImage:\(url.absoluteString)@\(s)"
        ImageAssets.register(name, pixelWidth: width, pixelHeight: height, scale: s, pngData: data)
        return .success(Image(name))
    }

    /// The sides in a PNG header: the signature, then an IHDR chunk with sides from 1 to
    /// 2³¹ − 1.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let w = uint32(16), h = uint32(20)
        guard (1...Int(Int32.max)).contains(w), (1...Int(Int32.max)).contains(h) else { return nil }
        return (w, h)
    }
}
