import Foundation

/// What one host's layout passes share: the pass counter that invalidates the per-proposal
/// size caches, the text measurer, the display scale, and the diagnostics sink.
final class LayoutContext {
    /// Incremented at the start of every pass; items drop cached sizes from earlier passes.
    private(set) var generation = 0
    /// The version of the window coordinates: incremented by every pass and every move
    /// after placement (an offset). Items keep their window origin worked out for one
    /// version (see ``LayoutItem/frame``).
    var geometryStamp = 0
    /// The mark an item placed now carries (`LayoutItem.placedGeneration`): its placer's
    /// ``LayoutItem/placementMark``, which is the pass unless the placer kept the mark of
    /// its last placement (`LayoutItem.continuePlacementMarks(_:)`). Kept here, not read
    /// from the placer, so that placing an item does not touch (and retain) its placer.
    var placementMark = 0
    /// How many sizes were computed (cache misses), in total: the measure of layout work
    /// that the complexity tests check.
    var sizeComputations = 0
    /// How many items placed their children (in total, for the tests of incremental layout).
    var placements = 0
    /// How many times an item was placed, its placement kept or not (in total, for the
    /// tests: a container placing again only the subviews whose frames changed).
    var placedItems = 0
    /// How many times an item was asked its size, answered from its cache or not (in
    /// total, for the tests: a stack proposed another length asks each subview once).
    /// A rigid item's kept answer is not counted.
    var sizeQuestions = 0
    /// The item whose size or placement is being computed: the owner of what is reported
    /// meanwhile, and the placer of what is placed meanwhile.
    var computing: LayoutItem?
    var textMeasurer: any TextMeasuring
    /// The items of this host, each owned here from its making (Storage/OwningStore.swift).
    /// Every item holds its context, and the context the store: whoever made the context
    /// empties the store when done with it (``tearDown()``), which frees both.
    let items = ItemStore(keepingBorrowed: true)
    /// How many items of this host are alive (the store's count): the item census the
    /// mutation fuzzer compares with a fresh host's, so that an item kept past its use (a
    /// leak, or a cache that holds what the tree dropped) is found.
    var liveItems: Int { items.count }
    /// Notes what items read of the environment as they are made (EnvironmentInvalidation.swift).
    let environmentReads = EnvironmentReadRecorder()
    /// How many transaction modifiers the current items contain: with none, and no
    /// animated transaction, a layout change cannot animate and the animator is skipped.
    var transactionModifiers = 0
    /// How many items act after layout (readers, observers, lifecycle): with none the
    /// host skips the walk after layout.
    var afterLayoutItems = 0
    /// How many presentation modifiers (sheet, alert…) the current items contain: with
    /// none the host skips looking for presentations after layout.
    var presentationItems = 0
    /// The lifecycle modifiers (`onAppear`, `onDisappear`, `task`) whose content made no
    /// item, not yet given one to be met through, each with the index in the items being
    /// made where its content would have gone (see `LooseLifecycle`).
    var looseLifecycles: [LooseLifecycle] = []
    /// Whether containers may update their kept items in place while items are made (see
    /// `ContainerNode`): not when the change may animate, whose animator compares the
    /// old items, as they were, with the new ones.
    var allowsUpdatesInPlace = true
    /// Whether containers may take a `ForEach` of plain chains as one run of subviews
    /// (FlatRun.swift). Always, but in the tests that compare a run with the items it
    /// stands for.
    var allowsFlatRuns = true
    /// How many runs were made one item (tests).
    var flatRunsMade = 0
    /// Whether making the items updated a kept item in place: the root can then be the
    /// same item with new content.
    var updatedInPlace = false
    /// What the last list that replaced items in its kept array replaced (see
    /// `ListNode.buildItems`), for the container whose subviews that array is
    /// (`ContainerNode`): taken by it, and cleared before.
    var listPatch: ListPatch?
    /// The host's window and safe area (see `Modifiers/SafeArea.swift`).
    var safeArea = SafeAreaGeometry()
    /// The sizes of the scroll views around the item being measured or placed, innermost
    /// last (`containerRelativeFrame`); the safe area's size when empty.
    var containerSizes: [CGSize] = []
    /// The shapes set with `containerShape` around the item being drawn, with their
    /// containers' frames (window coordinates), innermost last.
    var containerShapes: [(shape: any InsettableShape, frame: CGRect)] = []
    /// What the last pass met, after what making the items met (invalid modifier values).
    var diagnostics: [LayoutDiagnostic] { structural + pass.map(\.diagnostic) }
    private(set) var structural: [LayoutDiagnostic] = []
    /// What layout met, with the item that met it: an item keeps its answers across passes
    /// (see ``LayoutItem``), so what it met stays reported while it lives.
    /// (Unchecked: asked by every item that forgets its layout, an update's path.)
    private var pass: [(diagnostic: LayoutDiagnostic, owner: WeakItem)] = []
    private var inPass = false
    private var diagnosticKeys = Set<String>()
    /// Set (for good) once an item of `preferredColorScheme` is made: from then on the host
    /// looks for the preferred scheme after each layout (``HostingView/applyPreferredColorScheme()``).
    var mayPreferColorScheme = false
    /// Set (for good) once a view sets the colour scheme of its subtree: from then on the
    /// render tree resolves colours per subtree even in the light scheme.
    var setsColorScheme = false

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    /// Releases every item of this context (its host goes): the items and the context hold
    /// each other through the store until then.
    func tearDown() {
        computing = nil
        items.removeAll()
    }

