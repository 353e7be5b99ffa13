import Foundation

/// How stacks (and a grid's columns and rows) share space among flexible children
/// (spec §3, steps 3–4): priority groups high first; within a group least flexible first
/// (stable; among infinitely flexible entries the larger minimum first); each entry is
/// proposed an equal share of what remains for its group (never below 0) and keeps its
/// answer; lower groups' minimums are reserved until their group starts; what remains may
/// go negative (OpenSwiftUI's rule, spec §9).
enum SpaceDistribution {
    struct Entry {
        let priority: Double
        let minimum: CGFloat
        let flexibility: CGFloat
    }

    /// The share each entry was proposed, and what it answered (`answer(index, share)`).
    static func distribute(available: CGFloat, _ entries: [Entry],
                           answer: (Int, CGFloat) -> CGFloat) -> (shares: [CGFloat], answers: [CGFloat]) {
        let order = entries.indices.sorted { a, b in
            let x = entries[a], y = entries[b]
            if x.priority != y.priority { return x.priority > y.priority }
            if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
            if x.flexibility.isInfinite, x.minimum != y.minimum { return x.minimum > y.minimum }
            return a < b
        }
        // The priority groups are the runs of `order` with one priority (highest first),
        // walked as ranges of it: a list of groups, an array of arrays, cost a lookup of
        // its storage's type in the runtime's metadata cache on every distribution (a
        // tenth of nested stacks' full pass: 9,017 → 8,069 a container).
        func groupEnd(from start: Int) -> Int {
            let priority = entries[order[start]].priority
            var end = start + 1
            while end < order.count, entries[order[end]].priority == priority { end += 1 }
            return end
        }
        var remaining = available
        if !order.isEmpty { for k in groupEnd(from: 0)..<order.count { remaining -= entries[order[k]].minimum } }
        var shares = [CGFloat](filledWith: 0, count: entries.count)
        var answers = [CGFloat](filledWith: 0, count: entries.count)
        var start = 0
        while start < order.count {
            let end = groupEnd(from: start)
            if start > 0 { for k in start..<end { remaining += entries[order[k]].minimum } }
            var left = end - start
            for k in start..<end {
                let i = order[k]
                var share = remaining / CGFloat(left)
                if share.isNaN { share = 0 }
                share = Swift.max(share, 0)
                shares[i] = share
                answers[i] = answer(i, share)
                remaining -= answers[i]
                left -= 1
            }
            start = end
        }
        return (shares, answers)
    }
}
