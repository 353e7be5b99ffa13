import Foundation
import Testing
@testable import TrellisLayout

/// A row of leaves, each with its model (so a change re-evaluates one leaf only), with
/// the stack's parameters as given.
private struct Row: View {
    let models: [LeafModel]
    var spacing: CGFloat? = 0
    var alignment: VerticalAlignment = .center
    /// The leaf given a higher layout priority, if any.
    var prioritised: Int? = nil
    var body: some View {
        HStack(alignment: alignment, spacing: spacing) {
            ForEach(0..<models.count, id: \.self) { i in
                ModelLeaf(model: models[i], id: i).layoutPriority(i == prioritised ? 1 : 0)
            }
        }
    }
}

/// A view that is one leaf or two, by its model's label.
private struct OneOrTwo: View {
    let model: LeafModel
    let id: Int
    var body: some View {
        if model.label != nil {
            Color.blue.frame(width: 5, height: 5).id(id)
            Color.green.frame(width: 7, height: 7).id(id + 1000)
        } else {
            Color.red.frame(width: model.width, height: model.height).id(id)
        }
    }
}

/// The host's root item, which a wide row's container is.
private func rootItem<V: View>(_ h: HostingView<V>) -> LayoutItem? {
    h.layoutIfNeeded()
    return h.root
}

/// A container whose own view did not change takes its new subviews in place
/// (`ContainerNode`, `ContainerItem.update(subviews:)`); a rigid stack then asks only the
/// changed subviews again (`StackAlgorithm.update`); stacks place straight from their
/// solution (`StackAlgorithm.placeDirectly`). Each change is checked against a host made
/// afresh with the changed models.
@Suite struct InPlaceUpdateTests {
    /// One leaf of 200 in a row (4,000 wide, centred in 1,000) grows by 10: the row is the
    /// same item, 5 further left, so the leaves after the changed one move 5 right. The
    /// work is the sizes of the row and of the new leaf (its priority and frame; a
    /// colour's trivial answer is not counted); placed again are the row and the new
    /// leaf's three items: the other 199 leaves only move.
    @Test func aRowKeepsItsItemWhenOneLeafChanges() {
        let models = leafModels(rows: 1, columns: 200)[0]
        let h = host(Row(models: models), width: 1000, height: 100)
        let row = rootItem(h)
        let after = h.rect(150)
        let work = measureWork(h) { models[100].width = 30 }
        #expect(rootItem(h) === row)
        #expect(work.description == "3 sizes, 4 placements, 1 bodies")
        expectRect(h.rect(100), 495, 40, 30, 20)
        #expect(h.rect(150) == after.offsetBy(dx: 5, dy: 0), "\(h.rect(100))")
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
    }

    /// Placed again after a one-leaf change in a 200-leaf row are only the subviews whose
    /// entries in the row's solution changed (`StackAlgorithm.placeDirectly`, from
    /// `Memo.unchangedPrefix`): the row, the changed leaf's neighbour before it (its gap
    /// after it is worked out again), the changed leaf with its two inner items (made
    /// anew), and the 99 leaves after it, which move; the 99 before it are not placed at
    /// all, and still count as placed (the row keeps the mark of its last placement), so
    /// what is drawn is a fresh host's. A leaf whose height changes, where the breadth
    /// starts staying, moves none after it: those are not placed either (`Memo.changedEnd`).
    @Test func aRowPlacesAgainOnlyTheSubviewsThatChanged() {
        let models = leafModels(rows: 1, columns: 200)[0]
        let h = host(Row(models: models), width: 1000, height: 100)
        h.layoutIfNeeded()
        let placed = h.context.placedItems
        models[100].width = 30
        h.layoutIfNeeded()
        #expect(h.context.placedItems - placed == 1 + 1 + 3 + 99)
        #expect(h.root.map { $0.placedChildren.count } == 200)
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
        // The first leaf: the walk starts at it, and the others move.
        let first = h.context.placedItems
        models[0].width = 10
        h.layoutIfNeeded()
        #expect(h.context.placedItems - first == 1 + 3 + 199)
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
        // A taller leaf moves where the row's breadth starts: every leaf moves down.
        let taller = h.context.placedItems
        models[150].height = 60
        h.layoutIfNeeded()
        #expect(h.context.placedItems - taller == 1 + 3 + 199)
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
        // A shorter leaf, not the tallest: the row, the leaf's neighbour before it and the
        // leaf are placed again; the 159 after it stay, and count as placed.
        let shorter = h.context.placedItems
        models[40].height = 10
        h.layoutIfNeeded()
        #expect(h.context.placedItems - shorter == 1 + 1 + 3)
        #expect(h.root.map { $0.placedChildren.count } == 200)
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
        // Then a wider leaf before it: the leaves from its neighbour on move, placed again.
        let wider = h.context.placedItems
        models[30].width = 25
        h.layoutIfNeeded()
        #expect(h.context.placedItems - wider == 1 + 1 + 3 + 169)
        expectAsFresh(h, host(Row(models: models), width: 1000, height: 100))
    }

