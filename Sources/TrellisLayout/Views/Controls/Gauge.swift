import Foundation

/// A view that shows a value within a range: a capacity bar, or a ring, in the gauge style
/// of the environment (``View/gaugeStyle(_:)``; `.automatic` is `.linearCapacity` on iOS).
///
/// The value is shown as the fraction `(value − lower) / (upper − lower)`, clamped to
/// 0…1; a NaN value, or a range whose bounds are equal, shows 0.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    /// A gauge of `value` in `bounds`, with a label, a current-value label and labels for
    /// the bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }

    /// The fraction of the range `value` stands at, clamped to 0…1 (0 for NaN or an
    /// empty range).
    static func fraction(of value: Double, lower: Double, upper: Double) -> Double {
        let span = upper - lower
        guard span.isFinite, span > 0, !value.isNaN else { return 0 }
        let f = (value - lower) / span
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: label),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: currentValueLabel),
            minimumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: minimumValueLabel),
            maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: maximumValueLabel)))
    }
}

extension Gauge {
    /// A gauge with labels for particular values (views tagged with their values), besides
    /// the other labels.
    ///
    /// On iOS no gauge style is given the marked-value labels (`GaugeStyleConfiguration`
    /// has no property for them), so the built-in styles draw none; Trellis keeps that
    /// rule: the gauge is the one without them.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(of: Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a current-value label and labels for particular values, which
    /// no style on iOS draws (see the initialiser with every label).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// What a gauge style is given: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// A gauge's label, type-erased.
    public struct Label: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// A gauge's current-value label, type-erased.
    public struct CurrentValueLabel: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// A gauge's minimum-value label, type-erased.
    public struct MinimumValueLabel: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// A gauge's maximum-value label, type-erased.
    public struct MaximumValueLabel: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// A label for a particular value of a gauge, type-erased. On iOS no configuration
    /// holds one (see `Gauge`'s initialisers with `markedValueLabels`).
    public struct MarkedValueLabel: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// Where the value stands in the range, 0…1.
    public var value: Double
    public var label: Label
    /// The labels the gauge was given (nil: none).
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension GaugeStyleConfiguration.Label {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension GaugeStyleConfiguration.CurrentValueLabel {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension GaugeStyleConfiguration.MinimumValueLabel {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension GaugeStyleConfiguration.MaximumValueLabel {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension GaugeStyleConfiguration.MarkedValueLabel {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
