import Foundation

/// A structure that computes views on demand from an underlying collection of identified
/// data. Each element's views keep their identity (and state) by the element's id, and the
/// host can find them by it (`frame(of: id)`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListNode.reuse(existing, for: Self.self) ?? ListNode(viewType: Self.self)
        // The children by id, typed (hashing an `ID` is far cheaper than an AnyHashable);
        // a repeated id's later occurrences are kept apart under `DuplicateID` keys.
        let previous = node.typedChildren as? [ID: GraphNode] ?? [:]
        let previousDuplicates = node.childrenByKey
        var next: [ID: GraphNode] = [:]
        next.reserveCapacity(data.count)
        var duplicateChildren: [AnyHashable: GraphNode] = [:]
        var entries: [(key: AnyHashable, node: GraphNode)] = []
        entries.reserveCapacity(data.count)
        var duplicates = 0
        @inline(__always) func visit(_ element: Data.Element) {
            let id = idOf(element)
            if next[id] != nil {
                // Ids must be unique; a repeated id gets a distinct identity of its own.
                cx.graph.report(.duplicateID, "the id \(id) occurs more than once; later occurrences get identities of their own and frame(of:) finds the first",
                                view: "ForEach<\(Data.self)>")
                duplicates += 1
                let key = AnyHashable(DuplicateID(id: AnyHashable(id), occurrence: duplicates))
                let child = cx.reconcile(content(element), previousDuplicates[key])
                duplicateChildren[key] = child
                entries.append((key, child))
            } else {
                let child = cx.reconcile(content(element), previous.isEmpty ? nil : previous[id])
                next[id] = child
                entries.append((Self.key(id), child))
            }
        }
        if Data.self == Range<Int>.self {
            // A range walked through the generic collection witnesses costs about 1,500
            // instructions an element; walked as the Ints it is, a few.
            for i in unsafeBitCast(data, to: Range<Int>.self) { visit(unsafeBitCast(i, to: Data.Element.self)) }
        } else {
            for element in data { visit(element) }
        }
        node.set(entries: entries, typedChildren: next, otherChildren: duplicateChildren, tagged: true)
        return node
    }
}

extension ForEach {
    /// An id as the key of its entry and its items' tag: the same `AnyHashable` either way,
    /// made without the runtime cast of the generic initialiser when `ID` is `Int`.
    static func key(_ id: ID) -> AnyHashable {
        ID.self == Int.self ? AnyHashable(unsafeBitCast(id, to: Int.self)) : AnyHashable(id)
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
    }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ForEach {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
