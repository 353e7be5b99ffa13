import Foundation

/// Everything a layout item keeps between passes, in one record: inline, its rigid
/// answer, what it inherits from its children, its last placement and its window origin;
/// out of line (``KeptAnswers``, held beside the record by the item), its answers by
/// proposal, its spacing and what its own algorithm worked out. Every kept answer of the
/// engine is here; ``LayoutItem/sizeThatFits(_:)`` is the one way to a size, and the other
/// answers are read and written through the item (`cache`, `keptAnswers`).
///
/// **The invalidation rule.** An item stands for a view subtree whose inputs (the views'
/// values, their environment) do not change while the item lives (`GraphNode.makeItems`
/// makes a new item when they do), so everything here is a function of those inputs and
/// of the children's answers, and holds while the item lives, except:
/// 1. **Content replaced in place** (`ContainerItem.update(subviews:)`, through
///    ``LayoutItem/forgetLayoutOfContent(children:added:plain:rigidWithChildren:)``): the
///    answers, the spacing and the placement go, and what the item inherits from its
///    children is worked out again; the algorithm's ``KeptAnswers/solution`` stays and is
///    updated for the changed subviews (`StackAlgorithm`), which the container lists.
/// 2. **Volatile items** (answers that depend on something outside the subtree: the safe
///    area, a scroll offset): the answers, spacing and solution hold for one pass
///    (``KeptAnswers/pass``); the first question of a later pass forgets them.
/// 3. **Dropped layout** (``LayoutItem/dropKeptLayout()``): everything is forgotten.
///
/// The inline part is a plain value (no references), read and written in place on the
/// hottest paths. So that the compiler can prove every access to it exclusive and check
/// none at run time, no access to it lasts across a call: writing it releases nothing,
/// and its functions work on copies (``forgettingContent()``), not in place.
struct LayoutCache {
    /// The one answer of a rigid item, once ``rigidity`` is ``Rigidity/answered``.
    var rigidAnswer = CGSize.zero
    /// The item's last placement: the size, the proposal and the mark of the pass that
    /// placed its children (see ``KeptPlacement``).
    var placement = KeptPlacement()
    /// The window origin as last worked out (`LayoutItem.windowOrigin`), valid while
    /// ``originStamp`` is the context's geometry stamp.
    var origin = CGPoint.zero
    /// The `LayoutContext.geometryStamp` for which ``origin`` holds (−1: none).
    var originStamp = -1
    var rigidity = Rigidity.unknown
    /// Whether the item or one below it is volatile (see rule 2).
    var volatility = Inherited.unknown
    /// Whether the item or one below it may set an explicit alignment guide
    /// (`LayoutItem.mayHaveExplicitAlignments`).
    var explicitness = Inherited.unknown

    /// Whether an item's answer is the same for every proposal (`LayoutItem.isRigid`).
    enum Rigidity: UInt8 {
        case unknown
        case flexible
        case rigid
        /// Rigid and not volatile, with its one answer in ``LayoutCache/rigidAnswer``.
        case answered

    }

    /// A property an item has when it or one of its children does, worked out once.
    enum Inherited: UInt8 {
        case unknown, no, yes
    }

    /// Rule 1, inline part: the rigid answer and the placement go (the item forgets the
    /// out-of-line answers but for the solution, ``KeptAnswers/forgetAnswers()``). What it
    /// inherits is for the caller to work out again.
    func forgettingContent() -> LayoutCache {
        var cache = self
        if cache.rigidity == .answered { cache.rigidity = .rigid }
        cache.placement.replaced = true
        return cache
    }

    /// Rule 3, inline part: everything goes (the item forgets the out-of-line answers
    /// too, their memory kept).
    func forgettingAll() -> LayoutCache {
        var cache = self
        if cache.rigidity == .answered { cache.rigidity = .rigid }
        cache.placement.mark = -1
        return cache
    }
}

/// An item's last placement (`LayoutItem.place(_:proposal:)`): a placement with the same
/// size and proposal leaves the subtree as it is.
struct KeptPlacement {
    /// The size the item was placed at.
    var size = CGSize.zero
    /// The placed proposal's lengths, NaN for nil (two optionals and their padding were 16
    /// bytes more in every item; a NaN length a layout placed with reads back as nil,
    /// which is what every view takes it for). Read through ``proposal`` and
    /// ``matches(_:)``.
    private var width = CGFloat.nan, height = CGFloat.nan
    /// The pass that placed the children (its mark, which they carry), −1 before the
    /// first placement or once forgotten: then no placement is kept.
    var mark = -1
    /// Set when the content was replaced in place, until the item is placed again: its
    /// placement is not kept, though its children's marks still hold.
    var replaced = false
    /// Set when an offset moved a subtree that places in window coordinates
    /// (`LayoutItem.translate(by:)`): its placement is not kept next time.
    var movedInWindow = false

    init() {}

    /// A placement at `size` for `proposal` that placed the children in pass `mark`.
    init(size: CGSize, proposal: ProposedViewSize, mark: Int) {
        self.size = size
        self.mark = mark
        self.proposal = proposal
    }

