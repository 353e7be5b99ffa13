import Foundation

/// An item that acts once a layout pass has placed everything: it reads geometry or
/// preferences, or notices that it appeared, and queues actions (user closures, state
/// writes) that the host runs after the walk. Such items count themselves in
/// ``LayoutContext/afterLayoutItems`` when made, so a tree without any skips the walk.
protocol AfterLayoutItem: LayoutItem {
    func afterLayout(_ pass: AfterLayoutPass)
    /// Whether this item feeds content that is made from the layout (see
    /// ``AfterLayoutPass/isInputPhase``).
    var actsInInputPhase: Bool { get }
    /// Whether the walk visits this item after the views inside it rather than before
    /// (lifecycle: a child appears before its parent).
    var actsAfterContent: Bool { get }
}

extension AfterLayoutItem {
    var actsInInputPhase: Bool { false }
    var actsAfterContent: Bool { false }
}

/// A built-in modifier that keeps storage in its node and acts after layout, through one
/// generic item (`onChange`, `onGeometryChange`, `onPreferenceChange`, lifecycle,
/// `scrollPosition`).
protocol AfterLayoutModifier: StatefulModifier, ViewModifier where Body == Never {
    associatedtype Storage: AnyObject
    /// The name the item has in dumps.
    static var name: String { get }
    /// Whether it feeds content made from the layout (see ``AfterLayoutPass/isInputPhase``).
    static var actsInInputPhase: Bool { get }
    /// Whether it acts after the views inside it (see ``AfterLayoutItem/actsAfterContent``).
    static var actsAfterContent: Bool { get }
    func newStorage() -> Storage
    /// Called when the item is made (the latest closures of the view go to the storage).
    func prepare(_ storage: Storage)
    func afterLayout(on item: ModifierItem, storage: Storage, _ pass: AfterLayoutPass)
}

extension AfterLayoutModifier {
    static var actsInInputPhase: Bool { false }
    static var actsAfterContent: Bool { false }
    func prepare(_ storage: Storage) {}
    func makeStorage() -> AnyObject { newStorage() }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        fx.context.afterLayoutItems += 1
        if let s = storage as? Storage { prepare(s) }
        return AfterLayoutModifierItem(child: child, modifier: self)
    }
}

/// The item of an ``AfterLayoutModifier``: transparent in layout, dumps and pictures.
final class AfterLayoutModifierItem<M: AfterLayoutModifier>: ModifierItem, AfterLayoutItem {
    let modifier: M
    init(child: LayoutItem, modifier: M) {
        self.modifier = modifier
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { M.name }
    var actsInInputPhase: Bool { M.actsInInputPhase }
    var actsAfterContent: Bool { M.actsAfterContent }

    func afterLayout(_ pass: AfterLayoutPass) {
        guard let s = modifier.storage as? M.Storage else { return }
        modifier.afterLayout(on: self, storage: s, pass)
    }
}

/// One walk over the placed items after a layout: the coordinate spaces around the item
/// being visited, and the actions queued so far.
final class AfterLayoutPass {
    private(set) var actions: [() -> Void] = []
    /// Named coordinate spaces of the ancestors of the visited item, innermost last, with
    /// their frames in window coordinates.
    private(set) var spaces: [(name: AnyHashable, frame: CGRect)] = []
    /// The lifecycle storages met in this walk (placed views).
    private(set) var present = Set<ObjectIdentifier>()
    let safeAreaInsets: EdgeInsets
    unowned let graph: ViewGraph

    init(graph: ViewGraph, safeAreaInsets: EdgeInsets) {
        self.graph = graph
        self.safeAreaInsets = safeAreaInsets
    }

    func enqueue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Set when an item changed placement state (a scroll offset): the host lays out again.
    private(set) var needsLayout = false

    func requestLayout() {
        needsLayout = true
        actions.append {}
    }

    /// Queues the re-evaluation of a view whose input the walk changed.
    func invalidate(_ node: CustomNode?) {
        guard let node else { return }
        let graph = self.graph
        actions.append { [weak node] in
            if let node { graph.invalidate(node) }
        }
    }

    /// The lifecycle storages of the placed views, each after those inside it (see
    /// ``LifecycleTracker``).
    private(set) var lifecycles: [LifecycleStorage] = []

    func meet(_ storage: LifecycleStorage) {
        if present.insert(ObjectIdentifier(storage)).inserted { lifecycles.append(storage) }
    }

    /// The frames of the named spaces in scope, the innermost winning for a repeated name.
    var namedFrames: [AnyHashable: CGRect] {
        var out: [AnyHashable: CGRect] = [:]
        for s in spaces { out[s.name] = s.frame }
        return out
    }

    /// A geometry proxy for a view placed at `frame`.
    func proxy(for frame: CGRect) -> GeometryProxy {
        GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: namedFrames, safeAreaInsets: safeAreaInsets)
    }

    /// The walk has two phases. First the views whose content is made from the layout
    /// (GeometryReader, preference readers) take their inputs; if any changed, their
    /// content is rebuilt and laid out before anything else runs, as SwiftUI builds them
    /// during layout. Then the observers and lifecycle actions run.
    var isInputPhase = true

    /// The transitions set (`.transition(_:)`) on the ancestors of the visited item,
    /// innermost last: the one a lifecycle inside them is removed with (see
    /// ``LifecycleTracker``).
    private(set) var transitions: [AnyTransition] = []

    /// The items from the walk's root to the visited item, the visited item last.
    private var ancestors: [LayoutItem] = []
    /// The roots walked (the host's root, its presentations), each once.
    private var roots: [LayoutItem] = []

    /// The views around the visited item that carry an identity, innermost first (the
    /// visited item too, unless `skippingVisited`): what a removal may have dropped.
    func removalCandidates(skippingVisited: Bool) -> [RemovalCandidate] {
        var out: [RemovalCandidate] = []
        for item in ancestors.reversed().dropFirst(skippingVisited ? 1 : 0) {
            let key = item.identityKey
            guard key != 0 else { continue }
            out.append(RemovalCandidate(key: key, hasIdentityTransition: item.transitionTrait?.isIdentity == true))
        }
        return out
    }

    /// The identities of the placed items of the walked trees (see ``RemovalCandidate``).
    func presentIdentityKeys() -> Set<UInt64> {
        var keys = Set<UInt64>()
        func visit(_ item: LayoutItem) {
            let key = item.identityKey
            if key != 0 { keys.insert(key) }
            for child in item.childrenBesidesRuns where item.placed(child) { visit(child) }
        }
        for root in roots { visit(root) }
        return keys
    }

    func walk(_ item: LayoutItem) {
        if ancestors.isEmpty, !roots.contains(where: { $0 === item }) { roots.append(item) }
        ancestors.append(item)
        defer { ancestors.removeLast() }
        var pushed = false
        if let space = item as? CoordinateSpaceItem {
            spaces.append((space.name, item.frame))
            pushed = true
        }
        var pushedTransition = false
        if let t = item as? TransitionTraitItem {
            transitions.append(t.transition)
            pushedTransition = true
        }
        var after: AfterLayoutItem?
        if let a = item as? AfterLayoutItem, a.actsInInputPhase == isInputPhase {
            if a.actsAfterContent { after = a } else { a.afterLayout(self) }
        }
        for child in item.childrenBesidesRuns where item.placed(child) { walk(child) }
        after?.afterLayout(self)
        if pushed { spaces.removeLast() }
        if pushedTransition { transitions.removeLast() }
    }
}
