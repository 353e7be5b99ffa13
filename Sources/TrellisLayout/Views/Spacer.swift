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
extension Spacer {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension Divider {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
