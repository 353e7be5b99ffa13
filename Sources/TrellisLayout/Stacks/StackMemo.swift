import Foundation

/// The stack algorithm's memo (``StackAlgorithm/Memo``): what a stack's container keeps of
/// its solution across passes, and how a solution is updated, rather than worked out anew,
/// when some subviews changed. The fresh algorithm is Algorithms/StackAlgorithm.swift; an
/// update gives the numbers a fresh solution would (the stack oracle of the tests checks
/// both against a plain version of the rule).
extension StackAlgorithm {
    /// A solution kept by the container item: valid for the same algorithm, subviews range
    /// and proposal (any proposal, for a rigid stack) while the subviews' answers do not
    /// change. The container keeps it as its kept solution, under the rules of
    /// ``LayoutCache`` (a volatile container's holds for one pass); a container updated in place
    /// lists the subviews that changed (`ContainerItem.changedSubviews`), and the solution
    /// is then updated rather than made anew where it can be: a rigid stack's by
    /// ``update(_:changed:_:_:)``, any other's, when the changed subviews' lengths stay, by
    /// ``updateKeepingLengths(_:changed:_:)``.
    ///
    /// A class: the container keeps one, and a pass reads it several times (each probe,
    /// the placement) and updates it in place. A value holding five arrays would be copied,
    /// its arrays retained, on each read, and moved out and back by each update.
    ///
    /// Code that asks the subviews (which in nested stacks reach the memos below) while it
    /// works on the memo's arrays takes them out first (``withArrays(_:)``): an access to a
    /// field held across that recursion would stay in the runtime's set of active
    /// accesses, which every access searches, so each level would make every access below
    /// it slower.
    ///
    /// A container keeps its memo object and the memory of its arrays from one solution to
    /// the next (``reset(axis:alignment:spacing:range:proposal:solution:storage:updatable:lengthsUpdatable:finite:lowest:)``):
    /// a stack proposed anew (a window resized, every pass of a stack in a stack whose
    /// share changed) allocates nothing, where a solution would otherwise make three
    /// allocations (the solution's entries, the guides, the memo) at every level of
    /// nested stacks on every pass.
    final class Memo {
        /// False once the container's layout was dropped (``invalidate()``): the memo
        /// matches no question, and only its memory is taken again.
        private(set) var isValid = true
        private(set) var axis: Axis, alignment: AlignmentKey, spacing: CGFloat? = nil
        private(set) var range = 0..<0
        var proposal = ProposedViewSize.zero
        var solution = Solution(size: .zero, children: [], minor: nil)
        /// For a rigid stack whose subviews have finite sizes (`updatable`), or a stack
        /// that is not rigid (`lengthsUpdatable`): each subview's guide on the minor axis and
        /// the gaps (for a stack that is not rigid, only adaptive ones), what updating the
        /// solution needs besides the sizes. Empty otherwise.
        var guides: [CGFloat] = [], gaps: [CGFloat] = [], updatable = false
        /// For a stack that is not rigid, over all its container's subviews: the entries
        /// its space was distributed by (empty without a proposal on the axis).
        var entries: [SpaceDistribution.Entry] = [], lengthsUpdatable = false
        /// Whether every entry's origin and size is finite (placing from the solution then
        /// needs no check of its own, see ``placeDirectly(in:_:_:)``).
        var finite = true
        /// The lowest of the subviews' negated guides: where the breadth starts.
        var lowest: CGFloat = 0
        /// The layout priority all subviews share: `.unknown` until an update asks.
        var priority = SharedPriority.unknown
        /// How many subviews, from the first, have the entry in the solution they had when
        /// the stack last placed them from it (see ``placeDirectly(in:_:_:)``): updates
        /// lower it, a placement raises it to all.
        var unchangedPrefix = 0
        /// Where the entries that may have changed since that placement end: those from
        /// here on have theirs too (a height changed in a row, whose lengths stay). Updates
        /// raise it, a placement lowers it to 0; a new solution: all may have changed.
        var changedEnd = Int.max
        /// The container's placement mark and bounds when it last placed the subviews from
        /// this solution (−1: not placed from it).
        var placedMark = -1, placedBounds = CGRect.null

