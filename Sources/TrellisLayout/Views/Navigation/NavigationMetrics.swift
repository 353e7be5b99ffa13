import Foundation

/// The navigation bar's metrics.
///
/// - HIG / UIKit: the standard navigation bar is 44 pt tall; a large-title bar adds a
///   52-pt title area (`UINavigationBar` with `prefersLargeTitles` is 96 pt).
/// - HIG typography: the large title is Large Title (34 pt at the default size) bold; the
///   inline title is Headline (17 pt) semibold. Both follow Dynamic Type.
/// - choice: bar items and the large title sit 16 pt from the bar's edges (the layout
///   margin of 390-pt iPhones); consecutive items are 8 pt apart; the large title's
///   lines end 8 pt above the end of the title area; content is centred in the space
///   below the bar (as a window centres its root).
enum NavigationMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleAreaHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    static let largeTitleBottomGap: CGFloat = 8
}

/// How a navigation title is shown.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large for the stack's views (iOS's default for a root with a title).
        case automatic
        /// 17-pt semibold, centred in the 44-pt bar.
        case inline
        /// 34-pt bold under the 44-pt bar.
        case large
    }
}

/// Where a toolbar item goes in the navigation bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom }
    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// Bottom-bar, keyboard and status items are not shown (Trellis draws no bottom bar).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .bottom)
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
}