    /// Right to left, a row that changes width mirrors every subview within other bounds:
    /// all are placed again; one whose width stays (a height that does not move the
    /// breadth's start) places again only the changed leaf and its neighbour before it
    /// (whose gap after it is worked out again): the leaves after it stay where they were.
    @Test func rightToLeftPlacesAgainWhatMoves() {
        let models = leafModels(rows: 1, columns: 50)[0]
        let h = host(Row(models: models, alignment: .top), width: 2000, height: 100) { $0.layoutDirection = .rightToLeft }
        h.layoutIfNeeded()
        let wider = h.context.placedItems
        models[20].width = 33
        h.layoutIfNeeded()
        #expect(h.context.placedItems - wider == 1 + 3 + 49)
        expectAsFresh(h, host(Row(models: models, alignment: .top), width: 2000, height: 100) { $0.layoutDirection = .rightToLeft })
        let same = h.context.placedItems
        models[30].height = 25
        h.layoutIfNeeded()
        #expect(h.context.placedItems - same == 1 + 1 + 3)
        expectAsFresh(h, host(Row(models: models, alignment: .top), width: 2000, height: 100) { $0.layoutDirection = .rightToLeft })
    }

    /// Leaves change one after another and several in one update, with the adaptive
    /// spacing (gaps around a changed leaf worked out again), top alignment and right to
    /// left: every state is the one a fresh host shows.
    @Test(arguments: [(CGFloat?.none, VerticalAlignment.top, LayoutDirection.leftToRight),
                      (3, .center, .rightToLeft), (nil, .bottom, .rightToLeft)])
    func changesMatchAFreshHost(spacing: CGFloat?, alignment: VerticalAlignment, direction: LayoutDirection) {
        let models = leafModels(rows: 1, columns: 40)[0]
        let view = Row(models: models, spacing: spacing, alignment: alignment)
        let h = host(view, width: 600, height: 200) { $0.layoutDirection = direction }
        let row = rootItem(h)
        let steps: [() -> Void] = [
            { models[0].width = 31 },
            { models[39].height = 44 },
            { models[5].width = 7; models[6].height = 3; models[30].width = 0 },
            { models[12].label = "text" },
            { models[12].label = nil; models[12].width = 12 },
            // Heights alone: the entries after the changed leaf are kept as they are
            // (`StackAlgorithm.update`), and only the breadth is worked out again: the
            // tallest leaf, then not the tallest any more, then two heights at once.
            { models[20].height = 80 },
            { models[20].height = 1 },
            { models[2].height = 50; models[35].height = 61 },
        ]
        for step in steps {
            step()
            h.layoutIfNeeded()
            expectAsFresh(h, host(view, width: 600, height: 200) { $0.layoutDirection = direction })
        }
        // A text leaf is not rigid, and the row's solution was made anew for it; the row
        // itself stayed the same item throughout.
        #expect(rootItem(h) === row)
    }

