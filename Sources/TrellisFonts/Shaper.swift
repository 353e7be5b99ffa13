import Foundation

/// Turns text into positioned glyphs.
///
/// Itemization: each grapheme cluster (Swift `Character`) is assigned one face — a
/// script-neutral character (space, punctuation, symbol) stays in the current run's face
/// when that face covers it; otherwise the primary face if it has glyphs for the whole
/// cluster, else the first covering fallback — where several fallbacks cover it, the one
/// listed first in the script's ``FallbackScript/preferredFamilies`` wins (kana → IPAGothic
/// rather than NanumGothic). Consecutive characters with
/// the same face form a ``ShapedRun``; a run is further split where the script changes
/// between complex scripts (neutral characters join the preceding script). Runs of
/// complex scripts (Arabic, Hebrew, Indic, Thai/Lao …), right-to-left scripts, and runs
/// with combining marks or emoji sequences (ZWJ, modifiers, regional indicators,
/// keycaps, variation selectors) are shaped by the OpenType layout model
/// (``OTShaper``: GSUB/GPOS lookups by script, Arabic joining, mark attachment),
/// checked against HarfBuzz in `ShapingOracleTests`; other runs apply GSUB `liga`
/// ligatures, then pair kerning (the same results for the simple scripts). Advances are `fontUnits * size / unitsPerEm` points. Control
/// characters (e.g. `"\n"`) get glyph 0 with zero advance; default-ignorable scalars the
/// face lacks (ZWJ, variation selectors) produce no glyph.
///
/// Results are cached by (exact UTF-8 text, faces, size, features); the cache is guarded
/// by a lock and emptied when it reaches its capacity.
public final class Shaper: @unchecked Sendable {
    /// A process-wide shaper with the default cache capacity.
    public static let shared = Shaper()

    private struct CacheKey: Hashable {
        let text: String
        let faces: [FontFace]
        let size: Double
        let features: ShapingFeatures

        static func == (a: CacheKey, b: CacheKey) -> Bool {
            guard a.size == b.size && a.features == b.features && a.faces.count == b.faces.count
                && zip(a.faces, b.faces).allSatisfy({ $0 === $1 }) && a.text.utf8.count == b.text.utf8.count else { return false }
            // The exact bytes (not String's canonical equivalence), compared in bulk.
            var x = a.text, y = b.text
            return x.withUTF8 { bx in
                y.withUTF8 { by in bx.count == 0 || memcmp(bx.baseAddress!, by.baseAddress!, bx.count) == 0 }
            }
        }

        func hash(into hasher: inout Hasher) {
            var bytes = text
            bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            for face in faces { hasher.combine(ObjectIdentifier(face)) }
            hasher.combine(size)
            hasher.combine(features)
        }
    }

    private let lock = NSLock()
    private var cache: [CacheKey: [ShapedRun]] = [:]
    private var hits = 0
    private var misses = 0
    private var fastTexts = 0
    private var shapedScalars = 0
    /// Maximum number of cached results before the cache is emptied.
    public let cacheCapacity: Int

    /// Creates a shaper whose cache holds up to `cacheCapacity` results.
    public init(cacheCapacity: Int = 4096) {
        self.cacheCapacity = max(1, cacheCapacity)
    }

    /// Number of cached results.
    public var cacheCount: Int { lock.lock(); defer { lock.unlock() }; return cache.count }
    /// Cache statistics since creation or the last ``clearCache()``.
    public var cacheStatistics: (hits: Int, misses: Int) { lock.lock(); defer { lock.unlock() }; return (hits, misses) }

    /// The shaping work done since creation or the last ``clearCache()`` (cache misses):
    /// texts shaped, how many of them took the simple-text fast path (see
    /// ``shapeUncached(_:faces:size:features:)``), and the Unicode scalars shaped in all.
    public var workStatistics: (texts: Int, fastPathTexts: Int, scalars: Int) {
        lock.lock(); defer { lock.unlock() }
        return (misses, fastTexts, shapedScalars)
    }

