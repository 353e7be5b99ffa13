import Foundation

/// A structure that computes views on demand from an underlying collection of identified
/// data. Each element's views keep their identity (and state) by the element's id, and the
/// host can find them by it (`frame(of: id)`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    public typealias Body = Never

    /// Whether the ids are distinct by construction (a range's Ints), so that a first
    /// build need not check them.
    let idsAreUnique: Bool

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        var list = ListUnderConstruction(matcher: IDMatcher<ID>(previous: node.keys as? ForEachIDs<ID>, nodes: node.nodes, checksRepeats: !idsAreUnique),
                                         count: data.count)
        if Data.self == Range<Int>.self {
            // A range walked through the generic collection witnesses costs about 1,500
            // instructions an element; walked as the Ints it is, a few.
            for i in unsafeBitCast(data, to: Range<Int>.self) { visit(unsafeBitCast(i, to: Data.Element.self), &list, cx) }
        } else {
            for element in data { visit(element, &list, cx) }
        }
        node.set(nodes: list.nodes, keys: ForEachIDs(ids: list.ids, repeatKeys: list.repeatKeys))
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
            list.nodes.append(cx.reconcile(content(element), list.matcher.repeatedNode(key)))
        } else {
            list.nodes.append(cx.reconcile(content(element), match.node))
        }
    }
}

/// A `ForEach`'s children as its reconcile makes them.
struct ListUnderConstruction<ID: Hashable> {
    var matcher: IDMatcher<ID>
    var ids: [ID] = []
    var nodes: [GraphNode] = []
    var repeatKeys: [Int: AnyHashable] = [:]

    init(matcher: IDMatcher<ID>, count: Int) {
        self.matcher = matcher
        ids.reserveCapacity(count)
        nodes.reserveCapacity(count)
    }
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
/// so far are kept to find a repeated one (unless they are distinct by construction).
struct IDMatcher<ID: Hashable> {
    private let previous: ForEachIDs<ID>?
    private let previousNodes: [GraphNode]
    private let checksRepeats: Bool
    private var inStep: Bool
    private var previousByID: [ID: GraphNode]?
    private var seen: Set<ID> = []

    init(previous: ForEachIDs<ID>?, nodes: [GraphNode], checksRepeats: Bool) {
        self.previous = previous
        self.previousNodes = nodes
        self.checksRepeats = checksRepeats
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
            if checksRepeats { seen = Set(earlier) }
        }
        if checksRepeats, !seen.insert(id).inserted { return (nil, true) }
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
        self.idsAreUnique = false
    }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        if ID.self == Data.Element.self, id == \Data.Element.self as AnyKeyPath {
            // `id: \.self`: the element is its id (a key path projection per element costs
            // hundreds of instructions), and a range's elements are distinct.
            self.idOf = { unsafeBitCast($0, to: ID.self) }
            self.idsAreUnique = Data.self == Range<Int>.self
        } else {
            self.idOf = { $0[keyPath: id] }
            self.idsAreUnique = false
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
        self.idsAreUnique = true
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ForEach {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
