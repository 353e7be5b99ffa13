import Foundation

/// A view for editing long text, laid out statically as `TextField` is: its text, wrapped,
/// from the top-leading corner, inset as UIKit's text view insets it
/// (``TextEditorMetrics``), in a view that takes all the space offered, on the system
/// background. `scrollContentBackground(.hidden)` or
/// `UITextView.appearance().backgroundColor` (nil or clear; on platforms without UIKit,
/// TrellisUIKit's) leaves the background out.
///
/// Differs from SwiftUI: editing is not simulated (the host has no keyboard); the editor
/// shows its binding's text, and a tap focuses it only through ``View/focused(_:)``.
public struct TextEditor: View {
    let text: String
    @Environment(\.scrollContentBackground) private var contentBackground

    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public var body: some View {
        Text(verbatim: text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(TextEditorMetrics.insets)
            .background(contentBackground == .hidden ? Color.clear : TextEditorMetrics.background)
    }
}

/// A text editor's metrics: UIKit's `UITextView` insets its text by `textContainerInset`
/// (8 points top and bottom) and its line fragments' padding (5 points at either side).
enum TextEditorMetrics {
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    /// The background: the system background, unless `UITextView`'s appearance sets one.
    static var background: Color {
        switch HostRunLoop.currentAppearance.textViewBackground {
        case .none: return Color.system(.systemBackground, 255, 255, 255)
        case .some(let color): return color ?? .clear
        }
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of scrollable views inside: a `List`'s (or `Form`'s)
    /// grouped background and a `TextEditor`'s. `.automatic` and `.visible` show it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