        /// A memo of the solution whose arrays are in `storage` (taken: `storage` is left
        /// empty; the arrays are moved, not retained).
        init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, range: Range<Int>, proposal: ProposedViewSize,
             solution: Solution, storage: inout Storage, updatable: Bool, lengthsUpdatable: Bool, finite: Bool, lowest: CGFloat) {
            (self.axis, self.alignment) = (axis, alignment)
            reset(axis: axis, alignment: alignment, spacing: spacing, range: range, proposal: proposal, solution: solution,
                  storage: &storage, updatable: updatable, lengthsUpdatable: lengthsUpdatable, finite: finite, lowest: lowest)
        }

        /// Makes this the memo of a new solution (``init`` makes a memo so): every field is
        /// set, those a solution does not give to their first values.
        func reset(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, range: Range<Int>, proposal: ProposedViewSize,
                   solution: Solution, storage: inout Storage, updatable: Bool, lengthsUpdatable: Bool, finite: Bool, lowest: CGFloat) {
            (self.axis, self.alignment, self.spacing, self.range, self.proposal) = (axis, alignment, spacing, range, proposal)
            (self.solution, self.updatable) = (solution, updatable)
            (self.lengthsUpdatable, self.finite, self.lowest) = (lengthsUpdatable, finite, lowest)
            (isValid, priority, unchangedPrefix, changedEnd, placedMark, placedBounds) = (true, .unknown, 0, .max, -1, .null)
            take(&storage)
        }

        /// Swaps the storage's guides, gaps and entries in (the solution holds the entries).
        private func take(_ storage: inout Storage) {
            swap(&guides, &storage.guides)
            swap(&gaps, &storage.gaps)
            swap(&entries, &storage.entries)
        }

        /// Runs `body` with the solution's entries, the guides and the gaps moved out of the
        /// memo into locals, and puts them back after (no copy: the arrays are swapped).
        /// Meanwhile the memo holds empty arrays, so `body` must not read them through it.
        func withArrays<R>(_ body: (inout [Solution.Entry], inout [CGFloat], inout [CGFloat]) -> R) -> R {
            var children: [Solution.Entry] = [], guides: [CGFloat] = [], gaps: [CGFloat] = []
            swap(&children, &solution.children)
            swap(&guides, &self.guides)
            swap(&gaps, &self.gaps)
            defer {
                swap(&children, &solution.children)
                swap(&guides, &self.guides)
                swap(&gaps, &self.gaps)
            }
            return body(&children, &guides, &gaps)
        }

        /// Lets the memo match no question until it is reset (its container's layout was
        /// dropped); its memory stays for the next solution.
        func invalidate() {
            isValid = false
            placedMark = -1
        }

