import Foundation

/// `badge(_:)`: in a list, the badge's text at the row's trailing edge, as its
/// prominence draws it (``BadgeProminence``); on a tab view's tab, the tab bar shows it
/// (``TabItemCarrier``). A nil badge (`badge(0)`, `badge(nil)`) shows nothing.
struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        if isInList, let label {
            HStack {
                content
                Spacer(minLength: 0)
                ListRowBadge(label: label)
            }
        } else {
            content
        }
    }
}

extension View {
    /// Shows `count` as this view's badge: in a list row, at the row's trailing edge in the
    /// secondary colour; on a tab of a ``TabView``, as a red capsule on the tab's item in
    /// the bar. A count of 0 shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` as this view's badge (see ``badge(_:)-(Int)``); nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }

    /// Shows the localized string as this view's badge; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows the string as this view's badge; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(label: label.map { Text($0) }))
    }
}