    /// The proposal of the last placement.
    var proposal: ProposedViewSize {
        get { ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height) }
        set {
            width = newValue.width ?? .nan
            height = newValue.height ?? .nan
        }
    }

    /// Whether `p` is exactly the proposal of the last placement (a NaN length matches
    /// nothing).
    @inline(__always) func matches(_ p: ProposedViewSize) -> Bool {
        let widthMatches: Bool
        if let w = p.width { widthMatches = w == width } else { widthMatches = width.isNaN }
        guard widthMatches else { return false }
        if let h = p.height { return h == height }
        return height.isNaN
    }
}

/// The answers an item keeps out of line (see ``LayoutCache``): its sizes by proposal, its
/// spacing, and its algorithm's solution. Made for an item when it first keeps one, so an
/// item whose answer is a trivial function of the proposal costs no memory.
///
/// **Sizes by proposal**: four slots in place (a stack probes a child at 0, ∞ and its
/// share, and places it at the share), more in an overflow list. Bounded across passes,
/// not within one: each answer is stamped with the last pass that stored or asked for it.
/// - Once the four slots are full, a new answer takes the place of the slot whose answer
///   is the oldest, if that answer is from before the previous pass (`replaceStaleSlot`).
///   This is the steady state of a window resized again and again, or of a flexible
///   sibling whose share every edit changes: a new proposal each pass, and the answers of
///   the last two passes kept (a window going back and forth between two sizes finds
///   both), in place, with no overflow list to grow.
/// - Otherwise the answer goes to the overflow list, and once the cache holds ``limit``
///   answers, storing another first drops those of earlier passes but the four asked for
///   most recently (`dropAnswers(before:)`).
///
/// Within a pass nothing is dropped: a nested stack asks for the same answers more than
/// once, and answers dropped there would be computed again at every level (exponential in
/// the depth).
///
/// A class: its item holds one reference, and the slots are written in place.
final class KeptAnswers {
    /// How many answers the cache holds before it drops those of earlier passes.
    static let limit = 8

    private var p0 = ProposedViewSize.unspecified, p1 = ProposedViewSize.unspecified
    private var p2 = ProposedViewSize.unspecified, p3 = ProposedViewSize.unspecified
    private var s0 = CGSize.zero, s1 = CGSize.zero, s2 = CGSize.zero, s3 = CGSize.zero
    /// The pass that last stored or asked for each slot's answer.
    private var t0: Int32 = 0, t1: Int32 = 0, t2: Int32 = 0, t3: Int32 = 0
    private(set) var count = 0
    private var overflow: [(proposal: ProposedViewSize, size: CGSize, pass: Int32)] = []
    /// For a volatile item: the pass whose answers these are (rule 2 of ``LayoutCache``).
    var pass = -1
    /// The item's spacing preferences (a container's, the union of its children's), once
    /// worked out.
    var spacing: ViewSpacing?
    /// What the item's own algorithm worked out beyond its size.
    var solution = KeptSolution.none

    /// The kept answers of a volatile item for pass `generation`: those of an earlier pass
    /// are forgotten first (rule 2 of ``LayoutCache``).
    @inline(__always) func beginPass(_ generation: Int) {
        guard pass != generation else { return }
        forgetAll()
        pass = generation
    }

    /// Forgets everything: the sizes, the spacing and the solution (rules 2 and 3 of
    /// ``LayoutCache``).
    func forgetAll() {
        forgetAnswers()
        forgetSolution()
    }

    /// Forgets the sizes and the spacing.
    func forgetAnswers() {
        count = 0
        overflow.removeAll(keepingCapacity: true)
        spacing = nil
    }

    /// Lets the solution match nothing (its memory stays for the next one).
    func forgetSolution() {
        switch solution {
        case .none: break
        case .stack(let memo): memo.invalidate()
        case .text: solution = .none
        }
    }

    /// The answer kept for `p`, noting that pass `pass` asked for it.
    func lookup(_ p: ProposedViewSize, pass: Int32) -> CGSize? {
        switch count {
        case 0: return nil
        case 1:
            if p.isExactly(p0) { t0 = pass; return s0 }
            return nil
        case 2:
            if p.isExactly(p0) { t0 = pass; return s0 }
            if p.isExactly(p1) { t1 = pass; return s1 }
            return nil
        case 3:
            if p.isExactly(p0) { t0 = pass; return s0 }
            if p.isExactly(p1) { t1 = pass; return s1 }
            if p.isExactly(p2) { t2 = pass; return s2 }
            return nil
        default:
            if p.isExactly(p0) { t0 = pass; return s0 }
            if p.isExactly(p1) { t1 = pass; return s1 }
            if p.isExactly(p2) { t2 = pass; return s2 }
            if p.isExactly(p3) { t3 = pass; return s3 }
            for i in overflow.indices where overflow[i].proposal.isExactly(p) {
                overflow[i].pass = pass
                return overflow[i].size
            }
            return nil
        }
    }

    /// Keeps `s` as the answer to `p`, computed in pass `pass`.
    func store(_ p: ProposedViewSize, _ s: CGSize, pass: Int32) {
        if count >= 4, replaceStaleSlot(p, s, pass) { return }
        if count >= Self.limit { dropAnswers(before: pass) }
        append(p, s, pass)
    }

