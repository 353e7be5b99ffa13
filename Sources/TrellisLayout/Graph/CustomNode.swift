import Foundation
import Observation

/// A user-defined view: its state storage, its environment and the node of its evaluated
/// body. What depends on the view's type — its value, the body last evaluated, evaluating
/// that body — is ``CustomNodeOf``'s, the class every custom view's node is made of.
///
/// The value and the body are kept typed, in the node itself: as existentials (`any View`)
/// each of a size past an existential's inline buffer (a view holding a few values, a body
/// of a branch or a stack) was a box of its own, two allocations and two metadata lookups
/// more for every custom view built.
class CustomNode: GraphNode {
    var environment: EnvironmentValues
    var depth: Int
    var body: GraphNode? {
        get { child(bodyLink) }
        set { relink(&bodyLink, to: newValue) }
    }
    private var bodyLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(bodyLink.handle)
    }

    /// Persistent storage of the view's `@State` properties, in declaration order.
    var stateStorage = StateSlots()
    var evaluatedGeneration = -1
    /// Set when state or an observed value the view reads changes (``ViewGraph/invalidate(_:)``),
    /// cleared when its body runs: an invalidated view's body runs even when its value is
    /// unchanged.
    final var isInvalidated = false
    /// Set during installation when a dynamic property cannot be provided.
    var unavailableReason: String?
    /// What the state boxes this view reads hold of it (see `StateLinks.swift`): made on
    /// the first read; a handle, so it fails once the node has gone.
    private var link: NodeLink?

    /// This node's link, made when first asked.
    final var readerLink: NodeLink {
        if let link { return link }
        let made = NodeLink(self)
        link = made
        return made
    }

    /// Whether the node has a link (it read state it does not own, or an @Observable
    /// property).
    final var hasReaderLink: Bool { link != nil }

    deinit {
        stateStorage.ownerGone()
    }

    init(viewType: Any.Type, environment: EnvironmentValues, depth: Int) {
        self.environment = environment
        self.depth = depth
        super.init(viewType: viewType)
    }

    /// The node for `view` in the place of `existing`: that one when it is the node of a
    /// view of this type, else a new one of `nodeClass` (`CustomNodeOf<V>`, as the graph
    /// keeps it for the type: naming it here would look its generic type up at run time
    /// on every call). Its body is evaluated (or, while an environment change passes down,
    /// the change is passed down the body it has).
    static func reconcile<V: View>(_ view: V, _ existing: GraphNode?, _ cx: ReconcileContext, as nodeClass: AnyClass) -> GraphNode {
        let nodeClass = unsafeBitCast(nodeClass, to: CustomNodeOf<V>.Type.self)
        return nodeClass.reconcile(view, existing, cx)
    }

    // MARK: What the view's type decides (``CustomNodeOf`` overrides each)

    /// Links the dynamic properties of the view to this node. A node of no view has none.
    func installDynamicProperties(graph: ViewGraph) {}

    /// Evaluates the view's body, keeps it, and reconciles it with the previous body. A
    /// node of no view shows nothing.
    func evaluateBody(in graph: ViewGraph, hop: (base: Int, onHop: Bool)?) {
        reconcileBody(EmptyView(), in: graph, hop: hop)
    }

    /// Passes `cx`'s environment down the body last evaluated (``passDown(_:_:)``); false
    /// when no body is kept (a node of no view, or a view whose properties were missing).
    func passKeptBody(_ cx: ReconcileContext) -> Bool { false }

    // MARK: Evaluating

    /// Links the view's dynamic properties to this node, evaluates `body` while recording
    /// the state it reads, and reconciles the result with the previous body.
    /// `hop`: where the current thread started building (nil: here).
    func evaluate(in graph: ViewGraph, hop: (base: Int, onHop: Bool)? = nil) {
        // Registered before its properties are installed: state boxes and reader links
        // refer to the node by its handle.
        register(in: graph.store)
        evaluatedGeneration = graph.updateGeneration
        isInvalidated = false
        unavailableReason = nil
        resetEnvironmentReads()
        installDynamicProperties(graph: graph)
        // Reads made while the body is computed, and while its built-in content is
        // reconciled (ForEach data and content closures run then), belong to this view.
        let previous = graph.evaluating
        graph.evaluating = self
        defer { graph.evaluating = previous }
        evaluateBody(in: graph, hop: hop)
    }

    /// Runs `apply` recording the @Observable properties it reads: a change to one
    /// evaluates this view's body again, in the transaction of the change. For the body,
    /// and for what the body's built-in content runs as it is reconciled (a `ForEach`'s
    /// content closure).
    final func observingReads<R>(in graph: ViewGraph, _ apply: () -> R) -> R {
        // Links, not weak references (see `StateLinks.swift`).
        withObservationTracking(apply) { [link = graph.link, reader = readerLink] in
            link.deliver { graph in
                guard let node = reader.node else { return }
                graph.record(TransactionStack.current)
                graph.invalidate(node)
            }
        }
    }

    /// Reconciles `bodyView` (just evaluated, or the last one) with the previous body, one
    /// level deeper, in the view's environment.
    final func reconcileBody<B: View>(_ bodyView: B, in graph: ViewGraph, hop: (base: Int, onHop: Bool)?,
                                      propagation: EnvironmentPropagation? = nil) {
        let mark = graph.reconciled.count
        body = ReconcileContext.with(graph: graph, environment: environment, depth: depth + 1, propagation: propagation) {
            var cx = $0
            if let hop { (cx.hopBase, cx.onHop) = hop }
            return cx.reconcile(bodyView, body)
        }
        graph.adopt(from: mark, by: self)
    }

    // MARK: Environment changes (EnvironmentInvalidation.swift)

    /// Whether the body's subtree can be walked to pass a changed environment down (see
    /// `GraphNode.prepareEnvironmentWalk(_:)`), as prepared in the graph's update
    /// ``walkPreparedIn`` (marks of an earlier update are not used).
    private var bodyTakesEnvironmentWalk = false
    private var walkPreparedIn = -1

    override func prepareEnvironmentWalk(_ update: Int) -> Bool {
        bodyTakesEnvironmentWalk = body?.prepareEnvironmentWalk(update) ?? true
        walkPreparedIn = update
        return true
    }

    /// Passes `cx`'s environment down `bodyView`, the body last evaluated: by the walk
    /// where it was prepared in this update, else by reconciling that body again.
    final func passDown<B: View>(_ bodyView: B, _ cx: ReconcileContext) {
        if bodyTakesEnvironmentWalk, walkPreparedIn == cx.graph.updateGeneration, let propagation = cx.propagation {
            body?.passEnvironment(environment, EnvironmentWalk(graph: cx.graph, propagation: propagation))
        } else {
            let graph = cx.graph
            let previous = graph.evaluating
            graph.evaluating = self
            defer { graph.evaluating = previous }
            reconcileBody(bodyView, in: graph, hop: (cx.hopBase, cx.onHop), propagation: cx.propagation)
        }
    }

    /// As reconciling does with a propagation: the body is evaluated again if the view
    /// read a changed value; otherwise the environment is passed down its last body, by
    /// the walk where it can be, else by reconciling that body again.
    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        let affected = walk.propagation.check(self, from: self.environment, to: environment)
        self.environment = environment
        if !affected, ReconcileContext.with(graph: walk.graph, environment: environment, depth: depth,
                                            propagation: walk.propagation, passKeptBody) {
            return
        }
        walk.propagation.invalidate(self)
        evaluate(in: walk.graph)
    }

    // MARK: Dynamic properties

    /// Installs the dynamic properties `view` holds (its stored properties that are
    /// `@State`, `@Environment`…, and those inside custom dynamic properties).
    ///
    /// As SwiftUI, Trellis finds a view's dynamic properties from its type, once per type
    /// (``DynamicPropertyFields``): the stored properties whose declared types are dynamic
    /// properties, by offset. A property declared with an existential type (`let x: Any`)
    /// that holds a `@State` is not installed, as in SwiftUI; nor is a value an enum's case
    /// carries. A view that is a class is reflected (`Mirror`) each time. Per graph, a
    /// type without any is remembered and not looked at again.
    ///
    /// `view` is the value in place (the node's own): passed as a value, it was copied, and
    /// every `@State` it holds retained and released.
    final func installDynamicProperties<V: View>(of view: UnsafePointer<V>, graph g: ViewGraph) {
        let valueType = ObjectIdentifier(V.self)
        if g.lastTypeWithoutDynamicProperties == valueType { return }
        if g.typesWithoutDynamicProperties.contains(valueType) {
            g.lastTypeWithoutDynamicProperties = valueType
            return
        }
        // The view being installed, for a dynamic property of another module that cannot
        // be provided (`_DynamicPropertyFailure`); only where there is something to install.
        let thread = ThreadState.current
        let installing = thread.installing
        thread.installing = self
        defer { thread.installing = installing }
        g.noteDynamicPropertyScan()
        var index = 0
        var found = false
        let fields = g.dynamicPropertyFields(of: V.self)
        if let fields {
            if !fields.isEmpty {
                found = true
                // Room for every slot at once: appended one by one, a view's fourth
                // `@State` grew the array just made for its third.
                if fields.storageSlots > 2, stateStorage.isEmpty { stateStorage.reserveCapacity(fields.storageSlots) }
                fields.install(at: UnsafeRawPointer(view), node: self, stateIndex: &index, graph: g)
            }
        } else {
            found = reflectAndInstall(view.pointee, stateIndex: &index, graph: g)
        }
        if fields?.isContainer ?? true, let container = view.pointee as? DynamicPropertyContainer {
            found = true
            for owner in container.dynamicPropertyOwners { _ = reflectAndInstall(owner, stateIndex: &index, graph: g) }
        }
        if !found {
            g.typesWithoutDynamicProperties.insert(valueType)
            g.lastTypeWithoutDynamicProperties = valueType
        }
    }

    /// Installs the dynamic properties `owner` holds, found by reflecting it (`Mirror`):
    /// for values whose type's fields are not walked (a view that is a class, a custom
    /// modifier's storage). Returns whether it held any.
    private func reflectAndInstall(_ owner: Any, stateIndex index: inout Int, graph g: ViewGraph) -> Bool {
        var found = false
        for child in Mirror(reflecting: owner).children {
            if let property = child.value as? DynamicPropertyInstaller {
                found = true
                property.install(node: self, stateIndex: &index, graph: g)
            } else if let custom = child.value as? DynamicProperty {
                // A custom dynamic property: the ones it holds are installed, then it updates.
                found = true
                _ = reflectAndInstall(custom, stateIndex: &index, graph: g)
                var copy = custom
                copy.update()
            }
        }
        return found
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        body?.makeItems(fx, into: &items)
    }
}

