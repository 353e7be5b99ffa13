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
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        if idsAreTheRange { return reconcileRange(node, cx) }
        var list = ListUnderConstruction(matcher: IDMatcher<ID>(previous: node.keys as? ForEachIDs<ID>, nodes: node.nodes),
                                         count: data.count)
        list.chain = cx.graph.chainTraits(of: Content.self)
        for element in data { visit(element, &list, cx) }
        node.set(nodes: list.nodes, keys: ForEachIDs(ids: list.ids, repeatKeys: list.repeatKeys))
        return node
    }

    /// A range of Ints that are their own ids: element `i`'s previous node is found by its
    /// offset in the previous range, and the keys are the range (no array of ids). Walked
    /// as Ints: through the generic collection witnesses a range costs about 1,500
    /// instructions an element.
    private func reconcileRange(_ node: ListNode, _ cx: ReconcileContext) -> GraphNode {
        let range = unsafeBitCast(data, to: Range<Int>.self)
        let previous = (node.keys as? RangeKeys)?.range ?? 0..<0
        let previousNodes = node.nodes
        var nodes: [GraphNode] = []
        nodes.reserveCapacity(range.count)
        // Elements that are leaves with plain modifiers go straight to their chain nodes
        // (the traits found once for the list).
        let chain = cx.graph.chainTraits(of: Content.self)
        for i in range {
            let old = previous.contains(i) && i - previous.lowerBound < previousNodes.count ? previousNodes[i - previous.lowerBound] : nil
            nodes.append(reconcile(content(unsafeBitCast(i, to: Data.Element.self)), old, chain, cx))
        }
        node.set(nodes: nodes, keys: RangeKeys(range))
        return node
    }

    /// Reconciles one element's views with the node it had. A method on an `inout` list,
    /// not a closure over locals: captured locals are boxed and checked at run time.
    @inline(__always)
    private func visit(_ element: Data.Element, _ list: inout ListUnderConstruction<ID>, _ cx: ReconcileContext) {
        let id = idOf(element)
        let position = list.ids.count
        let match = list.matcher.match(id, at: position, earlier: list.ids)
        list.ids.append(id)
        if match.repeated {
            // Ids must be unique; a repeated id gets a distinct identity of its own.
            cx.graph.report(.duplicateID, "the id \(id) occurs more than once; later occurrences get identities of their own and frame(of:) finds the first",
                            view: "ForEach<\(Data.self)>")
            let key = AnyHashable(DuplicateID(id: AnyHashable(id), occurrence: list.repeatKeys.count + 1))
            list.repeatKeys[position] = key
            list.nodes.append(reconcile(content(element), list.matcher.repeatedNode(key), list.chain, cx))
        } else {
            list.nodes.append(reconcile(content(element), match.node, list.chain, cx))
        }
    }

    /// One element's view reconciled with the node it had: straight to its chain node when
    /// the elements are leaves with plain modifiers (`chain`, found once for the list).
    @inline(__always)
    private func reconcile(_ view: Content, _ existing: GraphNode?, _ chain: ChainTraits?, _ cx: ReconcileContext) -> GraphNode {
        if let chain { return cx.reconcile(chain: view, chain, existing) }
        return cx.reconcile(view, existing)
    }
}

/// A `ForEach`'s children as its reconcile makes them.
struct ListUnderConstruction<ID: Hashable> {
    var matcher: IDMatcher<ID>
    var ids: [ID] = []
    var nodes: [GraphNode] = []
    var repeatKeys: [Int: AnyHashable] = [:]
    /// The elements' chain traits, if their views are leaves with plain modifiers.
    var chain: ChainTraits?

    init(matcher: IDMatcher<ID>, count: Int) {
        self.matcher = matcher
        ids.reserveCapacity(count)
        nodes.reserveCapacity(count)
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

/// Finds each element's node of the previous reconcile by its id.
///
/// While the ids repeat the previous list's position by position (the usual update: the
/// same data, or data grown at the end), each element's node is the one at its position
/// and nothing is hashed; the ids are then distinct because the previous ones were. From
/// the first difference on, the previous children are looked up by id, and the ids seen
/// so far are kept to find a repeated one.
struct IDMatcher<ID: Hashable> {
    private let previous: ForEachIDs<ID>?
    private let previousNodes: [GraphNode]
    private var inStep: Bool
    private var previousByID: [ID: GraphNode]?
    private var seen: Set<ID> = []

    init(previous: ForEachIDs<ID>?, nodes: [GraphNode]) {
        self.previous = previous
        self.previousNodes = nodes
        inStep = previous.map { $0.repeatKeys.isEmpty && $0.ids.count == nodes.count } ?? false
    }

    /// The previous node of the element with `id` at `position` (`earlier`: this list's ids
    /// before it), and whether the id already occurred in this list.
    @inline(__always)
    mutating func match(_ id: ID, at position: Int, earlier: [ID]) -> (node: GraphNode?, repeated: Bool) {
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
            var byID: [ID: GraphNode] = [:]
            byID.reserveCapacity(previous.ids.count)
            for (index, id) in previous.ids.enumerated() where previous.repeatKeys[index] == nil && index < previousNodes.count {
                byID[id] = previousNodes[index]
            }
            previousByID = byID
        }
        return (previousByID![id], false)
    }

    /// The previous node of a repeated id's later occurrence, by its key.
    func repeatedNode(_ key: AnyHashable) -> GraphNode? {
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
        if ID.self == Data.Element.self, id == \Data.Element.self as AnyKeyPath {
            // `id: \.self`: the element is its id (a key path projection per element costs
            // hundreds of instructions).
            self.idOf = { unsafeBitCast($0, to: ID.self) }
            self.idsAreTheRange = Data.self == Range<Int>.self
        } else {
            self.idOf = { $0[keyPath: id] }
            self.idsAreTheRange = false
        }
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
