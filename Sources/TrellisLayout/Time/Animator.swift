import Foundation

/// The host's clock and its running animations.
///
/// Time moves only when the host is told (``HostingView/advance(by:)``), so tests and
/// pictures are deterministic. After each layout pass the animator compares the new
/// frames and animatable values with the old ones, view by view (identity is the graph
/// node that made the item), and starts an animation for each change made under an
/// animated transaction. Between layouts it only samples: a frame in which geometry
/// interpolates runs no layout; a `Layout` whose `animatableData` animates re-runs that
/// container's placement alone.
///
/// Choices, pinned by the tests:
/// - Frames animate relative to the parent's frame (a view moves with its parent; the
///   parent is the nearest one with an identity of its own), as one 4-component vector (origin and size together: straight lines under timing curves).
/// - The children of a container whose layout data animates follow that layout at each
///   frame and do not animate their frames on their own.
/// - Changes that no state change caused (a window resize, a new environment) apply at once.
/// - An inserted view runs its transition when it is the topmost new view of its subtree;
///   a removed one is drawn where it was last shown until its removal transition ends,
///   and is not hit-testable meanwhile.
final class Animator {
    /// The host's current time in seconds.
    private(set) var time: TimeInterval = 0
    private var states: [UInt64: ItemAnimations] = [:]
    private(set) var ghosts: [Ghost] = []
    /// The matched views (`matchedGeometryEffect`) of the last snapshot: their frames in
    /// window coordinates and their animation keys, for the views that replace them.
    private var oldMatched: [MatchedGeometryKey: (frame: CGRect, key: UInt64)] = [:]
    private var groups: [CompletionGroup] = []

    /// How many animated values were sampled in all (for the cost tests).
    private(set) var samples = 0
    /// How many containers re-ran their placement for an animating layout.
    private(set) var layoutReplays = 0

    final class ItemAnimations {
        var frame: AnimatedValue<AnimatableRect>?
        var attributes: [Int: any AnimatedAttribute] = [:]
        var transition: AnimatedValue<TransitionEffect.Vector>?
        var transitionAnchor: UnitPoint = .center

        var isRunning: Bool {
            (frame?.isRunning ?? false) || (transition?.isRunning ?? false) || attributes.values.contains { $0.isRunning }
        }

        /// Ends every animation (the view is gone), telling their completion groups.
        func cancel() {
            frame?.cancel()
            transition?.cancel()
            for a in attributes.values { a.cancel() }
        }
    }

    /// A removed view still drawn while its removal transition runs.
    struct Ghost {
        var node: RenderNode
        var parentKey: UInt64
        var index: Int
        var effect: AnimatedValue<TransitionEffect.Vector>
        var anchor: UnitPoint
    }

    var isAnimating: Bool { !ghosts.isEmpty || states.values.contains { $0.isRunning } }