        /// The memo's arrays, for a new solution to be written into (their memory kept);
        /// the memo holds none of them until it is reset.
        func takeStorage() -> Storage {
            var storage = Storage()
            swap(&storage.children, &solution.children)
            swap(&storage.guides, &guides)
            swap(&storage.gaps, &gaps)
            swap(&storage.entries, &entries)
            return storage
        }
    }

    /// The arrays a solution is written into (``compute(_:_:rigid:keepEntries:into:)``) and
    /// a memo keeps: a memo's, taken for its next solution, or new ones.
    struct Storage {
        var children: [Solution.Entry] = []
        var guides: [CGFloat] = []
        var gaps: [CGFloat] = []
        var entries: [SpaceDistribution.Entry] = []
    }

    enum SharedPriority: Equatable {
        case unknown, mixed
        case shared(Double)
    }

    /// The memo of the subviews' container, holding the solution for `proposal`: the one
    /// it held, that one updated for the subviews that changed, or a new one. Nil for
    /// subviews of no container (a dry run's).
    ///
    /// The container is asked through its subviews' checked link (`ContainerLink`):
    /// subviews kept past their container's life find none and are solved without a memo.
    func memo(solving proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Memo? {
        guard let container = subviews.storage.container else { return nil }
        // A rigid stack's solution is the same for every proposal (its children's
        // proposals then do not matter either: they are rigid).
        let whole = subviews.range == container.subviews.range
        let rigid = whole && container.isRigid
        if let m = container.stackMemo, m.isValid, rigid || m.proposal == proposal, m.range == subviews.range,
           m.axis == axis, m.alignment == alignment, m.spacing == spacing,
           container.changedSubviews.isEmpty || update(m, container, rigid: rigid, proposal, subviews) {
            return m
        }
        let lengthsUpdatable = whole && !rigid
        // The memo's memory is taken for the new solution (the memo, let go of by the
        // container meanwhile, is then reset with it).
        let memo = container.stackMemo
        let reusable = lengthsUpdatable && !container.isVolatile
            && memo.map { entriesReusable($0, proposal, subviews) } == true
        container.stackMemo = nil
        var storage = memo?.takeStorage() ?? Storage()
        let (solution, lowest, finite) = compute(proposal, subviews, rigid: rigid, keepEntries: lengthsUpdatable,
                                                 reusingEntriesBut: reusable ? container.changedSubviews : nil, into: &storage)
        let updatable = rigid && solution.children.allSatisfy { $0.size.width.isFinite && $0.size.height.isFinite }
        // Updating a stack that is not rigid compares the adaptive gaps; explicit ones are
        // the spacing.
        if !(updatable || lengthsUpdatable) { storage.guides = [] }
        if !(updatable || (lengthsUpdatable && spacing == nil)) { storage.gaps = [] }
        if whole { container.changedSubviews.empty() }
        let kept: Memo
        if let memo {
            memo.reset(axis: axis, alignment: alignment, spacing: spacing, range: subviews.range, proposal: proposal,
                       solution: solution, storage: &storage, updatable: updatable, lengthsUpdatable: lengthsUpdatable, finite: finite, lowest: lowest)
            kept = memo
        } else {
            kept = Memo(axis: axis, alignment: alignment, spacing: spacing, range: subviews.range, proposal: proposal,
                        solution: solution, storage: &storage, updatable: updatable,
                        lengthsUpdatable: lengthsUpdatable, finite: finite, lowest: lowest)
        }
        container.stackMemo = kept
        return kept
    }

    /// Whether the distribution entries `m` keeps (each subview's priority and lengths
    /// proposed 0 and ∞, ``Memo/entries``) hold for `proposal`, but for the container's
    /// changed subviews: they were worked out for the container's subviews (`compute`
    /// takes them when there is one for each), for a proposal with a length on the axis
    /// and the same breadth. The lengths proposed 0
    /// and ∞ do not depend on the proposal's length, so a stack proposed another length (a
    /// window resized) or whose subviews changed asks again only the changed ones (with
    /// `compute`'s `reusingEntriesBut`); the others' answers are what they were (the
    /// caller checks the container is not volatile). A memo whose layout was dropped
    /// (invalid) keeps none.
    private func entriesReusable(_ m: Memo, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        m.isValid && m.lengthsUpdatable && m.axis == axis && m.range == subviews.range
            && m.proposal[axis] != nil && proposal[axis] != nil && m.proposal[axis.other] == proposal[axis.other]
    }

    /// Updates the memo `m`, which matched the question, for the container's changed
    /// subviews (``update(_:changed:_:_:)``, ``updateOne(_:changed:_:_:)``,
    /// ``updateKeepingLengths(_:changed:_:)``); false when it cannot be (a new solution is
    /// worked out). Out of line: a pass that changed nothing never comes here, and inlined,
    /// it would make the match's closure, which every pass runs, a call of its own.
    @inline(never)
    private func update(_ m: Memo, _ container: ContainerItem, rigid: Bool, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        guard rigid ? m.updatable : m.lengthsUpdatable else { return false }
        // The list taken out, and given back emptied (its memory kept for the next
        // update's list, see `ContainerItem.changedList`) when the solution is
        // updated, as it was otherwise. (The memo stays the container's: one that
        // fails to update is reset, its memory taken for the new solution.)
        var changed: [Int] = []
        swap(&changed, &container.changedSubviews)
        let updated = !rigid ? updateKeepingLengths(m, changed: changed, subviews)
            : subviews.count == 1 ? updateOne(m, changed: changed, proposal, subviews) : update(m, changed: changed, proposal, subviews)
        if updated { changed.empty() }
        swap(&changed, &container.changedSubviews)
        return updated
    }

    /// Updates the solution (``Memo``) of a stack that is not rigid, for the proposal of
    /// last time, after the subviews at `changed` changed, when what decides the lengths
    /// stayed: every changed subview has the gaps next to it, the priority, the lengths
    /// proposed 0 and ∞ (so the distribution takes the subviews in the same order, with
    /// the same minimums reserved) and the length at its share that it had. Each share
    /// depends only on the lengths of the subviews before it in that order, so every
    /// share, length and position is the one kept: only the changed subviews' sizes and
    /// guides are asked again, and the breadth is worked out again from the guides (a
    /// change of height in a row of flexible views). Returns false, leaving the rest to
    /// `compute`, when anything of that changed.
    private func updateKeepingLengths(_ m: Memo, changed: [Int], _ subviews: LayoutSubviews) -> Bool {
        let n = subviews.count
        guard m.solution.children.count == n, m.guides.count == n, spacing != nil || m.gaps.count == n - 1,
              m.proposal[axis] == nil || m.entries.count == n, spacing?.isFinite ?? true,
              let firstChanged = changed.min(), let lastChanged = changed.max(), firstChanged >= 0, lastChanged < n else { return false }
        let start = subviews.startIndex, minor = m.proposal[axis.other], axis = self.axis, alignment = self.alignment
        if spacing == nil {
            for k in changed {
                if k > 0, adaptiveGap(subviews, after: start + k - 1) != m.gaps[k - 1] { return false }
                if k < n - 1, adaptiveGap(subviews, after: start + k) != m.gaps[k] { return false }
            }
        }
        let distributed = m.proposal[axis] != nil
        let entries = m.entries
        let kept = subviews.storage.withSubviews { s in m.withArrays { children, guides, _ in
            children.withCheckedBuffer { children in
                guides.withCheckedBuffer { guides in
                    for k in changed {
                        if distributed {
                            let e = entry(s, start + k, minor), old = entries[k]
                            guard e.priority == old.priority, e.minimum == old.minimum, e.flexibility == old.flexibility else { return false }
                        }
                        let old = children[k]
                        let p = ProposedViewSize(axis, major: old.share, minor: minor)
                        let (size, guide) = s.sizeAndGuide(start + k, p, alignment)
                        guard size[axis] == old.size[axis], size.width.isFinite, size.height.isFinite else { return false }
                        children[k].size = size
                        guides[k] = guide
                    }
                    return true
                }
            }
        } }
        guard kept else { return false }
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        let oldLowest = m.lowest
        let offsetsFinite = m.solution.children.withCheckedBuffer { children in
            m.guides.withCheckedElements { guides in
                for i in 0..<n {
                    lowest = Swift.min(lowest, -guides[i])
                    highest = Swift.max(highest, -guides[i] + children[i].size[axis.other])
                }
                // Where the breadth starts stayed: only the changed subviews' offsets are new.
                guard lowest == oldLowest else { return Self.writeBreadthOffsets(children, guides, lowest: lowest, from: 0, axis: axis) }
                var finite = true
                for k in changed {
                    let offset = -guides[k] - lowest
                    if !offset.isFinite { finite = false }
                    children[k].origin[axis.other] = offset
                }
                return finite
            }
        }
        m.solution.size[axis.other] = highest - lowest
        m.unchangedPrefix = Swift.min(m.unchangedPrefix, lowest == oldLowest ? firstChanged : 0)
        m.changedEnd = Swift.max(m.changedEnd, lowest == oldLowest ? lastChanged + 1 : Int.max)
        m.lowest = lowest
        // The entries not written keep what they were (an infinite one, or an infinite
        // offset, made `finite` false: it stays so).
        m.finite = m.finite && offsetsFinite && (highest - lowest).isFinite
        return true
    }

    /// Updates a rigid stack's solution (``Memo``) after the subviews at `changed` were
    /// replaced: only they are asked their size and guide again. Every subview is rigid with
    /// a finite size, so none is flexible, and with one priority the shares go in order: the
    /// shares, positions and breadth are then arithmetic over the kept sizes, done in the
    /// order and with the operations of ``compute(_:_:rigid:shares:into:)`` and the space distribution,
    /// so the numbers are the ones a new solution gives. (A kept subview's guide is the one
    /// it gave for its earlier share: a rigid view's guides, like its size, do not depend
    /// on the proposal.) Returns false, leaving the rest to `compute`, when a changed
    /// subview breaks those conditions or the spacing is not finite (whose diagnostic
    /// `compute` reports).
    ///
    /// For the proposal of last time, the entries before the first changed subview (and its
    /// gap) stay as they are: a share depends only on the sizes before it. What the walk
    /// needs of them is summed without writing them, and their breadth offsets are written
    /// only if the breadth's start moved (``Memo/unchangedPrefix``).
    private func update(_ m: Memo, changed: [Int], _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        let n = subviews.count
        guard m.solution.children.count == n, m.guides.count == n, spacing != nil || m.gaps.count == n - 1,
              spacing?.isFinite ?? true else { return false }
        let start = subviews.startIndex
        // (One changed subview, on the path of a change in nested stacks, is not copied.)
        let changed = changed.count < 2 ? changed : changed.sorted()
        guard let firstChanged = changed.first, firstChanged >= 0, changed.last! < n else { return false }
        if m.priority == .unknown {
            // Asked once of every subview; later updates ask the changed ones.
            let first = subviews[start].priority
            m.priority = subviews.allSatisfy { $0.priority == first } ? .shared(first) : .mixed
        }
        guard case .shared(let priority) = m.priority,
              subviews.storage.withSubviews({ s in changed.allSatisfy { s.priority(start + $0) == priority } }) else { return false }
        if spacing == nil {
            for k in changed {
                if k > 0 { m.gaps[k - 1] = adaptiveGap(subviews, after: start + k - 1) }
                if k < n - 1 { m.gaps[k] = adaptiveGap(subviews, after: start + k) }
            }
        }
        // The entries before `from` are those of last time: the walk starts at the one
        // before the first changed subview (whose gap after it may have changed).
        let sameProposal = proposal == m.proposal
        let from = sameProposal ? Swift.max(firstChanged - 1, 0) : 0
        let available = proposal[axis], minor = proposal[axis.other]
        var remaining = (available ?? 0) - m.gaps.reduce(0, +)
        var left = n
        var position: CGFloat = 0
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        var next = 0
        let axis = self.axis, alignment = self.alignment
        let oldLowest = m.lowest
        var offsetsFinite = true
        var written = 0
        // Where the walk below stops writing entries.
        var end = n
        let keptLength = m.solution.size[axis]
        let finite = m.withArrays { children, guides, gaps in guides.withCheckedBuffer { guides in
            gaps.withCheckedElements { gaps in
                children.withCheckedBuffer { children in
                    // The kept entries: what the walk below would compute and write again.
                    if axis == .horizontal {
                        Self.accumulate(0..<from, children, guides, horizontal: true, &lowest, &highest, &remaining)
                    } else {
                        Self.accumulate(0..<from, children, guides, horizontal: false, &lowest, &highest, &remaining)
                    }
                    left -= from
                    if from > 0 { position = children[from].origin[axis] }
                    // One walk in order: a child's share depends only on the sizes before
                    // it, so a changed child is asked when the walk reaches it. Past the
                    // last changed child, when no changed child's length changed for the
                    // proposal of last time, every share, size and position is the one
                    // kept: only the breadth is worked out from there on (a change of
                    // height in a row).
                    let lastChanged = changed.last!
                    var lengthsKept = sameProposal
                    for i in from..<n {
                        if i > lastChanged, lengthsKept {
                            end = i
                            break
                        }
                        var share: CGFloat?
                        if available != nil { share = SpaceDistribution.share(of: remaining, among: left) }
                        let p = ProposedViewSize(axis, major: share, minor: minor)
                        var size = children[i].size
                        if next < changed.count, changed[next] == i {
                            while next < changed.count, changed[next] == i { next += 1 }
                            let old = size[axis]
                            (size, guides[i]) = subviews.storage.withSubviews { $0.sizeAndGuide(start + i, p, alignment) }
                            guard size.width.isFinite, size.height.isFinite else { return false }
                            if size[axis] != old { lengthsKept = false }
                        }
                        remaining -= size[axis]
                        left -= 1
                        let guide = guides[i]
                        lowest = Swift.min(lowest, -guide)
                        highest = Swift.max(highest, -guide + size[axis.other])
                        children[i] = Solution.Entry(origin: CGPoint(axis, major: position, minor: 0), size: size, share: share)
                        position += size[axis]
                        if i < n - 1 { position += gaps[i] }
                    }
                    if end < n {
                        // The kept entries' breadth, and the length of last time.
                        var unused: CGFloat = 0
                        if axis == .horizontal {
                            Self.accumulate(end..<n, children, guides, horizontal: true, &lowest, &highest, &unused)
                        } else {
                            Self.accumulate(end..<n, children, guides, horizontal: false, &lowest, &highest, &unused)
                        }
                        position = keptLength
                    }
                    written = lowest == oldLowest ? from : 0
                    offsetsFinite = Self.writeBreadthOffsets(children, guides.elements, lowest: lowest, from: written, axis: axis)
                    return true
                }
            }
        } }
        guard finite else { return false }
        m.solution.size = CGSize(axis, major: position, minor: highest - lowest)
        m.solution.minor = minor
        m.proposal = proposal
        m.unchangedPrefix = Swift.min(m.unchangedPrefix, lowest == oldLowest ? from : 0)
        // The entries from `end` on were not written (their offsets, with the breadth
        // starting where it did, are written as they were).
        m.changedEnd = Swift.max(m.changedEnd, lowest == oldLowest ? end : Int.max)
        m.lowest = lowest
        // The entries not written keep what they were; the sizes are finite (`updatable`).
        m.finite = (written == 0 || m.finite) && offsetsFinite && position.isFinite
        return true
    }

    /// ``update(_:changed:_:_:)`` for a rigid stack of one subview (a stack around one view:
    /// each level of nested stacks): the subview is asked again for the whole proposal
    /// and its entry written at the origin, with the operations the general update does
    /// for one subview (its share ``SpaceDistribution/share(of:among:)`` of all), so the
    /// numbers are the ones a new solution gives. One subview has no gaps, and its share
    /// does not depend on its priority, which is not asked (the memo forgets the one it
    /// knew: a later update asks again). The general walk, with its checks, sums and
    /// closures, would run for one entry on every level of a change in nested stacks.
    private func updateOne(_ m: Memo, changed: [Int], _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        guard m.solution.children.count == 1, m.guides.count == 1, spacing?.isFinite ?? true,
              changed.allSatisfy({ $0 == 0 }) else { return false }
        let axis = self.axis
        var share: CGFloat?
        if let available = proposal[axis] { share = SpaceDistribution.share(of: available, among: 1) }
        let p = ProposedViewSize(axis, major: share, minor: proposal[axis.other])
        let (size, guide) = subviews.storage.withSubviews { $0.sizeAndGuide(subviews.startIndex, p, alignment) }
        guard size.width.isFinite, size.height.isFinite else { return false }
        // (As the walk has them: a NaN guide leaves the breadth's ends where they start.)
        let lowest = Swift.min(CGFloat.infinity, -guide), highest = Swift.max(-CGFloat.infinity, -guide + size[axis.other])
        let offset = -guide - lowest, length: CGFloat = 0 + size[axis]
        var origin = CGPoint(axis, major: 0, minor: 0)
        origin[axis.other] = offset
        m.guides[0] = guide
        m.solution.children[0] = Solution.Entry(origin: origin, size: size, share: share)
        m.solution.size = CGSize(axis, major: length, minor: highest - lowest)
        m.solution.minor = proposal[axis.other]
        m.proposal = proposal
        m.priority = .unknown
        m.unchangedPrefix = 0
        m.changedEnd = Swift.max(m.changedEnd, lowest == m.lowest ? 1 : Int.max)
        m.lowest = lowest
        m.finite = offset.isFinite && length.isFinite
        return true
    }

    /// Widens `lowest` and `highest` over the entries in `range` (their breadth, each
    /// guide lined up) and takes their lengths from `remaining`: the walk over the kept
    /// entries of ``update(_:changed:_:_:)``. Called with the axis decided once for the
    /// loop (`horizontal`, a constant where it is inlined), as ``writeBreadthOffsets`` is,
    /// rather than asked for each entry: the walk runs over every kept leaf of a row when
    /// one leaf's height changes.
    @inline(__always)
    private static func accumulate(_ range: Range<Int>, _ children: CheckedBuffer<Solution.Entry>,
                                   _ guides: CheckedBuffer<CGFloat>, horizontal: Bool,
                                   _ lowest: inout CGFloat, _ highest: inout CGFloat, _ remaining: inout CGFloat) {
        for i in range {
            let size = children[i].size, guide = guides[i]
            remaining -= horizontal ? size.width : size.height
            lowest = Swift.min(lowest, -guide)
            highest = Swift.max(highest, -guide + (horizontal ? size.height : size.width))
        }
    }

    /// Places the subviews of a stack's container straight from the solution: the frames
    /// ``place(in:_:_:)`` records and the container then resolves (anchored at the top
    /// leading corner; mirrored inside `bounds` right to left), without the record. Returns
    /// false, placing nothing, when a frame is not finite: the record's way reports such a
    /// subview and centres it.
    ///
    /// When the container last placed the subviews from this solution, at the same origin
    /// (and, right to left, within the same width), and it was updated since, the subviews whose
    /// entries did not change, before and after those that may have
    /// (``Memo/unchangedPrefix``, ``Memo/changedEnd``), are left as they are: the
    /// container keeps the mark of that placement, which they carry
    /// (`LayoutItem.continuePlacementMarks(_:)`). Not for a container whose subtree is
    /// placed anew each pass (volatile) or in window coordinates.
    func placeDirectly(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Bool {
        // (Subviews of a container, always here.)
        guard let memo = memo(solving: placementProposal(proposal, bounds), subviews),
              let container = subviews.storage.container else { return false }
        return placeDirectly(in: bounds, subviews, memo, container)
    }

    private func placeDirectly(in bounds: CGRect, _ subviews: LayoutSubviews, _ m: Memo, _ container: ContainerItem) -> Bool {
        let mirrored = subviews.layoutDirection == .rightToLeft
        let count = m.solution.children.count
        var from = 0, to = count
        let whole = subviews.range == container.subviews.range
        // Finite entries in bounds at the origin (own coordinates) make finite frames.
        let checked = whole && m.finite && bounds.origin == .zero
        if whole, m.placedMark >= 0, m.unchangedPrefix > 0 || m.changedEnd < count,
           m.placedBounds.origin == bounds.origin, !mirrored || m.placedBounds.width == bounds.width,
           !container.isVolatile, !container.dependsOnOrigin {
            from = Swift.min(m.unchangedPrefix, count)
            to = Swift.max(from, Swift.min(m.changedEnd, count))
        }
        let start = subviews.startIndex, axis = self.axis
        let minor = m.solution.minor
        // (Taken out of the memo, as the updates do: read as a value, the memo's array
        // would be retained and released around the walk, and an access held would last
        // across the placements below. Placing a subview places inside it; nothing asks
        // this stack's solution meanwhile.)
        let placed = m.withArrays { children, _, _ in children.withCheckedBuffer { children in
            if !checked {
                for c in children[from..<to] {
                    guard (bounds.minX + c.origin.x).isFinite, (bounds.minY + c.origin.y).isFinite,
                          c.size.width.isFinite, c.size.height.isFinite else { return false }
                }
            }
            if from > 0 || to < count, m.placedMark >= 0 { container.continuePlacementMarks(m.placedMark) }
            subviews.storage.withSubviews { s in
                @inline(__always) func frame(_ c: Solution.Entry) -> CGRect {
                    var frame = CGRect(x: bounds.minX + c.origin.x, y: bounds.minY + c.origin.y, width: c.size.width, height: c.size.height)
                    if mirrored { frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX) }
                    return frame
                }
                // Each subview an item (the common case): the items asked straight, with
                // no question per subview of which it is.
                guard s.storage != nil else {
                    for offset in from..<to {
                        let c = children[offset]
                        s.items[start + offset].place(frame(c), proposal: ProposedViewSize(axis, major: c.share, minor: minor))
                    }
                    return
                }
                for offset in from..<to {
                    let c = children[offset]
                    s.place(start + offset, frame(c), proposal: ProposedViewSize(axis, major: c.share, minor: minor))
                }
            }
            return true
        } }
        guard placed else {
            m.placedMark = -1
            return false
        }
        if whole {
            m.placedMark = container.placementMark
            m.placedBounds = bounds
            m.unchangedPrefix = count
            m.changedEnd = 0
        }
        return true
    }
}
