import Foundation

/// One unary view as the layout engine sees it: something that answers a size for a
/// proposal, has alignment guides, spacing preferences, a layout priority and layout
/// values, and can be placed. Leaves, modifiers and containers are subclasses.
///
/// **Incremental layout.** An item stands for a view subtree whose inputs (the views'
/// values, their environment, the children) do not change while the item lives: when
/// they change, the graph makes a new item (see `GraphNode.makeItems`), except that a
/// container whose own view did not change takes its new subviews in place and forgets
/// what it worked out from them (`ContainerItem.update(subviews:)`,
/// ``forgetLayoutOfContent(children:added:plain:rigidWithChildren:)``), telling its parent by ``changedInPlace``. So an item keeps
/// its answers across passes, keyed by the proposal, in one record (``LayoutCache``, whose
/// doc comment gives the one rule for forgetting them), and a placement with
/// the size and proposal it already had leaves the subtree as it is (see
/// ``place(_:proposal:)``): frames are kept relative to the item that placed them, so a
/// subtree that moves in the window follows its root.
/// Items whose answers also depend on something outside their subtree (the window's safe
/// area, a scroll offset) are *volatile*: they and their ancestors recompute every pass.
///
/// **Owned by the host's item store** (``ItemStore``, Storage/OwningStore.swift), from
/// its making: the store counts the owning links that hold an item (its parents' fields,
/// ``forEachOwnedItem(_:)``, and the host's roots) and releases it at the sweep after an
/// update that dropped the last. A link up or across (the placer, a container's subviews'
/// link back) is a handle, which fails once the item has gone.
///
/// **Exclusive access is checked.** Every field keeps Swift's run-time exclusivity check.
/// The engine holds no access to an item's, a memo's or the graph's field across a call
/// that walks the subtree (code that works on a kept array while it asks the children
/// takes the array out first, `StackAlgorithm.Memo.withArrays`): an access held there
/// would stay in the runtime's set of active accesses, which every later access searches,
/// so checks would cost more the deeper the tree.
class LayoutItem: StoreOwned {
    typealias Stored = LayoutItem
    /// The host's context. Counted: an item holds its context (the context holds no item
    /// past the making of items), so reading the constant costs nothing. An
    /// `unowned(unsafe)` reference would be retained and released around every write to
    /// one of the context's counters, and a counted `unowned` one is a runtime call on
    /// every access.
    let context: LayoutContext
    /// Explicit identities this item carries (`.id(_:)`, `ForEach` element ids), innermost
    /// first.
    var tags: [AnyHashable] {
        switch tagStorage {
        case .none: return []
        case .element(let keys, let index): return [keys.key(at: Int(index))]
        case .list(let tags): return tags
        }
    }
    private var tagStorage = TagStorage.none
    // The one-byte fields next to the tags (12 bytes), in what would otherwise be padding.
    /// Whether the subtree's placement depends only on this item's frame and proposal (and
    /// the subtree): false for an item its parent tells more (a grid's row, whose cells'
    /// columns the grid works out), which is then placed anew every time. Stored, not
    /// overridden: placing asks it of every subview, where a call would be a large part
    /// of placing a moved subview again.
    final var placementFollowsFrame = true
    /// Whether this is a ``FlatRunItem``, which stands for several subviews of its
    /// container (a flag, not a cast: asked of every item a container takes).
    final var standsForRun = false

    /// Adds an identity (kept once).
    final func addTag(_ tag: AnyHashable) {
        var list = tags
        guard !list.contains(tag) else { return }
        list.append(tag)
        tagStorage = .list(list)
    }

    /// Adds a list element's id: only a reference to the list's keys while it is the only
    /// tag (an `AnyHashable` and an array for it would be an allocation an element, and the
    /// id is rarely asked for).
    final func addTag(_ keys: ListKeys, at index: Int) {
        if case .none = tagStorage, let index = Int32(exactly: index) {
            tagStorage = .element(keys, index)
        } else {
            addTag(keys.key(at: index))
        }
    }
    /// The serial number of the persistent node this item was made from (0: none), for
    /// identity across updates. A number, not a reference to the node: a weak reference
    /// cost a side-table object per item and a runtime call per write, and all an item
    /// needs of its node is this number (unique for the process, unlike an address).
    var sourceSerial: UInt64 = 0
    /// The identity of this item across updates, for animations: its node's serial
    /// number, mixed with its child's key for a modifier (a modifier on several views
    /// makes one item per view). Worked out when asked (only the animator asks), not
    /// kept: 8 bytes an item.
    final var identityKey: UInt64 { makeIdentityKey() }
    /// The key the animator knows this item by: ``identityKey``, or for an item the engine
    /// made without a node of its own (an overlay's stack), one derived from its parent's
    /// key and its index there. Set by the animator.
    var animationKey: UInt64 = 0
    /// The frame in window coordinates: the origin worked out from the placer's (see
    /// ``windowOrigin``) and the size of the last placement.
    final var frame: CGRect { CGRect(origin: windowOrigin, size: placedSize) }
    /// The size of the last placement.
    final var placedSize: CGSize { cache.placement.size }
    /// Every answer this item keeps, under one rule (see ``LayoutCache``): the record's
    /// inline part.
    private var cache = LayoutCache()
    /// The record's out-of-line part (``LayoutCache``): nil until the item keeps an answer
    /// there. A field of its own, not one of the record's: a reference in the record would
    /// be released inside writes to the record, where a deinitialiser could reach it, so
    /// every access to the record would keep its run-time exclusivity check.
    private var keptAnswerStorage: KeptAnswers?
    /// The origin as the placer gave it: in the placer's own coordinates (its origin at 0),
    /// or in window coordinates when ``originIsAbsolute``.
    private var localOrigin = CGPoint.zero
    /// The item that placed this one, by handle in the host's ``ItemStore`` (none: the
    /// host). A handle, not a reference: the placer holds this item, so the link up must
    /// not own, and a placer that has gone (a child kept by a new parent) is a failed
    /// lookup, after which the item is placed as by the host.
    private var placerHandle = ItemHandle.none
    /// This item's handle in its context's ``ItemStore``, where every item is registered
    /// from its making to its `deinit`. A constant: comparing placers reads it with no
    /// run-time exclusivity check.
    final let handle: ItemHandle
    /// How many owning links hold this item (``ItemStore``): its parents' fields and the
    /// host's roots. When the last goes, the store releases the item at its next sweep.
    final var linkCount: Int32 = 0

