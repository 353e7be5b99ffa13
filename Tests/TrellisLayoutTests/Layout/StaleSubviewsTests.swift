import Foundation
import Testing
@testable import TrellisLayout

/// `LayoutSubviews` is a public value: a layout may keep it in its cache and hand it to
/// another layout later, after its container item was replaced. Its link to the container
/// is a handle (Storage/OwningStore.swift): such subviews answer from their own views, and
/// the host says so.
@Suite struct StaleSubviewsTests {
    /// Keeps the subviews it was first made with and lays them out with an `HStackLayout`,
    /// even after its own value (and so its container item) changed.
    struct Keeper: Layout {
        var gap: CGFloat
        struct Cache { var kept: Subviews }
        func makeCache(subviews: Subviews) -> Cache { Cache(kept: subviews) }
        func updateCache(_ cache: inout Cache, subviews: Subviews) {}
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let stack = HStackLayout(spacing: gap)
            var inner = stack.makeCache(subviews: cache.kept)
            return stack.sizeThatFits(proposal: proposal, subviews: cache.kept, cache: &inner)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            let stack = HStackLayout(spacing: gap)
            var inner = stack.makeCache(subviews: cache.kept)
            stack.placeSubviews(in: bounds, proposal: proposal, subviews: cache.kept, cache: &inner)
        }
    }

    static func screen(gap: CGFloat) -> some View {
        Keeper(gap: gap) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b")
        }
    }

    @Test func subviewsKeptPastTheirContainerAnswerSafelyAndSaySo() {
        let h = host(Self.screen(gap: 4), width: 100, height: 100)
        expectRect(h.rect("a"), 23, 45, 20, 10)
        expectRect(h.rect("b"), 47, 45, 30, 10)
        #expect(!h.diagnostics.contains { $0.kind == .staleSubviews })
        // A new gap: a new container item; the layout's cache keeps the first subviews.
        h.rootView = Self.screen(gap: 10)
        h.layoutIfNeeded()
        h.size = CGSize(width: 120, height: 100)
        h.layoutIfNeeded()
        // The kept subviews are the views shown before: the layout sizes and places those,
        // and the views shown now, which no layout placed, are centred (as any subview its
        // layout does not place).
        expectRect(h.rect("a"), 50, 45, 20, 10)
        expectRect(h.rect("b"), 45, 45, 30, 10)
        #expect(h.diagnostics.contains { $0.kind == .staleSubviews })
        // The item store keeps the kept subviews' two frames, which no link holds since
        // their container went, while the cache borrows them (their colours are linked by
        // them); every item the host shows is linked.
        #expect(h.context.items.borrowedAtLastSweep == 2)
        #expect(ItemCensus.unlinked(in: h) == ["frame(width: 20, height: 10)", "frame(width: 30, height: 10)"])
    }
}
