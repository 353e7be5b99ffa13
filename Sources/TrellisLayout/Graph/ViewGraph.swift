import Foundation
@_exported import Observation

/// The persistent view graph of one host: evaluates bodies, keeps state, tracks which
/// bodies read which state, and re-evaluates only those (and what they contain) on change.
final class ViewGraph {
    var rootView: any View
    /// The host's environment. A change updates the views that read a changed value
    /// (see `EnvironmentInvalidation.swift`); layout direction and display scale update all.
    var environment: EnvironmentValues {
        didSet {
            let changed = environment.keysDiffering(from: oldValue)
            guard !changed.isEmpty else { return }
            if changed.contains(where: EnvironmentValues.geometryKeys.contains) {
                needsFullUpdate = true
            } else {
                pendingEnvironment.values = true
            }
        }
    }
    /// The root node, held by a link as a parent holds a child (Storage/OwningStore.swift).
    private(set) var root: GraphNode? {
        get { store.object(rootHandle) }
        set {
            let old = rootHandle
            if let newValue {
                newValue.register(in: store)
                rootHandle = newValue.handle
                if old != rootHandle { newValue.linkCount += 1 } else { return }
            } else {
                rootHandle = .none
            }
            store.unlink(old)
        }
    }
    private var rootHandle = NodeHandle.none
    private var needsFullUpdate = true
    private var pendingEnvironment = PendingEnvironmentChange()
    /// The graph's nodes, which it owns (Storage/OwningStore.swift).
    let store = NodeStore()
    /// The views whose state or observed values changed, to evaluate again: handles, so a
    /// view removed meanwhile (its parent evaluated first dropped it) is not kept alive
    /// and is never evaluated (SwiftUI never evaluates a view its parent just removed).
    private var dirty: Set<NodeHandle> = []
    /// The state writes since the last update, by transaction (TransactionUpdates.swift).
    var segments = TransactionSegments()

    /// Hands over the views to evaluate (a transaction's, TransactionUpdates.swift).
    func takeDirty() -> Set<NodeHandle> {
        defer { dirty = [] }
        return dirty
    }

