import Foundation

/// A control that initiates an action. Its look comes from the button style in the
/// environment (`.buttonStyle(.bordered)` …); `HostingView.tap(at:)` triggers it.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    /// In an alert's or a dialog's actions: dismisses the presentation before the action.
    @Environment(\.actionDismiss) private var actionDismiss

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role: `.destructive` draws its label in red (in the default,
    /// borderless and bordered styles), `.cancel` is bold and placed last in alerts and
    /// confirmation dialogs.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let action = self.action
        let perform: () -> Void = actionDismiss.map { dismiss in { dismiss(); action() } } ?? action
        return style.makeBody(PrimitiveButtonStyleConfiguration(label: .init(content: label), action: perform, role: role))
            .environment(\.buttonRole, role)
            .modifier(ButtonActionModifier(action: perform, isEnabled: isEnabled, role: role))
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case destructive, cancel }
    let kind: Kind
    /// A button that deletes data or performs a destructive action.
    public static let destructive = ButtonRole(kind: .destructive)
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(kind: .cancel)
}

private struct ButtonRoleKey: EnvironmentKey { static let defaultValue: ButtonRole? = nil }

extension EnvironmentValues {
    /// The role of the button whose style body is being made.
    var buttonRole: ButtonRole? {
        get { self[ButtonRoleKey.self] }
        set { self[ButtonRoleKey.self] = newValue }
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

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// The properties of a button for a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
    /// A view that stands for the button's label.
    public struct Label: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    public let label: Label
    let action: () -> Void
    /// The button's role, if any.
    public var role: ButtonRole? = nil

    /// Performs the button's action.
    public func trigger() { action() }
}

/// The properties of a button for a button style.
public struct ButtonStyleConfiguration {
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    public let label: Label
    public let isPressed: Bool
    /// The button's role, if any.
    public var role: ButtonRole? = nil
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

    /// Insets per control size. `.regular` is the choice above; `.large` is iOS's 50-pt
    /// tall large bordered button (a 22-pt body line + 14 + 14) with 20-pt sides; the others
    /// are Trellis's choice, stepping the same way: mini 6×2, small 10×4 (a 30-pt button
    /// with the body font), extraLarge 24×17.
    static func insets(_ size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: return EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: return EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: return insets
        case .large: return EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: return EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24)
        }
    }

    /// Corner radius per control size (choice): 6 up to regular, 12 for large and extraLarge.
    static func cornerRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small, .regular: return cornerRadius
        case .large, .extraLarge: return 12
        }
    }
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
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonRole) private var role

    var body: some View {
        let accent = role == .destructive ? Color.red : (tint ?? .accentColor)
        label
            .foregroundColor(prominent ? .white : (foreground ?? accent))
            .padding(BorderedMetrics.insets(controlSize))
            .background(RoundedRectangle(cornerRadius: BorderedMetrics.cornerRadius(controlSize), style: .continuous)
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
    @Environment(\.buttonRole) private var role
    var body: some View { label.foregroundColor(foreground ?? (role == .destructive ? .red : (tint ?? .accentColor))) }
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
        makeBody = { AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: $0.label, isPressed: false, role: $0.role))) }
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
    var role: ButtonRole? = nil

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ButtonItem(child: child, action: action, isEnabled: isEnabled, role: role)
    }
}

final class ButtonItem: ModifierItem {
    let action: () -> Void
    let isEnabled: Bool
    let role: ButtonRole?
    init(child: LayoutItem, action: @escaping () -> Void, isEnabled: Bool, role: ButtonRole? = nil) {
        self.action = action
        self.isEnabled = isEnabled
        self.role = role
        super.init(child: child)
    }
    override var debugName: String {
        let r = role.map { $0 == .destructive ? " (destructive)" : " (cancel)" } ?? ""
        return (isEnabled ? "Button" : "Button (disabled)") + r
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension PrimitiveButtonStyleConfiguration.Label {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
