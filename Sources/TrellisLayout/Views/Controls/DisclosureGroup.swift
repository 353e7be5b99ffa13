import Foundation

/// A label that shows or hides its content: the label leading and a chevron trailing (in
/// the tint, pointing right, turned down while expanded), a tap on either toggling the
/// content, which is shown below the label, 8 points apart and leading-aligned.
///
/// Collapsed at first unless an `isExpanded` binding says otherwise; a tap toggles it with
/// the default animation.
///
/// **Differs from SwiftUI:** inside a `List`, the label and the content form one row
/// (SwiftUI makes each of the content's views a row of its own, indented). The chevron's
/// size and the spacing are Trellis's choice.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let binding: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.binding = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.binding = isExpanded
    }

    public var body: some View {
        let expanded = binding?.wrappedValue ?? ownExpanded
        let toggle = {
            withAnimation {
                if let binding { binding.wrappedValue.toggle() } else { ownExpanded.toggle() }
            }
        }
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Chevron(kind: .right).stroke(tint ?? .accentColor, lineWidth: 2)
                    .frame(width: ControlMetrics.chevronSize.width, height: ControlMetrics.chevronSize.height)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            ._onControlTap(isEnabled: isEnabled, toggle)
            if expanded { content() }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
