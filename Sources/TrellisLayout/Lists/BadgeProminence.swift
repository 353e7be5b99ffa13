import Foundation

/// How prominently a list row's badge is drawn (`badgeProminence(_:)`).
///
/// In a list row: ``standard`` draws the badge's text in the secondary colour,
/// ``increased`` in white on a red capsule (the badges that ask for action: unread mail,
/// updates), ``decreased`` in the tertiary colour. Tab bar badges are red capsules
/// whatever the prominence, as on iOS.
///
/// **Differs from SwiftUI:** the capsule's metrics are Trellis's: the text in the row's
/// font, 6 pt of red either side and 2 pt above and below.
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case decreased, standard, increased }
    let level: Level

    /// The prominence a badge has by default.
    public static let standard = BadgeProminence(level: .standard)
    /// More prominent: for a value that asks the user to act.
    public static let increased = BadgeProminence(level: .increased)
    /// Less prominent: for passive information.
    public static let decreased = BadgeProminence(level: .decreased)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// How prominently badges in this environment are drawn (``BadgeProminence``).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets how prominently the badges of the list rows in this view are drawn.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// A list row's badge as its prominence draws it (``BadgeModifier``).
struct ListRowBadge: View {
    let label: Text
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
        switch prominence.level {
        case .standard:
            label.foregroundColor(.secondary)
        case .decreased:
            label.foregroundColor(.tertiary)
        case .increased:
            label
                .foregroundColor(.white)
                .lineLimit(1)
                .fixedSize()
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(Capsule().fill(Color.red))
                .fixedSize()
        }
    }
}
