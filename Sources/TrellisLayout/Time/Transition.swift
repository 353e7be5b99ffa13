import Foundation

/// How an inserted view appears and a removed one disappears, when the change that
/// inserts or removes it animates.
///
/// A transition describes the view's look before it appears (`insertion`) and after it
/// disappears (`removal`) as a ``TransitionEffect`` — opacity, scale, rotation and offset,
/// drawn without changing layout — and the host animates between that look and the
/// identity with the transaction's animation (or the transition's own, set with
/// ``animation(_:)``). The default transition is ``opacity``.
public struct AnyTransition {
    let insertion: TransitionRecipe
    let removal: TransitionRecipe
    var animation: Animation?
    /// Whether this is ``identity`` (with an animation of its own or not): a view removed
    /// with it goes at once, before the views the same update inserts appear (see
    /// ``LifecycleTracker``); any other transition, the default ``opacity`` included,
    /// keeps it one step longer.
    private(set) var isIdentity = false

    init(insertion: TransitionRecipe, removal: TransitionRecipe, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ recipe: TransitionRecipe) { self.init(insertion: recipe, removal: recipe) }

    /// Fades from transparent.
    public static let opacity = AnyTransition(TransitionRecipe { _ in TransitionEffect(opacity: 0) })
    /// No visible change: the view appears and disappears at once (when the animation ends).
    public static let identity: AnyTransition = {
        var t = AnyTransition(TransitionRecipe { _ in TransitionEffect() })
        t.isIdentity = true
        return t
    }()
    /// Scales from nothing about the centre.
    public static var scale: AnyTransition { scale(scale: 0) }

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let s = scale.isFinite ? scale : 0
        return AnyTransition(TransitionRecipe { _ in TransitionEffect(scale: CGSize(width: s, height: s), anchor: anchor) })
    }

    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        let o = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return AnyTransition(TransitionRecipe { _ in TransitionEffect(offset: o) })
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves by the view's own width or height toward `edge` (right-to-left layouts swap
    /// leading and trailing).
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(TransitionRecipe { v in TransitionEffect(offset: Self.edgeOffset(edge, v)) })
    }

    /// Inserts from the leading edge and removes toward the trailing edge.
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Inserts moving in from `edge` while fading in; removes toward the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return .asymmetric(insertion: move(edge: edge).combined(with: .opacity),
                           removal: move(edge: opposite).combined(with: .opacity))
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once: opacities and scales multiply, offsets and rotations add.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                      animation: animation ?? other.animation)
    }

    /// The transition with its own animation, used instead of the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// A transition from a view modifier applied while the view is not shown (`active`)
    /// to one applied while it is (`identity`). The modifiers' drawing effects —
    /// `opacity`, `scaleEffect`, `rotationEffect`, `offset` — are what animate; modifiers
    /// that change layout are not applied during the transition.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(TransitionRecipe { _ in
            TransitionEffect.extracted(from: active).relative(to: TransitionEffect.extracted(from: identity))
        })
    }

    static func edgeOffset(_ edge: Edge, _ v: TransitionRecipe.ViewInfo) -> CGSize {
        let rtl = v.layoutDirection == .rightToLeft
        switch edge {
        case .top: return CGSize(width: 0, height: -v.size.height)
        case .bottom: return CGSize(width: 0, height: v.size.height)
        case .leading: return CGSize(width: rtl ? v.size.width : -v.size.width, height: 0)
        case .trailing: return CGSize(width: rtl ? -v.size.width : v.size.width, height: 0)
        }
    }
}

/// The look of a view in a transition's active phase, for the view's size and direction.
struct TransitionRecipe {
    struct ViewInfo {
        var size: CGSize
        var layoutDirection: LayoutDirection
    }
    let effect: (ViewInfo) -> TransitionEffect

    init(_ effect: @escaping (ViewInfo) -> TransitionEffect) { self.effect = effect }

    func combined(with other: TransitionRecipe) -> TransitionRecipe {
        TransitionRecipe { v in self.effect(v).combined(with: other.effect(v)) }
    }
}

/// Drawing effects that do not change layout: what transitions animate. The identity is
/// opacity 1, scale 1, no rotation, no offset.
public struct TransitionEffect: Equatable {
    public var opacity: Double = 1
    public var scale = CGSize(width: 1, height: 1)
    public var anchor: UnitPoint = .center
    public var rotation = Angle.zero
    public var offset = CGSize.zero

    public init(opacity: Double = 1, scale: CGSize = CGSize(width: 1, height: 1), anchor: UnitPoint = .center,
                rotation: Angle = .zero, offset: CGSize = .zero) {
        self.opacity = opacity
        self.scale = scale
        self.anchor = anchor
        self.rotation = rotation
        self.offset = offset
    }