    /// The placer, while it lives.
    private var placer: LayoutItem? { context.items.object(placerHandle) }

    /// Whether `item` (nil: the host) is this item's placer.
    @inline(__always) private func isPlaced(by item: LayoutItem?) -> Bool {
        guard let item else { return placerHandle.isNone }
        return placerHandle == item.handle
    }

    /// The origin in window coordinates: the placer's plus the local origin, worked out
    /// when asked and kept until the geometry changes. So a subtree whose root moved
    /// follows it without being placed again.
    final var windowOrigin: CGPoint {
        if cache.originStamp == context.geometryStamp || dependsOnOrigin { return cache.origin }
        return workOutWindowOrigin()
    }

    /// Works out the window origins from this item up to the first placer whose origin
    /// holds, top down (a loop, not a recursion: a kept subtree can be deep).
    @inline(never) private func workOutWindowOrigin() -> CGPoint {
        let stamp = context.geometryStamp
        // Usually the placer's holds already (a walk from the root asks it first).
        guard let placer else { return settleOrigin(on: .zero, stamp: stamp) }
        if originIsAbsolute || placer.cache.originStamp == stamp || placer.dependsOnOrigin {
            return settleOrigin(on: placer.cache.origin, stamp: stamp)
        }
        var stale: [LayoutItem] = [self]
        var base = CGPoint.zero
        var top = self
        while !top.originIsAbsolute, let placer = top.placer {
            if placer.cache.originStamp == stamp || placer.dependsOnOrigin {
                base = placer.cache.origin
                break
            }
            stale.append(placer)
            top = placer
        }
        for item in stale.reversed() {
            base = item.settleOrigin(on: base, stamp: stamp)
        }
        return base
    }

    /// Keeps the window origin for `stamp`, given the placer's (`base`).
    private func settleOrigin(on base: CGPoint, stamp: Int) -> CGPoint {
        let origin = originIsAbsolute || placerHandle.isNone ? localOrigin : Self.offset(base, by: localOrigin)
        cache.origin = origin
        cache.originStamp = stamp
        return origin
    }

    /// `base` moved by `local`; a component that overflows stays at `base`'s (the sum of
    /// two finite origins can be infinite).
    @inline(__always) private static func offset(_ base: CGPoint, by local: CGPoint) -> CGPoint {
        var o = CGPoint(x: base.x + local.x, y: base.y + local.y)
        if !o.x.isFinite { o.x = base.x }
        if !o.y.isFinite { o.y = base.y }
        return o
    }

