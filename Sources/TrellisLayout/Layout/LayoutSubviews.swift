import Foundation

/// What a container's subviews hold of it: its handle in the host's ``ItemStore``. Not a
/// reference: the container holds its subviews, and ``LayoutSubviews`` is a public value
/// that a layout may keep in its cache past the container's life, when the lookup fails.
struct ContainerLink {
    let store: ItemStore
    let handle: ItemHandle

    init(_ item: ContainerItem) {
        store = item.context.items
        handle = item.handle
    }

    /// The container, while it lives.
    var item: ContainerItem? { store.object(handle) as? ContainerItem }
}

/// Where a layout asked a subview to go, recorded by `LayoutSubview.place`.
struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

/// A container's subviews: their items and the placements made during one
/// `placeSubviews` call (the last `place` for a subview wins). One object that
/// ``LayoutSubviews`` and every ``LayoutSubview`` share, so that taking a subview out of
/// the collection retains one reference, not an item and a record.
///
/// **Subviews by index.** The storage holds the container's items, and an item may stand
/// for a run of subviews: a ``FlatRunItem`` is a `ForEach` of plain chains laid out from
/// their values, one item for all its elements (FlatRun.swift). So a subview is asked
/// through the storage by its index (``size(_:_:)``, ``spacing(_:)``, ``place(_:_:proposal:)``…),
/// which answers from the item, or from the run for an element of one. A storage without
/// runs (nearly every one) has one subview an item, and each question goes straight to
/// the item.
///
/// The placements are made on the first placement: stacks place straight from their
/// solution (`StackAlgorithm.placeDirectly`), so most containers never need them (64 bytes
/// a subview). Indices come from `LayoutSubviews`, whose range lies within the subviews.
@usableFromInline final class SubviewStorage {
    /// The container's items, runs among them.
    let items: [LayoutItem]
    /// How many subviews the items stand for.
    let count: Int
    /// For a storage with runs: where each item's subviews start (and, last, ``count``).
    /// Nil when each item is one subview.
    private let starts: [Int]?
    /// The run that is the storage's only item (a `ForEach` alone in its container, the
    /// common case): subview `i` is its element `i`.
    private let soleRun: FlatRunItem?
    /// The placements of one `placeSubviews` call, by subview index; empty until the
    /// first placement.
    private var placements: [Placement?] = []
    /// The container item (for diagnostics and the stack's solution memo), or nil for the
    /// subviews of no container (a dry run's) and for subviews kept past their container's
    /// life. Through a ``ContainerLink``: ``LayoutSubviews`` is a public value that a layout
    /// may keep in its cache and hand on later; its container is then gone, and the
    /// subviews answer without it (with a ``LayoutDiagnostic/Kind/staleSubviews``
    /// diagnostic).
    var container: ContainerItem? {
        guard let link = containerLink else { return nil }
        if let item = link.item { return item }
        reportStale()
        return nil
    }
    /// The container's link, shared with scratch copies (nil: subviews of no container).
    private let containerLink: ContainerLink?

    /// Says, through the items' context, that these subviews outlived their container.
    private func reportStale() {
        guard let first = items.first else { return }
        first.context.report(.staleSubviews, "subviews used after their container was replaced (kept in a layout's cache?); "
                             + "they answer without the container's kept work", view: first.debugName)
    }

    /// `withoutRuns`: the caller knows no item is a run (the items of a storage without
    /// runs, some replaced by items that are not), and the items are not walked to find
    /// one (a walk on every update of a row in place).
    init(items: [LayoutItem], container: ContainerItem?, withoutRuns: Bool = false) {
        self.items = items
        self.containerLink = container.map(ContainerLink.init)
        // A flag of the item's, not a cast: asked of every item of every container made
        // or updated.
        let hasRuns = !withoutRuns && items.contains { $0.standsForRun }
        guard hasRuns else {
            count = items.count
            starts = nil
            soleRun = nil
            return
        }
        var starts: [Int] = []
        starts.reserveCapacity(items.count + 1)
        var count = 0
        for item in items {
            starts.append(count)
            count += item.standsForRun ? unsafeDowncast(item, to: FlatRunItem.self).elementCount : 1
        }
        starts.append(count)
        self.starts = starts
        self.count = count
        soleRun = items.count == 1 ? items[0] as? FlatRunItem : nil
    }

    /// The same subviews, with no placements (for dry runs).
    private init(copying other: SubviewStorage) {
        items = other.items
        containerLink = other.containerLink
        count = other.count
        starts = other.starts
        soleRun = other.soleRun
    }

    func scratchCopy() -> SubviewStorage { SubviewStorage(copying: self) }

    /// Whether some item stands for several subviews (a run).
    var hasRuns: Bool { starts != nil }

