import Foundation

/// A run of subviews laid out from their values: a `ForEach` of plain chains
/// (`ForEach(0..<n) { _ in Color.red.frame(width: 20, height: 20) }`) in a stack or a
/// custom layout is one item for all its elements, not two items an element.
///
/// **Why.** A layout item is an object of about 200 bytes with its answers, placement and
/// identity; a `Color.frame` leaf made two (a frame and its colour, 528 bytes with the
/// allocator's headers), more than its value, its identity and its parent's arrays
/// together. What its parent's layout asks of such a leaf (its size for a proposal, its
/// guides, spacing and priority) follows from two lengths read off its value once, and
/// what the parent tells it (its place and proposal) is 32 bytes: a run keeps those per
/// element in flat arrays, and its container's subviews address the elements by index
/// (`SubviewStorage`).
///
/// **Items on demand.** What walks the item tree (hit testing, `frame(of:)`, the animator,
/// dumps, lifecycle walks) asks the container for its `children`; the container then has
/// the run make its elements' items, the very items the chains would have made (same
/// identities: the run's serial numbers, `chainStepSerial`; same tags), placed where the
/// elements were placed. The run keeps them for the walks that follow (the animator sets
/// what they show at each tick) until its elements are placed again. Drawing makes them
/// for the one walk (`drawnChildren`): a run drawn every frame keeps no items.
///
/// **Which chains.** A chain is laid out from its value when every step's answer is a
/// length or fills the proposal (``FlatChain``): `Color`, and fixed frames over such a
/// chain. A run whose chain reads the environment, whose elements include an invalid
/// length (the item reports it), or that is not in a container that asks its subviews
/// only through `LayoutSubviews` (a stack or a custom layout; not a grid, which reads its
/// rows' items) makes its items as before (`ChainRunNode`).
final class FlatRunItem: LayoutItem {
    /// How many subviews the run stands for.
    let elementCount: Int
    /// Each element's lengths (``FlatLengths``), asked for every question about it.
    private let lengths: FlatBuffer<FlatLengths>
    /// Whether every element has both lengths fixed.
    private let allFixed: Bool
    /// Each element's identity (a node's serial number would be) and the list's ids.
    private let serials: [UInt64]
    private let keys: ListKeys
    /// What the parent told each element last: its origin (in the container's placing
    /// coordinates) and proposal (NaN lengths for none). Written at each placement of an
    /// element; none was placed while ``FlatBuffer/wasWritten`` is false.
    private let placements: FlatBuffer<ElementPlacement>
    /// The elements' items, once something asked for them (``elementItems(placedBy:)``).
    private var made: [LayoutItem]?
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        made?.forEach(body)
    }
    /// The stack orientation the run was made for (its items are made for it too).
    private let orientation: Axis?

    private struct ElementPlacement {
        var origin: CGPoint
        var width: CGFloat, height: CGFloat
    }

    /// The elements' values, from which their items are made on demand.
    private let values: any FlatValues

    /// `lengths`: one for each element.
    init(context: LayoutContext, values: any FlatValues, lengths: FlatBuffer<FlatLengths>, serials: [UInt64],
         keys: ListKeys, orientation: Axis?) {
        self.values = values
        elementCount = lengths.count
        self.lengths = lengths
        placements = FlatBuffer.make(count: lengths.count, filledWith: ElementPlacement(origin: .zero, width: .nan, height: .nan))
        var allFixed = true
        for j in 0..<lengths.count where !lengths[j].isFixed {
            allFixed = false
            break
        }
        self.allFixed = allFixed
        self.serials = serials
        self.keys = keys
        self.orientation = orientation
        super.init(context: context, only: nil)
        standsForRun = true
        if allFixed { answersRigidlyFromTheStart() }
    }

    // MARK: What the container's layout asks of element `j`

    /// The size element `j` answers for `p`: its fixed lengths, the proposal where it
    /// fills it (10 where there is none). A proposal that is not valid is reported and
    /// mended as an item's is.
    @inline(__always)
    func elementSize(_ j: Int, _ p: ProposedViewSize) -> CGSize {
        let l = lengths[j]
        if l.isFixed { return CGSize(width: l.width, height: l.height) }
        var p = p
        if !(p.width ?? 0 >= 0 && p.height ?? 0 >= 0) { p = repairedProposal(j, p) }
        p = p.withPositiveZeros
        return CGSize(width: l.width.isNaN ? p.width ?? 10 : l.width, height: l.height.isNaN ? p.height ?? 10 : l.height)
    }

    @inline(never) private func repairedProposal(_ j: Int, _ p: ProposedViewSize) -> ProposedViewSize {
        context.report(.invalidProposal, "was proposed \(p); NaN is treated as nil and negatives as 0", view: elementDebugName(j))
        return LayoutItem.repaired(p)
    }

    /// A colour's and a frame's spacing: the default.
    @inline(__always) func elementSpacing(_ j: Int) -> ViewSpacing { ViewSpacing() }

    /// The guide's value: a colour sets none, and a frame passes on its child's, so every
    /// guide has its default value.
    @inline(__always)
    func elementGuideValue(_ j: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        key.builtInDefault(size) ?? key.defaultValue(in: ViewDimensions(size: size, proposal: proposal, source: nil))
    }

    func elementSerial(_ j: Int) -> UInt64 { serials[j] }

    func elementDebugName(_ j: Int) -> String { makeElementItem(j).debugName }

    /// Element `j`'s items as the chain makes them, tagged as the list would tag them, not
    /// placed.
    private func taggedElementItem(_ j: Int) -> LayoutItem {
        let item = makeElementItem(j)
        item.addTag(keys, at: j)
        for tag in tags { item.addTag(tag) }
        return item
    }

    /// Makes element `j`'s items from its value.
    private func makeElementItem(_ j: Int) -> LayoutItem {
        values.makeItem(j, flattening, serial: elementSerial(j))
    }

    /// Whether the elements' items were made (tests).
    var hasMadeItems: Bool { made != nil }

    /// The flattening the run's items are made in.
    var flattening: FlattenContext { FlattenContext(context: context, stackOrientation: orientation, cachesItems: false) }

    // MARK: Placement

    /// Element `j` placed at `frame` with `proposal` by the container, which is computing.
    /// Items made for a walk of the tree are let go of: they showed the elements as they
    /// were (the next walk makes them anew, from what is recorded here).
    @inline(__always)
    func placeElement(_ j: Int, _ frame: CGRect, proposal: ProposedViewSize) {
        context.placedItems &+= 1
        if made != nil { letGoOfMadeItems() }
        placements[j] = ElementPlacement(origin: frame.origin, width: proposal.width ?? .nan, height: proposal.height ?? .nan)
    }

    /// Drops the items made on demand; they no longer reach their placer (something may
    /// still hold one).
    @inline(never) private func letGoOfMadeItems() {
        guard let made else { return }
        self.made = nil
        let store = context.items
        for item in made {
            item.forgetPlacer()
            store.unlink(item)
        }
    }

    /// The elements' items, placed where the elements were (by `container`, with its
    /// placement mark), each known to the animator by its identity. Kept (`keep`) for the
    /// walks of the tree until the elements are placed again; otherwise made for one walk
    /// (drawing: a run that is drawn every frame keeps no items between frames).
    /// Making them is not layout work: the counters of it are left as they were.
    func elementItems(placedBy container: ContainerItem, keep: Bool) -> [LayoutItem] {
        if let made { return made }
        var items: [LayoutItem] = []
        items.reserveCapacity(elementCount)
        for j in 0..<elementCount { items.append(taggedElementItem(j)) }
        for item in items { Self.noteAnimationKeys(item) }
        if placements.wasWritten {
            let context = self.context
            let computing = context.computing, mark = context.placementMark
            let counts = (context.placements, context.placedItems, context.sizeComputations)
            context.computing = container
            context.placementMark = container.placementMark
            for j in 0..<elementCount {
                let p = placements[j]
                let proposal = ProposedViewSize(width: p.width.isNaN ? nil : p.width, height: p.height.isNaN ? nil : p.height)
                items[j].place(CGRect(origin: p.origin, size: elementSize(j, proposal)), proposal: proposal)
            }
            context.computing = computing
            context.placementMark = mark
            (context.placements, context.placedItems, context.sizeComputations) = counts
        }
        if keep {
            made = items
            for item in items { context.items.link(item) }
        }
        return items
    }

    /// An element's items have identities of their own (the chain's), which are the
    /// animator's keys for them (`Animator.key(of:parentKey:index:)`).
    private static func noteAnimationKeys(_ item: LayoutItem) {
        item.animationKey = item.identityKey
        item.forEachChild(noteAnimationKeys)
    }

    /// The item of element `j` alone (a layout that reads a subview's item): the element's
    /// items made with the others.
    func elementItem(_ j: Int) -> LayoutItem {
        if let made { return made[j] }
        return taggedElementItem(j)
    }

    /// The container moved its window-placed subviews by `delta` (an offset of a container
    /// that places in window coordinates, see `LayoutItem.translate(by:)`).
    func moveElements(by delta: CGSize, absolute: Bool) {
        if absolute, placements.wasWritten {
            for j in 0..<placements.count {
                placements[j].origin.x += delta.width
                placements[j].origin.y += delta.height
            }
        }
        made?.forEach { $0.moveAsChildInWindow(by: delta) }
    }

    // MARK: As an item

    /// The items made on demand, for the walks over items (dropping kept layout).
    override func forEachChild(_ body: (LayoutItem) -> Void) {
        made?.forEach(body)
    }

    override var answersRigidly: Bool { allFixed }
    override var cachesSizes: Bool { false }
    override var debugName: String { "ForEach" }
}

