import Foundation

/// `contextMenu(menuItems:)`: the menu's views are made with the view (so their state
/// lives with it) but neither laid out nor drawn; the host finds them with
/// ``HostingView/performContextMenuAction(at:in:)``.
struct ContextMenuModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let menuItems: any View
    let hasPreview: Bool
    var secondaryContent: (any View)? { menuItems }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ContextMenuItem(child: child, menuItems: secondary, hasPreview: hasPreview)
    }
}

/// A view with a context menu: laid out and drawn as its content alone.
final class ContextMenuItem: ModifierItem {
    /// The menu's items, in the order they were written (not placed).
    let menuItems: [LayoutItem]
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        menuItems.forEach(body)
    }
    /// Whether the menu was given a preview (`contextMenu(menuItems:preview:)`).
    let hasPreview: Bool

    init(child: LayoutItem, menuItems: [LayoutItem], hasPreview: Bool) {
        self.menuItems = menuItems
        self.hasPreview = hasPreview
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var passesSizes: Bool { true }
    override var debugName: String { "contextMenu" }

    /// The buttons of the menu, in order (a `Section`'s or `Menu`'s buttons among them).
    var buttons: [ButtonItem] { menuItems.flatMap(\.buttonItems) }
}

extension View {
    /// Adds a context menu to this view: on iOS, a long press shows `menuItems` (buttons,
    /// sections, dividers). The view's layout and drawing are unchanged.
    ///
    /// **Differs from SwiftUI:** a long press does not show the menu; a test runs an item
    /// with ``HostingView/performContextMenuAction(at:in:)`` and reads the items'
    /// titles with ``HostingView/contextMenuTitles(in:)``.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems(), hasPreview: false))
    }

    /// Adds a context menu with a custom preview (see ``contextMenu(menuItems:)``).
    ///
    /// **Differs from SwiftUI:** the preview, shown by iOS above the menu during the long
    /// press, is recorded but never made or drawn.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems(), hasPreview: true))
    }
}

extension HostingView {
    /// Runs an item of a context menu as choosing it after a long press does: the
    /// `index`th button (from 0, in the order written, through sections) of the context
    /// menu of the view with identity `id` (or inside or around it), or of the first view
    /// in the window with a context menu; then brings the layout up to date. Returns
    /// whether a button ran (false when there is no such menu or button, or the button is
    /// disabled).
    @discardableResult
    public func performContextMenuAction(at index: Int, in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let menu = Self.findContextMenu(root, id: id, inside: id == nil) else { return false }
        let buttons = menu.buttons
        guard buttons.indices.contains(index), buttons[index].isEnabled else { return false }
        runLoop.acting { buttons[index].action() }
        layoutIfNeeded()
        return true
    }

    /// The titles of the items of a context menu (the text inside each button), in order;
    /// empty when there is no such menu.
    public func contextMenuTitles(in id: AnyHashable? = nil) -> [String] {
        layoutIfNeeded()
        guard let root, let menu = Self.findContextMenu(root, id: id, inside: id == nil) else { return [] }
        return menu.buttons.map(\.containedText)
    }

    private static func findContextMenu(_ item: LayoutItem, id: AnyHashable?, inside: Bool) -> ContextMenuItem? {
        let matches = inside || (id.map { item.tags.contains($0) } ?? false)
        if let menu = item as? ContextMenuItem, matches || menu.child.subtreeHasTag(id) { return menu }
        for c in item.placedChildren {
            if let menu = findContextMenu(c, id: id, inside: matches) { return menu }
        }
        return nil
    }
}
