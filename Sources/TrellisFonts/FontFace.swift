import Foundation

/// One face of a font file (`.ttf`, `.otf`, or one member of a `.ttc` collection).
///
/// Core tables (`head`, `hhea`, `maxp`, `hmtx`, `cmap`, `name`, `OS/2`, `post`) are parsed
/// and validated in the initializer, which throws ``FontError`` on malformed data.
/// Layout tables (`GPOS`, `GSUB`, `kern`) and outline tables are parsed lazily on first
/// use; damage found there disables the feature (see ``layoutErrors``) or makes
/// ``outline(glyph:)`` throw. Instances are immutable after loading and thread-safe.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    let file: FontFile
    let head: HeadTable
    let hhea: HheaTable
    let maxp: MaxpTable
    let hmtx: HmtxTable
    let cmap: CmapTable
    let os2: OS2Table?
    let post: PostTable?
    let names: NameTable?

    /// Index of this face within its file (0 for single-face files).
    public let faceIndex: Int
    /// Path the face was loaded from, if any.
    public internal(set) var filePath: String?

    /// Family name: typographic family (name ID 16) if present, else name ID 1; Windows
    /// English names preferred. Empty string when the font has no name table.
    public let familyName: String
    /// Style name: typographic subfamily (ID 17) if present, else ID 2 (e.g. "Regular").
    public let styleName: String
    /// Full name (name ID 4), falling back to "family style".
    public let fullName: String
    /// PostScript name (name ID 6), if present.
    public let postScriptName: String?

    private let lock = NSLock()
    private var _kerning: KerningSource?
    private var _ligatures: GSUBLigatures??
    private var _outlines: OutlineSource?
    private var _layoutErrors: [FontError] = []
    private var _capHeight: Int?
    private var _xHeight: Int?
    private var _otLayout: OTLayoutTables?
    private var _colorBitmaps: ColorBitmapTables??
    private var _colorLayers: ColorLayerTables??

    /// Parses face `faceIndex` of `data`, which may be a single font or a `.ttc` collection.
    public convenience init(data: Data, faceIndex: Int = 0) throws {
        let offsets = try FontCollection.directoryOffsets(in: data)
        guard faceIndex >= 0, faceIndex < offsets.count else {
            throw FontError(.badValue, "bad value: face index \(faceIndex) not in 0..<\(offsets.count)")
        }
        try self.init(file: try FontFile(data: data, directoryOffset: offsets[faceIndex]), faceIndex: faceIndex)
    }

    init(file: FontFile, faceIndex: Int) throws {
        self.file = file
        self.faceIndex = faceIndex
        head = try HeadTable(try file.requiredTable("head"))
        hhea = try HheaTable(try file.requiredTable("hhea"))
        maxp = try MaxpTable(try file.requiredTable("maxp"))
        hmtx = try HmtxTable(try file.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, numGlyphs: maxp.numGlyphs)
        cmap = try CmapTable(try file.requiredTable("cmap"))
        os2 = try file.table("OS/2").map(OS2Table.init)
        post = try file.table("post").map(PostTable.init)
        names = try file.table("name").map(NameTable.init)
        let family = names?.string(for: NameTable.ID.typographicFamily) ?? names?.string(for: NameTable.ID.family) ?? ""
        let style = names?.string(for: NameTable.ID.typographicSubfamily) ?? names?.string(for: NameTable.ID.subfamily) ?? "Regular"
        familyName = family
        styleName = style
        fullName = names?.string(for: NameTable.ID.fullName) ?? (family + " " + style)
        postScriptName = names?.string(for: NameTable.ID.postScriptName)
    }

    /// All faces in `data` (one for `.ttf`/`.otf`, several for `.ttc`).
    public static func faces(in data: Data) throws -> [FontFace] {
        let offsets = try FontCollection.directoryOffsets(in: data)
        return try offsets.enumerated().map { try FontFace(file: try FontFile(data: data, directoryOffset: $0.element), faceIndex: $0.offset) }
    }

    /// Loads every face of the font file at `path` (memory-mapped).
    public static func load(path: String) throws -> [FontFace] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw FontError(.io, "cannot read font file \(path): \(error.localizedDescription)")
        }
        let faces = try FontFace.faces(in: data)
        for face in faces { face.filePath = path }
        return faces
    }

    public var description: String { "FontFace(\(fullName), weight \(weight)\(isItalic ? ", italic" : ""))" }

    // MARK: Naming and style

    /// Weight class from OS/2 `usWeightClass` (100…900); 700 if only `head.macStyle` says bold, else 400.
    public var weight: Int {
        if let w = os2?.weightClass, w > 0 { return min(max(w, 1), 1000) }
        return head.macStyle & 1 != 0 ? 700 : 400
    }

    /// Whether the face is italic or oblique (OS/2 fsSelection bits 0/9, or head.macStyle bit 1).
    public var isItalic: Bool { (os2?.isItalic ?? false) || head.macStyle & 2 != 0 }

    /// Whether all glyphs share one advance (`post.isFixedPitch`, or PANOSE proportion 9).
    public var isMonospaced: Bool { (post?.isFixedPitch ?? false) || os2?.panoseProportion == 9 }

    // MARK: Metrics (font units)

    /// Units per em from `head`.
    public var unitsPerEm: Int { head.unitsPerEm }

    /// Number of glyphs (`maxp`).
    public var numGlyphs: Int { maxp.numGlyphs }

    private var usesTypoMetrics: Bool {
        guard let os2, os2.typoAscender != nil else { return false }
        return os2.useTypoMetrics || (hhea.ascender == 0 && hhea.descender == 0)
    }

    /// Ascender (positive, font units): `hhea` unless OS/2 USE_TYPO_METRICS is set (or hhea is empty).
    public var ascender: Int { usesTypoMetrics ? os2!.typoAscender! : hhea.ascender }

    /// Descender (negative, font units), same source as ``ascender``.
    public var descender: Int {
        let d = usesTypoMetrics ? os2!.typoDescender! : hhea.descender
        return d > 0 ? -d : d
    }

    /// Line gap (font units), same source as ``ascender``.
    public var lineGap: Int { usesTypoMetrics ? os2!.typoLineGap! : hhea.lineGap }

    /// Cap height: OS/2 v2+ `sCapHeight` when non-zero; else the top of the glyph for "H";
    /// else 70% of the em.
    public var capHeight: Int {
        lock.lock(); defer { lock.unlock() }
        if let v = _capHeight { return v }
        let v = (os2?.capHeight).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("H") ?? (unitsPerEm * 7 / 10)
        _capHeight = v
        return v
    }

    /// x-height: OS/2 v2+ `sxHeight` when non-zero; else the top of the glyph for "x";
    /// else 50% of the em.
    public var xHeight: Int {
        lock.lock(); defer { lock.unlock() }
        if let v = _xHeight { return v }
        let v = (os2?.xHeight).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("x") ?? (unitsPerEm / 2)
        _xHeight = v
        return v
    }

    /// Top of a glyph's outline (caller holds the lock).
    private func glyphTop(_ scalar: Unicode.Scalar) -> Int? {
        guard let g = glyphID(for: scalar), let outline = try? outlineSourceLocked().outline(g), !outline.isEmpty else { return nil }
        // CFF charstring arithmetic can reach ±∞ or NaN in a damaged font: such a top is
        // ignored (the caller falls back), never converted.
        let top = outline.bounds.maxY.rounded()
        guard top.isFinite, abs(top) <= Double(Int32.max) else { return nil }
        return Int(top)
    }

    // MARK: Character mapping and advances

    /// Glyph for a scalar from the preferred Unicode cmap subtable; nil when unmapped
    /// (glyph 0, `.notdef`).
    public func glyphID(for scalar: Unicode.Scalar) -> UInt16? {
        let g = cmap.subtable.glyph(for: scalar.value)
        return g == 0 || Int(g) >= numGlyphs ? nil : g
    }

    /// Whether the face maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphID(for: scalar) != nil }

    /// The cmap subtable format in use (4 or 12 for most fonts).
    public var cmapFormat: Int { cmap.subtable.format }

    /// Advance width (font units) from `hmtx`; glyphs past `numberOfHMetrics` repeat the last advance.
    public func advanceWidth(glyph: UInt16) -> Int { hmtx.advance(glyph) }

    /// Left side bearing (font units) from `hmtx`.
    public func leftSideBearing(glyph: UInt16) -> Int { hmtx.leftSideBearing(glyph) }

    // MARK: Kerning and ligatures

    private enum KerningSource {
        case gpos(GPOSKerning)
        case kern(KernTable)
        case none
    }

    private var kerningSource: KerningSource {
        lock.lock(); defer { lock.unlock() }
        if let k = _kerning { return k }
        var source = KerningSource.none
        do {
            if let gpos = try file.table("GPOS") {
                let k = try GPOSKerning(gpos)
                if !k.isEmpty { source = .gpos(k) }
            }
        } catch let e as FontError { _layoutErrors.append(e) } catch {}
        if case .none = source {
            do {
                if let kern = try file.table("kern") { source = .kern(try KernTable(kern)) }
            } catch let e as FontError { _layoutErrors.append(e) } catch {}
        }
        _kerning = source
        return source
    }

    /// Which kerning source is in use: `"GPOS"`, `"kern"` or `nil`.
    public var kerningTableTag: String? {
        switch kerningSource {
        case .gpos: return "GPOS"
        case .kern: return "kern"
        case .none: return nil
        }
    }

    /// Pair kerning adjustment in font units: GPOS `kern` feature PairPos lookups
    /// (formats 1 and 2, Extension lookups included); the legacy `kern` table format 0 is
    /// used only when GPOS has no kern lookups.
    public func kerning(left: UInt16, right: UInt16) -> Int {
        switch kerningSource {
        case .gpos(let k): return k.value(left: left, right: right)
        case .kern(let k): return k.value(left: left, right: right)
        case .none: return 0
        }
    }

    /// Pair kerning with the source looked up once (``kerning(left:right:)`` takes the
    /// face's lock for every pair): the same values, for shaping a long run.
    func pairKerning() -> (UInt16, UInt16) -> Int {
        switch kerningSource {
        case .gpos(let k): return { k.value(left: $0, right: $1) }
        case .kern(let k): return { k.value(left: $0, right: $1) }
        case .none: return { _, _ in 0 }
        }
    }

    /// Whether the face has ligatures to apply (``applyLigatures(_:)`` changes nothing
    /// otherwise).
    var hasLigatures: Bool { !(ligatures?.isEmpty ?? true) }

    private var ligatures: GSUBLigatures? {
        lock.lock(); defer { lock.unlock() }
        if let l = _ligatures { return l }
        var result: GSUBLigatures?
        do {
            if let gsub = try file.table("GSUB") { result = try GSUBLigatures(gsub) }
        } catch let e as FontError { _layoutErrors.append(e) } catch {}
        _ligatures = .some(result)
        return result
    }

    /// Applies the GSUB `liga` feature (LigatureSubst, incl. Extension lookups) for the
    /// default script/language. `clusters[i]` is the range of input indices replaced by
    /// output glyph `i` (a one-element range when no ligature formed).
    public func applyLigatures(_ glyphs: [UInt16]) -> (glyphs: [UInt16], clusters: [Range<Int>]) {
        guard let ligatures, !ligatures.isEmpty else {
            return (glyphs, glyphs.indices.map { $0..<($0 + 1) })
        }
        return ligatures.apply(glyphs)
    }

    /// GSUB, GPOS and GDEF for the OpenType shaping model (parsed on first use).
    var otLayoutTables: OTLayoutTables {
        lock.lock(); defer { lock.unlock() }
        if let t = _otLayout { return t }
        let t = OTLayoutTables(file: file)
        _otLayout = t
        return t
    }

    /// `CBLC`/`CBDT` colour bitmaps (parsed on first use; damage is recorded in
    /// ``layoutErrors`` and leaves the face without bitmaps).
    var colorBitmapTables: ColorBitmapTables? {
        lock.lock(); defer { lock.unlock() }
        if let t = _colorBitmaps { return t }
        var tables: ColorBitmapTables?
        do {
            if let cblc = try file.table("CBLC"), let cbdt = try file.table("CBDT") {
                tables = try ColorBitmapTables(cblc: cblc, cbdt: cbdt)
            }
        } catch let e as FontError {
            _layoutErrors.append(e)
        } catch {
            _layoutErrors.append(FontError(.badValue, "CBLC: \(error)"))
        }
        _colorBitmaps = .some(tables)
        return tables
    }

    /// `COLR`/`CPAL` colour layers (parsed on first use, like ``colorBitmapTables``).
    var colorLayerTables: ColorLayerTables? {
        lock.lock(); defer { lock.unlock() }
        if let t = _colorLayers { return t }
        var tables: ColorLayerTables?
        do {
            if let colr = try file.table("COLR") { tables = try ColorLayerTables(colr: colr, cpal: try file.table("CPAL")) }
        } catch let e as FontError {
            _layoutErrors.append(e)
        } catch {
            _layoutErrors.append(FontError(.badValue, "COLR: \(error)"))
        }
        _colorLayers = .some(tables)
        return tables
    }

    /// Errors met while lazily parsing layout tables (the affected feature is disabled).
    public var layoutErrors: [FontError] {
        _ = kerningSource
        _ = ligatures
        _ = colorBitmapTables
        _ = colorLayerTables
        let shapingErrors = otLayoutTables.errors
        lock.lock(); defer { lock.unlock() }
        return _layoutErrors + shapingErrors.filter { e in !_layoutErrors.contains { "\($0)" == "\(e)" } }
    }

    // MARK: Outlines

    private enum OutlineSource {
        case trueType(TrueTypeOutlines)
        case cff(CFFOutlines)
        case unavailable(FontError)

        func outline(_ glyph: UInt16) throws -> GlyphOutline {
            switch self {
            case .trueType(let t): return try t.outline(glyph)
            case .cff(let c): return try c.outline(glyph)
            case .unavailable(let e): throw e
            }
        }
    }

    /// Caller holds the lock.
    private func outlineSourceLocked() -> OutlineSource {
        if let s = _outlines { return s }
        let source: OutlineSource
        do {
            if let glyf = try file.table("glyf") {
                source = .trueType(try TrueTypeOutlines(glyf: glyf, loca: try file.requiredTable("loca"),
                                                         indexToLocFormat: head.indexToLocFormat, numGlyphs: numGlyphs))
            } else if let cff = try file.table("CFF ") {
                source = .cff(try CFFOutlines(cff))
            } else if file.has("CFF2") {
                source = .unavailable(.outlinesUnavailable("CFF2 (variable CFF) outlines are not supported"))
            } else {
                source = .unavailable(.outlinesUnavailable("font has no glyf or CFF table"))
            }
        } catch let e as FontError {
            source = .unavailable(e)
        } catch {
            source = .unavailable(.outlinesUnavailable("\(error)"))
        }
        _outlines = source
        return source
    }

    /// The glyph's outline in font units, y up: quadratic curves for TrueType (`glyf`),
    /// cubic for CFF. Throws for glyph IDs out of range or damaged outline data.
    public func outline(glyph: UInt16) throws -> GlyphOutline {
        guard Int(glyph) < numGlyphs else {
            throw FontError(.badValue, "bad value: glyph \(glyph) >= numGlyphs \(numGlyphs)")
        }
        lock.lock()
        let source = outlineSourceLocked()
        lock.unlock()
        return try source.outline(glyph)
    }

    // MARK: Diagnostics

    /// Tags of all tables in the face's directory, sorted.
    public var tableTags: [String] { file.tables.keys.sorted() }

    /// Tags whose directory checksum does not match the table data (`head` computed with
    /// `checkSumAdjustment` zeroed).
    public func tablesWithBadChecksums() -> [String] { file.mismatchedChecksums() }
}
