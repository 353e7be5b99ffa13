import Foundation

/// Layout table encoders for ``TestFontBuilder``: `kern` format 0, GPOS PairPos
/// (format 1 or 2, optionally inside Extension lookups) and GSUB LigatureSubst.
extension TestFont {
    private var glyphA: Int { glyphIndex("A")! }
    private var glyphV: Int { glyphIndex("V")! }

    func kern() -> [UInt8] {
        var w = ByteWriter()
        w.u16(0); w.u16(1)  // version 0, one subtable
        w.u16(0); w.u16(6 + 8 + 6); w.u16(0x0001)  // subtable version, length, coverage (horizontal, format 0)
        w.u16(1); w.u16(6); w.u16(0); w.u16(0)  // nPairs, searchRange, entrySelector, rangeShift
        w.u16(glyphA); w.u16(glyphV); w.i16(TestFontBuilder.kerningAV)
        return w.bytes
    }

    /// ScriptList with `DFLT` and `latn` sharing one script whose default LangSys enables feature 0.
    private func scriptList() -> [UInt8] {
        var w = ByteWriter()
        w.u16(2)
        w.tag("DFLT"); w.u16(14)
        w.tag("latn"); w.u16(14)
        w.u16(4); w.u16(0)  // Script: defaultLangSys at +4, no LangSysRecords
        w.u16(0); w.u16(0xFFFF); w.u16(1); w.u16(0)  // LangSys: order, required, 1 feature: index 0
        return w.bytes
    }

    private func featureList(_ tag: String) -> [UInt8] {
        var w = ByteWriter()
        w.u16(1); w.tag(tag); w.u16(8)
        w.u16(0); w.u16(1); w.u16(0)  // Feature: params, 1 lookup: index 0
        return w.bytes
    }

    /// LookupList with one lookup of `type` holding `subtable` (wrapped in an Extension
    /// subtable of `extensionType` when requested).
    private func lookupList(type: Int, extensionType: Int, subtable: [UInt8]) -> [UInt8] {
        var lookup = ByteWriter()
        if options.useExtensionLookups {
            lookup.u16(extensionType); lookup.u16(0); lookup.u16(1); lookup.u16(8)
            lookup.u16(1); lookup.u16(type); lookup.u32(8)  // ExtensionSubst/Pos format 1
        } else {
            lookup.u16(type); lookup.u16(0); lookup.u16(1); lookup.u16(8)
        }
        lookup.append(subtable)
        var w = ByteWriter()
        w.u16(1); w.u16(4)
        w.append(lookup.bytes)
        return w.bytes
    }

    private func layoutTable(feature: String, type: Int, extensionType: Int, subtable: [UInt8]) -> [UInt8] {
        let scripts = scriptList()
        let features = featureList(feature)
        let lookups = lookupList(type: type, extensionType: extensionType, subtable: subtable)
        var w = ByteWriter()
        w.u16(1); w.u16(0)
        w.u16(10); w.u16(10 + scripts.count); w.u16(10 + scripts.count + features.count)
        w.append(scripts); w.append(features); w.append(lookups)
        return w.bytes
    }

    func gpos() -> [UInt8] {
        var p = ByteWriter()
        if options.pairPosFormat == 2 {
            p.u16(2); p.u16(24); p.u16(0x0004); p.u16(0)  // format, coverage, valueFormat1 XAdvance, valueFormat2
            p.u16(34); p.u16(44); p.u16(2); p.u16(2)  // classDef1, classDef2, class1Count, class2Count
            p.i16(0); p.i16(0); p.i16(0); p.i16(TestFontBuilder.kerningAV)  // [class1][class2] XAdvance
            p.u16(2); p.u16(1); p.u16(glyphA); p.u16(glyphA); p.u16(0)  // Coverage format 2
            p.u16(2); p.u16(1); p.u16(glyphA); p.u16(glyphA); p.u16(1)  // ClassDef1 format 2: A -> 1
            p.u16(1); p.u16(glyphV); p.u16(1); p.u16(1)  // ClassDef2 format 1: V -> 1
        } else {
            p.u16(1); p.u16(18); p.u16(0x0004); p.u16(0); p.u16(1); p.u16(12)  // format, coverage, vf1, vf2, 1 PairSet at 12
            p.u16(1); p.u16(glyphV); p.i16(TestFontBuilder.kerningAV)  // PairSet: one record
            p.u16(1); p.u16(1); p.u16(glyphA)  // Coverage format 1
        }
        return layoutTable(feature: "kern", type: 2, extensionType: 9, subtable: p.bytes)
    }

    func gsub() -> [UInt8] {
        let f = glyphIndex("f")!, i = glyphIndex("i")!, fi = glyphIndex("fi")!
        var s = ByteWriter()
        s.u16(1); s.u16(18); s.u16(1); s.u16(8)  // format 1, coverage at 18, one LigatureSet at 8
        s.u16(1); s.u16(4)  // LigatureSet: one Ligature at +4
        s.u16(fi); s.u16(2); s.u16(i)  // Ligature: glyph, componentCount, components[1]
        s.u16(1); s.u16(1); s.u16(f)  // Coverage format 1: f
        return layoutTable(feature: "liga", type: 4, extensionType: 7, subtable: s.bytes)
    }
}
