import Foundation

/// Builds small, valid OpenType fonts for tests, so that layout and shaping can be
/// verified with exact numbers without depending on installed fonts.
///
/// Metrics (font units, `unitsPerEm` = 1000): ascender 800, descender −200, lineGap 0
/// (hhea, and identical typo metrics with USE_TYPO_METRICS set), capHeight 700,
/// xHeight 500. Tables: `head`, `hhea`, `maxp`, `OS/2` (version 4), `hmtx`, `cmap`
/// (format 4 for (0,3)/(3,1) and format 12 for (3,10)), `name`, `post` (version 3),
/// `glyf`/`loca` (or `CFF ` for ``OutlineFormat/cff``), `kern` (format 0), `GPOS`
/// (PairPos) and `GSUB` (LigatureSubst).
///
/// | glyphs                                  | advance | outline (TrueType)                   |
/// |-----------------------------------------|---------|--------------------------------------|
/// | `.notdef` (glyph 0)                     | 500     | rect (50,0)–(450,700)                |
/// | space (glyph 1, in every variant)       | 250     | none                                 |
/// | A–Z                                     | 600     | rect (50,0)–(550,700); `O`: 4 quads   |
/// | a–z                                     | 500     | rect (50,0)–(450,500); `o`: all off-curve |
/// | 0–9                                     | 550     | rect (50,0)–(500,700)                |
/// | `. , : ; ! ? ' " - ( )`                 | 300     | rect (100,0)–(200,200)               |
/// | `…` U+2026                              | 800     | three rects                          |
/// | `«` U+00AB                              | 400     | triangle                             |
/// | `»` U+00BB                              | 400     | composite: `«` mirrored (x scale −1, dx 400) |
/// | `fi` ligature (unmapped)                | 850     | composite: `f` + `i` at dx 350       |
/// | Hangul syllables (``hangulCharacters``) | 1000    | rect (100,−50)–(900,750)             |
/// | kana/kanji (``kanaCharacters``)         | 1000    | rect (100,−50)–(900,750)             |
/// | CJK punctuation (``cjkPunctuation``)    | 1000    | rect (100,0)–(400,300)               |
///
/// Kerning: one pair, `A` `V` = −80 (in GPOS and in `kern`). Ligature: `f` `i` → `fi`.
/// Glyph order: `.notdef`, space, Latin (A–Z, a–z, 0–9, punctuation, …, «, fi, »),
/// Hangul, kana/kanji — the trailing 1000-unit glyphs share one `hmtx` long metric.
public enum TestFontBuilder {
    /// Family name of the default font.
    public static let defaultFamily = "Trellis Test"
    /// Kerning of the pair `A` `V` in font units.
    public static let kerningAV = -80
    /// Advance of the `fi` ligature glyph in font units.
    public static let ligatureAdvance = 850
    /// Hangul syllables included by ``GlyphSets/hangul``.
    public static let hangulCharacters = "안녕하세요계여러분고양이한국어글"
    /// Kana and kanji included by ``GlyphSets/kana``.
    public static let kanaCharacters = "ねこの日本語テストれはあ文章漢字"
    /// CJK punctuation included by ``GlyphSets/kana``.
    public static let cjkPunctuation = "。、「」『』ー！？（）"
    /// Latin punctuation included by ``GlyphSets/latin`` (plus `…`, `«`, `»`).
    public static let latinPunctuation = ".,:;!?'\"-()"

    /// Which characters a generated font covers (space is always included).
    public struct GlyphSets: OptionSet, Sendable {
        /// Bit mask of sets.
        public let rawValue: Int
        /// Creates a set from a bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A–Z, a–z, 0–9, punctuation, `…`, `«`, `»`, and the `fi` ligature.
        public static let latin = GlyphSets(rawValue: 1)
        /// ``hangulCharacters``.
        public static let hangul = GlyphSets(rawValue: 2)
        /// ``kanaCharacters`` and ``cjkPunctuation``.
        public static let kana = GlyphSets(rawValue: 4)
        /// Everything.
        public static let all: GlyphSets = [.latin, .hangul, .kana]
    }

    /// Outline flavor.
    public enum OutlineFormat: Sendable {
        /// `glyf`/`loca` quadratic outlines (sfnt version 0x00010000).
        case trueType
        /// `CFF ` Type 2 charstrings (sfnt version `OTTO`).
        case cff
    }

