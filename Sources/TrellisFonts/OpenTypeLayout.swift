import Foundation

/// A Coverage table (formats 1 and 2), copied into arrays at parse time.
struct Coverage {
    private enum Storage {
        case glyphs([UInt16])
        case ranges(starts: [UInt16], ends: [UInt16], startIndices: [UInt16])
    }
    private let storage: Storage

    init(_ r: BinaryReader) throws {
        let format = try r.u16(at: 0)
        let count = Int(try r.u16(at: 2))
        switch format {
        case 1:
            storage = .glyphs(try r.u16Array(at: 4, count: count))
        case 2:
            let raw = try r.u16Array(at: 4, count: count * 3)
            var starts: [UInt16] = [], ends: [UInt16] = [], idx: [UInt16] = []
            for i in 0..<count {
                starts.append(raw[i * 3]); ends.append(raw[i * 3 + 1]); idx.append(raw[i * 3 + 2])
            }
            storage = .ranges(starts: starts, ends: ends, startIndices: idx)
        default:
            throw FontError.badValue(r.context, "coverage format \(format)")
        }
    }

    /// Coverage index of `glyph`, or nil when not covered.
    func index(of glyph: UInt16) -> Int? {
        switch storage {
        case .glyphs(let glyphs):
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if glyphs[mid] < glyph { lo = mid + 1 } else { hi = mid }
            }
            return lo < glyphs.count && glyphs[lo] == glyph ? lo : nil
        case .ranges(let starts, let ends, let startIndices):
            var lo = 0, hi = ends.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if ends[mid] < glyph { lo = mid + 1 } else { hi = mid }
            }
            guard lo < ends.count, starts[lo] <= glyph else { return nil }
            return Int(startIndices[lo]) + Int(glyph - starts[lo])
        }
    }
}

/// A ClassDef table (formats 1 and 2); unlisted glyphs are class 0.
struct ClassDef {
    private enum Storage {
        case array(start: UInt16, classes: [UInt16])
        case ranges(starts: [UInt16], ends: [UInt16], classes: [UInt16])
    }
    private let storage: Storage

    init(_ r: BinaryReader) throws {
        let format = try r.u16(at: 0)
        switch format {
        case 1:
            let start = try r.u16(at: 2)
            let count = Int(try r.u16(at: 4))
            storage = .array(start: start, classes: try r.u16Array(at: 6, count: count))
        case 2:
            let count = Int(try r.u16(at: 2))
            let raw = try r.u16Array(at: 4, count: count * 3)
            var starts: [UInt16] = [], ends: [UInt16] = [], classes: [UInt16] = []
            for i in 0..<count {
                starts.append(raw[i * 3]); ends.append(raw[i * 3 + 1]); classes.append(raw[i * 3 + 2])
            }
            storage = .ranges(starts: starts, ends: ends, classes: classes)
        default:
            throw FontError.badValue(r.context, "class definition format \(format)")
        }
    }

    /// Class of `glyph`.
    func classOf(_ glyph: UInt16) -> Int {
        switch storage {
        case .array(let start, let classes):
            guard glyph >= start, Int(glyph - start) < classes.count else { return 0 }
            return Int(classes[Int(glyph - start)])
        case .ranges(let starts, let ends, let classes):
            var lo = 0, hi = ends.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if ends[mid] < glyph { lo = mid + 1 } else { hi = mid }
            }
            guard lo < ends.count, starts[lo] <= glyph else { return 0 }
            return Int(classes[lo])
        }
    }
}

/// The common header of GSUB and GPOS: script, feature and lookup lists.
struct LayoutTableHeader {
    let table: BinaryReader
    let scriptList: BinaryReader
    let featureList: BinaryReader
    let lookupList: BinaryReader

    init(_ r: BinaryReader) throws {
        let major = try r.u16(at: 0)
        guard major == 1 else { throw FontError.badValue(r.context, "major version \(major)") }
        table = r
        scriptList = try r.sub(at: Int(try r.u16(at: 4)))
        featureList = try r.sub(at: Int(try r.u16(at: 6)))
        lookupList = try r.sub(at: Int(try r.u16(at: 8)))
    }