    /// The frame on screen at the host's current time: the frame, unless an animation
    /// moves it (set by the host's animator after each pass and each tick; a presented
    /// frame from before the last change of geometry is not used).
    var presentationFrame: CGRect {
        get {
            if let presentation, presentation.stamp == context.geometryStamp { return presentation.frame }
            return frame
        }
        set {
            if let presentation {
                presentation.frame = newValue
                presentation.stamp = context.geometryStamp
            } else if newValue != frame {
                presentation = PresentationState(frame: newValue, stamp: context.geometryStamp)
            }
        }
    }
    /// What an animation shows instead of the laid-out values; nil (no memory) for an item
    /// no animation or transition touches, which is nearly every item.
    private var presentation: PresentationState?
    /// Whether `p` is the proposal of the last placement (the record read first: no
    /// access to it lasts across the comparison, see ``LayoutCache``).
    @inline(__always) private func placementMatches(_ p: ProposedViewSize) -> Bool {
        let placement = cache.placement
        return placement.matches(p)
    }
    /// The proposal this item was placed with.
    final var placedProposal: ProposedViewSize { cache.placement.proposal }
    // The flags next to the proposal, whose last bytes would otherwise be padding.
    private var ownVolatility = false
    /// Whether ``localOrigin`` is in window coordinates (placed by the host, or by an item
    /// that ``placesInWindowSpace``).
    private var originIsAbsolute = true
    /// Whether this item places its children in window coordinates (see
    /// ``placeInWindowSpace()``).
    private(set) var placesInWindowSpace = false
    /// Whether this item or one below it places in window coordinates: see
    /// ``dependsOnOrigin``.
    private var originDependence = false
    /// Set when this item's content was updated in place (``forgetLayoutOfContent(children:added:plain:rigidWithChildren:)``),
    /// for a parent updated in place in the same way, which clears it once it has seen it:
    /// the same item with other answers.
    var changedInPlace = false
    /// The pass that last placed this item. A subtree whose placement did not change keeps
    /// the marks of the pass that placed it, so whether an item is shown is asked of its
    /// parent (``placed(_:)``, ``placedChildren``); the host places the root and the
    /// presentations' content every pass.
    private(set) var placedGeneration = -1
    /// The pass whose mark the items in ``children`` carry when this item's last placement
    /// placed them (its ``KeptPlacement/mark``: the pass that ran ``placeContent``, or the
    /// earlier mark a container kept, see ``continuePlacementMarks(_:)``), unless the children are another item's (a
    /// scroll view shows its content's).
    var childrenPlacementGeneration: Int { cache.placement.mark }
    /// Whether this item's last placement placed `child` (a candidate ViewThatFits did not
    /// choose, or a view of an earlier placement, was not).
    final func placed(_ child: LayoutItem) -> Bool { child.placedGeneration == childrenPlacementGeneration }
    /// The mark the children this item places now carry (from ``placeContent``: the pass,
    /// unless ``continuePlacementMarks(_:)`` kept an earlier one).
    final var placementMark: Int { cache.placement.mark }
    /// From ``placeContent``: the children placed now take `mark`, the ``placementMark`` of
    /// this item's last placement, instead of this pass. For a container that places again
    /// only the children whose frames changed since: the others, left as they are, carry
    /// that mark and still count as placed (``placed(_:)``).
    final func continuePlacementMarks(_ mark: Int) {
        guard mark >= 0, mark <= context.generation else { return }
        cache.placement.mark = mark
        context.placementMark = mark
    }
    /// The children this item's last placement placed, in drawing order.
    final var placedChildren: [LayoutItem] { children.filter { placed($0) } }
    /// Whether this item's answers depend on more than its proposal and its subtree: set
    /// by the item (``markVolatile()``) or inherited from a child (worked out once).
    final var isVolatile: Bool {
        if cache.volatility == .unknown { workOutVolatility() }
        return cache.volatility == .yes
    }

    /// Out of line: inlined, the walk made every caller of ``isVolatile`` (a placement)
    /// save and restore its registers around it.
    @inline(never) private func workOutVolatility() {
        var any = ownVolatility
        forEachChild { if $0.isVolatile { any = true } }
        cache.volatility = any ? .yes : .no
    }

    /// Whether this view may have an explicit value for some alignment guide
    /// (``explicitAlignment(_:size:proposal:)``): it sets guides of its own
    /// (``setsOwnExplicitAlignments``), or a view below it may. False means that every
    /// guide of this view is its default, so a parent aligning it asks nothing further
    /// (asking walked down the subtree: a chain of modifiers worked out each child's
    /// placement in turn, for every guide a stack or a frame aligns by, and a stack ran its
    /// whole placement again to merge its subviews' guides). Worked out once, from the
    /// children, and again when they are replaced in place (``forgetLayoutOfContent``).
    ///
    /// The rule it keeps: where it is false, ``explicitAlignment(_:size:proposal:)`` answers
    /// nil for every guide. So an item whose own guides come from anything but its children
    /// says so (text's baselines, an `alignmentGuide`, a layout other than a stack);
    /// every other item's come from its children or are none.
    final var mayHaveExplicitAlignments: Bool {
        if cache.explicitness == .unknown { workOutExplicitness() }
        return cache.explicitness == .yes
    }

    /// Out of line, as ``workOutVolatility()``.
    @inline(never) private func workOutExplicitness() {
        var any = setsOwnExplicitAlignments
        if !any { forEachChild { if $0.mayHaveExplicitAlignments { any = true } } }
        cache.explicitness = any ? .yes : .no
    }

    /// Whether this view's explicit guides may come from more than its children's (see
    /// ``mayHaveExplicitAlignments``): false for the base, which has none of its own.
    var setsOwnExplicitAlignments: Bool { false }

    /// Whether this item or one below it places in window coordinates
    /// (``placesInWindowSpace``), so that the subtree's placement depends on where in the
    /// window it is, not only on its size and proposal. Worked out when the item is made,
    /// from its children's (made before it), so asking never walks the subtree.
    final var dependsOnOrigin: Bool { originDependence }

