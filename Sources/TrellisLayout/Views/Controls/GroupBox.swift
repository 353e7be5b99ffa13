import Foundation

/// A box around related content: its label (in the headline font) above the content,
/// 8 points apart and leading-aligned, padded 16 points on the secondary system
/// background, its corners rounded by 8 (continuous). The box is as wide as its content.
///
/// Metrics are Trellis's choice, drawn to match iOS 17 (Apple publishes none).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { label.font(.headline) }
            content
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.secondarySystemBackground))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension Color {
    /// `UIColor.secondarySystemBackground`: 242/242/247 (28/28/30 in the dark).
    static let secondarySystemBackground = Color.system(.secondarySystemBackground, 242, 242, 247)
}
