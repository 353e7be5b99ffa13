import Foundation

/// A style configuration's type-erased view (a label's title, a gauge's value label…):
/// a public type of its own, as SwiftUI has, standing for whatever view it was made
/// from. Its node is a list of that one view keyed by the view's type
/// (`ListNode.reconcileErased`), so a view of another type is a new identity.
protocol ErasedViewContent: PrimitiveView {
    var content: any View { get }
}

extension ErasedViewContent {
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        ListNode.reconcileErased(content, as: Self.self, existing, cx)
    }
}
