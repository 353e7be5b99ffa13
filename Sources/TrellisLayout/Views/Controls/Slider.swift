import Foundation

/// A control for a value in a range: a 4-pt track, filled with the tint up to a 28-pt
/// white thumb (``ControlMetrics``). It takes the width offered like a shape (`nil` →
/// the thumb's 28 pt) and is 28 pt tall; minimum and maximum value labels, when given, sit before and
/// after the track, 8 pt away. As on iOS, the `label` is not shown.
/// The value is shown clamped to the range; NaN, or an empty range, shows the thumb at
/// the minimum.
///
/// **Differs from SwiftUI:** it shows its value and does not move: a drag on the thumb
/// changes nothing and `onEditingChanged` is never called. A test sets the value through
/// the binding.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let label: Label

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let f = span > 0 && span.isFinite ? (Double(value) - Double(bounds.lowerBound)) / span : 0
        fraction = f.isNaN ? 0 : min(max(f, 0), 1)
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

/// The track, its filled part and the thumb, placed by ``SliderLayout``.
struct SliderTrack: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        SliderLayout(fraction: fraction) {
            Capsule().fill(Color.systemFill)
            Capsule().fill(tint ?? .accentColor)
            Circle().fill(Color.white)
                .overlay(Circle().strokeBorder(Color.separatorColor, lineWidth: 0.5))
        }
    }
}

/// Lays out [track, fill, thumb]: the thumb's leading edge at `fraction × (width − 28)`,
/// the fill from the leading end to the thumb's centre, both 4 pt tall, centred vertically.
struct SliderLayout: Layout {
    let fraction: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let thumb = ControlMetrics.sliderThumb
        // Like a shape: the width offered (an infinite offer too, so stacks see the track
        // as flexible), `nil` → the thumb; never narrower than the thumb.
        let w = proposal.width.flatMap { $0.isNaN ? nil : $0 } ?? thumb
        return CGSize(width: max(w, thumb), height: thumb)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let thumb = ControlMetrics.sliderThumb, track = ControlMetrics.sliderTrack
        let x = bounds.minX + CGFloat(fraction) * max(0, bounds.width - thumb)
        let y = bounds.midY - track / 2
        subviews[0].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: track))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading,
                          proposal: ProposedViewSize(width: x + thumb / 2 - bounds.minX, height: track))
        subviews[2].place(at: CGPoint(x: x, y: bounds.midY - thumb / 2), anchor: .topLeading, proposal: ProposedViewSize(width: thumb, height: thumb))
    }
}
