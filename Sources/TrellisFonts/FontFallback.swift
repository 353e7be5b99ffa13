import Foundation

/// Script groups used to pick fallback fonts.
public enum FallbackScript: String, CaseIterable, Sendable {
    /// Hangul syllables, jamo and compatibility jamo.
    case hangul
    /// Hiragana, katakana (incl. half-width) and kana extensions.
    case kana
    /// CJK ideographs, CJK symbols/punctuation and full-width forms.
    case han
    /// Arabic (incl. supplements and presentation forms).
    case arabic
    /// Hebrew (incl. presentation forms).
    case hebrew
    /// Devanagari.
    case devanagari
    /// Bengali (and Assamese).
    case bengali
    /// Gurmukhi.
    case gurmukhi
    /// Gujarati.
    case gujarati
    /// Oriya (Odia).
    case oriya
    /// Tamil.
    case tamil
    /// Telugu.
    case telugu
    /// Kannada.
    case kannada
    /// Malayalam.
    case malayalam
    /// Thai.
    case thai
    /// Lao.
    case lao
    /// Khmer.
    case khmer
    /// Myanmar.
    case myanmar
    /// Emoji presentation characters, regional indicators and skin-tone modifiers.
    case emoji
    /// Everything else (Latin, Greek, Cyrillic, symbols, …).
    case general

    /// The script group of `scalar`.
    public static func of(_ scalar: Unicode.Scalar) -> FallbackScript {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            return .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F:
            return .kana
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x319F, 0x31C0...0x31EF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF65,
             0x20000...0x3FFFD:
            return .han
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return .arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F:
            return .hebrew
        case 0x0900...0x097F, 0xA8E0...0xA8FF:
            return .devanagari
        case 0x0980...0x09FF: return .bengali
        case 0x0A00...0x0A7F: return .gurmukhi
        case 0x0A80...0x0AFF: return .gujarati
        case 0x0B00...0x0B7F: return .oriya
        case 0x0B80...0x0BFF: return .tamil
        case 0x0C00...0x0C7F: return .telugu
        case 0x0C80...0x0CFF: return .kannada
        case 0x0D00...0x0D7F: return .malayalam
        case 0x0E00...0x0E7F: return .thai
        case 0x0E80...0x0EFF: return .lao
        case 0x1780...0x17FF, 0x19E0...0x19FF: return .khmer
        case 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: return .myanmar
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF:
            return .emoji
        default:
            return scalar.properties.isEmojiPresentation ? .emoji : .general
        }
    }

    /// Preferred families, in order, for this script: Apple system fonts first (so the
    /// choice matches macOS where present), then common Linux packages.
    public var preferredFamilies: [String] {
        switch self {
        case .hangul:
            return ["Apple SD Gothic Neo", "NanumGothic", "Noto Sans CJK KR", "Noto Sans KR", "Source Han Sans KR",
                    "UnDotum", "Baekmuk Gulim"]
        case .kana, .han:
            return ["Hiragino Sans", "Hiragino Kaku Gothic ProN", "IPAGothic", "IPAPGothic", "Noto Sans CJK JP",
                    "Noto Sans JP", "Source Han Sans JP", "TakaoGothic", "VL Gothic", "Droid Sans Fallback"]
        case .arabic:
            return ["Geeza Pro", "Noto Sans Arabic", "Noto Naskh Arabic", "DejaVu Sans"]
        case .hebrew:
            return ["Arial Hebrew", "Noto Sans Hebrew", "DejaVu Sans"]
        case .devanagari:
            return ["Kohinoor Devanagari", "Noto Sans Devanagari", "Lohit Devanagari"]
        case .bengali:
            return ["Kohinoor Bangla", "Bangla Sangam MN", "Noto Sans Bengali", "Lohit Bengali"]
        case .gurmukhi:
            return ["Mukta Mahee", "Gurmukhi Sangam MN", "Noto Sans Gurmukhi", "Lohit Gurmukhi"]
        case .gujarati:
            return ["Kohinoor Gujarati", "Gujarati Sangam MN", "Noto Sans Gujarati", "Lohit Gujarati"]
        case .oriya:
            return ["Oriya Sangam MN", "Noto Sans Oriya", "Lohit Odia"]
        case .tamil:
            return ["Tamil Sangam MN", "Noto Sans Tamil", "Lohit Tamil"]
        case .telugu:
            return ["Kohinoor Telugu", "Telugu Sangam MN", "Noto Sans Telugu", "Lohit Telugu"]
        case .kannada:
            return ["Kannada Sangam MN", "Noto Sans Kannada", "Lohit Kannada"]
        case .malayalam:
            return ["Malayalam Sangam MN", "Noto Sans Malayalam", "Lohit Malayalam"]
        case .thai:
            return ["Thonburi", "Noto Sans Thai", "Noto Sans Thai Looped", "Loma"]
        case .lao:
            return ["Lao Sangam MN", "Noto Sans Lao", "Phetsarath OT"]
        case .khmer:
            return ["Khmer Sangam MN", "Noto Sans Khmer", "Khmer OS"]
        case .myanmar:
            return ["Myanmar Sangam MN", "Noto Sans Myanmar", "Padauk"]
        case .emoji:
            return ["Apple Color Emoji", "Noto Color Emoji"]
        case .general:
            return ["DejaVu Sans", "Helvetica Neue", "Helvetica", "Liberation Sans", "Noto Sans", "FreeSans", "Arial"]
        }
    }
}

