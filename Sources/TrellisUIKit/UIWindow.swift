import Foundation
@_spi(RunLoop) import TrellisLayout

/// UIKit's window, for SwiftUI code that reads its bounds and safe-area insets.
///
/// **Differs from UIKit:** not a view: it is the window of the `HostingView` acting on
/// this thread (`UIApplication.shared.windows`), the one window a host has. Read while no
/// host acts, it is an iPhone's 390×844-point window with no insets.
open class UIWindow: @unchecked Sendable {
    init() {}

    /// The window's rectangle in its own coordinates: the host's window size at the origin.
    open var bounds: CGRect { UIScreen.main.bounds }
    /// The window's rectangle on the screen: the whole screen.
    open var frame: CGRect { bounds }
    /// The screen the window is on.
    open var screen: UIScreen { .main }
    /// Always true: the host's window is the one taking events.
    open var isKeyWindow: Bool { true }

    /// The insets the host gives its root (left and right as laid out: leading and trailing
    /// swap in right-to-left layout is the views' concern, not the window's).
    open var safeAreaInsets: UIEdgeInsets {
        let insets = HostRunLoop.current?.windowSafeAreaInsets ?? EdgeInsets()
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}
