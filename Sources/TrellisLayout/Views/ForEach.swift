import Foundation

/// A structure that computes views on demand from an underlying collection of identified
/// data. Each element's views keep their identity (and state) by the element's id, and the
/// host can find them by it (`frame(of: id)`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    public typealias Body = Never

    /// Whether the data is a `Range<Int>` whose elements are their own ids (`ForEach(0..<n)`,
    /// `id: \.self`): the ids are then the range, distinct, and need not be stored.
    let idsAreTheRange: Bool

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        // Elements that are leaves with plain modifiers make one run (ChainRun.swift), the
        // traits found once for the type.
        if let chain = cx.graph.chainTraits(of: Content.self) { return reconcileRun(chain, existing, cx) }
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        if idsAreTheRange { return reconcileRange(node, cx) }
        var list = ListUnderConstruction(matcher: IDMatcher<ID, GraphNode>(previous: node.keys as? ForEachIDs<ID>, nodes: node.nodes),
                                         count: data.count)
        list.nodes.reserveCapacity(data.count)
        // Read once, not through the type's metadata for each element (see `reconcileRange`).
        let content = self.content
        for element in data {
            let previous = list.match(element, of: self, cx)
            list.nodes.append(cx.reconcile(observed(cx) { content(element) }, previous))
        }
        node.set(nodes: list.nodes, keys: ForEachIDs(ids: list.ids, repeatKeys: list.repeatKeys))
        return node
    }

    /// Runs `make` (the content closure; for a run of chains, the ids' key path too, which
    /// the run reads in the same loop) with the @Observable
    /// properties it reads recorded for the view whose body made this `ForEach`
    /// (`ViewGraph.evaluating`), as the body's own reads are: a change to one evaluates
    /// that body again, and the content is made anew, as SwiftUI makes a row again when a
    /// model its closure reads changes. (A view the closure makes records its own body's
    /// reads; the scope is around making the element's value, not reconciling it.) A
    /// `ForEach` in the host's root view, outside every custom view, has no view to
    /// evaluate again: its reads belong to the root view, which a change reconciles again
    /// (`ViewGraph.observingRootReads`).
    @inline(__always) private func observed<R>(_ cx: ReconcileContext, _ make: () -> R) -> R {
        guard let owner = cx.graph.evaluating else { return cx.graph.observingRootReads(make) }
        return owner.observingReads(in: cx.graph, make)
    }

    /// A range of Ints that are their own ids: element `i`'s previous node is found by its
    /// offset in the previous range, and the keys are the range (no array of ids). Walked
    /// as Ints: through the generic collection witnesses each element of a range would be
    /// several indirect calls.
    private func reconcileRange(_ node: ListNode, _ cx: ReconcileContext) -> GraphNode {
        let range = unsafeBitCast(data, to: Range<Int>.self)
        let previous = (node.keys as? RangeKeys)?.range ?? 0..<0
        let previousNodes = node.nodes
        var nodes: [GraphNode] = []
        nodes.reserveCapacity(range.count)
        // The closure taken out of `self` once: read inside the observed closure, `self`'s
        // field would be found through `ForEach<Data, ID, Content>`'s metadata, looked up
        // for every element.
        let content = self.content
        for i in range {
            let old = previous.contains(i) && i - previous.lowerBound < previousNodes.count ? previousNodes[i - previous.lowerBound] : nil
            nodes.append(cx.reconcile(observed(cx) { content(unsafeBitCast(i, to: Data.Element.self)) }, old))
        }
        node.set(nodes: nodes, keys: RangeKeys(range))
        return node
    }

    /// The elements as one run of chains: their values in an array, each with the identity
    /// (serial number) it had under its id, or a new one.
    private func reconcileRun(_ chain: ChainTraits, _ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let run = ChainRun.reuse(existing, chain, viewType: Self.self, cx)
        var values: [Content] = []
        var serials: [UInt64] = []
        let keys: ListKeys
        if idsAreTheRange {
            // As `reconcileRange`: by offset in the previous range.
            let range = unsafeBitCast(data, to: Range<Int>.self)
            // One scope for every element's reads: making the values reconciles nothing.
            // Each value is written in its place (`Array.built`; appended, each would go
            // through the unspecialised array's code), and what the closure reads is taken
            // out of the generic view first (each read through it looks its type up).
            let content = self.content, lower = range.lowerBound, element = Data.Element.self
            values = observed(cx) {
                Array.built(count: range.count) { content(unsafeBitCast(lower + $0, to: element)) }
            }
            serials = run.serials(for: range)
            keys = RangeKeys(range)
        } else {
            var list = ListUnderConstruction(matcher: IDMatcher<ID, UInt64>(previous: run.keys as? ForEachIDs<ID>, nodes: run.serials),
                                             count: data.count)
            values.reserveCapacity(data.count)
            serials.reserveCapacity(data.count)
            observed(cx) {
                for element in data {
                    serials.append(list.match(element, of: self, cx) ?? NodeSerial.next())
                    values.append(content(element))
                }
            }
            keys = ForEachIDs(ids: list.ids, repeatKeys: list.repeatKeys)
        }
        // The run `ChainRun.reuse` answers is of the content's chain type (`chain`'s).
        guard run.take(values) else {
            preconditionFailure("Trellis: a ForEach's run is not of its content's type (\(Content.self))")
        }
        run.set(serials: serials, keys: keys, cx)
        return run
    }
}

