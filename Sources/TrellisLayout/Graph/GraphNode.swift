import Foundation
import Synchronization

/// A persistent node of the view graph: the identity of a view across updates. A node is
/// reused when the view at the same structural position has the same type (and, in a
/// `ForEach`, the same id); custom views keep their `@State` in their node.
class GraphNode: StoreOwned {
    typealias Stored = GraphNode
    let viewType: ObjectIdentifier
    /// A number no other node of this process has had: the identity of the views this node
    /// makes, for animations (an object's address can be reused once it is freed).
    let serial: UInt64

    init(viewType: Any.Type) {
        self.viewType = ObjectIdentifier(viewType)
        self.serial = NodeSerial.next()
    }

    // MARK: Place in the graph (Storage/OwningStore.swift)

    /// The store that owns this node: set when the node is registered (every node a
    /// reconcile answers is), nil for a node made on the side and never linked.
    private(set) var nodeStore: NodeStore?
    /// This node's handle in ``nodeStore`` (``NodeHandle/none`` until it is registered).
    private(set) var handle = NodeHandle.none
    /// The node this one is part of, as a handle (set when it is reconciled).
    private var parentHandle = NodeHandle.none
    /// How many links hold this node: its parent's (one), the graph's root link, or none
    /// once its parent dropped it (``NodeStore`` releases it at its next sweep unless it
    /// is linked again meanwhile).
    final var linkCount: Int32 = 0

    /// Registers the node in `store`, once.
    final func register(in store: NodeStore) {
        guard handle.isNone else { return }
        nodeStore = store
        handle = store.insert(self)
    }

    /// The node this one is part of (set when it is reconciled), or nil: the root, a node
    /// never linked, or one whose parent was released.
    var parent: GraphNode? {
        get { nodeStore?.object(parentHandle) }
        set {
            parentHandle = newValue?.handle ?? .none
            if nodeStore == nil { nodeStore = newValue?.nodeStore }
        }
    }

    /// Whether the node is part of the graph's tree as far as its links tell: it and every
    /// node on its way up are linked (a node whose parent dropped it is not, though it
    /// stays in the store until the update's sweep: the views of a removed subtree are
    /// never evaluated again, as in SwiftUI).
    final var isAttached: Bool {
        guard let store = nodeStore else { return true }
        if linkCount <= 0 { return false }
        var handle = parentHandle
        while !handle.isNone {
            guard let node = store.object(handle), node.linkCount > 0 else { return false }
            handle = node.parentHandle
        }
        return true
    }

    // MARK: Links to children (each kind of node holds its children through these)

    /// A parent's link to one child: the child's handle in the store that owns both.
    struct ChildLink {
        fileprivate(set) var handle = NodeHandle.none
    }

    /// The child `link` holds, or nil (none, or one released).
    @inline(__always)
    final func child(_ link: ChildLink) -> GraphNode? {
        link.handle.isNone ? nil : nodeStore?.object(link.handle)
    }

    /// Makes `link` hold `child` (nil: none): the child gains a link and the node it held
    /// loses one. This node is registered in its child's store if it was not yet (a new
    /// node links its children before its own parent links it).
    final func relink(_ link: inout ChildLink, to child: GraphNode?) {
        guard let child else {
            let old = link.handle
            guard !old.isNone else { return }
            link.handle = .none
            nodeStore?.unlink(old)
            return
        }
        let store = adoptStore(of: child)
        guard child.handle != link.handle else { return }
        let old = link.handle
        link.handle = child.handle
        child.linkCount += 1
        if !old.isNone { store.unlink(old) }
    }

    /// The store `child` is in, this node registered there too: every node a reconcile
    /// answers is registered (`ViewGraph.reconciled`), so a child always has one.
    final func adoptStore(of child: GraphNode) -> NodeStore {
        if child.handle.isNone, let nodeStore { child.register(in: nodeStore) }
        guard let store = child.nodeStore else {
            preconditionFailure("Trellis: a child node linked outside any graph (\(child.viewType))")
        }
        register(in: store)
        return store
    }

    /// Calls `body` with the handle of every child this node links (a node's kind
    /// overrides it for the links it holds): how the store releases what a released node
    /// alone held.
    func forEachChild(_ body: (NodeHandle) -> Void) {}