/// Per-character face selection used by the shaper.
enum FontFallback {
    /// Scalars that never need their own glyph to select a face (joiners, variation
    /// selectors, other default-ignorables).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector
    }

    /// Whether a character is script-neutral (spaces, punctuation, symbols) and so may
    /// stay in the face of the surrounding run when that face covers it.
    static func isCommon(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return true }
        switch first.properties.generalCategory {
        case .spaceSeparator, .control, .connectorPunctuation, .dashPunctuation, .openPunctuation,
             .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .format:
            return true
        default:
            return false
        }
    }

    /// Whether `face` has glyphs for every non-ignorable scalar of `character`.
    static func covers(_ face: FontFace, _ character: Character) -> Bool {
        var any = false
        for s in character.unicodeScalars where !isIgnorable(s) {
            if s.properties.generalCategory == .control { continue }
            guard face.covers(s) else { return false }
            any = true
        }
        return any || character.unicodeScalars.allSatisfy { isIgnorable($0) || $0.properties.generalCategory == .control }
    }

    /// Chooses the face for `character`: the current run's face for covered common
    /// characters; else the primary face (`faces[0]`) if it covers the whole cluster;
    /// else, among the fallbacks covering the cluster, the one earliest in the
    /// ``FallbackScript/preferredFamilies`` of the cluster's script (so kana prefers
    /// IPAGothic over NanumGothic even if both cover it), or the first covering fallback;
    /// else the first face covering the cluster's first scalar; else the primary face
    /// (which renders `.notdef`).
    static func face(for character: Character, current: FontFace?, faces: [FontFace]) -> FontFace {
        if let current, isCommon(character), covers(current, character) { return current }
        if covers(faces[0], character) { return faces[0] }
        let covering = faces.dropFirst().filter { covers($0, character) }
        if covering.count > 1, let base = character.unicodeScalars.first {
            let preferred = FallbackScript.of(base).preferredFamilies.map { $0.lowercased() }
            let ranked = covering.compactMap { face -> (Int, FontFace)? in
                guard let rank = preferred.firstIndex(of: face.familyName.lowercased()) else { return nil }
                return (rank, face)
            }
            if let best = ranked.min(by: { $0.0 < $1.0 }) { return best.1 }
        }
        if let f = covering.first { return f }
        if let base = character.unicodeScalars.first, let f = faces.first(where: { $0.covers(base) }) { return f }
        return faces[0]
    }
}