    /// A row where one leaf has a higher priority: the shares do not go in order, so a
    /// change computes the solution anew (`StackAlgorithm.update` declines), with the
    /// same result as a fresh host; so does a leaf whose priority changes.
    @Test func mixedPrioritiesComputeAnew() {
        let models = leafModels(rows: 1, columns: 30)[0]
        let h = host(Row(models: models, prioritised: 4), width: 300, height: 100)
        models[10].width = 25
        h.layoutIfNeeded()
        expectAsFresh(h, host(Row(models: models, prioritised: 4), width: 300, height: 100))
        let plain = host(Row(models: models), width: 300, height: 100)
        models[2].width = 9
        plain.layoutIfNeeded()
        expectAsFresh(plain, host(Row(models: models), width: 300, height: 100))
    }

    /// A child that becomes two views changes the number of subviews: the list replaces
    /// one item with two (`ListNode.patch`), the row is made anew, and going back to one
    /// view makes it anew again; each state is a fresh host's.
    @Test func aChildThatBecomesTwoViewsMakesANewRow() {
        let models = leafModels(rows: 1, columns: 10)[0]
        struct Pairs: View {
            let models: [LeafModel]
            var body: some View {
                HStack(spacing: 1) { ForEach(0..<models.count, id: \.self) { i in OneOrTwo(model: models[i], id: i) } }
            }
        }
        let h = host(Pairs(models: models), width: 400, height: 100)
        let row = rootItem(h)
        models[3].label = "two"
        h.layoutIfNeeded()
        #expect(rootItem(h) !== row)
        expectAsFresh(h, host(Pairs(models: models), width: 400, height: 100))
        let two = rootItem(h)
        models[3].label = nil
        models[7].width = 3
        h.layoutIfNeeded()
        #expect(rootItem(h) !== two)
        expectAsFresh(h, host(Pairs(models: models), width: 400, height: 100))
        // Back to one view each: the next change is in place again.
        let one = rootItem(h)
        models[8].height = 9
        h.layoutIfNeeded()
        #expect(rootItem(h) === one)
        expectAsFresh(h, host(Pairs(models: models), width: 400, height: 100))
    }

    /// Nested rows in a column (the grid): a change in one row updates that row
    /// and the column in place, both rigid stacks.
    @Test func nestedStacksUpdateInPlace() {
        let models = leafModels(rows: 12, columns: 12)
        let h = host(LeafGrid(models: models), width: 400, height: 400)
        // The root is the column's padding, made anew; the column inside is the same item.
        func column() -> LayoutItem? { (rootItem(h) as? ModifierItem)?.child }
        let before = column()
        let work = measureWork(h) { models[5][6].height = 26 }
        #expect(before != nil && column() === before)
        expectAsFresh(h, host(LeafGrid(models: models), width: 400, height: 400))
        // Sizes: the root padding's, the column's, the row padding's, the row's and the new
        // leaf frame's (a colour's answer is not counted); placed: those and the colour.
        #expect(work.description == "5 sizes, 6 placements, 1 bodies")
    }

