import Foundation

// When `onAppear`, `onDisappear` and `task` run: SwiftUI's order, as Trellis keeps it.
//
// 1. A view appears in the first layout that places it and disappears in the first that
//    does not (removed, an `.id` changed, a ViewThatFits candidate no longer chosen). The
//    actions run after that layout, outside it, in the walk after layout (AfterLayout.swift);
//    what they change is laid out again before the host answers.
// 2. A view appears after the views inside it, siblings in order: a parent's `onAppear`
//    sees what its children's wrote. Disappearing follows the same order, over the walk
//    in which the views were last met.
// 3. A removed view disappears after the views inserted in the same update appear,
//    unless it is removed with `.transition(.identity)`, when it disappears first. So an
//    `.id` change without a transition runs the new identity's `onAppear` before the old
//    one's `onDisappear`, and with `.transition(.identity)` the other way round.
//    Evidence: OpenSwiftUI's compatibility tests, which its CI runs under Apple's SwiftUI
//    in a window on macOS and iOS (github.com/OpenSwiftUIProject/OpenSwiftUI,
//    Tests/OpenSwiftUICompatibilityTests/Modifier/ViewModifier/
//    AppearanceActionModifierCompatibilityTests.swift): `idTest` records "AFATDTDT"
//    (appear false, appear true, disappear true, then the window closing) and
//    `idTestWithIdentityTransition` records "AFDTATDT", the same view with
//    `.transition(.identity)`. The reason is SwiftUI's dynamic container: an item removed
//    with a transition other than the identity (the default is `.opacity`) is kept in a
//    removal phase and erased in a later update even when nothing animates, while one
//    with the identity transition is erased at once. The transition that counts is that
//    of the view that was removed: the outermost view around the lifecycle that is gone
//    from the new tree, whose parent is still there (the view an `if`, a `ForEach` or an
//    `.id` dropped), with the transition set on it or on its modifiers, the default when
//    none. A `.transition(.identity)` deeper inside a larger removed view, or on a
//    container whose child alone was removed, does not count (``RemovalCandidate``).
// 4. Content that draws nothing (`EmptyView().onAppear { }`, `AnyView(EmptyView())`)
//    still appears once, and disappears when removed (`AppearanceActionModifier
//    CompatibilityTests.appear` records SwiftUI running it). It makes no layout item, so
//    its lifecycle goes with an item of the nearest enclosing view that made one
//    (``LooseLifecycle``): present while that item is placed, met where the content would
//    have been among its siblings.
// 5. Tasks start with their view's appearance and are cancelled with its disappearance
//    (at once, whatever the order of the actions).

/// Storage of a view's lifecycle (kept in its modifier node): whether it is on screen,
/// and what to run when that changes.
final class LifecycleStorage {
    var isPresent = false
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    /// A running `task`, cancelled when the view disappears or its id changes.
    var task: Task<Void, Never>?
    var taskID: WatchedValue?
    var startTask: (() -> Task<Void, Never>)?
    /// The views whose removal can remove this one, innermost first, as last met, when
    /// one of them has the identity transition (nil when none has: the removal then always
    /// waits for the views inserted with it to appear). See ``RemovalCandidate``.
    var removalCandidates: [RemovalCandidate]?

    /// Whether this view, no longer met, goes at once: the view that was removed (the
    /// outermost candidate gone from the new tree) has the identity transition.
    func isRemovedAtOnce(present: () -> Set<UInt64>) -> Bool {
        guard let candidates = removalCandidates else { return false }
        let keys = present()
        guard let removed = candidates.last(where: { !keys.contains($0.key) }) else { return false }
        return removed.hasIdentityTransition
    }
}

/// A view around a lifecycle (the lifecycle's own view first) that a removal may have
/// dropped, by the identity the animator knows it by (``LayoutItem/identityKey``: stable
/// across updates while its views' nodes are), and whether the transition set on it or on
/// its modifiers is the identity (``LayoutItem/transitionTrait``).
struct RemovalCandidate {
    let key: UInt64
    let hasIdentityTransition: Bool
}

/// Which views have appeared, across layouts, so the host can tell when one disappears.
///
/// The order is the file's rule: after a layout, the views removed with
/// `.transition(.identity)` disappear, then the views shown for the first time appear,
/// each after the views inside it, siblings in order, then the other views no longer shown
/// disappear (in SwiftUI a later update erases them; here they come last in the same
/// round of actions, before anything those actions changed is laid out). Tasks start with
/// their view's appearance; a disappearing view's task is cancelled at once.
final class LifecycleTracker {
    /// The views shown after the last walk, in the walk's order.
    private var appeared: [LifecycleStorage] = []
    /// The tasks started by `.task`, for ``HostingView/runTasks()``.
    private(set) var tasks: [Task<Void, Never>] = []

