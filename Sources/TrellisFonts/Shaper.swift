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
            a.size == b.size && a.features == b.features && a.faces.count == b.faces.count
                && zip(a.faces, b.faces).allSatisfy { $0 === $1 } && a.text.utf8.elementsEqual(b.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
            for face in faces { hasher.combine(ObjectIdentifier(face)) }
            hasher.combine(size)
            hasher.combine(features)
        }
    }

    private let lock = NSLock()
    private var cache: [CacheKey: [ShapedRun]] = [:]
    private var hits = 0
    private var misses = 0
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

    /// Empties the cache and resets the statistics.
    public func clearCache() {
        lock.lock(); defer { lock.unlock() }
        cache.removeAll()
        hits = 0
        misses = 0
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
        let runs = Shaper.shapeUncached(string, faces: key.faces, size: size, features: features)
        lock.lock()
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

    static func shapeUncached(_ text: String, faces: [FontFace], size: Double, features: ShapingFeatures) -> [ShapedRun] {
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
        if features.contains(.ligatures) {
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
        for i in glyphs.indices {
            var units = zeroAdvance[i] ? 0 : face.advanceWidth(glyph: glyphs[i])
            if features.contains(.kerning), i + 1 < glyphs.count, !zeroAdvance[i], !zeroAdvance[i + 1] {
                units += face.kerning(left: glyphs[i], right: glyphs[i + 1])
            }
            totalUnits += units
            shaped.append(ShapedGlyph(glyph: glyphs[i], advance: Double(units) * size / unitsPerEm, xOffset: 0, yOffset: 0,
                                      cluster: clusters[i], face: face))
        }
        let width = Double(totalUnits) * size / unitsPerEm
        let lower = run.characters.first?.1.lowerBound ?? 0
        let upper = run.characters.last?.1.upperBound ?? lower
        return ShapedRun(glyphs: shaped, width: width, face: face, size: size, textRange: lower..<upper)
    }
}