    /// The store's name for ``forEachChild(_:)``: a node's owning links are its children's.
    final func forEachOwnedLink(_ body: (NodeHandle) -> Void) { forEachChild(body) }

    /// The environment keys the node's body or items read, and what else they depend on
    /// (EnvironmentInvalidation.swift).
    var environmentReads: [ObjectIdentifier] = []
    var environmentReadFlags: EnvironmentReadFlags = []

    // MARK: Environment changes (EnvironmentInvalidation.swift)

    /// Whether a changed environment can be passed down this node's subtree by a walk of
    /// its nodes (``passEnvironment(_:_:)``) instead of reconciling its views again. The
    /// common kinds of node say yes when their children do (every child is asked, so that
    /// each custom view below notes the answer for its body); a custom view's node always
    /// can (it reconciles its body again when that cannot be walked); other kinds say no.
    func prepareEnvironmentWalk(_ update: Int) -> Bool { false }

    /// Passes `environment`, changed at the host, down this node's subtree, noting in
    /// `walk` what read a changed value. Only called where ``prepareEnvironmentWalk(_:)``
    /// said yes: the kinds that say no have nothing to pass it through here.
    func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {}

    // MARK: Items, made once and kept while nothing below changes

    /// Whether ``cachedItems`` still stand for this subtree. Reconciling a node clears it
    /// for the node and its ancestors (`ViewGraph`); making the items sets it.
    var itemsValid = false
    /// Whether the node is reconciled through `ReconcileContext.reconcile` (so it is
    /// invalidated when reconciled): only such nodes keep items. A node a primitive makes
    /// on the side makes its items anew each time.
    var isTracked = false
    /// Whether this node's own view (its value or its environment) may have changed since
    /// its items were made, as opposed to only views inside it: set when the node is
    /// reconciled or its body evaluated, cleared when its items are made. A container whose
    /// own view did not change updates its kept item in place (`ContainerNode`).
    var ownViewChanged = true
    /// Set when reconciling found the node's view unchanged and kept it as it was, items
    /// included (a custom view whose value and environment are the same, see
    /// ViewEquality.swift); read and cleared as the reconciling ends.
    final var keptUnchanged = false
    /// The position of this node among its list's children (see ``ListNode``); −1 outside
    /// a list.
    var indexInList: Int32 = -1
    private var cachedOrientation: Axis?
    /// Whether the items kept were made for a container that takes runs (``FlattenContext/flatRuns``).
    private var cachedFlatRuns = false
    /// The branches of `if`/`else` and `switch` the view of this node is in, below the
    /// node it is part of (`_ViewReconciler.branchPath`; kept in what was padding).
    var branchPath = GraphNode.rootBranchPath
    /// The path of a view in no branch.
    static let rootBranchPath: UInt32 = 1
    /// Whether this kind of node hands a container's ``FlattenContext/flatRuns`` on to its
    /// children: only lists and `.id`, which collect and tag items, and a run, which makes
    /// one.
    var passesFlatRuns: Bool { false }
    /// The items kept: one (nearly always), or any number.
    private var cachedItems = KeptItems.none
    /// What making them did besides the items, in a box: nearly every node has nothing.
    private var cachedEffects: OutOfLine<ItemEffects>?

