import Foundation

/// `onAppear` / `onDisappear` / `task`: the view's lifecycle, kept in its node.
///
/// A view appears in the first layout that places it and disappears in the first that
/// does not (removed, or a ViewThatFits candidate no longer chosen). The actions run
/// after that layout, outside it; what they change is laid out before the host answers.
/// Their order, and content that draws nothing, are in Update/Lifecycle.swift.
struct LifecycleModifier: AfterLayoutModifier {
    typealias Body = Never
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var task: (@Sendable () async -> Void)?
    var taskID: WatchedValue?
    var storage: AnyObject?

    static var name: String { "lifecycle" }
    /// A view appears after the views inside it (see ``LifecycleTracker``).
    static var actsAfterContent: Bool { true }
    func newStorage() -> LifecycleStorage { LifecycleStorage() }

    /// The latest closures win (they capture the latest view values).
    func prepare(_ s: LifecycleStorage) {
        if let onAppear { s.onAppear = onAppear }
        if let onDisappear { s.onDisappear = onDisappear }
        if let task { s.startTask = { HostTasks.start(task) } }
    }

    /// Content that draws nothing makes no item, yet appears (SwiftUI runs the `onAppear`
    /// of `AnyView(EmptyView())` once): the modifier is met through an item of the nearest
    /// view that made one (``LooseLifecycle``).
    func contentMadeNoItems(at index: Int, _ fx: FlattenContext) {
        guard let s = storage as? LifecycleStorage else { return }
        prepare(s)
        fx.context.afterLayoutItems += 1
        fx.context.looseLifecycles.append(LooseLifecycle(modifier: self, index: index))
    }

    func afterLayout(on item: ModifierItem, storage s: LifecycleStorage, _ pass: AfterLayoutPass) {
        // A transition on the view itself (`.transition` inside this modifier) is below it.
        meet(s, transition: item.child.transitionTrait, pass)
    }

    /// The view is placed: noted for the tracker, with the views whose removal would remove
    /// it when one of them has the identity transition (`own`, or one around it; see
    /// ``RemovalCandidate``). `aroundOnly`: the visited item is not the lifecycle's own
    /// view (content that drew nothing).
    func meet(_ s: LifecycleStorage, transition own: AnyTransition?, _ pass: AfterLayoutPass, aroundOnly: Bool = false) {
        let identityAround = own?.isIdentity == true || pass.transitions.contains { $0.isIdentity }
        s.removalCandidates = identityAround ? pass.removalCandidates(skippingVisited: aroundOnly) : nil
        pass.meet(s)
        // `.task(id:)`: a new id while on screen restarts the task.
        if let id = taskID {
            if let old = s.taskID, s.isPresent, old.differs(from: id), let start = s.startTask {
                s.task?.cancel()
                pass.enqueue { s.task = start() }
            }
            s.taskID = id
        }
    }
}

/// Starts `.task` work: synchronously up to its first suspension (`Task.immediate`), the
/// rest on the cooperative pool; ``HostingView/runTasks()`` waits for it.
enum HostTasks {
    static func start(_ body: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task.immediate { await body() }
    }
}

/// `onChange(of:initial:_:)`: after an update in which the value changed, the action runs
/// with the old and new values (and once when the view appears, with `initial: true`).
final class ChangeStorage {
    var last: WatchedValue?
    var appeared = false
}

struct ChangeModifier: AfterLayoutModifier {
    typealias Body = Never
    let value: WatchedValue
    let initial: Bool
    let action: (Any, Any) -> Void
    var storage: AnyObject?

    static var name: String { "onChange" }
    func newStorage() -> ChangeStorage { ChangeStorage() }

    func afterLayout(on item: ModifierItem, storage s: ChangeStorage, _ pass: AfterLayoutPass) {
        let new = value
        let action = self.action
        if let old = s.last {
            if old.differs(from: new) { pass.enqueue { action(old.value, new.value) } }
        } else if initial {
            pass.enqueue { action(new.value, new.value) }
        }
        s.last = new
    }
}

/// `onGeometryChange(for:of:action:)`: after each layout, `of` reads the view's geometry;
/// when the result changes (the first layout counts), `action` runs with it.
final class GeometryChangeStorage {
    var last: WatchedValue?
}

struct GeometryChangeModifier: AfterLayoutModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> WatchedValue
    let action: (Any, Any) -> Void
    var storage: AnyObject?

    static var name: String { "onGeometryChange" }
    func newStorage() -> GeometryChangeStorage { GeometryChangeStorage() }

    func afterLayout(on item: ModifierItem, storage s: GeometryChangeStorage, _ pass: AfterLayoutPass) {
        let new = transform(pass.proxy(for: item.frame))
        let action = self.action
        if let old = s.last {
            if old.differs(from: new) { pass.enqueue { action(old.value, new.value) } }
        } else {
            pass.enqueue { action(new.value, new.value) }
        }
        s.last = new
    }
}

extension View {
    /// Runs `action` when the view first appears (after the layout that shows it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action))
    }

    /// Runs `action` after the layout in which the view stops being shown.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onDisappear: action))
    }

    /// Starts `action` when the view appears and cancels it when it disappears. The
    /// host runs it up to its first suspension at once; ``HostingView/runTasks()`` lets
    /// the rest finish.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(task: action))
    }

    /// Like ``task(priority:_:)``, restarted whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(LifecycleModifier(task: action, taskID: WatchedValue(value)))
    }

    /// Runs `action(oldValue, newValue)` after an update that changed `value`; with
    /// `initial`, also once when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: WatchedValue(value), initial: initial, action: { old, new in
            if let o = old as? V, let n = new as? V { action(o, n) }
        }))
    }

    /// Runs `action` after an update that changed `value`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: WatchedValue(value), initial: initial, action: { _, _ in action() }))
    }

    /// The pre-iOS 17 form: `action` receives the new value.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: WatchedValue(value), initial: false, action: { _, new in
            if let n = new as? V { action(n) }
        }))
    }

    /// Runs `action` with a value read from the view's geometry, after the first layout
    /// and after each layout that changes it.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: { WatchedValue(transform($0)) }, action: { _, new in
            if let n = new as? T { action(n) }
        }))
    }

    /// The iOS 18 form with old and new values.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: { WatchedValue(transform($0)) }, action: { old, new in
            if let o = old as? T, let n = new as? T { action(o, n) }
        }))
    }
}
