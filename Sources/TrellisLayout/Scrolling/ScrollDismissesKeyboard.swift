import Foundation

/// How scrolling dismisses the software keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    /// The platform's choice for the scroll view.
    public static let automatic = ScrollDismissesKeyboardMode(kind: .automatic)
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(kind: .immediately)
    /// Dismissed as a drag moves it off screen.
    public static let interactively = ScrollDismissesKeyboardMode(kind: .interactively)
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(kind: .never)
}

private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    /// How the scroll views in the views dismiss the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Sets how scrolling in this view dismisses the keyboard.
    ///
    /// **Differs from SwiftUI:** a headless host shows no keyboard, so there is nothing to
    /// dismiss: the mode is kept in the environment (`scrollDismissesKeyboardMode`), where
    /// the views and tests can read it.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
