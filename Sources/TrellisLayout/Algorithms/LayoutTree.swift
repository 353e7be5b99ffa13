import Foundation

/// What a layout algorithm asks of the views it lays out: its children, by index, and of
/// each its size for a proposal, the value of an alignment guide at a size, its spacing
/// preferences and layout priority, and placing it. Nothing else: an algorithm never sees
/// an item, a node or a cache, so it reads top to bottom as the rule it implements, and a
/// test can run it over a tree of plain numbers.
///
/// The algorithms, each in its own file of this folder, over this protocol:
/// - stacks (`StackAlgorithm.swift`; its incremental memo, which keeps and updates a
///   solution across passes, is `Stacks/StackMemo.swift`),
/// - the overlaying stack (`ZStackAlgorithm.swift`),
/// - the grid (`GridAlgorithm.swift`),
/// - frames (`FrameAlgorithm.swift`) and padding (`PaddingAlgorithm.swift`),
/// - `ViewThatFits` (`ViewThatFitsAlgorithm.swift`).
///
/// A custom `Layout` is an algorithm written by the user over ``LayoutSubviews``, the
/// public face of the same questions (`Layout/LayoutBox.swift` calls it).
///
/// The answers an implementation gives go through the children's one cache
/// (`LayoutItem.sizeThatFits`, ``LayoutCache``): an algorithm may ask the same question
/// twice and pays for it once.
protocol LayoutTree {
    /// The indices of the children, in order.
    var childIndices: Range<Int> { get }
    /// Child `i`'s size for `proposal`.
    func size(_ i: Int, _ proposal: ProposedViewSize) -> CGSize
    /// The value of guide `key` in child `i` at `size`, which it answered for `proposal`:
    /// its explicit value, or the guide's default.
    func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat
    /// Whether child `i` may set a guide of its own (false: every guide is its default,
    /// a function of the size alone).
    func mayHaveExplicitGuides(_ i: Int) -> Bool
    /// Child `i`'s spacing preferences.
    func spacing(_ i: Int) -> ViewSpacing
    /// Child `i`'s layout priority.
    func priority(_ i: Int) -> Double
    /// Places child `i` at `frame` (in the coordinates the caller places in), proposed
    /// `proposal`.
    func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize)
}

extension LayoutTree {
    /// Child `i`'s size for `proposal` and the value of guide `key` at it.
    @inline(__always) func sizeAndGuide(_ i: Int, _ proposal: ProposedViewSize, _ key: AlignmentKey) -> (CGSize, CGFloat) {
        let size = size(i, proposal)
        return (size, guide(i, key, size: size, proposal: proposal))
    }

    /// Where a child of `childSize` (answered for `proposal`) goes in a box of `size` with
    /// `alignment`: the box's guide (its default value) meets the child's.
    ///
    /// A centred child as large as its box (a frame that takes its child's size on both
    /// axes, such as a flexible frame around a flexible view), of finite size and with no
    /// guides of its own, is at the origin: each centre is half the same length in both,
    /// and a finite value less itself is +0. So such a child, placed anew, asks no guide.
    @inline(__always)
    func alignedOrigin(of i: Int, size childSize: CGSize, proposal: ProposedViewSize, in size: CGSize,
                       _ alignment: Alignment) -> CGPoint {
        let h = alignment.horizontal.key, v = alignment.vertical.key
        if childSize.width == size.width, childSize.height == size.height, size.width.isFinite, size.height.isFinite,
           h.id == ObjectIdentifier(HCenterID.self), v.id == ObjectIdentifier(VCenterID.self), !mayHaveExplicitGuides(i) {
            return .zero
        }
        return CGPoint(x: boxGuide(h, size) - guide(i, h, size: childSize, proposal: proposal),
                       y: boxGuide(v, size) - guide(i, v, size: childSize, proposal: proposal))
    }

    /// Child `i` proposed `proposal` and aligned in a box of `size` (a frame's child): its
    /// origin, the proposal and its answer.
    @inline(__always)
    func alignedPlacement(of i: Int, proposal: ProposedViewSize, in size: CGSize, _ alignment: Alignment)
        -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let childSize = self.size(i, proposal)
        return (alignedOrigin(of: i, size: childSize, proposal: proposal, in: size, alignment), proposal, childSize)
    }
}

/// The default value of the guide `key` in a box of `size` with no guides of its own.
func boxGuide(_ key: AlignmentKey, _ size: CGSize) -> CGFloat {
    key.builtInDefault(size) ?? key.defaultValue(in: ViewDimensions(size: size, proposal: ProposedViewSize(size), source: nil))
}

/// A tree whose children are layout items, one each: every question goes to the item
/// (`LayoutItem.sizeThatFits`, its guides, spacing, priority, `place`).
protocol ItemTree: LayoutTree {
    /// The item of child `i`.
    func item(_ i: Int) -> LayoutItem
}

extension ItemTree {
    @inline(__always) func size(_ i: Int, _ proposal: ProposedViewSize) -> CGSize { item(i).sizeThatFits(proposal) }
    @inline(__always) func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        item(i).guideValue(key, size: size, proposal: proposal)
    }
    @inline(__always) func mayHaveExplicitGuides(_ i: Int) -> Bool { item(i).mayHaveExplicitAlignments }
    @inline(__always) func spacing(_ i: Int) -> ViewSpacing { item(i).spacing }
    @inline(__always) func priority(_ i: Int) -> Double { item(i).layoutPriority }
    @inline(__always) func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize) { item(i).place(frame, proposal: proposal) }
}

/// The tree of a modifier: its one child, at index 0.
struct SoleChild: ItemTree {
    let child: LayoutItem

    init(_ child: LayoutItem) { self.child = child }

    var childIndices: Range<Int> { 0..<1 }
    @inline(__always) func item(_ i: Int) -> LayoutItem { child }
}

/// The tree of a list of items, one child each (`ViewThatFits`'s candidates).
struct ItemList: ItemTree {
    let items: [LayoutItem]

    init(_ items: [LayoutItem]) { self.items = items }

    var childIndices: Range<Int> { items.indices }
    @inline(__always) func item(_ i: Int) -> LayoutItem { items[i] }
}
