import Foundation

/// Indic syllable handling for Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
/// Telugu, Kannada and Malayalam (the model HarfBuzz's Indic shaper follows): split
/// matras are decomposed; syllables are found; each consonant's position comes from the
/// font (below-base when `blwf`/`vatu` would form it after a virama, post-base for
/// `pstf`/`pref`); each consonant syllable is reordered before the basic features (reph
/// first, pre-base matras to the front, then pre-base consonants, base, below- and
/// post-base parts, matras by their script's positions) and masked (`rphf` on the reph,
/// `half`/`blwf` before the base — `half` only in Telugu and Kannada — `blwf`/`abvf`/
/// `pstf` after it, `pref` on a pre-base-reordering consonant); after the basic features
/// the pre-base matra moves after the last standalone halant before the base, the reph to
/// its script's position (after the main consonant in Oriya, before post-base forms in
/// Bengali, else the end of the syllable before syllable modifiers) and a formed `pref`
/// glyph before the base. Reph is implicit (Ra + halant) except in Telugu (Ra + halant +
/// ZWJ) and Malayalam (none).
enum IndicShaper {
    enum Category: UInt8 { case other = 0, consonant, ra, vowel, nukta, halant, matra, modifier, zwj, zwnj, placeholder }
    enum Position: UInt8 {
        case start = 0, raToBecomeReph = 1, preM = 2, preC = 3, baseC = 4, afterMain = 5, aboveC = 6, beforeSub = 7,
             belowC = 8, afterSub = 9, beforePost = 10, postC = 11, afterPost = 12, smvd = 14, end = 15
    }

    static func category(_ v: UInt32) -> Category {
        switch v {
        case 0x200D: return .zwj
        case 0x200C: return .zwnj
        case 0x25CC, 0x00A0: return .placeholder
        case 0x0900...0x097F: return devanagariCategory(v)
        case 0x0980...0x0D7F:
            // Bengali, Gurmukhi and Gujarati follow Devanagari's (ISCII) layout: the same
            // offset in the block has the same role, with these exceptions.
            switch v {
            case 0x09CE: return .consonant                  // khanda ta
            case 0x09D7: return .matra                      // au length mark
            case 0x09F0, 0x09F1: return v == 0x09F0 ? .ra : .consonant  // Assamese ra, wa
            case 0x0A70, 0x0A71: return .modifier           // tippi, addak
            case 0x0A72, 0x0A73: return .vowel              // iri, ura
            case 0x0A75: return .matra                      // yakash
            case 0x0A51: return .matra                      // udaat
            default: break
            }
            let offset = (v & 0x7F) + 0x0900
            return devanagariCategory(offset)
        default: return .other
        }
    }

    static func devanagariCategory(_ v: UInt32) -> Category {
        switch v {
        case 0x0930: return .ra
        case 0x0915...0x0939, 0x0958...0x095F, 0x0978...0x097F: return .consonant
        case 0x0904...0x0914, 0x0960, 0x0961, 0x0972...0x0977: return .vowel
        case 0x093C: return .nukta
        case 0x094D: return .halant
        case 0x093A, 0x093B, 0x093E...0x094C, 0x094E, 0x094F, 0x0955...0x0957, 0x0962, 0x0963: return .matra
        case 0x0900...0x0903, 0x0951...0x0954: return .modifier
        default: return .other
        }
    }

