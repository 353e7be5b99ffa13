import Foundation

/// `allowsHitTesting(_:)`: whether the view and everything inside it take part in hit
/// testing. Layout and drawing are unchanged.
///
/// As in SwiftUI, `false` takes the whole subtree out: its buttons and gestures receive
/// no touches, and a touch over it goes to what lies beneath (an earlier view of a
/// `ZStack`, the view an overlay covers, the containing view's own gestures). A `true`
/// inside a subtree that does not allow hit testing does not bring it back, because the
/// touch never reaches it. `true` is the default and makes no item of its own.
struct HitTestingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let enabled: Bool

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        enabled ? child : HitTestingDisabledItem(soleChild: child)
    }

    /// The item depends on the modifier's value only.
    static var readsEnvironment: Bool { false }
}

/// A subtree that no touch reaches (see ``HitTestingModifier``); transparent in layout.
final class HitTestingDisabledItem: ModifierItem {
    override var passesSizes: Bool { true }
    override var debugName: String { "allowsHitTesting(false)" }
}

extension View {
    /// Configures whether this view participates in hit test operations.
    ///
    /// With `false`, neither the view nor any view inside it receives taps, drags or other
    /// touches: they go to the views behind it.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}
