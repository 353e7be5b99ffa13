import Foundation

/// A control that initiates an action. Its look comes from the button style in the
/// environment (`.buttonStyle(.bordered)` …); `HostingView.tap(at:)` triggers it.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        style.makeBody(PrimitiveButtonStyleConfiguration(label: .init(content: label), action: action))
            .modifier(ButtonActionModifier(action: action, isEnabled: isEnabled))
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The properties of a button for a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
    /// A view that stands for the button's label.
    public struct Label: View, PrimitiveView {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never

        func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
            ListNode.reconcileErased(content, as: Self.self, existing, cx)
        }
    }

    public let label: Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}

/// The properties of a button for a button style.
public struct ButtonStyleConfiguration {
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    public let label: Label
    public let isPressed: Bool
}

/// A style that defines a button's look and its interaction.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A style that defines a button's look; the interaction is the standard one.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// Insets and shape of the bordered styles, chosen by Trellis (no public source gives
/// them; spec §1): 12 points horizontally, 7 vertically, a 6-point continuous corner.
enum BorderedMetrics {
    static let insets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let cornerRadius: CGFloat = 6
}

/// A bordered button: the label in the tint colour on a tinted, rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, prominent: false)
    }
}

/// A prominent bordered button: white label on a rounded background of the tint colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label, prominent: true)
    }
}

/// An explicit foreground colour set on the button (or above it) colours the label;
/// otherwise the tint, else the accent colour (white on a prominent button's fill).
struct TintedLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.foregroundColor) private var foreground

    var body: some View {
        let accent = tint ?? .accentColor
        label
            .foregroundColor(prominent ? .white : (foreground ?? accent))
            .padding(BorderedMetrics.insets)
            .background(RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius, style: .continuous)
                .fill(prominent ? accent : accent.opacity(0.15)))
    }
}

/// A borderless button: the label in the tint colour, no insets.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintLabel(label: configuration.label)
    }
}

struct TintLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    @Environment(\.tint) private var tint
    @Environment(\.foregroundColor) private var foreground
    var body: some View { label.foregroundColor(foreground ?? tint ?? .accentColor) }
}

/// A plain button: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform default: borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TintLabel(label: configuration.label) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

/// A button style as the environment stores it.
struct AnyButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: $0.label, isPressed: false))) }
    }

    func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView { makeBody(configuration) }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(DefaultButtonStyle()) }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// Marks the button's area for hit testing.
struct ButtonActionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void
    let isEnabled: Bool

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ButtonItem(child: child, action: action, isEnabled: isEnabled)
    }
}

final class ButtonItem: ModifierItem {
    let action: () -> Void
    let isEnabled: Bool
    init(child: LayoutItem, action: @escaping () -> Void, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(child: child)
    }
    override var debugName: String { isEnabled ? "Button" : "Button (disabled)" }
}