/// A run's values, which make an element's items on demand (``FlatRunItem``), of any
/// chain type.
protocol FlatValues {
    func makeItem(_ j: Int, _ fx: FlattenContext, serial: UInt64) -> LayoutItem
}

/// The values of a run of chain type `Chain` and the environment they were reconciled in.
struct FlatValuesOf<Chain: FlatChain>: FlatValues {
    let values: [Chain]
    let environment: EnvironmentValues

    func makeItem(_ j: Int, _ fx: FlattenContext, serial: UInt64) -> LayoutItem {
        var value = values[j]
        var environment = self.environment
        return value.makeChainItem(environment: &environment, fx, serial: serial)
    }
}

/// A chain's layout read off its value: each length fixed, or NaN where the chain fills
/// the proposal (a colour: the proposal, 10 where there is none).
struct FlatLengths {
    var width: CGFloat
    var height: CGFloat

    /// Both lengths fixed: the same answer for every proposal.
    var isFixed: Bool { !width.isNaN && !height.isNaN }
}

/// A chain whose layout is a pair of lengths (``FlatLengths``) read off its value, so a
/// run of it is laid out without items (``FlatRunItem``). The lengths must be what its
/// items answer for every proposal, with the same guides (the defaults), spacing (the
/// default) and priority (0).
protocol FlatChain: ItemChain {
    /// Writes the lengths of `count` values of this type, the first at `first` and each
    /// `stride` bytes after the one before, to `lengths`. Returns false when a value cannot
    /// be laid out so (an invalid frame length, which its item reports).
    ///
    /// All of a run's values at once, by type, so that a first layout does not ask each
    /// value through the chain's witnesses (the frame's, then its colour's) nor find the
    /// modifier's fields through the generic type's metadata: a frame reads its two lengths
    /// in a loop after its content has written its own.
    static func flatLengths(of first: UnsafeRawPointer, stride: Int, count: Int, into lengths: FlatBuffer<FlatLengths>) -> Bool
}