    /// Consonant positions from the font, as HarfBuzz finds them: a consonant is below-base
    /// when the `blwf` or `vatu` lookups would substitute virama + consonant or
    /// consonant + virama, post-base when `pstf` or `pref` would, else a base candidate.
    static func setConsonantPositions(_ buffer: inout [ShapingGlyph], tables: OTLayoutTables, plan: OTShapePlan,
                                      face: FontFace, script: UnicodeScript) {
        guard let gsub = tables.gsub, let first = buffer.first(where: { (0x0900...0x0D7F).contains($0.codepoint) }) else { return }
        let viramaScalar = Unicode.Scalar((first.codepoint & ~0x7F) + 0x4D)!
        guard let virama = face.glyphID(for: viramaScalar) else { return }
        var cache: [UInt16: UInt8] = [:]
        var prefGlyphs = Set<UInt16>()
        func wouldSubstitute(_ tag: String, _ glyphs: [UInt16]) -> Bool {
            guard let lookups = plan.gsubFeatureLookups[tag], !lookups.isEmpty else { return false }
            let input = glyphs.enumerated().map { k, g -> ShapingGlyph in
                var s = ShapingGlyph(glyph: g, codepoint: 0, clusterStart: k, clusterEnd: k, mask: 1)
                if let p = tables.gdef?.props(g), tables.gdef?.glyphClasses != nil { s.props = p }
                return s
            }
            for l in lookups {
                var applier = OTApplier(table: gsub, gdef: tables.gdef, buffer: input, isRightToLeft: false, unitsPerEm: face.unitsPerEm)
                applier.applyLookup(l, mask: 1, autoZWJ: false)
                if applier.buffer.map(\.glyph) != glyphs || applier.buffer.contains(where: \.substituted) { return true }
            }
            return false
        }
        for i in buffer.indices where isConsonant(buffer[i].indicCategory) && buffer[i].indicCategory != Category.placeholder.rawValue {
            let g = buffer[i].glyph
            if let known = cache[g] {
                buffer[i].consonantPosition = known
                buffer[i].prefForm = prefGlyphs.contains(g)
                continue
            }
            let pairs = [[virama, g], [g, virama]]
            let position: Position
            if pairs.contains(where: { wouldSubstitute("blwf", $0) || wouldSubstitute("vatu", $0) }) {
                position = .belowC
            } else if pairs.contains(where: { wouldSubstitute("pstf", $0) }) {
                position = .postC
            } else if pairs.contains(where: { wouldSubstitute("pref", $0) }) {
                position = .postC
                prefGlyphs.insert(g)
            } else {
                position = .baseC
            }
            cache[g] = position.rawValue
            buffer[i].consonantPosition = position.rawValue
            buffer[i].prefForm = prefGlyphs.contains(g)
        }
    }

    /// Split vowel signs (two- and three-part matras such as Bengali O, Tamil O, Kannada
    /// OO) are decomposed canonically, as HarfBuzz does for Indic scripts: its
    /// recomposition never joins a pair starting with a mark.
    static func decompose(_ input: [(Unicode.Scalar, Int)]) -> [(Unicode.Scalar, Int)] {
        var out: [(Unicode.Scalar, Int)] = []
        out.reserveCapacity(input.count + 4)
        for (u, c) in input {
            if (0x0980...0x0D7F).contains(u.value), u.properties.generalCategory == .spacingMark || u.properties.generalCategory == .nonspacingMark {
                let parts = Array(String(u).decomposedStringWithCanonicalMapping.unicodeScalars)
                if parts.count > 1 {
                    out += parts.map { ($0, c) }
                    continue
                }
            }
            out.append((u, c))
        }
        return out
    }

    static func isConsonant(_ c: UInt8) -> Bool { c == Category.consonant.rawValue || c == Category.ra.rawValue || c == Category.placeholder.rawValue }
    static func isJoiner(_ c: UInt8) -> Bool { c == Category.zwj.rawValue || c == Category.zwnj.rawValue }

    /// Marks syllables (consonant syllables: (C N? H ZW?)* C N? (H ZW? | (M N?)*) SM*;
    /// vowel syllables: V N? (M N?)* SM*) and sets categories.
    static func setupSyllables(_ buffer: inout [ShapingGlyph]) {
        for i in buffer.indices { buffer[i].indicCategory = category(buffer[i].codepoint).rawValue }
        var i = 0
        var number: UInt8 = 1
        func cat(_ k: Int) -> Category { k < buffer.count ? Category(rawValue: buffer[k].indicCategory) ?? .other : .other }
        while i < buffer.count {
            let start = i
            switch cat(i) {
            case .consonant, .ra, .placeholder:
                i += 1
                if cat(i) == .nukta { i += 1 }
                while cat(i) == .halant {
                    var j = i + 1
                    if cat(j) == .zwj || cat(j) == .zwnj { j += 1 }
                    if [.consonant, .ra].contains(cat(j)) {
                        i = j + 1
                        if cat(i) == .nukta { i += 1 }
                    } else {
                        i = j
                        break
                    }
                }
                while cat(i) == .matra || cat(i) == .nukta { i += 1 }
                while cat(i) == .modifier { i += 1 }
            case .vowel:
                i += 1
                if cat(i) == .nukta { i += 1 }
                while cat(i) == .matra || cat(i) == .nukta { i += 1 }
                while cat(i) == .modifier { i += 1 }
            default:
                i += 1
            }
            for k in start..<i { buffer[k].syllable = number }
            number = number == 255 ? 1 : number + 1
        }
    }

