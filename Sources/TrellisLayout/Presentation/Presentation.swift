import Foundation

// Sheets, full-screen covers, alerts and confirmation dialogs. A presentation modifier is
// transparent to layout; while presented, its content is made as a secondary item that
// the host lays out as a layer above the root view (`Host/HostingView+Presentation.swift`,
// metrics in ``PresentationMetrics``).

/// An action that dismisses the presentation the view is in (`@Environment(\.dismiss)`).
/// Outside a presentation it does nothing.
public struct DismissAction {
    let action: (() -> Void)?
    init(_ action: (() -> Void)?) { self.action = action }
    public func callAsFunction() { action?() }
}

/// Whether a part of a view (a confirmation dialog's title) is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides: a confirmation dialog's title is hidden on iPhone.
    case automatic
    case visible
    case hidden
}

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat) }
    let kind: Kind
    /// Half the large detent's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full sheet (inset from the top of the window).
    public static let large = PresentationDetent(kind: .large)
    /// A fraction (clamped to 0…1) of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }
    /// A height in points (clamped to 0…the large detent's height).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height.isFinite ? max(height, 0) : 0))
    }

    /// The sheet's height at this detent, given the large detent's height.
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .medium: return large / 2
        case .large: return large
        case .fraction(let f): return large * f
        case .height(let h): return min(h, large)
        }
    }

    public var description: String {
        switch kind {
        case .medium: return ".medium"
        case .large: return ".large"
        case .fraction(let f): return ".fraction(\(f.trellisFormatted))"
        case .height(let h): return ".height(\(h.trellisFormatted))"
        }
    }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(nil) }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct PresentationButtonKey: EnvironmentKey { static let defaultValue: PresentationKind? = nil }
private struct ActionDismissKey: EnvironmentKey { static let defaultValue: DismissAction? = nil }

extension EnvironmentValues {
    /// Dismisses the presentation this view is in (a sheet, a full-screen cover).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Whether this view is inside a presentation.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// Set on an alert's or a dialog's actions: how their buttons look.
    var presentationButtonKind: PresentationKind? {
        get { self[PresentationButtonKey.self] }
        set { self[PresentationButtonKey.self] = newValue }
    }
    /// Set on an alert's or a dialog's actions: a button dismisses the presentation, then
    /// runs its action.
    var actionDismiss: DismissAction? {
        get { self[ActionDismissKey.self] }
        set { self[ActionDismissKey.self] = newValue }
    }
}

enum PresentationKind: Hashable, Sendable, CustomStringConvertible {
    case sheet, fullScreenCover, alert, confirmationDialog
    var description: String {
        switch self {
        case .sheet: return "sheet"
        case .fullScreenCover: return "fullScreenCover"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmationDialog"
        }
    }
}

/// A presentation modifier. `presented` is the content shown (already wrapped with its
/// environment and an `onDisappear` that runs `onDismiss`), `nil` when not presented.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let kind: PresentationKind
    let presented: (any View)?
    let dismiss: () -> Void

    var secondaryContent: (any View)? { presented }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var content: LayoutItem?
        if presented != nil {
            fx.context.presentationItems += 1
            content = secondary.count == 1 ? secondary[0]
                : ContainerItem(context: child.context, box: LayoutBox(ZStackLayout()), subviews: secondary, layoutDirection: environment.layoutDirection)
        }
        return PresentationItem(child: child, kind: kind, content: content, dismiss: dismiss, displayScale: environment.displayScale)
    }
}

/// The item of a presentation modifier: laid out as its child; `content` is placed by the
/// host.
final class PresentationItem: ModifierItem {
    let kind: PresentationKind
    let content: LayoutItem?
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        if let content { body(content) }
    }
    let dismiss: () -> Void
    let displayScale: CGFloat

    init(child: LayoutItem, kind: PresentationKind, content: LayoutItem?, dismiss: @escaping () -> Void, displayScale: CGFloat) {
        self.kind = kind
        self.content = content
        self.dismiss = dismiss
        self.displayScale = displayScale
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "\(kind)" }
}

/// `presentationDetents(_:)` on a sheet's content: kept on the item; the host rests the
/// sheet at the smallest of them.
struct PresentationDetentsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let detents: Set<PresentationDetent>
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        PresentationDetentsItem(child: child, detents: detents)
    }
}