    /// Stacks nested with nothing between them: a leaf's change updates each in place,
    /// and a container whose subviews are the items it had (one changed in place) keeps
    /// the subviews it made of them (`ContainerItem.take(_:changed:plain:keepingSubviews:)`).
    @Test func aContainerOfTheSameItemsKeepsItsSubviews() {
        let models = leafModels(rows: 1, columns: 4)[0]
        struct Nested: View {
            let models: [LeafModel]
            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) { ForEach(0..<models.count, id: \.self) { i in ModelLeaf(model: models[i], id: i) } }
                }
            }
        }
        let h = host(Nested(models: models), width: 400, height: 100)
        let column = rootItem(h) as? ContainerItem
        let storage = column?.subviews.storage
        let row = column?.subviewItems.first
        models[2].width = 35
        h.layoutIfNeeded()
        #expect(column != nil && rootItem(h) === column)
        #expect(storage != nil && column?.subviews.storage === storage)
        #expect(row != nil && column?.subviewItems.first === row)
        // The row of 95 centred in 400: leaf 2 after two of 20.
        expectRect(h.rect(2), 152.5 + 40, 40, 35, 20)
        expectAsFresh(h, host(Nested(models: models), width: 400, height: 100))
    }

    /// A change that may animate keeps the old items as they were for the animator: the
    /// row is made anew, and the moved leaves animate from their old frames.
    @Test func anAnimatedChangeKeepsTheOldItems() {
        let models = leafModels(rows: 1, columns: 5)[0]
        let h = host(Row(models: models), width: 400, height: 100)
        let row = rootItem(h)
        let before = h.rect(4)
        withAnimation(.linear(duration: 1)) { models[1].width = 40 }
        h.layoutIfNeeded()
        #expect(rootItem(h) !== row)
        let target = h.rect(4)
        #expect(target.minX == before.minX + 10)
        h.advance(by: 0.5)
        expectRect(h.presentationFrame(of: 4)!, before.minX + 5, before.minY, 20, 20)
        // Without animation the next change is in place again.
        let animated = rootItem(h)
        h.advance(by: 1)
        models[2].width = 10
        h.layoutIfNeeded()
        #expect(rootItem(h) === animated)
        expectAsFresh(h, host(Row(models: models), width: 400, height: 100))
    }
}

/// A leaf of a flexible stack: as long as its share on `axis` unless its model's label
/// asks for its model's length there; as its model says across.
private struct FlexLeaf: View {
    let model: LeafModel
    let id: Int
    let axis: Axis
    var body: some View {
        let fixed = model.label != nil
        return Color.red
            .frame(width: axis == .horizontal ? (fixed ? model.width : nil) : model.width,
                   height: axis == .vertical ? (fixed ? model.height : nil) : model.height)
            .id(id)
    }
}

/// A row (or a column) of flexible leaves, each with its model.
private struct FlexStack: View {
    let models: [LeafModel]
    var axis: Axis = .horizontal
    var spacing: CGFloat? = 0
    var alignment: Alignment = .center
    var prioritised: Int? = nil
    var body: some View {
        if axis == .horizontal {
            HStack(alignment: alignment.vertical, spacing: spacing) { leaves }
        } else {
            VStack(alignment: alignment.horizontal, spacing: spacing) { leaves }
        }
    }

    private var leaves: some View {
        ForEach(0..<models.count, id: \.self) { i in
            FlexLeaf(model: models[i], id: i, axis: axis).layoutPriority(i == prioritised ? 1 : 0)
        }
    }
}

/// A stack whose subviews are flexible is not rigid: its solution depends on the
/// proposal. When a changed subview keeps its priority, its lengths proposed 0 and ∞,
/// its gaps and its length at its share, every share stays, and the stack asks only the
/// changed subview again (`StackAlgorithm.updateKeepingLengths`); otherwise the solution
/// is made anew. Each change is checked against a host made afresh.
@Suite struct FlexibleStackUpdateTests {
    /// One leaf of 200 flexible leaves (5 wide each in 1,000) gets shorter: the row keeps
    /// its solution, and places again only the changed leaf; the 199 others keep their
    /// placement. A leaf given a fixed width changes every share: every leaf is asked and
    /// placed again.
    @Test func aShorterLeafKeepsEveryShare() {
        let models = leafModels(rows: 1, columns: 200)[0]
        let h = host(FlexStack(models: models), width: 1000, height: 100)
        let row = rootItem(h)
        let placed = h.context.placedItems
        let shorter = measureWork(h) { models[100].height = 10 }
        #expect(rootItem(h) === row)
        // Computed: the row's size and the changed leaf's items (its priority and frame),
        // each proposed 0, ∞ and its share.
        #expect(shorter.description == "7 sizes, 4 placements, 1 bodies")
        #expect(h.context.placedItems - placed == 1 + 3)
        expectRect(h.rect(100), 500, 45, 5, 10)
        expectAsFresh(h, host(FlexStack(models: models), width: 1000, height: 100))
        // A fixed width: the other 199 leaves are proposed a new share, so each leaf's
        // priority and frame answer anew (the new leaf's are rigid: one answer each).
        let before = h.context.placedItems
        let fixed = measureWork(h) { models[50].label = "fixed"; models[50].width = 101 }
        #expect(fixed.sizes == 1 + 2 + 2 * 199)
        #expect(h.context.placedItems - before == 1 + 3 * 200)
        expectRect(h.rect(50), 50 * 899 / 199, 40, 101, 20)
        expectAsFresh(h, host(FlexStack(models: models), width: 1000, height: 100))
    }

