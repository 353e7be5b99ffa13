import Foundation

/// A row's content insets in a list (`listRowInsets`; nil: the list's).
struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// Whether the separator below a row is drawn (`listRowSeparator`; nil: it is).
struct ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue: Visibility? = nil
}

extension View {
    /// Sets the insets of this row's content in a list (nil: the list's, 16 at the sides
    /// and 11 above and below). A row with its own insets is as tall as its content and
    /// the insets make it, without the 44-point minimum.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// Shows or hides the separator of this row in a list.
    ///
    /// **Differs from SwiftUI:** a row's separator is the one below it (none follows a
    /// section's last row), so `edges` that leave out `.bottom` change nothing; SwiftUI
    /// also hides the separator above the row when the row before it shares that line.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: edges.contains(.bottom) ? visibility : nil)
    }
}