final class PresentationDetentsItem: ModifierItem {
    let detents: Set<PresentationDetent>
    init(child: LayoutItem, detents: Set<PresentationDetent>) {
        self.detents = detents
        super.init(child: child)
    }
    override var debugName: String {
        "presentationDetents([" + detents.map(\.description).sorted().joined(separator: ", ") + "])"
    }
}

/// `interactiveDismissDisabled(_:)` on a sheet's content: kept on the item; the host then
/// refuses to dismiss the sheet by a tap outside it or by ``HostingView/dismissPresentation()``
/// (a swipe); `dismiss()` and the binding still dismiss it.
struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        InteractiveDismissItem(child: child, disabled: disabled)
    }
}

final class InteractiveDismissItem: ModifierItem {
    let disabled: Bool
    init(child: LayoutItem, disabled: Bool) {
        self.disabled = disabled
        super.init(child: child)
    }
    override var debugName: String { "interactiveDismissDisabled(\(disabled))" }
}

extension View {
    /// Stops the user from dismissing the sheet this view is in by swiping or tapping
    /// outside it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissModifier(disabled: isDisabled))
    }

    /// Presents a sheet while `isPresented` is true. `onDismiss` runs after the sheet goes
    /// away, however it is dismissed (the binding set to false, `dismiss()`, the host's
    /// ``HostingView/dismissPresentation()``).
    ///
    /// **Differs from SwiftUI:** the host draws the sheet in the same tree as the view that
    /// presents it, and it appears and goes at once, with no sliding animation. It rests at
    /// the smallest of its `presentationDetents` and cannot be dragged between them; a swipe
    /// down is ``HostingView/dismissPresentation()``.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not `nil`; a new item (another id) is a new
    /// sheet, whose state starts afresh.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a view that covers the whole window while `isPresented` is true.
    ///
    /// **Differs from SwiftUI:** it appears and goes at once, with no sliding animation.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                  @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Marks the heights a sheet can rest at; the sheet rests at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents))
    }

    func presentation<Content: View>(_ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                             content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        let dismiss = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
        let presented: (any View)? = shown
            ? content().environment(\.dismiss, DismissAction(dismiss)).environment(\.isPresented, true).onDisappear { onDismiss?() }
            : nil
        return modifier(PresentationModifier(kind: kind, presented: presented, dismiss: dismiss))
    }

    func presentation<Item: Identifiable, Content: View>(_ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                                                content: @escaping (Item) -> Content) -> some View {
        let dismiss = { if item.wrappedValue != nil { item.wrappedValue = nil } }
        var presented: (any View)?
        if let value = item.wrappedValue {
            presented = content(value).environment(\.dismiss, DismissAction(dismiss)).environment(\.isPresented, true)
                .onDisappear { onDismiss?() }.id(value.id)
        }
        return modifier(PresentationModifier(kind: kind, presented: presented, dismiss: dismiss))
    }
}

// MARK: Alerts and confirmation dialogs

extension View {
    /// Presents an alert while `isPresented` is true: a 270-pt card centred in the window
    /// with the title, the message and the actions (buttons; an "OK" button when there are
    /// none). Tapping a button dismisses the alert, then runs its action.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title: title, isPresented: isPresented, titleVisibility: .visible, actions: actions(), message: AnyView(message()))
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title: title, isPresented: isPresented, titleVisibility: .visible, actions: actions(), message: nil)
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog (an action sheet at the bottom of the window) while
    /// `isPresented` is true. The title shows only with `titleVisibility: .visible`
    /// (`.automatic` hides it, as on iPhone). Cancel-role buttons go to a separate card at
    /// the bottom; without one a "Cancel" button is added. Tapping a button, or outside
    /// the dialog, dismisses it.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.confirmationDialog, title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: AnyView(message()))
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialog(.confirmationDialog, title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: nil)
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    private func dialog<A: View>(_ kind: PresentationKind, title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                 actions: A, message: AnyView?) -> some View {
        let dismiss = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
        var presented: (any View)?
        if isPresented.wrappedValue {
            let showsTitle = kind == .alert || titleVisibility == .visible
            presented = DialogCard(kind: kind, title: showsTitle ? title : nil, message: message, actions: AnyView(actions))
                .environment(\.actionDismiss, DismissAction(dismiss))
                .environment(\.isPresented, true)
        }
        return modifier(PresentationModifier(kind: kind, presented: presented, dismiss: dismiss))
    }
}
