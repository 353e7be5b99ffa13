import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// Not API: how the view graph takes in `content` modified by this modifier (see
    /// `View._reconcile`). A modifier you write keeps the default — a modifier with a
    /// body; built-in modifiers answer their node.
    func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler)
}

extension ViewModifier {
    public func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler) {
        _reconcileByCast(content: content, &reconciler)
    }

    /// A modifier with a body: the graph evaluates it like a custom view (node stays nil).
    /// A built-in modifier without a hook of its own is still found, by a cast.
    func _reconcileByCast<V: View>(content: V, _ reconciler: inout _ViewReconciler) {
        if Body.self == Never.self, let primitive = self as? PrimitiveModifier {
            reconciler.context.graph.primitivesFoundByCast += 1
            reconciler.reconcile(modifier: primitive, content: content)
        }
    }
}

extension ViewModifier where Self: PrimitiveModifier {
    /// The hook of a built-in modifier (usable from inlinable code: the witness of the
    /// modifiers whose types are, see `View.frame`).
    @usableFromInline func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler) {
        reconciler.reconcile(modifier: self, content: content)
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier; its body is never evaluated")
    }
}

/// The content a custom view modifier's `body(content:)` receives: the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        ListNode.reconcileErased(view, as: Self.self, existing, cx)
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        var reconciler = _ViewReconciler(existing: existing, context: cx)
        _reconcile(&reconciler)
        // The hook always answers a node (the modifier's, or the custom modifier's view's).
        return reconciler.node ?? reconcileCustom(existing, cx)
    }

    /// A custom modifier is a custom view whose body is `modifier.body(content:)`. Not
    /// inlined: the lookup of that view's generic type would run on every call, a
    /// built-in modifier's too.
    @inline(never)
    fileprivate func reconcileCustom(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        cx.reconcile(CustomModifierView(content: content, modifier: modifier), existing)
    }
}

extension _ViewReconciler {
    /// A built-in modifier answers its node: a ``ModifierNode`` keeping the modifier (and
    /// its storage), whose content is reconciled in the environment the modifier makes.
    mutating func reconcile<M: PrimitiveModifier, V: View>(modifier: M, content: V) {
        let context = self.context
        var modifier = modifier
        // The same `ModifiedContent` type is always made by a node of this class.
        let reused = existing?.viewType == ObjectIdentifier(modifiedType) ? existing as? ModifierNode<M> : nil
        let traits = context.graph.traits(of: modifier)
        if traits.watchesValue { Self.stampChange(&modifier, previous: reused, update: context.graph.updateGeneration) }
        let node = reused ?? ModifierNode<M>.make(traits.nodeClass, viewType: modifiedType, modifier: modifier)
        if traits.hasStorage { Self.attachStorage(&modifier, node) }
        node.modifier = modifier
        if let reused { context.propagation?.check(reused, from: reused.environment, to: context.environment) }
        node.environment = context.environment
        if traits.transformsEnvironment {
            node.content = context.with(environment: { modifier.transformEnvironment(&$0) }) { $0.reconcile(content, node.content) }
        } else {
            node.content = context.reconcile(content, node.content)
        }
        if let secondary = modifier.secondaryContent {
            node.secondary = context.reconcile(secondary, node.secondary)
        } else {
            node.secondary = nil
        }
        self.node = node
    }
}

extension _ViewReconciler {
    // The rare steps, not inlined: their casts would otherwise look up generic types
    // (`M?`) on every call, for every modifier.

    /// Stamps the update in which a watched value changed (not on insertion).
    @inline(never)
    static func stampChange<M: PrimitiveModifier>(_ modifier: inout M, previous node: ModifierNode<M>?, update: Int) {
        guard var watcher = modifier as? ValueWatchingModifier else { return }
        let previous = node?.modifier as? ValueWatchingModifier
        watcher.changeStamp = previous.map { watcher.watchedValueDiffers(from: $0) ? update : $0.changeStamp } ?? -1
        if let watcher = watcher as? M { modifier = watcher }
    }

    /// Gives a stateful modifier the storage that lives as long as the view's identity
    /// (appearance, last values, tasks).
    @inline(never)
    static func attachStorage<M: PrimitiveModifier>(_ modifier: inout M, _ node: ModifierNode<M>) {
        guard var stateful = modifier as? StatefulModifier else { return }
        let storage = node.storage ?? stateful.makeStorage()
        node.storage = storage
        stateful.storage = storage
        if let stateful = stateful as? M { modifier = stateful }
    }
}

/// The optional protocols a built-in modifier type adopts (see `ViewGraph.modifierTraits`).
struct ModifierTraits {
    let watchesValue: Bool
    let hasStorage: Bool
    /// Whether the modifier changes its content's environment (only an
    /// ``EnvironmentModifier`` does): the others' content is reconciled in the context as
    /// it is, without a copy.
    let transformsEnvironment: Bool
    /// `ModifierNode<M>`, the class of the type's nodes.
    let nodeClass: AnyClass
}

/// A custom `ViewModifier` applied to content, evaluated like a custom view (so its
/// `@State` lives in the graph).
struct CustomModifierView<Content: View, Modifier: ViewModifier>: View, DynamicPropertyContainer {
    let content: Content
    let modifier: Modifier
    var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(view: content)) }
    var dynamicPropertyOwners: [Any] { [modifier] }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier: it may change the environment of its content, and it wraps each
