import Foundation

/// Khmer syllables and reordering (the model of HarfBuzz's Khmer shaper).
///
/// - Input: the split vowels U+17BE, U+17BF, U+17C0, U+17C4 and U+17C5 are always
///   decomposed into the pre-base vowel U+17C1 and themselves (``decompose(_:)``).
/// - Syllables: a base (consonant, independent vowel, dotted circle or no-break space)
///   with everything up to the next base that does not follow a coeng (U+17D2); other
///   characters stand alone. GSUB lookups of the Khmer features stay within a syllable.
/// - Reordering, before `locl`/`ccmp` and the basic features: every glyph after the
///   base gets the `blwf`, `abvf` and `pstf` masks; the first coeng + RO (U+179A) of the
///   first two coengs moves to the front of the syllable with the `pref` mask, the glyphs
///   after it get `cfar`; a pre-base vowel (U+17C1–U+17C3) moves to the front. Moved
///   glyphs merge their clusters with the syllable's start.
/// - Features: `locl ccmp pref blwf abvf pstf cfar` in one stage, then `pres abvs blws
///   psts`, then the common ones without `liga` (Khmer uses `clig`); mark advances are
///   kept as the font gives them.
enum KhmerShaper {
    enum Category: UInt8 { case other = 0, base, ra, coeng, vowelPre, dependent, joiner }

    static func category(_ v: UInt32) -> Category {
        switch v {
        case 0x179A: return .ra
        case 0x1780...0x17B3, 0x25CC, 0x00A0: return .base
        case 0x17D2: return .coeng
        case 0x17C1...0x17C3: return .vowelPre
        case 0x17B4...0x17D1, 0x17D3, 0x17DD: return .dependent
        case 0x200C, 0x200D: return .joiner
        default: return .other
        }
    }

    static func isBase(_ c: Category) -> Bool { c == .base || c == .ra }

    /// The split vowels decomposed into U+17C1 and themselves.
    static func decompose(_ input: [(Unicode.Scalar, Int)]) -> [(Unicode.Scalar, Int)] {
        var out: [(Unicode.Scalar, Int)] = []
        out.reserveCapacity(input.count + 4)
        for (u, c) in input {
            switch u.value {
            case 0x17BE, 0x17BF, 0x17C0, 0x17C4, 0x17C5:
                out.append((Unicode.Scalar(0x17C1)!, c))
                out.append((u, c))
            default:
                out.append((u, c))
            }
        }
        return out
    }

    static func setupSyllables(_ buffer: inout [ShapingGlyph]) {
        for i in buffer.indices { buffer[i].indicCategory = category(buffer[i].codepoint).rawValue }
        func cat(_ k: Int) -> Category { Category(rawValue: buffer[k].indicCategory) ?? .other }
        var number: UInt8 = 1
        var i = 0
        while i < buffer.count {
            let start = i
            i += 1
            if isBase(cat(start)) {
                while i < buffer.count {
                    let c = cat(i)
                    if c == .other { break }
                    if isBase(c) && cat(i - 1) != .coeng { break }
                    i += 1
                }
            }
            for k in start..<i { buffer[k].syllable = number }
            number = number == 255 ? 1 : number + 1
        }
    }

    private static func mergeClusters(_ buffer: inout [ShapingGlyph], _ range: Range<Int>) {
        guard range.count > 1 else { return }
        let lo = buffer[range].map(\.clusterStart).min() ?? 0
        let hi = buffer[range].map(\.clusterEnd).max() ?? 0
        for k in range { buffer[k].clusterStart = lo; buffer[k].clusterEnd = hi }
    }

    static func reorder(_ buffer: inout [ShapingGlyph], plan: OTShapePlan) {
        let pref = plan.featureMasks["pref"] ?? 0, cfar = plan.featureMasks["cfar"] ?? 0
        let post = (plan.featureMasks["blwf"] ?? 0) | (plan.featureMasks["abvf"] ?? 0) | (plan.featureMasks["pstf"] ?? 0)
        var start = 0
        while start < buffer.count {
            var end = start + 1
            while end < buffer.count && buffer[end].syllable == buffer[start].syllable { end += 1 }
            defer { start = end }
            guard isBase(Category(rawValue: buffer[start].indicCategory) ?? .other) else { continue }
            for i in (start + 1)..<end { buffer[i].mask |= post }
            var coengs = 0
            var i = start + 1
            while i < end {
                let c = Category(rawValue: buffer[i].indicCategory) ?? .other
                if c == .coeng && coengs <= 2 && i + 1 < end {
                    coengs += 1
                    if buffer[i + 1].indicCategory == Category.ra.rawValue {
                        buffer[i].mask |= pref
                        buffer[i + 1].mask |= pref
                        mergeClusters(&buffer, start..<(i + 2))
                        let pair = [buffer[i], buffer[i + 1]]
                        buffer.removeSubrange(i..<(i + 2))
                        buffer.insert(contentsOf: pair, at: start)
                        if cfar != 0 { for j in (i + 2)..<end { buffer[j].mask |= cfar } }
                        coengs = 2
                    }
                } else if c == .vowelPre {
                    mergeClusters(&buffer, start..<(i + 1))
                    let vowel = buffer.remove(at: i)
                    buffer.insert(vowel, at: start)
                }
                i += 1
            }
        }
    }
}
