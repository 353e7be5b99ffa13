import Foundation

/// A drawing effect that does not change layout: the item has the child's size, guides,
/// spacing and priority; the renderer applies the effect.
enum RenderEffect: CustomStringConvertible {
    case opacity(Double)
    case hidden
    case clip(any Shape, eoFill: Bool)
    case cornerRadius(CGFloat)
    /// Scales the drawing about an anchor of the view's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Rotates the drawing about an anchor of the view's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Turns the drawing in three dimensions and projects it back onto the plane.
    case rotation3D(Rotation3D)
    /// Maps the drawing through a projective transform of the view's own coordinates.
    case projection(ProjectionTransform)
    /// Blurs the drawing by a Gaussian of standard deviation `radius` points (see
    /// ``View/blur(radius:opaque:)``).
    case blur(radius: CGFloat, opaque: Bool)

    var description: String {
        switch self {
        case .opacity(let o): return "opacity(\(o.trellisFormatted))"
        case .hidden: return "hidden"
        case .clip(let s, _): return "clipShape(\(type(of: s)))"
        case .cornerRadius(let r): return "cornerRadius(\(r.trellisFormatted))"
        case .scale(let s, _): return "scaleEffect(x: \(s.width.trellisFormatted), y: \(s.height.trellisFormatted))"
        case .rotation(let a, _): return "rotationEffect(\(a.degrees.trellisFormatted)°)"
        case .rotation3D(let r):
            let axis = [r.axis.x, r.axis.y, r.axis.z].map(\.trellisFormatted).joined(separator: ", ")
            return "rotation3DEffect(\(r.angle.degrees.trellisFormatted)°, axis: (\(axis)))"
        case .projection: return "projectionEffect"
        case let .blur(r, opaque): return "blur(radius: \(r.trellisFormatted)\(opaque ? ", opaque: true" : ""))"
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
    /// The effect at the host's current time, while an animation changes it.
    private(set) var presentedEffect: RenderEffect?

    init(child: LayoutItem, effect: RenderEffect) {
        self.effect = effect
        super.init(child: child)
    }
    override var debugName: String { effect.description }
    override var passesSizes: Bool { true }

    /// The effect as drawn now.
    var shownEffect: RenderEffect { presentedEffect ?? effect }

    // Opacity, scale, rotation and blur animate; their slot is the same (one effect per item).
    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        switch effect {
        case .opacity(let o): list.append(AnimatableAttribute(slot: 0, o))
        case .scale(let s, _): list.append(AnimatableAttribute(slot: 0, s.animatableData))
        case .rotation(let a, _): list.append(AnimatableAttribute(slot: 0, a.radians))
        case .rotation3D(let r): list.append(AnimatableAttribute(slot: 0, r.angle.radians))
        case .blur(let r, _): list.append(AnimatableAttribute(slot: 0, Double(r)))
        default: break
        }
    }

    override func present(slot: Int, value: Any) {
        switch effect {
        case .opacity:
            if let o = value as? Double { presentedEffect = .opacity(min(max(o, 0), 1)) }
        case .scale(_, let anchor):
            if let v = value as? CGSize.AnimatableData { presentedEffect = .scale(CGSize(width: v.first, height: v.second), anchor: anchor) }
        case .rotation(_, let anchor):
            if let r = value as? Double { presentedEffect = .rotation(Angle(radians: r), anchor: anchor) }
        case .rotation3D(var rotation):
            if let r = value as? Double {
                rotation.angle = Angle(radians: r)
                presentedEffect = .rotation3D(rotation)
            }
        case .blur(_, let opaque):
            // A spring may overshoot below 0: no blur there.
            if let r = value as? Double { presentedEffect = .blur(radius: r.isFinite ? CGFloat(max(r, 0)) : 0, opaque: opaque) }
        default: break
        }
    }
}

extension View {
    /// Sets the transparency of this view (clamped to 0…1; NaN counts as 1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(RenderEffectModifier(effect: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1))))
    }

    /// Scales the drawing by `scale` about `anchor`; layout is unchanged. Non-finite
    /// factors count as 1.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let s = CGSize(width: scale.width.isFinite ? scale.width : 1, height: scale.height.isFinite ? scale.height : 1)
        return modifier(RenderEffectModifier(effect: .scale(s, anchor: anchor)))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing by `angle` about `anchor` (clockwise on screen for positive
    /// angles, y pointing down); layout is unchanged. A non-finite angle counts as 0.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RenderEffectModifier(effect: .rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor)))
    }

    /// Draws the view turned by `angle` about `axis` in three dimensions (x right, y down,
    /// z towards the viewer; positive angles turn right-handedly, so about the z axis this is
    /// ``rotationEffect(_:anchor:)``) through `anchor` (at depth `anchorZ`), then projected
    /// back onto the screen with perspective: the eye stands at the view's longer side
    /// divided by `perspective` (0: no perspective). Layout is unchanged. Differs from
    /// SwiftUI: taps are tested against the frame the layout gave, not the drawing.
    /// The SVG and PNG renderers draw the projection (the SVG one as an embedded picture of
    /// the turned view, SVG having no perspective); the terminal renderer draws the view
    /// unturned. A non-finite angle counts as 0, a zero or non-finite axis leaves the view
    /// as it is, a non-finite perspective counts as 1.
    ///
    /// Only the angle animates (axis, anchor and perspective take their new values at once).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let finiteAxis = axis.x.isFinite && axis.y.isFinite && axis.z.isFinite
        let rotation = Rotation3D(angle: angle.radians.isFinite ? angle : .zero,
                                  axis: finiteAxis ? axis : (0, 0, 0), anchor: anchor,
                                  anchorZ: anchorZ.isFinite ? anchorZ : 0, perspective: perspective.isFinite ? perspective : 1)
        return modifier(RenderEffectModifier(effect: .rotation3D(rotation)))
    }

    /// Draws the view through a projective transform of its own coordinates (origin at its
    /// top-left corner); layout is unchanged, and taps, as for `rotation3DEffect`, are tested
    /// against the frame the layout gave. Rendered as
    /// ``rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`` is. A transform with a
    /// non-finite entry is left out.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let m = transform
        let finite = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite)
        return modifier(RenderEffectModifier(effect: .projection(finite ? transform : ProjectionTransform())))
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
