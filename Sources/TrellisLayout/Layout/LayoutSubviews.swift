import Foundation

/// Where a layout asked a subview to go, recorded by `LayoutSubview.place`.
struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

/// A container's subviews: their items and the placements made during one
/// `placeSubviews` call (the last `place` for a subview wins). One object that
/// ``LayoutSubviews`` and every ``LayoutSubview`` share, so that taking a subview out of
/// the collection retains one reference, not an item and a record (two retains and two
/// releases were a quarter of a custom layout's cost per subview).
///
/// The placements are kept in a buffer of their own rather than an array property: every
/// subview of every container is placed through here each pass, and an array in a class
/// property costs a runtime exclusivity check and a uniqueness test per write. Indices
/// come from `LayoutSubviews`, whose range lies within the items. The buffer is made on
/// the first placement: stacks place straight from their solution
/// (`StackAlgorithm.placeDirectly`), so most containers never need one (64 bytes a
/// subview).
@usableFromInline final class SubviewStorage {
    let items: [LayoutItem]
    @exclusivity(unchecked) private var placements: UnsafeMutablePointer<Placement?>?

    init(items: [LayoutItem]) {
        self.items = items
    }

    deinit { placements?.deallocate() }

    /// The item at `index` (within `items`), without a retain: the storage holds it.
    @inline(__always)
    func withItem<R>(_ index: Int, _ body: (LayoutItem) -> R) -> R {
        items.withUnretainedItems { $0[index]._withUnsafeGuaranteedRef(body) }
    }

    subscript(placement index: Int) -> Placement? {
        get {
            guard let placements else { return nil }
            return placements[index]
        }
        set {
            if placements == nil {
                let buffer = UnsafeMutablePointer<Placement?>.allocate(capacity: items.count)
                buffer.initialize(repeating: nil, count: items.count)
                placements = buffer
            }
            placements![index] = newValue
        }
    }

    func resetPlacements() {
        guard let placements else { return }
        for i in items.indices { placements[i] = nil }
    }
}

extension Array where Element: AnyObject {
    /// Runs `body` with the elements (items, nodes) as unretained references, which the
    /// array holds meanwhile: reading one retains nothing (a strong reference and an
    /// `Unmanaged` one have the same layout), where reading `self[i]` retained and released
    /// it — a quarter of placing a row's subviews again. Take one out with
    /// `_withUnsafeGuaranteedRef`.
    @inline(__always)
    func withUnretainedItems<R>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) -> R) -> R {
        withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: Unmanaged<Element>.self) }
            return body(UnsafeBufferPointer(start: start, count: buffer.count))
        }
    }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    // Inlinable into a custom layout's module with the subscript and the indices: a
    // subview taken out and used there then costs no retain of the storage (12 a leaf of
    // a flow layout's pass, 8 % of it).
    @usableFromInline let storage: SubviewStorage
    @usableFromInline let range: Range<Int>
    /// The container item (for diagnostics and the stack's solution memo). Unowned: only
    /// the engine reads it, during a call the container makes.
    unowned(unsafe) var container: ContainerItem?

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    var items: [LayoutItem] { storage.items }

    /// The item of the subview at `index` (an index of these subviews), without a retain:
    /// for the engine's own layouts, where `self[index]` retained the storage.
    @inline(__always)
    func withItem<R>(_ index: Int, _ body: (LayoutItem) -> R) -> R { storage.withItem(index, body) }

    init(items: [LayoutItem], layoutDirection: LayoutDirection, container: ContainerItem?) {
        self.init(storage: SubviewStorage(items: items), range: 0..<items.count, layoutDirection: layoutDirection, container: container)
    }

    private init(storage: SubviewStorage, range: Range<Int>, layoutDirection: LayoutDirection, container: ContainerItem?) {
        self.storage = storage
        self.range = range
        self.layoutDirection = layoutDirection
        self.container = container
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
        return LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection, container: container)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.range == b.range && (a.storage === b.storage || a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0 === $1 })
    }

    /// The same subviews, placing into a fresh storage (for dry runs).
    func withScratchPlacements() -> LayoutSubviews {
        LayoutSubviews(storage: SubviewStorage(items: items), range: range, layoutDirection: layoutDirection, container: container)
    }

    /// Each subview's frame (in the coordinates of `bounds`) and placement proposal after a
    /// `placeSubviews` call: unplaced subviews are centred and proposed the container's
    /// size; a NaN position falls back to the centre; right-to-left mirrors each frame
    /// horizontally inside `bounds`.
    func resolvedPlacements(in bounds: CGRect) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        var result: [(frame: CGRect, proposal: ProposedViewSize)] = []
        result.reserveCapacity(items.count)
        forEachResolvedPlacement(in: bounds) { _, frame, proposal in result.append((frame, proposal)) }
        return result
    }

    /// Calls `body` with each subview's item, frame and proposal, as
    /// ``resolvedPlacements(in:)`` lists them, without making the list (placing a
    /// container's subviews needs no array of them). The items are not retained one by one:
    /// the subviews hold them (as in `StackAlgorithm.placeDirectly`).
    func forEachResolvedPlacement(in bounds: CGRect, _ body: (LayoutItem, CGRect, ProposedViewSize) -> Void) {
        items.withUnretainedItems { items in
            for i in items.indices {
                items[i]._withUnsafeGuaranteedRef { resolvePlacement(i, $0, in: bounds, body) }
            }
        }
    }

    /// One subview's part of ``forEachResolvedPlacement(in:_:)``.
    @inline(__always)
    private func resolvePlacement(_ i: Int, _ item: LayoutItem, in bounds: CGRect, _ body: (LayoutItem, CGRect, ProposedViewSize) -> Void) {
        var frame: CGRect
        var proposal: ProposedViewSize
        if let p = storage[placement: i], p.position.x.isFinite, p.position.y.isFinite {
            proposal = p.proposal
            let size = item.sizeThatFits(proposal)
            frame = CGRect(x: p.position.x - p.anchor.x * size.width, y: p.position.y - p.anchor.y * size.height,
                           width: size.width, height: size.height)
            if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
                item.context.report(.invalidOrigin, "placed with an anchor that gives a non-finite origin; centred instead", view: item.debugName)
                frame = centred(item, in: bounds, proposal: &proposal)
            }
        } else {
            if let p = storage[placement: i] {
                item.context.report(.invalidOrigin, "placed at a non-finite position \(p.position); centred instead", view: item.debugName)
            }
            proposal = ProposedViewSize(bounds.size)
            frame = centred(item, in: bounds, proposal: &proposal)
        }
        if layoutDirection == .rightToLeft {
            frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
        }
        body(item, frame, proposal)
    }

    private func centred(_ item: LayoutItem, in bounds: CGRect, proposal: inout ProposedViewSize) -> CGRect {
        proposal = ProposedViewSize(bounds.size)
        let size = item.sizeThatFits(proposal)
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

    /// The subview's item (retained: for the engine's own use outside a hot path).
    var item: LayoutItem { storage.items[index] }

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { storage.withItem(index) { $0.sizeThatFits(proposal) } }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { storage.withItem(index) { $0.dimensions(proposal) } }

    /// Assigns a position and proposal to the subview. `position` is in the container's
    /// parent coordinate space (offset it from `bounds.origin`); `anchor` is the subview's
    /// point that lands there. The last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        storage[placement: index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { storage.withItem(index) { $0.spacing } }

    /// The subview's layout priority (0 by default; Spacer −∞).
    public var priority: Double { storage.withItem(index) { $0.layoutPriority } }

    /// A layout value set on the subview with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (item.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.item === b.item }
}