    /// Appends the unary layout items this node stands for: the ones made last time when
    /// nothing in this subtree was reconciled since (so they keep their answers and
    /// placements, see `LayoutItem`), otherwise new ones. Returns whether it made new ones
    /// (kept ones already carry the tags their enclosing lists gave them).
    @discardableResult
    final func makeItems(_ fx: FlattenContext, into items: inout [LayoutItem]) -> Bool {
        var fx = fx
        if fx.flatRuns, !passesFlatRuns { fx.flatRuns = false }
        let caches = fx.cachesItems && isTracked
        if itemsValid, caches, cachedOrientation == fx.stackOrientation, cachedFlatRuns == fx.flatRuns {
            switch cachedItems {
            case .one(let item): items.append(item)
            case .many(let list): items.append(contentsOf: list)
            case .none: break
            }
            // Kept effects hold loose lifecycles only when the node made no item: they go
            // where its items would have.
            if let cachedEffects { fx.context.replay(cachedEffects.value, at: items.count) }
            return false
        }
        let start = items.count
        let before = fx.context.effectsMark
        buildItems(fx, into: &items)
        // Lifecycles whose content made no item go with an item of this node's.
        if fx.context.looseLifecycles.count > before.looseLifecycles, items.count > start {
            LooseLifecycle.attach(fx.context, to: &items, from: start, mark: before.looseLifecycles)
        }
        ownViewChanged = false
        guard caches else {
            itemsValid = false
            return true
        }
        let made = items.count - start
        // All of `items`: kept by sharing its buffer (a copy costs a retain of each item,
        // and is made only if the caller appends to the array).
        if made == 1 {
            // Nearly always, on a change's path, the item kept (a container updated in
            // place): nothing to store (storing it again would be a retain and a release
            // on every node of the path).
            if !cachedItems.isOnly(items[start]) { cachedItems = .one(items[start]) }
        } else {
            cachedItems = .many(start == 0 ? items : Array(items[start...]))
        }
        cachedOrientation = fx.stackOrientation
        cachedFlatRuns = fx.flatRuns
        if fx.context.effectsMark == before {
            // Nearly always: no record is made (an empty one holds an empty array, a
            // retain and a release).
            if cachedEffects != nil { cachedEffects = nil }
        } else {
            cachedEffects = OutOfLine(fx.context.effects(since: before))
        }
        itemsValid = true
        return true
    }

    /// Calls `body` with each item this node keeps for its next update (``makeItems(_:into:)``):
    /// the graph's holds on layout items, besides the item tree's own links
    /// (`LayoutItem.forEachOwnedItem`).
    func forEachKeptItem(_ body: (LayoutItem) -> Void) {
        switch cachedItems {
        case .one(let item): body(item)
        case .many(let list): list.forEach(body)
        case .none: break
        }
    }

    /// Clears the kept items of this node, whose own view changed, and of every node it is
    /// part of (up to the root, or to a parent that has gone).
    final func invalidateItems() {
        ownViewChanged = true
        itemsValid = false
        guard let store = nodeStore else { return }
        var child = self
        while let parent = store.object(child.parentHandle) {
            parent.itemsValid = false
            parent.noteInvalidChild(child)
            child = parent
        }
    }

    /// Told that the kept items of `child`, one of this node's, were cleared.
    func noteInvalidChild(_ child: GraphNode) {}

    /// Hands over the items kept for a list (more than one), when they were made for
    /// `orientation` with nothing else made: the node no longer holds them, so the caller
    /// can change them without a copy (see `ListNode`).
    final func takeKeptList(for orientation: Axis?, flatRuns: Bool) -> [LayoutItem]? {
        guard cachedOrientation == orientation, cachedFlatRuns == flatRuns, cachedEffects == nil, case .many(let list) = cachedItems else { return nil }
        cachedItems = .none
        return list
    }

    /// How many items ``takeKeptList(for:)`` would hand over (nil: none).
    final func keptListCount(for orientation: Axis?, flatRuns: Bool) -> Int? {
        guard cachedOrientation == orientation, cachedFlatRuns == flatRuns, cachedEffects == nil, case .many(let list) = cachedItems else { return nil }
        return list.count
    }

    /// The existing node if it is of this class and was made for the same view type.
    class func reuse(_ existing: GraphNode?, for type: Any.Type) -> Self? {
        guard let node = existing as? Self, node.viewType == ObjectIdentifier(type) else { return nil }
        return node
    }

    /// Makes the unary layout items this node stands for (see ``makeItems(_:into:)``).
    func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {}
}

/// The items a node keeps (see `GraphNode.makeItems`): one (nearly always), or any
/// number. One word: the case lives in the references' spare bits (two optionals took
/// two).
enum KeptItems {
    case none
    case one(LayoutItem)
    case many([LayoutItem])

    /// Whether this is `.one(item)` (the same object).
    @inline(__always) func isOnly(_ item: LayoutItem) -> Bool {
        guard case .one(let kept) = self else { return false }
        return kept === item
    }
}

/// Hands out node serial numbers, process-wide (hosts may live on several threads).
enum NodeSerial {
    private static let last = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        last.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The first of `count` consecutive new serial numbers.
    static func next(count: Int) -> UInt64 {
        last.wrappingAdd(UInt64(max(count, 1)), ordering: .relaxed).newValue &- UInt64(max(count, 1)) &+ 1
    }
}

