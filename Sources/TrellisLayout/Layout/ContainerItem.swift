import Foundation

/// The layout item of a container: its layout box, applied to its subviews.
final class ContainerItem: LayoutItem {
    let box: AnyLayoutBox
    private(set) var subviewItems: [LayoutItem]
    /// The container's owning links to its subviews' items, counted by the item store: the
    /// subviews' handles, changed with them (``take(_:changed:plain:hadRuns:keepingSubviews:)``).
    /// Apart from ``subviewItems``, which the container lets go of while a list changes it
    /// in place (``releaseSubviews()``): the links stay meanwhile, so a container dropped
    /// then still unlinks what it linked.
    private var subviewHandles: [ItemHandle]
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        subviewItems.forEach(body)
    }
    override func forEachOwnedLink(_ body: (ItemHandle) -> Void) {
        subviewHandles.forEach(body)
    }
    private(set) var subviews: LayoutSubviews!

    init(context: LayoutContext, box: AnyLayoutBox, subviews items: [LayoutItem], layoutDirection: LayoutDirection) {
        self.box = box
        self.subviewItems = items
        self.subviewHandles = items.map(\.handle)
        // The box outlives the item (it is kept across updates): remember the layout's
        // animatable data as it is for this item.
        self.layoutData = box.animatableAttribute(slot: Self.layoutDataSlot)
        // One subview (a stack around one view, nested): what a walk of the children works
        // out is read off it.
        if items.count == 1 { super.init(context: context, only: items[0]) } else { super.init(context: context) }
        if !box.placesInOwnSpace { placeInWindowSpace() }
        self.subviews = LayoutSubviews(items: items, layoutDirection: layoutDirection, container: self)
        box.prepare(subviews)
    }

    /// Takes new subviews in place of the old ones, when only views inside the container
    /// changed (see `ContainerNode`): the same number of subviews, each the same item as
    /// before unless it was made anew or changed in place itself. The item forgets its
    /// answers and placement (``LayoutItem/forgetLayoutOfContent(children:added:plain:rigidWithChildren:)``) but keeps what its
    /// layout worked out for the subviews that did not change: a stack then asks only the
    /// changed ones again (``changedSubviews``). Returns false when the subviews cannot
    /// be taken so (another number of them): a new item is made then.
    func update(subviews new: [LayoutItem]) -> Bool {
        guard new.count == subviewItems.count, !new.isEmpty else { return false }
        var changed = changedList()
        var plain = true
        var sameItems = true
        let old = subviewItems
        for i in new.indices {
            let item = new[i], same = item === old[i]
            guard !same || item.changedInPlace else { continue }
            changed.append(i)
            item.changedInPlace = false
            if !same { sameItems = false }
            if old[i].isVolatile || old[i].dependsOnOrigin { plain = false }
        }
        guard !changed.isEmpty else { return true }
        // The same items, some changed in place (a stack around a stack whose leaf
        // changed): the subviews are kept as they are, without a run among them (a run
        // changed in place may stand for another number of subviews).
        let hadRuns = subviews.storage.hasRuns
        take(new, changed: &changed, plain: plain, hadRuns: hadRuns, keepingSubviews: sameItems && !hadRuns)
        return true
    }

    /// Whether `list` is the array the item holds as its subviews (not a copy of it).
    func holdsSubviews(_ list: [LayoutItem]) -> Bool {
        list.withUnsafeBufferPointer { a in subviewItems.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Lets go of the subviews (see `ContainerNode`), so that the array is changed
    /// without a copy, and returns how many there were; ``update(subviews:count:replaced:)``
    /// takes the new ones. Until then the item has none.
    func releaseSubviews() -> Int {
        let count = subviewItems.count
        let direction = subviews.layoutDirection
        releasedRuns = subviews.storage.hasRuns
        subviews = nil
        subviewItems = []
        subviews = LayoutSubviews(items: [], layoutDirection: direction, container: self)
        return count
    }

    /// Whether a run was among the subviews ``releaseSubviews()`` let go of last.
    private var releasedRuns = true

    /// ``update(subviews:)`` after ``releaseSubviews()``: `new` is the array let go of,
    /// with the items at `replaced` replaced (ascending positions, with the items that were
    /// there); every other is the item that was there.
    func update(subviews new: [LayoutItem], count: Int, replaced: [(index: Int, old: LayoutItem)]) -> Bool {
        guard new.count == count, !new.isEmpty else { return false }
        var changed = changedList()
        changed.reserveCapacity(replaced.count)
        var plain = true
        for (i, old) in replaced where i >= 0 && i < new.count && (new[i] !== old || new[i].changedInPlace) {
            changed.append(i)
            new[i].changedInPlace = false
            if old.isVolatile || old.dependsOnOrigin { plain = false }
        }
        take(new, changed: &changed, plain: plain, hadRuns: releasedRuns)
        return true
    }

    /// Takes `new` as the subviews, `changed` those that are not the items that were there
    /// (`plain`: none of those was volatile or depended on its origin).
    /// `keepingSubviews`: `new` holds the items there were, so the subviews made of them are
    /// kept (a new storage would be an allocation and a walk of the items, for every
    /// container on the path of a change in nested stacks).
    /// `changed` may be taken (swapped for the empty list there was).
    /// `hadRuns`: whether a run was among the subviews replaced.
    private func take(_ new: [LayoutItem], changed: inout [Int], plain: Bool, hadRuns: Bool, keepingSubviews: Bool = false) {
        // The links follow the subviews that changed: every other is the item there was.
        let store = context.items
        for i in changed where i >= 0 && i < new.count && i < subviewHandles.count {
            let item = new[i], old = subviewHandles[i]
            guard item.handle != old else { continue }
            store.link(item)
            subviewHandles[i] = item.handle
            store.unlink(old)
        }
        if !keepingSubviews {
            let direction = subviews.layoutDirection
            // No run before, and none among the changed items (the others are the items
            // there were): none now.
            let withoutRuns = !hadRuns && changed.allSatisfy { $0 >= 0 && $0 < new.count && !new[$0].standsForRun }
            subviews = nil
            subviewItems = new
            subviews = LayoutSubviews(items: new, layoutDirection: direction, container: self, withoutRuns: withoutRuns)
        }
        // (A stack keeps no cache: it is not asked to prepare, which took the subviews.)
        let isStack = box.isStack
        if !isStack { box.prepare(subviews) }
        guard !changed.isEmpty else { return }
        forgetLayoutOfContent(children: new, added: changed, plain: plain, rigidWithChildren: isStack)
        // The subviews the changed items stand for (a run stands for several).
        if subviews.storage.hasRuns {
            self.changedSubviews.append(contentsOf: changed.flatMap { subviews.storage.subviewRange(ofItem: $0) })
        } else if self.changedSubviews.isEmpty {
            // Nearly always: the list is taken as it is, swapped in (stored, it was a
            // retain and a release on every container of a change's path).
            swap(&self.changedSubviews, &changed)
        } else {
            self.changedSubviews.append(contentsOf: changed)
        }
    }

    /// The subviews replaced in place since the layout last worked everything out (see
    /// ``update(subviews:)``, `StackAlgorithm.solve`), in order of their changes.
    var changedSubviews: [Int] = []

    /// An empty list for an update's changed subviews: the memory of ``changedSubviews``
    /// when that is empty (a stack that took the last list empties it keeping its memory),
    /// which the list then goes back to (``take(_:changed:plain:keepingSubviews:)``), so no
    /// container of a change's path allocates one.
    private func changedList() -> [Int] {
        var list: [Int] = []
        if changedSubviews.isEmpty { swap(&list, &changedSubviews) }
        return list
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withSubviews { box.sizeThatFits(proposal, $0) }
    }

    /// Calls `body` with the subviews.
    @inline(__always) private func withSubviews<R>(_ body: (LayoutSubviews) -> R) -> R {
        body(subviews)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        // A stack places each subview where its solution says, without the placement
        // record (see `StackAlgorithm.placeDirectly`).
        if let stack = box.stackAlgorithm, !presentsLayoutData, withSubviews({ stack.placeDirectly(in: bounds, proposal, $0) }) { return }
        // Placed otherwise: a later placement from the solution places every subview.
        if case .stack(let memo) = keptAnswers.solution { memo.placedMark = -1 }
        subviews.storage.resetPlacements()
        box.placeSubviews(bounds, proposal, subviews)
        let storage = subviews.storage
        subviews.forEachResolvedPlacement(in: bounds) { i, frame, proposal in storage.place(i, frame, proposal: proposal) }
    }

    /// A stack's guides are its subviews' merged (`Layout`'s default); any other layout
    /// may answer its own (a custom layout's `explicitAlignment(of:in:proposal:subviews:cache:)`).
    override var setsOwnExplicitAlignments: Bool { !box.isStack }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        box.explicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews)
    }

    /// The container's spacing, kept (``LayoutCache``): it unions its children's, which
    /// for nested stacks would otherwise recompute the whole subtree's on every probe
    /// (quadratic in depth).
    override var spacing: ViewSpacing {
        let kept = keptAnswers
        if let spacing = kept.spacing { return spacing }
        let spacing = box.spacing(subviews)
        kept.spacing = spacing
        return spacing
    }

    /// The last solution a stack algorithm found for these subviews (see
    /// `StackAlgorithm.solve`), which placement reuses: the kept solution (``LayoutCache``).
    var stackMemo: StackAlgorithm.Memo? {
        get {
            if case .stack(let memo) = keptAnswers.solution { return memo }
            return nil
        }
        set { keptAnswers.solution = newValue.map { .stack($0) } ?? .none }
    }

    override func dropKeptLayout() {
        super.dropKeptLayout()
        changedSubviews = []
    }
    /// An empty container reports priority −∞ (spec §3.9), so it takes space last.
    override var layoutPriority: Double { subviewItems.isEmpty ? -.infinity : 0 }
    /// In drawing order: by zIndex, then container order (see `drawingOrder`). A run's
    /// elements are items made on demand (FlatRun.swift).
    override var children: [LayoutItem] { subviewItems(keepingRunItems: true) }
    override var drawnChildren: [LayoutItem] { subviewItems(keepingRunItems: false) }
    override var childrenBesidesRuns: [LayoutItem] {
        subviews.storage.hasRuns ? drawingOrder(subviewItems.filter { !$0.standsForRun }) : children
    }

    /// The subview items in drawing order, a run's made on demand (kept, or for one walk).
    private func subviewItems(keepingRunItems keep: Bool) -> [LayoutItem] {
        guard subviews.storage.hasRuns else { return drawingOrder(subviewItems) }
        var all: [LayoutItem] = []
        all.reserveCapacity(subviews.storage.count)
        for item in subviewItems {
            if item.standsForRun {
                all.append(contentsOf: unsafeDowncast(item, to: FlatRunItem.self).elementItems(placedBy: self, keep: keep))
            } else {
                all.append(item)
            }
        }
        return drawingOrder(all)
    }

    override func forEachChild(_ body: (LayoutItem) -> Void) {
        for item in subviewItems { body(item) }
    }
    /// A stack of rigid subviews is rigid: every child answers one size, so the gaps, the
    /// sum and the aligned union do not depend on the proposal.
    override var answersRigidly: Bool {
        !subviewItems.isEmpty && box.isStack
            && subviewItems.allSatisfy { $0.isRigid }
    }
    override var debugName: String { box.debugName }

    // MARK: Animation

    /// The slot of the layout's `animatableData` among this item's animatable values.
    static let layoutDataSlot = 0
    private var presentedLayoutData: Any?
    /// Whether ``presentedLayoutData`` is set (it is never cleared): asked on every
    /// placement, where comparing the optional existential with nil would copy it through
    /// its value witnesses under a runtime exclusivity check.
    private var presentsLayoutData = false
    private let layoutData: AnimatableAttribute?

    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        if let layoutData { list.append(layoutData) }
    }

    override func present(slot: Int, value: Any) {
        if slot == Self.layoutDataSlot {
            presentedLayoutData = value
            presentsLayoutData = true
        }
    }

    /// Where the layout places the subviews with its animatable data as presented now
    /// (window coordinates of the laid-out frame): the container's placement runs again,
    /// nothing else.
    func presentedPlacements() -> [CGRect]? {
        guard let data = presentedLayoutData else { return nil }
        let scratch = subviews.withScratchPlacements()
        return box.withAnimatableData(data) {
            box.placeSubviews(frame, placedProposal, scratch)
            return scratch.resolvedPlacements(in: frame).map(\.frame)
        }
    }
}
