import Foundation

/// A decoded range table from ``ShapingTableData`` (sorted starts, one value byte each).
struct UnicodeRangeTable: Sendable {
    let starts: [UInt32]
    let values: [UInt8]

    init(hex: String) {
        var starts: [UInt32] = [], values: [UInt8] = []
        let digits = Array(hex.utf8.filter { !($0 == 0x20 || $0 == 0x0A) })
        var i = 0
        while i + 8 <= digits.count {
            starts.append(UInt32(hexValue(digits[i..<(i + 6)])))
            values.append(UInt8(hexValue(digits[(i + 6)..<(i + 8)])))
            i += 8
        }
        self.starts = starts
        self.values = values
    }

    func value(_ scalar: UInt32) -> UInt8 {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= scalar { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? 0 : values[lo - 1]
    }
}

func hexValue<C: Collection>(_ digits: C) -> Int where C.Element == UInt8 {
    var v = 0
    for d in digits {
        let n: Int
        switch d {
        case 0x30...0x39: n = Int(d) - 0x30
        case 0x41...0x46: n = Int(d) - 0x41 + 10
        case 0x61...0x66: n = Int(d) - 0x61 + 10
        default: n = 0
        }
        v = v * 16 + n
    }
    return v
}

/// A Unicode script (the `Script` property, Scripts.txt), stored as an index into the
/// generated table's names.
public struct UnicodeScript: Hashable, Sendable, CustomStringConvertible {
    let index: UInt8

    /// The Scripts.txt name, e.g. `"Arabic"`.
    public var name: String {
        Int(index) < ShapingTableData.scriptNames.count ? ShapingTableData.scriptNames[Int(index)] : "Unknown"
    }
    public var description: String { name }

    static let table = UnicodeRangeTable(hex: ShapingTableData.scripts)
    static func named(_ name: String) -> UnicodeScript {
        UnicodeScript(index: UInt8(ShapingTableData.scriptNames.firstIndex(of: name) ?? 0))
    }

    public static let unknown = named("Unknown")
    public static let common = named("Common")
    public static let inherited = named("Inherited")
    public static let latin = named("Latin")
    public static let greek = named("Greek")
    public static let cyrillic = named("Cyrillic")
    public static let arabic = named("Arabic")
    public static let hebrew = named("Hebrew")
    public static let syriac = named("Syriac")
    public static let thaana = named("Thaana")
    public static let nko = named("Nko")
    public static let devanagari = named("Devanagari")
    public static let bengali = named("Bengali")
    public static let thai = named("Thai")
    public static let lao = named("Lao")
    public static let khmer = named("Khmer")
    public static let myanmar = named("Myanmar")
    public static let hangul = named("Hangul")
    public static let han = named("Han")
    public static let hiragana = named("Hiragana")
    public static let katakana = named("Katakana")

    /// Script of `scalar`.
    public init(_ scalar: Unicode.Scalar) { index = UnicodeScript.table.value(scalar.value) }
    init(index: UInt8) { self.index = index }

    /// Whether the script is written right to left.
    public var isRightToLeft: Bool {
        switch name {
        case "Arabic", "Hebrew", "Syriac", "Thaana", "Nko", "Samaritan", "Mandaic", "Adlam", "Hanifi_Rohingya",
             "Imperial_Aramaic", "Phoenician", "Kharoshthi", "Avestan", "Manichaean", "Old_South_Arabian",
             "Old_North_Arabian", "Nabataean", "Palmyrene", "Hatran", "Old_Hungarian", "Sogdian", "Old_Sogdian",
             "Elymaic", "Chorasmian", "Yezidi", "Mende_Kikakui", "Cypriot", "Lydian", "Meroitic_Cursive",
             "Meroitic_Hieroglyphs", "Old_Turkic", "Inscriptional_Pahlavi", "Inscriptional_Parthian",
             "Psalter_Pahlavi", "Old_Uyghur":
            return true
        default:
            return false
        }
    }

