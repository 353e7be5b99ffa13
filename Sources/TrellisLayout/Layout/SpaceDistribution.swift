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
        var groups: [[Int]] = []
        for i in order {
            if let last = groups.last?.last, entries[last].priority == entries[i].priority {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        var remaining = available
        for group in groups.dropFirst() { for i in group { remaining -= entries[i].minimum } }
        var shares = [CGFloat](repeating: 0, count: entries.count)
        var answers = [CGFloat](repeating: 0, count: entries.count)
        for (g, group) in groups.enumerated() {
            if g > 0 { for i in group { remaining += entries[i].minimum } }
            var left = group.count
            for i in group {
                var share = remaining / CGFloat(left)
                if share.isNaN { share = 0 }
                share = Swift.max(share, 0)
                shares[i] = share
                answers[i] = answer(i, share)
                remaining -= answers[i]
                left -= 1
            }
        }
        return (shares, answers)
    }
}
