import Foundation

/// A leaf view with plain layout modifiers applied to it — `Color.red.frame(width: 20,
/// height: 20)`, `Text("Hi").padding().frame(maxWidth: .infinity)` — taken in as one node
/// of the graph instead of a node per modifier and one for the leaf.
///
/// Such a chain has nothing a node per step would keep apart: a plain modifier has no
/// storage, watches no value, leaves the environment as it is and has no secondary
/// content, so every step of the chain sees the same environment, and the chain is one
/// unary view whose items are made together. Its type says what it is, so the graph finds
/// out once per type (``ViewGraph/chainTraits(of:)``). One node a chain instead of one a
/// step: a `Color.frame` leaf keeps one node of 208 bytes instead of two of 144 and 184,
/// and takes one step of reconciling instead of two.
///
/// The chain's items are the ones the nodes would have made: the leaf's, each wrapped in
/// its modifier's. Each item has an identity of its own for the animator: the leaf's item
/// the node's serial number, each modifier's one derived from it and the identity inside
/// it (`chainStepSerial`), stable while the node lives.
protocol ItemChain {
    /// Makes the chain's items, the leaf's first, each wrapped in the next modifier's, and
    /// answers the outermost. Mutating, though it changes nothing: so the node hands its
    /// value in place (a non-mutating call on a value of generic type read from the node
    /// copied it first, field by field). The environment is handed in place too (`inout`,
    /// though nothing changes it): a copy of the node's counted its references, per leaf.
    mutating func makeChainItem(environment: inout EnvironmentValues, _ fx: FlattenContext, serial: UInt64) -> LayoutItem
    /// Whether making the items may read the environment.
    static var chainReadsEnvironment: Bool { get }
}

/// A built-in modifier that may be part of an ``ItemChain``: no storage
/// (`StatefulModifier`), no watched value (`ValueWatchingModifier`), no change of the
/// environment (`EnvironmentModifier`) and no secondary content. Opted into per type.
protocol ChainableModifier: PrimitiveModifier {}

extension LeafView {
    mutating func makeChainItem(environment: inout EnvironmentValues, _ fx: FlattenContext, serial: UInt64) -> LayoutItem {
        let item = makeItem(environment: environment, fx)
        item.sourceSerial = serial
        return item
    }
    static var chainReadsEnvironment: Bool { readsEnvironment }
}

extension ModifiedContent: ItemChain where Content: ItemChain, Modifier: ChainableModifier {
    mutating func makeChainItem(environment: inout EnvironmentValues, _ fx: FlattenContext, serial: UInt64) -> LayoutItem {
        let child = content.makeChainItem(environment: &environment, fx, serial: serial)
        let item = modifier.makeItem(child: child, secondary: [], environment: environment, fx)
        if item !== child { item.sourceSerial = chainStepSerial(serial, child.sourceSerial) }
        return item
    }
    static var chainReadsEnvironment: Bool { Content.chainReadsEnvironment || Modifier.readsEnvironment }
}

/// The identity of a modifier's item in a chain whose node has `serial`: derived from the
/// identity of the item inside it, so each step's differs from the others' and from every
/// node's serial number (a mix of 64 bits), and stays the same while the node lives. A free
/// function: as a member of the generic chain, each call looked up the chain's conformance.
func chainStepSerial(_ serial: UInt64, _ inner: UInt64) -> UInt64 {
    mixIdentity(inner, serial ^ 0xC4A1_D5E7_0000_0000)
}

extension ItemChain {
    /// `ChainNode<Self>`, for ``ChainTraits/nodeClass``.
    static var chainNodeClass: AnyClass { ChainNode<Self>.self }

    /// Reconciles the chain whose value is at `value` (of this type): the graph calls this
    /// through the existential metatype it found once per type, and hands the value by
    /// address (boxing it in an existential would allocate).
    static func reconcileChain(_ value: UnsafeRawPointer, _ traits: ChainTraits, _ existing: GraphNode?,
                               _ cx: ReconcileContext) -> GraphNode {
        // Through the class kept in the traits: naming `ChainNode<Self>` here would look
        // its generic type up at run time on every call.
        unsafeBitCast(traits.nodeClass, to: ChainNode<Self>.Type.self)
            .reconcile(value.assumingMemoryBound(to: Self.self), readsEnvironment: traits.readsEnvironment, existing, cx)
    }
}

/// What the graph knows of a view type that is an ``ItemChain``.
struct ChainTraits {
    /// The type, with its conformance.
    let type: any ItemChain.Type
    /// `ChainNode<type>`.
    let nodeClass: AnyClass
    /// `ChainRunNode<type>`: a `ForEach` of such chains (ChainRun.swift).
    let runClass: AnyClass
    /// Whether making the chain's items may read the environment.
    let readsEnvironment: Bool
    /// The type as a ``FlatChain`` (FlatRun.swift), when it is one.
    let flatType: (any FlatChain.Type)?

    /// The node for `view`, a value of ``type``: handed by address, so that it is copied
    /// once, into the node.
    @inline(__always)
    func node<V>(for view: V, _ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        withUnsafePointer(to: view) { type.reconcileChain($0, self, existing, cx) }
    }
}

/// The node of an ``ItemChain`` (a leaf alone is one too): its value and the environment it
/// was reconciled in.
final class ChainNode<Chain: ItemChain>: GraphNode {
    var view: Chain
    var environment: EnvironmentValues
    /// `Chain.chainReadsEnvironment`, as the graph found it once for the type (each
    /// asking walks the chain's type), or a leaf's `readsEnvironment`.
    private let readsEnvironment: Bool

    /// The value is copied from `view` straight into the node.
    init(viewType: Any.Type, view: UnsafePointer<Chain>, environment: EnvironmentValues, readsEnvironment: Bool) {
        self.view = view.pointee
        self.environment = environment
        self.readsEnvironment = readsEnvironment
        super.init(viewType: viewType)
    }

    /// The node for the value at `view`: `existing` when it is this class's, else a new
    /// one. Called on the class itself (see ``ItemChain/reconcileChain(_:_:_:_:)``), so
    /// `Self` is known without a lookup. The value is read in place: it is copied once,
    /// into the node (each copy of a chain in generic code is a call per field).
    static func reconcile(_ view: UnsafePointer<Chain>, readsEnvironment: Bool, _ existing: GraphNode?,
                          _ cx: ReconcileContext) -> GraphNode {
        if let existing, type(of: existing) == self {
            let node = unsafeDowncast(existing, to: self)
            cx.propagation?.check(node, from: node.environment, to: cx.environment)
            node.view = view.pointee
            node.environment = cx.environment
            return node
        }
        return self.init(viewType: Chain.self, view: view, environment: cx.environment, readsEnvironment: readsEnvironment)
    }

    override func prepareEnvironmentWalk(_ update: Int) -> Bool { true }

    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        walk.propagation.check(self, from: self.environment, to: environment)
        self.environment = environment
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        resetEnvironmentReads()
        let item = readsEnvironment
            ? fx.context.environmentReads.reading(as: self, environment) { recorded in
                var recorded = recorded
                return view.makeChainItem(environment: &recorded, fx, serial: serial)
            }
            : view.makeChainItem(environment: &environment, fx, serial: serial)
        items.append(item)
    }
}
