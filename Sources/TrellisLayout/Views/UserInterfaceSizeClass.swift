import Foundation

/// A set of values that indicate the visual size available to the view: compact or
/// regular, for each of the interface's axes.
///
/// Read it with `@Environment(\.horizontalSizeClass)` or `@Environment(\.verticalSizeClass)`;
/// set it for a subtree with `.environment(\.horizontalSizeClass, .regular)`, or for the
/// whole host through ``HostingView/environment``. Views that adapt to it (a ``Table``)
/// lay out by it.
///
/// **Differs from SwiftUI:** the classes do not follow the host's size. A Trellis host is
/// an iPhone in portrait: horizontally compact and vertically regular unless the host's
/// environment or an ancestor says otherwise.
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
    /// The class of a constrained dimension (an iPhone's width in portrait).
    case compact
    /// The class of an expansive dimension (an iPad's width, an iPhone's height in portrait).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `.compact` (an iPhone in portrait)
    /// unless the host or an ancestor sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: `.regular` (an iPhone in portrait)
    /// unless the host or an ancestor sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