    /// Empties the cache and resets the statistics.
    public func clearCache() {
        lock.lock(); defer { lock.unlock() }
        cache.removeAll()
        hits = 0
        misses = 0
        fastTexts = 0
        shapedScalars = 0
    }

    /// Shapes `text` at `size` points with `face`, falling back to `fallbacks` in order
    /// for characters `face` lacks.
    public func shape<S: StringProtocol>(_ text: S, face: FontFace, size: Double, fallbacks: [FontFace] = [],
                                         features: ShapingFeatures = .all) -> [ShapedRun] {
        let string = String(text)
        let key = CacheKey(text: string, faces: [face] + fallbacks, size: size, features: features)
        lock.lock()
        if let cached = cache[key] {
            hits += 1
            lock.unlock()
            return cached
        }
        misses += 1
        lock.unlock()
        let fast = Shaper.shapeSimpleText(string, face: face, size: size, features: features)
        let runs = fast ?? Shaper.shapeUncached(string, faces: key.faces, size: size, features: features, fastPath: false)
        let scalars = string.unicodeScalars.count
        lock.lock()
        if fast != nil { fastTexts += 1 }
        shapedScalars += scalars
        if cache.count >= cacheCapacity { cache.removeAll() }
        cache[key] = runs
        lock.unlock()
        return runs
    }

    /// Total advance of `text` in points (see ``shape(_:face:size:fallbacks:features:)``).
    public func width<S: StringProtocol>(of text: S, face: FontFace, size: Double, fallbacks: [FontFace] = [],
                                         features: ShapingFeatures = .all) -> Double {
        shape(text, face: face, size: size, fallbacks: fallbacks, features: features).totalWidth
    }

    // MARK: Shaping

    private struct Pending {
        let face: FontFace
        var characters: [(Character, Range<Int>)] = []
    }

    /// Shapes `text` without the cache: per grapheme cluster (face choice, script
    /// segments, the layout model where needed), or, with `fastPath`, through
    /// ``shapeSimpleText(_:face:size:features:)`` when the text qualifies, which gives
    /// the same runs.
    static func shapeUncached(_ text: String, faces: [FontFace], size: Double, features: ShapingFeatures,
                              fastPath: Bool = true) -> [ShapedRun] {
        if fastPath, let runs = shapeSimpleText(text, face: faces[0], size: size, features: features) { return runs }
        var runs: [ShapedRun] = []
        var pending: Pending?
        var offset = 0
        for character in text {
            let length = character.utf16.count
            let range = offset..<(offset + length)
            offset += length
            let chosen = FontFallback.face(for: character, current: pending?.face, faces: faces)
            // Compared in place: binding `pending` to a constant here would share its
            // characters array, and every append would copy it (quadratic in a long run).
            if pending != nil, pending!.face === chosen {
                pending!.characters.append((character, range))
            } else {
                if let p = pending { runs.append(contentsOf: shapeRun(p, size: size, features: features)) }
                pending = Pending(face: chosen, characters: [(character, range)])
            }
        }
        if let p = pending { runs.append(contentsOf: shapeRun(p, size: size, features: features)) }
        return runs
    }

    /// The script a character belongs to for run splitting: nil for neutral characters
    /// (Common/Inherited scalars only) and for the simple scripts.
    static func complexScript(of character: Character) -> UnicodeScript? {
        for scalar in character.unicodeScalars {
            let script = UnicodeScript(scalar)
            if script == .common || script == .inherited || script == .unknown { continue }
            if script.isRightToLeft || ComplexShaperKind(script) != .standard { return script }
            return nil
        }
        return nil
    }