    /// Asks the item at `index` of ``items`` (not a subview index).
    @inline(__always)
    func withItem<R>(_ index: Int, _ body: (LayoutItem) -> R) -> R {
        body(items[index])
    }

    /// Asks subview `i`: of its item, or of the run it is an element of.
    @inline(__always)
    func subview<R>(_ i: Int, item: (LayoutItem) -> R, element: (FlatRunItem, Int) -> R) -> R {
        if let soleRun { return element(soleRun, i) }
        guard let starts else { return withItem(i, item) }
        return located(i, starts, item: item, element: element)
    }

    /// ``subview(_:item:element:)`` in a storage with runs: the item whose subviews hold
    /// `i`, found by bisection of ``starts``.
    private func located<R>(_ i: Int, _ starts: [Int], item: (LayoutItem) -> R, element: (FlatRunItem, Int) -> R) -> R {
        var low = 0, high = items.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return withItem(low) { found in
            if found.standsForRun, let run = found as? FlatRunItem { return element(run, i - starts[low]) }
            return item(found)
        }
    }

    /// The subviews item `index` of ``items`` stands for.
    func subviewRange(ofItem index: Int) -> Range<Int> {
        guard let starts else { return index..<(index + 1) }
        return starts[index]..<starts[index + 1]
    }

    /// Runs `body` with the subviews to ask by index: straight from the items when each is
    /// one subview (the engine's layouts ask every subview in a loop), else through the
    /// storage.
    @inline(__always)
    func withSubviews<R>(_ body: (SubviewAccess) -> R) -> R {
        body(SubviewAccess(items: items, storage: hasRuns ? self : nil))
    }

    // MARK: A subview's answers

    @inline(__always) func size(_ i: Int, _ p: ProposedViewSize) -> CGSize {
        subview(i, item: { $0.sizeThatFits(p) }, element: { $0.elementSize($1, p) })
    }

    @inline(__always) func spacing(_ i: Int) -> ViewSpacing {
        subview(i, item: { $0.spacing }, element: { $0.elementSpacing($1) })
    }

    @inline(__always) func priority(_ i: Int) -> Double {
        subview(i, item: { $0.layoutPriority }, element: { _, _ in 0 })
    }

    /// The value of guide `key` for subview `i` at `size` for `proposal`.
    @inline(__always) func guideValue(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        subview(i, item: { $0.guideValue(key, size: size, proposal: proposal) },
                element: { $0.elementGuideValue($1, key, size: size, proposal: proposal) })
    }

    /// Whether subview `i` may set a guide of its own (an element of a run sets none).
    @inline(__always) func mayHaveExplicitGuides(_ i: Int) -> Bool {
        subview(i, item: { $0.mayHaveExplicitAlignments }, element: { _, _ in false })
    }

    func explicitAlignment(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        subview(i, item: { $0.mayHaveExplicitAlignments ? $0.explicitAlignment(key, size: size, proposal: proposal) : nil },
                element: { _, _ in nil })
    }

    func dimensions(_ i: Int, _ p: ProposedViewSize) -> ViewDimensions {
        subview(i, item: { $0.dimensions(p) },
                element: { ViewDimensions(size: $0.elementSize($1, p), proposal: p, source: nil) })
    }

    func layoutValue(_ i: Int, _ key: ObjectIdentifier) -> Any? {
        subview(i, item: { $0.layoutValue(key) }, element: { _, _ in nil })
    }

    func debugName(_ i: Int) -> String {
        subview(i, item: { $0.debugName }, element: { $0.elementDebugName($1) })
    }

    /// What a layout's cache knows subview `i` by: its node's serial number (an item made
    /// without a node, by its address; an element of a run, by its own serial number).
    func subviewID(_ i: Int) -> UInt64 {
        subview(i, item: { $0.sourceSerial != 0 ? $0.sourceSerial : UInt64(UInt(bitPattern: ObjectIdentifier($0))) },
                element: { $0.elementSerial($1) })
    }

    /// Whether subviews `a` and `b` (of this storage and `other`) are the same view.
    func isSame(_ a: Int, as b: Int, of other: SubviewStorage) -> Bool {
        let left = subview(a, item: { (ObjectIdentifier($0), -1) }, element: { (ObjectIdentifier($0), $1) })
        let right = other.subview(b, item: { (ObjectIdentifier($0), -1) }, element: { (ObjectIdentifier($0), $1) })
        return left == right
    }

