import Foundation
import TrellisFonts
import TrellisLayout

/// Measures text with real OpenType fonts: shaped advances (kerning, ligatures) with
/// per-character fallback, the primary font's vertical metrics, and Unicode line breaking
/// (UAX #14, Korean words kept whole, Japanese kinsoku).
///
/// Font choice for a ``ResolvedFont``:
/// - a named family (`.custom(name, size:)`) is looked up in the library;
/// - the system font (`family == nil`) is the first available of ``systemFamilies`` for
///   the design (SF Pro is not on Linux: DejaVu Sans stands in, then Liberation Sans,
///   Noto Sans, FreeSans);
/// - weight and italic follow the CSS matching rules of ``FontLibrary``;
/// - characters the face lacks come from the library's fallback list (Hangul from a
///   Korean font, kana and kanji from a Japanese font);
/// - with no font at all on the machine, the project's generated test font is used, so
///   text still measures (deterministically) rather than collapsing to zero.
public final class FontTextMeasurer: TextMeasuring, @unchecked Sendable {
    public let library: FontLibrary
    public let shaper: Shaper
    public let systemFamilies: [Font.Design: [String]]

    public static let defaultSystemFamilies: [Font.Design: [String]] = [
        .default: ["SF Pro Text", "SF Pro", "DejaVu Sans", "Liberation Sans", "Noto Sans", "FreeSans", "Arial"],
        .rounded: ["SF Pro Rounded", "DejaVu Sans", "Liberation Sans", "Noto Sans"],
        .serif: ["New York", "DejaVu Serif", "Liberation Serif", "Noto Serif", "FreeSerif", "Times New Roman"],
        .monospaced: ["SF Mono", "DejaVu Sans Mono", "Liberation Mono", "Noto Sans Mono", "FreeMono", "Courier New"],
    ]

    /// The measurer over the system's fonts.
    public static let shared = FontTextMeasurer()

    private let lock = NSLock()
    private var faceCache: [FaceKey: Faces] = [:]

    private struct FaceKey: Hashable {
        let family: String?
        let design: Font.Design
        let weight: Int
        let italic: Bool
    }

    /// A primary face and its fallbacks.
    public struct Faces {
        public let primary: FontFace
        public let fallbacks: [FontFace]
    }

    public init(library: FontLibrary = .system, shaper: Shaper = .shared,
                systemFamilies: [Font.Design: [String]] = FontTextMeasurer.defaultSystemFamilies) {
        self.library = library
        self.shaper = shaper
        self.systemFamilies = systemFamilies
    }

    /// The generated font, used when the machine has no fonts.
    static let builtInFace: FontFace? = try? FontFace(data: TestFontBuilder.makeFontData())

    /// The faces text in `font` is set with.
    public func faces(for font: ResolvedFont) -> Faces? {
        let key = FaceKey(family: font.family, design: font.design, weight: font.weight, italic: font.isItalic)
        lock.lock()
        if let cached = faceCache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let families = font.family.map { [$0] } ?? []
        let candidates = families + (systemFamilies[font.design] ?? []) + (systemFamilies[.default] ?? [])
        var primary: FontFace?
        for family in candidates {
            if let face = library.face(family: family, weight: font.weight, italic: font.isItalic) {
                primary = face
                break
            }
        }
        if primary == nil {
            primary = library.fallbackFace(for: "A", weight: font.weight, italic: font.isItalic) ?? Self.builtInFace
        }
        guard let primary else { return nil }
        let faces = Faces(primary: primary, fallbacks: library.fallbackList(for: primary))
        lock.lock()
        faceCache[key] = faces
        lock.unlock()
        return faces
    }

    /// The shaped runs of `text` (for renderers that draw glyphs), in display order: the
    /// text is treated as one line of a paragraph whose direction comes from its first
    /// strong character (UAX #9 P2–P3), see ``Shaper/shapeLine(_:face:size:fallbacks:features:paragraphLevel:)``.
    public func shapedRuns(of text: Substring, font: ResolvedFont) -> [ShapedRun] {
        shapedRuns(of: text, font: font, paragraphLevel: nil)
    }