    /// Whether a character needs the OpenType model even in a simple script: combining
    /// marks, ZWJ/ZWNJ, variation selectors, emoji modifiers, regional indicators, keycaps.
    static func needsLayoutModel(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars {
            let v = scalar.value
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: break
            }
            if v == 0x200C || v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x1F1E6...0x1F1FF).contains(v)
                || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v) { return true }
            if scalar.properties.isEmojiPresentation { return true }
        }
        return false
    }

    private static func shapeRun(_ run: Pending, size: Double, features: ShapingFeatures) -> [ShapedRun] {
        // Split at changes between complex scripts; neutral characters join the segment
        // they are in (leading ones take the first script that follows).
        enum Key: Equatable { case undetermined, simple, complex(UnicodeScript) }
        var segments: [(key: Key, characters: [(Character, Range<Int>)])] = []
        for item in run.characters {
            let key: Key
            if let script = complexScript(of: item.0) { key = .complex(script) } else if isNeutral(item.0) { key = .undetermined } else { key = .simple }
            if segments.isEmpty {
                segments.append((key, [item]))
            } else if key == .undetermined || segments[segments.count - 1].key == key {
                segments[segments.count - 1].characters.append(item)
            } else if segments[segments.count - 1].key == .undetermined {
                segments[segments.count - 1].key = key
                segments[segments.count - 1].characters.append(item)
            } else {
                segments.append((key, [item]))
            }
        }
        return segments.map { segment in
            let pending = Pending(face: run.face, characters: segment.characters)
            var script: UnicodeScript?
            if case .complex(let s) = segment.key { script = s }
            if script != nil || segment.characters.contains(where: { needsLayoutModel($0.0) }) {
                return shapeWithLayoutModel(pending, script: script, size: size, features: features)
            }
            return shapeSimpleRun(pending, size: size, features: features)
        }
    }

    /// Whether every scalar of the character is Common or Inherited.
    static func isNeutral(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            let s = UnicodeScript($0)
            return s == .common || s == .inherited || s == .unknown
        }
    }

    private static func shapeWithLayoutModel(_ run: Pending, script: UnicodeScript?, size: Double,
                                             features: ShapingFeatures) -> ShapedRun {
        let face = run.face
        // Spelled out with explicit types: as one `??` chain over a lazy flatMap/map, this
        // expression took seconds to type-check.
        var resolved: UnicodeScript = .common
        if let script {
            resolved = script
        } else {
            search: for item in run.characters {
                for scalar in item.0.unicodeScalars {
                    let s = UnicodeScript(scalar)
                    if s != .common && s != .inherited && s != .unknown { resolved = s; break search }
                }
            }
        }
        let rtl = resolved.isRightToLeft
        var input: [(Unicode.Scalar, Int)] = []
        for (k, item) in run.characters.enumerated() {
            for scalar in item.0.unicodeScalars { input.append((scalar, k)) }
        }
        let glyphs = OTShaper.shape(input, face: face, script: resolved, rightToLeft: rtl, features: features)
        let scale = size / Double(face.unitsPerEm)
        var totalUnits = 0
        let shaped = glyphs.map { g -> ShapedGlyph in
            totalUnits += g.xAdvance
            let lower = run.characters[min(max(g.clusterStart, 0), run.characters.count - 1)].1.lowerBound
            let upper = run.characters[min(max(g.clusterEnd, 0), run.characters.count - 1)].1.upperBound
            return ShapedGlyph(glyph: g.glyph, advance: Double(g.xAdvance) * scale, xOffset: Double(g.xOffset) * scale,
                               yOffset: Double(g.yOffset) * scale, cluster: lower..<upper, face: face)
        }
        let lower = run.characters.first?.1.lowerBound ?? 0
        let upper = run.characters.last?.1.upperBound ?? lower
        var result = ShapedRun(glyphs: shaped, width: Double(totalUnits) * scale, face: face, size: size, textRange: lower..<upper)
        result.isRightToLeft = rtl
        result.script = resolved
        return result
    }

    private static func shapeSimpleRun(_ run: Pending, size: Double, features: ShapingFeatures) -> ShapedRun {
        let face = run.face
        var glyphs: [UInt16] = []
        var clusters: [Range<Int>] = []
        var zeroAdvance: [Bool] = []
        for (character, range) in run.characters {
            for scalar in character.unicodeScalars {
                if let g = face.glyphID(for: scalar) {
                    glyphs.append(g); clusters.append(range); zeroAdvance.append(false)
                } else if scalar.properties.generalCategory == .control {
                    glyphs.append(0); clusters.append(range); zeroAdvance.append(true)
                } else if !FontFallback.isIgnorable(scalar) {
                    glyphs.append(0); clusters.append(range); zeroAdvance.append(false)
                }
            }
        }
        let lower = run.characters.first?.1.lowerBound ?? 0
        let upper = run.characters.last?.1.upperBound ?? lower
        return finishSimpleRun(face: face, glyphs: glyphs, clusters: clusters, zeroAdvance: zeroAdvance,
                               textRange: lower..<upper, size: size, features: features)
    }

    /// Ligatures, advances and pair kerning for the glyphs of a simple run.
    private static func finishSimpleRun(face: FontFace, glyphs: [UInt16], clusters: [Range<Int>], zeroAdvance: [Bool],
                                        textRange: Range<Int>, size: Double, features: ShapingFeatures) -> ShapedRun {
        var glyphs = glyphs, clusters = clusters, zeroAdvance = zeroAdvance
        if features.contains(.ligatures), face.hasLigatures {
            let result = face.applyLigatures(glyphs)
            if result.glyphs.count != glyphs.count {
                clusters = result.clusters.map { r in
                    clusters[r.lowerBound].lowerBound..<clusters[r.upperBound - 1].upperBound
                }
                zeroAdvance = result.clusters.map { r in r.count == 1 && zeroAdvance[r.lowerBound] }
                glyphs = result.glyphs
            }
        }
        // Advances are computed as units * size / unitsPerEm (one rounding), and the run
        // width from the summed units, so exact inputs give exact widths.
        let unitsPerEm = Double(face.unitsPerEm)
        var shaped: [ShapedGlyph] = []
        shaped.reserveCapacity(glyphs.count)
        var totalUnits = 0
        var kerning = KerningMemo(features.contains(.kerning) ? face.pairKerning() : nil)
        for i in glyphs.indices {
            var units = zeroAdvance[i] ? 0 : face.advanceWidth(glyph: glyphs[i])
            if i + 1 < glyphs.count, !zeroAdvance[i], !zeroAdvance[i + 1] {
                units += kerning.value(glyphs[i], glyphs[i + 1])
            }
            totalUnits += units
            shaped.append(ShapedGlyph(glyph: glyphs[i], advance: Double(units) * size / unitsPerEm, xOffset: 0, yOffset: 0,
                                      cluster: clusters[i], face: face))
        }
        let width = Double(totalUnits) * size / unitsPerEm
        return ShapedRun(glyphs: shaped, width: width, face: face, size: size, textRange: textRange)
    }

    /// Pair kerning values remembered in a small direct-mapped table: a long run repeats
    /// few pairs, and each GPOS pair lookup walks coverage and class tables.
    private struct KerningMemo {
        let lookup: ((UInt16, UInt16) -> Int)?
        var keys: [UInt32]
        var values: [Int]
        var filled: [Bool]

        init(_ lookup: ((UInt16, UInt16) -> Int)?) {
            self.lookup = lookup
            let n = lookup == nil ? 0 : 512
            keys = [UInt32](repeating: 0, count: n)
            values = [Int](repeating: 0, count: n)
            filled = [Bool](repeating: false, count: n)
        }

        mutating func value(_ left: UInt16, _ right: UInt16) -> Int {
            guard let lookup else { return 0 }
            let key = UInt32(left) << 16 | UInt32(right)
            let slot = Int((key &* 0x9E37_79B1) >> 23)
            if filled[slot], keys[slot] == key { return values[slot] }
            let v = lookup(left, right)
            keys[slot] = key; values[slot] = v; filled[slot] = true
            return v
        }
    }

    // MARK: The simple-text fast path

    /// Shapes `text` scalar by scalar when every scalar is a simple character `face` has
    /// a glyph for; nil when one is not (the text then goes through the per-cluster
    /// path). A simple character (``isSimpleScalar(_:)``) always forms a grapheme cluster
    /// of its own, is in no complex or right-to-left script and needs no layout model, so
    /// the per-cluster path would put the whole text in one run of `face` (the primary
    /// face covers every cluster; neutral characters stay in it) and shape that run with
    /// cmap, `liga` ligatures and pair kerning — which is what this does, without making a
    /// `Character` per cluster or classifying each one anew: each distinct scalar is
    /// classified and looked up once per text, kerning pairs once per run.
    /// `ShaperFastPathTests` checks both paths give the same runs.
    static func shapeSimpleText(_ text: String, face: FontFace, size: Double, features: ShapingFeatures) -> [ShapedRun]? {
        var glyphs: [UInt16] = []
        var clusters: [Range<Int>] = []
        let capacity = text.utf8.count
        glyphs.reserveCapacity(capacity)
        clusters.reserveCapacity(capacity)
        // Glyphs of the scalars seen so far (0: not simple); ASCII in a table.
        var ascii = [Int32](repeating: -1, count: 128)
        var others: [UInt32: UInt16] = [:]
        func simpleGlyph(_ scalar: Unicode.Scalar) -> UInt16 {
            guard isSimpleScalar(scalar) else { return 0 }
            return face.glyphID(for: scalar) ?? 0
        }
        var offset = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let glyph: UInt16
            if v < 128 {
                if ascii[Int(v)] < 0 { ascii[Int(v)] = Int32(simpleGlyph(scalar)) }
                glyph = UInt16(ascii[Int(v)])
            } else if let g = others[v] {
                glyph = g
            } else {
                glyph = simpleGlyph(scalar)
                others[v] = glyph
            }
            guard glyph != 0 else { return nil }
            let length = v > 0xFFFF ? 2 : 1
            glyphs.append(glyph)
            clusters.append(offset..<(offset + length))
            offset += length
        }
        guard !glyphs.isEmpty else { return [] }
        return [finishSimpleRun(face: face, glyphs: glyphs, clusters: clusters,
                                zeroAdvance: [Bool](repeating: false, count: glyphs.count),
                                textRange: 0..<offset, size: size, features: features)]
    }

    /// Whether `scalar` is a simple character for ``shapeSimpleText(_:face:size:features:)``:
    /// in a block whose characters all have Grapheme_Cluster_Break=Other (no control,
    /// extending, spacing-mark, prepend, Hangul jamo or regional-indicator scalars, so each
    /// is a cluster of its own next to any other simple character), and, as a one-scalar
    /// cluster, neither in a complex or right-to-left script (``complexScript(of:)``) nor
    /// needing the layout model (``needsLayoutModel(_:)``: emoji presentation). The
    /// blocks: printable ASCII, Latin-1 to Spacing Modifier Letters (without the soft
    /// hyphen), Greek and Cyrillic (without the combining marks U+0483–0489), Latin and
    /// Greek Extended, general punctuation (without the zero-width, joiner, separator,
    /// embedding and other format characters), super- and subscripts, currency, letterlike symbols to miscellaneous
    /// symbols and arrows, CJK punctuation (without its tone marks), kana (without the
    /// combining sound marks), CJK ideographs (extension A, the basic block,
    /// compatibility), CJK compatibility forms and half- and full-width forms up to
    /// U+FF9D (the sound marks U+FF9E–FF9F extend).
    static func isSimpleScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x1E00...0x1FFF,
             0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF,
             0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF9D:
            let character = Character(scalar)
            return complexScript(of: character) == nil && !needsLayoutModel(character)
        default:
            return false
        }
    }
}
