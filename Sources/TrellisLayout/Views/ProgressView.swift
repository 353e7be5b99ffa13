import Foundation

/// A linear progress view. Its bar is 4 points tall (Trellis's documented choice: no
/// public source gives the height); horizontally it takes the proposal like a shape
/// (`nil` → 10), so it is as flexible as a `Color` in stacks and grids.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, LeafView {
    let fraction: Double?
    public typealias Body = Never

    static var barHeight: CGFloat { 4 }

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ProgressItem(context: fx.context, fraction: fraction, environment: environment)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A linear progress view showing `value / total`. Values outside 0…total are clamped;
    /// `nil`, NaN, a non-positive total or an undefined ratio (∞ / ∞) show an indeterminate
    /// (empty) bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        if let value, total > 0 {
            let ratio = Double(value) / Double(total)
            fraction = ratio.isNaN ? nil : min(max(ratio, 0), 1)
        } else {
            fraction = nil
        }
    }

    /// An indeterminate progress view.
    ///
    /// **Differs from SwiftUI:** drawn as an empty linear bar, 4 points tall, where iOS
    /// draws a spinning indicator (its layout size differs too); the spinner is not there
    /// yet.
    public init() { fraction = nil }
}

final class ProgressItem: LayoutItem {
    let fraction: Double?
    let environment: EnvironmentValues

    init(context: LayoutContext, fraction: Double?, environment: EnvironmentValues) {
        self.fraction = fraction
        self.shownFraction = fraction
        self.environment = environment
        environment.readRecorder?.note(.keepsEnvironment)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: ProgressView<EmptyView, EmptyView>.barHeight)
    }

    override var debugName: String { "ProgressView \(fraction.map { $0.trellisFormatted } ?? "indeterminate")" }

    /// The completed fraction as drawn now (it animates when the value changes).
    private(set) var shownFraction: Double?

    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        if let fraction { list.append(AnimatableAttribute(slot: 0, fraction)) }
    }

    override func present(slot: Int, value: Any) {
        if let f = value as? Double { shownFraction = min(max(f, 0), 1) }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ProgressView {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
