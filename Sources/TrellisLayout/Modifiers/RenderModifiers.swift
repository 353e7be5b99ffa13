import Foundation

/// A drawing effect that does not change layout: the item has the child's size, guides,
/// spacing and priority; the renderer applies the effect.
enum RenderEffect: CustomStringConvertible {
    case opacity(Double)
    case hidden
    case clip(any Shape, eoFill: Bool)
    case cornerRadius(CGFloat)

    var description: String {
        switch self {
        case .opacity(let o): return "opacity(\(o.trellisFormatted))"
        case .hidden: return "hidden"
        case .clip(let s, _): return "clipShape(\(type(of: s)))"
        case .cornerRadius(let r): return "cornerRadius(\(r.trellisFormatted))"
        }
    }
}

struct RenderEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var effect: RenderEffect

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        RenderEffectItem(child: child, effect: effect)
    }
}

final class RenderEffectItem: ModifierItem {
    let effect: RenderEffect
    init(child: LayoutItem, effect: RenderEffect) {
        self.effect = effect
        super.init(child: child)
    }
    override var debugName: String { effect.description }
}

extension View {
    /// Sets the transparency of this view (clamped to 0…1; NaN counts as 1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(RenderEffectModifier(effect: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1))))
    }

    /// Hides the view; it still takes its space.
    public func hidden() -> some View { modifier(RenderEffectModifier(effect: .hidden)) }

    /// Clips the view to its bounding frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(RenderEffectModifier(effect: .clip(Rectangle(), eoFill: false)))
    }

    /// Clips the view to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(RenderEffectModifier(effect: .cornerRadius(radius.isFinite ? max(0, radius) : 0)))
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(RenderEffectModifier(effect: .clip(shape, eoFill: style.isEOFilled)))
    }
}

/// `.id(_:)`: gives the view an explicit identity. A different id is a different view:
/// its state starts afresh. The host finds views by id (`frame(of:)`).
struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID
    typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let key = AnyHashable(id)
        if let node = IdentityNode.reuse(existing, for: Self.self), node.id == key {
            node.content = cx.reconcile(content, node.content)
            return node
        }
        let node = IdentityNode(viewType: Self.self, id: key)
        node.content = cx.reconcile(content, nil)
        return node
    }
}

extension View {
    /// Binds the view's identity to the given value.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
