import Foundation

/// `listRowBackground(_:)`: the views are made with the row and handed to the list row
/// through ``ListRowBackgroundKey``; the row places them in its whole cell.
struct ListRowBackgroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let background: (any View)?
    var secondaryContent: (any View)? { background }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        guard background != nil else { return child }
        let stack = ContainerItem(context: child.context, box: LayoutBox(ZStackLayout()), subviews: secondary,
                                  layoutDirection: environment.layoutDirection)
        return ListRowBackgroundCarrierItem(child: child, background: stack)
    }
}

/// The row's background views: not laid out or drawn here (outside a list they are
/// ignored, as in SwiftUI); the list row that reads ``ListRowBackgroundKey`` draws them.
final class ListRowBackgroundCarrierItem: ModifierItem {
    let background: LayoutItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        body(background)
    }
    init(child: LayoutItem, background: LayoutItem) {
        self.background = background
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var passesSizes: Bool { true }
    override var debugName: String { "listRowBackground" }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(ListRowBackgroundKey.self) ? background : child.layoutValue(key)
    }
}

/// The row's background item, read by ``ListRowItem`` (the innermost one wins).
struct ListRowBackgroundKey {}

/// A row's background views in the row's cell, clipped to the cell's shape (the rounded
/// corners of a section's first and last rows).
final class ListRowCellBackgroundItem: ModifierItem {
    let clipShape: (CGRect) -> Path
    init(child: LayoutItem, clipShape: @escaping (CGRect) -> Path) {
        self.clipShape = clipShape
        super.init(child: child)
    }
    override var debugName: String { "List row background" }
}

/// Which separators at a section's edges are shown (`listSectionSeparator`): nil leaves
/// the list's default.
struct ListSectionSeparators: Equatable {
    var top: Visibility?
    var bottom: Visibility?
}

struct ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue: ListSectionSeparators? = nil
}

extension View {
    /// Places `view` behind this row's content, filling the row's cell in place of the
    /// cell's own background (clipped to the section's rounded corners, under the
    /// separator). `nil` keeps the cell's own background. Outside a list it does nothing.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }

    /// Shows or hides the separators at the top and bottom of the section this row (or
    /// this `Section`) is in.
    ///
    /// A plain list (``PlainListStyle``) draws a section's bottom separator below its
    /// last row, and its top separator above its first row when the section has a header,
    /// across the same span as the rows' separators. The other styles draw sections as
    /// cards or bands with no section separators, so there it changes nothing, as on iOS.
    /// When rows of a section disagree, the hidden setting wins.
    ///
    /// **Differs from SwiftUI:** a plain list's first section without a header has no
    /// top separator in either.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListSectionSeparatorKey.self,
                    value: ListSectionSeparators(top: edges.contains(.top) ? visibility : nil,
                                                 bottom: edges.contains(.bottom) ? visibility : nil))
    }
}
