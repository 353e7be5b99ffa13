import Foundation

/// One glyph during shaping.
struct ShapingGlyph {
    var glyph: UInt16
    /// The input scalar (for ligatures and multiples: the first input scalar).
    var codepoint: UInt32
    /// Range of input scalar indices this glyph stands for.
    var clusterStart: Int
    var clusterEnd: Int
    /// Feature mask bits that apply to this glyph.
    var mask: UInt32
    /// GDEF properties (see ``GlyphProps``) with the mark attachment class in the high byte.
    var props: UInt16 = 0
    var ligID: UInt8 = 0
    var ligComp: UInt8 = 0
    var ligNumComps: UInt8 = 0
    var isDefaultIgnorable = false
    var isZWJ = false
    var isZWNJ = false
    var substituted = false
    var isControl = false
    /// Indic: syllable number (0 = none), category and position (see ``IndicShaper``).
    var syllable: UInt8 = 0
    var indicCategory: UInt8 = 0
    var indicPosition: UInt8 = 0
    /// Indic: the consonant's position from the font (``IndicShaper/Position`` raw value;
    /// 0 = not computed).
    var consonantPosition: UInt8 = 0
    /// Indic: the font forms a pre-base-reordering (`pref`) form of this consonant.
    var prefForm = false
    /// Formed by a ligature substitution.
    var ligated = false
    // Positions (font units).
    var xAdvance: Int = 0
    var xOffset: Int = 0
    var yOffset: Int = 0
    var attachChain: Int = 0
    var attachType: UInt8 = 0

    var isMark: Bool { props & GlyphProps.mark != 0 }
    var isLigature: Bool { props & GlyphProps.ligature != 0 }
}

enum AttachType {
    static let mark: UInt8 = 1
    static let cursive: UInt8 = 2
}

/// Applies GSUB and GPOS lookups to a glyph buffer, following the OpenType layout model:
/// lookup flags (ignore base/ligature/mark glyphs, mark attachment type, mark filtering
/// sets), GSUB types 1–8 and GPOS types 1–9, nested lookups of contextual rules.
///
/// Matching follows HarfBuzz's conventions where the specification leaves room: ZWJ
/// is skipped when matching input unless the feature asks for manual ZWJ, ZWNJ is
/// skipped only in context (backtrack/lookahead) matching, and GPOS skips both.
struct OTApplier {
    let table: OTLayoutTable
    let gdef: GDEFTable?
    var buffer: [ShapingGlyph]
    let isRightToLeft: Bool
    let unitsPerEm: Int
    /// Nesting depth limit for contextual lookups.
    private static let maxNesting = 8
    private var nextLigID: UInt8 = 1
    /// Whether context matching stays within the starting glyph's syllable (Indic).
    var perSyllable = false
    private var currentSyllable: UInt8 = 0
    /// For mark-to-base and mark-to-ligature attachment: `baseBefore[i]` is the last glyph
    /// before `i` that is neither a mark nor an ignorable (−1 if none). Made once per
    /// lookup when first needed (positioning changes no glyph's class), so a cluster of n
    /// marks costs n steps, not n²/2 (grapheme clusters of any length).
    private var baseBefore: [Int]?
    /// Most glyphs substitutions may produce (32 per input glyph, at least 16,384, as
    /// HarfBuzz): a font whose multiple substitutions would grow past it stops growing.
    let maxLength: Int

    init(table: OTLayoutTable, gdef: GDEFTable?, buffer: [ShapingGlyph], isRightToLeft: Bool, unitsPerEm: Int) {
        self.table = table
        self.gdef = gdef
        self.buffer = buffer
        self.isRightToLeft = isRightToLeft
        self.unitsPerEm = unitsPerEm
        maxLength = max(16_384, buffer.count * 32)
    }

    // MARK: Context of one lookup application

    struct LookupContext {
        let lookup: OTLookup
        let mask: UInt32
        let autoZWJ: Bool
        let autoZWNJ: Bool
        var nesting: Int
    }

    /// Whether the lookup flag says to skip `g` (GDEF class, attachment class, mark set).
    func isIgnoredByFlag(_ g: ShapingGlyph, _ lookup: OTLookup) -> Bool {
        let flag = lookup.flag
        if g.props & GlyphProps.base != 0 && flag & LookupFlag.ignoreBaseGlyphs != 0 { return true }
        if g.props & GlyphProps.ligature != 0 && flag & LookupFlag.ignoreLigatures != 0 { return true }
        if g.props & GlyphProps.mark != 0 {
            if flag & LookupFlag.ignoreMarks != 0 { return true }
            if flag & LookupFlag.useMarkFilteringSet != 0 {
                guard let set = lookup.markFilteringSet, let gdef, set < gdef.markGlyphSets.count else { return true }
                return gdef.markGlyphSets[set].index(of: g.glyph) == nil
            }
            let attach = flag & LookupFlag.markAttachmentTypeMask
            if attach != 0 { return attach != (g.props & 0xFF00) }
        }
        return false
    }