/// The node of a custom view of type `V`: its value and the body last evaluated, kept in
/// typed fields of the node (see ``CustomNode``).
final class CustomNodeOf<V: View>: CustomNode {
    /// The view's value. Its dynamic properties are installed and its body evaluated on it
    /// in place (``withView(_:)``): a copy would retain and release every `@State` it
    /// holds.
    private var view: V
    /// The body last evaluated, kept so that an environment change that touches nothing
    /// the view read passes the new environment down it without evaluating the body again.
    /// Empty before the first evaluation, and while a dynamic property is missing. (A
    /// cell, not an optional: see ``ValueCell``.)
    private let keptBody = ValueCell<V.Body>.make()

    /// The value is copied from `view` into the node: the one copy reconciling makes.
    init(view: V, environment: EnvironmentValues, depth: Int) {
        self.view = view
        super.init(viewType: V.self, environment: environment, depth: depth)
    }

    /// Calls `body` with the address of the node's value, for as long as the call lasts
    /// (the standard library's guarantee). Nothing the call reaches reads the node's value
    /// through the node: the view's own body, or the installing of its properties.
    @inline(__always)
    private func withView<R>(_ body: (UnsafeMutablePointer<V>) -> R) -> R {
        withUnsafeMutablePointer(to: &view, body)
    }