/// A `ForEach`'s ids as its reconcile matches them against the previous reconcile's,
/// whose elements were `Previous` values (nodes, or a run's serial numbers), and the nodes
/// it makes (none for a run).
struct ListUnderConstruction<ID: Hashable, Previous> {
    var matcher: IDMatcher<ID, Previous>
    var ids: [ID] = []
    var nodes: [GraphNode] = []
    var repeatKeys: [Int: AnyHashable] = [:]

    init(matcher: IDMatcher<ID, Previous>, count: Int) {
        self.matcher = matcher
        ids.reserveCapacity(count)
    }

    /// Matches the next element's id: what the element with that id had (nil: none). Ids
    /// must be unique; a repeated id is reported and gets a distinct identity of its own,
    /// kept under a key of its occurrence. A method on an `inout` list, not a closure over
    /// locals: captured locals are boxed and checked at run time.
    @inline(__always)
    mutating func match<Data, Content>(_ element: Data.Element, of forEach: ForEach<Data, ID, Content>,
                                       _ cx: ReconcileContext) -> Previous? {
        let id = forEach.idOf(element)
        let position = ids.count
        let match = matcher.match(id, at: position, earlier: ids)
        ids.append(id)
        guard match.repeated else { return match.node }
        cx.graph.report(.duplicateID, "the id \(id) occurs more than once; later occurrences get identities of their own and frame(of:) finds the first",
                        view: "ForEach<\(Data.self)>")
        let key = AnyHashable(DuplicateID(id: AnyHashable(id), occurrence: repeatKeys.count + 1))
        repeatKeys[position] = key
        return matcher.repeatedNode(key)
    }
}

/// A range's ids: its Ints (see `ForEach.reconcileRange`).
final class RangeKeys: ListKeys {
    let range: Range<Int>
    init(_ range: Range<Int>) { self.range = range }
    override func key(at index: Int) -> AnyHashable { AnyHashable(range.lowerBound + index) }
}

/// A `ForEach`'s ids in order, aligned with its node's children, typed (hashing an `ID` is
/// far cheaper than an `AnyHashable`, and an array of them far smaller than entries with
/// keys): the items' tags are made from them only when items are made.
final class ForEachIDs<ID: Hashable>: ListKeys {
    let ids: [ID]
    /// The key of each later occurrence of a repeated id, by position (nearly always empty).
    let repeatKeys: [Int: AnyHashable]