/// unary item of its content in a layout item of its own.
protocol PrimitiveModifier {
    /// Changes the environment of the content. Only an ``EnvironmentModifier``'s is called
    /// (see ``ModifierTraits/transformsEnvironment``).
    func transformEnvironment(_ environment: inout EnvironmentValues)
    /// Views drawn with the content (overlay / background), if any.
    var secondaryContent: (any View)? { get }
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem
    /// Whether making the item may read the environment (true unless the modifier knows
    /// better): one that reads nothing makes its item without a copy of the environment
    /// that notes reads.
    static var readsEnvironment: Bool { get }
    /// Told that the content made no item (it draws nothing), where its items would have
    /// gone in `fx`'s items: a modifier that must act all the same (lifecycle) says so
    /// to the context.
    func contentMadeNoItems(at index: Int, _ fx: FlattenContext)
}

extension PrimitiveModifier {
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    var secondaryContent: (any View)? { nil }
    static var readsEnvironment: Bool { true }
    func contentMadeNoItems(at index: Int, _ fx: FlattenContext) {}
}

/// A modifier that only changes the environment of its content.
protocol EnvironmentModifier: PrimitiveModifier, ViewModifier where Body == Never {}

extension EnvironmentModifier {
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem { child }
}

/// A built-in modifier with storage kept in its node across updates.
protocol StatefulModifier: PrimitiveModifier {
    var storage: AnyObject? { get set }
    func makeStorage() -> AnyObject
}

/// A built-in modifier's node: the modifier (with its storage), the environment it was
/// reconciled in, its content and its secondary content (an overlay's, a background's).
/// Generic over the modifier, which it keeps in place (as an existential, a modifier of
/// more than three words, a frame's, would be a separate allocation).
final class ModifierNode<M: PrimitiveModifier>: GraphNode {
    // No access to these is held across a call that could touch them (see `LayoutItem`
    // on exclusive access).
    var modifier: M
    var storage: AnyObject?
    var environment = EnvironmentValues()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()
    var secondary: GraphNode? {
        get { child(secondaryLink) }
        set { relink(&secondaryLink, to: newValue) }
    }
    private var secondaryLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
        body(secondaryLink.handle)
    }

    /// Required, so that ``make(_:viewType:modifier:)`` can make one through a class
    /// value.
    required init(viewType: Any.Type, modifier: M) {
        self.modifier = modifier
        super.init(viewType: viewType)
    }

    /// A node made through `nodeClass` (this class, ``ModifierTraits/nodeClass``): naming
    /// `ModifierNode<M>` in code that is generic over `M` looks its type up at run time, a
    /// runtime call for each modifier of each view.
    static func make(_ nodeClass: AnyClass, viewType: Any.Type, modifier: M) -> ModifierNode<M> {
        assert(nodeClass == ModifierNode<M>.self)
        return unsafeBitCast(nodeClass, to: ModifierNode<M>.Type.self).init(viewType: viewType, modifier: modifier)
    }

    override func prepareEnvironmentWalk(_ update: Int) -> Bool {
        let content = self.content?.prepareEnvironmentWalk(update) ?? true
        let secondary = self.secondary?.prepareEnvironmentWalk(update) ?? true
        return content && secondary
    }

    /// As `_ViewReconciler.reconcile(modifier:content:)` passes it: the content gets the
    /// environment as the modifier changes it, the secondary content (an overlay's, a
    /// background's) the environment as it is.
    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        walk.propagation.check(self, from: self.environment, to: environment)
        self.environment = environment
        if let content {
            if walk.graph.traits(of: modifier).transformsEnvironment {
                var inner = environment
                modifier.transformEnvironment(&inner)
                content.passEnvironment(inner, walk)
            } else {
                content.passEnvironment(environment, walk)
            }
        }
        secondary?.passEnvironment(environment, walk)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        // The content's items go where this node's go, and each is replaced in place by
        // the item that modifies it (no array of their own).
        let start = items.count
        content?.makeItems(fx, into: &items)
        resetEnvironmentReads()
        if items.count == start { modifier.contentMadeNoItems(at: start, fx) }
        for index in start..<items.count {
            let child = items[index]
            // Overlay and background content is made once per modified view, outside any stack.
            var secondaryItems: [LayoutItem] = []
            secondary?.makeItems(FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems), into: &secondaryItems)
            let item = M.readsEnvironment
                ? fx.context.environmentReads.reading(as: self, environment) {
                    modifier.makeItem(child: child, secondary: secondaryItems, environment: $0, fx)
                }
                : modifier.makeItem(child: child, secondary: secondaryItems, environment: environment, fx)
            if item !== child { item.sourceSerial = serial }
            items[index] = item
        }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension _ViewModifier_Content {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// The modifier takes in the content through the reconciler it is handed (no second
    /// reconciler, and no second copy of the context).
    public func _reconcile(_ reconciler: inout _ViewReconciler) {
        // A leaf with plain modifiers is one node (ChainNode.swift).
        if let chain = reconciler.context.graph.chainTraits(of: Self.self) {
            let (existing, context) = (reconciler.existing, reconciler.context)
            reconciler.node = chain.node(for: self, existing, context)
            return
        }
        reconciler.modifiedType = Self.self
        modifier._reconcile(content: content, &reconciler)
        if reconciler.node == nil { reconciler.node = reconcileCustom(reconciler.existing, reconciler.context) }
    }
}
