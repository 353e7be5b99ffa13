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
// 3. Content that draws nothing (`EmptyView().onAppear { }`, `AnyView(EmptyView())`)
//    still appears once, and disappears when removed (`AppearanceActionModifier
//    CompatibilityTests.appear` records SwiftUI running it). It makes no layout item, so
//    its lifecycle goes with an item of the nearest enclosing view that made one
//    (``LooseLifecycle``): present while that item is placed, met where the content would
//    have been among its siblings.
// 4. Tasks start with their view's appearance and are cancelled with its disappearance
//    (at once).

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
}

/// Which views have appeared, across layouts, so the host can tell when one disappears.
///
/// The order is SwiftUI's: after a layout, the views no longer shown disappear first (an
/// `.id` change ends the old identity before the new one appears), then the views shown
/// for the first time appear, each view after the views inside it (a parent's `onAppear`
/// sees what its children's wrote), siblings in order. Disappearing goes in the same
/// order, over the walk in which the views were last met. Tasks start with their view's
/// appearance and are cancelled with its disappearance.
final class LifecycleTracker {
    /// The views shown after the last walk, in the walk's order.
    private var appeared: [LifecycleStorage] = []
    /// The tasks started by `.task`, for ``HostingView/runTasks()``.
    private(set) var tasks: [Task<Void, Never>] = []

    /// After a walk: views no longer met disappear, views met for the first time appear.
    func update(present: Set<ObjectIdentifier>, met: [LifecycleStorage], into pass: AfterLayoutPass) {
        for storage in appeared where !present.contains(ObjectIdentifier(storage)) {
            storage.isPresent = false
            storage.task?.cancel()
            storage.task = nil
            if let d = storage.onDisappear { pass.enqueue(d) }
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
        appeared = met
    }

    var hasAppeared: Bool { !appeared.isEmpty }

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
            m.afterLayout(on: self, storage: s, pass)
        }
    }
}