    /// Whether this item's answer is the same for every proposal (a rigid frame, a stack
    /// or padding of rigid views…), worked out once from ``answersRigidly``: such an item
    /// answers every probe from one value, and its placement does not depend on the
    /// proposal, so a parent's new shares cost nothing below it.
    final var isRigid: Bool {
        if cache.rigidity == .unknown { workOutRigidity() }
        return cache.rigidity != .flexible
    }

    /// Out of line, as ``workOutVolatility()``.
    @inline(never) private func workOutRigidity() { cache.rigidity = answersRigidly ? .rigid : .flexible }
    /// For an item that knows when it is made that it answers rigidly whatever its children
    /// (a frame with both lengths fixed): what ``isRigid`` would work out on first asking,
    /// set now, so that a leaf's first layout does not ask through the class.
    final func answersRigidlyFromTheStart() { cache.rigidity = .rigid }
    /// Whether the answer is independent of the proposal, given the children's rigidity:
    /// false unless an item knows better (the base is the safe answer).
    var answersRigidly: Bool { false }
    /// How many answers to earlier proposals the item keeps (tests).
    final var keptAnswerCount: Int { keptAnswerStorage?.count ?? 0 }

    /// The kept answers beyond sizes (the spacing, the algorithm's solution), made when
    /// first needed; for a volatile item, those of this pass (rule 2 of ``LayoutCache``).
    final var keptAnswers: KeptAnswers {
        let answers = keptAnswerStorage ?? makeKeptAnswers()
        if isVolatile { answers.beginPass(context.generation) }
        return answers
    }

    /// Makes the item's ``KeptAnswers`` (once).
    @inline(never) private func makeKeptAnswers() -> KeptAnswers {
        let answers = KeptAnswers()
        answers.pass = context.generation
        keptAnswerStorage = answers
        return answers
    }
    /// Takes this item into the slot its handle names, and counts the links of its fields:
    /// a subclass has set its fields by now, and both initialisers end here first.
    private func enterStore() {
        let items = context.items
        items.fill(handle, with: self)
        forEachOwnedItem { items.link($0) }
    }

    init(context: LayoutContext) {
        self.context = context
        handle = context.items.reserve()
        enterStore()
        // A subclass has set its children by now (see ``dependsOnOrigin``).
        var any = false
        forEachChild { if $0.originDependence { any = true } }
        originDependence = any
    }

    /// For an item whose children are `child` alone (a modifier) or none (`nil`, a leaf):
    /// what is otherwise worked out through walks of the children (whether the subtree
    /// depends on its origin, whether it is volatile) is read off the child now (each walk
    /// a call through the class and a closure).
    init(context: LayoutContext, only child: LayoutItem?) {
        self.context = context
        handle = context.items.reserve()
        enterStore()
        originDependence = child?.originDependence ?? false
        cache.volatility = child?.isVolatile == true ? .yes : .no
    }


    // MARK: To override