    /// The node for `view`: `existing` when it is this class's, else a new one. Called on
    /// the class itself (see ``CustomNode/reconcile(_:_:_:as:)``), so `V` is known without
    /// a lookup; `view` is borrowed, and copied once, into the node.
    static func reconcile(_ view: V, _ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node: CustomNodeOf<V>
        if let existing, type(of: existing) == self {
            let reused = unsafeDowncast(existing, to: self)
            if let propagation = cx.propagation, reused.passDownUnlessAffected(view, cx, propagation) { return reused }
            if cx.propagation == nil, reused.keepsBody(for: view, cx) { return reused }
            node = reused
            node.view = view
            node.environment = cx.environment
            node.depth = cx.depth
        } else {
            node = self.init(view: view, environment: cx.environment, depth: cx.depth)
        }
        node.evaluate(in: cx.graph, hop: (cx.hopBase, cx.onHop))
        return node
    }

    /// While an environment change passes down: when the view read nothing that changed,
    /// takes `view` and passes the change down the body it has (``passKeptBody(_:)``), and
    /// answers true; else notes the node's items as to be made anew, and answers false
    /// (the body is evaluated again). Apart from ``reconcile(_:_:_:)``, which then reads no
    /// kept body: a copy of one looks the type of an optional body up at run time, each time.
    @inline(never)
    private func passDownUnlessAffected(_ view: V, _ cx: ReconcileContext, _ propagation: EnvironmentPropagation) -> Bool {
        if !propagation.check(self, from: environment, to: cx.environment) {
            self.view = view
            environment = cx.environment
            depth = cx.depth
            if passKeptBody(cx) { return true }
        }
        propagation.invalidate(self)
        return false
    }