    /// Everything that can vary between generated fonts.
    public struct Options: Sendable {
        /// Family name (name IDs 1, 4, 6).
        public var family = TestFontBuilder.defaultFamily
        /// Style name (name ID 2).
        public var style = "Regular"
        /// OS/2 usWeightClass (≥ 700 also sets the bold bits).
        public var weight = 400
        /// Sets the italic bits and a −12° italic angle.
        public var italic = false
        /// Covered characters.
        public var glyphSets: GlyphSets = .all
        /// TrueType or CFF outlines.
        public var outlineFormat: OutlineFormat = .trueType
        /// Include GPOS kerning (only when `.latin` is included).
        public var includeGPOS = true
        /// Include the legacy `kern` table (only when `.latin` is included).
        public var includeKern = true
        /// Include GSUB ligatures (only when `.latin` is included).
        public var includeGSUB = true
        /// PairPos subtable format: 1 (glyph pairs) or 2 (class pairs).
        public var pairPosFormat = 1
        /// Wrap the GPOS/GSUB lookups in Extension lookups (types 9 and 7).
        public var useExtensionLookups = false
        /// `COLR`/`CPAL` colour glyphs: each base character drawn as layers of other
        /// characters' outlines, each in an RGBA colour or (nil) the text colour.
        public var colorGlyphs: [(base: Character, layers: [(Character, (UInt8, UInt8, UInt8, UInt8)?)])] = []

        /// The default options (the font of ``TestFontBuilder/makeFontData()``).
        public init() {}
    }

    /// The default test font: family "Trellis Test", style "Regular", all glyph sets.
    public static func makeFontData() -> Data { makeFontData(options: Options()) }

    /// A test font named `family`; with `includeCJK == false` it covers only Latin (and space).
    public static func makeFontData(family: String, includeCJK: Bool) -> Data {
        var o = Options()
        o.family = family
        o.glyphSets = includeCJK ? .all : .latin
        return makeFontData(options: o)
    }

    /// A test font named `family` covering `glyphSets` (e.g. `.hangul` only, for fallback tests).
    public static func makeFontData(family: String, glyphSets: GlyphSets, weight: Int = 400, italic: Bool = false) -> Data {
        var o = Options()
        o.family = family
        o.glyphSets = glyphSets
        o.weight = weight
        o.italic = italic
        o.style = TestFontBuilder.styleName(weight: weight, italic: italic)
        return makeFontData(options: o)
    }

    /// A test font built from `options`.
    public static func makeFontData(options: Options) -> Data {
        let font = TestFont(options: options)
        var tables = font.tables()
        if !options.colorGlyphs.isEmpty, let plain = try? FontFace(data: SfntWriter.font(sfntVersion: font.sfntVersion, tables: tables)) {
            func gid(_ c: Character) -> UInt16 { c.unicodeScalars.first.flatMap { plain.glyphID(for: $0) } ?? 0 }
            var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
            var bases: [(UInt16, Int, Int)] = []
            var layers: [(UInt16, UInt16)] = []
            for entry in options.colorGlyphs {
                bases.append((gid(entry.base), layers.count, entry.layers.count))
                for (c, color) in entry.layers {
                    var index: UInt16 = 0xFFFF
                    if let color {
                        index = UInt16(palette.count)
                        palette.append(color)
                    }
                    layers.append((gid(c), index))
                }
            }
            bases.sort { $0.0 < $1.0 }
            var colr = ByteWriter()
            colr.u16(0); colr.u16(bases.count); colr.u32(14); colr.u32(14 + 6 * bases.count); colr.u16(layers.count)
            for b in bases { colr.u16(b.0); colr.u16(b.1); colr.u16(b.2) }
            for l in layers { colr.u16(l.0); colr.u16(l.1) }
            var cpal = ByteWriter()
            cpal.u16(0); cpal.u16(palette.count); cpal.u16(1); cpal.u16(palette.count); cpal.u32(14); cpal.u16(0)
            for c in palette { cpal.u8(c.2); cpal.u8(c.1); cpal.u8(c.0); cpal.u8(c.3) }
            tables["COLR"] = colr.bytes
            tables["CPAL"] = cpal.bytes
        }
        return SfntWriter.font(sfntVersion: font.sfntVersion, tables: tables)
    }

    /// A `.ttc` collection containing one member per options value.
    public static func makeCollectionData(_ members: [Options]) -> Data {
        SfntWriter.collection(members.map { o in
            let font = TestFont(options: o)
            return (font.sfntVersion, font.tables())
        })
    }

    /// "Regular", "Bold", "Italic", "Bold Italic", or "W<weight>" forms for other weights.
    static func styleName(weight: Int, italic: Bool) -> String {
        let base: String
        switch weight {
        case 400: base = italic ? "" : "Regular"
        case 700: base = "Bold"
        default: base = "W\(weight)"
        }
        return italic ? (base.isEmpty ? "Italic" : base + " Italic") : base
    }
}
