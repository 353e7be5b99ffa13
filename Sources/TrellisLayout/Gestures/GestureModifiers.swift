import Foundation

/// How a view's gesture competes with the gestures of its subviews and ancestors.
enum GesturePriority {
    /// Subviews' gestures win over it (SwiftUI's `.gesture`).
    case normal
    /// It wins over its subviews' gestures (`.highPriorityGesture`).
    case high
    /// It runs alongside the others (`.simultaneousGesture`).
    case simultaneous
}

final class GestureStorage {
    let taps = TapHistory()
}

struct GestureModifier: ViewModifier, StatefulModifier {
    typealias Body = Never
    let make: (GestureContext) -> GestureRecognizer
    let priority: GesturePriority
    let mask: GestureMask
    /// A `nil` optional gesture: the view gets no gesture item (see `Optional: Gesture`).
    var isAbsent = false
    var storage: AnyObject?

    init<T: Gesture>(_ gesture: T, priority: GesturePriority, mask: GestureMask) {
        make = { makeRecognizer(gesture, $0) }
        self.priority = priority
        self.mask = mask
        isAbsent = (gesture as? PossiblyAbsentGesture)?.isAbsent ?? false
    }

    func makeStorage() -> AnyObject { GestureStorage() }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        isAbsent ? child : GestureItem(child: child, modifier: self, isEnabled: environment.isEnabled)
    }
}

/// A view with a gesture: transparent in layout; the host's touches find it.
final class GestureItem: ModifierItem {
    let modifier: GestureModifier
    let isEnabled: Bool
    init(child: LayoutItem, modifier: GestureModifier, isEnabled: Bool) {
        self.modifier = modifier
        self.isEnabled = isEnabled
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "gesture" }
}

extension View {
    /// Attaches a gesture; gestures of subviews take precedence over it.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture that takes precedence over the gestures of subviews.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture that runs at the same time as the others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture, priority: .simultaneous, mask: mask))
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` after a press of `minimumDuration`; `onPressingChanged` with `true`
    /// when the press starts and `false` when it ends.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGestureWithPressing(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                             action: action, pressing: onPressingChanged))
    }
}

/// `onLongPressGesture`'s gesture: a long press that also reports pressing.
struct LongPressGestureWithPressing: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func makeRecognizer(_ context: GestureContext) -> GestureRecognizer {
        let r = LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let pressing = self.pressing, action = self.action
        r.onChange.append { _ in pressing?(true) }
        r.onEnd.append { _ in action() }
        r.onFinish.append { pressing?(false) }
        return r
    }
}