/// How items are made: the host's layout context, the orientation of the enclosing stack
/// (for Spacer and Divider) and the layout direction.
struct FlattenContext {
    let context: LayoutContext
    var stackOrientation: Axis?
    /// Whether items may be kept in nodes and reused: false below a navigation level,
    /// whose bar is collected while its content's items are made.
    var cachesItems = true
    /// Whether the items go straight into a container that takes a `ForEach` of plain
    /// chains as one run of subviews (FlatRun.swift): set by the container's node, kept
    /// by the nodes that only collect and tag their children's items (lists, `.id`), and
    /// cleared by every other (a modifier wraps each item it gets, which a run is not).
    var flatRuns = false

    init(context: LayoutContext, stackOrientation: Axis?, cachesItems: Bool = true, flatRuns: Bool = false) {
        self.context = context
        self.stackOrientation = stackOrientation
        self.cachesItems = cachesItems
        self.flatRuns = flatRuns
    }
}

/// A list of child nodes in order (a tuple's views, a `ForEach`'s elements, a group's or
/// an erased view's content). A branch of `if`/`else` is none: its content's node takes its
/// place (`_ViewReconciler.branchPath`), but for branches nested past what a path holds.
/// `ForEach` lists tag their children's items with the element id.
final class ListNode: GraphNode {
    /// The children in order (what making items walks, without hashing), but for the child
    /// of a list of one keyed view, which is ``soleLink``.
    private var childHandles: [NodeHandle] = []
    /// The child of a list of one keyed view (``set(only:key:)``: a group's content, an
    /// erased view, a branch past a full path), held here rather than in an array of one
    /// (an allocation more).
    private var soleLink = ChildLink()
    private var soleChild: GraphNode? { child(soleLink) }

    /// The children in order (for a `ForEach`'s matching of ids), but for the child of a
    /// list of one keyed view.
    var nodes: [GraphNode] {
        guard let store = nodeStore else { return [] }
        return childHandles.compactMap { store.object($0) }
    }