    /// After a walk: views no longer met disappear, views met for the first time appear.
    func update(present: Set<ObjectIdentifier>, met: [LifecycleStorage], into pass: AfterLayoutPass) {
        var later: [() -> Void] = []
        // The identities in the new tree, walked for only when a view that disappears has
        // an identity transition around it.
        var keys: Set<UInt64>?
        let presentKeys = {
            if let keys { return keys }
            let found = pass.presentIdentityKeys()
            keys = found
            return found
        }
        for storage in appeared where !present.contains(ObjectIdentifier(storage)) {
            storage.isPresent = false
            storage.task?.cancel()
            storage.task = nil
            guard let d = storage.onDisappear else { continue }
            if storage.isRemovedAtOnce(present: presentKeys) { pass.enqueue(d) } else { later.append(d) }
        }
        for storage in met where !storage.isPresent {
            storage.isPresent = true
            if let a = storage.onAppear { pass.enqueue(a) }
            if let start = storage.startTask {
                pass.enqueue { [weak self] in
                    let t = start()
                    storage.task = t
                    self?.tasks.append(t)
                }
            }
        }
        for d in later { pass.enqueue(d) }
        appeared = met
    }

    var hasAppeared: Bool { !appeared.isEmpty }

    /// Tracks a task the host started for a view (a refresh), for
    /// ``HostingView/runTasks()``.
    func track(_ task: Task<Void, Never>) { tasks.append(task) }

    func takeTasks() -> [Task<Void, Never>] {
        defer { tasks.removeAll() }
        return tasks
    }
}

/// A lifecycle modifier (`onAppear`, `onDisappear`, `task`) whose content made no layout
/// item: `EmptyView().onAppear { }`, `AnyView(EmptyView())`, an `if` without `else`
/// that is false, all inside it. SwiftUI runs such a view's `onAppear` once and its
/// `onDisappear` when it is removed, though it draws nothing; the walk after layout meets
/// lifecycles through items, so the modifier goes with an item of the nearest enclosing
/// view that made one (``attach(_:to:from:mark:)``, from `GraphNode.makeItems`; the
/// host's root when no view did). It is then present exactly while that item is placed,
/// and met where its content would have been: after the item made just before it, or,
/// when it comes first, before the first item made after it, so siblings keep their
/// order and a parent still appears after it.
struct LooseLifecycle {
    let modifier: LifecycleModifier
    /// Where the content's items would have gone in the items being made.
    let index: Int

    /// Gives the loose lifecycles the context noted since `mark` to the items a node made
    /// (`items[start...]`, at least one), wrapping the item each goes with in a
    /// ``LooseLifecycleItem``. An index outside the node's items (noted in a container's
    /// own list of subviews) goes with the nearest end.
    static func attach(_ context: LayoutContext, to items: inout [LayoutItem], from start: Int, mark: Int) {
        let loose = context.looseLifecycles[mark...]
        context.looseLifecycles.removeSubrange(mark...)
        var before: [Int: [LifecycleModifier]] = [:]
        var after: [Int: [LifecycleModifier]] = [:]
        for l in loose {
            if l.index <= start {
                before[start, default: []].append(l.modifier)
            } else {
                after[min(l.index, items.count) - 1, default: []].append(l.modifier)
            }
        }
        for (i, modifiers) in after { items[i] = LooseLifecycleItem(child: items[i], modifiers: modifiers, actsAfterContent: true) }
        for (i, modifiers) in before { items[i] = LooseLifecycleItem(child: items[i], modifiers: modifiers, actsAfterContent: false) }
    }
}

/// An item that carries the lifecycles of content that made no item (``LooseLifecycle``):
/// transparent in layout, dumps and pictures.
final class LooseLifecycleItem: ModifierItem, AfterLayoutItem {
    let modifiers: [LifecycleModifier]
    let actsAfterContent: Bool

    init(child: LayoutItem, modifiers: [LifecycleModifier], actsAfterContent: Bool) {
        self.modifiers = modifiers
        self.actsAfterContent = actsAfterContent
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "lifecycle" }

    func afterLayout(_ pass: AfterLayoutPass) {
        for m in modifiers {
            guard let s = m.storage as? LifecycleStorage else { continue }
            // Its content drew nothing: only the views around it can be removed with it
            // (this item wraps a sibling's).
            m.meet(s, transition: nil, pass, aroundOnly: true)
        }
    }
}