    init(ids: [ID], repeatKeys: [Int: AnyHashable]) {
        self.ids = ids
        self.repeatKeys = repeatKeys
    }

    /// An id as an item's tag (what `frame(of:)` and `scrollTo` look for): made without
    /// the runtime cast of the generic `AnyHashable` initialiser when `ID` is `Int`.
    override func key(at index: Int) -> AnyHashable {
        if !repeatKeys.isEmpty, let key = repeatKeys[index] { return key }
        let id = ids[index]
        return ID.self == Int.self ? AnyHashable(unsafeBitCast(id, to: Int.self)) : AnyHashable(id)
    }
}

/// Finds what each element had in the previous reconcile (its node, or a run's serial
/// number: `Previous`) by its id.
///
/// While the ids repeat the previous list's position by position (the usual update: the
/// same data, or data grown at the end), each element's node is the one at its position
/// and nothing is hashed; the ids are then distinct because the previous ones were. From
/// the first difference on, the previous children are looked up by id, and the ids seen
/// so far are kept to find a repeated one.
struct IDMatcher<ID: Hashable, Previous> {
    private let previous: ForEachIDs<ID>?
    private let previousNodes: [Previous]
    private var inStep: Bool
    private var previousByID: [ID: Previous]?
    private var seen: Set<ID> = []

    init(previous: ForEachIDs<ID>?, nodes: [Previous]) {
        self.previous = previous
        self.previousNodes = nodes
        inStep = previous.map { $0.repeatKeys.isEmpty && $0.ids.count == nodes.count } ?? false
    }

    /// The previous node of the element with `id` at `position` (`earlier`: this list's ids
    /// before it), and whether the id already occurred in this list.
    @inline(__always)
    mutating func match(_ id: ID, at position: Int, earlier: [ID]) -> (node: Previous?, repeated: Bool) {
        if inStep {
            if let previous, position < previous.ids.count, previous.ids[position] == id {
                return (previousNodes[position], false)
            }
            inStep = false
            seen = Set(earlier)
        }
        if !seen.insert(id).inserted { return (nil, true) }
        guard let previous else { return (nil, false) }
        if previousByID == nil {
            var byID: [ID: Previous] = [:]
            byID.reserveCapacity(previous.ids.count)
            for (index, id) in previous.ids.enumerated() where previous.repeatKeys[index] == nil && index < previousNodes.count {
                byID[id] = previousNodes[index]
            }
            previousByID = byID
        }
        return (previousByID![id], false)
    }

    /// The previous node of a repeated id's later occurrence, by its key.
    func repeatedNode(_ key: AnyHashable) -> Previous? {
        guard let previous, let index = previous.repeatKeys.first(where: { $0.value == key })?.key,
              index < previousNodes.count else { return nil }
        return previousNodes[index]
    }
}

struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
        self.idsAreTheRange = false
    }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        if ID.self == Data.Element.self, IdentityKeyPaths.isIdentity(id, of: Data.Element.self) {
            // `id: \.self`: the element is its id (a key path projection per element is a
            // runtime call).
            self.idOf = { unsafeBitCast($0, to: ID.self) }
            self.idsAreTheRange = Data.self == Range<Int>.self
        } else {
            self.idOf = { $0[keyPath: id] }
            self.idsAreTheRange = false
        }
    }
}

/// The identity key path (`\.self`) of each element type, made once: making
/// `\Element.self` for a generic element type instantiates a key path from its mangled
/// pattern, costly work that a `ForEach(…, id: \.self)` made in a body would otherwise do
/// each time.
enum IdentityKeyPaths {
    private static let made = SharedTypeMemo<AnyKeyPath>()

    /// Whether `keyPath` is `\Root.self`.
    static func isIdentity<Root>(_ keyPath: AnyKeyPath, of root: Root.Type) -> Bool {
        let identity = made.value(for: root) { \Root.self as AnyKeyPath }
        return keyPath == identity
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
        self.idsAreTheRange = true
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ForEach {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