    private static func syllableRanges(_ buffer: [ShapingGlyph]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var i = 0
        while i < buffer.count {
            var j = i + 1
            while j < buffer.count && buffer[j].syllable == buffer[i].syllable { j += 1 }
            result.append(i..<j)
            i = j
        }
        return result
    }

    /// Consonants that take a below-base or post-base form after a halant, so the base
    /// is found before them: Ra in every script; in Bengali also Ba (below, "ba-phala")
    /// and Ya (post, "ya-phala"), as Noto Sans Bengali's `blwf`/`pstf` lookups form them.
    /// (HarfBuzz asks the font; these are the answers of the Noto fonts.)
    static func subjoinedPosition(_ g: ShapingGlyph) -> Position? {
        if g.consonantPosition != 0 {
            let p = Position(rawValue: g.consonantPosition) ?? .baseC
            return p == .baseC ? nil : p
        }
        switch g.codepoint {
        case 0x0930, 0x09B0, 0x09F0, 0x0A30, 0x0AB0, 0x09AC: return .belowC
        case 0x09AF: return .postC
        default: return nil
        }
    }

    static func matraPosition(_ v: UInt32) -> Position {
        // HarfBuzz's matra positions by side (Unicode's Indic positional category) for
        // Oriya, Telugu, Kannada and Malayalam.
        switch v {
        case 0x0B3F, 0x0B56, 0x0B57: return .afterMain                                  // Oriya top
        case 0x0B41...0x0B44, 0x0B62, 0x0B63: return .afterSub                          // Oriya bottom
        case 0x0B3E, 0x0B40: return .afterPost                                          // Oriya right
        case 0x0C43, 0x0C44: return .afterSub                                           // Telugu right
        case 0x0C3E...0x0C42, 0x0C46...0x0C4C, 0x0C55, 0x0C56, 0x0C62, 0x0C63: return .beforeSub
        case 0x0CC3...0x0CC4, 0x0CD5, 0x0CD6: return .afterSub                           // Kannada right
        case 0x0CBE...0x0CC2, 0x0CC6...0x0CCC, 0x0CE2, 0x0CE3: return .beforeSub
        case 0x0D3E...0x0D44, 0x0D57, 0x0D62, 0x0D63: return .afterPost                 // Malayalam
        default: break
        }
        switch v {
        case 0x09C1...0x09C4, 0x09E2, 0x09E3: return .afterSub
        case 0x0980...0x09FF where category(v) == .matra && ![0x09BF, 0x09C7, 0x09C8].contains(v): return .afterPost
        case 0x093F, 0x094E, 0x09BF, 0x09C7, 0x09C8, 0x0A3F, 0x0ABF, 0x0B47, 0x0BC6...0x0BC8, 0x0D46...0x0D48: return .preM
        default: return .afterSub
        }
    }

