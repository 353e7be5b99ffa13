import Foundation

/// How stacks (and a grid's columns and rows) share space among flexible children
/// (spec §3, steps 3–4): priority groups high first; within a group least flexible first
/// (stable; among infinitely flexible entries the larger minimum first); each entry is
/// proposed an equal share of what remains for its group (never below 0) and keeps its
/// answer; lower groups' minimums are reserved until their group starts; what remains may
/// go negative (OpenSwiftUI's rule, spec §9).
///
/// A stack distributes on every pass that asks it anew, so the distribution allocates
/// nothing: the entries come in and the shares go out through buffers the caller owns, and
/// the order is worked out in scratch memory (`withScratch`, Storage/CheckedBuffer.swift), and an order
/// already sorted is not sorted again. Arrays (the entries, the order, the shares, the
/// answers and the proposals made of the shares) would be allocated at every level of
/// nested stacks on every pass.
enum SpaceDistribution {
    struct Entry {
        let priority: Double
        let minimum: CGFloat
        let flexibility: CGFloat
    }

    /// Whether `a` goes before `b`: the order of the rule above, then the entries' order
    /// (so that the order is total, and any sort gives the one a stable sort gives).
    @inline(__always)
    private static func precedes(_ a: Int, _ b: Int, _ entries: CheckedElements<Entry>) -> Bool {
        let x = entries[a], y = entries[b]
        if x.priority != y.priority { return x.priority > y.priority }
        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
        if x.flexibility.isInfinite, x.minimum != y.minimum { return x.minimum > y.minimum }
        return a < b
    }

    /// The share of an entry when `remaining` is left for `left` entries: an equal part,
    /// never below 0 (NaN: 0). The one rule every stack and grid computes a share by, so a
    /// solution updated in place (Stacks/StackMemo.swift) gives a fresh one's numbers.
    @inline(__always)
    static func share(of remaining: CGFloat, among left: Int) -> CGFloat {
        let share = remaining / CGFloat(left)
        return share.isNaN ? 0 : Swift.max(share, 0)
    }

    /// Distributes `available` over `entries`: writes the share each entry was proposed to
    /// `shares` (when given) and what it answered (`answer(index, share)`) to `answers`
    /// (when given), each as long as `entries`.
    static func distribute(available: CGFloat, _ entries: CheckedElements<Entry>,
                           shares: CheckedBuffer<CGFloat>?, answers: CheckedBuffer<CGFloat>?,
                           answer: (Int, CGFloat) -> CGFloat) {
        let n = entries.count
        guard n > 0 else { return }
        withScratch(count: n, filledWith: 0) { order in
            for k in 0..<n { order[k] = k }
            // Entries already in order (rigid children, or ones equally flexible: the common
            // case) are not sorted.
            var sorted = true
            for k in 1..<n where precedes(order[k], order[k - 1], entries) {
                sorted = false
                break
            }
            if !sorted { order.sort { precedes($0, $1, entries) } }
            // The priority groups are the runs of `order` with one priority (highest first),
            // walked as ranges of it.
            func groupEnd(from start: Int) -> Int {
                let priority = entries[order[start]].priority
                var end = start + 1
                while end < n, entries[order[end]].priority == priority { end += 1 }
                return end
            }
            var remaining = available
            for k in groupEnd(from: 0)..<n { remaining -= entries[order[k]].minimum }
            var start = 0
            while start < n {
                let end = groupEnd(from: start)
                if start > 0 { for k in start..<end { remaining += entries[order[k]].minimum } }
                var left = end - start
                for k in start..<end {
                    let i = order[k]
                    let share = Self.share(of: remaining, among: left)
                    shares?[i] = share
                    let answered = answer(i, share)
                    answers?[i] = answered
                    remaining -= answered
                    left -= 1
                }
                start = end
            }
        }
    }

    /// What each entry answered (the grid's columns and rows).
    static func answers(available: CGFloat, _ entries: [Entry], answer: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
        var answers = [CGFloat](filledWith: 0, count: entries.count)
        answers.withCheckedBuffer { answers in
            entries.withCheckedElements { distribute(available: available, $0, shares: nil, answers: answers, answer: answer) }
        }
        return answers
    }
}