    var isIdentity: Bool { self == TransitionEffect(anchor: anchor) }

    /// Both effects: opacities and scales multiply, rotations and offsets add; the
    /// anchor is the first's unless it is the centre.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(opacity: opacity * other.opacity,
                         scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
                         anchor: anchor == .center ? other.anchor : anchor,
                         rotation: Angle(radians: rotation.radians + other.rotation.radians),
                         offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
    }

    /// This effect as seen from `base` (what changes between the two).
    func relative(to base: TransitionEffect) -> TransitionEffect {
        func ratio(_ a: Double, _ b: Double) -> Double { b == 0 ? a : a / b }
        return TransitionEffect(opacity: ratio(opacity, base.opacity),
                                scale: CGSize(width: ratio(scale.width, base.scale.width), height: ratio(scale.height, base.scale.height)),
                                anchor: anchor,
                                rotation: Angle(radians: rotation.radians - base.rotation.radians),
                                offset: CGSize(width: offset.width - base.offset.width, height: offset.height - base.offset.height))
    }

    /// The transform of a view at `frame` (window coordinates): scale and rotation about
    /// the anchor, then the offset.
    func transform(in frame: CGRect) -> CGAffineTransform {
        let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
        var t = CGAffineTransform(translationX: -ax, y: -ay)
        t = t.concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
        t = t.concatenating(CGAffineTransform(rotationAngle: rotation.radians))
        t = t.concatenating(CGAffineTransform(translationX: ax + offset.width, y: ay + offset.height))
        return t
    }

    /// The vector animated between an effect and the identity.
    var vector: Vector {
        Vector(opacity: opacity, sx: Double(scale.width), sy: Double(scale.height), rotation: rotation.radians,
               dx: Double(offset.width), dy: Double(offset.height))
    }

    init(_ v: Vector, anchor: UnitPoint) {
        self.init(opacity: v.opacity, scale: CGSize(width: v.sx, height: v.sy), anchor: anchor,
                  rotation: Angle(radians: v.rotation), offset: CGSize(width: v.dx, height: v.dy))
    }

    struct Vector: VectorArithmetic {
        var opacity, sx, sy, rotation, dx, dy: Double
        static var zero: Vector { Vector(opacity: 0, sx: 0, sy: 0, rotation: 0, dx: 0, dy: 0) }
        static func + (a: Vector, b: Vector) -> Vector {
            Vector(opacity: a.opacity + b.opacity, sx: a.sx + b.sx, sy: a.sy + b.sy, rotation: a.rotation + b.rotation, dx: a.dx + b.dx, dy: a.dy + b.dy)
        }
        static func - (a: Vector, b: Vector) -> Vector {
            Vector(opacity: a.opacity - b.opacity, sx: a.sx - b.sx, sy: a.sy - b.sy, rotation: a.rotation - b.rotation, dx: a.dx - b.dx, dy: a.dy - b.dy)
        }
        mutating func scale(by r: Double) { opacity *= r; sx *= r; sy *= r; rotation *= r; dx *= r; dy *= r }
        var magnitudeSquared: Double { opacity * opacity + sx * sx + sy * sy + rotation * rotation + dx * dx + dy * dy }
    }
}

extension TransitionEffect {
    /// The drawing effects a view modifier applies: its body is built around a
    /// placeholder in a scratch graph, and the opacity, scale, rotation and offset items
    /// between the outside and the placeholder are read off.
    static func extracted<M: ViewModifier>(from modifier: M) -> TransitionEffect {
        let graph = ViewGraph(rootView: Color.clear.modifier(modifier), environment: EnvironmentValues())
        graph.update()
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        // The items and their context hold each other until the store is emptied.
        defer { context.tearDown() }
        var items: [LayoutItem] = []
        graph.root?.makeItems(FlattenContext(context: context, stackOrientation: nil), into: &items)
        var effect = TransitionEffect()
        var item = items.first
        while let current = item as? ModifierItem {
            if let e = current as? RenderEffectItem {
                switch e.effect {
                case .opacity(let o): effect.opacity *= o
                case .hidden: effect.opacity = 0
                case let .scale(s, anchor):
                    effect.scale = CGSize(width: effect.scale.width * s.width, height: effect.scale.height * s.height)
                    effect.anchor = anchor
                case let .rotation(a, anchor):
                    effect.rotation = Angle(radians: effect.rotation.radians + a.radians)
                    effect.anchor = anchor
                default: break
                }
            } else if let o = current as? OffsetItem {
                effect.offset = CGSize(width: effect.offset.width + o.offset.width, height: effect.offset.height + o.offset.height)
            }
            item = current.child
        }
        return effect
    }
}