    /// Takes back views to evaluate that ``takeDirty()`` handed over.
    func restoreDirty(_ handles: Set<NodeHandle>) { dirty.formUnion(handles) }
    var hasDirtyViews: Bool { !dirty.isEmpty }
    func isDirty(_ handle: NodeHandle) -> Bool { dirty.contains(handle) }
    /// The custom view whose body is being evaluated (state reads are recorded against it).
    var evaluating: CustomNode?
    /// Incremented per update; a node evaluated in this update is not evaluated again.
    private(set) var updateGeneration = 0
    /// How many bodies were evaluated, in total (for tests of update granularity).
    private(set) var bodyEvaluations = 0
    /// Problems met while reconciling (duplicate ForEach ids), kept until the next full update.
    private(set) var diagnostics: [LayoutDiagnostic] = []

    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, view: String) {
        let d = LayoutDiagnostic(kind: kind, message: message, view: view)
        if !diagnostics.contains(d) { diagnostics.append(d) }
    }

    /// What this graph's state boxes hold of it: a reference that is cleared when the graph
    /// goes (see `StateLinks.swift`).
    let link = GraphLink()

    init(rootView: any View, environment: EnvironmentValues) {
        self.rootView = rootView
        self.environment = environment
        link.graph = self
    }

    deinit {
        link.graph = nil
        // The nodes hold their store: emptied here, or the two would keep each other.
        store.removeAll()
    }

    var needsUpdate: Bool {
        needsFullUpdate || !dirty.isEmpty || pendingEnvironment.values || pendingEnvironment.textMeasurer || hasWaitingTransactions
    }

    func invalidateAll() { needsFullUpdate = true }

    /// Runs `apply` recording the @Observable properties it reads for the root view: what
    /// the host's root view runs outside every custom view (a `ForEach`'s content closure in
    /// a root `VStack`). There is no smaller view to evaluate again, so a change to one
    /// reconciles the root view again, in the transaction of the change, as setting the
    /// root view does (state is kept).
    func observingRootReads<R>(_ apply: () -> R) -> R {
        withObservationTracking(apply) { [link] in
            link.deliver { graph in
                graph.record(TransactionStack.current)
                graph.invalidateAll()
            }
        }
    }

    /// Applies the changes other threads made since the last update
    /// (``GraphLink/deliver(_:)``), in the order they were made, each in the transaction it
    /// was made in.
    func applyDeliveredChanges() {
        let changes = link.takeDeliveredChanges()
        guard !changes.isEmpty else { return }
        let state = ThreadState.current
        let saved = (state.transaction, state.transactionSerial)
        for change in changes {
            state.transaction = change.transaction
            state.transactionSerial = change.transactionSerial
            change.apply(self)
        }
        (state.transaction, state.transactionSerial) = saved
    }

    /// The host measures text with a new measurer: what measured text is made again.
    func invalidateTextMeasurement() { pendingEnvironment.textMeasurer = true }

    func invalidate(_ node: CustomNode) {
        node.register(in: store)
        node.isInvalidated = true
        dirty.insert(node.handle)
    }

    /// The transaction of the changes the next update makes: of one transaction's state
    /// writes (TransactionUpdates.swift), and of the other changes made meanwhile, where an
    /// animated change wins over one without animation; completion handlers accumulate.
    var pendingTransaction: Transaction?

    func record(_ transaction: Transaction?) {
        guard let transaction else {
            if pendingTransaction == nil { pendingTransaction = Transaction() }
            return
        }
        guard var pending = pendingTransaction else {
            pendingTransaction = transaction
            return
        }
        let known = Set(pending.completions.map(\.id))
        let added = transaction.completions.filter { !known.contains($0.id) }
        if pending.animation == nil, transaction.animation != nil || transaction.disablesAnimations {
            let completions = pending.completions
            pending = transaction
            pending.completions = completions + added
        } else {
            pending.completions += added
        }
        pendingTransaction = pending
    }

    /// Hands over the transaction of the changes and forgets it.
    func takeTransaction() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }

    /// Brings the graph up to date. Returns whether anything was re-evaluated.
    @discardableResult
    func update() -> Bool {
        beginTransactionUpdate()
        guard needsUpdate else { return false }
        hasUnconsumedUpdate = true
        updateGeneration &+= 1
        if needsFullUpdate {
            needsFullUpdate = false
            pendingEnvironment = PendingEnvironmentChange()
            diagnostics.removeAll()
            root = ReconcileContext.with(graph: self, environment: environment, depth: 0) { $0.reconcile(rootView, root) }
            reconciled.removeAll()
            // The views invalidated meanwhile are evaluated below, unless reconciling did
            // (a view found unchanged keeps its body, see ViewEquality.swift).
        } else if pendingEnvironment.values || pendingEnvironment.textMeasurer, let current = root {
            // The new environment is passed down the views the graph has; what read a
            // changed value is evaluated or made again (EnvironmentInvalidation.swift).
            let propagation = EnvironmentPropagation(measurerChanged: pendingEnvironment.textMeasurer)
            pendingEnvironment = PendingEnvironmentChange()
            // A walk of the nodes where every kind on the way takes one (it recurses
            // once per level: only where the stack has room, see `LargeStack`).
            if runsOnLargeStack || maxDepth < LargeStack.levelsBeforeFirstHop, current.prepareEnvironmentWalk(updateGeneration) {
                environmentWalks += 1
                current.passEnvironment(environment, EnvironmentWalk(graph: self, propagation: propagation))
            } else {
                root = ReconcileContext.with(graph: self, environment: environment, depth: 0, propagation: propagation) {
                    $0.reconcile(rootView, current)
                }
            }
            reconciled.removeAll()
            propagation.finish()
        }
        // In the order the nodes were made (``GraphNode/serial``): an ancestor always
        // before the views inside it, which it may drop (each is looked up when its turn
        // comes, and only a node still linked to the tree is evaluated), and the views of
        // one build in tree order, as SwiftUI updates them, siblings in order. (A view
        // inserted later comes after the views made before it, wherever it stands.) The
        // order never depends on the set's hashing, so it is the same in every run.
        let order = dirty.compactMap { handle in (store.object(handle) as? CustomNode).map { (handle, $0.serial) } }
            .sorted { $0.1 < $1.1 }
        dirty.removeAll()
        for (handle, _) in order {
            guard let node = store.object(handle) as? CustomNode, node.evaluatedGeneration != updateGeneration,
                  node.isAttached else { continue }
            node.evaluate(in: self)
            // Its items and those of every view it is part of are made anew.
            node.invalidateItems()
        }
        reconciled.removeAll()
        // What the update dropped, and nothing linked again, is released.
        store.sweep()
        return true
    }

    func noteBodyEvaluation() { bodyEvaluations += 1 }
    /// How many times a custom view's body was kept because its new value was unchanged
    /// (ViewEquality.swift; tests of update granularity).
    private(set) var keptBodies = 0
    func noteKeptBody() { keptBodies += 1 }
    /// How the values of each custom view type are compared (ViewEquality.swift), kept
    /// per graph as other per-type answers (``TypeMemo``).
    private var viewComparisons = TypeMemo<ValueComparison>()

    func viewComparison(of type: Any.Type) -> ValueComparison {
        viewComparisons.value(for: type) { ValueComparison.of(type) }
    }
    /// How many environment changes were passed down by a walk of the nodes rather than by
    /// reconciling the views again (tests).
    private(set) var environmentWalks = 0

    /// Whether an update ran whose items are not made yet.
    private var hasUnconsumedUpdate = false

    /// Brings the graph up to date and says whether anything changed since the items were
    /// last made (the host may have updated the graph ahead, to learn its depth).
    func updateForItems() -> Bool {
        update()
        defer { hasUnconsumedUpdate = false }
        return hasUnconsumedUpdate
    }

    /// The deepest level reconciled so far (see `LargeStack`).
    var maxDepth = 0
    /// Set while the host runs on a large stack: building needs no hops then.
    var runsOnLargeStack = false

    /// Frees the tree (on the caller's stack: a deep host calls it on a large one).
    func tearDown() {
        root = nil
        dirty.removeAll()
        reconciled.removeAll()
        store.sweep()
    }

    /// The nodes reconciled whose parent is still being reconciled (a stack).
    var reconciled: [GraphNode] = []
    /// Which optional protocols each built-in modifier type adopts (value watching,
    /// storage), worked out once per type: a failed cast is a runtime call.
    private var modifierTraits = TypeMemo<ModifierTraits>()
    /// Which `ModifiedContent` types are an ``ItemChain`` (a leaf with plain modifiers),
    /// found out once per type: a conformance lookup is a runtime call.
    private var chains = TypeMemo<ChainTraits?>()
    /// What the graph knows of each view type whose hook answers no node, found once.
    private var customViewKinds = TypeMemo<CustomViewKind>()

    /// The optional protocols `modifier`'s type adopts.
    func traits<M: PrimitiveModifier>(of modifier: M) -> ModifierTraits {
        modifierTraits.value(for: M.self) {
            ModifierTraits(watchesValue: modifier is ValueWatchingModifier, hasStorage: modifier is StatefulModifier,
                           transformsEnvironment: modifier is any EnvironmentModifier, nodeClass: ModifierNode<M>.self)
        }
    }

    /// What the graph knows of `V`, a view type whose hook answers no node.
    func customViewKind<V: View>(of type: V.Type) -> CustomViewKind {
        customViewKinds.value(for: type) { CustomViewKind(nodeClass: CustomNodeOf<V>.self, bodyless: V.Body.self == Never.self) }
    }

    /// What the graph knows of `type` as an ``ItemChain``: nil when it is not one.
    func chainTraits(of type: Any.Type) -> ChainTraits? {
        chains.value(for: type) {
            (type as? any ItemChain.Type).map {
                ChainTraits(type: $0, nodeClass: $0.chainNodeClass, runClass: $0.chainRunClass,
                            readsEnvironment: $0.chainReadsEnvironment, flatType: $0 as? any FlatChain.Type)
            }
        }
    }
    /// The view types found to hold no dynamic property (see
    /// `CustomNode.installDynamicProperties`): their values are not reflected again.
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    /// The type last found to hold none: the views of a list or of a recursive view are
    /// mostly of one type, which is then known without hashing.
    var lastTypeWithoutDynamicProperties: ObjectIdentifier?
    /// The dynamic property fields of the view types asked about: the views of a list are
    /// mostly of one type, whose fields are then known without the process-wide table's
    /// lock and hash, which every view with state would otherwise pay.
    private var dynamicPropertyFieldsMemo = TypeMemo<DynamicPropertyFields?>()

    /// ``DynamicPropertyFields/of(_:)``, kept per graph (``TypeMemo``).
    func dynamicPropertyFields(of type: Any.Type) -> DynamicPropertyFields? {
        dynamicPropertyFieldsMemo.value(for: type) { DynamicPropertyFields.of(type) }
    }
    /// The boxes of the built-in stacks, shared by containers of equal stack values.
    var stackBoxes = SharedStackBoxes()
    /// How many values were reflected to find their dynamic properties.
    private(set) var dynamicPropertyScans = 0
    func noteDynamicPropertyScan() { dynamicPropertyScans += 1 }
    /// Notes what bodies read of the environment (EnvironmentInvalidation.swift).
    let environmentReads = EnvironmentReadRecorder()
    /// How many built-in views and modifiers were found by a runtime cast rather than by
    /// their hook (`View._reconcile`, `ViewModifier._reconcile`): 0 while every built-in
    /// declares one (a test checks); otherwise each is a runtime cast.
    var primitivesFoundByCast = 0

    /// Notes that `node` (in place of `existing`) shows its view now, reconciled in `cx`:
    /// it becomes the parent of the nodes reconciled since `mark`, its items are made anew
    /// (unless an environment passed down in `cx` finds them still valid), and it is among
    /// the nodes its parent adopts. The context is handed whole: its propagation, handed
    /// alone, would be a retain and a release.
    func reconciled(_ node: GraphNode, replacing existing: GraphNode?, from mark: Int, _ cx: ReconcileContext) {
        node.register(in: store)
        adopt(from: mark, by: node)
        if let propagation = cx.propagation {
            if node !== existing { propagation.invalidate(node) }
        } else if !node.keptUnchanged {
            node.itemsValid = false
            node.ownViewChanged = true
        }
        node.isTracked = true
        node.keptUnchanged = false
        reconciled.append(node)
    }

    /// Makes `node` the parent of the nodes reconciled since `mark`. One or two nodes nearly
    /// always: each is taken off the end (a range removal is an unspecialised generic
    /// call), which hands it over without another retain.
    func adopt(from mark: Int, by node: GraphNode) {
        var count = reconciled.count
        if count > mark { node.register(in: store) }
        while count > mark {
            count -= 1
            let child = reconciled.removeLast()
            if child !== node { child.parent = node }
        }
    }
}

