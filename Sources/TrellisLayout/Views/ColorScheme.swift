import Foundation

/// The possible color schemes, corresponding to the light and dark appearances.
///
/// Read it with `@Environment(\.colorScheme)`; set it for a subtree with
/// `.environment(\.colorScheme, .dark)`, or for the whole host with
/// ``View/preferredColorScheme(_:)`` or ``HostingView/environment``. The named system
/// colours (`primary`, `secondary`, the palette, backgrounds and fills of controls and
/// lists) are drawn in the scheme of the view that draws them.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
/// The scheme a view asked the whole host for (``View/preferredColorScheme(_:)``), set on
/// the host's environment only; `nil`: no view asks.
private struct PreferredColorSchemeOverrideKey: EnvironmentKey { static let defaultValue: ColorScheme? = nil }

extension EnvironmentValues {
    /// The color scheme of this environment: light unless the host or an ancestor sets it,
    /// or a view asks the host for another with ``View/preferredColorScheme(_:)`` (which
    /// overrides the scheme the host was given, as SwiftUI's preference overrides the
    /// user's Dark Mode setting).
    ///
    /// Setting it sets the scheme of this environment and the views inside it, whatever a
    /// preferred scheme says.
    public var colorScheme: ColorScheme {
        get { self[PreferredColorSchemeOverrideKey.self] ?? self[ColorSchemeKey.self] }
        set {
            self[ColorSchemeKey.self] = newValue
            if self[PreferredColorSchemeOverrideKey.self] != nil { self[PreferredColorSchemeOverrideKey.self] = nil }
        }
    }

    /// The scheme a view prefers for the whole host, applied over the host's own
    /// (see ``HostingView/applyPreferredColorScheme()``).
    var preferredColorSchemeOverride: ColorScheme? {
        get { self[PreferredColorSchemeOverrideKey.self] }
        set { self[PreferredColorSchemeOverrideKey.self] = newValue }
    }
}

/// A key for specifying the preferred color scheme: ``View/preferredColorScheme(_:)``
/// sets it, and the host applies the value that reaches the root.
///
/// Of several views that ask, the first in view order wins (an enclosing view before the
/// views inside it, earlier siblings before later ones); `nil` means no preference.
///
/// **Differs from SwiftUI:** the value is read at the root of the host, the one
/// presentation a Trellis host is, not at the nearest sheet, popover or window.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// Writes the preferred scheme as a preference and tells the host's context that some
/// view may prefer a scheme (so the host looks for the preference after layout).
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let scheme: ColorScheme?

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        fx.context.mayPreferColorScheme = true
        return PreferredColorSchemeItem(child: child, scheme: scheme)
    }

    static var readsEnvironment: Bool { false }
}

final class PreferredColorSchemeItem: ModifierItem, PreferenceWriting {
    let scheme: ColorScheme?
    init(child: LayoutItem, scheme: ColorScheme?) {
        self.scheme = scheme
        super.init(soleChild: child)
    }
    override var passesSizes: Bool { true }
    override var debugName: String { "preferredColorScheme(\(scheme.map { ".\($0)" } ?? "nil"))" }

    /// This view's value comes before those of the views inside it.
    func writtenPreference(_ key: PreferenceKeyBox, childValue: () -> Any?) -> Any?? {
        guard key.id == ObjectIdentifier(PreferredColorSchemeKey.self) else { return nil }
        var value: ColorScheme? = scheme
        if let inner = childValue() as? ColorScheme? { PreferredColorSchemeKey.reduce(value: &value) { inner } }
        return .some(value)
    }
}

/// Marks a subtree whose environment sets the colour scheme, so that the render tree
/// resolves its colours in that scheme (see ``RenderNode/resolvingColors(in:)``).
final class ColorSchemeItem: ModifierItem {
    let scheme: ColorScheme
    init(child: LayoutItem, scheme: ColorScheme) {
        self.scheme = scheme
        super.init(soleChild: child)
        context.setsColorScheme = true
    }
    override var passesSizes: Bool { true }
    override var debugName: String { "colorScheme(.\(scheme))" }
}

extension View {
    /// Sets the preferred color scheme for this presentation.
    ///
    /// **Differs from SwiftUI:** in SwiftUI the preference travels up to the nearest
    /// enclosing presentation (a sheet, a popover, the window). A Trellis host draws its
    /// sheets itself, in one tree, and is its only presentation: the scheme a view prefers
    /// becomes the environment's `colorScheme` at the root of the whole host, its
    /// presentations included, and stays so while such a view is shown. Views that set
    /// `\.colorScheme` in the environment keep their own scheme. `nil` expresses no
    /// preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }

    /// Sets this view's color scheme (the same as `.environment(\.colorScheme, colorScheme)`).
    @available(*, deprecated, message: "Use EnvironmentValues.colorScheme or preferredColorScheme(_:) instead.")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