    /// Sets subview `i`'s frame (the container is computing) and places what is inside it.
    @inline(__always) func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize) {
        subview(i, item: { $0.place(frame, proposal: proposal) }, element: { $0.placeElement($1, frame, proposal: proposal) })
    }

    /// The item of subview `i`: its own, or for an element of a run, the element's items
    /// made on demand (FlatRun.swift).
    func item(ofSubview i: Int) -> LayoutItem {
        subview(i, item: { $0 }, element: { $0.elementItem($1) })
    }

    // MARK: Placements

    subscript(placement index: Int) -> Placement? {
        get { placements.isEmpty ? nil : placements[index] }
        set {
            if placements.isEmpty { placements = Array(filledWith: nil, count: count) }
            placements[index] = newValue
        }
    }

    func resetPlacements() {
        guard !placements.isEmpty else { return }
        for i in placements.indices { placements[i] = nil }
    }
}

/// The subviews of a storage, asked by index inside ``SubviewStorage/withSubviews(_:)``:
/// straight from the items when each is one subview, else through the storage (runs).
struct SubviewAccess {
    let items: [LayoutItem]
    /// The storage, when it has runs.
    let storage: SubviewStorage?

    @inline(__always) func size(_ i: Int, _ p: ProposedViewSize) -> CGSize {
        if let storage { return storage.size(i, p) }
        return items[i].sizeThatFits(p)
    }

    /// The size for `p` and the value of guide `key` at it.
    @inline(__always) func sizeAndGuide(_ i: Int, _ p: ProposedViewSize, _ key: AlignmentKey) -> (CGSize, CGFloat) {
        if let storage {
            let size = storage.size(i, p)
            return (size, storage.guideValue(i, key, size: size, proposal: p))
        }
        let item = items[i]
        let size = item.sizeThatFits(p)
        return (size, item.guideValue(key, size: size, proposal: p))
    }

    @inline(__always) func spacing(_ i: Int) -> ViewSpacing {
        if let storage { return storage.spacing(i) }
        return items[i].spacing
    }

    @inline(__always) func priority(_ i: Int) -> Double {
        if let storage { return storage.priority(i) }
        return items[i].layoutPriority
    }

    @inline(__always) func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize) {
        if let storage { return storage.place(i, frame, proposal: proposal) }
        items[i].place(frame, proposal: proposal)
    }

    @inline(__always) func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if let storage { return storage.guideValue(i, key, size: size, proposal: proposal) }
        return items[i].guideValue(key, size: size, proposal: proposal)
    }

    @inline(__always) func mayHaveExplicitGuides(_ i: Int) -> Bool {
        if let storage { return storage.mayHaveExplicitGuides(i) }
        return items[i].mayHaveExplicitAlignments
    }

    /// Every subview of the storage.
    var childIndices: Range<Int> { 0..<(storage?.count ?? items.count) }
}

/// The subviews, as the engine's algorithms ask them: the storage's questions, by the
/// subviews' indices there (``LayoutSubviews/range``).
extension SubviewAccess: LayoutTree {}

