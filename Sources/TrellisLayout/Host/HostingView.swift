import Foundation

/// A headless window for a view: proposes its size to the root view and centres the
/// answer (as a window does), keeps state across updates, finds views by identity,
/// taps buttons, and dumps the laid-out tree.
///
/// **Differs from SwiftUI:** SwiftUI hosts views in a window on a screen, driven by the
/// system's run loop; this host has no screen and nothing happens between calls, so tests
/// and pictures are the same on every run. Each question (`frame(of:)`, `dump()`,
/// `tap(at:)`…) first runs the blocks the views gave `DispatchQueue.main` and brings the
/// layout up to date; the clock moves only by `advance(by:)`; `frame(of:)` snaps to the
/// pixel grid of `displayScale` (3 by default) and `layoutFrame(of:)` is exact. One host is
/// used from one thread, as a window is used from the main thread.
public final class HostingView<Content: View> {
    /// The view shown. Setting it re-evaluates the whole tree (state is kept where the
    /// identity is the same).
    public var rootView: Content {
        didSet {
            graph.rootView = rootView
            graph.invalidateAll()
        }
    }

    /// The size of the window in points.
    public var size: CGSize {
        // The same size again lays out nothing (a NaN size is never equal: it is reported
        // each pass).
        didSet { if size != oldValue { needsLayout = true } }
    }

