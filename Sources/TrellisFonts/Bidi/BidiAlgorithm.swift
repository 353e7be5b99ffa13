import Foundation

/// The Unicode Bidirectional Algorithm (UAX #9, Unicode 15): explicit embeddings,
/// overrides and isolates (X1–X10), weak and neutral types (W1–W7, N0 paired brackets,
/// N1–N2), implicit levels (I1–I2), line-level resets (L1) and reordering (L2).
///
/// Characters removed by rule X9 (embedding/override controls, PDF, BN) get no
/// resolved level of their own: ``Result/levels`` holds nil for them, and they are left
/// out of ``Result/visualOrder(lineRange:)``. Checked against Unicode's BidiTest.txt and
/// BidiCharacterTest.txt (Debian `unicode-data`) in `BidiConformanceTests`.
public enum BidiAlgorithm {
    /// The resolved paragraph.
    public struct Result: Sendable {
        /// Paragraph embedding level (0 = left to right, 1 = right to left).
        public let paragraphLevel: Int
        /// Embedding level per input character (nil for X9-removed characters), after L1
        /// for a line covering the whole input.
        public let levels: [Int?]

        /// Indices of the non-removed characters of `lineRange` in display order (rule L2).
        public func visualOrder(lineRange: Range<Int>? = nil) -> [Int] {
            let range = lineRange ?? 0..<levels.count
            var items: [(index: Int, level: Int)] = range.compactMap { i in levels[i].map { (i, $0) } }
            guard let maxLevel = items.map(\.level).max() else { return [] }
            let minOdd = items.map(\.level).filter { $0 % 2 == 1 }.min() ?? (maxLevel + 1)
            var level = maxLevel
            while level >= minOdd && level > 0 {
                var i = 0
                while i < items.count {
                    if items[i].level >= level {
                        var j = i
                        while j < items.count && items[j].level >= level { j += 1 }
                        items[i..<j].reverse()
                        i = j
                    } else { i += 1 }
                }
                level -= 1
            }
            return items.map(\.index)
        }
    }

    static let maxDepth = 125

    /// Resolves `text` as one paragraph. `paragraphLevel` 0 or 1 forces the direction;
    /// nil applies rules P2–P3 (first strong character, isolates skipped; none → 0).
    public static func resolve(_ text: String, paragraphLevel: Int? = nil) -> Result {
        let scalars = Array(text.unicodeScalars)
        return resolve(types: scalars.map(BidiClass.init), scalars: scalars, paragraphLevel: paragraphLevel)
    }

