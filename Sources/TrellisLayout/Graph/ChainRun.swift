import Foundation

/// A `ForEach` whose elements are ``ItemChain``s (`ForEach(0..<n) { _ in
/// Color.red.frame(width: 20, height: 20) }`): one node for the whole list, holding the
/// elements' values in one array, instead of a node for each element.
///
/// A chain's node holds nothing but its value, its environment and its identity: no state,
/// no children, nothing that changes without the list being reconciled again. The
/// elements of one list share their environment (a `ForEach` changes none), so a run
/// keeps it once, and each element's identity is a serial number, kept by the element's
/// id as a node would be (``ForEach``'s matching of ids): the items an element makes have
/// the identities its own chain node gave them (`chainStepSerial`), so the animator and
/// `frame(of:)` see no difference. What a node per element would cost and a run does not:
/// an object (far larger than the element's value, which the run keeps in an array), its
/// allocation, its reconciling and its bookkeeping of kept items.
///
/// Invalidation is the list's: reconciling the `ForEach` makes every element's items
/// anew, as reconciling each element's node did. An environment passed down checks what
/// the run's items read, once for all (each element read the same environment).
class ChainRun: GraphNode {
    /// The elements' ids (a `ForEach`'s: ``RangeKeys`` or ``ForEachIDs``), the tags of
    /// their items and what the next reconcile matches against.
    final var keys: ListKeys = RangeKeys(0..<0)
    /// Each element's identity (a node's serial number would be), aligned with ``keys``.
    final var serials: [UInt64] = []
    /// The environment the list was reconciled in, for every element.
    final var environment: EnvironmentValues
    /// Whether making a chain's items may read the environment (the chain type's traits).
    let readsEnvironment: Bool
    /// The chain type as a ``FlatChain``, when it is one that reads nothing of the
    /// environment: in a container that takes runs, the run is then one item
    /// (``FlatRunItem``).
    let flatType: (any FlatChain.Type)?

    init(viewType: Any.Type, environment: EnvironmentValues, readsEnvironment: Bool, flatType: (any FlatChain.Type)?) {
        self.environment = environment
        self.readsEnvironment = readsEnvironment
        self.flatType = readsEnvironment ? nil : flatType
        super.init(viewType: viewType)
    }

    /// The run of chain type `traits.type` for the `ForEach` of type `viewType`:
    /// `existing` when it is one, else a new one.
    static func reuse(_ existing: GraphNode?, _ traits: ChainTraits, viewType: Any.Type,
                      _ cx: ReconcileContext) -> ChainRun {
        if let existing, type(of: existing) == traits.runClass, existing.viewType == ObjectIdentifier(viewType) {
            return unsafeDowncast(existing, to: ChainRun.self)
        }
        return traits.type.makeRun(viewType: viewType, environment: cx.environment, readsEnvironment: traits.readsEnvironment,
                                   flatType: traits.flatType)
    }

    /// Takes the elements, an array of the chain type (handed as `Any`: one reference, no
    /// box); false when they are of another type. Each run class knows its chain type.
    func take(_ values: Any) -> Bool { false }

    /// Sets the elements, their identities and ids, in `cx`'s environment. While a changed
    /// environment is passed down (the list's node was reused and keeps its items unless
    /// something changed), the items are made anew when the elements' identities changed
    /// or what they read did.
    final func set(serials: [UInt64], keys: ListKeys, _ cx: ReconcileContext) {
        if let propagation = cx.propagation {
            if serials != self.serials {
                propagation.invalidate(self)
            } else {
                propagation.check(self, from: environment, to: cx.environment)
            }
        }
        self.serials = serials
        self.keys = keys
        environment = cx.environment
    }

    /// The identities of a range's elements (`ForEach(0..<n)`): by offset in the range
    /// the run had (`keys`), new ones for the others, taken from the process's serial
    /// numbers in one step. Not generic: the list's own code is (unspecialised, each
    /// append went through the generic array's witnesses).
    final func serials(for range: Range<Int>) -> [UInt64] {
        let previous = (keys as? RangeKeys)?.range ?? 0..<0
        let old = serials
        let kept = previous.clamped(to: range).clamped(to: previous.lowerBound..<(previous.lowerBound + old.count))
        var next = kept.count < range.count ? NodeSerial.next(count: range.count - kept.count) : 0
        // New numbers before the kept elements' and after them (the kept ones are a range
        // within `range`), in three plain loops.
        let keptStart = kept.isEmpty ? range.upperBound : kept.lowerBound
        let keptEnd = kept.isEmpty ? range.upperBound : kept.upperBound
        var serials: [UInt64] = []
        serials.reserveCapacity(range.count)
        for _ in range.lowerBound..<keptStart {
            serials.append(next)
            next &+= 1
        }
        for i in kept { serials.append(old[i - previous.lowerBound]) }
        for _ in keptEnd..<range.upperBound {
            serials.append(next)
            next &+= 1
        }
        return serials
    }

    override func prepareEnvironmentWalk(_ update: Int) -> Bool { true }

    override func passEnvironment(_ environment: EnvironmentValues, _ walk: EnvironmentWalk) {
        walk.propagation.check(self, from: self.environment, to: environment)
        self.environment = environment
    }

    override var passesFlatRuns: Bool { true }
}

/// The run of one chain type: its values.
final class ChainRunNode<Chain: ItemChain>: ChainRun {
    private var values: [Chain] = []

    override func take(_ values: Any) -> Bool {
        guard let values = values as? [Chain] else { return false }
        self.values = values
        return true
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        resetEnvironmentReads()
        // In a container that takes runs: one item for all the elements (FlatRun.swift).
        if fx.flatRuns, let flatType, !values.isEmpty,
           let run = flatType.makeFlatRun(values, serials: serials, keys: keys, environment: environment, fx) {
            items.append(run)
            return
        }
        if readsEnvironment {
            fx.context.environmentReads.reading(as: self, environment) { recorded in
                var recorded = recorded
                makeItems(&recorded, fx, into: &items)
            }
        } else {
            makeItems(&environment, fx, into: &items)
        }
    }

    /// Each element's items, tagged with its id. The environment is handed in place (see
    /// ``ItemChain/makeChainItem(environment:_:serial:)``).
    private func makeItems(_ environment: inout EnvironmentValues, _ fx: FlattenContext, into items: inout [LayoutItem]) {
        let keys = self.keys
        // The values through a buffer: a mutating call on an array's element checks the
        // array's uniqueness each time.
        values.withUnsafeMutableBufferPointer { values in
            serials.withUnsafeBufferPointer { serials in
                func item(_ index: Int) -> LayoutItem {
                    let item = values[index].makeChainItem(environment: &environment, fx, serial: serials[index])
                    item.addTag(keys, at: index)
                    return item
                }
                items.reserveCapacity(items.count + values.count)
                for index in values.indices { items.append(item(index)) }
            }
        }
    }
}

extension ItemChain {
    /// `ChainRunNode<Self>`, for ``ChainTraits/runClass``.
    static var chainRunClass: AnyClass { ChainRunNode<Self>.self }

    /// A new run of this chain type (called through the existential metatype the graph
    /// found once per type).
    static func makeRun(viewType: Any.Type, environment: EnvironmentValues, readsEnvironment: Bool,
                        flatType: (any FlatChain.Type)?) -> ChainRun {
        ChainRunNode<Self>(viewType: viewType, environment: environment, readsEnvironment: readsEnvironment, flatType: flatType)
    }
}
