import Foundation

/// A control that increments and decrements a value: the label leading, iOS's 94×32-pt
/// "−|+" control trailing (``ControlMetrics/stepperSize``), a flexible space between.
/// `HostingView.tap(at:)` on a half runs it; a half whose bound is reached is disabled.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool
    let onEditingChanged: (Bool) -> Void

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.canIncrement = onIncrement != nil
        self.canDecrement = onDecrement != nil
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over a closed range: each tap moves the value by `step`, clamped to the
    /// range. A result the range cannot order (NaN) leaves the value unchanged.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        let current = value.wrappedValue
        self.canIncrement = current < bounds.upperBound
        self.canDecrement = current > bounds.lowerBound
        self.onIncrement = { value.wrappedValue = Stepper.clamp(value.wrappedValue, value.wrappedValue.advanced(by: step), bounds) }
        self.onDecrement = { value.wrappedValue = Stepper.clamp(value.wrappedValue, value.wrappedValue.advanced(by: -step), bounds) }
        self.onEditingChanged = onEditingChanged
    }

    /// An unbounded stepper.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.canIncrement = true
        self.canDecrement = true
        self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
    }

    static func clamp<V: Comparable>(_ old: V, _ new: V, _ bounds: ClosedRange<V>) -> V {
        if new > bounds.upperBound { return bounds.upperBound }
        if new < bounds.lowerBound { return bounds.lowerBound }
        return bounds.contains(new) ? new : old
    }

    public var body: some View {
        LabelledControl(label: label, control: StepperControl(
            canIncrement: canIncrement, canDecrement: canDecrement, onEditingChanged: onEditingChanged,
            onIncrement: onIncrement ?? {}, onDecrement: onDecrement ?? {}))
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The "−|+" control: two 47×32-pt halves on a rounded system-fill background with a
/// 1×18-pt separator between them.
struct StepperControl: View {
    let canIncrement: Bool
    let canDecrement: Bool
    let onEditingChanged: (Bool) -> Void
    let onIncrement: () -> Void
    let onDecrement: () -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let m = ControlMetrics.self
        let half = CGSize(width: m.stepperSize.width / 2, height: m.stepperSize.height)
        let decEnabled = isEnabled && canDecrement, incEnabled = isEnabled && canIncrement
        HStack(spacing: 0) {
            StepperGlyph(plus: false, enabled: decEnabled)
                .frame(width: half.width, height: half.height)
                ._onControlTap(isEnabled: decEnabled) { onEditingChanged(true); onDecrement(); onEditingChanged(false) }
            StepperGlyph(plus: true, enabled: incEnabled)
                .frame(width: half.width, height: half.height)
                ._onControlTap(isEnabled: incEnabled) { onEditingChanged(true); onIncrement(); onEditingChanged(false) }
        }
        .background(RoundedRectangle(cornerRadius: m.stepperCornerRadius, style: .continuous).fill(Color.tertiarySystemFill))
        .overlay(Rectangle().fill(Color.separatorColor).frame(width: 1, height: m.stepperDividerHeight))
    }
}

struct StepperGlyph: View {
    let plus: Bool
    let enabled: Bool
    var body: some View {
        let m = ControlMetrics.self
        let color = enabled ? Color.primary : Color.tertiary
        ZStack {
            Rectangle().fill(color).frame(width: m.stepperGlyphLength, height: m.stepperGlyphThickness)
            if plus {
                Rectangle().fill(color).frame(width: m.stepperGlyphThickness, height: m.stepperGlyphLength)
            }
        }
    }
}