    /// The child at `index` of ``childHandles``: linked, so in the store.
    @inline(__always)
    private func node(at index: Int, in store: NodeStore) -> GraphNode {
        guard let node = store.object(childHandles[index]) else {
            preconditionFailure("Trellis: a list's linked child was released")
        }
        return node
    }

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        if !soleLink.handle.isNone { body(soleLink.handle) }
        for handle in childHandles { body(handle) }
    }

    /// Links `nodes` as the children in order, in place of the ones linked before.
    private func link(_ nodes: [GraphNode]) {
        // Reconciled again with the same children (the common update): nothing changes.
        if nodes.count == childHandles.count, zip(nodes, childHandles).allSatisfy({ $0.handle == $1 }) { return }
        var handles: [NodeHandle] = []
        handles.reserveCapacity(nodes.count)
        var store = nodeStore
        for node in nodes {
            let nodeStore = adoptStore(of: node)
            store = nodeStore
            node.linkCount += 1
            handles.append(node.handle)
        }
        swap(&handles, &childHandles)
        if let store { for old in handles { store.unlink(old) } }
    }
    /// A `ForEach`'s ids, aligned with ``nodes``: the tags of its children's items, and
    /// what its next reconcile matches against (see `ForEachIDs`). Nil for other lists.
    private(set) var keys: ListKeys?
    /// The key of the one child of a list of one keyed view (a branch, an optional's
    /// content, a type-erased view's type; see ``set(only:key:)``). Nil for a tuple's list,
    /// whose children are keyed by position, and a `ForEach`'s.
    private var onlyKey: Int?

    /// Whether the items last made were one for each child, with nothing else made (no
    /// effects, see ``ItemEffects``): when views inside some children change, their items
    /// are then replaced in the kept list, without a walk of the others
    /// (``patch(_:_:)``). Cleared when the children are set again.
    private var patchable = false
    /// The children whose items were cleared since the items were made.
    private var invalidChildren: [Int32] = []

    override func noteInvalidChild(_ child: GraphNode) {
        guard patchable else { return }
        let i = Int(child.indexInList)
        if i >= 0, i < childHandles.count, childHandles[i] == child.handle {
            invalidChildren.append(child.indexInList)
        } else {
            patchable = false
        }
    }

    override func prepareEnvironmentWalk(_ update: Int) -> Bool {
        if let soleChild { return soleChild.prepareEnvironmentWalk(update) }
        guard let store = nodeStore else { return true }
        var all = true
        for i in childHandles.indices where !node(at: i, in: store).prepareEnvironmentWalk(update) { all = false }
        return all
    }

    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        soleChild?.passEnvironment(environment, walk)
        guard let store = nodeStore else { return }
        for i in childHandles.indices { node(at: i, in: store).passEnvironment(environment, walk) }
    }

    /// Sets a `ForEach`'s children in order with their ids.
    func set(nodes: [GraphNode], keys: ListKeys) {
        link(nodes)
        self.keys = keys
        relink(&soleLink, to: nil)
        numberChildren()
    }

    /// The children are new: their positions are noted, and the items are made by a walk.
    private func numberChildren() {
        patchable = false
        invalidChildren.removeAll()
        soleChild?.indexInList = 0
        guard let store = nodeStore else { return }
        for i in childHandles.indices { node(at: i, in: store).indexInList = Int32(truncatingIfNeeded: i) }
    }

    /// The child at `position` of a tuple's list (a tuple's arity is part of its type, so
    /// every position is filled).
    func child(at position: Int) -> GraphNode? {
        onlyKey == nil && keys == nil && position < childHandles.count ? nodeStore?.object(childHandles[position]) : nil
    }

    /// Sets a tuple's children, keyed by position.
    func set(positional nodes: [GraphNode]) {
        link(nodes)
        onlyKey = nil
        relink(&soleLink, to: nil)
        numberChildren()
    }

    /// The child last set with `key` (``set(only:key:)``), if any.
    func onlyChild(key: Int) -> GraphNode? {
        onlyKey == key ? soleChild : nil
    }

    /// Sets the one child of a list of one keyed view (nil: none, an empty optional): a
    /// branch (`key` 1 for the true branch, 0 for the false one), an optional's or a
    /// group's content (0), a type-erased view (its type). Keys are small integers, not
    /// `AnyHashable`s in a dictionary, which cost a box, a hash and metadata lookups for
    /// every `if` of every body evaluated.
    func set(only node: GraphNode?, key: Int) {
        relink(&soleLink, to: node)
        if !childHandles.isEmpty { link([]) }
        onlyKey = key
        numberChildren()
    }

    /// Reconciles a type-erased view (AnyView, a modifier's or a button style's content): a
    /// list of one child keyed by the wrapped type, so a new type is a new identity.
    static func reconcileErased(_ view: any View, as wrapper: Any.Type, _ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: wrapper) ?? ListNode(viewType: wrapper)
        let key = Int(bitPattern: ObjectIdentifier(type(of: view)))
        node.set(only: cx.reconcile(view, node.onlyChild(key: key)), key: key)
        return node
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        // One child and no ids (a branch, an optional's or a group's content, an erased
        // view): its items are the list's; nothing to patch.
        if let only = soleChild ?? (keys == nil && childHandles.count == 1 ? nodeStore?.object(childHandles[0]) : nil) {
            only.makeItems(fx, into: &items)
            if !invalidChildren.isEmpty { invalidChildren.removeAll() }
            patchable = false
            return
        }
        let context = fx.context
        let before = context.effectsMark
        var onePerChild = true
        if patchable, !ownViewChanged, fx.cachesItems, isTracked, var kept = takeKeptList(for: fx.stackOrientation, flatRuns: fx.flatRuns),
           kept.count == childHandles.count {
            var replaced: [(index: Int, old: LayoutItem)] = []
            onePerChild = patch(&kept, fx, replaced: &replaced)
            if items.isEmpty {
                items = kept
                // The whole of the items: a container that let go of them compares these.
                if onePerChild { context.listPatch = ListPatch(list: self, replaced: replaced) }
            } else {
                items.append(contentsOf: kept)
            }
        } else {
            // A local copy of the array: making a child's items never changes the list.
            let handles = childHandles
            let keys = self.keys
            let store = nodeStore
            for index in handles.indices {
                let start = items.count
                guard let child = store?.object(handles[index]) else { continue }
                // Items a child kept were tagged with its key when they were made.
                if child.makeItems(fx, into: &items), let keys {
                    for i in start..<items.count { items[i].addTag(keys, at: index) }
                }
                if items.count - start != 1 { onePerChild = false }
            }
        }
        invalidChildren.removeAll()
        patchable = onePerChild && childHandles.count > 1 && fx.cachesItems && isTracked
            && before == context.effectsMark
    }

    override var passesFlatRuns: Bool { true }

    /// Whether making the items will replace the changed ones in the kept array
    /// (``patch(_:_:replaced:)``) rather than walk the children: the checks of
    /// `GraphNode.makeItems` and ``buildItems(_:into:)``, asked beforehand.
    func willPatch(_ fx: FlattenContext) -> Bool {
        patchable && !itemsValid && !ownViewChanged && fx.cachesItems && isTracked
            && keptListCount(for: fx.stackOrientation, flatRuns: fx.flatRuns) == childHandles.count
    }

    /// Replaces, in the list of items made last (one for each child), the items of the
    /// children noted since (``invalidChildren``) with theirs made anew, noting in
    /// `replaced` the positions and the items that were there. The others' are
    /// kept as they are: they made nothing else (``patchable``), so there is nothing of
    /// theirs to replay. Returns whether the list is still one item for each child.
    private func patch(_ list: inout [LayoutItem], _ fx: FlattenContext, replaced: inout [(index: Int, old: LayoutItem)]) -> Bool {
        var onePerChild = true
        var shift = 0
        var previous = -1
        guard let store = nodeStore else { return false }
        for index in invalidChildren.map({ Int($0) }).sorted() where index != previous {
            previous = index
            var made: [LayoutItem] = []
            if node(at: index, in: store).makeItems(fx, into: &made), let keys {
                for i in made.indices { made[i].addTag(keys, at: index) }
            }
            let at = index + shift
            if made.count == 1 {
                replaced.append((at, list[at]))
                list[at] = made[0]
            } else {
                list.replaceSubrange(at...at, with: made)
                shift += made.count - 1
                onePerChild = false
            }
        }
        return onePerChild
    }
}