    /// The size this view chooses for a proposal (uncached).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the children inside `bounds` (host coordinates).
    func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// The explicit value of a guide for this view at `size` (own coordinates), if it sets one.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    var spacing: ViewSpacing { ViewSpacing() }
    var layoutPriority: Double { 0 }
    func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }
    /// Children in drawing order, for dumps, rendering and hit testing.
    var children: [LayoutItem] { [] }
    /// The children as drawing walks them: ``children``, but a container's runs make
    /// their elements' items for the one walk (FlatRun.swift).
    var drawnChildren: [LayoutItem] { children }
    /// The children a walk for views that act after layout goes through (lifecycle,
    /// geometry readers, preferences, coordinate spaces): ``children``, but without a
    /// container's runs, whose elements (colours and frames) are none of those.
    var childrenBesidesRuns: [LayoutItem] { children }
    var debugName: String { "View" }
    /// Whether this is a Spacer (for the dump and stack tests).
    var isSpacer: Bool { false }

    func makeIdentityKey() -> UInt64 { sourceSerial }

    // MARK: Animation (see Time/)

    /// Adjusts the transaction for this item's subtree (`.animation(_:value:)`,
    /// `.transaction { }`); `update` is the graph's update number.
    func adjustTransaction(_ transaction: inout Transaction, update: Int) {}
    /// The values of this view that animate when they change, by slot.
    func animatableAttributes(into list: inout [AnimatableAttribute]) {}
    /// Shows an attribute's value at the current time instead of its target.
    func present(slot: Int, value: Any) {}
    /// The transition set on this view (`.transition(_:)`), if any.
    var transitionTrait: AnyTransition? { nil }
    /// A transition's effect on this view at the current time.
    var transitionEffect: TransitionEffect? {
        get { presentation?.transitionEffect }
        set { presentation(keeping: newValue != nil)?.transitionEffect = newValue }
    }
    /// Values a subclass shows instead of its own while an animation moves them (a
    /// shape's path and colour), kept with the presented frame: no memory in an item no
    /// animation touches.
    var presentedValues: Any? {
        get { presentation?.values }
        set { presentation(keeping: newValue != nil)?.values = newValue }
    }
    /// The presentation state to write to: made when a value is to be kept and there is
    /// none (clearing a value of an item without one needs none).
    private func presentation(keeping: Bool) -> PresentationState? {
        if presentation == nil, keeping { presentation = PresentationState(frame: frame, stamp: context.geometryStamp) }
        return presentation
    }
    /// Whether the item is a bookkeeping wrapper that the dump and the render tree skip.
    var isTransparentWrapper: Bool { false }

    // MARK: Engine

    /// Whether answers are worth keeping: false for views whose answer is a trivial function
    /// of the proposal (colours, shapes, rigid frames), which then cost no cache memory.
    var cachesSizes: Bool { true }

    /// Marks this item (and so its ancestors) as depending on something outside its
    /// subtree. Call it from the initialiser.
    final func markVolatile() {
        ownVolatility = true
        cache.volatility = .yes
    }

    /// Makes this item place its children in window coordinates: its
    /// ``placeContent(in:proposal:)`` gets its frame in the window, not its own bounds at
    /// the origin. For what must know where it is in the window (a custom `Layout`, whose
    /// `bounds` SwiftUI gives in the parent's space; a view extending into the safe area).
    /// Such an item and its ancestors are placed again whenever they move in the window
    /// (``dependsOnOrigin``). Call it from the initialiser.
    final func placeInWindowSpace() {
        placesInWindowSpace = true
        originDependence = true
    }

    /// Computes the answer with this item as the owner of what is reported meanwhile;
    /// invalid proposals and answers are sanitised.
    private func computeOwned(_ proposal: ProposedViewSize) -> CGSize {
        let computing = context.computing
        context.computing = self
        let size = sanitize(computeSize(sanitize(proposal)))
        context.computing = computing
        return size
    }

    /// The size for a proposal, kept across passes (per pass for a volatile item). Invalid
    /// answers (NaN, negative) are reported and replaced by 0; infinity is allowed (a
    /// flexible view probed at ∞).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if cache.rigidity == .answered { return cache.rigidAnswer }
        context.sizeQuestions &+= 1
        // −0 and +0 compare equal: one key for both, and the answer computed for +0, so
        // that a kept answer is the one a fresh layout computes.
        let proposal = proposal.withPositiveZeros
        let rigid = isRigid
        if rigid, !isVolatile {
            // One answer for every proposal, kept in place while the item lives.
            context.sizeComputations += 1
            let size = computeOwned(proposal)
            cache.rigidAnswer = size
            cache.rigidity = .answered
            return size
        }
        let key = rigid ? ProposedViewSize.unspecified : proposal
        let pass = Int32(truncatingIfNeeded: context.generation)
        if let answers = keptAnswerStorage {
            if isVolatile { answers.beginPass(context.generation) }
            if let size = answers.lookup(key, pass: pass) { return size }
        }
        let caches = cachesSizes || rigid
        // The measure of layout work the counting tests check: answers worth keeping (a
        // trivial answer, a shape's or a rigid frame's, is not counted).
        if caches { context.sizeComputations += 1 }
        let size = computeOwned(proposal)
        if caches { (keptAnswerStorage ?? makeKeptAnswers()).store(key, size, pass: pass) }
        return size
    }

    final func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), proposal: proposal, source: self)
    }

    /// The value of the guide `key` for this view at `size` for `proposal`: what
    /// `dimensions(proposal).value(key)` gives, without making the dimensions for a
    /// built-in guide (they hold the item: each would be a retain and a release).
    final func guideValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if mayHaveExplicitAlignments, let value = explicitAlignment(key, size: size, proposal: proposal) { return value }
        if let value = key.builtInDefault(size) { return value }
        return key.defaultValue(in: ViewDimensions(size: size, proposal: proposal, source: self))
    }

    /// Sets this view's frame and places its children.
    ///
    /// **Frames are relative to the placer.** `frame` is in the placer's coordinates: its
    /// own bounds with the origin at 0 (what ``placeContent(in:proposal:)`` gets), or the
    /// window's for a placer that ``placesInWindowSpace`` and for the host. The item keeps
    /// it as given; its window origin is the placer's plus this (``windowOrigin``). So a
    /// subtree whose root moves in the window moves with it, without being placed again,
    /// as SwiftUI keeps a view's position in its parent's space.
    ///
    /// **A placement that did not change is kept.** An item stands for a subtree that does
    /// not change while the item lives (see the class comment), so placed again with the
    /// size and proposal of its last placement (any proposal, for a rigid item, whose
    /// subtree is placed the same for every proposal), its children would be placed exactly as
    /// they are, relative to it: the subtree is left as it is, and a change in one leaf
    /// places again only the views whose sizes or places in their parent it changes. Kept
    /// are only placements of items whose answers depend on nothing outside their subtree
    /// (not volatile), whose parent tells them nothing more than the frame
    /// (``placementFollowsFrame``) and, for a subtree that places in window coordinates
    /// (``dependsOnOrigin``), that did not move in the window. The kept subtree keeps its
    /// placement marks, which is why "was this placed" is asked of the parent
    /// (``placed(_:)``).
    final func place(_ frame: CGRect, proposal: ProposedViewSize) {
        // Placed again by the same placer with the size and proposal of last time (any
        // proposal, for a rigid item), maybe elsewhere (a sibling after the one that
        // changed), by a subtree that does not depend on where it is in the window: the
        // subtree is kept as it is and follows its new origin (see below); only the mark
        // and the origin are new.
        //
        // The flags are read as stored: one not worked out yet (rigidity, volatility: unknown)
        // sends the placement the long way, which works it out and keeps the subtree just
        // the same. So this path calls nothing, and saves no registers: it is taken for
        // every leaf of a row moved when the row's height changed.
        context.placedItems &+= 1
        if cache.placement.mark >= 0, !cache.placement.replaced, !originDependence, cache.volatility == .no, placementFollowsFrame,
           isPlaced(by: context.computing), frame.size.isExactly(placedSize),
           cache.rigidity.rawValue >= LayoutCache.Rigidity.rigid.rawValue || placementMatches(proposal), frame.origin.x.isFinite, frame.origin.y.isFinite {
            placedGeneration = context.placementMark
            localOrigin = frame.origin
            cache.originStamp = -1
            return
        }
        placeAnew(frame, proposal: proposal)
    }

    /// ``place(_:proposal:)`` past its first check: the frame is checked, and the subtree
    /// placed unless its placement is kept.
    @inline(never) private func placeAnew(_ frame: CGRect, proposal: ProposedViewSize) {
        let proposal = proposal.withPositiveZeros
        var frame = frame
        if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
            context.report(.invalidOrigin, "origin \(frame.origin) is not finite; placed at the parent's origin instead", view: debugName)
            frame.origin = CGPoint(x: frame.origin.x.isFinite ? frame.origin.x : 0, y: frame.origin.y.isFinite ? frame.origin.y : 0)
        }
        if !frame.size.width.isFinite || !frame.size.height.isFinite {
            context.report(.invalidSize, "placed with non-finite size \(frame.size); using 0 on that axis", view: debugName)
            frame.size = CGSize(width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        }
        let placer = context.computing
        let absolute = placer?.placesInWindowSpace ?? true
        // The placer's mark: the pass, unless the placer keeps the mark of its last
        // placement (see ``KeptPlacement/mark``).
        placedGeneration = context.placementMark
        // The window origin is worked out now only where the placement depends on it;
        // elsewhere when it is asked (``windowOrigin``).
        let dependent = dependsOnOrigin
        var origin = CGPoint.zero
        if dependent, !absolute, let placer { origin = Self.offset(placer.windowOrigin, by: frame.origin) }
        else if dependent { origin = frame.origin }
        // A rigid item places its subtree the same for every proposal (see ``isRigid``).
        let kept = cache.placement.mark >= 0 && !cache.placement.replaced && frame.size.isExactly(placedSize)
            && (placementMatches(proposal) || isRigid)
            && placementFollowsFrame
            && !isVolatile && (!dependent || origin.isExactly(cache.origin) && !cache.placement.movedInWindow)
        localOrigin = frame.origin
        originIsAbsolute = absolute
        // Written only when it changes (the same placer places the item again on every
        // later pass).
        let placerHandle = placer?.handle ?? .none
        if placerHandle != self.placerHandle { self.placerHandle = placerHandle }
        if dependent {
            cache.origin = origin
            cache.originStamp = context.geometryStamp
        } else {
            cache.originStamp = -1
        }
        if kept { return }
        cache.placement = KeptPlacement(size: frame.size, proposal: proposal, mark: context.generation)
        context.placements += 1
        context.computing = self
        let mark = context.placementMark
        context.placementMark = context.generation
        placeContent(in: CGRect(origin: placesInWindowSpace ? origin : .zero, size: frame.size), proposal: proposal)
        context.placementMark = mark
        context.computing = placer
    }

    /// Moves this view and everything inside it (render-only offsets). The subtree follows
    /// through its relative origins; window origins worked out before are stale.
    ///
    /// A subtree that places in window coordinates has its window-placed origins moved
    /// too, and is placed anew next time (its items' placements are not kept): they hold
    /// the move, which the next placement would otherwise add again wherever it left the
    /// window origin unchanged (a move absorbed by an origin of 1e20).
    final func translate(by delta: CGSize) {
        localOrigin.x += delta.width
        localOrigin.y += delta.height
        context.geometryStamp &+= 1
        if dependsOnOrigin { moveWindowPlacements(by: delta) }
    }

    /// Moves what this subtree keeps in window coordinates, for a subtree that places in
    /// them: this item's kept origin, its children's origins placed in the window, and the
    /// same below; their placements are then not kept (see ``translate(by:)``).
    private func moveWindowPlacements(by delta: CGSize) {
        cache.origin = Self.offset(cache.origin, by: CGPoint(x: delta.width, y: delta.height))
        cache.placement.movedInWindow = true
        forEachChild { child in
            if child.standsForRun {
                unsafeDowncast(child, to: FlatRunItem.self).moveElements(by: delta, absolute: placesInWindowSpace)
            } else {
                child.moveAsChildInWindow(by: delta)
            }
        }
    }

    /// This item's part of its placer's ``moveWindowPlacements(by:)``.
    final func moveAsChildInWindow(by delta: CGSize) {
        if originIsAbsolute {
            localOrigin.x += delta.width
            localOrigin.y += delta.height
        }
        if dependsOnOrigin { moveWindowPlacements(by: delta) }
    }

    /// Forgets the placer (an item let go of while something may still hold it): it is
    /// then placed as by the host.
    final func forgetPlacer() {
        placerHandle = .none
    }

    /// Forgets every answer and placement this item kept, so that the next pass computes
    /// them anew (``HostingView/dropKeptLayout()``). Subclasses with caches of their own
    /// clear them too.
    func dropKeptLayout() {
        cache = cache.forgettingAll()
        keptAnswerStorage?.forgetAll()
    }

    /// Forgets what this item worked out from its children, which were replaced in place
    /// (`ContainerItem.update(subviews:)`): its answers, its kept placement, and what it
    /// inherits from them (rigidity, volatility, dependence on its origin). Its parent is
    /// told through ``changedInPlace``.
    /// `plain`: the children at `added` (positions among `children`, the new children)
    /// replaced children neither volatile nor depending on their origin, and only such
    /// were replaced: what the item inherits is then what it had and what they bring.
    /// Otherwise all of them are asked. (Passed as they are, not in an optional tuple,
    /// which made an owned copy of both lists: two retains and releases on every container
    /// of a change's path.)
    ///
    /// `rigidWithChildren`: the item answers rigidly exactly when all its children do (a
    /// stack), so it stays rigid, without asking every child, when it was and the added
    /// children are.
    final func forgetLayoutOfContent(children: [LayoutItem], added: [Int], plain: Bool, rigidWithChildren: Bool = false) {
        cache = cache.forgettingContent()
        keptAnswerStorage?.forgetAnswers()
        @inline(__always) func anyAdded(_ test: (LayoutItem) -> Bool) -> Bool {
            added.contains { test(children[$0]) }
        }
        if rigidWithChildren, cache.rigidity == .rigid || cache.rigidity == .answered, plain, !anyAdded({ !$0.isRigid }) {
            cache.rigidity = .rigid
        } else {
            cache.rigidity = .unknown
        }
        var dependence = placesInWindowSpace, volatile = ownVolatility
        if plain, cache.volatility != .unknown {
            dependence = originDependence || anyAdded { $0.originDependence }
            volatile = cache.volatility == .yes || anyAdded { $0.isVolatile }
        } else {
            forEachChild { child in
                if child.originDependence { dependence = true }
                if child.isVolatile { volatile = true }
            }
        }
        originDependence = dependence
        cache.volatility = volatile ? .yes : .no
        // Explicit guides: what the added children bring (a child that went may leave the
        // answer "maybe", which only costs asking), or worked out again when asked.
        if plain, cache.explicitness != .unknown {
            if cache.explicitness == .no, anyAdded({ $0.mayHaveExplicitAlignments }) { cache.explicitness = .yes }
        } else {
            cache.explicitness = .unknown
        }
        changedInPlace = true
        context.updatedInPlace = true
        context.forgetPassDiagnostics(of: self)
    }

    /// Calls `body` with each child, in order, without making an array.
    func forEachChild(_ body: (LayoutItem) -> Void) {
        for child in children { body(child) }
    }

    /// Calls `body` with each item this one holds in a field: the items it lays out, and
    /// any it keeps besides (a context menu's, a presentation's content), each as often as
    /// a field holds it. These are the item tree's owning links, which the item store
    /// counts (``forEachOwnedLink(_:)``). None for an item without item fields; every
    /// subclass with one says so.
    func forEachOwnedItem(_ body: (LayoutItem) -> Void) {}

    /// The handles of the items this one links (``forEachOwnedItem(_:)``): linked when
    /// this item is made, unlinked when the store releases it. An item whose fields change
    /// after its making counts the change itself and says so here (a container's
    /// subviews).
    func forEachOwnedLink(_ body: (ItemHandle) -> Void) {
        forEachOwnedItem { body($0.handle) }
    }

    @inline(__always)
    private func sanitize(_ size: CGSize) -> CGSize {
        // Nearly always valid: one comparison per dimension (NaN fails it; ∞ is allowed).
        if size.width >= 0, size.height >= 0 { return size }
        return repaired(size)
    }

    @inline(never)
    private func repaired(_ size: CGSize) -> CGSize {
        func fix(_ v: CGFloat, _ axis: String) -> CGFloat {
            if v.isNaN {
                context.report(.invalidSize, "answered NaN for its \(axis); using 0", view: debugName)
                return 0
            }
            if v < 0 {
                context.report(.invalidSize, "answered a negative \(axis) (\(v.trellisFormatted)); using 0", view: debugName)
                return 0
            }
            return v
        }
        return CGSize(width: fix(size.width, "width"), height: fix(size.height, "height"))
    }

    @inline(__always)
    private func sanitize(_ p: ProposedViewSize) -> ProposedViewSize {
        // Nearly always valid: nil, or a number not below 0 (NaN fails the comparison).
        if p.width ?? 0 >= 0, p.height ?? 0 >= 0 { return p }
        return repaired(p)
    }

    @inline(never)
    private func repaired(_ p: ProposedViewSize) -> ProposedViewSize {
        context.report(.invalidProposal, "was proposed \(p); NaN is treated as nil and negatives as 0", view: debugName)
        return Self.repaired(p)
    }

    /// `p` with NaN lengths as nil and negative ones as 0.
    static func repaired(_ p: ProposedViewSize) -> ProposedViewSize {
        func fix(_ v: CGFloat?) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN { return nil }
            return Swift.max(v, 0)
        }
        return ProposedViewSize(width: fix(p.width), height: fix(p.height))
    }
}

