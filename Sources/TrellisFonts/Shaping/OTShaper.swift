import Foundation

/// The OpenType layout tables of one face (parsed lazily by ``FontFace``).
final class OTLayoutTables: @unchecked Sendable {
    let gsub: OTLayoutTable?
    let gpos: OTLayoutTable?
    let gdef: GDEFTable?
    let errors: [FontError]
    private let lock = NSLock()
    private var plans: [String: OTShapePlan] = [:]

    init(file: FontFile) {
        var errors: [FontError] = []
        func load<T>(_ tag: String, _ make: (BinaryReader) throws -> T) -> T? {
            do {
                guard let r = try file.table(tag) else { return nil }
                return try make(r)
            } catch let e as FontError { errors.append(e); return nil } catch { return nil }
        }
        gsub = load("GSUB") { try OTLayoutTable($0, isGPOS: false) }
        gpos = load("GPOS") { try OTLayoutTable($0, isGPOS: true) }
        gdef = load("GDEF") { try GDEFTable($0) }
        self.errors = errors
    }

    func plan(script: UnicodeScript, rightToLeft: Bool, features: ShapingFeatures = .all) -> OTShapePlan {
        let key = "\(script.name)|\(rightToLeft)|\(features.rawValue)"
        lock.lock(); defer { lock.unlock() }
        if let p = plans[key] { return p }
        let p = OTShapePlan(tables: self, script: script, rightToLeft: rightToLeft, features: features)
        plans[key] = p
        return p
    }
}

/// Which script-specific shaping model applies to a run.
enum ComplexShaperKind {
    case standard, arabic, hebrew, thai, indic, khmer, myanmar

    init(_ script: UnicodeScript) {
        switch script.name {
        case "Arabic", "Syriac", "Nko", "Mongolian", "Mandaic", "Manichaean", "Psalter_Pahlavi", "Adlam", "Hanifi_Rohingya", "Sogdian":
            self = .arabic
        case "Hebrew": self = .hebrew
        case "Thai", "Lao": self = .thai
        case "Khmer": self = .khmer
        case "Myanmar": self = .myanmar
        case "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam":
            self = .indic
        default: self = .standard
        }
    }
}

/// The lookups to apply for one (face, script, direction), grouped in stages.
///
/// Features are those HarfBuzz applies by default, in its order: `rvrn`; `ltra`/`ltrm` or
/// `rtla`/`rtlm`; the script's own features (Arabic: `stch`, `ccmp`, `locl`, then each of
/// `isol fina fin2 fin3 medi med2 init` in its own stage, then `rlig`, then `calt`);
/// then `abvm blwm ccmp locl mark mkmk rlig calt clig curs dist kern liga rclt`. Within
/// a stage, lookups run in LookupList order; a feature listed twice keeps its earliest
/// stage. Only the default language system of the first script tag the font has (else
/// `DFLT`, `dflt`, `latn`) is used.
struct OTShapePlan {
    struct LookupEntry { let index: Int; var mask: UInt32; var autoZWJ: Bool }

    let gsubStages: [[LookupEntry]]
    /// GSUB lookups of each feature of the plan (for Indic consonant positions).
    var gsubFeatureLookups: [String: [Int]] = [:]
    let gposStages: [[LookupEntry]]
    /// Mask bits of the per-glyph features, by tag.
    let featureMasks: [String: UInt32]
    static let globalMask: UInt32 = 1
    let kind: ComplexShaperKind
    let hasGPOSMarks: Bool
    /// Indic: the stage before which syllables are reordered (initial reordering) and
    /// the one before which the final reordering runs.
    var initialStage = Int.max
    var finalStage = Int.max
    /// Stage numbers of ``gsubStages``.
    let gsubStageNumbers: [Int]

    static let arabicFeatures = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"]
    static let indicMasked = ["nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct", "init"]