    /// OpenType script tags to try, in order (new Indic/Myanmar tags first), without the
    /// `DFLT`/`dflt`/`latn` fallbacks.
    var openTypeTags: [String] {
        switch name {
        case "Devanagari": return ["dev2", "deva"]
        case "Bengali": return ["bng2", "beng"]
        case "Gurmukhi": return ["gur2", "guru"]
        case "Gujarati": return ["gjr2", "gujr"]
        case "Oriya": return ["ory2", "orya"]
        case "Tamil": return ["tml2", "taml"]
        case "Telugu": return ["tel2", "telu"]
        case "Kannada": return ["knd2", "knda"]
        case "Malayalam": return ["mlm2", "mlym"]
        case "Myanmar": return ["mym2", "mymr"]
        case "Hiragana", "Katakana": return ["kana"]
        case "Han": return ["hani"]
        case "Hangul": return ["hang"]
        case "Lao": return ["lao "]
        case "Latin": return ["latn"]
        case "Greek": return ["grek"]
        case "Cyrillic": return ["cyrl"]
        case "Arabic": return ["arab"]
        case "Hebrew": return ["hebr"]
        case "Thai": return ["thai"]
        case "Khmer": return ["khmr"]
        case "Syriac": return ["syrc"]
        case "Armenian": return ["armn"]
        case "Georgian": return ["geor"]
        case "Sinhala": return ["sinh"]
        case "Tibetan": return ["tibt"]
        case "Ethiopic": return ["ethi"]
        case "Thaana": return ["thaa"]
        default:
            let lower = name.lowercased().filter { $0.isLetter }
            return [String((lower + "    ").prefix(4))]
        }
    }
}

/// UAX #9 bidirectional character types.
public enum BidiClass: UInt8, Sendable, CaseIterable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    static let table = UnicodeRangeTable(hex: ShapingTableData.bidiClasses)

    /// The class of `scalar` (UnicodeData.txt, DerivedBidiClass defaults when unassigned).
    public init(_ scalar: Unicode.Scalar) {
        self = BidiClass(rawValue: BidiClass.table.value(scalar.value)) ?? .L
    }

    /// The class named as in the Unicode files (`"AL"`, `"NSM"` …), or nil.
    public init?(name: String) {
        guard let i = ShapingTableData.bidiClassNames.firstIndex(of: name) else { return nil }
        self.init(rawValue: UInt8(i))
    }
}

/// Arabic joining types (ArabicShaping.txt; Mn, Me and Cf default to transparent).
enum JoiningType: UInt8 {
    case nonJoining, dual, right, left, joinCausing, transparent

    static let table = UnicodeRangeTable(hex: ShapingTableData.joiningTypes)

    init(_ scalar: Unicode.Scalar) {
        let v = JoiningType.table.value(scalar.value)
        if v != 0, let t = JoiningType(rawValue: v) { self = t; return }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: self = .transparent
        default: self = .nonJoining
        }
    }
}

/// Paired brackets (BidiBrackets.txt) and mirrored glyphs (BidiMirroring.txt).
enum BidiPairs {
    struct Bracket { let pair: UInt32; let isOpening: Bool }

    static let brackets: [UInt32: Bracket] = {
        var result: [UInt32: Bracket] = [:]
        let digits = Array(ShapingTableData.brackets.utf8.filter { !($0 == 0x20 || $0 == 0x0A) })
        var i = 0
        while i + 13 <= digits.count {
            let cp = UInt32(hexValue(digits[i..<(i + 6)]))
            let pair = UInt32(hexValue(digits[(i + 6)..<(i + 12)]))
            result[cp] = Bracket(pair: pair, isOpening: hexValue(digits[(i + 12)..<(i + 13)]) == 1)
            i += 13
        }
        return result
    }()

    static let mirrors: [UInt32: UInt32] = {
        var result: [UInt32: UInt32] = [:]
        let digits = Array(ShapingTableData.mirrors.utf8.filter { !($0 == 0x20 || $0 == 0x0A) })
        var i = 0
        while i + 12 <= digits.count {
            result[UInt32(hexValue(digits[i..<(i + 6)]))] = UInt32(hexValue(digits[(i + 6)..<(i + 12)]))
            i += 12
        }
        return result
    }()

    /// The Bidi_Mirroring_Glyph of `scalar`, if any.
    static func mirror(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        mirrors[scalar.value].flatMap(Unicode.Scalar.init)
    }
}