    /// The environment at the root: layout direction, Dynamic Type size, display scale…
    public var environment: EnvironmentValues {
        get { graph.environment }
        set { graph.environment = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { environment.layoutDirection }
        set { environment.layoutDirection = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { environment.dynamicTypeSize }
        set { environment.dynamicTypeSize = newValue }
    }

    /// Points to pixels. Frames reported by ``frame(of:)`` are snapped to this pixel grid.
    public var displayScale: CGFloat {
        get { environment.displayScale }
        set { environment.displayScale = newValue > 0 && newValue.isFinite ? newValue : 1 }
    }

    let graph: ViewGraph
    let context: LayoutContext
    /// The clock and the running animations.
    let animator = Animator()
    /// The work the views scheduled (main-queue blocks, delayed work, timers).
    let runLoop = HostRunLoop()
    /// The root item: an owning link of the item store's (a root of the host's items).
    private(set) var root: LayoutItem? {
        didSet {
            guard root !== oldValue else { return }
            if let root { context.items.link(root) }
            if let oldValue { context.items.unlink(oldValue) }
        }
    }
    /// Set when the window size changed or a probe pass ran: the next query lays out again.
    var needsLayout = true
    /// The presentations shown above the root (HostingView+Presentation.swift). Each
    /// layer's item is a root of the host's items: an owning link of the item store's.
    var presentationLayers: [PresentationLayer] = [] {
        didSet {
            for layer in presentationLayers { context.items.link(layer.item) }
            for layer in oldValue { context.items.unlink(layer.item) }
        }
    }

    /// - Parameters:
    ///   - size: the window size (an iPhone's 390×844 points by default).
    ///   - displayScale: 3 by default, like the iPhones of that size.
    ///   - textMeasurer: how text is measured. The `Trellis` module supplies real fonts by
    ///     default; the core needs one named explicitly.
    public init(rootView: Content, size: CGSize = CGSize(width: 390, height: 844), displayScale: CGFloat = 3,
                environment: EnvironmentValues = EnvironmentValues(), textMeasurer: any TextMeasuring) {
        self.rootView = rootView
        self.size = size
        var env = environment
        env.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.graph = ViewGraph(rootView: rootView, environment: env)
        self.context = LayoutContext(textMeasurer: textMeasurer)
        runLoop.graphLink = graph.link
        runLoop.windowSource = { [weak self] in
            guard let self else { return (.zero, 1) }
            return (self.size, self.displayScale)
        }
        runLoop.safeAreaSource = { [weak self] in self?.hostSafeAreaInsets ?? EdgeInsets() }
    }

    /// The URLs the views asked the system to open through UIKit's
    /// `UIApplication.shared.open(_:)` (on platforms without UIKit, where `import Trellis`
    /// supplies it), oldest first. The host opens nothing; it records them.
    public var openedURLs: [URL] { runLoop.openedURLs }

    /// The haptic feedback the views asked for through UIKit's feedback generators
    /// (`UIImpactFeedbackGenerator(style: .light).impactOccurred()` → "impact light"),
    /// oldest first. The host plays nothing; it records them.
    public var hapticFeedback: [String] { runLoop.hapticFeedback }

    /// The text measurer in use.
    public var textMeasurer: any TextMeasuring {
        get { context.textMeasurer }
        set {
            context.textMeasurer = newValue
            graph.invalidateTextMeasurement()
        }
    }

    /// Re-evaluates what changed and lays out again, if needed; then starts the
    /// animations of what the state changes moved (see ``advance(by:)``).
    ///
    /// The settle loop: after a layout, views that read geometry or preferences and
    /// lifecycle actions (`onAppear`, `onChange`, `onPreferenceChange`,
    /// `onGeometryChange`, GeometryReader content) run; what they change is laid out
    /// again, up to ``maximumSettleRounds`` rounds. A cycle that never settles stops there
    /// with an `.updateCycle` diagnostic (SwiftUI's "tried to update multiple times per
    /// frame"), never a hang.
    ///
    /// Then the host's turn: the blocks its views gave `DispatchQueue.main.async`, and
    /// delayed work and timers that are due, run one at a time, each followed by an update
    /// (see ``advance(by:)``; the rules are on `HostRunLoop`, Update/HostRunLoop.swift).
    public func layoutIfNeeded() {
        runLoop.acting {
            if !runLoop.turn(updateViews) {
                context.report(.updateCycle, "work scheduled on the main queue kept scheduling more; stopped after \(HostRunLoop.maximumWorkPerTurn) blocks this turn", view: "HostingView")
            }
        }
    }

    private func updateViews() {
        takeChangesMadeElsewhere()
        // Building the graph first tells how deep it is (building itself hops to fresh
        // stacks as it goes), so the rest runs where it has room.
        if !graph.runsOnLargeStack, graph.maxDepth < LargeStack.deepTreeLevels { graph.update() }
        withStackRoom { settle() }
        // The items the update dropped go, now that no pass or walk holds them.
        context.items.sweep()
    }

    /// Runs `body` on a large stack when this host's tree is deep (see ``LargeStack``),
    /// otherwise right here. Every operation that walks the tree goes through it.
    /// Makes the next pass compute every answer and placement anew, as a first layout
    /// does, over the items that exist (no view is evaluated, no item made): the work of a
    /// full layout pass, which the layout benchmarks measure (`LayoutProbe full`) to
    /// compare with engines that lay out a whole tree.
    @_spi(Benchmarks) public func dropKeptLayout() {
        layoutIfNeeded()
        guard let root else { return }
        withStackRoom {
            var pending = [root] + presentationLayers.map(\.item)
            while let item = pending.popLast() {
                item.dropKeptLayout()
                item.forEachChild { pending.append($0) }
            }
        }
        needsLayout = true
    }

    public func withStackRoom<R>(_ body: () -> R) -> R {
        guard graph.maxDepth >= LargeStack.deepTreeLevels, !graph.runsOnLargeStack else { return body() }
        return LargeStack.run(bytes: LargeStack.bytes(forDepth: graph.maxDepth)) {
            graph.runsOnLargeStack = true
            defer { graph.runsOnLargeStack = false }
            return body()
        }
    }

    deinit {
        // The items and their context hold each other through the item store until it is
        // emptied. A deep tree is freed on a large stack: releasing the items, which still
        // hold their children, recurses per level (the graph's nodes are released by a
        // loop over their store).
        guard graph.maxDepth >= LargeStack.deepTreeLevels else {
            context.tearDown()
            return
        }
        let graph = self.graph, context = self.context
        var root = self.root
        self.root = nil
        LargeStack.run(bytes: LargeStack.bytes(forDepth: graph.maxDepth)) {
            root = nil
            graph.tearDown()
            context.tearDown()
        }
        _ = root
    }

    private func settle() {
        var rounds = 0, transactions = 0
        // Each transaction's writes are an update of their own (TransactionUpdates.swift):
        // one waiting takes its turn once the last one's layout and actions are done.
        func nextTransaction() -> Bool {
            guard graph.hasWaitingTransactions else { return false }
            transactions += 1
            if transactions > Self.maximumTransactionsPerUpdate {
                context.report(.updateCycle, "state kept changing in new transactions; stopped after \(Self.maximumTransactionsPerUpdate) transactions", view: "HostingView")
                return false
            }
            return true
        }
        while true {
            guard layoutOnce() else {
                if nextTransaction() { continue }
                break
            }
            let actions = afterLayout()
            if actions.isEmpty {
                if nextTransaction() { continue }
                break
            }
            rounds += 1
            if rounds > Self.maximumSettleRounds {
                context.report(.updateCycle, "views kept changing state after layout (onPreferenceChange, onGeometryChange, onChange, GeometryReader…); stopped after \(Self.maximumSettleRounds) rounds", view: "HostingView")
                break
            }
            for action in actions { action() }
            takeChangesMadeElsewhere()
        }
    }

    /// Takes the changes made outside the views' own writes, as an update starts and
    /// between its rounds: values written to a store directly (an action's
    /// `UserDefaults.standard.set`) invalidate the views that read them, and what other
    /// threads changed (state, models) reaches the graph (``GraphLink/deliver(_:)``).
    private func takeChangesMadeElsewhere() {
        AppStorageEntry.noteChangesMadeElsewhere()
        graph.applyDeliveredChanges()
    }

    /// How many times one update may lay out again for what ran after layout.
    public static var maximumSettleRounds: Int { 32 }
    /// How many transactions' updates one update may run in a row (each transaction's
    /// writes are an update of their own).
    static var maximumTransactionsPerUpdate: Int { 1_000 }

    /// The lifecycle of the views: which have appeared, their tasks.
    let lifecycle = LifecycleTracker()
    /// The safe-area insets the host gives its root (zero by default).
    var hostSafeAreaInsets = EdgeInsets()

    /// Walks the placed views after a layout and returns what they queued.
    private func afterLayout() -> [() -> Void] {
        // A scheme a view prefers applies to the whole host before anything else runs.
        if applyPreferredColorScheme() { return [{}] }
        guard let root, context.afterLayoutItems > 0 || lifecycle.hasAppeared else { return [] }
        let pass = AfterLayoutPass(graph: graph, safeAreaInsets: hostSafeAreaInsets)
        pass.walk(root)
        for layer in presentationLayers { pass.walk(layer.item) }
        if pass.needsLayout { needsLayout = true }
        if !pass.actions.isEmpty { return pass.actions }
        pass.isInputPhase = false
        pass.walk(root)
        for layer in presentationLayers { pass.walk(layer.item) }
        if pass.needsLayout { needsLayout = true }
        lifecycle.update(present: pass.present, met: pass.lifecycles, into: pass)
        return pass.actions
    }

    /// Lets the work that `.task` modifiers started finish, then brings the layout up to
    /// date with what it changed.
    public func runTasks() async {
        while true {
            let tasks = lifecycle.takeTasks()
            if tasks.isEmpty { break }
            for t in tasks { await t.value }
            layoutIfNeeded()
        }
    }

    /// One update and layout pass, if anything changed. Returns whether a pass ran.
    @discardableResult
    private func layoutOnce() -> Bool {
        graph.beginTransactionUpdate()
        let transaction = graph.pendingTransaction
        var oldRoot: LayoutItem?
        var update: Int?
        if graph.updateForItems() {
            oldRoot = root
            update = graph.updateGeneration
            var items: [LayoutItem] = []
            // A change that may animate keeps the old items as they were, for the animator
            // to compare; any other lets containers update their items in place.
            context.allowsUpdatesInPlace = !animator.mayAnimate(transaction, transactionModifiers: context.transactionModifiers)
            context.beginItems()
            graph.root?.makeItems(FlattenContext(context: context, stackOrientation: nil), into: &items)
            if items.count == 1 {
                root = items[0]
            } else {
                // Several views at the root are stacked vertically, as in a window.
                root = ContainerItem(context: context, box: LayoutBox(VStackLayout()), subviews: items, layoutDirection: layoutDirection)
            }
            // Lifecycles of content that drew nothing, with no view making an item around
            // them, go with the root (LooseLifecycle).
            if !context.looseLifecycles.isEmpty, let made = root {
                var only = [made]
                LooseLifecycle.attach(context, to: &only, from: 0, mark: 0)
                root = only[0]
            }
            // The same root item, not updated in place: nothing it stands for was made
            // anew (an environment change nothing read), so the last layout stands.
            if root !== oldRoot || context.updatedInPlace { needsLayout = true }
        }
        _ = graph.takeTransaction()
        guard needsLayout, let root else { return false }
        needsLayout = false
        context.beginPass()
        var windowSize = size
        if !windowSize.width.isFinite || windowSize.width < 0 || !windowSize.height.isFinite || windowSize.height < 0 {
            context.report(.invalidProposal, "window size \(windowSize) is invalid; using 0 on the invalid axes", view: "HostingView")
            windowSize = CGSize(width: windowSize.width.isFinite ? max(0, windowSize.width) : 0,
                                height: windowSize.height.isFinite ? max(0, windowSize.height) : 0)
        }
        // The old frames, before the pass places the items the new tree reuses.
        let committed = update == nil ? nil : transaction
        var old: [UInt64: Animator.OldEntry]?
        // (Not when items were updated in place: that was allowed because nothing could
        // animate before the change, and the old items are no longer as they were. A
        // change that brings the first transaction modifier then animates nothing.)
        if let oldRoot, oldRoot !== root, !context.updatedInPlace,
           animator.mayAnimate(committed, transactionModifiers: context.transactionModifiers) {
            old = animator.snapshot(oldRoot, pass: lastPlacementPass)
            // The snapshot worked out window origins through the old tree's placers, and
            // the new tree reuses items of it (a view kept unchanged keeps its items under
            // new parents): none of those origins holds for the placement below.
            context.geometryStamp &+= 1
        }
        let (proposal, rootFrame) = safeAreaRootPlacement(window: windowSize, root: root)
        root.place(rootFrame, proposal: proposal)
        placePresentations(window: windowSize)
        lastPlacementPass = context.generation
        animator.commit(newRoot: root, old: old, transaction: committed, update: update,
                        transactionModifiers: context.transactionModifiers, layoutDirection: layoutDirection)
        runDue(animator.present(root))
        return true
    }

    /// Runs completion handlers that became due, outside any layout, then brings what they
    /// changed up to date (bounded: a handler that keeps changing state each round ends
    /// with a diagnostic after 100 rounds).
    private func runDue(_ handlers: [() -> Void]) {
        guard !handlers.isEmpty else { return }
        completionRounds += 1
        defer { completionRounds -= 1 }
        if completionRounds > 100 {
            context.report(.updateCycle, "animation completion handlers kept changing state; stopped after 100 rounds", view: "HostingView")
            return
        }
        for h in handlers { h() }
        layoutIfNeeded()
    }
    private var completionRounds = 0
    /// The touch sequence in progress (see HostingView+Touches.swift).
    var touch: TouchSession?
    /// The layout pass that last placed the views.
    private var lastPlacementPass = -1

    // MARK: The clock

    /// The host's time in seconds since it was made. It moves only by ``advance(by:)``.
    public var time: TimeInterval { animator.time }

    /// Moves the host's clock by `interval` seconds: running animations progress, ended
    /// ones are retired and their completion handlers run. Negative or non-finite
    /// intervals are ignored with a diagnostic.
    ///
    /// Work the views scheduled on the host's clock — `DispatchQueue.main.asyncAfter`,
    /// `Timer.scheduledTimer`, `Timer.publish(every:on:in:)` — fires on the way: the clock
    /// stops at each deadline, the work due then runs and the views update, then the clock
    /// goes on. A timer of 1 s fires three times, at 1, 2 and 3 s, in `advance(by: 3.2)`.
    public func advance(by interval: TimeInterval) {
        layoutIfNeeded()
        if !interval.isFinite || interval < 0 {
            context.report(.invalidTime, "advance(by: \(interval)) ignored: the clock only moves forward by finite intervals", view: "HostingView")
            return
        }
        runLoop.acting {
            var remaining = interval
            while let deadline = runLoop.nextDeadline, deadline <= time + remaining + HostRunLoop.tolerance {
                let step = min(max(0, deadline - time), remaining)
                if step > 0 {
                    animator.advance(by: step)
                    remaining -= step
                    runLoop.now = time
                    runDue(animator.present(root))
                }
                layoutIfNeeded()
                // Work still due means the turn stopped short (its limit, or a turn already
                // running further up): it waits for the next turn.
                if runLoop.hasDueWork { break }
            }
            animator.advance(by: remaining)
            runLoop.now = time
            runDue(animator.present(root))
            touchClockAdvanced()
        }
    }

    /// Whether an animation or a removal transition is still running.
    public var isAnimating: Bool {
        layoutIfNeeded()
        return animator.isAnimating
    }

    /// The diagnostics of the last layout pass.
    public var diagnostics: [LayoutDiagnostic] {
        layoutIfNeeded()
        return graph.diagnostics + context.diagnostics
    }

    /// How many custom-view bodies have been evaluated so far.
    public var bodyEvaluationCount: Int { graph.bodyEvaluations }

    /// The frame, in window coordinates snapped to the pixel grid, of the view with explicit
    /// identity `id` (`.id(id)`, or a `ForEach` element with that id: the union of its
    /// views). `nil` if no such view is shown.
    /// While an animation runs this is where the view is on screen now.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        presentationFrame(of: id).map(snap)
    }

    /// The exact frame on screen at the host's current time: the layout's frame, moved
    /// by the animations that run.
    public func presentationFrame<ID: Hashable>(of id: ID) -> CGRect? {
        frames(of: id, \.presentationFrame)
    }

    /// The exact frame the layout computed for the view with identity `id`, before pixel
    /// snapping: where an animation is heading.
    public func layoutFrame<ID: Hashable>(of id: ID) -> CGRect? {
        frames(of: id, \.frame)
    }

    private func frames<ID: Hashable>(of id: ID, _ which: KeyPath<LayoutItem, CGRect>) -> CGRect? {
        withStackRoom { findFrames(of: id, which) }
    }

    private func findFrames<ID: Hashable>(of id: ID, _ which: KeyPath<LayoutItem, CGRect>) -> CGRect? {
        layoutIfNeeded()
        guard let root else { return nil }
        let key = AnyHashable(id)
        var found: [LayoutItem] = []
        func visit(_ item: LayoutItem) {
            if item.tags.contains(key) {
                found.append(item)
                return
            }
            for c in item.placedChildren { visit(c) }
        }
        visit(root)
        for layer in presentationLayers { visit(layer.item) }
        guard let first = found.first else { return nil }
        return found.dropFirst().reduce(first[keyPath: which]) { $0.union($1[keyPath: which]) }
    }

    /// Snaps a rectangle's edges to the pixel grid of the display scale.
    func snap(_ r: CGRect) -> CGRect {
        let s = displayScale
        func round(_ v: CGFloat) -> CGFloat { (v * s).rounded(.toNearestOrAwayFromZero) / s }
        let x0 = round(r.minX), y0 = round(r.minY), x1 = round(r.maxX), y1 = round(r.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The indentation of a dump line: two spaces per level up to
    /// ``maximumDumpIndentLevels`` levels; deeper lines keep that indentation and say
    /// their depth (`[depth 5000] `), so a deep tree's dump stays linear in its size.
    static func dumpIndent(_ depth: Int) -> String {
        if depth <= maximumDumpIndentLevels { return String(repeating: "  ", count: depth) }
        return String(repeating: "  ", count: maximumDumpIndentLevels) + "[depth \(depth)] "
    }

    /// See ``dumpIndent(_:)``.
    public static var maximumDumpIndentLevels: Int { 100 }

    /// The laid-out tree as shown at the host's current time, one view per line, indented
    /// by depth, with frames (x, y, width, height) in window coordinates. Views leaving
    /// under a removal transition are marked "(removing)".
    public func dump() -> String {
        withStackRoom { makeDump() }
    }

    private func makeDump() -> String {
        layoutIfNeeded()
        guard let root else { return "" }
        var out = ""
        func line(_ name: String, _ f: CGRect, _ depth: Int) -> String {
            Self.dumpIndent(depth) + name
                + " (\(f.minX.trellisFormatted), \(f.minY.trellisFormatted), \(f.width.trellisFormatted), \(f.height.trellisFormatted))"
        }
        func ghost(_ node: RenderNode, _ depth: Int) {
            out += line(node.name, node.frame, depth) + " (removing)\n"
            for c in node.children { ghost(c, depth + 1) }
        }
        // A bookkeeping wrapper is not printed; its ids go to the view it wraps.
        func visit(_ item: LayoutItem, _ depth: Int, _ inheritedTags: [AnyHashable] = []) {
            if item.isTransparentWrapper {
                for c in item.placedChildren { visit(c, depth, inheritedTags + item.tags) }
                return
            }
            out += line(item.debugName, item.presentationFrame, depth)
            let tags = inheritedTags + item.tags
            if !tags.isEmpty { out += " id: " + tags.map { "\($0.base)" }.joined(separator: ", ") }
            out += "\n"
            let ghosts = animator.ghosts.isEmpty ? [] : animator.ghosts(inside: item.animationKey)
            for (i, c) in item.children.enumerated() {
                for g in ghosts where g.index == i { ghost(g.node, depth + 1) }
                if item.placed(c) { visit(c, depth + 1) }
            }
            for g in ghosts where g.index >= item.children.count { ghost(g.node, depth + 1) }
        }
        visit(root, 0)
        for layer in presentationLayers {
            out += line("\(layer.kind)", layer.frame, 0) + "\n"
            visit(layer.item, 1)
        }
        return out
    }
}