    static func initialReordering(_ buffer: inout [ShapingGlyph], plan: OTShapePlan) {
        let rphf = plan.featureMasks["rphf"] ?? 0, half = plan.featureMasks["half"] ?? 0, pref = plan.featureMasks["pref"] ?? 0
        let blwf = plan.featureMasks["blwf"] ?? 0, abvf = plan.featureMasks["abvf"] ?? 0, pstf = plan.featureMasks["pstf"] ?? 0
        for range in syllableRanges(buffer) {
            let start = range.lowerBound, end = range.upperBound
            guard isConsonant(buffer[start].indicCategory) else { continue }
            var limit = start
            var hasReph = false
            let block = buffer[start].codepoint & ~0x7F
            // Reph: implicit (Ra + halant) except in Telugu, where it needs a ZWJ after the
            // halant, and Malayalam, whose reph is the dot reph character alone.
            var rephAllowed = false
            if end - start >= 3 {
                switch block {
                case 0x0C00: rephAllowed = end - start >= 4 && buffer[start + 2].indicCategory == Category.zwj.rawValue
                case 0x0D00: rephAllowed = false
                default: rephAllowed = !isJoiner(buffer[start + 2].indicCategory)
                }
            }
            if end - start >= 3, buffer[start].indicCategory == Category.ra.rawValue,
               buffer[start + 1].indicCategory == Category.halant.rawValue, rephAllowed {
                limit = start + 2
                hasReph = true
            }
            // Base: the last consonant that does not take a below-base form (Ra after a
            // halant becomes the below-base "rakar").
            var base = limit
            var k = end - 1
            while k >= limit {
                let c = buffer[k].indicCategory
                if isConsonant(c) {
                    let subjoined = subjoinedPosition(buffer[k]) != nil && k > limit
                        && buffer[k - 1].indicCategory == Category.halant.rawValue
                    if !subjoined { base = k; break }
                }
                if k == limit { break }
                k -= 1
            }
            if hasReph && base < limit { base = limit }
            // Positions.
            var previous = Position.start
            for i in start..<end {
                let c = Category(rawValue: buffer[i].indicCategory) ?? .other
                var p: Position
                if hasReph && i < start + 2 {
                    p = .raToBecomeReph
                } else if i < base {
                    p = isConsonant(c.rawValue) ? .preC : (c == .matra ? matraPosition(buffer[i].codepoint) : previous)
                    if c == .halant || c == .nukta || isJoiner(c.rawValue) { p = previous }
                } else if i == base {
                    p = .baseC
                } else {
                    switch c {
                    case .consonant, .ra, .placeholder: p = subjoinedPosition(buffer[i]) ?? .belowC
                    case .matra: p = matraPosition(buffer[i].codepoint)
                    case .modifier: p = .smvd
                    default: p = previous
                    }
                }
                buffer[i].indicPosition = p.rawValue
                previous = p
            }
            // Post-base consonants own what stands between them and the previous consonant
            // or matra (the halant that joins them).
            if base < end {
                var last = base
                for i in (base + 1)..<end {
                    let c = buffer[i].indicCategory
                    if isConsonant(c) {
                        for j in (last + 1)..<i where buffer[j].indicPosition < Position.smvd.rawValue {
                            buffer[j].indicPosition = buffer[i].indicPosition
                        }
                        last = i
                    } else if c == Category.matra.rawValue {
                        last = i
                    }
                }
            }
            // Stable sort by position.
            let sorted = buffer[start..<end].enumerated().sorted {
                $0.element.indicPosition != $1.element.indicPosition
                    ? $0.element.indicPosition < $1.element.indicPosition : $0.offset < $1.offset
            }.map(\.element)
            buffer.replaceSubrange(start..<end, with: sorted)
            var newBase = end
            for i in start..<end where buffer[i].indicPosition == Position.baseC.rawValue { newBase = i; break }
            for i in start..<end where buffer[i].indicPosition == Position.raToBecomeReph.rawValue { buffer[i].mask |= rphf }
            // Telugu and Kannada apply `blwf` only after the base.
            let preBlwf = block == 0x0C00 || block == 0x0C80 ? 0 : blwf
            for i in start..<min(newBase, end) { buffer[i].mask |= half | preBlwf }
            if newBase < end {
                for i in (newBase + 1)..<end { buffer[i].mask |= blwf | abvf | pstf }
                // The first halant + consonant after the base that `pref` forms gets its mask.
                if pref != 0 {
                    var i = newBase + 1
                    while i + 1 < end {
                        if buffer[i].indicCategory == Category.halant.rawValue,
                           buffer[i + 1].consonantPosition == Position.postC.rawValue, buffer[i + 1].prefForm {
                            buffer[i].mask |= pref
                            buffer[i + 1].mask |= pref
                            break
                        }
                        i += 1
                    }
                }
            }
            // Glyphs reordered within the syllable share one cluster.
            let lo = buffer[start..<end].map(\.clusterStart).min() ?? 0
            let hi = buffer[start..<end].map(\.clusterEnd).max() ?? 0
            if sorted.map(\.clusterStart) != sorted.map(\.clusterStart).sorted() {
                for i in start..<end { buffer[i].clusterStart = lo; buffer[i].clusterEnd = hi }
            }
        }
    }

    /// Steps 3 and 4 of the reph's final position: after the main consonant (and what is
    /// placed with it) in Oriya and Malayalam; before the first post-base consonant,
    /// post-base matra or syllable modifier in Bengali. Nil: the end of the syllable.
    static func rephTarget(_ buffer: [ShapingGlyph], start: Int, end: Int, base: Int) -> Int? {
        let block = buffer[base < end ? base : start].codepoint & ~0x7F
        switch block {
        case 0x0B00, 0x0D00:
            var p = base
            while p + 1 < end && buffer[p + 1].indicPosition <= Position.afterMain.rawValue { p += 1 }
            return p < end ? p : nil
        case 0x0980:
            var p = base
            let stops: Set<UInt8> = [Position.postC.rawValue, Position.afterPost.rawValue, Position.smvd.rawValue]
            while p + 1 < end && !stops.contains(buffer[p + 1].indicPosition) { p += 1 }
            return p < end ? p : nil
        default:
            return nil
        }
    }