/// A layout's subviews as a ``LayoutTree`` (Algorithms/LayoutTree.swift), by their indices
/// in the container's subviews. Placing here places the subview at once, not through the
/// record of ``LayoutSubview/place(at:anchor:proposal:)``.
extension LayoutSubviews: LayoutTree {
    var childIndices: Range<Int> { range }
    func size(_ i: Int, _ proposal: ProposedViewSize) -> CGSize { storage.size(i, proposal) }
    func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        storage.guideValue(i, key, size: size, proposal: proposal)
    }
    func mayHaveExplicitGuides(_ i: Int) -> Bool { storage.mayHaveExplicitGuides(i) }
    func spacing(_ i: Int) -> ViewSpacing { storage.spacing(i) }
    func priority(_ i: Int) -> Double { storage.priority(i) }
    func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize) { storage.place(i, frame, proposal: proposal) }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    // Inlinable into a custom layout's module with the subscript and the indices: a
    // subview taken out and used there then costs no retain of the storage.
    @usableFromInline let storage: SubviewStorage
    @usableFromInline let range: Range<Int>
    /// The container item (for diagnostics and the stack's solution memo).
    var container: ContainerItem? { storage.container }

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    /// The container's items (a run among them stands for several subviews: see
    /// ``SubviewStorage``).
    var items: [LayoutItem] { storage.items }

    init(items: [LayoutItem], layoutDirection: LayoutDirection, container: ContainerItem?, withoutRuns: Bool = false) {
        let storage = SubviewStorage(items: items, container: container, withoutRuns: withoutRuns)
        self.init(storage: storage, range: 0..<storage.count, layoutDirection: layoutDirection)
    }

    private init(storage: SubviewStorage, range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.range = range
        self.layoutDirection = layoutDirection
    }

    @inlinable public var startIndex: Int { range.lowerBound }
    @inlinable public var endIndex: Int { range.upperBound }
    @inlinable public var indices: Range<Int> { range }

    @inlinable public subscript(index: Int) -> LayoutSubview {
        if !range.contains(index) { indexOutOfRange(index) }
        return LayoutSubview(storage: storage, index: index)
    }

    /// Stops: `index` is not one of these subviews' (out of line, so that the subscript
    /// stays small enough to inline).
    @usableFromInline @inline(never) func indexOutOfRange(_ index: Int) -> Never {
        preconditionFailure("LayoutSubviews index \(index) out of range \(range)")
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        // As an array slice: the bounds lie within these subviews (the subviews index the
        // storage's items without a check of their own).
        precondition(bounds.lowerBound >= range.lowerBound && bounds.upperBound <= range.upperBound,
                     "LayoutSubviews range \(bounds) out of range \(range)")
        return LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.range == b.range && (a.storage === b.storage || a.range.allSatisfy { a.storage.isSame($0, as: $0, of: b.storage) })
    }

    /// The same subviews, placing into a fresh storage (for dry runs).
    func withScratchPlacements() -> LayoutSubviews {
        LayoutSubviews(storage: storage.scratchCopy(), range: range, layoutDirection: layoutDirection)
    }

    /// Each subview's frame (in the coordinates of `bounds`) and placement proposal after a
    /// `placeSubviews` call: unplaced subviews are centred and proposed the container's
    /// size; a NaN position falls back to the centre; right-to-left mirrors each frame
    /// horizontally inside `bounds`.
    func resolvedPlacements(in bounds: CGRect) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        var result: [(frame: CGRect, proposal: ProposedViewSize)] = []
        result.reserveCapacity(range.count)
        forEachResolvedPlacement(in: bounds) { _, frame, proposal in result.append((frame, proposal)) }
        return result
    }

    /// Calls `body` with each subview's index, frame and proposal, as
    /// ``resolvedPlacements(in:)`` lists them, without making the list (placing a
    /// container's subviews needs no array of them).
    func forEachResolvedPlacement(in bounds: CGRect, _ body: (Int, CGRect, ProposedViewSize) -> Void) {
        for i in 0..<storage.count { resolvePlacement(i, in: bounds, body) }
    }

    /// One subview's part of ``forEachResolvedPlacement(in:_:)``.
    @inline(__always)
    private func resolvePlacement(_ i: Int, in bounds: CGRect, _ body: (Int, CGRect, ProposedViewSize) -> Void) {
        var frame: CGRect
        var proposal: ProposedViewSize
        if let p = storage[placement: i], p.position.x.isFinite, p.position.y.isFinite {
            proposal = p.proposal
            let size = storage.size(i, proposal)
            frame = CGRect(x: p.position.x - p.anchor.x * size.width, y: p.position.y - p.anchor.y * size.height,
                           width: size.width, height: size.height)
            if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
                report(i, "placed with an anchor that gives a non-finite origin; centred instead")
                frame = centred(i, in: bounds, proposal: &proposal)
            }
        } else {
            if let p = storage[placement: i] {
                report(i, "placed at a non-finite position \(p.position); centred instead")
            }
            proposal = ProposedViewSize(bounds.size)
            frame = centred(i, in: bounds, proposal: &proposal)
        }
        if layoutDirection == .rightToLeft {
            frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
        }
        body(i, frame, proposal)
    }

    /// Reports a subview placed where it cannot go.
    private func report(_ i: Int, _ message: String) {
        let context = container?.context ?? storage.items.first?.context
        context?.report(.invalidOrigin, message, view: storage.debugName(i))
    }

    private func centred(_ i: Int, in bounds: CGRect, proposal: inout ProposedViewSize) -> CGRect {
        proposal = ProposedViewSize(bounds.size)
        let size = storage.size(i, proposal)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    @usableFromInline let storage: SubviewStorage
    @usableFromInline let index: Int

    @usableFromInline init(storage: SubviewStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    /// The subview's item (retained: for the engine's own use outside a hot path). An
    /// element of a run has its items made for the asking (FlatRun.swift).
    var item: LayoutItem { storage.item(ofSubview: index) }

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { storage.size(index, proposal) }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { storage.dimensions(index, proposal) }

    /// Assigns a position and proposal to the subview. `position` is in the container's
    /// parent coordinate space (offset it from `bounds.origin`); `anchor` is the subview's
    /// point that lands there. The last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        storage[placement: index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { storage.spacing(index) }

    /// The subview's layout priority (0 by default; Spacer −∞).
    public var priority: Double { storage.priority(index) }

    /// A layout value set on the subview with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (storage.layoutValue(index, ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.storage.isSame(a.index, as: b.index, of: b.storage) }
}