/// The keys of a list's children in order, made as `AnyHashable` only when items are
/// tagged (a `ForEach` keeps its ids typed: `ForEachIDs`).
class ListKeys {
    func key(at index: Int) -> AnyHashable { AnyHashable(index) }
}

/// A built-in view that is one layout item.
protocol LeafView: PrimitiveView, ItemChain {
    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem
    /// Whether making the item may read the environment (true unless the view knows
    /// better): a view that reads nothing makes its item without a copy of the
    /// environment that notes reads.
    static var readsEnvironment: Bool { get }
}

extension LeafView {
    static var readsEnvironment: Bool { true }
}

extension LeafView {
    /// A leaf alone is a chain of no modifiers: its node is a `ChainNode` (ChainNode.swift),
    /// which keeps the view in place (generic over it: as an existential, a view of more
    /// than three words, a `Color`'s, was a separate allocation).
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        withUnsafePointer(to: self) { ChainNode<Self>.reconcile($0, readsEnvironment: Self.readsEnvironment, existing, cx) }
    }
}

/// A layout container: its layout (with the cache, kept across updates) and content.
final class ContainerNode: GraphNode {
    /// Replaced only by the box of a changed stack value (a stack's box is shared).
    var box: AnyLayoutBox
    private var contentLink = ChildLink()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    var layoutDirection: LayoutDirection = .leftToRight

    override func forEachChild(_ body: (NodeHandle) -> Void) { body(contentLink.handle) }

    init(viewType: Any.Type, box: AnyLayoutBox) {
        self.box = box
        super.init(viewType: viewType)
    }

