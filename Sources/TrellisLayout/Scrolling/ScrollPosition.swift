import Foundation

/// `.scrollPosition(id:anchor:)`: binds the identity of the first view of a scroll view's
/// content that is (partly) visible. Setting the binding scrolls that view to `anchor`
/// (the top for `nil`); scrolling updates the binding after layout.
final class ScrollPositionStorage {
    var last: AnyHashable?
}

struct ScrollPositionModifier: AfterLayoutModifier {
    typealias Body = Never
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
    var storage: AnyObject?

    static var name: String { "scrollPosition" }
    static var actsInInputPhase: Bool { true }
    func newStorage() -> ScrollPositionStorage { ScrollPositionStorage() }

    private func scrollItem(_ item: LayoutItem) -> ScrollItem? {
        if let s = item as? ScrollItem { return s }
        for c in item.children { if let s = scrollItem(c) { return s } }
        return nil
    }

    func afterLayout(on item: ModifierItem, storage: ScrollPositionStorage, _ pass: AfterLayoutPass) {
        guard let scroll = scrollItem(item.child) else { return }
        let bound = get()
        if let bound, bound != storage.last {
            storage.last = bound
            guard let (s, target) = ScrollReaderItem.find(bound, in: scroll, scroll: nil), s === scroll else { return }
            let offset = scroll.clamp(ScrollReaderItem.offset(showing: target.frame, in: scroll, anchor: anchor ?? .top))
            if offset != scroll.state.offset {
                scroll.state.offset = offset
                pass.requestLayout()
            }
            return
        }
        // The first tagged view of the content that reaches into the visible area.
        let viewport = scroll.frame
        let first = scroll.children.first { c in
            guard !c.tags.isEmpty else { return false }
            return scroll.axes.contains(.vertical) ? c.frame.maxY > viewport.minY : c.frame.maxX > viewport.minX
        }?.tags.last
        if first != bound {
            storage.last = first
            let set = self.set
            pass.enqueue { set(first) }
        }
    }
}

extension View {
    /// Binds the identity of the first visible view of this scroll view's content.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(get: { id.wrappedValue.map(AnyHashable.init) },
                                        set: { id.wrappedValue = $0?.base as? ID },
                                        anchor: anchor))
    }
}