extension Color: FlatChain {
    /// A colour fills its proposal (`ColourItem`: a rectangle's answer): its lengths are
    /// NaN, as the buffer's are made.
    static func flatLengths(of first: UnsafeRawPointer, stride: Int, count: Int, into lengths: FlatBuffer<FlatLengths>) -> Bool {
        true
    }
}

extension ModifiedContent: FlatChain where Content: FlatChain, Modifier == FixedFrameModifier {
    /// A fixed frame's lengths, its content's where it has none (the content is proposed
    /// the frame's lengths and the proposal's others, `FixedFrameItem`). A frame's layout
    /// priority is 0 and its guides and spacing are its content's.
    ///
    /// The contents are the values' first field (Swift lays a struct's stored properties
    /// out in order, the first at 0: `FlatRunTests` checks it), so they are at the values'
    /// addresses, with the same stride.
    static func flatLengths(of first: UnsafeRawPointer, stride: Int, count: Int, into lengths: FlatBuffer<FlatLengths>) -> Bool {
        guard Content.flatLengths(of: first, stride: stride, count: count, into: lengths) else { return false }
        for i in 0..<count {
            let frame = (first + i &* stride).assumingMemoryBound(to: Self.self).pointee.modifier
            if let width = frame.width {
                guard width.isFinite && width >= 0 else { return false }
                lengths[i].width = width
            }
            if let height = frame.height {
                guard height.isFinite && height >= 0 else { return false }
                lengths[i].height = height
            }
        }
        return true
    }
}

extension FlatChain {
    /// The run item for `values` (an array of this type), or nil when one of them cannot
    /// be laid out from its value. Called through the existential metatype the graph
    /// found once per type; the array is handed as `Any` (one reference, no box) and
    /// taken back by a cast, once a run.
    static func makeFlatRun(_ values: Any, serials: [UInt64], keys: ListKeys, environment: EnvironmentValues,
                            _ fx: FlattenContext) -> FlatRunItem? {
        guard let values = values as? [Self] else { return nil }
        // Every length NaN to start with (a colour's), each step writing over its own.
        let lengths = FlatBuffer.make(count: values.count, filledWith: FlatLengths(width: .nan, height: .nan))
        let valid = values.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return true }
            return flatLengths(of: first, stride: MemoryLayout<Self>.stride, count: buffer.count, into: lengths)
        }
        guard valid else { return nil }
        fx.context.flatRunsMade += 1
        return FlatRunItem(context: fx.context, values: FlatValuesOf(values: values, environment: environment), lengths: lengths,
                           serials: serials, keys: keys, orientation: fx.stackOrientation)
    }
}
