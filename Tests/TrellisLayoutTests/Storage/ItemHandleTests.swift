import Foundation
import Testing
@testable import TrellisLayout

/// The host's layout items live in its item store (Storage/OwningStore.swift), which
/// owns them: an item stays while an owning link holds it and goes at the sweep after the
/// last one went. Items link to their placer and a container's subviews to their container
/// by handle: a link to an item that has gone is a failed lookup, never a dangling pointer.
@Suite struct ItemHandleTests {
    @Test func aHandleFailsOnceItsItemHasGone() {
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        defer { context.tearDown() }
        weak var released: LayoutItem?
        var item: LayoutItem? = LayoutItem(context: context, only: nil)
        released = item
        let handle = item!.handle
        #expect(!handle.isNone)
        #expect(context.items.object(handle) === item)
        #expect(context.items.count == 1)
        // Borrowed by the test: a sweep keeps it, though nothing links it.
        context.items.sweep()
        #expect(context.items.borrowedAtLastSweep == 1)
        #expect(context.items.count == 1)
        item = nil
        // The store owns it until its sweep.
        #expect(released != nil)
        #expect(context.items.count == 1)
        context.items.sweep()
        #expect(released == nil)
        #expect(context.items.borrowedAtLastSweep == 0)
        #expect(context.items.object(handle) == nil)
        #expect(context.items.count == 0)
        // The slot is taken again with another generation: the old handle still fails.
        let other = LayoutItem(context: context, only: nil)
        let otherHandle = other.handle
        #expect(otherHandle.index == handle.index)
        #expect(otherHandle.generation != handle.generation)
        #expect(context.items.object(handle) == nil)
        #expect(context.items.object(otherHandle) === other)
    }

    /// The store grows past its first slots keeping every handle: the slots are copied to
    /// the larger buffer, and the ones freed are taken again with new generations.
    @Test func theStoreGrowsKeepingEveryHandle() {
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        defer { context.tearDown() }
        var items: [LayoutItem?] = (0..<100).map { _ in LayoutItem(context: context, only: nil) }
        let handles = items.map { $0!.handle }
        #expect(Set(handles.map(\.index)) == Set(0..<100))
        #expect(context.items.count == 100)
        for (item, handle) in zip(items, handles) { #expect(context.items.object(handle) === item) }
        for i in stride(from: 0, to: 100, by: 2) { items[i] = nil }
        context.items.sweep()
        #expect(context.items.count == 50)
        #expect(context.items.borrowedAtLastSweep == 50)
        for i in 0..<100 {
            #expect(context.items.contains(handles[i]) == (i % 2 == 1))
            #expect((context.items.object(handles[i]) != nil) == (i % 2 == 1))
        }
        let again = (0..<50).map { _ in LayoutItem(context: context, only: nil) }
        let newHandles = again.map(\.handle)
        // Every freed slot is taken again, none past them.
        #expect(Set(newHandles.map(\.index)) == Set(stride(from: 0, to: 100, by: 2).map(UInt32.init)))
        #expect(newHandles.allSatisfy { $0.generation == 3 })
        #expect(context.items.count == 100)
        for i in stride(from: 0, to: 100, by: 2) { #expect(context.items.object(handles[i]) == nil) }
        for (item, handle) in zip(again, newHandles) { #expect(context.items.object(handle) === item) }
        #expect(!context.items.contains(.none))
        #expect(context.items.object(.none) == nil)
    }

    /// Every item is registered from its making: here the ten of the row and the toggle
    /// (see ``theContextCountsTheItemsAlive()``). Items dropped by an update leave the
    /// store.
    @Test func everyItemIsRegisteredAndDroppedItemsLeave() {
        let h = host(ToggledRow(), width: 100, height: 100)
        #expect(h.context.items.count == 10)
        let handles = h.context.items.handles
        for handle in handles { #expect(h.context.items.object(handle)?.handle == handle) }
        expectRect(h.rect("toggle"), 45, 35, 10, 10)
        #expect(h.tap(at: CGPoint(x: 50, y: 40)))
        h.layoutIfNeeded()
        expectRect(h.rect("toggle"), 45, 45, 10, 10)
        #expect(h.context.items.count == 4)
        // The body ran again and the toggle's tap gesture holds a new closure, so its four
        // items are new too: every handle of the first ten fails.
        #expect(handles.allSatisfy { !h.context.items.contains($0) })
    }

    /// A slot taken for an object being made holds none until it is filled: its handle
    /// fails until then, and a fill for a generation the slot no longer has does nothing.
    @Test func aReservedSlotHoldsNothingUntilFilled() {
        let store = ItemStore()
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        defer { context.tearDown() }
        let handle = store.reserve()
        #expect(store.count == 1)
        #expect(store.object(handle) == nil)
        #expect(!store.contains(handle))
        let item = LayoutItem(context: context, only: nil)
        store.fill(handle, with: item)
        #expect(store.object(handle) === item)
        store.fill(handle, with: LayoutItem(context: context, only: nil))
        #expect(store.object(handle) === item)
        store.removeAll()
        store.fill(handle, with: item)
        #expect(store.object(handle) == nil)
        #expect(store.count == 0)
    }

    /// The context counts the items alive (the census the mutation fuzzer compares with a
    /// fresh host's): here ten, the stack, the toggle's colour, frame and gesture (`.id`
    /// only tags), and the row's padding, stack and two framed colours; the row's six go
    /// when an update drops it, and a host made afresh in the final state keeps as many.
    @Test func theContextCountsTheItemsAlive() {
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        defer { context.tearDown() }
        var item: LayoutItem? = LayoutItem(context: context, only: nil)
        #expect(context.liveItems == 1)
        item = nil
        context.items.sweep()
        #expect(context.liveItems == 0)
        _ = item
        let h = host(ToggledRow(), width: 100, height: 100)
        #expect(h.context.liveItems == 10)
        #expect(h.tap(at: CGPoint(x: 50, y: 40)))
        h.layoutIfNeeded()
        #expect(h.context.liveItems == 4)
        let fresh = host(ToggledRow(shown: false), width: 100, height: 100)
        #expect(fresh.context.liveItems == h.context.liveItems)
    }

    /// A child whose placer has gone (a new parent took the child before placing it) is
    /// where its own origin says, as if the host had placed it, instead of reading the
    /// gone placer.
    @Test func aChildWhosePlacerHasGoneIsPlacedAsByTheHost() {
        let context = LayoutContext(textMeasurer: FixedTextMeasurer())
        defer { context.tearDown() }
        let leaf = LayoutItem(context: context, only: nil)
        var padding: PaddingItem? = PaddingItem(child: leaf, insets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5),
                                                padded: .all)
        padding!.place(CGRect(x: 10, y: 20, width: 30, height: 30), proposal: ProposedViewSize(width: 30, height: 30))
        #expect(leaf.frame == CGRect(x: 15, y: 25, width: 20, height: 20))
        #expect(context.items.count == 2)
        #expect(leaf.linkCount == 1)
        padding = nil
        context.items.sweep()
        // The padding went, unlinking the leaf, which the test still holds.
        #expect(context.items.count == 1)
        #expect(leaf.linkCount == 0)
        #expect(context.items.borrowedAtLastSweep == 1)
        context.geometryStamp &+= 1
        #expect(leaf.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }
}

/// A toggle over a padded row of two framed colours, which a tap on the toggle (at (50,
/// 40) in a 100-point square) hides.
private struct ToggledRow: View {
    @State var shown = true
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10).onTapGesture { shown.toggle() }.id("toggle")
            if shown {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                .padding(5)
            }
        }
    }
}
