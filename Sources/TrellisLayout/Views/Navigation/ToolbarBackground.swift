import Foundation

/// A bar that `toolbarBackground` and `toolbarColorScheme` apply to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The bar the view is in: the navigation bar in a navigation stack.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The bottom toolbar (Trellis draws none: setting it changes nothing).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The navigation stack's bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab view's bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// What `toolbarBackground` and `toolbarColorScheme` say about a bar; nil: not said.
struct BarAppearance: Equatable {
    var style: AnyShapeStyle?
    var visibility: Visibility?
    /// Set (to a scheme or to nil, the environment's) by `toolbarColorScheme`.
    var colorScheme: ColorScheme??

    /// Takes what `inner` says where this says nothing (the innermost view wins).
    mutating func fill(from inner: BarAppearance) {
        if style == nil { style = inner.style }
        if visibility == nil { visibility = inner.visibility }
        if colorScheme == nil { colorScheme = inner.colorScheme }
    }

    static func == (a: BarAppearance, b: BarAppearance) -> Bool {
        a.visibility == b.visibility && a.colorScheme == b.colorScheme && (a.style == nil) == (b.style == nil)
    }
}

/// `toolbarBackground` / `toolbarColorScheme`: recorded for the enclosing navigation
/// level's bar while its items are made (as `navigationTitle` is), and read off a tab's
/// modifiers by its tab view; the layout is unchanged.
struct ToolbarAppearanceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let bars: [ToolbarPlacement]
    let appearance: BarAppearance

    var appliesToNavigationBar: Bool { bars.contains(.navigationBar) || bars.contains(.automatic) }
    var appliesToTabBar: Bool { bars.contains(.tabBar) }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        if appliesToNavigationBar, let store = environment.navigationBarStore {
            store.barAppearance.fill(from: appearance)
        }
        return child
    }
}

extension View {
    /// Sets the background of the given bars: the style they are filled with when their
    /// background is visible.
    ///
    /// A navigation bar's background is drawn only when it is made visible with
    /// ``toolbarBackground(_:for:)-(Visibility,_)``: Trellis does not scroll content under
    /// the bar, so the bar stays at its scroll-edge look (no background), as on iOS
    /// before the content scrolls. A tab bar's background (the bar material by default)
    /// is drawn unless hidden.
    ///
    /// **Differs from SwiftUI:** for the tab bar, the modifier is read off the tab's own
    /// view and the modifiers applied to it in the `TabView` (the chain `tabItem` is in),
    /// not from views inside the tab's body.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarAppearanceModifier(bars: bars, appearance: BarAppearance(style: AnyShapeStyle(style))))
    }

    /// Shows or hides the background of the given bars: `.visible` draws a navigation
    /// bar's background (its `toolbarBackground` style, else the bar material), `.hidden`
    /// draws none; `.automatic` leaves the bar's default.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarAppearanceModifier(bars: bars, appearance: BarAppearance(visibility: visibility)))
    }

    /// Sets the colour scheme the given bars' background and items are drawn in, when their
    /// background is shown (nil: the environment's).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarAppearanceModifier(bars: bars, appearance: BarAppearance(colorScheme: .some(colorScheme))))
    }
}

extension NavigationBarStore {
    /// The bar's background item, when the bar's background is visible
    /// (`toolbarBackground(.visible, for: .navigationBar)`): its style, else the bar material.
    func backgroundItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem? {
        guard barAppearance.visibility == .visible else { return nil }
        let style = barAppearance.style ?? AnyShapeStyle(.bar)
        return Rectangle().fill(style).makeItem(environment: environment, fx)
    }

    /// The colour scheme the bar is drawn in, when its background is shown and a
    /// `toolbarColorScheme` sets one.
    var shownColorScheme: ColorScheme? {
        guard barAppearance.visibility == .visible, let scheme = barAppearance.colorScheme else { return nil }
        return scheme
    }
}

/// What a tab's modifiers say about the tab bar (see ``ToolbarAppearanceModifier``).
func tabBarAppearance(of view: any View) -> BarAppearance {
    var appearance = BarAppearance()
    forEachTabModifier(of: view) { modifier in
        // Outermost first: an inner modifier overrides.
        if let m = modifier as? ToolbarAppearanceModifier, m.appliesToTabBar {
            var inner = m.appearance
            inner.fill(from: appearance)
            appearance = inner
        }
    }
    return appearance
}
