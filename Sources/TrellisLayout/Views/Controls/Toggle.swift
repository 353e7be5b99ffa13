import Foundation

/// A control that toggles between on and off. Its look comes from the toggle style in the
/// environment (`.toggleStyle(.switch)` by default on iOS); `HostingView.tap(at:)` on the
/// switch (or on a `.button`-style toggle) flips the binding.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle that is on when every binding is on (mixed when some are).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
                            set: { v in for b in bindings { b.wrappedValue = v } })
        self.label = label()
    }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: label), binding: isOn))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TrellisLayout.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisLayout.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisLayout.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisLayout.Label(titleKey, image: image) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration (for styles that wrap the standard one).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The properties of a toggle for a toggle style.
public struct ToggleStyleConfiguration {
    /// A view that stands for the toggle's label.
    public struct Label: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether some, but not all, of the toggle's sources are on (always false here: a
    /// mixed state is shown as off).
    public var isMixed: Bool = false

    init(label: Label, binding: Binding<Bool>) {
        self.label = label
        self._isOn = binding
    }
}

/// The appearance and interaction of toggles.
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// iOS's switch: the label leading, the 51×31-pt switch trailing, a flexible space
/// between, so the toggle takes the width it is offered. Only the switch is the tap target
/// (as on iOS, where tapping the label of a plain toggle does nothing).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, styleTint: tint)
    }
}

struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let on = configuration.isOn
        let binding = configuration.$isOn
        LabelledControl(label: configuration.label, control: SwitchShape(isOn: on, tint: styleTint ?? tint ?? .green)
            ._dimmed(!isEnabled)
            ._onControlTap(isEnabled: isEnabled) { binding.wrappedValue.toggle() })
    }
}

/// The switch itself: a capsule (green, or the tint, when on; the system fill when off)
/// with a white knob (outlined with a 0.5-pt separator line) at the trailing or leading end.
struct SwitchShape: View {
    let isOn: Bool
    let tint: Color

    var body: some View {
        let m = ControlMetrics.self
        let knob = m.switchSize.height - 2 * m.switchKnobInset
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? tint : Color.systemFill)
            Circle().fill(Color.white)
                .overlay(Circle().strokeBorder(Color.separatorColor, lineWidth: 0.5))
                .frame(width: knob, height: knob)
                .padding(m.switchKnobInset)
        }
        .frame(width: m.switchSize.width, height: m.switchSize.height)
    }
}

/// A toggle that looks like a bordered button: prominent (filled with the tint) when on.
/// Tapping anywhere on it flips the binding.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let binding = configuration.$isOn
        return ButtonToggleBody(configuration: configuration)
            ._onControlTap { binding.wrappedValue.toggle() }
    }
}

struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        TintedLabel(label: PrimitiveButtonStyleConfiguration.Label(content: configuration.label), prominent: configuration.isOn)
            ._dimmed(!isEnabled)
    }
}

/// The platform default: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchRow(configuration: configuration, styleTint: nil) }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

/// A toggle style as the environment keeps it.
typealias AnyToggleStyle = ErasedStyle<ToggleStyleConfiguration>

extension ErasedStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle(DefaultToggleStyle()) }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles within this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ToggleStyleConfiguration.Label {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
