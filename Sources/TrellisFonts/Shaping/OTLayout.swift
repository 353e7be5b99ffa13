import Foundation

/// GDEF glyph property bits (the glyph class as a flag, so lookup flags can mask it).
enum GlyphProps {
    static let base: UInt16 = 0x02
    static let ligature: UInt16 = 0x04
    static let mark: UInt16 = 0x08
}

/// Lookup flag bits (OpenType LookupFlag).
enum LookupFlag {
    static let rightToLeft: UInt16 = 0x0001
    static let ignoreBaseGlyphs: UInt16 = 0x0002
    static let ignoreLigatures: UInt16 = 0x0004
    static let ignoreMarks: UInt16 = 0x0008
    static let useMarkFilteringSet: UInt16 = 0x0010
    static let markAttachmentTypeMask: UInt16 = 0xFF00
}

/// The `GDEF` table: glyph classes, mark attachment classes and mark glyph sets.
struct GDEFTable {
    let glyphClasses: ClassDef?
    let markAttachClasses: ClassDef?
    let markGlyphSets: [Coverage]

    init(_ r: BinaryReader) throws {
        let major = try r.u16(at: 0), minor = try r.u16(at: 2)
        guard major == 1 else { throw FontError.badValue("GDEF", "major version \(major)") }
        let gc = Int(try r.u16(at: 4))
        glyphClasses = gc == 0 ? nil : try ClassDef(try r.sub(at: gc))
        let mac = Int(try r.u16(at: 10))
        markAttachClasses = mac == 0 ? nil : try ClassDef(try r.sub(at: mac))
        var sets: [Coverage] = []
        if minor >= 2 {
            let mgs = Int(try r.u16(at: 12))
            if mgs != 0 {
                let t = try r.sub(at: mgs)
                let count = Int(try t.u16(at: 2))
                for i in 0..<count {
                    sets.append(try Coverage(try t.sub(at: Int(try t.u32(at: 4 + i * 4)))))
                }
            }
        }
        markGlyphSets = sets
    }

    /// Glyph properties: class bits and the mark attachment class in the high byte.
    func props(_ glyph: UInt16) -> UInt16? {
        guard let glyphClasses else { return nil }
        switch glyphClasses.classOf(glyph) {
        case 1: return GlyphProps.base
        case 2: return GlyphProps.ligature
        case 3:
            let attach = UInt16(markAttachClasses?.classOf(glyph) ?? 0) & 0xFF
            return GlyphProps.mark | attach << 8
        default: return 0
        }
    }
}

/// One parsed lookup: type (Extension resolved), flag, mark filtering set, subtables.
struct OTLookup {
    let type: Int
    let flag: UInt16
    let markFilteringSet: Int?
    let subtables: [BinaryReader]
}

/// A GSUB or GPOS table: script/feature selection and lazily parsed lookups.
final class OTLayoutTable: @unchecked Sendable {
    let header: LayoutTableHeader
    let isGPOS: Bool
    private let lock = NSLock()
    private var lookups: [Int: OTLookup?] = [:]
    private var coverages: [Int: Coverage] = [:]
    private var classDefs: [Int: ClassDef] = [:]

    /// The Coverage table at `offset` in `r`, parsed once (cached by file position).
    func coverage(_ r: BinaryReader, at offset: Int) throws -> Coverage {
        let sub = try r.sub(at: offset)
        lock.lock()
        if let c = coverages[sub.base] { lock.unlock(); return c }
        lock.unlock()
        let c = try Coverage(sub)
        lock.lock(); coverages[sub.base] = c; lock.unlock()
        return c
    }

    /// The ClassDef table at `offset` in `r`, parsed once (cached by file position).
    func classDef(_ r: BinaryReader, at offset: Int) throws -> ClassDef {
        let sub = try r.sub(at: offset)
        lock.lock()
        if let c = classDefs[sub.base] { lock.unlock(); return c }
        lock.unlock()
        let c = try ClassDef(sub)
        lock.lock(); classDefs[sub.base] = c; lock.unlock()
        return c
    }