/// A layout item with exactly one child: the base of every layout modifier. By default it
/// is transparent: same size, child at its origin, the child's guides, spacing, priority
/// and layout values shine through.
class ModifierItem: LayoutItem {
    let child: LayoutItem

    init(child: LayoutItem) {
        self.child = child
        super.init(context: child.context)
    }

    /// For a modifier whose item has no other child (``forEachChild`` not overridden): what
    /// the general initialiser walks the children for is read off `child`.
    init(soleChild child: LayoutItem) {
        self.child = child
        super.init(context: child.context, only: child)
    }

    /// Where the child goes for this view's `size`: its origin in this view's coordinates,
    /// the proposal it is placed with, and its size.
    func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        (.zero, proposal, child.sizeThatFits(proposal))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let p = childPlacement(size: bounds.size, proposal: proposal)
        child.place(CGRect(origin: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), size: p.size),
                    proposal: p.proposal)
    }

    /// Explicit guides of the child, moved into this view's coordinates.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // None below: the child's placement need not be worked out.
        guard child.mayHaveExplicitAlignments else { return nil }
        let p = childPlacement(size: size, proposal: proposal)
        guard let v = child.explicitAlignment(key, size: p.size, proposal: p.proposal) else { return nil }
        return v + p.origin[key.axis]
    }

    /// A modifier that passes sizes through (``passesSizes``) is rigid when its child is.
    override var answersRigidly: Bool { passesSizes && child.isRigid }
    /// Whether this modifier's size and its child's placement depend on the proposal only
    /// through the child (true for padding, offsets, effects…; false, the safe default,
    /// for anything that reads the proposal itself).
    var passesSizes: Bool { false }

    override var spacing: ViewSpacing { child.spacing }
    override var layoutPriority: Double { child.layoutPriority }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? { child.layoutValue(key) }
    override var children: [LayoutItem] { [child] }
    override func forEachChild(_ body: (LayoutItem) -> Void) { body(child) }
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) { body(child) }
    override var isSpacer: Bool { false }
    override var transitionTrait: AnyTransition? { child.transitionTrait }
    override func makeIdentityKey() -> UInt64 {
        guard sourceSerial != 0 else { return child.identityKey }
        return mixIdentity(sourceSerial, child.identityKey)
    }
}

