import Foundation
import Testing
@testable import TrellisLayout

/// Who holds the layout items: the item census. Every item alive is in the host's item
/// store (Storage/OwningStore.swift), and after an update every one is reached from the
/// host's roots (its root item, the presentations shown) and the graph's kept items
/// (`GraphNode.forEachKeptItem`) through the items' owning links
/// (`LayoutItem.forEachOwnedLink`), and every one is linked. An item alive that none of
/// these reaches is held by a link the store does not count.
enum ItemCensus {
    /// The debug names of the items alive in `h`'s store that no owning link reaches.
    static func unreached<V: View>(in h: HostingView<V>) -> [String] {
        var reached = Set<ObjectIdentifier>()
        var pending: [LayoutItem] = []
        if let root = h.root { pending.append(root) }
        for layer in h.presentationLayers { pending.append(layer.item) }
        for handle in h.graph.store.handles {
            h.graph.store.object(handle)?.forEachKeptItem { pending.append($0) }
        }
        while let item = pending.popLast() {
            guard reached.insert(ObjectIdentifier(item)).inserted else { continue }
            item.forEachOwnedLink { handle in
                if let linked = h.context.items.object(handle) { pending.append(linked) }
            }
        }
        return h.context.items.handles.compactMap { h.context.items.object($0) }
            .filter { !reached.contains(ObjectIdentifier($0)) }
            .map(\.debugName)
    }

    /// The debug names of the items in `h`'s store that no owning link counts: none after
    /// an update's sweep, unless something borrows them.
    static func unlinked<V: View>(in h: HostingView<V>) -> [String] {
        h.context.items.handles.compactMap { h.context.items.object($0) }.filter { $0.linkCount <= 0 }.map(\.debugName)
    }
}

@Suite struct ItemOwnershipTests {
    /// Every kind of item that holds others in fields, before and after an update that
    /// replaces some of them, in place and anew: the census reaches every item alive.
    @Test func everyItemAliveIsReachedFromTheRoots() {
        let model = OwnershipModel()
        let h = host(Everything(model: model), width: 390, height: 844)
        #expect(h.context.items.count > 60)
        #expect(ItemCensus.unreached(in: h) == [])
        #expect(ItemCensus.unlinked(in: h) == [])
        for step in 0..<4 {
            switch step {
            case 0: model.rows[1] = "changed"
            case 1: model.flag.toggle()
            case 2: model.rows.append("added")
            default: model.showSheet = true
            }
            h.layoutIfNeeded()
            #expect(ItemCensus.unreached(in: h) == [], "after step \(step)")
            #expect(ItemCensus.unlinked(in: h) == [], "after step \(step)")
            #expect(h.context.items.borrowedAtLastSweep == 0, "after step \(step)")
        }
        #expect(h.presentationLayers.count == 1)
    }

    /// The census can fail: two items made in the host's context, one linking the other,
    /// that nothing holds but the test are alive and reached by no owning link; the first
    /// is linked by no one. The store keeps them while the test borrows them, and
    /// releases both at the sweep after it let go.
    @Test func anItemNothingHoldsIsFoundAndReleasedOnceLetGo() {
        let h = host(Text("a").padding(4), width: 100, height: 100)
        let before = h.context.items.count
        #expect(ItemCensus.unreached(in: h) == [])
        weak var leaf: LayoutItem?
        var stray: ModifierItem? = ModifierItem(child: LayoutItem(context: h.context, only: nil))
        leaf = stray?.child
        #expect(ItemCensus.unreached(in: h) == ["View", "View"])
        #expect(ItemCensus.unlinked(in: h) == ["View"])
        h.context.items.sweep()
        #expect(h.context.items.borrowedAtLastSweep == 1)
        #expect(h.context.items.count == before + 2)
        stray = nil
        #expect(leaf != nil)
        h.context.items.sweep()
        #expect(leaf == nil)
        #expect(h.context.items.count == before)
        #expect(ItemCensus.unreached(in: h) == [])
    }
}

@Observable private final class OwnershipModel {
    var rows = ["a", "b", "c"]
    var flag = false
    var showSheet = false
}

/// One of each item that holds others in a field: a stack of rows (a list patched in
/// place), an overlay and a background, a mask, a safe-area inset, a context menu, a
/// geometry reader, a view that fits, a scroll view, a grid, a list row with swipe
/// actions and a background, a navigation bar with a title and toolbar items, a sheet.
private struct Everything: View {
    let model: OwnershipModel
    var body: some View {
        NavigationStack {
            VStack(spacing: 2) {
                ForEach(model.rows, id: \.self) { row in
                    Text(row).frame(width: 80, height: 10)
                }
                Color.red.frame(width: 20, height: 20)
                    .overlay { Color.blue.frame(width: 5, height: 5) }
                    .background { Color.green }
                    .mask { Circle() }
                    .contextMenu { Button("Copy") {} }
                GeometryReader { proxy in Color.gray.frame(width: proxy.size.width / 2) }.frame(height: 10)
                ViewThatFits {
                    Text("a long line that does not fit").frame(width: 400)
                    Text(model.flag ? "short" : "tiny")
                }
                ScrollView { VStack { ForEach(0..<3) { Text("\($0)") } } }.frame(height: 40)
                Grid {
                    GridRow { Text("1"); Text("2") }
                    GridRow { Text("3"); if model.flag { Text("4") } }
                }
                List {
                    Text("row")
                        .swipeActions { Button("Delete") {} }
                        .listRowBackground(Color.yellow)
                }
                .frame(height: 80)
            }
            .safeAreaInset(edge: .bottom) { Color.orange.frame(height: 10) }
            .navigationTitle("Title")
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            .sheet(isPresented: Binding(get: { model.showSheet }, set: { model.showSheet = $0 })) {
                Text("Sheet").padding()
            }
        }
    }
}