    /// The shaped runs of `text` in display order as a line of a paragraph at
    /// `paragraphLevel` (0 left to right, 1 right to left, nil: from the first strong
    /// character).
    public func shapedRuns(of text: Substring, font: ResolvedFont, paragraphLevel: Int?) -> [ShapedRun] {
        guard let faces = faces(for: font), font.size > 0 else { return [] }
        let visible = Self.containsNewline(text) ? String(text.filter { !$0.isNewline }) : String(text)
        let runs = shaper.shapeLine(visible, face: faces.primary, size: Double(font.size), fallbacks: faces.fallbacks,
                                    features: font.disablesLigatures ? [.kerning] : .all, paragraphLevel: paragraphLevel)
        guard font.hasMonospacedDigits, visible.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return runs }
        // Tabular figures: every ASCII digit takes the advance of the face's widest digit
        // and keeps its own glyph, centred (the `tnum` feature is not read).
        let digits = shaper.shapeLine("0123456789", face: faces.primary, size: Double(font.size), fallbacks: faces.fallbacks)
        let widest = digits.flatMap(\.glyphs).map(\.advance).filter(\.isFinite).max() ?? 0
        return runs.map { $0.withTabularDigits(in: visible, advance: widest) }
    }

    /// Whether `text` has a newline character (LF, VT, FF, CR, NEL, LS, PS), from its
    /// UTF-8 bytes: filtering characters out makes a `Character` per cluster, which
    /// most texts do not need.
    static func containsNewline(_ text: Substring) -> Bool {
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let byte = utf8[i]
            i = utf8.index(after: i)
            // LF, VT, FF, CR; NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
            if byte &- 0x0A < 4 { return true }
            if byte == 0xC2, i < utf8.endIndex, utf8[i] == 0x85 { return true }
            if byte == 0xE2, i < utf8.endIndex, utf8[i] == 0x80 {
                let j = utf8.index(after: i)
                if j < utf8.endIndex, utf8[j] == 0xA8 || utf8[j] == 0xA9 { return true }
            }
        }
        return false
    }

    public func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        CGFloat(shapedRuns(of: text, font: font).totalWidth)
    }

    /// UAX #9 P2–P3 with the full Bidi_Class table: the first L, R or AL outside isolates.
    public func firstStrongIsRightToLeft(_ paragraph: Substring) -> Bool? {
        BidiAlgorithm.firstStrongIsRightToLeft(paragraph.unicodeScalars)
    }

    public func lineMetrics(for font: ResolvedFont) -> TextLineMetrics {
        guard let face = faces(for: font)?.primary, face.unitsPerEm > 0 else {
            return TextLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0, xHeight: 0)
        }
        let scale = font.size / CGFloat(face.unitsPerEm)
        return TextLineMetrics(ascent: CGFloat(face.ascender) * scale, descent: CGFloat(-face.descender) * scale,
                               leading: CGFloat(max(face.lineGap, 0)) * scale,
                               capHeight: CGFloat(face.capHeight) * scale, xHeight: CGFloat(face.xHeight) * scale)
    }

    /// UAX #14 opportunities plus Thai, Lao, Khmer and Myanmar word boundaries from
    /// dictionaries (``DictionaryWordBreaker``: libthai's for Thai, ICU's for the others;
    /// these scripts have no spaces between words).
    public func breakOpportunities(in text: String) -> [TextBreakOpportunity] {
        var result = LineBreaker.breakOpportunities(in: text).map { TextBreakOpportunity(index: $0.index, isMandatory: $0.isMandatory) }
        let thai = DictionaryWordBreaker.breaks(in: text)
        guard !thai.isEmpty else { return result }
        let existing = Set(result.map(\.index))
        result += thai.filter { !existing.contains($0) }.map { TextBreakOpportunity(index: $0, isMandatory: false) }
        result.sort { $0.index < $1.index }
        return result
    }
}
