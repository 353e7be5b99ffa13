import Foundation

/// Myanmar syllables and reordering (the model of HarfBuzz's Myanmar shaper).
///
/// - Syllables: an optional kinzi (NGA/RA + ASAT + VIRAMA), then a base (consonant,
///   independent vowel, digit, dotted circle or no-break space) with the signs after it;
///   a consonant after VIRAMA (a stacked consonant) stays in the syllable. GSUB lookups
///   of `locl`, `ccmp` and the basic features stay within a syllable.
/// - Reordering, after `locl`/`ccmp`: the base is the first consonant after the kinzi;
///   kinzi goes after the base, medial RA (U+103C) before it (pre-base consonant), the
///   vowel sign E (U+1031, U+1084) before everything (pre-base matra); below-base vowels
///   and the anusvara between them keep their place relative to the other signs; a
///   stable sort by these positions reorders the syllable, and a run of several pre-base
///   vowels keeps its logical order.
/// - Features: `locl ccmp`; then `rphf`, `pref`, `blwf`, `pstf` each in its own stage;
///   then `pres abvs blws psts`; then the common ones.
enum MyanmarShaper {
    enum Category: UInt8 {
        case other = 0, consonant, ra, asat, virama, medialRa, vowelPre, vowelBelow, anusvara, variationSelector, sign, joiner
    }
    typealias Position = IndicShaper.Position

    static func category(_ v: UInt32) -> Category {
        switch v {
        case 0x1004, 0x101B, 0x105A: return .ra
        case 0x1000...0x102A, 0x103F, 0x104E, 0x1050...0x1055, 0x105B...0x105D, 0x1061, 0x1065, 0x1066, 0x106E...0x1070,
             0x1075...0x1081, 0x108E, 0x1040...0x1049, 0x1090...0x1099, 0xAA60...0xAA6F, 0xAA71...0xAA76, 0xAA7A,
             0xA9E0...0xA9E4, 0xA9E7...0xA9EF, 0xA9FA...0xA9FE, 0x25CC, 0x00A0:
            return .consonant
        case 0x103A: return .asat
        case 0x1039: return .virama
        case 0x103C: return .medialRa
        case 0x1031, 0x1084: return .vowelPre
        case 0x102F, 0x1030, 0x1058, 0x1059: return .vowelBelow
        case 0x1032, 0x1036: return .anusvara
        case 0xFE00...0xFE0F: return .variationSelector
        case 0x102B...0x1038, 0x103B...0x103E, 0x1056, 0x1057, 0x105E...0x1060, 0x1062...0x1064, 0x1067...0x106D,
             0x1071...0x1074, 0x1082...0x108D, 0x108F, 0x109A...0x109D, 0xAA7B...0xAA7D, 0xA9E5, 0xA9E6:
            return .sign
        case 0x200C, 0x200D: return .joiner
        default: return .other
        }
    }

    static func isConsonant(_ c: Category) -> Bool { c == .consonant || c == .ra }

    static func setupSyllables(_ buffer: inout [ShapingGlyph]) {
        for i in buffer.indices { buffer[i].indicCategory = category(buffer[i].codepoint).rawValue }
        func cat(_ k: Int) -> Category { k < buffer.count ? Category(rawValue: buffer[k].indicCategory) ?? .other : .other }
        func isKinzi(_ k: Int) -> Bool { cat(k) == .ra && cat(k + 1) == .asat && cat(k + 2) == .virama && isConsonant(cat(k + 3)) }
        var number: UInt8 = 1
        var i = 0
        while i < buffer.count {
            let start = i
            if isKinzi(i) { i += 3 }
            i += 1
            if isConsonant(cat(i - 1)) {
                while i < buffer.count {
                    let c = cat(i)
                    if c == .other { break }
                    if isConsonant(c) {
                        if cat(i - 1) != .virama || isKinzi(i) { break }
                    }
                    i += 1
                }
            }
            for k in start..<i { buffer[k].syllable = number }
            number = number == 255 ? 1 : number + 1
        }
    }

    static func reorder(_ buffer: inout [ShapingGlyph]) {
        var start = 0
        while start < buffer.count {
            var end = start + 1
            while end < buffer.count && buffer[end].syllable == buffer[start].syllable { end += 1 }
            defer { start = end }
            reorderSyllable(&buffer, start, end)
        }
    }

    private static func reorderSyllable(_ buffer: inout [ShapingGlyph], _ start: Int, _ end: Int) {
        func cat(_ k: Int) -> Category { Category(rawValue: buffer[k].indicCategory) ?? .other }
        var limit = start
        var hasKinzi = false
        if start + 3 <= end, cat(start) == .ra, cat(start + 1) == .asat, cat(start + 2) == .virama {
            limit += 3
            hasKinzi = true
        }
        guard (limit..<end).contains(where: { isConsonant(cat($0)) }) else { return }
        var base = hasKinzi ? start : limit
        for i in limit..<end where isConsonant(cat(i)) { base = i; break }
        var i = start
        while i < start + (hasKinzi ? 3 : 0) { buffer[i].indicPosition = Position.afterMain.rawValue; i += 1 }
        while i < base { buffer[i].indicPosition = Position.preC.rawValue; i += 1 }
        if i < end { buffer[i].indicPosition = Position.baseC.rawValue; i += 1 }
        var pos = Position.afterMain
        while i < end {
            let c = cat(i)
            defer { i += 1 }
            if c == .medialRa { buffer[i].indicPosition = Position.preC.rawValue; continue }
            if c == .vowelPre { buffer[i].indicPosition = Position.preM.rawValue; continue }
            if c == .variationSelector { buffer[i].indicPosition = buffer[i - 1].indicPosition; continue }
            if pos == .afterMain && c == .vowelBelow {
                pos = .belowC
                buffer[i].indicPosition = pos.rawValue
                continue
            }
            if pos == .belowC && c == .anusvara { buffer[i].indicPosition = Position.beforeSub.rawValue; continue }
            if pos == .belowC && c == .vowelBelow { buffer[i].indicPosition = pos.rawValue; continue }
            if pos == .belowC && c != .anusvara {
                pos = .afterSub
                buffer[i].indicPosition = pos.rawValue
                continue
            }
            buffer[i].indicPosition = pos.rawValue
        }
        let original = Array(buffer[start..<end])
        let sorted = original.enumerated().sorted {
            $0.element.indicPosition != $1.element.indicPosition
                ? $0.element.indicPosition < $1.element.indicPosition : $0.offset < $1.offset
        }
        if sorted.map(\.offset) != Array(0..<(end - start)) {
            // Glyphs that moved share one cluster with what they moved across.
            let lo = original.map(\.clusterStart).min() ?? 0, hi = original.map(\.clusterEnd).max() ?? 0
            buffer.replaceSubrange(start..<end, with: sorted.map {
                var g = $0.element
                g.clusterStart = lo
                g.clusterEnd = hi
                return g
            })
        }
        // Several pre-base vowels keep their logical order (with their variation selectors).
        var first = end, last = end
        for k in start..<end where buffer[k].indicPosition == Position.preM.rawValue {
            if first == end { first = k }
            last = k
        }
        if first < last {
            buffer[first...last].reverse()
            var k = first
            for j in first...last where cat(j) == .vowelPre {
                buffer[k...j].reverse()
                k = j + 1
            }
        }
    }
}
