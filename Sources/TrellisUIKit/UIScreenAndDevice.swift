import Foundation
@_spi(RunLoop) import TrellisLayout

/// UIKit's screen, for SwiftUI code that reads it.
///
/// **Differs from UIKit:** a headless host has no screen, so this is the window of the
/// `HostingView` acting on this thread (the one evaluating the views, running their
/// actions), whose size and display scale SwiftUI code reads as the screen's. Read while
/// no host acts, it is an iPhone's: 390×844 points at 3× (a host's default window).
open class UIScreen: @unchecked Sendable {
    /// The screen the views are on.
    open class var main: UIScreen { UIScreen() }

    init() {}

    private var window: (size: CGSize, scale: CGFloat) {
        HostRunLoop.current?.window ?? (CGSize(width: 390, height: 844), 3)
    }

    /// The screen's rectangle in points, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: window.size) }
    /// Pixels per point.
    open var scale: CGFloat { window.scale }
    /// The same as ``scale``: the host draws at its display scale.
    open var nativeScale: CGFloat { window.scale }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        let w = window
        return CGRect(x: 0, y: 0, width: w.size.width * w.scale, height: w.size.height * w.scale)
    }

    /// Key-value coding of the screen's properties: `bounds`, `nativeBounds`, `scale`,
    /// `nativeScale`, and `_displayCornerRadius` (the private key code reads the display's
    /// corner radius by), 0: a host's window has square corners. Any other key is nil.
    ///
    /// **Differs from UIKit:** UIKit raises an exception for a key it does not know.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "nativeBounds": return nativeBounds
        case "scale": return scale
        case "nativeScale": return nativeScale
        case "_displayCornerRadius": return CGFloat(0)
        default: return nil
        }
    }
}

/// AppKit's screen, for SwiftUI code whose `#if os(iOS)` … `#else` takes the macOS branch
/// on Linux: the same screen as ``UIScreen`` (the acting host's window).
///
/// **Differs from AppKit:** there is one screen, with no menu bar or Dock: `visibleFrame`
/// is `frame`.
open class NSScreen: @unchecked Sendable {
    init() {}

    /// The screen of the acting host's window (never nil).
    open class var main: NSScreen? { NSScreen() }
    /// The one screen.
    open class var screens: [NSScreen] { [NSScreen()] }

    /// The screen's rectangle in points.
    open var frame: CGRect { UIScreen.main.bounds }
    /// The part of the screen windows may use: all of it.
    open var visibleFrame: CGRect { frame }
    /// Pixels per point.
    open var backingScaleFactor: CGFloat { UIScreen.main.scale }
}

/// Which kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's device, for SwiftUI code that reads it.
///
/// **Differs from UIKit:** always an iPhone running iOS 17 (the device a host is), held as
/// the acting host's window is shaped (landscape when it is wider than tall, portrait
/// otherwise).
open class UIDevice: @unchecked Sendable {
    open class var current: UIDevice { UIDevice() }

    init() {}

    /// Always `.phone`: Trellis hosts the views as an iPhone's window by default.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    /// Landscape (left) when the acting host's window is wider than tall, else portrait.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
}

/// UIKit's insets (top, left, bottom, right; left and right, not leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

/// UIKit's application, for SwiftUI code that opens URLs through it.
///
/// **Differs from UIKit:** a headless host has no other app to open a URL in, so
/// `open(_:)` records the URL on the `HostingView` acting on this thread
/// (``HostingView/openedURLs``), where a test can read it.
open class UIApplication: @unchecked Sendable {
    open class var shared: UIApplication { UIApplication() }

    init() {}

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Options for `open(_:options:completionHandler:)` (the host records the URL whatever
    /// they say).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Records `url` on the host acting on this thread; `completion` then runs at the host's
    /// next turn with `true`. With no host acting, nothing records it: `completion` runs at
    /// once with `false` (no app took the URL).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        guard let loop = HostRunLoop.current else {
            completion?(false)
            return
        }
        loop.recordOpenedURL(url)
        if let completion {
            loop.schedule(after: 0) {
                completion(true)
                return false
            }
        }
    }

    /// Whether a URL can be opened: any URL with a scheme (the host records every URL).
    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// The app's windows: the one window of the acting host.
    open var windows: [UIWindow] { [UIWindow()] }
}