    /// `features` without `.ligatures` leaves out `liga` and `clig`; without `.kerning`, `kern`.
    init(tables: OTLayoutTables, script: UnicodeScript, rightToLeft: Bool, features: ShapingFeatures = .all) {
        kind = ComplexShaperKind(script)
        var specs: [(tag: String, global: Bool, manualZWJ: Bool, stage: Int)] = []
        var stage = 0
        func add(_ tag: String, global: Bool = true, manualZWJ: Bool = false) { specs.append((tag, global, manualZWJ, stage)) }
        add("rvrn"); stage += 1
        if rightToLeft { add("rtla"); add("rtlm") } else { add("ltra"); add("ltrm") }
        switch kind {
        case .arabic:
            add("stch"); stage += 1
            add("ccmp"); add("locl"); stage += 1
            for f in OTShapePlan.arabicFeatures { add(f, global: false); stage += 1 }
            stage += 1
            add("rlig", manualZWJ: true); stage += 1
            add("calt", manualZWJ: true)
            if let gsub = tables.gsub, OTShapePlan.featureIndex(gsub, script: script, tag: "rclt") == nil {
                stage += 1
            }
            add("rclt", manualZWJ: true); add("liga", manualZWJ: true); add("clig", manualZWJ: true); add("mset", manualZWJ: true)
        case .indic:
            add("locl"); add("ccmp"); stage += 1
            initialStage = stage
            let masked: Set<String> = ["rphf", "pref", "blwf", "abvf", "half", "pstf"]
            for f in ["nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct"] {
                add(f, global: !masked.contains(f), manualZWJ: true)
                stage += 1
            }
            finalStage = stage
            for f in ["init", "pres", "abvs", "blws", "psts", "haln"] { add(f, global: f != "init", manualZWJ: true) }
            stage += 1
        case .khmer:
            stage += 1
            initialStage = stage
            add("locl"); add("ccmp")
            for f in ["pref", "blwf", "abvf", "pstf", "cfar"] { add(f, global: false, manualZWJ: true) }
            stage += 1
            for f in ["pres", "abvs", "blws", "psts"] { add(f, manualZWJ: true) }
            stage += 1
            finalStage = stage
        case .myanmar:
            stage += 1
            add("locl"); add("ccmp")
            stage += 1
            initialStage = stage
            for f in ["rphf", "pref", "blwf", "pstf"] { add(f, manualZWJ: true); stage += 1 }
            stage += 1
            finalStage = stage
            for f in ["pres", "abvs", "blws", "psts"] { add(f, manualZWJ: true) }
            stage += 1
        default:
            break
        }
        for f in ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"] {
            add(f)
        }
        if kind == .khmer { specs.removeAll { $0.tag == "liga" } }
        if !features.contains(.ligatures) { specs.removeAll { $0.tag == "liga" || $0.tag == "clig" } }
        if !features.contains(.kerning) { specs.removeAll { $0.tag == "kern" } }
        // Merge duplicate tags (earliest stage wins) and allocate mask bits.
        var merged: [(tag: String, global: Bool, manualZWJ: Bool, stage: Int)] = []
        for s in specs {
            if let k = merged.firstIndex(where: { $0.tag == s.tag }) {
                merged[k].stage = min(merged[k].stage, s.stage)
                merged[k].manualZWJ = merged[k].manualZWJ || s.manualZWJ
            } else {
                merged.append(s)
            }
        }
        var masks: [String: UInt32] = [:]
        var bit: UInt32 = 1
        for s in merged where !s.global && bit < 31 {
            masks[s.tag] = 1 << bit
            bit += 1
        }
        featureMasks = masks
        func stages(_ table: OTLayoutTable?) -> [(Int, [LookupEntry])] {
            guard let table, let ls = table.languageSystem(scriptTags: script.openTypeTags) else { return [] }
            var byStage: [Int: [Int: LookupEntry]] = [:]
            for s in merged {
                guard let fi = ls.features.first(where: { table.featureTag($0) == s.tag })
                    ?? (ls.required.flatMap { table.featureTag($0) == s.tag ? $0 : nil }) else { continue }
                let mask = s.global ? OTShapePlan.globalMask : (masks[s.tag] ?? 0)
                guard mask != 0 else { continue }
                for l in table.featureLookups(fi) {
                    if var e = byStage[s.stage, default: [:]][l] {
                        e.mask |= mask
                        e.autoZWJ = e.autoZWJ && !s.manualZWJ
                        byStage[s.stage]![l] = e
                    } else {
                        byStage[s.stage, default: [:]][l] = LookupEntry(index: l, mask: mask, autoZWJ: !s.manualZWJ)
                    }
                }
            }
            if let r = ls.required {
                for l in table.featureLookups(r) where byStage[0, default: [:]][l] == nil {
                    byStage[0, default: [:]][l] = LookupEntry(index: l, mask: OTShapePlan.globalMask, autoZWJ: true)
                }
            }
            return byStage.keys.sorted().map { ($0, byStage[$0]!.values.sorted { $0.index < $1.index }) }
        }
        if let table = tables.gsub, let ls = table.languageSystem(scriptTags: script.openTypeTags) {
            for fi in ls.features {
                guard let tag = table.featureTag(fi) else { continue }
                gsubFeatureLookups[tag, default: []] += table.featureLookups(fi)
            }
        }
        let gsub = stages(tables.gsub)
        gsubStages = gsub.map(\.1)
        gsubStageNumbers = gsub.map(\.0)
        gposStages = stages(tables.gpos).map(\.1)
        if let gpos = tables.gpos {
            hasGPOSMarks = OTShapePlan.featureIndex(gpos, script: script, tag: "mark") != nil
        } else {
            hasGPOSMarks = false
        }
    }

    static func featureIndex(_ table: OTLayoutTable, script: UnicodeScript, tag: String) -> Int? {
        guard let ls = table.languageSystem(scriptTags: script.openTypeTags) else { return nil }
        return ls.features.first { table.featureTag($0) == tag }
    }
}