    static func finalReordering(_ buffer: inout [ShapingGlyph], plan: OTShapePlan) {
        let initMask = plan.featureMasks["init"] ?? 0
        for range in syllableRanges(buffer) {
            let start = range.lowerBound, end = range.upperBound
            guard end - start > 1 else { continue }
            var base = start
            while base < end && buffer[base].indicPosition < Position.baseC.rawValue { base += 1 }
            if base < end {
                while start < base && [Category.nukta.rawValue, Category.halant.rawValue].contains(buffer[base].indicCategory) { base -= 1 }
            }
            // Pre-base matra: after the last standalone halant before the base.
            if start + 1 < end && start < base {
                var newPos = base == end ? base - 2 : base - 1
                while newPos > start && ![Category.matra.rawValue, Category.halant.rawValue].contains(buffer[newPos].indicCategory) {
                    newPos -= 1
                }
                if buffer[newPos].indicCategory == Category.halant.rawValue && buffer[newPos].indicPosition != Position.preM.rawValue {
                    if newPos + 1 < end && isJoiner(buffer[newPos + 1].indicCategory) { newPos += 1 }
                } else {
                    newPos = start
                }
                if start < newPos && buffer[newPos].indicPosition != Position.preM.rawValue {
                    var i = newPos
                    while i > start {
                        if buffer[i - 1].indicPosition == Position.preM.rawValue {
                            let old = i - 1
                            if old < base && base <= newPos { base -= 1 }
                            let tmp = buffer.remove(at: old)
                            buffer.insert(tmp, at: newPos)
                            newPos -= 1
                        }
                        i -= 1
                    }
                }
            }
            // Reph: a formed reph moves after the last halant before the base, else to the
            // end of the syllable before syllable modifiers.
            if buffer[start].indicPosition == Position.raToBecomeReph.rawValue, buffer[start].ligated,
               start + 1 < end {
                var newPos = start + 1
                while newPos < base && buffer[newPos].indicCategory != Category.halant.rawValue { newPos += 1 }
                if newPos < base && buffer[newPos].indicCategory == Category.halant.rawValue {
                    if newPos + 1 < base && isJoiner(buffer[newPos + 1].indicCategory) { newPos += 1 }
                } else if let p = rephTarget(buffer, start: start, end: end, base: base) {
                    newPos = p
                } else {
                    newPos = end - 1
                    while newPos > start && buffer[newPos].indicPosition == Position.smvd.rawValue { newPos -= 1 }
                }
                let reph = buffer.remove(at: start)
                buffer.insert(reph, at: newPos)
                if newPos >= base { base -= 1 }
            }
            // A pre-base-reordering form (`pref`, e.g. Malayalam's ra) moves before the base.
            let prefMask = plan.featureMasks["pref"] ?? 0
            if prefMask != 0, base + 1 < end {
                for i in (base + 1)..<end where buffer[i].mask & prefMask != 0 {
                    guard buffer[i].ligated else { continue }
                    var newPos = base
                    let block = buffer[i].codepoint & ~0x7F
                    if block != 0x0D00 && block != 0x0B80 {
                        while newPos > start && ![Category.matra.rawValue, Category.halant.rawValue].contains(buffer[newPos - 1].indicCategory) {
                            newPos -= 1
                        }
                    }
                    if newPos > start && buffer[newPos - 1].indicCategory == Category.matra.rawValue {
                        if (base + 1..<i).contains(where: { buffer[$0].indicCategory == Category.matra.rawValue }) { newPos -= 1 }
                    }
                    if newPos > start && buffer[newPos - 1].indicCategory == Category.halant.rawValue,
                       newPos < end && isJoiner(buffer[newPos].indicCategory) { newPos += 1 }
                    let g = buffer.remove(at: i)
                    buffer.insert(g, at: newPos)
                    break
                }
            }
            // `init` on a pre-base matra at the start of a word.
            if buffer[start].indicPosition == Position.preM.rawValue {
                let prevIsLetter = start > 0 && Unicode.Scalar(buffer[start - 1].codepoint)?.properties.isAlphabetic == true
                if !prevIsLetter { buffer[start].mask |= initMask }
            }
        }
    }
}