    /// Changes one after another and several at once, in rows and columns, with the
    /// adaptive spacing, other alignments, right to left and a prioritised leaf: every
    /// state is the one a fresh host shows.
    @Test(arguments: [(Axis.horizontal, CGFloat?.none, Alignment.center, LayoutDirection.leftToRight, Int?.none),
                      (.horizontal, 3, .top, .rightToLeft, 7),
                      (.vertical, nil, .trailing, .leftToRight, 12),
                      (.vertical, 2, .leading, .rightToLeft, nil)])
    func changesMatchAFreshHost(axis: Axis, spacing: CGFloat?, alignment: Alignment, direction: LayoutDirection, prioritised: Int?) {
        let models = leafModels(rows: 1, columns: 30)[0]
        let view = FlexStack(models: models, axis: axis, spacing: spacing, alignment: alignment, prioritised: prioritised)
        let h = host(view, width: 700, height: 700) { $0.layoutDirection = direction }
        let stack = rootItem(h)
        func across(_ i: Int, _ length: CGFloat) {
            if axis == .horizontal { models[i].height = length } else { models[i].width = length }
        }
        func along(_ i: Int, _ length: CGFloat) {
            if axis == .horizontal { models[i].width = length } else { models[i].height = length }
        }
        let steps: [() -> Void] = [
            { across(10, 44) },  // the longest across: where the breadth starts moves
            { across(10, 3) },
            { across(0, 25); across(29, 26) },
            { across(7, 31); across(12, 9) },  // the prioritised leaves, in rows and columns
            { models[4].label = "fixed"; along(4, 30) },  // lengths change: made anew
            { along(4, 12) },
            { across(4, 40) },  // a fixed leaf, taller: its length stays
            { models[4].label = nil },
            { across(20, 0) },
        ]
        for step in steps {
            step()
            h.layoutIfNeeded()
            expectAsFresh(h, host(view, width: 700, height: 700) { $0.layoutDirection = direction })
        }
        #expect(rootItem(h) === stack)
    }

    /// A row proposed no width (`fixedSize`) proposes each leaf none: it keeps its
    /// solution when a leaf's height changes, and the frames are a fresh host's.
    @Test func aRowProposedNoWidth() {
        let models = leafModels(rows: 1, columns: 20)[0]
        struct Ideal: View {
            let models: [LeafModel]
            var body: some View { FlexStack(models: models, spacing: nil).fixedSize(horizontal: true, vertical: false) }
        }
        let h = host(Ideal(models: models), width: 300, height: 100)
        let placed = h.context.placedItems
        models[15].height = 10
        h.layoutIfNeeded()
        expectAsFresh(h, host(Ideal(models: models), width: 300, height: 100))
        // Each colour is 10 wide proposed nothing, 8 apart: a 352-wide row centred in 300.
        // The fixed-size root, the row and the changed leaf are placed again.
        expectRect(h.rect(15), -26 + 15 * 18, 45, 10, 10)
        #expect(h.context.placedItems - placed == 2 + 3)
    }
}