/// Shapes one run (one face, one script, one direction) with the OpenType model.
enum OTShaper {
    /// Hebrew fixed-position classes 10–26 permuted into the SBL Hebrew order (as
    /// HarfBuzz does): shin/sin dot, dagesh, rafe, holam, hatafs, vowels, sheva, hiriq…
    static let hebrewClasses: [Int] = [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26]

    /// Modified combining classes used to order marks (as HarfBuzz): Hebrew in SBL order,
    /// Arabic with shadda first, Thai/Lao SARA U/UU before tone marks.
    static func modifiedCombiningClass(_ scalar: Unicode.Scalar) -> Int {
        let ccc = Int(scalar.properties.canonicalCombiningClass.rawValue)
        switch ccc {
        case 10...26: return hebrewClasses[ccc - 10]
        case 27...32: return ccc + 1
        case 33: return 27
        case 103: return 3
        case 107: return 107
        case 118: return 118
        case 122: return 122
        default: return ccc
        }
    }

    /// Input preparation: canonical reordering of marks (by modified class), Thai/Lao
    /// SARA AM split (NIKHAHIT moves before the tone marks), and mirroring in RTL runs.
    static func prepare(_ input: [(Unicode.Scalar, Int)], kind: ComplexShaperKind, rightToLeft: Bool,
                        face: FontFace) -> [(Unicode.Scalar, Int)] {
        var s = kind == .khmer ? KhmerShaper.decompose(input) : kind == .indic ? IndicShaper.decompose(input) : input
        if kind == .thai {
            var out: [(Unicode.Scalar, Int)] = []
            for (u, c) in s {
                if u.value == 0x0E33 || u.value == 0x0EB3 {
                    let nikhahit = Unicode.Scalar(u.value == 0x0E33 ? 0x0E4D : 0x0ECD)!
                    let aa = Unicode.Scalar(u.value == 0x0E33 ? 0x0E32 : 0x0EB2)!
                    // Move NIKHAHIT before preceding above-base marks (tone marks).
                    var insertAt = out.count
                    while insertAt > 0, isThaiAboveMark(out[insertAt - 1].0) { insertAt -= 1 }
                    out.insert((nikhahit, c), at: insertAt)
                    out.append((aa, c))
                } else {
                    out.append((u, c))
                }
            }
            s = out
        }
        // Canonical reordering by modified combining class (stable within mark runs).
        var i = 0
        while i < s.count {
            guard modifiedCombiningClass(s[i].0) != 0 else { i += 1; continue }
            var j = i
            while j < s.count, modifiedCombiningClass(s[j].0) != 0 { j += 1 }
            if j - i > 1 {
                let sorted = s[i..<j].enumerated().sorted {
                    let a = modifiedCombiningClass($0.element.0), b = modifiedCombiningClass($1.element.0)
                    return a != b ? a < b : $0.offset < $1.offset
                }.map(\.element)
                s.replaceSubrange(i..<j, with: sorted)
            }
            i = j
        }
        if rightToLeft {
            s = s.map { (u, c) in
                if let m = BidiPairs.mirror(u), face.covers(m) { return (m, c) }
                return (u, c)
            }
        }
        return s
    }