/// An item's identities (see ``LayoutItem/tags``).
enum TagStorage {
    case none
    /// Only a list element's id, kept as the list's keys and the element's index (32 bits:
    /// with a tag byte the case fits in 16 bytes, not 24; a larger index is kept as an id
    /// in a list).
    case element(ListKeys, Int32)
    case list([AnyHashable])
}

/// A value kept out of line, for a field that is nearly always nil: the field costs a
/// reference, not the value's size, in every object that has it (a node's item effects,
/// a fill's stroke style).
final class OutOfLine<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The presented values of an item an animation or a transition touches (see
/// ``LayoutItem/presentationFrame``).
final class PresentationState {
    var frame: CGRect
    /// The ``LayoutContext/geometryStamp`` `frame` was presented for.
    var stamp: Int
    var transitionEffect: TransitionEffect?
    /// What a subclass shows instead of its own values (see ``LayoutItem/presentedValues``).
    var values: Any?

    init(frame: CGRect, stamp: Int) {
        self.frame = frame
        self.stamp = stamp
    }
}

/// Mixes two identity keys into one (a 64-bit finaliser of splitmix64): deterministic, so
/// keys are the same on every run.
func mixIdentity(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var z = a &* 0x9E37_79B9_7F4A_7C15 ^ (b &+ 0xBF58_476D_1CE4_E5B9)
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

extension CGPoint {
    /// The same two numbers (see `CGRect.isExactly`).
    @inline(__always) func isExactly(_ other: CGPoint) -> Bool { x == other.x && y == other.y }
}

extension CGSize {
    /// The same two numbers (see `CGRect.isExactly`).
    @inline(__always) func isExactly(_ other: CGSize) -> Bool { width == other.width && height == other.height }
}

extension CGRect {
    /// The same four numbers (Foundation's `==` is a call into the library, and this is
    /// asked for every placement).
    @inline(__always) func isExactly(_ other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}
