import Foundation

/// A text field, laid out statically: one line of its text, or — when the text is empty —
/// of its prompt (else its title) in iOS's placeholder colour (`UIColor.placeholderText`,
/// the tertiary level: 60/60/67 at 30 %). It takes the width offered and is as tall as a
/// line of the environment's font; `.textFieldStyle(.roundedBorder)` adds insets and a
/// rounded border (``ControlMetrics/textFieldInsets``). A field with no text and no
/// placeholder keeps a line's height.
///
/// **Differs from SwiftUI:** laid out and drawn only: there is no keyboard, focus, cursor
/// or selection, and a tap does not start editing. A test changes the text through the
/// binding where a person would type, and submits the field (its `onSubmit` actions) with
/// ``HostingView/submit(in:)`` where a person would press return.
public struct TextField<Label: View>: View {
    let text: String
    let placeholder: String
    let isSecure: Bool
    let axis: Axis
    @Environment(\.textFieldKind) private var kind
    @Environment(\.submitActions) private var submitActions

    init(text: String, placeholder: String, isSecure: Bool, axis: Axis = .horizontal) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.axis = axis
    }

    public var body: some View {
        let shown = isSecure ? String(repeating: "•", count: text.count) : text
        let isPlaceholder = shown.isEmpty
        let content = isPlaceholder ? (placeholder.isEmpty ? " " : placeholder) : shown
        let line = Text(verbatim: content)
            .foregroundColor(isPlaceholder ? Color.tertiary : nil)
            .lineLimit(axis == .horizontal ? 1 : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
        let submit = SubmitTargetModifier(actions: submitActions.actions(for: .text))
        if kind == .roundedBorder {
            line.padding(ControlMetrics.textFieldInsets)
                .background(RoundedRectangle(cornerRadius: ControlMetrics.textFieldCornerRadius, style: .continuous).fill(Color.white))
                .overlay(RoundedRectangle(cornerRadius: ControlMetrics.textFieldCornerRadius, style: .continuous)
                    .strokeBorder(Color.separatorColor, lineWidth: 0.5))
                .modifier(submit)
        } else {
            line.modifier(submit)
        }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: titleKey.key, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: String(title), isSecure: false)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainText ?? titleKey.key, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainText ?? String(title), isSecure: false)
    }

    /// A field that grows vertically (`axis: .vertical`) wraps its text over several lines.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: titleKey.key, isSecure: false, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: String(title), isSecure: false, axis: axis)
    }
}

extension TextField {
    /// A field whose placeholder is `prompt`; the label is not shown (as on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt?.plainText ?? "", isSecure: false, axis: axis)
    }
}

/// A text field that hides its text: one "•" per character.
///
/// **Differs from SwiftUI:** as ``TextField``, not editable by taps or keys: a test
/// changes the text through the binding.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: titleKey.key, isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: String(title), isSecure: true)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt?.plainText ?? titleKey.key, isSecure: true)
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, placeholder: prompt?.plainText ?? "", isSecure: true)
    }
}

/// The appearance of text fields. As in SwiftUI, the styles are the built-in ones.
public protocol TextFieldStyle {
    var _kind: TextFieldKind { get }
}

/// Which built-in text field style applies.
public enum TextFieldKind: Sendable { case plain, roundedBorder }

/// The plain style (`.plain`): the text alone, with no border or insets.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldKind { .plain }
}

/// The rounded-border style (`.roundedBorder`): the text inset by
/// `ControlMetrics.textFieldInsets` in a rounded border. Like every text field, laid out
/// and drawn only (see ``TextField``).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldKind { .roundedBorder }
}

/// The platform default: plain on iOS (outside a form).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldKind { .plain }
}

extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

private struct TextFieldKindKey: EnvironmentKey { static let defaultValue = TextFieldKind.plain }

extension EnvironmentValues {
    var textFieldKind: TextFieldKind {
        get { self[TextFieldKindKey.self] }
        set { self[TextFieldKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldKind, style._kind)
    }
}
