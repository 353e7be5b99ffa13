import Foundation

/// A flexible space that expands along the major axis of its containing stack, or on both
/// axes outside a stack.
///
/// Sizing (spec §1): along the stack axis, max(proposal ?? minLength, minLength), and 0
/// across it; outside a stack, that rule on both axes. `minLength: nil` is the default
/// spacing, 8. Layout priority −∞ (takes space last); spacing preference 0, so no gap
/// appears next to it unless the neighbour asks for one.
public struct Spacer: View, LeafView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        SpacerItem(context: fx.context, minLength: minLength ?? ViewSpacing.defaultDistance, orientation: fx.stackOrientation)
    }
}

final class SpacerItem: LayoutItem {
    let minLength: CGFloat
    let orientation: Axis?

    init(context: LayoutContext, minLength: CGFloat, orientation: Axis?) {
        self.minLength = max(0, minLength.isFinite ? minLength : 0)
        self.orientation = orientation
        super.init(context: context)
    }

    override var cachesSizes: Bool { false }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ p: CGFloat?) -> CGFloat { max(p ?? minLength, minLength) }
        switch orientation {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    override var layoutPriority: Double { -.infinity }
    override var spacing: ViewSpacing { .zero }
    override var debugName: String { "Spacer" }
    override var isSpacer: Bool { true }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Spacer {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