    private enum Skip { case yes, maybe, no }

    private func skipKind(_ g: ShapingGlyph, _ ctx: LookupContext, context: Bool, propsFlag: UInt16? = nil) -> Skip {
        let lookup = propsFlag.map { OTLookup(type: ctx.lookup.type, flag: $0, markFilteringSet: ctx.lookup.markFilteringSet, subtables: []) } ?? ctx.lookup
        if isIgnoredByFlag(g, lookup) { return .yes }
        let ignoreZWNJ = table.isGPOS || (context && ctx.autoZWNJ)
        let ignoreZWJ = table.isGPOS || context || ctx.autoZWJ
        if g.isDefaultIgnorable && !g.substituted && (ignoreZWNJ || !g.isZWNJ) && (ignoreZWJ || !g.isZWJ) { return .maybe }
        return .no
    }

    /// Index of the next glyph after `i` that matching may look at, testing `matches`;
    /// nil when the sequence cannot match.
    private func nextMatch(after i: Int, _ ctx: LookupContext, context: Bool, matches: (ShapingGlyph) -> Bool) -> Int? {
        var j = i + 1
        while j < buffer.count {
            let g = buffer[j]
            let skip = skipKind(g, ctx, context: context)
            if skip == .yes { j += 1; continue }
            let maskOK = (context || g.mask & ctx.mask != 0) && (currentSyllable == 0 || g.syllable == currentSyllable)
            let m = maskOK && matches(g)
            if m { return j }
            if skip == .no { return nil }
            j += 1
        }
        return nil
    }

    private func prevMatch(before i: Int, _ ctx: LookupContext, context: Bool, matches: (ShapingGlyph) -> Bool) -> Int? {
        var j = i - 1
        while j >= 0 {
            let g = buffer[j]
            let skip = skipKind(g, ctx, context: context)
            if skip == .yes { j -= 1; continue }
            let maskOK = (context || g.mask & ctx.mask != 0) && (currentSyllable == 0 || g.syllable == currentSyllable)
            if maskOK && matches(g) { return j }
            if skip == .no { return nil }
            j -= 1
        }
        return nil
    }

    // MARK: Driving lookups

    /// Applies lookup `index` over the whole buffer for glyphs carrying `mask`.
    mutating func applyLookup(_ index: Int, mask: UInt32, autoZWJ: Bool = true, autoZWNJ: Bool = true) {
        guard let lookup = table.lookup(index) else { return }
        let ctx = LookupContext(lookup: lookup, mask: mask, autoZWJ: autoZWJ, autoZWNJ: autoZWNJ, nesting: 0)
        if !table.isGPOS && lookup.type == 8 {
            var i = buffer.count - 1
            while i >= 0 {
                if buffer[i].mask & mask != 0, !isIgnoredByFlag(buffer[i], lookup) {
                    for sub in lookup.subtables where (try? applyReverseChain(sub, at: i, ctx)) == true { break }
                }
                i -= 1
            }
            return
        }
        baseBefore = nil
        var i = 0
        while i < buffer.count {
            currentSyllable = perSyllable ? buffer[i].syllable : 0
            if buffer[i].mask & mask != 0, !isIgnoredByFlag(buffer[i], lookup), let next = applyOnce(ctx, at: i) {
                i = max(next, i + 1)
            } else {
                i += 1
            }
        }
    }

    /// Tries each subtable at `i`; returns the index to continue from when one applied.
    private mutating func applyOnce(_ ctx: LookupContext, at i: Int) -> Int? {
        for sub in ctx.lookup.subtables {
            let result: Int?
            if table.isGPOS {
                result = try? applyGPOS(sub, type: ctx.lookup.type, at: i, ctx)
            } else {
                result = try? applyGSUB(sub, type: ctx.lookup.type, at: i, ctx)
            }
            if let next = result { return next }
        }
        return nil
    }

    // MARK: GSUB

    private mutating func setProps(_ i: Int, ligature: Bool = false, component: Bool = false) {
        buffer[i].substituted = true
        if let p = gdef?.props(buffer[i].glyph) {
            buffer[i].props = p
        } else if ligature {
            buffer[i].props = GlyphProps.ligature
        }
    }