    /// Puts the answer in the slot with the oldest answer, when that one is from before the
    /// previous pass; false when every slot's answer is from this pass or the previous one.
    private func replaceStaleSlot(_ p: ProposedViewSize, _ s: CGSize, _ pass: Int32) -> Bool {
        var slot = 0, oldest = t0
        if t1 < oldest { slot = 1; oldest = t1 }
        if t2 < oldest { slot = 2; oldest = t2 }
        if t3 < oldest { slot = 3; oldest = t3 }
        guard oldest < pass &- 1 else { return false }
        setEntry(slot, (p, s, pass))
        return true
    }

    private func append(_ p: ProposedViewSize, _ s: CGSize, _ pass: Int32) {
        switch count {
        case 0: p0 = p; s0 = s; t0 = pass
        case 1: p1 = p; s1 = s; t1 = pass
        case 2: p2 = p; s2 = s; t2 = pass
        case 3: p3 = p; s3 = s; t3 = pass
        default: overflow.append((p, s, pass))
        }
        count += 1
    }

    /// Drops the answers of earlier passes but the four asked for most recently
    /// (rare: once per few passes that each bring new proposals). Those of pass `pass`
    /// stay; so do the last few passes', so that a window going back and forth between
    /// two sizes finds both. In place, without allocating: the kept answers move to the
    /// front, in the order they are held (the order they were stored, but that an answer
    /// that took a slot's place holds that place).
    private func dropAnswers(before pass: Int32) {
        // The four newest stamps among earlier passes' answers, newest first (four is
        // `limit / 2`).
        let keepEarlier = 4
        var top = (Int32.min, Int32.min, Int32.min, Int32.min)
        for i in 0..<count {
            let t = entry(i).pass
            guard t != pass else { continue }
            if t > top.0 { top = (t, top.0, top.1, top.2) }
            else if t > top.1 { top = (top.0, t, top.1, top.2) }
            else if t > top.2 { top = (top.0, top.1, t, top.2) }
            else if t > top.3 { top.3 = t }
        }
        // An earlier answer stays if its stamp is newer than the fourth newest; of those
        // stamped with it, as many as leaves four (the first held).
        let threshold = top.3
        var newer = 0
        for i in 0..<count {
            let t = entry(i).pass
            if t != pass, t > threshold { newer += 1 }
        }
        var atThreshold = keepEarlier - newer
        var kept = 0
        for i in 0..<count {
            let e = entry(i)
            if e.pass != pass, e.pass <= threshold {
                guard e.pass == threshold, atThreshold > 0 else { continue }
                atThreshold -= 1
            }
            if kept != i { setEntry(kept, e) }
            kept += 1
        }
        count = kept
        let overflowKept = max(0, kept - 4)
        if overflow.count > overflowKept { overflow.removeLast(overflow.count - overflowKept) }
    }

    private func entry(_ i: Int) -> (proposal: ProposedViewSize, size: CGSize, pass: Int32) {
        switch i {
        case 0: return (p0, s0, t0)
        case 1: return (p1, s1, t1)
        case 2: return (p2, s2, t2)
        case 3: return (p3, s3, t3)
        default: return overflow[i - 4]
        }
    }

    private func setEntry(_ i: Int, _ e: (proposal: ProposedViewSize, size: CGSize, pass: Int32)) {
        switch i {
        case 0: (p0, s0, t0) = e
        case 1: (p1, s1, t1) = e
        case 2: (p2, s2, t2) = e
        case 3: (p3, s3, t3) = e
        default: overflow[i - 4] = e
        }
    }
}

/// What an item's own algorithm worked out beyond its size, kept under the rules of
/// ``LayoutCache``.
enum KeptSolution {
    case none
    /// A stack's solution for its last proposal (`StackAlgorithm.Memo`), which placing
    /// reuses and an update in place revises for the changed subviews.
    case stack(StackAlgorithm.Memo)
    /// A text's line layouts by proposal (`TextItem`), which drawing reuses.
    case text(TextLayouts)
}

/// A text's line layouts by proposal (see ``KeptSolution/text(_:)``).
final class TextLayouts {
    /// How many layouts are kept before all are dropped (a text proposed ever new widths,
    /// a window resized again and again).
    static let limit = 64
    var byProposal: [ProposedViewSize: TextLayoutEngine.Result] = [:]
}

extension ProposedViewSize {
    /// The same proposal with −0 as +0 (adding 0 turns −0 into +0 and changes nothing else).
    var withPositiveZeros: ProposedViewSize {
        ProposedViewSize(width: width.map { $0 + 0 }, height: height.map { $0 + 0 })
    }

    /// The same two dimensions (−0 as +0), compared inline.
    @inline(__always) func isExactly(_ other: ProposedViewSize) -> Bool {
        switch (width, other.width) {
        case (nil, nil): break
        case let (a?, b?) where a == b: break
        default: return false
        }
        switch (height, other.height) {
        case (nil, nil): return true
        case let (a?, b?): return a == b
        default: return false
        }
    }
}