    // The layout direction it copies is a geometry key: a change of it updates everything.
    override func prepareEnvironmentWalk(_ update: Int) -> Bool { content?.prepareEnvironmentWalk(update) ?? true }

    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        content?.passEnvironment(environment, walk)
    }

    func updateLayout<L: Layout>(_ layout: L) {
        _ = box.setLayout(layout)
    }

    /// The item made last (see ``buildItems(_:into:)``).
    private var keptItem: ContainerItem?

    override func forEachKeptItem(_ body: (LayoutItem) -> Void) {
        super.forEachKeptItem(body)
        if let keptItem { body(keptItem) }
    }
    /// Empty, with the memory of the subviews' list an update made last, when the kept item
    /// did not take that list (it kept its own: the same items, some changed in place).
    /// The next update's list goes there, so that a change in nested stacks allocates no
    /// list on the containers of its path.
    private(set) var spareList: [LayoutItem] = []

    /// Makes the container's item. When only views inside the container changed (its own
    /// view, layout value and environment did not: ``ownViewChanged`` is clear), the item
    /// made last is updated in place with the new subviews (``ContainerItem/update(subviews:)``),
    /// keeping what it worked out for the subviews that did not change: a change in one of
    /// 10,000 children then costs a walk of the children, not a new container.
    ///
    /// When the content is a list that will replace the changed items in its kept array
    /// (`ListNode.willPatch`), the kept item first lets go of that array, so that the list
    /// changes it without a copy (a copy retained and released every subview), and compares
    /// what the list says it replaced (``LayoutContext/listPatch``).
    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var sub: [LayoutItem] = []
        let context = fx.context
        let box = self.box
        let inner = FlattenContext(context: context, stackOrientation: box.stackOrientation, cachesItems: fx.cachesItems,
                                   flatRuns: context.allowsFlatRuns && box.acceptsFlatRuns)
        if !ownViewChanged, isTracked, fx.cachesItems, context.allowsUpdatesInPlace, let kept = keptItem {
            if update(kept, inner, &sub) {
                items.append(kept)
                return
            }
        } else {
            // Room for one subview first: grown from empty by the first append, the array
            // would be made by the standard library's slower growth path (once a level of
            // nested stacks' first layout).
            sub.reserveCapacity(1)
            content?.makeItems(inner, into: &sub)
        }
        let item = ContainerItem(context: context, box: box, subviews: sub, layoutDirection: layoutDirection)
        item.sourceSerial = serial
        keptItem = isTracked && fx.cachesItems ? item : nil
        items.append(item)
    }

    /// Makes the content's items into `sub` and gives them to `kept`, the item made last,
    /// as its new subviews (``buildItems(_:into:)``); false when it cannot take them (a
    /// new item is made of `sub` then). Out of line: a new container never comes here.
    @inline(never)
    private func update(_ kept: ContainerItem, _ inner: FlattenContext, _ sub: inout [LayoutItem]) -> Bool {
        let context = inner.context
        let content = self.content
        guard let list = content as? ListNode, list.willPatch(inner) else {
            swap(&sub, &spareList)
            content?.makeItems(inner, into: &sub)
            guard kept.update(subviews: sub) else { return false }
            if !kept.holdsSubviews(sub) {
                sub.empty()
                swap(&sub, &spareList)
            }
            return true
        }
        let count = kept.releaseSubviews()
        // The kept item's subviews are gone: whatever happens next, the old items are
        // not as they were, which the host must not compare (as for an update in place).
        context.updatedInPlace = true
        context.listPatch = nil
        list.makeItems(inner, into: &sub)
        let patch = context.listPatch
        context.listPatch = nil
        guard let patch, patch.list == ObjectIdentifier(list) else { return false }
        return kept.update(subviews: sub, count: count, replaced: patch.replaced)
    }
}

/// A view with an explicit identity (`.id(_:)`): a new id is a new view, whose state starts afresh.
final class IdentityNode: GraphNode {
    var id: AnyHashable
    private var contentLink = ChildLink()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }

    override func forEachChild(_ body: (NodeHandle) -> Void) { body(contentLink.handle) }

    init(viewType: Any.Type, id: AnyHashable) {
        self.id = id
        super.init(viewType: viewType)
    }

    override func prepareEnvironmentWalk(_ update: Int) -> Bool { content?.prepareEnvironmentWalk(update) ?? true }

    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        content?.passEnvironment(environment, walk)
    }

    override var passesFlatRuns: Bool { true }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        let start = items.count
        guard content?.makeItems(fx, into: &items) == true else { return }
        for i in start..<items.count { items[i].addTag(id) }
    }
}