    /// Items are about to be made anew: forget what making the previous ones found.
    func beginItems() {
        transactionModifiers = 0
        afterLayoutItems = 0
        presentationItems = 0
        looseLifecycles.removeAll()
        updatedInPlace = false
        inPass = false
        structural.removeAll()
        diagnosticKeys.removeAll()
    }

    func beginPass() {
        generation &+= 1
        placementMark = generation
        geometryStamp &+= 1
        inPass = true
        // Kept: what live items met whose answers are kept (volatile items compute again).
        pass.removeAll { entry in entry.owner.item.map { $0.isVolatile } ?? true }
        diagnosticKeys = Set(structural.map(\.key) + pass.map(\.diagnostic.key))
    }

    /// Forgets what `item` met in earlier passes: its content changed in place, and it
    /// computes again (what it meets then is reported again).
    func forgetPassDiagnostics(of item: LayoutItem) {
        guard !pass.isEmpty else { return }
        pass.removeAll { $0.owner.item === item }
    }

    /// How much of each effect of making items (``ItemEffects``) the context holds: taken
    /// before a node makes its items and compared after (see `GraphNode.makeItems`).
    var effectsMark: ItemEffects.Mark {
        (transactionModifiers, afterLayoutItems, structural.count, presentationItems, looseLifecycles.count)
    }

    /// What making items did since `mark` (``effectsMark``).
    func effects(since mark: ItemEffects.Mark) -> ItemEffects {
        var effects = ItemEffects()
        effects.transactionModifiers = transactionModifiers - mark.transactionModifiers
        effects.afterLayoutItems = afterLayoutItems - mark.afterLayoutItems
        effects.presentationItems = presentationItems - mark.presentationItems
        if structural.count > mark.diagnostics { effects.diagnostics = Array(structural[mark.diagnostics...]) }
        if looseLifecycles.count > mark.looseLifecycles { effects.looseLifecycles = looseLifecycles[mark.looseLifecycles...].map(\.modifier) }
        return effects
    }

    /// Replays what making a cached item met (see `GraphNode.makeItems`); `index` is where
    /// the cached items go in the items being made.
    func replay(_ effects: ItemEffects, at index: Int) {
        for modifier in effects.looseLifecycles { looseLifecycles.append(LooseLifecycle(modifier: modifier, index: index)) }
        transactionModifiers += effects.transactionModifiers
        afterLayoutItems += effects.afterLayoutItems
        presentationItems += effects.presentationItems
        for d in effects.diagnostics where diagnosticKeys.insert(d.key).inserted { structural.append(d) }
    }

    /// Records a diagnostic once per pass (the same problem met in several probes is said once).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, view: String) {
        let d = LayoutDiagnostic(kind: kind, message: message, view: view)
        guard diagnosticKeys.insert(d.key).inserted else { return }
        if inPass { pass.append((d, WeakItem(item: computing))) } else { structural.append(d) }
    }
}

struct WeakItem {
    weak var item: LayoutItem?
}

/// What making a node's items did to the context besides the items: replayed when the
/// items are reused.
struct ItemEffects {
    /// The counts of each effect a context holds at one moment (``LayoutContext/effectsMark``).
    typealias Mark = (transactionModifiers: Int, afterLayoutItems: Int, diagnostics: Int, presentationItems: Int, looseLifecycles: Int)
    var transactionModifiers = 0
    var afterLayoutItems = 0
    var presentationItems = 0
    var diagnostics: [LayoutDiagnostic] = []
    /// Lifecycle modifiers whose content made no item and that no item took (only a node
    /// that made no item has any).
    var looseLifecycles: [LifecycleModifier] = []
    var isEmpty: Bool {
        transactionModifiers == 0 && afterLayoutItems == 0 && presentationItems == 0 && diagnostics.isEmpty
            && looseLifecycles.isEmpty
    }
}

/// The items a list replaced in its kept array, which became the whole of the items being
/// made (`ListNode`): what a container updated in place compares, instead of the array
/// it let go of so that the list could change it without a copy.
struct ListPatch {
    /// The list, by identity (compared only, while its parent makes items).
    let list: ObjectIdentifier
    /// The positions replaced, ascending, with the items that were there.
    var replaced: [(index: Int, old: LayoutItem)]

    init(list: GraphNode, replaced: [(index: Int, old: LayoutItem)]) {
        self.list = ObjectIdentifier(list)
        self.replaced = replaced
    }
}
