import Foundation

/// A visual element that separates content: a line across the stack axis of its
/// container — vertical in an HStack, horizontal in a VStack or outside any stack. It is
/// one pixel thick (1 / displayScale); along its length it takes the proposal (nil → 10).
public struct Divider: View, LeafView {
    public init() {}
    public typealias Body = Never

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        DividerItem(context: fx.context, vertical: fx.stackOrientation == .horizontal,
                    thickness: 1 / max(environment.displayScale, 1), environment: environment)
    }
}

final class DividerItem: LayoutItem {
    let vertical: Bool
    let thickness: CGFloat
    let environment: EnvironmentValues

    init(context: LayoutContext, vertical: Bool, thickness: CGFloat, environment: EnvironmentValues) {
        self.vertical = vertical
        self.thickness = thickness
        self.environment = environment
        environment.readRecorder?.note(.keepsEnvironment)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10)
                 : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    override var debugName: String { "Divider" }
    /// The separator colour of iOS (light mode).
    static let color = Color.system(.separator, 60, 60, 67, 0.29)
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Divider {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