    static func isThaiAboveMark(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x0E31, 0x0E34...0x0E37, 0x0E47...0x0E4E, 0x0EB1, 0x0EB4...0x0EB7, 0x0EBB, 0x0EC8...0x0ECD: return true
        default: return false
        }
    }

    /// Glyphs in visual order with advances and offsets in font units; `cluster` values
    /// are the second element of the input pairs.
    static func shape(_ input: [(Unicode.Scalar, Int)], face: FontFace, script: UnicodeScript,
                      rightToLeft: Bool, features: ShapingFeatures = .all) -> [ShapingGlyph] {
        let tables = face.otLayoutTables
        let plan = tables.plan(script: script, rightToLeft: rightToLeft, features: features)
        let scalars = prepare(input, kind: plan.kind, rightToLeft: rightToLeft, face: face)
        var buffer: [ShapingGlyph] = []
        buffer.reserveCapacity(scalars.count)
        for (u, c) in scalars {
            var g = ShapingGlyph(glyph: face.glyphID(for: u) ?? 0, codepoint: u.value, clusterStart: c, clusterEnd: c,
                                 mask: OTShapePlan.globalMask)
            g.isControl = u.properties.generalCategory == .control
            g.isDefaultIgnorable = u.properties.isDefaultIgnorableCodePoint
            g.isZWJ = u.value == 0x200D
            g.isZWNJ = u.value == 0x200C
            if let p = tables.gdef?.props(g.glyph), tables.gdef?.glyphClasses != nil {
                g.props = p
            } else {
                g.props = u.properties.generalCategory == .nonspacingMark && !g.isDefaultIgnorable ? GlyphProps.mark : GlyphProps.base
            }
            buffer.append(g)
        }
        if plan.kind == .arabic { applyArabicJoining(&buffer, plan: plan) }
        if plan.kind == .indic {
            IndicShaper.setupSyllables(&buffer)
            IndicShaper.setConsonantPositions(&buffer, tables: tables, plan: plan, face: face, script: script)
        }
        if plan.kind == .khmer { KhmerShaper.setupSyllables(&buffer) }
        if plan.kind == .myanmar { MyanmarShaper.setupSyllables(&buffer) }
        if let gsub = tables.gsub {
            var applier = OTApplier(table: gsub, gdef: tables.gdef, buffer: buffer, isRightToLeft: rightToLeft, unitsPerEm: face.unitsPerEm)
            var initialDone = false, finalDone = false
            for (k, stage) in plan.gsubStages.enumerated() {
                let number = plan.gsubStageNumbers[k]
                if plan.kind == .indic && !initialDone && number >= plan.initialStage {
                    IndicShaper.initialReordering(&applier.buffer, plan: plan)
                    initialDone = true
                }
                if plan.kind == .indic && !finalDone && number >= plan.finalStage {
                    IndicShaper.finalReordering(&applier.buffer, plan: plan)
                    finalDone = true
                }
                if plan.kind == .khmer && !initialDone && number >= plan.initialStage {
                    KhmerShaper.reorder(&applier.buffer, plan: plan)
                    initialDone = true
                }
                if plan.kind == .myanmar && !initialDone && number >= plan.initialStage {
                    MyanmarShaper.reorder(&applier.buffer)
                    initialDone = true
                }
                applier.perSyllable = plan.kind == .indic || ((plan.kind == .khmer || plan.kind == .myanmar) && number < plan.finalStage)
                for entry in stage { applier.applyLookup(entry.index, mask: entry.mask, autoZWJ: entry.autoZWJ) }
            }
            if plan.kind == .indic && !initialDone { IndicShaper.initialReordering(&applier.buffer, plan: plan) }
            if plan.kind == .indic && !finalDone { IndicShaper.finalReordering(&applier.buffer, plan: plan) }
            if plan.kind == .khmer && !initialDone { KhmerShaper.reorder(&applier.buffer, plan: plan) }
            if plan.kind == .myanmar && !initialDone { MyanmarShaper.reorder(&applier.buffer) }
            buffer = applier.buffer
        }
        for k in buffer.indices {
            buffer[k].xAdvance = buffer[k].isControl ? 0 : face.advanceWidth(glyph: buffer[k].glyph)
        }
        if let gpos = tables.gpos {
            var applier = OTApplier(table: gpos, gdef: tables.gdef, buffer: buffer, isRightToLeft: rightToLeft, unitsPerEm: face.unitsPerEm)
            for stage in plan.gposStages {
                for entry in stage { applier.applyLookup(entry.index, mask: entry.mask) }
            }
            buffer = applier.buffer
            if plan.kind != .indic && plan.kind != .khmer {
                for k in buffer.indices where buffer[k].isMark { buffer[k].xAdvance = 0 }
            }
            applier.buffer = buffer
            applier.propagateAttachments()
            buffer = applier.buffer
        } else {
            if plan.kind != .indic && plan.kind != .khmer {
                for k in buffer.indices where buffer[k].isMark { buffer[k].xAdvance = 0 }
            }
            for k in buffer.indices.dropLast() where features.contains(.kerning) && !buffer[k].isControl && !buffer[k + 1].isControl {
                buffer[k].xAdvance += face.kerning(left: buffer[k].glyph, right: buffer[k + 1].glyph)
            }
        }
        buffer.removeAll { $0.isDefaultIgnorable && !$0.substituted }
        if rightToLeft { buffer.reverse() }
        return buffer
    }

    // MARK: Arabic joining

    private enum Action: UInt8 { case none, isol, fina, fin2, fin3, medi, med2, initial }

    /// Joining state machine (HarfBuzz's table restricted to U, L, R, D columns):
    /// rows are states, columns joining types; entries are (previous action, current
    /// action, next state).
    private static let stateTable: [[(Action, Action, Int)]] = [
        [(.none, .none, 0), (.none, .isol, 2), (.none, .isol, 1), (.none, .isol, 2)],
        [(.none, .none, 0), (.none, .isol, 2), (.none, .isol, 1), (.none, .isol, 2)],
        [(.none, .none, 0), (.none, .isol, 2), (.initial, .fina, 1), (.initial, .fina, 3)],
        [(.none, .none, 0), (.none, .isol, 2), (.medi, .fina, 1), (.medi, .fina, 3)],
    ]

    /// Sets the `isol/fina/medi/init` masks from Unicode joining types (ArabicShaping.txt):
    /// transparent characters (marks) are skipped, join-causing (ZWJ, tatweel) joins
    /// on both sides.
    static func applyArabicJoining(_ buffer: inout [ShapingGlyph], plan: OTShapePlan) {
        var actions = [Action](repeating: .none, count: buffer.count)
        var prev = -1
        var state = 0
        for i in buffer.indices {
            guard let u = Unicode.Scalar(buffer[i].codepoint) else { continue }
            let type = JoiningType(u)
            let column: Int
            switch type {
            case .transparent: continue
            case .nonJoining: column = 0
            case .left: column = 1
            case .right: column = 2
            case .dual, .joinCausing: column = 3
            }
            let entry = stateTable[state][column]
            if entry.0 != .none && prev >= 0 { actions[prev] = entry.0 }
            actions[i] = entry.1
            prev = i
            state = entry.2
        }
        let names: [Action: String] = [.isol: "isol", .fina: "fina", .fin2: "fin2", .fin3: "fin3", .medi: "medi",
                                       .med2: "med2", .initial: "init"]
        for i in buffer.indices {
            if let tag = names[actions[i]], let mask = plan.featureMasks[tag] { buffer[i].mask |= mask }
        }
    }
}