    /// Moves the clock. Negative and non-finite intervals are ignored (the clock never goes
    /// back); the caller reports them.
    func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        time += interval
    }

    // MARK: After a layout pass

    struct OldEntry {
        let item: LayoutItem
        let relative: CGRect
        let parentKey: UInt64
        let index: Int
    }

    /// Whether a layout pass may start or move an animation: an animated transaction,
    /// transaction modifiers among the items, or animations running.
    func mayAnimate(_ transaction: Transaction?, transactionModifiers: Int) -> Bool {
        transaction?.animation != nil || transactionModifiers > 0 || !states.isEmpty
    }

    /// The frames of the old items as they were placed (relative to their nearest
    /// ancestor with an identity), taken before the next pass: the items that did not
    /// change are reused by the new tree and will be placed again.
    func snapshot(_ oldRoot: LayoutItem, pass: Int) -> [UInt64: OldEntry] {
        var old: [UInt64: OldEntry] = [:]
        oldMatched = [:]
        if oldRoot.placedGeneration == pass { index(oldRoot, parentOrigin: .zero, parentKey: 0, index: 0, into: &old) }
        return old
    }

    /// Starts the animations and transitions for the changes between the old items
    /// (`old`, from ``snapshot(_:pass:)``; nil when the items were not made anew) and
    /// `newRoot` (just laid out). `update` is the graph update that made the new items
    /// (nil when the pass only laid out again).
    func commit(newRoot: LayoutItem?, old: [UInt64: OldEntry]?, transaction: Transaction?, update: Int?, transactionModifiers: Int,
                layoutDirection: LayoutDirection) {
        let base = transaction ?? Transaction()
        defer { oldMatched = [:] }
        let mayAnimate = self.mayAnimate(base, transactionModifiers: transactionModifiers)
        let group = base.completions.isEmpty ? nil : CompletionGroup(base.completions)
        defer {
            if let group {
                group.sealed()
                groups.append(group)
            }
        }
        guard mayAnimate, let newRoot else {
            for s in states.values { s.cancel() }
            states.removeAll()
            return
        }
        let hasOld = old != nil
        let old = old ?? [:]
        var seen = Set<UInt64>()
        var transactions: [UInt64: Transaction] = [:]
        let walker = Walker(animator: self, old: old, update: update ?? -2, group: group, hasOld: hasOld,
                            layoutDirection: layoutDirection)
        walker.walk(newRoot, parentKey: 0, index: 0, parentOrigin: .zero, transaction: base, parentIsNew: false, drivenByParent: false,
                    seen: &seen, transactions: &transactions)
        // Removed views: the topmost ones whose parent is still shown leave as ghosts.
        for (key, entry) in old where !seen.contains(key) {
            guard entry.parentKey == 0 || seen.contains(entry.parentKey) else { continue }
            guard let t = transactions[entry.parentKey], let animation = t.animation else { continue }
            let transition = entry.item.transitionTrait ?? .opacity
            let info = TransitionRecipe.ViewInfo(size: entry.item.frame.size, layoutDirection: layoutDirection)
            let effect = transition.removal.effect(info)
            let value = AnimatedValue(TransitionEffect().vector)
            value.retarget(effect.vector, animation: transition.animation ?? animation, at: time, group: group)
            ghosts.append(Ghost(node: entry.item.renderNode(), parentKey: entry.parentKey, index: entry.index,
                                effect: value, anchor: effect.anchor))
        }
        for (key, s) in states where !seen.contains(key) {
            s.cancel()
            states[key] = nil
        }
    }

    private func index(_ item: LayoutItem, parentOrigin: CGPoint, parentKey: UInt64, index: Int, into old: inout [UInt64: OldEntry]) {
        let key = Animator.key(of: item, parentKey: parentKey, index: index)
        item.animationKey = key
        if let matched = item as? MatchedGeometryItem, matched.isSource, oldMatched[matched.key] == nil {
            oldMatched[matched.key] = (matched.frame, key)
        }
        if old[key] == nil {
            old[key] = OldEntry(item: item, relative: Self.relative(item.frame, to: parentOrigin), parentKey: parentKey, index: index)
        }
        let anchor = Animator.anchorsChildren(item) ? item.frame.origin : parentOrigin
        for (i, c) in item.children.enumerated() where item.placed(c) {
            self.index(c, parentOrigin: anchor, parentKey: key, index: i, into: &old)
        }
    }

    /// An item's identity for the animator (see ``LayoutItem/animationKey``).
    static func key(of item: LayoutItem, parentKey: UInt64, index: Int) -> UInt64 {
        let own = item.identityKey
        return own != 0 ? own : mixIdentity(parentKey, 0x5EC0_0000 &+ UInt64(index))
    }

    /// Whether the item's children are placed relative to it (and so follow it when it
    /// moves): an item with an identity of its own, and a matched view, whose frame moves
    /// from the view it takes over from.
    static func anchorsChildren(_ item: LayoutItem) -> Bool {
        item.identityKey != 0 || item is MatchedGeometryItem
    }

    static func relative(_ frame: CGRect, to origin: CGPoint) -> CGRect {
        CGRect(x: frame.minX - origin.x, y: frame.minY - origin.y, width: frame.width, height: frame.height)
    }

    private struct Walker {
        let animator: Animator
        let old: [UInt64: OldEntry]
        let update: Int
        let group: CompletionGroup?
        let hasOld: Bool
        let layoutDirection: LayoutDirection

        func walk(_ item: LayoutItem, parentKey: UInt64, index: Int, parentOrigin: CGPoint, transaction: Transaction, parentIsNew: Bool,
                  drivenByParent: Bool, seen: inout Set<UInt64>, transactions: inout [UInt64: Transaction]) {
            var t = transaction
            item.adjustTransaction(&t, update: update)
            let key = Animator.key(of: item, parentKey: parentKey, index: index)
            item.animationKey = key
            // A key met twice (an engine-made wrapper that shares its child's) is not animated.
            let valid = seen.insert(key).inserted
            var isNew = parentIsNew
            var drivesChildren = false
            if valid {
                if t.animation != nil { transactions[key] = t }
                let time = animator.time
                let entry = old[key]
                isNew = hasOld && entry == nil
                let rel = Animator.relative(item.frame, to: parentOrigin)
                let existing = animator.states[key]
                let animation = drivenByParent ? nil : t.animation
                // The frame.
                if let f = existing?.frame {
                    f.retarget(AnimatableRect(rel), animation: animation, at: time, group: group)
                } else if let entry, let animation, entry.relative != rel {
                    let f = AnimatedValue(AnimatableRect(entry.relative))
                    f.retarget(AnimatableRect(rel), animation: animation, at: time, group: group)
                    animator.state(for: key).frame = f
                }
                // The animatable values.
                var attributes: [AnimatableAttribute] = []
                item.animatableAttributes(into: &attributes)
                if !attributes.isEmpty {
                    var oldAttributes: [AnimatableAttribute] = []
                    entry?.item.animatableAttributes(into: &oldAttributes)
                    for a in attributes {
                        if let running = existing?.attributes[a.slot] {
                            if !running.retarget(any: a.value, animation: t.animation, at: time, group: group) {
                                existing?.attributes[a.slot] = nil
                            }
                        } else if let animation = t.animation, let before = oldAttributes.first(where: { $0.slot == a.slot }),
                                  !a.equals(before.value), let value = a.animator(from: before.value) {
                            _ = value.retarget(any: a.value, animation: animation, at: time, group: group)
                            animator.state(for: key).attributes[a.slot] = value
                        }
                        if a.slot == ContainerItem.layoutDataSlot, item is ContainerItem,
                           animator.states[key]?.attributes[a.slot]?.isRunning == true {
                            drivesChildren = true
                        }
                    }
                }
                // An inserted matched view takes over from the removed view it matches: it
                // moves from that view's frame instead of making its entrance.
                var tookOver = false
                if isNew, let animation = t.animation, let matched = item as? MatchedGeometryItem,
                   let before = animator.oldMatched[matched.key], before.key != key {
                    let start = matched.startFrame(from: before.frame, to: item.frame)
                    let f = AnimatedValue(AnimatableRect(Animator.relative(start, to: parentOrigin)))
                    f.retarget(AnimatableRect(rel), animation: animation, at: time, group: group)
                    animator.state(for: key).frame = f
                    tookOver = true
                }
                // A text whose string changed under an animation, with a content transition
                // that cross-fades: the old text leaves as a ghost fading out where it was,
                // the new one fades in.
                if !isNew, let animation = t.animation, let entry, let text = item as? TextItem, let before = entry.item as? TextItem,
                   text.environment.contentTransition.crossFades, before !== text,
                   before.text.resolvedString(in: before.environment) != text.text.resolvedString(in: text.environment) {
                    let info = TransitionRecipe.ViewInfo(size: item.frame.size, layoutDirection: layoutDirection)
                    let fadeOut = AnyTransition.opacity.removal.effect(info)
                    let leaving = AnimatedValue(TransitionEffect().vector)
                    leaving.retarget(fadeOut.vector, animation: animation, at: time, group: group)
                    animator.ghosts.append(Ghost(node: before.renderNode(), parentKey: parentKey, index: index,
                                                 effect: leaving, anchor: fadeOut.anchor))
                    let fadeIn = AnyTransition.opacity.insertion.effect(info)
                    let coming = AnimatedValue(fadeIn.vector)
                    coming.retarget(TransitionEffect().vector, animation: animation, at: time, group: group)
                    let s = animator.state(for: key)
                    s.transition = coming
                    s.transitionAnchor = fadeIn.anchor
                }
                // An inserted view's transition.
                if isNew, !parentIsNew, !tookOver, let animation = t.animation {
                    let transition = item.transitionTrait ?? .opacity
                    let info = TransitionRecipe.ViewInfo(size: item.frame.size, layoutDirection: layoutDirection)
                    let effect = transition.insertion.effect(info)
                    let value = AnimatedValue(effect.vector)
                    value.retarget(TransitionEffect().vector, animation: transition.animation ?? animation, at: time, group: group)
                    let s = animator.state(for: key)
                    s.transition = value
                    s.transitionAnchor = effect.anchor
                }
            }
            // Frames are relative to the nearest ancestor with an identity of its own: an
            // engine-made wrapper (an overlay's stack) that hugs its content would
            // otherwise carry it along when it jumps.
            let anchor = Animator.anchorsChildren(item) ? item.frame.origin : parentOrigin
            for (i, child) in item.children.enumerated() where item.placed(child) {
                walk(child, parentKey: key, index: i, parentOrigin: anchor, transaction: t, parentIsNew: isNew,
                     drivenByParent: drivesChildren, seen: &seen, transactions: &transactions)
            }
        }
    }

    private func state(for key: UInt64) -> ItemAnimations {
        if let s = states[key] { return s }
        let s = ItemAnimations()
        states[key] = s
        return s
    }

    // MARK: Sampling

    /// Sets every item's presentation (frame, values, transition) at the current time;
    /// retires what has ended. Returns the completion handlers now due.
    func present(_ root: LayoutItem?) -> [() -> Void] {
        if let root, !states.isEmpty {
            present(root, parentPresented: .zero, parentTarget: .zero, driven: nil)
            states = states.filter { $0.value.isRunning }
        }
        ghosts.removeAll { ghost in
            _ = ghost.effect.sample(at: time)
            samples += 1
            return !ghost.effect.isRunning
        }
        var due: [() -> Void] = []
        for g in groups { due += g.takeReady() }
        groups.removeAll { $0.isDone }
        return due
    }

    private func present(_ item: LayoutItem, parentPresented: CGPoint, parentTarget: CGPoint, driven: CGRect?) {
        let state = states[item.animationKey]
        var rel = Animator.relative(driven ?? item.frame, to: parentTarget)
        if let f = state?.frame {
            rel = f.sample(at: time).rect
            samples += 1
        }
        item.presentationFrame = CGRect(x: parentPresented.x + rel.minX, y: parentPresented.y + rel.minY, width: rel.width, height: rel.height)
        var placements: [CGRect]?
        if let state {
            for (slot, value) in state.attributes {
                item.present(slot: slot, value: value.sampleAny(at: time))
                samples += 1
                if slot == ContainerItem.layoutDataSlot, let container = item as? ContainerItem, value.isRunning {
                    placements = container.presentedPlacements()
                    layoutReplays += 1
                }
            }
            if let tr = state.transition {
                let v = tr.sample(at: time)
                samples += 1
                item.transitionEffect = tr.isRunning ? TransitionEffect(v, anchor: state.transitionAnchor) : nil
            }
        }
        let hasIdentity = Animator.anchorsChildren(item)
        for (i, child) in item.children.enumerated() where item.placed(child) {
            present(child, parentPresented: hasIdentity ? item.presentationFrame.origin : parentPresented,
                    parentTarget: hasIdentity ? item.frame.origin : parentTarget,
                    driven: placements.flatMap { i < $0.count ? $0[i] : nil })
        }
    }

    /// The ghosts to draw inside the view with `key`, by index among its children.
    func ghosts(inside key: UInt64) -> [Ghost] { ghosts.filter { $0.parentKey == key } }

    /// A ghost's render node at the current time.
    func renderNode(of ghost: Ghost) -> RenderNode {
        var node = ghost.node
        node.apply(TransitionEffect(ghost.effect.sample(at: time), anchor: ghost.anchor))
        return node
    }
}

