import Foundation

/// A namespace for the traits of `#Preview`, as in SwiftUI's DeveloperToolsSupport: the
/// macro's `traits:` are `PreviewTrait<Preview.ViewTraits>` values.
public struct Preview {
    /// The kind of preview the traits apply to: a view's.
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: its layout or its interface orientation.
public struct PreviewTrait<T>: Sendable {
    enum Value: Equatable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let value: Value

    init(_ value: Value) { self.value = value }
}

extension PreviewTrait: Equatable {
    public static func == (a: PreviewTrait, b: PreviewTrait) -> Bool { a.value == b.value }
}

extension PreviewTrait: CustomStringConvertible {
    public var description: String {
        switch value {
        case .layout(let layout): return layout.description
        case .orientation(let orientation): return orientation.description
        }
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview is as large as the device (390×844 points by default in Trellis).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The preview is as large as the view needs when offered the device's size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is `width`×`height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device held upright (the default).
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down: the same size as portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device turned with its top to the left: width and height exchanged.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device turned with its top to the right: width and height exchanged.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}

/// The size of the container a preview is shown in.
public enum PreviewLayout: Equatable, Sendable, CustomStringConvertible {
    /// The device's size (the default).
    case device
    /// The size the view answers when the device's size is proposed to it (Apple: "fit the
    /// container to the size of the preview when offered the size of the device").
    case sizeThatFits
    /// A container of `width`×`height` points.
    case fixed(width: CGFloat, height: CGFloat)

    public var description: String {
        switch self {
        case .device: return "device"
        case .sizeThatFits: return "sizeThatFits"
        case .fixed(let w, let h): return "fixed(\(PreviewLayout.number(w))x\(PreviewLayout.number(h)))"
        }
    }

    static func number(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

/// The orientation of the device a preview runs on.
public enum InterfaceOrientation: String, CaseIterable, Equatable, Sendable, CustomStringConvertible {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether width and height of the device are exchanged.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var description: String { rawValue }
}

/// A device named for a preview, e.g. `PreviewDevice(rawValue: "iPhone 15 Pro")` or the
/// string literal.
///
/// **Differs from SwiftUI:** Trellis records the name and runs the preview on its one
/// device: the preview's size stays the host's device size, as Trellis has no table of
/// Apple's devices.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The platform a `PreviewProvider` targets.
///
/// **Differs from SwiftUI:** Trellis records it and renders every platform the same way,
/// as the iPhone a host is.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