    /// Lookup indices of the features tagged `featureTag` referenced by the default
    /// language systems of the `DFLT` and `latn` scripts (the shaper does not itemize by
    /// script, and these are the systems UI text uses); when neither script exists, the
    /// first script's default language system is used. When that yields no feature,
    /// every feature with the tag is used. The result is sorted (lookups apply in
    /// LookupList order).
    func lookupIndices(feature featureTag: String) throws -> [Int] {
        let featureCount = Int(try featureList.u16(at: 0))
        var featureTags: [String] = []
        var featureOffsets: [Int] = []
        for i in 0..<featureCount {
            featureTags.append(try featureList.tag(at: 2 + i * 6))
            featureOffsets.append(Int(try featureList.u16(at: 2 + i * 6 + 4)))
        }
        let scriptCount = Int(try scriptList.u16(at: 0))
        var scripts: [(String, Int)] = []
        for i in 0..<scriptCount {
            scripts.append((try scriptList.tag(at: 2 + i * 6), Int(try scriptList.u16(at: 2 + i * 6 + 4))))
        }
        var chosen = scripts.filter { $0.0 == "DFLT" || $0.0 == "latn" }
        if chosen.isEmpty, let first = scripts.first { chosen = [first] }
        var featureIndices = Set<Int>()
        for (_, scriptOffset) in chosen {
            let script = try scriptList.sub(at: scriptOffset)
            let defaultLangSys = Int(try script.u16(at: 0))
            guard defaultLangSys != 0 else { continue }
            let langSys = try script.sub(at: defaultLangSys)
            let required = Int(try langSys.u16(at: 2))
            let count = Int(try langSys.u16(at: 4))
            var indices = try langSys.u16Array(at: 6, count: count).map(Int.init)
            if required != 0xFFFF { indices.append(required) }
            for index in indices where index < featureCount && featureTags[index] == featureTag {
                featureIndices.insert(index)
            }
        }
        if featureIndices.isEmpty {
            featureIndices = Set(featureTags.indices.filter { featureTags[$0] == featureTag })
        }
        var lookups = Set<Int>()
        for index in featureIndices {
            let feature = try featureList.sub(at: featureOffsets[index])
            let count = Int(try feature.u16(at: 2))
            for l in try feature.u16Array(at: 4, count: count) { lookups.insert(Int(l)) }
        }
        let lookupCount = Int(try lookupList.u16(at: 0))
        return lookups.filter { $0 < lookupCount }.sorted()
    }

    /// A lookup's type and subtable readers, resolving Extension subtables
    /// (`extensionType` is 9 for GPOS, 7 for GSUB).
    func lookup(_ index: Int, extensionType: Int) throws -> (type: Int, subtables: [BinaryReader]) {
        let lookup = try lookupList.sub(at: Int(try lookupList.u16(at: 2 + index * 2)))
        var type = Int(try lookup.u16(at: 0))
        let count = Int(try lookup.u16(at: 4))
        var subtables: [BinaryReader] = []
        var resolvedType: Int?
        for offset in try lookup.u16Array(at: 6, count: count) {
            let sub = try lookup.sub(at: Int(offset))
            if type == extensionType {
                let format = try sub.u16(at: 0)
                guard format == 1 else { throw FontError.badValue(sub.context, "extension format \(format)") }
                let inner = Int(try sub.u16(at: 2))
                guard inner != extensionType, resolvedType == nil || resolvedType == inner else {
                    throw FontError.badValue(sub.context, "inconsistent extension lookup type \(inner)")
                }
                resolvedType = inner
                subtables.append(try sub.sub(at: Int(try sub.u32(at: 4))))
            } else {
                subtables.append(sub)
            }
        }
        if let resolvedType { type = resolvedType }
        return (type, subtables)
    }
}