/// What the graph knows of a view type whose hook (`View._reconcile`) answers no node.
struct CustomViewKind {
    /// `CustomNodeOf<type>`, the class of its nodes.
    let nodeClass: AnyClass
    /// Whether its `Body` is `Never`: a built-in view without a hook of its own.
    let bodyless: Bool
}

/// Values worked out once per type (``ViewGraph/traits(of:)``,
/// ``ViewGraph/chainTraits(of:)``), with the type last asked about kept aside: a list of
/// views alike asks about one type over and over, which then costs no hash.
struct TypeMemo<Value> {
    private var values: [ObjectIdentifier: Value] = [:]
    private var last: (type: ObjectIdentifier, value: Value)?

    /// The value for `type`, made by `make` the first time it is asked for.
    mutating func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        if let last, last.type == id { return last.value }
        let value: Value
        if let known = values[id] {
            value = known
        } else {
            value = make()
            values[id] = value
        }
        last = (id, value)
        return value
    }
}

/// What reconciling a view needs: the graph, the environment at this point, the depth.
///
/// A context is made for the closure given to ``with(graph:environment:depth:propagation:_:)``
/// or ``with(environment:_:)`` and is not kept beyond it.
struct ReconcileContext {
    let graph: ViewGraph
    /// The environment at this point.
    private(set) var environment: EnvironmentValues
    var depth: Int
    /// The depth at which the current thread started building, and whether it is a large
    /// stack that building hopped to (see `LargeStack`).
    var hopBase = 0
    var onHop = false
    /// Set while a changed environment is passed down the existing views: nodes are reused
    /// and keep their items unless what they read changed.
    var propagation: EnvironmentPropagation?

