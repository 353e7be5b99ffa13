import Foundation
import Observation

/// A modifier that can create another modifier with animation.
///
/// Conform a `ViewModifier` to it (or to ``Animatable`` alone, as SwiftUI also allows):
/// when the modifier's `animatableData` changes in an animated transaction, the host
/// interpolates it on its clock and evaluates `body(content:)` again at each frame it is
/// asked for, with `animatableData` set to the value of that moment. The frames and
/// values inside the body then follow at once (they do not animate again on their own).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension ViewModifier where Self: Animatable {
    /// Not API: an animatable modifier is evaluated like a custom view whose body is
    /// `body(content:)` at the presented `animatableData` (``AnimatableModifierView``).
    public func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler) {
        reconciler.node = reconciler.context.reconcile(AnimatableModifierView(content: content, modifier: self), reconciler.existing)
    }
}

/// The `animatableData` the host presents for one animatable modifier, and the value it
/// was animating to then. Observable: presenting a new value evaluates the modifier's
/// body again.
@Observable final class AnimatableModifierPresentation<Data: VectorArithmetic> {
    var presented: Data?
    var target: Data?

    /// The value to evaluate the body with when the modifier's own value is `target`:
    /// the presented one while it animates towards that value, else the target itself
    /// (a change made without animation applies at once).
    func value(for target: Data) -> Data {
        guard let presented, self.target == target else { return target }
        return presented
    }

    func present(_ value: Data, towards target: Data) {
        guard value != presented || target != self.target else { return }
        presented = value
        self.target = target
    }
}

/// An animatable modifier applied to content: a custom view (so the modifier's `@State`
/// lives in the graph) whose body is the modifier's body at the presented value, wrapped
/// in the item that carries the modifier's own value for the animator.
struct AnimatableModifierView<Content: View, Modifier: ViewModifier & Animatable>: View, DynamicPropertyContainer {
    let content: Content
    let modifier: Modifier
    @State private var presentation = AnimatableModifierPresentation<Modifier.AnimatableData>()

    var body: some View {
        var shown = modifier
        shown.animatableData = presentation.value(for: modifier.animatableData)
        return shown.body(content: _ViewModifier_Content(view: content))
            .modifier(AnimatableDataModifier(data: modifier.animatableData, presentation: presentation))
    }

    var dynamicPropertyOwners: [Any] { [modifier] }
}

/// Carries an animatable modifier's `animatableData` (its target) as an animatable value
/// of an item, so that the animator interpolates it; the values it presents go to the
/// modifier's ``AnimatableModifierPresentation``.
struct AnimatableDataModifier<Data: VectorArithmetic>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let data: Data
    let presentation: AnimatableModifierPresentation<Data>

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        AnimatableDataItem(child: child, data: data, presentation: presentation)
    }

    static var readsEnvironment: Bool { false }
}

final class AnimatableDataItem<Data: VectorArithmetic>: ModifierItem {
    let data: Data
    let presentation: AnimatableModifierPresentation<Data>

    init(child: LayoutItem, data: Data, presentation: AnimatableModifierPresentation<Data>) {
        self.data = data
        self.presentation = presentation
        super.init(soleChild: child)
    }

    override var passesSizes: Bool { true }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "animatableModifier" }

    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        list.append(AnimatableAttribute(slot: 0, data))
    }

    override func present(slot: Int, value: Any) {
        guard slot == 0, let v = value as? Data else { return }
        presentation.present(v, towards: data)
    }
}