    private mutating func applyGSUB(_ r: BinaryReader, type: Int, at i: Int, _ ctx: LookupContext) throws -> Int? {
        let format = try r.u16(at: 0)
        switch type {
        case 1:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: buffer[i].glyph) else { return nil }
            if format == 1 {
                let delta = Int(try r.i16(at: 4))
                buffer[i].glyph = UInt16(truncatingIfNeeded: Int(buffer[i].glyph) + delta)
            } else {
                let count = Int(try r.u16(at: 4))
                guard ci < count else { return nil }
                buffer[i].glyph = try r.u16(at: 6 + ci * 2)
            }
            setProps(i)
            return i + 1
        case 2:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: buffer[i].glyph), ci < Int(try r.u16(at: 4)) else { return nil }
            let seq = try r.sub(at: Int(try r.u16(at: 6 + ci * 2)))
            let glyphs = try seq.u16Array(at: 2, count: Int(try seq.u16(at: 0)))
            if glyphs.isEmpty {
                buffer.remove(at: i)
                return i
            }
            guard buffer.count + glyphs.count - 1 <= maxLength else { return nil }
            let original = buffer[i]
            var replacement: [ShapingGlyph] = []
            for (k, g) in glyphs.enumerated() {
                var copy = original
                copy.glyph = g
                copy.ligComp = glyphs.count > 1 ? UInt8(truncatingIfNeeded: k + 1) : original.ligComp
                replacement.append(copy)
            }
            buffer.replaceSubrange(i...i, with: replacement)
            for k in 0..<glyphs.count { setProps(i + k) }
            return i + glyphs.count
        case 3:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: buffer[i].glyph), ci < Int(try r.u16(at: 4)) else { return nil }
            let set = try r.sub(at: Int(try r.u16(at: 6 + ci * 2)))
            guard try set.u16(at: 0) > 0 else { return nil }
            buffer[i].glyph = try set.u16(at: 2)
            setProps(i)
            return i + 1
        case 4:
            return try applyLigature(r, at: i, ctx)
        case 5, 6:
            return try applyContext(r, chained: type == 6, at: i, ctx)
        default:
            return nil
        }
    }

    private mutating func applyLigature(_ r: BinaryReader, at i: Int, _ ctx: LookupContext) throws -> Int? {
        let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
        guard let ci = coverage.index(of: buffer[i].glyph), ci < Int(try r.u16(at: 4)) else { return nil }
        let set = try r.sub(at: Int(try r.u16(at: 6 + ci * 2)))
        let count = Int(try set.u16(at: 0))
        for ligOffset in try set.u16Array(at: 2, count: count) {
            let lig = try set.sub(at: Int(ligOffset))
            let ligGlyph = try lig.u16(at: 0)
            let compCount = Int(try lig.u16(at: 2))
            guard compCount >= 1 else { continue }
            let comps = try lig.u16Array(at: 4, count: compCount - 1)
            var positions = [i]
            var ok = true
            for c in comps {
                guard let j = nextMatch(after: positions.last!, ctx, context: false, matches: { $0.glyph == c }) else { ok = false; break }
                positions.append(j)
            }
            guard ok else { continue }
            formLigature(ligGlyph, positions: positions)
            return positions[0] + 1
        }
        return nil
    }

    /// Replaces the glyphs at `positions` by `glyph`; skipped glyphs in between (marks)
    /// follow the ligature, tagged with the component they followed.
    private mutating func formLigature(_ glyph: UInt16, positions: [Int]) {
        let first = positions[0]
        let isMarkLigature = positions.allSatisfy { buffer[$0].isMark }
        let id = nextLigID
        nextLigID = nextLigID == 255 ? 1 : nextLigID + 1
        var lig = buffer[first]
        lig.glyph = glyph
        lig.clusterStart = positions.map { buffer[$0].clusterStart }.min()!
        lig.clusterEnd = positions.map { buffer[$0].clusterEnd }.max()!
        var kept: [ShapingGlyph] = []
        for k in 1..<positions.count {
            for j in (positions[k - 1] + 1)..<positions[k] {
                var m = buffer[j]
                if !isMarkLigature {
                    m.ligID = id
                    m.ligComp = UInt8(truncatingIfNeeded: k)
                }
                kept.append(m)
            }
        }
        let last = positions.last!
        // Marks already attached to the last component move to the ligature's last component.
        var after = last + 1
        let lastID = buffer[last].ligID, lastComp = buffer[last].ligComp
        let lastNum = buffer[last].ligNumComps
        while after < buffer.count, buffer[after].isMark, !isMarkLigature {
            if lastID != 0 && lastNum != 0 && buffer[after].ligID == lastID && buffer[after].ligComp > 0 {
                buffer[after].ligComp = UInt8(truncatingIfNeeded: positions.count - 1 + Int(min(buffer[after].ligComp, lastNum)))
                buffer[after].ligID = id
            } else { break }
            after += 1
        }
        lig.ligID = isMarkLigature ? 0 : id
        lig.ligComp = 0
        lig.ligNumComps = UInt8(truncatingIfNeeded: positions.count)
        buffer.replaceSubrange(first...last, with: [lig] + kept)
        buffer[first].substituted = true
        buffer[first].ligated = true
        if let p = gdef?.props(glyph) { buffer[first].props = p } else { buffer[first].props = GlyphProps.ligature }
        // Glyph clusters of the kept marks merge with the ligature's.
        for k in 0..<kept.count {
            buffer[first + 1 + k].clusterStart = min(buffer[first + 1 + k].clusterStart, lig.clusterStart)
        }
    }

    private mutating func applyReverseChain(_ r: BinaryReader, at i: Int, _ ctx: LookupContext) throws -> Bool {
        let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
        guard let ci = coverage.index(of: buffer[i].glyph) else { return false }
        let backCount = Int(try r.u16(at: 4))
        let back = try r.u16Array(at: 6, count: backCount)
        var p = 6 + backCount * 2
        let aheadCount = Int(try r.u16(at: p))
        let ahead = try r.u16Array(at: p + 2, count: aheadCount)
        p += 2 + aheadCount * 2
        let substCount = Int(try r.u16(at: p))
        guard ci < substCount else { return false }
        let substitute = try r.u16(at: p + 2 + ci * 2)
        var j = i
        for off in back {
            let cov = try Coverage(try r.sub(at: Int(off)))
            guard let k = prevMatch(before: j, ctx, context: true, matches: { cov.index(of: $0.glyph) != nil }) else { return false }
            j = k
        }
        j = i
        for off in ahead {
            let cov = try Coverage(try r.sub(at: Int(off)))
            guard let k = nextMatch(after: j, ctx, context: true, matches: { cov.index(of: $0.glyph) != nil }) else { return false }
            j = k
        }
        buffer[i].glyph = substitute
        setProps(i)
        return true
    }

    // MARK: Contextual (GSUB 5/6, GPOS 7/8)

    private enum Matcher {
        case glyphs([UInt16])
        case classes([UInt16], ClassDef)
        case coverages([Coverage])

        var count: Int {
            switch self {
            case .glyphs(let g): return g.count
            case .classes(let c, _): return c.count
            case .coverages(let c): return c.count
            }
        }

        func matches(_ k: Int, _ glyph: UInt16) -> Bool {
            switch self {
            case .glyphs(let g): return g[k] == glyph
            case .classes(let c, let def): return def.classOf(glyph) == Int(c[k])
            case .coverages(let c): return c[k].index(of: glyph) != nil
            }
        }
    }

    private struct Rule {
        var backtrack: Matcher
        var input: Matcher   // excluding the first glyph for glyph/class rules
        var lookahead: Matcher
        var records: [(seq: Int, lookup: Int)]
    }

    private func readRecords(_ r: BinaryReader, at p: Int, count: Int) throws -> [(seq: Int, lookup: Int)] {
        try (0..<count).map { k in (Int(try r.u16(at: p + k * 4)), Int(try r.u16(at: p + k * 4 + 2))) }
    }

    private mutating func applyContext(_ r: BinaryReader, chained: Bool, at i: Int, _ ctx: LookupContext) throws -> Int? {
        let format = try r.u16(at: 0)
        let glyph = buffer[i].glyph
        var rules: [Rule] = []
        switch format {
        case 1, 2:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: glyph) else { return nil }
            var backDef: ClassDef?, inputDef: ClassDef?, aheadDef: ClassDef?
            var setIndex = ci
            var setsAt = 4
            if format == 2 {
                if chained {
                    let b = Int(try r.u16(at: 4)), inp = Int(try r.u16(at: 6)), a = Int(try r.u16(at: 8))
                    backDef = b == 0 ? nil : try table.classDef(r, at: b)
                    inputDef = inp == 0 ? nil : try table.classDef(r, at: inp)
                    aheadDef = a == 0 ? nil : try table.classDef(r, at: a)
                    setsAt = 10
                } else {
                    let inp = Int(try r.u16(at: 4))
                    inputDef = inp == 0 ? nil : try table.classDef(r, at: inp)
                    setsAt = 6
                }
                setIndex = inputDef?.classOf(glyph) ?? 0
            }
            let setCount = Int(try r.u16(at: setsAt))
            guard setIndex < setCount else { return nil }
            let setOffset = Int(try r.u16(at: setsAt + 2 + setIndex * 2))
            guard setOffset != 0 else { return nil }
            let set = try r.sub(at: setOffset)
            let ruleCount = Int(try set.u16(at: 0))
            let empty = ClassDef.empty
            for ro in try set.u16Array(at: 2, count: ruleCount) {
                let rule = try set.sub(at: Int(ro))
                var p = 0
                var back: [UInt16] = [], ahead: [UInt16] = []
                if chained {
                    let bc = Int(try rule.u16(at: 0)); back = try rule.u16Array(at: 2, count: bc); p = 2 + bc * 2
                }
                let ic = Int(try rule.u16(at: p))
                var input: [UInt16] = []
                if chained {
                    input = try rule.u16Array(at: p + 2, count: max(ic - 1, 0)); p += 2 + max(ic - 1, 0) * 2
                    let ac = Int(try rule.u16(at: p)); ahead = try rule.u16Array(at: p + 2, count: ac); p += 2 + ac * 2
                    let rc = Int(try rule.u16(at: p))
                    let recs = try readRecords(rule, at: p + 2, count: rc)
                    rules.append(format == 1
                        ? Rule(backtrack: .glyphs(back), input: .glyphs(input), lookahead: .glyphs(ahead), records: recs)
                        : Rule(backtrack: .classes(back, backDef ?? empty), input: .classes(input, inputDef ?? empty),
                               lookahead: .classes(ahead, aheadDef ?? empty), records: recs))
                } else {
                    let rc = Int(try rule.u16(at: p + 2))
                    input = try rule.u16Array(at: p + 4, count: max(ic - 1, 0))
                    let recs = try readRecords(rule, at: p + 4 + max(ic - 1, 0) * 2, count: rc)
                    rules.append(format == 1
                        ? Rule(backtrack: .glyphs([]), input: .glyphs(input), lookahead: .glyphs([]), records: recs)
                        : Rule(backtrack: .glyphs([]), input: .classes(input, inputDef ?? empty), lookahead: .glyphs([]), records: recs))
                }
            }
        case 3:
            if chained {
                var p = 2
                func covs(_ r: BinaryReader, _ p: inout Int) throws -> [Coverage] {
                    let n = Int(try r.u16(at: p))
                    let offs = try r.u16Array(at: p + 2, count: n)
                    p += 2 + n * 2
                    return try offs.map { try table.coverage(r, at: Int($0)) }
                }
                let back = try covs(r, &p)
                let input = try covs(r, &p)
                let ahead = try covs(r, &p)
                let rc = Int(try r.u16(at: p))
                guard let first = input.first, first.index(of: glyph) != nil else { return nil }
                rules.append(Rule(backtrack: .coverages(back), input: .coverages(Array(input.dropFirst())),
                                  lookahead: .coverages(ahead), records: try readRecords(r, at: p + 2, count: rc)))
            } else {
                let n = Int(try r.u16(at: 2)), rc = Int(try r.u16(at: 4))
                let input = try r.u16Array(at: 6, count: n).map { try table.coverage(r, at: Int($0)) }
                guard let first = input.first, first.index(of: glyph) != nil else { return nil }
                rules.append(Rule(backtrack: .glyphs([]), input: .coverages(Array(input.dropFirst())), lookahead: .glyphs([]),
                                  records: try readRecords(r, at: 6 + n * 2, count: rc)))
            }
        default:
            return nil
        }
        for rule in rules {
            var positions = [i]
            var ok = true
            for k in 0..<rule.input.count {
                guard let j = nextMatch(after: positions.last!, ctx, context: false, matches: { rule.input.matches(k, $0.glyph) }) else { ok = false; break }
                positions.append(j)
            }
            guard ok else { continue }
            var j = i
            for k in 0..<rule.backtrack.count {
                guard let m = prevMatch(before: j, ctx, context: true, matches: { rule.backtrack.matches(k, $0.glyph) }) else { ok = false; break }
                j = m
            }
            guard ok else { continue }
            j = positions.last!
            for k in 0..<rule.lookahead.count {
                guard let m = nextMatch(after: j, ctx, context: true, matches: { rule.lookahead.matches(k, $0.glyph) }) else { ok = false; break }
                j = m
            }
            guard ok else { continue }
            return applyNested(rule.records, positions: positions, ctx)
        }
        return nil
    }

    /// Applies the nested lookups of a matched rule at the matched input positions,
    /// adjusting the positions when a substitution changes the buffer length.
    private mutating func applyNested(_ records: [(seq: Int, lookup: Int)], positions: [Int], _ ctx: LookupContext) -> Int {
        var match = positions
        var end = positions.last! + 1
        guard ctx.nesting < OTApplier.maxNesting else { return end }
        for record in records {
            guard record.seq < match.count, let lookup = table.lookup(record.lookup) else { continue }
            let idx = record.seq
            let at = match[idx]
            guard at < buffer.count else { continue }
            let before = buffer.count
            var inner = ctx
            inner = LookupContext(lookup: lookup, mask: ctx.mask, autoZWJ: ctx.autoZWJ, autoZWNJ: ctx.autoZWNJ, nesting: ctx.nesting + 1)
            _ = applyOnce(inner, at: at)
            var delta = buffer.count - before
            if delta == 0 { continue }
            end += delta
            if end < match[idx] {
                delta += match[idx] - end
                end = match[idx]
            }
            var next = idx + 1
            if delta > 0 {
                let inserted = (0..<delta).map { _ in 0 }
                match.insert(contentsOf: inserted, at: next)
                for k in (idx + 1)..<(idx + 1 + delta) { match[k] = match[k - 1] + 1 }
                next += delta
            } else {
                let removable = max(delta, next - match.count)
                let removeCount = -removable
                if removeCount > 0 && next < match.count {
                    match.removeSubrange(next..<min(match.count, next + removeCount))
                }
                delta = removable
            }
            for k in next..<match.count { match[k] += delta }
        }
        return end
    }

    // MARK: GPOS

    private func valueRecord(_ r: BinaryReader, at p: Int, format: UInt16) throws -> (dx: Int, dy: Int, adv: Int) {
        var off = p
        var dx = 0, dy = 0, adv = 0
        if format & 1 != 0 { dx = Int(try r.i16(at: off)); off += 2 }
        if format & 2 != 0 { dy = Int(try r.i16(at: off)); off += 2 }
        if format & 4 != 0 { adv = Int(try r.i16(at: off)); off += 2 }
        return (dx, dy, adv)
    }

    private mutating func adjust(_ i: Int, _ v: (dx: Int, dy: Int, adv: Int)) {
        buffer[i].xOffset += v.dx
        buffer[i].yOffset += v.dy
        buffer[i].xAdvance += v.adv
    }

    private func anchor(_ r: BinaryReader) throws -> (x: Int, y: Int) {
        (Int(try r.i16(at: 2)), Int(try r.i16(at: 4)))
    }

    private mutating func applyGPOS(_ r: BinaryReader, type: Int, at i: Int, _ ctx: LookupContext) throws -> Int? {
        let format = try r.u16(at: 0)
        switch type {
        case 1:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: buffer[i].glyph) else { return nil }
            let vf = try r.u16(at: 4)
            let size = GPOSKerning.valueRecordSize(vf)
            let v = format == 1 ? try valueRecord(r, at: 6, format: vf) : try valueRecord(r, at: 8 + ci * size, format: vf)
            if format == 2 { guard ci < Int(try r.u16(at: 6)) else { return nil } }
            adjust(i, v)
            return i + 1
        case 2:
            let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
            guard let ci = coverage.index(of: buffer[i].glyph) else { return nil }
            guard let j = nextMatch(after: i, ctx, context: false, matches: { _ in true }) else { return nil }
            let vf1 = try r.u16(at: 4), vf2 = try r.u16(at: 6)
            let s1 = GPOSKerning.valueRecordSize(vf1), s2 = GPOSKerning.valueRecordSize(vf2)
            let second = buffer[j].glyph
            if format == 1 {
                guard ci < Int(try r.u16(at: 8)) else { return nil }
                let set = try r.sub(at: Int(try r.u16(at: 10 + ci * 2)))
                let count = Int(try set.u16(at: 0))
                let rs = 2 + s1 + s2
                var lo = 0, hi = count
                var found: Int?
                while lo < hi {
                    let mid = (lo + hi) / 2
                    let g = try set.u16(at: 2 + mid * rs)
                    if g < second { lo = mid + 1 } else if g > second { hi = mid } else { found = mid; break }
                }
                guard let f = found else { return nil }
                adjust(i, try valueRecord(set, at: 2 + f * rs + 2, format: vf1))
                adjust(j, try valueRecord(set, at: 2 + f * rs + 2 + s1, format: vf2))
            } else {
                let c1def = try table.classDef(r, at: Int(try r.u16(at: 8)))
                let c2def = try table.classDef(r, at: Int(try r.u16(at: 10)))
                let c1n = Int(try r.u16(at: 12)), c2n = Int(try r.u16(at: 14))
                let c1 = c1def.classOf(buffer[i].glyph), c2 = c2def.classOf(second)
                guard c1 < c1n, c2 < c2n else { return nil }
                let rec = 16 + (c1 * c2n + c2) * (s1 + s2)
                adjust(i, try valueRecord(r, at: rec, format: vf1))
                adjust(j, try valueRecord(r, at: rec + s1, format: vf2))
            }
            return vf2 != 0 ? j + 1 : j
        case 3:
            return try applyCursive(r, at: i, ctx)
        case 4, 5, 6:
            return try applyMark(r, type: type, at: i, ctx)
        case 7, 8:
            return try applyContext(r, chained: type == 8, at: i, ctx)
        default:
            return nil
        }
    }

    private mutating func applyCursive(_ r: BinaryReader, at j: Int, _ ctx: LookupContext) throws -> Int? {
        let coverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
        let count = Int(try r.u16(at: 4))
        guard let cj = coverage.index(of: buffer[j].glyph), cj < count else { return nil }
        let entryOff = Int(try r.u16(at: 6 + cj * 4))
        guard entryOff != 0 else { return nil }
        guard let i = prevMatch(before: j, ctx, context: false, matches: { _ in true }),
              let ci = coverage.index(of: buffer[i].glyph), ci < count else { return nil }
        let exitOff = Int(try r.u16(at: 6 + ci * 4 + 2))
        guard exitOff != 0 else { return nil }
        let exit = try anchor(try r.sub(at: exitOff))
        let entry = try anchor(try r.sub(at: entryOff))
        if isRightToLeft {
            let d = exit.x + buffer[i].xOffset
            buffer[i].xAdvance -= d
            buffer[i].xOffset -= d
            buffer[j].xAdvance = entry.x + buffer[j].xOffset
        } else {
            buffer[i].xAdvance = exit.x + buffer[i].xOffset
            let d = entry.x + buffer[j].xOffset
            buffer[j].xAdvance -= d
            buffer[j].xOffset -= d
        }
        var child = i, parent = j
        var yOffset = entry.y - exit.y
        if ctx.lookup.flag & LookupFlag.rightToLeft == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        // Break a cycle: the parent must not already hang on the child.
        if buffer[parent].attachType == AttachType.cursive && parent + buffer[parent].attachChain == child {
            buffer[parent].attachChain = 0
            buffer[parent].attachType = 0
            buffer[parent].yOffset = 0
        }
        buffer[child].attachType = AttachType.cursive
        buffer[child].attachChain = parent - child
        buffer[child].yOffset = yOffset
        return j + 1
    }

    private mutating func applyMark(_ r: BinaryReader, type: Int, at i: Int, _ ctx: LookupContext) throws -> Int? {
        let markCoverage = try table.coverage(r, at: Int(try r.u16(at: 2)))
        let baseCoverage = try table.coverage(r, at: Int(try r.u16(at: 4)))
        let classCount = Int(try r.u16(at: 6))
        let markArray = try r.sub(at: Int(try r.u16(at: 8)))
        let baseArray = try r.sub(at: Int(try r.u16(at: 10)))
        guard let mi = markCoverage.index(of: buffer[i].glyph), mi < Int(try markArray.u16(at: 0)) else { return nil }
        let markClass = Int(try markArray.u16(at: 2 + mi * 4))
        let markAnchor = try anchor(try markArray.sub(at: Int(try markArray.u16(at: 2 + mi * 4 + 2))))
        guard markClass < classCount else { return nil }
        let target: Int
        let baseAnchorReader: BinaryReader
        switch type {
        case 4, 5:
            // The previous glyph that is not a mark (lookup flags other than marks ignored).
            if baseBefore?.count != buffer.count {
                var bases = [Int](repeating: -1, count: buffer.count)
                var last = -1
                for k in buffer.indices {
                    bases[k] = last
                    let g = buffer[k]
                    if !(g.isMark || (g.isDefaultIgnorable && !g.substituted)) { last = k }
                }
                baseBefore = bases
            }
            let j = baseBefore?[i] ?? -1
            guard j >= 0, let bi = baseCoverage.index(of: buffer[j].glyph), bi < Int(try baseArray.u16(at: 0)) else { return nil }
            target = j
            if type == 4 {
                let off = Int(try baseArray.u16(at: 2 + (bi * classCount + markClass) * 2))
                guard off != 0 else { return nil }
                baseAnchorReader = try baseArray.sub(at: off)
            } else {
                let attach = try baseArray.sub(at: Int(try baseArray.u16(at: 2 + bi * 2)))
                let compCount = Int(try attach.u16(at: 0))
                guard compCount > 0 else { return nil }
                let m = buffer[i], l = buffer[j]
                var comp = compCount - 1
                if l.ligID != 0 && l.ligID == m.ligID && m.ligComp > 0 {
                    comp = min(compCount, Int(m.ligComp)) - 1
                }
                let off = Int(try attach.u16(at: 2 + (comp * classCount + markClass) * 2))
                guard off != 0 else { return nil }
                baseAnchorReader = try attach.sub(at: off)
            }
        default:
            let flagWithoutIgnore = ctx.lookup.flag & ~(LookupFlag.ignoreBaseGlyphs | LookupFlag.ignoreLigatures | LookupFlag.ignoreMarks)
            let probe = OTLookup(type: 6, flag: flagWithoutIgnore, markFilteringSet: ctx.lookup.markFilteringSet, subtables: [])
            var j = i - 1
            while j >= 0, isIgnoredByFlag(buffer[j], probe) || (buffer[j].isDefaultIgnorable && !buffer[j].substituted) { j -= 1 }
            guard j >= 0, buffer[j].isMark else { return nil }
            let m = buffer[i], p = buffer[j]
            var good = false
            if m.ligID == p.ligID {
                good = m.ligID == 0 || m.ligComp == p.ligComp
            } else {
                good = (m.ligID > 0 && m.ligComp == 0) || (p.ligID > 0 && p.ligComp == 0)
            }
            guard good, let bi = baseCoverage.index(of: p.glyph), bi < Int(try baseArray.u16(at: 0)) else { return nil }
            let off = Int(try baseArray.u16(at: 2 + (bi * classCount + markClass) * 2))
            guard off != 0 else { return nil }
            target = j
            baseAnchorReader = try baseArray.sub(at: off)
        }
        let base = try anchor(baseAnchorReader)
        buffer[i].xOffset = base.x - markAnchor.x
        buffer[i].yOffset = base.y - markAnchor.y
        buffer[i].attachType = AttachType.mark
        buffer[i].attachChain = target - i
        return i + 1
    }

    /// Resolves attachment chains: marks add their base's offsets and the advances in
    /// between; cursive children add their parent's vertical offset.
    mutating func propagateAttachments() {
        var done = [Bool](repeating: false, count: buffer.count)
        // advanceBefore[k]: the advances of glyphs 0..<k (advances do not change here), so
        // the advances between a mark and its base cost one subtraction, not a loop per
        // mark (quadratic in a long cluster).
        var advanceBefore = [Int](repeating: 0, count: buffer.count + 1)
        for k in buffer.indices { advanceBefore[k + 1] = advanceBefore[k] &+ buffer[k].xAdvance }
        func resolve(_ i: Int, depth: Int) {
            if done[i] || depth > 32 { return }
            done[i] = true
            let chain = buffer[i].attachChain
            guard chain != 0 else { return }
            let j = i + chain
            guard j >= 0, j < buffer.count else { return }
            resolve(j, depth: depth + 1)
            let type = buffer[i].attachType
            if type == AttachType.cursive {
                buffer[i].yOffset += buffer[j].yOffset
            } else if type == AttachType.mark {
                buffer[i].xOffset += buffer[j].xOffset
                buffer[i].yOffset += buffer[j].yOffset
                guard j < i else { return }
                if !isRightToLeft {
                    buffer[i].xOffset -= advanceBefore[i] &- advanceBefore[j]
                } else {
                    buffer[i].xOffset += advanceBefore[i + 1] &- advanceBefore[j + 1]
                }
            }
        }
        for i in buffer.indices { resolve(i, depth: 0) }
    }
}

extension ClassDef {
    /// A class definition where every glyph is class 0.
    static let empty: ClassDef = {
        var data = Data([0, 1, 0, 0, 0, 0])
        data.append(contentsOf: [])
        return try! ClassDef(BinaryReader(data: data, context: "ClassDef"))
    }()
}
