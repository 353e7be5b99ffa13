import Foundation

/// The look of a list, set with ``View/listStyle(_:)``: iOS's list styles.
///
/// The styles differ in four metrics (Trellis's choices, measured from iOS 17 screenshots;
/// Apple publishes none), every other metric being ``List``'s:
///
/// | style | sections inset from the sides | corner radius | background | space above a section |
/// |---|---|---|---|---|
/// | `.insetGrouped`, `.automatic`, `.sidebar` | 16 | 10 | grouped (242, 242, 247) | 35 |
/// | `.grouped` | 0 | 0 | grouped | 35 |
/// | `.inset` | 16 | 10 | the system background (white) | 0 |
/// | `.plain` | 0 | 0 | the system background | 0 |
///
/// **Differs from SwiftUI:** `.sidebar` is drawn as `.insetGrouped` (as on iPhone, but
/// its sections do not collapse), and plain lists' section headers do not stick to the
/// top while scrolling.
public protocol ListStyle {}

/// The platform's default: inset-grouped, as on iOS 17.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge on the system background.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Sections as rounded cards inset from the sides, on the grouped background.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the sides with rounded sections, on the system background.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar: drawn as `.insetGrouped`, as on iPhone.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The metrics a list style sets (see ``ListStyle``).
struct ListAppearance: Equatable {
    /// How far the sections are inset from the list's sides.
    var margin: CGFloat
    /// The radius of a section's first and last rows' outer corners.
    var cornerRadius: CGFloat
    /// Whether the list is drawn on the grouped background (else the system background).
    var isGrouped: Bool
    /// The space above a section without a header.
    var sectionGap: CGFloat

    static let insetGrouped = ListAppearance(margin: ListMetrics.margin, cornerRadius: ListMetrics.cornerRadius,
                                             isGrouped: true, sectionGap: ListMetrics.sectionGap)
    static let grouped = ListAppearance(margin: 0, cornerRadius: 0, isGrouped: true, sectionGap: ListMetrics.sectionGap)
    static let inset = ListAppearance(margin: ListMetrics.margin, cornerRadius: ListMetrics.cornerRadius,
                                      isGrouped: false, sectionGap: 0)
    static let plain = ListAppearance(margin: 0, cornerRadius: 0, isGrouped: false, sectionGap: 0)

    /// The appearance of a style type.
    static func of<S: ListStyle>(_ style: S.Type) -> ListAppearance {
        switch style {
        case is PlainListStyle.Type: return .plain
        case is GroupedListStyle.Type: return .grouped
        case is InsetListStyle.Type: return .inset
        default: return .insetGrouped
        }
    }

    /// Whether sections have separators at their edges (`listSectionSeparator`): only
    /// plain lists, whose rows are not set off as cards or bands.
    var drawsSectionSeparators: Bool { margin == 0 && !isGrouped }

    /// The colour behind the rows.
    var background: Color { isGrouped ? ListMetrics.background : ListMetrics.plainBackground }
}

private struct ListAppearanceKey: EnvironmentKey { static let defaultValue = ListAppearance.insetGrouped }

extension EnvironmentValues {
    /// The look of the lists here (`listStyle`).
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, ListAppearance.of(S.self))
    }
}
