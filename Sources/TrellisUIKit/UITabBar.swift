import Foundation
@_spi(RunLoop) import TrellisLayout

/// UIKit's tab bar where there is no UIKit, for what SwiftUI code does with it beside a
/// `TabView`: `UITabBar.appearance().isHidden = true`, to hide the tab view's bar and draw
/// one of its own.
///
/// Differs from UIKit: not a view (there is no view hierarchy to put one in) and final;
/// instances come only from ``appearance()``, and `isHidden` is their one property. Set while a host
/// acts (in a view's `init` or body, or an action), it applies to that host's tab views;
/// set while none acts, to every host that has set none of its own.
public final class UITabBar: @unchecked Sendable {
    init() {}

    /// The proxy whose settings apply to every tab bar.
    public static func appearance() -> UITabBar { UITabBar() }

    /// Whether tab views hide their bar (their selected tab then takes the whole view).
    public var isHidden: Bool {
        get { HostRunLoop.currentAppearance.tabBarIsHidden }
        set { HostRunLoop.changeAppearance { $0.tabBarIsHidden = newValue } }
    }
}

/// UIKit's text view where there is no UIKit, for what SwiftUI code does with it beside a
/// `TextEditor` (which is a `UITextView` on iOS): `UITextView.appearance().backgroundColor
/// = .clear`, to let the view behind show through the editor.
///
/// Differs from UIKit: not a view, and final; instances come only from ``appearance()``,
/// and `backgroundColor` is their one property, applying to text editors as `isHidden` of
/// ``UITabBar`` applies to tab views.
public final class UITextView: @unchecked Sendable {
    init() {}

    /// The proxy whose settings apply to every text view.
    public static func appearance() -> UITextView { UITextView() }

    /// The text editors' background (`nil` or a clear colour: none); the system background
    /// until set.
    public var backgroundColor: UIColor? {
        get {
            switch HostRunLoop.currentAppearance.textViewBackground {
            case .none: return .systemBackground
            case .some(let color): return color.map(UIColor.init)
            }
        }
        set { HostRunLoop.changeAppearance { $0.textViewBackground = .some(newValue.map { Color(uiColor: $0) }) } }
    }
}
