import Foundation

/// A built-in modifier that watches a value and remembers the graph update in which it
/// last changed (`.animation(_:value:)`, `.transaction(value:_:)`).
protocol ValueWatchingModifier: PrimitiveModifier {
    var changeStamp: Int { get set }
    func watchedValueDiffers(from previous: ValueWatchingModifier) -> Bool
}

/// An equatable value kept type-erased, compared with another of the same type.
struct WatchedValue {
    let value: Any
    let equals: (Any) -> Bool
    init<V: Equatable>(_ v: V) {
        value = v
        equals = { ($0 as? V) == v }
    }
    func differs(from other: WatchedValue) -> Bool { !equals(other.value) }
}

/// Equal as the watched type compares its values (a trigger of `phaseAnimator` and
/// `keyframeAnimator`, watched with `onChange`).
extension WatchedValue: Equatable {
    static func == (a: WatchedValue, b: WatchedValue) -> Bool { !a.differs(from: b) }
}

/// How a transaction modifier changes the transaction of its subtree.
enum TransactionAdjustment {
    /// `.animation(_:value:)`: when the value changed in this update, the subtree's
    /// changes use `animation` (unless the transaction disables animations).
    case animation(Animation?, watched: WatchedValue?)
    /// `.transaction { }` (every change) or `.transaction(value:) { }` (when it changed).
    case transform((inout Transaction) -> Void, watched: WatchedValue?)
    /// `.animation(_:body:)`'s start: every change inside uses `animation` (unless the
    /// transaction disables animations), the animation it replaces kept for the end.
    case beginScope(Animation?)
    /// `.animation(_:body:)`'s end, around its content: the animation from before the scope.
    case endScope
}

struct TransactionModifier: ViewModifier, ValueWatchingModifier {
    typealias Body = Never
    let adjustment: TransactionAdjustment
    var changeStamp = -1

    private var watched: WatchedValue? {
        switch adjustment {
        case .animation(_, let w), .transform(_, let w): return w
        case .beginScope, .endScope: return nil
        }
    }

    func watchedValueDiffers(from previous: ValueWatchingModifier) -> Bool {
        guard let mine = watched, let theirs = (previous as? TransactionModifier)?.watched else { return false }
        return mine.differs(from: theirs)
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        fx.context.transactionModifiers += 1
        return TransactionItem(child: child, adjustment: adjustment, changeStamp: changeStamp)
    }
}

/// The item of a transaction modifier: transparent in layout, the dump and pictures.
final class TransactionItem: ModifierItem {
    let adjustment: TransactionAdjustment
    let changeStamp: Int

    init(child: LayoutItem, adjustment: TransactionAdjustment, changeStamp: Int) {
        self.adjustment = adjustment
        self.changeStamp = changeStamp
        super.init(child: child)
    }

    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "transaction" }

    override func adjustTransaction(_ transaction: inout Transaction, update: Int) {
        switch adjustment {
        case let .animation(animation, watched):
            let applies = watched == nil || changeStamp == update
            if applies, !transaction.disablesAnimations { transaction.animation = animation }
        case let .transform(body, watched):
            if watched == nil || changeStamp == update { body(&transaction) }
        case let .beginScope(animation):
            transaction.scopedAnimations.append(transaction.animation)
            if !transaction.disablesAnimations { transaction.animation = animation }
        case .endScope:
            if let outer = transaction.scopedAnimations.popLast() { transaction.animation = outer }
        }
    }
}

struct TransitionTraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        TransitionTraitItem(child: child, transition: transition)
    }
}

/// Carries a view's transition; transparent otherwise.
final class TransitionTraitItem: ModifierItem {
    let transition: AnyTransition
    init(child: LayoutItem, transition: AnyTransition) {
        self.transition = transition
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "transition" }
    override var transitionTrait: AnyTransition? { transition }
}

extension View {
    /// Applies `animation` to the changes in this view's subtree made in an update where
    /// `value` changed; `nil` makes them jump. Other changes are untouched.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(TransactionModifier(adjustment: .animation(animation, watched: WatchedValue(value))))
    }

    /// Applies `animation` to every change in this view's subtree (deprecated in SwiftUI
    /// in favour of ``animation(_:value:)``).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier(adjustment: .animation(animation, watched: nil)))
    }

    /// Applies `animation` to the changes of the modifiers `body` applies to this view (its
    /// argument stands for the view); the view's own changes keep the animation they
    /// have. `nil` makes the modifiers' changes jump.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).modifier(TransactionModifier(adjustment: .beginScope(animation)))
    }

    /// Changes the transaction of every change in this view's subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(adjustment: .transform(transform, watched: nil)))
    }

    /// Changes the transaction of the changes made in an update where `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(adjustment: .transform(transform, watched: WatchedValue(value))))
    }

    /// How this view appears when inserted and disappears when removed under an animated
    /// change (default ``AnyTransition/opacity``).
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(transition: t))
    }
}

/// The view that `animation(_:body:)`'s body receives: the modified view, whose own
/// changes are outside the scope of the animation.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    public var body: some View {
        content.modifier(TransactionModifier(adjustment: .endScope))
    }
}
