import Foundation

/// A control for choosing a colour, as on iOS: the label leading and, trailing, a
/// 28-point colour well (the selected colour in a circle, inside a ring of the hues), in
/// a row like a toggle's. With `labelsHidden()` it is the well alone.
///
/// The well: a 3-point ring of an angular gradient through red, yellow, green, cyan, blue,
/// magenta and back to red, and the selected colour filling the circle inset 5 points
/// (a white gap between them; the figures are Trellis's choice, drawn after iOS 17).
///
/// **Differs from SwiftUI:** tapping the well does not open the colour panel; the
/// binding changes only when the app sets it. `supportsOpacity` is kept and not read.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        LabelledControl(label: label, control: ColorWell(color: selection.wrappedValue))
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well of a ``ColorPicker``.
struct ColorWell: View {
    let color: Color
    @Environment(\.isEnabled) private var isEnabled

    static let side: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let colorInset: CGFloat = 5
    static let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center, startAngle: .zero, endAngle: .degrees(360)), lineWidth: Self.ringWidth)
            Circle().fill(color).padding(Self.colorInset)
        }
        .frame(width: Self.side, height: Self.side)
        ._dimmed(!isEnabled)
    }
}