    /// When the parent's body ran again and made this view unchanged (ViewEquality.swift),
    /// keeps the body and answers true: the view's items are kept too when its environment
    /// is the same, else the new environment is passed down the kept body (whose views are
    /// compared in their turn). Answers false when the body must run: the value changed,
    /// the view was invalidated, read an environment value that changed, or has no body.
    @inline(never)
    private func keepsBody(for view: V, _ cx: ReconcileContext) -> Bool {
        guard keptBody.hasValue, !isInvalidated, unavailableReason == nil else { return false }
        let comparison = cx.graph.viewComparison(of: V.self)
        let same = withView { kept in withUnsafePointer(to: view) { comparison.isSame(UnsafeRawPointer(kept), UnsafeRawPointer($0)) } }
        guard same else { return false }
        if depth == cx.depth, environment.isIdentical(to: cx.environment) {
            keptUnchanged = true
        } else {
            if isAffected(from: environment, to: cx.environment, measurerChanged: false) { return false }
            environment = cx.environment
            depth = cx.depth
            _ = passKeptBody(cx)
        }
        cx.graph.noteKeptBody()
        return true
    }

    override func installDynamicProperties(graph: ViewGraph) {
        withView { installDynamicProperties(of: UnsafePointer($0), graph: graph) }
    }

    override func evaluateBody(in graph: ViewGraph, hop: (base: Int, onHop: Bool)?) {
        if let reason = unavailableReason {
            // A dynamic property could not be provided (a missing environment object):
            // the view shows nothing rather than trapping.
            keptBody.clear()
            graph.report(.unavailableDynamicProperty, reason, view: "\(V.self)")
            reconcileBody(EmptyView(), in: graph, hop: hop)
            return
        }
        // @Observable reads made here re-evaluate this view when they change. The body of
        // the value in place.
        let bodyView = observingReads(in: graph) { withView { $0.pointee.body } }
        graph.noteBodyEvaluation()
        keptBody.set(bodyView)
        reconcileBody(bodyView, in: graph, hop: hop)
    }

    override func passKeptBody(_ cx: ReconcileContext) -> Bool {
        keptBody.withValue { passDown($0, cx) } != nil
    }
}

/// A view whose dynamic properties also live in other values it holds (a custom
/// modifier's `@State` lives in the modifier).
protocol DynamicPropertyContainer {
    var dynamicPropertyOwners: [Any] { get }
}

/// A property wrapper the graph links to a node before evaluating a body (`@State`,
/// `@Environment`).
protocol DynamicPropertyInstaller {
    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph)
    /// How many slots of the node's ``CustomNode/stateStorage`` one such property takes
    /// (`@State`: 1; `@Environment`: none).
    static var storageSlots: Int { get }
}

extension DynamicPropertyInstaller {
    static var storageSlots: Int { 0 }
}
