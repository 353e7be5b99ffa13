import Foundation
import Testing
@testable import TrellisLayout

/// The graph's nodes live in a store that owns them (Storage/OwningStore.swift): a parent
/// reaches its children by handle, a node stays while something links it, and the sweep at
/// the end of an update releases what was dropped, with what only it linked.
@Suite struct NodeStoreTests {
    /// A node of the store's, with one child link (an `.id` node), for the unit tests.
    private func node(_ store: NodeStore) -> IdentityNode {
        let node = IdentityNode(viewType: Int.self, id: AnyHashable(0))
        node.register(in: store)
        return node
    }

    @Test func theStoreOwnsItsNodesAndAHandleFailsOnceOneIsReleased() {
        let store = NodeStore()
        defer { store.removeAll() }
        weak var released: IdentityNode?
        var handle = NodeHandle.none
        do {
            let made = node(store)
            released = made
            handle = made.handle
        }
        // Only the store holds it now.
        #expect(released != nil)
        #expect(store.object(handle) === released)
        #expect(store.count == 1)
        // Nothing links it: the sweep releases it.
        store.sweep()
        #expect(released == nil)
        #expect(store.object(handle) == nil)
        #expect(!store.contains(handle))
        #expect(store.count == 0)
        // The slot is taken again with another generation: the old handle still fails.
        let other = node(store)
        #expect(other.handle.index == handle.index)
        #expect(other.handle.generation == handle.generation + 2)
        #expect(store.object(handle) == nil)
        #expect(store.object(other.handle) === other)
        #expect(store.object(.none) == nil)
    }

    @Test func aParentReachesItsChildByHandleAndReleasingItReleasesTheChild() {
        let store = NodeStore()
        defer { store.removeAll() }
        weak var parentRef: IdentityNode?
        weak var childRef: IdentityNode?
        var parentHandle = NodeHandle.none
        var childHandle = NodeHandle.none
        do {
            let parent = node(store)
            let child = node(store)
            parent.content = child
            child.parent = parent
            (parentRef, childRef) = (parent, child)
            (parentHandle, childHandle) = (parent.handle, child.handle)
            #expect(child.linkCount == 1)
            #expect(parent.linkCount == 0)
        }
        #expect(parentRef?.content === childRef)
        #expect(childRef?.parent === parentRef)
        // The parent is unlinked (no root link holds it): the sweep releases it, and the
        // child with it, which only the parent linked.
        store.sweep()
        #expect(parentRef == nil)
        #expect(childRef == nil)
        #expect(store.object(parentHandle) == nil)
        #expect(store.object(childHandle) == nil)
        #expect(store.count == 0)
    }

    /// A node dropped in one field and linked in another before the sweep (a navigation
    /// level moving to the back) stays; the one dropped for good goes.
    @Test func aNodeLinkedAgainBeforeTheSweepIsKept() {
        let store = NodeStore()
        defer { store.removeAll() }
        let root = node(store)
        root.linkCount = 1
        let a = node(store)
        let b = node(store)
        root.content = a
        a.content = b
        // `b` moves up to the root's field: `a` loses its link, `b` has two, then one.
        root.content = b
        a.content = nil
        #expect(a.linkCount == 0)
        #expect(b.linkCount == 1)
        store.sweep()
        #expect(store.count == 2)
        #expect(store.object(a.handle) == nil)
        #expect(store.object(b.handle) === b)
        #expect(root.content === b)
    }

    /// Between its drop and the sweep, a node is still in the store but not attached, and
    /// neither is anything below it.
    @Test func aDroppedNodeIsDetachedBeforeTheSweep() {
        let store = NodeStore()
        defer { store.removeAll() }
        let root = node(store)
        root.linkCount = 1
        let middle = node(store)
        let leaf = node(store)
        root.content = middle
        middle.parent = root
        middle.content = leaf
        leaf.parent = middle
        #expect(leaf.isAttached)
        root.content = nil
        #expect(store.object(middle.handle) === middle)
        #expect(!middle.isAttached)
        #expect(!leaf.isAttached)
        #expect(leaf.parent === middle)
        store.sweep()
        #expect(store.count == 1)
        #expect(leaf.parent == nil)
        // Clearing kept items stops at the missing parent.
        leaf.invalidateItems()
        #expect(!leaf.itemsValid)
    }

    /// After every update, every node in a host's store is linked into the tree, and
    /// the store holds as many as a host built afresh in the same state.
    @Test func anUpdateReleasesWhatItDropped() {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 10, height: 10).onTapGesture { shown.toggle() }.id("toggle")
                    if shown {
                        HStack(spacing: 0) {
                            ForEach(0..<3) { i in Text("\(i)").padding(1) }
                            Circle()
                        }
                        .padding(5)
                    }
                }
            }
        }
        let h = host(Screen(), width: 100, height: 100)
        let store = h.graph.store
        let shownCount = store.count
        // The screen, the stack, its tuple, the `.id`, the tap, the framed colour, the
        // optional; the padding, the row, its tuple, the `ForEach` (one run of chains) and
        // the circle.
        #expect(shownCount == 12)
        #expect(Self.unattached(in: store).isEmpty)
        #expect(h.tap(at: h.rect("toggle").center))
        h.layoutIfNeeded()
        // The optional's content went: the padding, the row, its tuple, the run, the circle.
        #expect(store.count == 7)
        #expect(Self.unattached(in: store).isEmpty)
        #expect(h.tap(at: h.rect("toggle").center))
        h.layoutIfNeeded()
        #expect(store.count == shownCount)
        #expect(Self.unattached(in: store).isEmpty)
    }

    /// The nodes of `store` that are not linked into the tree (none, after an update).
    static func unattached(in store: NodeStore) -> [NodeHandle] {
        store.handles.filter { store.object($0)?.isAttached != true }
    }
}

private extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
