import Foundation

/// A dynamic property that gives a view identity a namespace for identities of its
/// views (`matchedGeometryEffect`, focus). Each view identity gets its own ID, kept across
/// updates.
@propertyWrapper
public struct Namespace: DynamicPropertyInstaller {
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    let box = StateBox<UInt64>(0)

    public init() {}

    public var wrappedValue: ID {
        let b = box.resolved
        return ID(value: b.value)
    }

    /// One slot of the node's state storage: its box.
    static var storageSlots: Int { 1 }

    func install(node: CustomNode, stateIndex: inout Int, graph: ViewGraph) {
        let index = stateIndex
        installStateBox(box, node: node, stateIndex: &stateIndex, graph: graph, claim: false)
        // A new identity's box starts at 0: give it a number no other namespace has.
        if let persistent = node.stateStorage[index] as? StateBox<UInt64>, persistent.value == 0 {
            persistent.setWithoutInvalidating(NodeSerial.next())
        }
    }
}
