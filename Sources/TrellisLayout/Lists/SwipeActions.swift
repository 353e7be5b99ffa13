import Foundation

/// `swipeActions(edge:allowsFullSwipe:content:)`: the actions' views are made with the
/// row (so their state lives with it) but neither laid out nor drawn; the host finds them
/// with ``HostingView/performSwipeAction(edge:at:in:)``.
struct SwipeActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: any View
    var secondaryContent: (any View)? { content }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        SwipeActionsItem(child: child, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: secondary)
    }
}

/// A row with swipe actions on one edge: laid out and drawn as its content alone.
final class SwipeActionsItem: ModifierItem {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// The actions' items, in the order they were written (not placed).
    let actions: [LayoutItem]
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        actions.forEach(body)
    }

    init(child: LayoutItem, edge: HorizontalEdge, allowsFullSwipe: Bool, actions: [LayoutItem]) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var passesSizes: Bool { true }
    override var debugName: String { "swipeActions(\(edge == .leading ? "leading" : "trailing"))" }

    /// The buttons among the actions, in order.
    var buttons: [ButtonItem] { actions.flatMap(\.buttonItems) }
}

extension View {
    /// Adds swipe actions to this list row: the buttons in `content`, revealed on iOS by
    /// swiping the row from `edge` (a full swipe runs the first when `allowsFullSwipe`).
    /// The row's layout and drawing are unchanged: the actions are hidden until swiped.
    ///
    /// **Differs from SwiftUI:** a drag does not reveal the actions; a test runs one with
    /// ``HostingView/performSwipeAction(edge:at:in:)`` (or ``HostingView/fullSwipe(edge:in:)``).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content()))
    }
}

extension HostingView {
    /// Runs a row's swipe action as tapping it after a swipe does: the `index`th button
    /// (from 0, in the order written) of the `edge` swipe actions of the row with identity
    /// `id` (or inside or around the view with that identity), or of the first row in the
    /// window that has actions on that edge; then brings the layout up to date. Returns
    /// whether a button ran (false when there is no such row or button, or the button is
    /// disabled).
    @discardableResult
    public func performSwipeAction(edge: HorizontalEdge = .trailing, at index: Int = 0, in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let row = Self.findSwipeActions(root, edge: edge, id: id, inside: id == nil) else { return false }
        let buttons = row.buttons
        guard buttons.indices.contains(index), buttons[index].isEnabled else { return false }
        runLoop.acting { buttons[index].action() }
        layoutIfNeeded()
        return true
    }

    /// A full swipe of a row from `edge`: runs its first action when the row's actions
    /// allow a full swipe (see ``performSwipeAction(edge:at:in:)``). Returns whether an
    /// action ran.
    @discardableResult
    public func fullSwipe(edge: HorizontalEdge = .trailing, in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let row = Self.findSwipeActions(root, edge: edge, id: id, inside: id == nil),
              row.allowsFullSwipe else { return false }
        return performSwipeAction(edge: edge, at: 0, in: id)
    }

    /// The titles of a row's swipe actions on `edge` (the text inside each button), in
    /// order; empty when no row has any.
    public func swipeActionTitles(edge: HorizontalEdge = .trailing, in id: AnyHashable? = nil) -> [String] {
        layoutIfNeeded()
        guard let root, let row = Self.findSwipeActions(root, edge: edge, id: id, inside: id == nil) else { return [] }
        return row.buttons.map { $0.containedText }
    }

    private static func findSwipeActions(_ item: LayoutItem, edge: HorizontalEdge, id: AnyHashable?, inside: Bool) -> SwipeActionsItem? {
        let matches = inside || (id.map { item.tags.contains($0) } ?? false)
        if let row = item as? SwipeActionsItem, row.edge == edge, matches || row.child.subtreeHasTag(id) { return row }
        for c in item.placedChildren {
            if let row = findSwipeActions(c, edge: edge, id: id, inside: matches) { return row }
        }
        return nil
    }
}

extension LayoutItem {
    /// Whether this item or one inside it has identity `id` (false for nil).
    func subtreeHasTag(_ id: AnyHashable?) -> Bool {
        guard let id else { return false }
        if tags.contains(id) { return true }
        var found = false
        forEachChild { if !found, $0.subtreeHasTag(id) { found = true } }
        return found
    }

    /// The text of the texts inside this item, joined by spaces.
    var containedText: String {
        if let text = self as? TextItem { return text.text.plainText }
        var parts: [String] = []
        forEachChild { let t = $0.containedText; if !t.isEmpty { parts.append(t) } }
        return parts.joined(separator: " ")
    }

    /// The buttons in this item's subtree (not inside another button), in order.
    var buttonItems: [ButtonItem] {
        if let button = self as? ButtonItem { return [button] }
        var found: [ButtonItem] = []
        forEachChild { found += $0.buttonItems }
        return found
    }
}
