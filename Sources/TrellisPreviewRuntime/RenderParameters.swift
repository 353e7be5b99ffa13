import Foundation
import Trellis

/// The light or dark appearance a preview is drawn in.
public enum PreviewColorScheme: String, Codable, CaseIterable, Sendable {
    case light, dark
}

/// How a preview is shown: the window size, the display scale, the Dynamic Type size, the
/// colour scheme and the layout direction. The HTTP interface's query (`width`, `height`,
/// `scale`, `typeSize`, `scheme`, `direction`) and the WebSocket's `controls` message
/// both become one of these, through ``parse(_:)``, which checks every value.
public struct RenderParameters: Codable, Equatable, Sendable {
    /// The window in points; `nil` takes the preview's own default size.
    public var width: Double?
    public var height: Double?
    /// Pixels per point of PNGs (SVG is in points and ignores it, but frames snap to it).
    public var scale: Double
    /// The Dynamic Type size's name, as ``DynamicTypeSize``'s cases are spelled.
    public var typeSize: String
    public var scheme: PreviewColorScheme
    /// `ltr` or `rtl`.
    public var direction: String

    public init(width: Double? = nil, height: Double? = nil, scale: Double = 2, typeSize: String = "large",
                scheme: PreviewColorScheme = .light, direction: String = "ltr") {
        self.width = width
        self.height = height
        self.scale = scale
        self.typeSize = typeSize
        self.scheme = scheme
        self.direction = direction
    }

    // MARK: Limits

    /// The cap on each side of the window, in points. A larger `width` or `height` is
    /// refused (400) rather than laid out: 4096 points is well above any device (an iPad
    /// Pro is 1366 points tall) and keeps one render's work bounded.
    public static let maximumSide: Double = 4096
    /// The cap on `scale` (pixels per point).
    public static let maximumScale: Double = 4
    /// The cap on a PNG's pixels (width × height × scale²): 16 777 216, a 4096 × 4096 picture.
    public static let maximumPixels: Double = 16_777_216
    /// The query keys the interface knows; any other is refused, so a typo is not ignored.
    public static let knownKeys: Set<String> = ["width", "height", "scale", "typeSize", "scheme", "direction"]

    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases.first { "\($0)" == typeSize } ?? .large
    }

    /// The colour scheme the host's environment starts in.
    public var colorScheme: ColorScheme { scheme == .dark ? .dark : .light }

    /// The layout direction.
    public var layoutDirection: LayoutDirection { direction == "rtl" ? .rightToLeft : .leftToRight }

    /// The window size: the given sides, the default's where one is missing.
    public func size(default defaultSize: CGSize) -> CGSize {
        CGSize(width: width ?? Double(defaultSize.width), height: height ?? Double(defaultSize.height))
    }

    /// Parses a query (`width=390&height=844&scale=2&typeSize=large&scheme=dark&direction=rtl`,
    /// every key optional). Errors name the key, the value and what is expected.
    public static func parse(_ query: [String: String]) throws -> RenderParameters {
        var result = RenderParameters()
        for key in query.keys.sorted() where !knownKeys.contains(key) {
            throw PreviewError.badRequest("unknown parameter '\(key)': expected " + knownKeys.sorted().joined(separator: ", "))
        }
        if let text = query["width"] { result.width = try side(text, key: "width") }
        if let text = query["height"] { result.height = try side(text, key: "height") }
        if let text = query["scale"] {
            guard let v = Double(text), v.isFinite, v > 0 else {
                throw PreviewError.badRequest("bad scale '\(text)': expected a number greater than 0 and at most \(format(maximumScale))")
            }
            guard v <= maximumScale else {
                throw PreviewError.badRequest("scale \(text) is above the cap of \(format(maximumScale))")
            }
            result.scale = v
        }
        if let text = query["typeSize"] {
            if text == "default" {
                result.typeSize = "large"
            } else if let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == text.lowercased() }) {
                result.typeSize = "\(size)"
            } else {
                throw PreviewError.badRequest("bad typeSize '\(text)': expected default or one of "
                    + DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", "))
            }
        }
        if let text = query["scheme"] {
            guard let scheme = PreviewColorScheme(rawValue: text) else {
                throw PreviewError.badRequest("bad scheme '\(text)': expected light or dark")
            }
            result.scheme = scheme
        }
        if let text = query["direction"] {
            guard text == "ltr" || text == "rtl" else {
                throw PreviewError.badRequest("bad direction '\(text)': expected ltr or rtl")
            }
            result.direction = text
        }
        try result.validate()
        return result
    }

    /// Checks values that did not come through ``parse(_:)`` (a WebSocket message's).
    public func validate() throws {
        for (key, value) in [("width", width), ("height", height)] {
            guard let value else { continue }
            guard value.isFinite, value > 0 else { throw PreviewError.badRequest("bad \(key) \(value): expected a number greater than 0") }
            guard value <= Self.maximumSide else {
                throw PreviewError.badRequest("\(key) \(Self.format(value)) is above the cap of \(Self.format(Self.maximumSide)) points")
            }
        }
        guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
            throw PreviewError.badRequest("bad scale \(scale): expected a number greater than 0 and at most \(Self.format(Self.maximumScale))")
        }
        guard DynamicTypeSize.allCases.contains(where: { "\($0)" == typeSize }) else {
            throw PreviewError.badRequest("bad typeSize '\(typeSize)'")
        }
        guard direction == "ltr" || direction == "rtl" else { throw PreviewError.badRequest("bad direction '\(direction)': expected ltr or rtl") }
    }

    /// Checks the pixels of a PNG of a window of `size` points.
    public func checkPixels(_ size: CGSize) throws {
        let pixels = Double(size.width) * Double(size.height) * scale * scale
        guard pixels <= Self.maximumPixels else {
            throw PreviewError.badRequest("picture of \(Self.format(Double(size.width)))x\(Self.format(Double(size.height))) points at scale \(Self.format(scale)) is above the cap of \(Self.format(Self.maximumPixels)) pixels")
        }
    }

    private static func side(_ text: String, key: String) throws -> Double {
        guard let v = Double(text), v.isFinite, v > 0 else {
            throw PreviewError.badRequest("bad \(key) '\(text)': expected a number of points greater than 0")
        }
        guard v <= maximumSide else {
            throw PreviewError.badRequest("\(key) \(text) is above the cap of \(format(maximumSide)) points")
        }
        return v
    }

    public static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// A failure of a preview request, with the HTTP status it maps to.
public enum PreviewError: Error, Equatable, Codable, CustomStringConvertible, Sendable {
    /// Malformed or out-of-range input: 400.
    case badRequest(String)
    /// No preview of that name: 404.
    case notFound(String)
    /// The previews cannot be served now (the runner failed): 503.
    case unavailable(String)

    public var status: Int {
        switch self {
        case .badRequest: return 400
        case .notFound: return 404
        case .unavailable: return 503
        }
    }

    public var message: String {
        switch self {
        case .badRequest(let m), .notFound(let m), .unavailable(let m): return m
        }
    }

    public var description: String { message }
}
