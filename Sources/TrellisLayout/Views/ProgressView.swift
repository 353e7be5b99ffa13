import Foundation

/// A view that shows progress toward completion: a linear bar for a value, the spinning
/// activity indicator without one, with an optional label and current-value label. Its
/// look comes from the progress view style in the environment (``ProgressViewStyle``;
/// the default is iOS's: a spinner when made without a value, else a bar).
///
/// Values: `value / total`, clamped to 0…1; `nil`, NaN, a non-positive total or an
/// undefined ratio (∞ / ∞) make an indeterminate view, which the bar draws empty.
///
/// **Differs from SwiftUI:** the spinner turns only as the host's clock moves
/// (``HostingView/advance(by:)``), not in real time, so a picture shows the spokes as they
/// stand at the host's time; the bar's height and the labels' spacing are Trellis's
/// choices (``ProgressViewStyle``).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    /// Made without a value (the default style shows a spinner).
    let isSpinner: Bool
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Made from a style's configuration (``init(_:)``).
    var fromConfiguration = false
    @Environment(\.progressViewStyles) private var styles
    @Environment(\.progressViewStyleMakingBody) private var styleMakingBody

    init(fraction: Double?, isSpinner: Bool, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.isSpinner = isSpinner
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        // The innermost style set around the view; but a progress view that a style makes
        // from its configuration, with no style set inside that style's body, takes the
        // style that was current outside it (the default when none was), as SwiftUI's
        // `init(_ configuration:)` does ("modifies the current progress view style").
        var index = styles.count - 1
        if fromConfiguration, let making = styleMakingBody, index <= making { index = making - 1 }
        let style = index >= 0 ? styles[index] : AnyProgressViewStyle(DefaultProgressViewStyle())
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.flatMap { Label.self == EmptyView.self ? nil : .init(content: $0) },
            currentValueLabel: currentValueLabel.flatMap {
                CurrentValueLabel.self == EmptyView.self ? nil : .init(content: $0)
            },
            isSpinner: isSpinner)
        return style.makeBody(configuration).environment(\.progressViewStyleMakingBody, index)
    }

    /// `value / total` clamped to 0…1, or nil (indeterminate) as the type's doc says.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        let ratio = Double(value) / Double(total)
        return ratio.isNaN ? nil : min(max(ratio, 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (the spinner, a 20-point square) with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, isSpinner: true, label: label(), currentValueLabel: nil)
    }

    /// A determinate progress view showing `value / total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), isSpinner: false, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinning activity indicator, a 20-point square
    /// (``SpinnerMetrics``) whatever it is offered.
    public init() {
        self.init(fraction: nil, isSpinner: true, label: nil, currentValueLabel: nil)
    }

    /// A linear progress view showing `value / total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), isSpinner: false, label: nil, currentValueLabel: nil)
    }

    /// A progress view showing Foundation's `progress`: its `fractionCompleted`, or
    /// indeterminate while the progress is.
    public init(_ progress: Progress) {
        let fraction = progress.isIndeterminate ? nil : Self.fraction(progress.fractionCompleted, 1)
        self.init(fraction: fraction, isSpinner: false, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// An indeterminate progress view titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// A determinate progress view titled with a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// A determinate progress view titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView {
    /// A determinate progress view with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), isSpinner: false, label: label(),
                  currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a style's configuration: inside that style's
    /// `makeBody`, it takes the style that was current outside that style (the default
    /// when none was), or a style set on it there.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, isSpinner: configuration.isSpinner,
                  label: configuration.label, currentValueLabel: configuration.currentValueLabel)
        fromConfiguration = true
    }
}