    private init(graph: ViewGraph, environment: EnvironmentValues, depth: Int) {
        self.graph = graph
        self.environment = environment
        self.depth = depth
        self.hopBase = depth
    }

    /// Calls `body` with a context of `graph` at `depth`, in `environment`.
    static func with<R>(graph: ViewGraph, environment: EnvironmentValues, depth: Int,
                        propagation: EnvironmentPropagation? = nil, _ body: (ReconcileContext) -> R) -> R {
        var cx = ReconcileContext(graph: graph, environment: environment, depth: depth)
        cx.propagation = propagation
        return body(cx)
    }

    /// Updates `existing` to show `view` (or makes a new node when the identity differs).
    /// The node's items are made anew (its view may have changed), and it becomes the
    /// parent of the nodes reconciled meanwhile. Generic, so a built-in view's value is
    /// not boxed into an existential on the way (only a custom view's is, kept in its node).
    func reconcile<V: View>(_ view: V, _ existing: GraphNode?) -> GraphNode {
        if depth > graph.maxDepth { graph.maxDepth = depth }
        if depth - hopBase >= (onHop ? LargeStack.levelsPerHop : LargeStack.levelsBeforeFirstHop), !graph.runsOnLargeStack {
            // Deep: the rest of this subtree is built on a fresh stack.
            var fresh = self
            fresh.hopBase = depth
            fresh.onHop = true
            return LargeStack.run(bytes: LargeStack.hopBytes) { fresh.reconcile(view, existing) }
        }
        let mark = graph.reconciled.count
        var reconciler = _ViewReconciler(existing: existing, context: self, depth: depth + 1)
        view._reconcile(&reconciler)
        // Taken out of the reconciler, not copied: a copy is a retain and a release.
        let node = reconciler.node.take() ?? reconciler.reconcileCustom(view, in: self)
        // What a branch holds carries the branches taken to it.
        node.branchPath = reconciler.branchPath
        graph.reconciled(node, replacing: existing, from: mark, self)
        return node
    }

    /// Calls `body` with this context in the environment `transform` makes of this one.
    func with<R>(environment transform: (inout EnvironmentValues) -> Void, _ body: (ReconcileContext) -> R) -> R {
        var copy = self
        transform(&copy.environment)
        return body(copy)
    }
}
