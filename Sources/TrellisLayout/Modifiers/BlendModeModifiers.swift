import Foundation

/// Modes for compositing a view with overlapping content: how its pixels combine with the
/// pixels drawn before it (SwiftUI's `BlendMode`).
///
/// **Differs from SwiftUI:** in SVG and terminal pictures only, where the format cannot
/// express every mode. The PNG renderer draws every mode exactly as defined (the W3C blend
/// modes, the Porter–Duff operators, the additive modes: see `RasterBlendMode`). SVG uses CSS
/// `mix-blend-mode`, which has the blend modes and `plus-lighter`; there `plusDarker` is
/// drawn as `color-burn` (the nearest darkening mode CSS has), and `sourceAtop`,
/// `destinationOver` and `destinationOut`, which CSS cannot express as a blend of one
/// element, are drawn as `normal`. The terminal renderer ignores blend modes.
public enum BlendMode: Sendable, Equatable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// `blendMode(_:)`: the view's drawing, as a whole, composited with what is under it in
/// the mode. Layout is unchanged; `.normal` makes no item.
struct BlendModeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mode: BlendMode

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        mode == .normal ? child : BlendModeItem(child: child, mode: mode)
    }

    static var readsEnvironment: Bool { false }
}

final class BlendModeItem: ModifierItem {
    let mode: BlendMode
    init(child: LayoutItem, mode: BlendMode) {
        self.mode = mode
        super.init(soleChild: child)
    }
    override var passesSizes: Bool { true }
    override var debugName: String { "blendMode(.\(mode))" }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// The view and everything inside it are drawn together, then combined with what was
    /// drawn before them (the views behind it, the page's background) in `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeModifier(mode: blendMode))
    }
}

/// `compositingGroup()`: the view's subtree drawn as one group before effects outside it
/// apply. Layout is unchanged.
struct CompositingGroupModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        CompositingGroupItem(grouping: child)
    }

    static var readsEnvironment: Bool { false }
}

final class CompositingGroupItem: ModifierItem {
    init(grouping child: LayoutItem) {
        super.init(soleChild: child)
    }
    override var passesSizes: Bool { true }
    override var debugName: String { "compositingGroup" }
}

extension View {
    /// Wraps this view in a compositing group: the view and everything in it are drawn
    /// together first, so the blend modes inside it combine with the group's own content
    /// only (not with what is behind the group), and an opacity or blend mode applied
    /// outside acts on the group as a whole. (The PNG renderer draws the group into a layer
    /// of its own; SVG isolates it with `isolation: isolate`.)
    public func compositingGroup() -> some View {
        modifier(CompositingGroupModifier())
    }
}
