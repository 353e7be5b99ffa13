import Foundation

// What SwiftUI code tells the keyboard and the text system about its text fields:
// capitalization, autocorrection, the return key's label, selection, and what submitting
// does. A headless host has no keyboard: the values are kept in the environment, where
// the views read them as in SwiftUI, and `onSubmit` actions run when a test submits a
// field (``HostingView/submit(in:)``), as the return key does.

/// How the keyboard capitalizes typed text.
///
/// **Differs from SwiftUI:** there is no keyboard: the value is kept for the views to read.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: Int
    /// No capitalization.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key.
///
/// **Differs from SwiftUI:** there is no keyboard: the value is kept for the views to read.
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Which fields' submissions an `onSubmit` action answers.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields (`searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// Whether people can select a view's text.
///
/// **Differs from SwiftUI:** a headless host has no selection gestures: the value is kept
/// for the views to read.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { .init() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { .init() }
}

/// The `onSubmit` actions around a field: each with the triggers it answers, outermost
/// first (the order the modifiers apply in); a submit scope empties the list.
struct SubmitActions {
    var actions: [(triggers: SubmitTriggers, action: () -> Void)] = []

    /// The actions a submission of `trigger` runs, innermost first.
    func actions(for trigger: SubmitTriggers) -> [() -> Void] {
        actions.reversed().filter { !$0.triggers.isDisjoint(with: trigger) }.map(\.action)
    }
}

private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct TextInputAutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }
private struct SubmitActionsKey: EnvironmentKey { static let defaultValue = SubmitActions() }

extension EnvironmentValues {
    /// Whether autocorrection is off for the text fields here (`autocorrectionDisabled`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The capitalization set with `textInputAutocapitalization` (nil: the platform's).
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }

    /// The return key's label (`submitLabel`; `.return` unless set).
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// Whether text here can be selected (`textSelection`; not unless set).
    var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }

    /// The `onSubmit` actions around the views here.
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Turns autocorrection off (or on again) for the text fields in this view.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// The form before iOS 16: `nil` keeps the surrounding setting.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment(\.autocorrectionDisabled) { if let disable { $0 = disable } }
    }

    /// Sets how the keyboard capitalizes text typed in this view's fields.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Sets the label of the return key for this view's fields.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Lets people select this view's text, or not.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }

    /// Runs `action` when a field in this view is submitted (the return key; here
    /// ``HostingView/submit(in:)``). Actions set at several levels all run, the innermost
    /// first (Trellis's order: SwiftUI documents none).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.actions.append((triggers, action)) }
    }

    /// Keeps the `onSubmit` actions set around this view from running for the fields in it
    /// (when `isBlocking`).
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0 = SubmitActions() } }
    }
}

/// A text field's submission target: what ``HostingView/submit(in:)`` finds and runs.
struct SubmitTargetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let actions: [() -> Void]

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        SubmitTargetItem(child: child, actions: actions)
    }
}

/// A text field's item with the actions its submission runs.
final class SubmitTargetItem: ModifierItem {
    let actions: [() -> Void]
    init(child: LayoutItem, actions: [() -> Void]) {
        self.actions = actions
        super.init(child: child)
    }
    override var debugName: String { "TextField" }
}

extension HostingView {
    /// Submits a text field, as the return key does: the field with identity `id` (or inside
    /// the view with that identity), or the first field in the window. Its `onSubmit`
    /// actions run, the innermost first, then the layout is brought up to date. Returns
    /// whether a field was found.
    @discardableResult
    public func submit(in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let field = Self.findSubmitTarget(root, id: id, inside: id == nil) else { return false }
        runLoop.acting { for action in field.actions { action() } }
        layoutIfNeeded()
        return true
    }

    private static func findSubmitTarget(_ item: LayoutItem, id: AnyHashable?, inside: Bool) -> SubmitTargetItem? {
        let matches = inside || (id.map { item.tags.contains($0) } ?? false)
        if matches, let field = item as? SubmitTargetItem { return field }
        for c in item.placedChildren {
            if let field = findSubmitTarget(c, id: id, inside: matches) { return field }
        }
        return nil
    }
}