    init(_ r: BinaryReader, isGPOS: Bool) throws {
        header = try LayoutTableHeader(r)
        self.isGPOS = isGPOS
    }

    var lookupCount: Int { (try? Int(header.lookupList.u16(at: 0))) ?? 0 }

    func lookup(_ index: Int) -> OTLookup? {
        lock.lock(); defer { lock.unlock() }
        if let l = lookups[index] { return l }
        let l = try? parseLookup(index)
        lookups[index] = .some(l)
        return l
    }

    private func parseLookup(_ index: Int) throws -> OTLookup {
        let list = header.lookupList
        guard index < lookupCount else { throw FontError.badValue(list.context, "lookup \(index)") }
        let lookup = try list.sub(at: Int(try list.u16(at: 2 + index * 2)))
        var type = Int(try lookup.u16(at: 0))
        let flag = try lookup.u16(at: 2)
        let count = Int(try lookup.u16(at: 4))
        let extensionType = isGPOS ? 9 : 7
        var subtables: [BinaryReader] = []
        var resolved: Int?
        for offset in try lookup.u16Array(at: 6, count: count) {
            let sub = try lookup.sub(at: Int(offset))
            if type == extensionType {
                let inner = Int(try sub.u16(at: 2))
                guard inner != extensionType, resolved == nil || resolved == inner else {
                    throw FontError.badValue(sub.context, "extension lookup type \(inner)")
                }
                resolved = inner
                subtables.append(try sub.sub(at: Int(try sub.u32(at: 4))))
            } else {
                subtables.append(sub)
            }
        }
        if let resolved { type = resolved }
        var markSet: Int?
        if flag & LookupFlag.useMarkFilteringSet != 0 { markSet = Int(try lookup.u16(at: 6 + count * 2)) }
        return OTLookup(type: type, flag: flag, markFilteringSet: markSet, subtables: subtables)
    }

    /// The language system chosen for `scriptTags` (first present, then `DFLT`, `dflt`,
    /// `latn`): its feature indices and required feature index, or nil when the table
    /// has none of these scripts.
    func languageSystem(scriptTags: [String]) -> (features: [Int], required: Int?)? {
        let scriptList = header.scriptList
        guard let count = try? Int(scriptList.u16(at: 0)) else { return nil }
        var scripts: [String: Int] = [:]
        for i in 0..<count {
            guard let tag = try? scriptList.tag(at: 2 + i * 6), let off = try? scriptList.u16(at: 2 + i * 6 + 4) else { return nil }
            if scripts[tag] == nil { scripts[tag] = Int(off) }
        }
        for tag in scriptTags + ["DFLT", "dflt", "latn"] {
            guard let off = scripts[tag] else { continue }
            guard let script = try? scriptList.sub(at: off), let ls = try? Int(script.u16(at: 0)), ls != 0,
                  let langSys = try? script.sub(at: ls),
                  let req = try? langSys.u16(at: 2), let n = try? Int(langSys.u16(at: 4)),
                  let indices = try? langSys.u16Array(at: 6, count: n) else { return ([], nil) }
            return (indices.map(Int.init), req == 0xFFFF ? nil : Int(req))
        }
        return nil
    }

    /// Lookup indices of feature `index`.
    func featureLookups(_ index: Int) -> [Int] {
        let fl = header.featureList
        guard let count = try? Int(fl.u16(at: 0)), index < count, let off = try? fl.u16(at: 2 + index * 6 + 4),
              let feature = try? fl.sub(at: Int(off)), let n = try? Int(feature.u16(at: 2)),
              let lookups = try? feature.u16Array(at: 4, count: n) else { return [] }
        let total = lookupCount
        return lookups.map(Int.init).filter { $0 < total }
    }

    /// Tag of feature `index`.
    func featureTag(_ index: Int) -> String? { try? header.featureList.tag(at: 2 + index * 6) }
}