    /// Resolves bidi classes (and, for rule N0, the characters; omit them for class-only input).
    public static func resolve(types initial: [BidiClass], scalars: [Unicode.Scalar]? = nil,
                               paragraphLevel requested: Int? = nil) -> Result {
        let n = initial.count
        let matchingPDI = computeMatchingPDI(initial)
        let paragraphLevel = requested.map { $0 == 1 ? 1 : 0 } ?? firstStrongLevel(initial, from: 0, to: n, matchingPDI: matchingPDI) ?? 0
        var types = initial
        var levels = [Int](repeating: paragraphLevel, count: n)
        var removed = [Bool](repeating: false, count: n)

        // X1–X8.
        struct Entry { var level: Int; var override: BidiClass?; var isolate: Bool }
        var stack = [Entry(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        for i in 0..<n {
            let t = initial[i]
            switch t {
            case .RLE, .LRE, .RLO, .LRO:
                removed[i] = true
                levels[i] = stack.last!.level
                let top = stack.last!.level
                let newLevel = (t == .RLE || t == .RLO) ? (top + 1) | 1 : (top + 2) & ~1
                if newLevel <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    stack.append(Entry(level: newLevel, override: t == .RLO ? .R : t == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[i] = stack.last!.level
                if let o = stack.last!.override { types[i] = o }
                var isRTL = t == .RLI
                if t == .FSI {
                    let end = matchingPDI[i] ?? n
                    isRTL = firstStrongLevel(initial, from: i + 1, to: end, matchingPDI: matchingPDI) == 1
                }
                let top = stack.last!.level
                let newLevel = isRTL ? (top + 1) | 1 : (top + 2) & ~1
                if newLevel <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Entry(level: newLevel, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack.last!.isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                levels[i] = stack.last!.level
                if let o = stack.last!.override { types[i] = o }
            case .PDF:
                removed[i] = true
                levels[i] = stack.last!.level
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !stack.last!.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .B:
                levels[i] = paragraphLevel
                stack = [Entry(level: paragraphLevel, override: nil, isolate: false)]
                overflowIsolates = 0; overflowEmbeddings = 0; validIsolates = 0
            case .BN:
                removed[i] = true
                levels[i] = stack.last!.level
            default:
                levels[i] = stack.last!.level
                if let o = stack.last!.override { types[i] = o }
            }
        }

        // X10: level runs of kept characters, chained into isolating run sequences.
        let kept = (0..<n).filter { !removed[$0] }
        var runs: [[Int]] = []
        for i in kept {
            if let last = runs.last?.last, levels[last] == levels[i] { runs[runs.count - 1].append(i) } else { runs.append([i]) }
        }
        var initiatorOfPDI: [Int: Int] = [:]
        for (i, m) in matchingPDI.enumerated() { if let m { initiatorOfPDI[m] = i } }
        var runOfStart: [Int: Int] = [:]
        for (k, r) in runs.enumerated() { runOfStart[r[0]] = k }
        var sequences: [[Int]] = []
        for (k, run) in runs.enumerated() {
            let first = run[0]
            if initial[first] == .PDI, initiatorOfPDI[first] != nil { continue }
            var seq = run
            var current = k
            while let last = runs[current].last, [.LRI, .RLI, .FSI].contains(initial[last]),
                  let pdi = matchingPDI[last], let next = runOfStart[pdi] {
                seq += runs[next]
                current = next
            }
            _ = current
            sequences.append(seq)
        }

        var prevKept = [Int?](repeating: nil, count: n), nextKept = [Int?](repeating: nil, count: n)
        var lastSeen: Int?
        for i in 0..<n { prevKept[i] = lastSeen; if !removed[i] { lastSeen = i } }
        lastSeen = nil
        for i in stride(from: n - 1, through: 0, by: -1) { nextKept[i] = lastSeen; if !removed[i] { lastSeen = i } }

        let explicitLevels = levels
        for seq in sequences {
            let level = explicitLevels[seq[0]]
            let before = prevKept[seq[0]].map { explicitLevels[$0] } ?? paragraphLevel
            let lastIndex = seq.last!
            let after: Int
            if [.LRI, .RLI, .FSI].contains(initial[lastIndex]) {
                after = paragraphLevel
            } else {
                after = nextKept[lastIndex].map { explicitLevels[$0] } ?? paragraphLevel
            }
            let sos: BidiClass = max(before, level) % 2 == 1 ? .R : .L
            let eos: BidiClass = max(after, level) % 2 == 1 ? .R : .L
            resolveSequence(seq, types: &types, initial: initial, scalars: scalars, level: level, sos: sos, eos: eos)
            // I1–I2.
            for i in seq {
                let t = types[i]
                if level % 2 == 0 {
                    if t == .R { levels[i] += 1 } else if t == .AN || t == .EN { levels[i] += 2 }
                } else if t == .L || t == .EN || t == .AN {
                    levels[i] += 1
                }
            }
        }

        // L1 on the original types: separators, and whitespace/isolate controls before them
        // and at the end of the line, go to the paragraph level.
        var trailing = true
        for i in stride(from: n - 1, through: 0, by: -1) {
            let t = initial[i]
            if t == .B || t == .S {
                levels[i] = paragraphLevel
                trailing = true
            } else if t == .WS || t == .FSI || t == .LRI || t == .RLI || t == .PDI || removed[i] {
                if trailing { levels[i] = paragraphLevel }
            } else {
                trailing = false
            }
        }
        return Result(paragraphLevel: paragraphLevel, levels: (0..<n).map { removed[$0] ? nil : levels[$0] })
    }

    /// Whether the first strong character of `text` (P2–P3, isolates skipped) is R or AL;
    /// nil when there is none.
    ///
    /// One pass that stops at the first strong character (the whole text is not
    /// classified first): an isolate is skipped by counting initiators and PDIs, which finds
    /// BD9's matching PDI; an isolate left open at a paragraph separator or at the end has
    /// none, and the answer is nil, as in ``firstStrongLevel(_:from:to:matchingPDI:)``.
    public static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
        firstStrongIsRightToLeft(text.unicodeScalars)
    }

    /// The same over any sequence of scalars (a substring's, without copying it).
    public static func firstStrongIsRightToLeft<S: Sequence>(_ scalars: S) -> Bool? where S.Element == Unicode.Scalar {
        var isolates = 0
        for scalar in scalars {
            switch BidiClass(scalar) {
            case .LRI, .RLI, .FSI: isolates += 1
            case .PDI: if isolates > 0 { isolates -= 1 }
            case .B: return nil
            case .L where isolates == 0: return false
            case .R where isolates == 0, .AL where isolates == 0: return true
            default: break
            }
        }
        return nil
    }

    /// Level from the first strong character in `from..<to` (P2–P3), skipping isolates.
    static func firstStrongLevel(_ types: [BidiClass], from: Int, to: Int, matchingPDI: [Int?]) -> Int? {
        var i = from
        while i < to {
            switch types[i] {
            case .L: return 0
            case .R, .AL: return 1
            case .LRI, .RLI, .FSI:
                guard let m = matchingPDI[i] else { return nil }
                i = m
            case .B: return nil
            default: break
            }
            i += 1
        }
        return nil
    }

    /// BD9: the matching PDI of each isolate initiator (nil when none before the paragraph end).
    static func computeMatchingPDI(_ types: [BidiClass]) -> [Int?] {
        var result = [Int?](repeating: nil, count: types.count)
        var open: [Int] = []
        for (i, t) in types.enumerated() {
            switch t {
            case .LRI, .RLI, .FSI: open.append(i)
            case .PDI: if let o = open.popLast() { result[o] = i }
            case .B: open.removeAll()
            default: break
            }
        }
        return result
    }

    private static func isNI(_ t: BidiClass) -> Bool {
        switch t {
        case .B, .S, .WS, .ON, .FSI, .LRI, .RLI, .PDI: return true
        default: return false
        }
    }

    private static func strongDirection(_ t: BidiClass) -> BidiClass? {
        switch t {
        case .L: return .L
        case .R, .AL, .EN, .AN: return .R
        default: return nil
        }
    }

    private static func resolveSequence(_ seq: [Int], types: inout [BidiClass], initial: [BidiClass], scalars: [Unicode.Scalar]?,
                                        level: Int, sos: BidiClass, eos: BidiClass) {
        let m = seq.count
        var t = seq.map { types[$0] }
        // W1.
        for k in 0..<m where t[k] == .NSM {
            if k == 0 { t[k] = sos } else if [.LRI, .RLI, .FSI, .PDI].contains(t[k - 1]) { t[k] = .ON } else { t[k] = t[k - 1] }
        }
        // W2, W3.
        var lastStrong = sos
        for k in 0..<m {
            switch t[k] {
            case .L, .R: lastStrong = t[k]
            case .AL: lastStrong = .AL; t[k] = .R
            case .EN: if lastStrong == .AL { t[k] = .AN }
            default: break
            }
        }
        // W4.
        if m >= 3 {
            for k in 1..<(m - 1) {
                if t[k] == .ES && t[k - 1] == .EN && t[k + 1] == .EN { t[k] = .EN }
                else if t[k] == .CS && t[k - 1] == .EN && t[k + 1] == .EN { t[k] = .EN }
                else if t[k] == .CS && t[k - 1] == .AN && t[k + 1] == .AN { t[k] = .AN }
            }
        }
        // W5.
        var k = 0
        while k < m {
            if t[k] == .ET {
                var j = k
                while j < m && t[j] == .ET { j += 1 }
                if (k > 0 && t[k - 1] == .EN) || (j < m && t[j] == .EN) {
                    for x in k..<j { t[x] = .EN }
                }
                k = j
            } else { k += 1 }
        }
        // W6.
        for k in 0..<m where t[k] == .ES || t[k] == .ET || t[k] == .CS { t[k] = .ON }
        // W7.
        lastStrong = sos
        for k in 0..<m {
            if t[k] == .L || t[k] == .R { lastStrong = t[k] } else if t[k] == .EN && lastStrong == .L { t[k] = .L }
        }
        // N0: paired brackets.
        let embedding: BidiClass = level % 2 == 1 ? .R : .L
        if let scalars {
            var pairs: [(Int, Int)] = []
            var stack: [(pair: UInt32, pos: Int)] = []
            bracketLoop: for k in 0..<m {
                guard t[k] == .ON else { continue }
                var cp = scalars[seq[k]].value
                if cp == 0x2329 { cp = 0x3008 } else if cp == 0x232A { cp = 0x3009 }
                guard let b = BidiPairs.brackets[cp] else { continue }
                if b.isOpening {
                    if stack.count == 63 { break bracketLoop }
                    var pair = b.pair
                    if pair == 0x232A { pair = 0x3009 }
                    stack.append((pair, k))
                } else if let found = stack.lastIndex(where: { $0.pair == cp }) {
                    pairs.append((stack[found].pos, k))
                    stack.removeSubrange(found...)
                }
            }
            pairs.sort { $0.0 < $1.0 }
            for (open, close) in pairs {
                var foundEmbedding = false, foundOpposite = false
                for x in (open + 1)..<close {
                    if let d = strongDirection(t[x]) {
                        if d == embedding { foundEmbedding = true; break } else { foundOpposite = true }
                    }
                }
                var newType: BidiClass?
                if foundEmbedding {
                    newType = embedding
                } else if foundOpposite {
                    var context = sos
                    var x = open - 1
                    while x >= 0 {
                        if let d = strongDirection(t[x]) { context = d; break }
                        x -= 1
                    }
                    newType = context != embedding ? context : embedding
                }
                if let nt = newType {
                    t[open] = nt; t[close] = nt
                    for pos in [open, close] {
                        var y = pos + 1
                        while y < m && initial[seq[y]] == .NSM { t[y] = nt; y += 1 }
                    }
                }
            }
        }
        // N1, N2.
        k = 0
        while k < m {
            if isNI(t[k]) {
                var j = k
                while j < m && isNI(t[j]) { j += 1 }
                let before = k == 0 ? sos : (strongDirection(t[k - 1]) ?? embedding)
                let after = j == m ? eos : (strongDirection(t[j]) ?? embedding)
                let resolved = before == after ? before : embedding
                for x in k..<j { t[x] = resolved }
                k = j
            } else { k += 1 }
        }
        for (k, i) in seq.enumerated() { types[i] = t[k] }
    }
}
