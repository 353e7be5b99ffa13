import Foundation
import Testing
@testable import TrellisFonts

/// Per-script fallback chains pick the Noto face of each Indic script (fonts-noto-core).
@Suite("Fallback chains for the Indic scripts")
struct ScriptFallbackTests {
    @Test("each Indic block falls back to its Noto Sans face")
    func indicFallbacks() throws {
        let library = FontLibrary()
        library.scan(directory: "/usr/share/fonts/truetype/noto")
        let expected: [(Unicode.Scalar, FallbackScript, String)] = [
            ("\u{0995}", .bengali, "Noto Sans Bengali"), ("\u{0A15}", .gurmukhi, "Noto Sans Gurmukhi"),
            ("\u{0A95}", .gujarati, "Noto Sans Gujarati"), ("\u{0B15}", .oriya, "Noto Sans Oriya"),
            ("\u{0B95}", .tamil, "Noto Sans Tamil"), ("\u{0C15}", .telugu, "Noto Sans Telugu"),
            ("\u{0C95}", .kannada, "Noto Sans Kannada"), ("\u{0D15}", .malayalam, "Noto Sans Malayalam"),
        ]
        for (scalar, script, family) in expected {
            #expect(FallbackScript.of(scalar) == script)
            let face = try #require(library.fallbackFace(for: scalar, weight: 400, italic: false))
            #expect(face.familyName == family)
        }
        let primary = try #require(library.face(family: "Noto Sans Bengali"))
        let list = library.fallbackList(for: primary)
        #expect(list.contains { $0.familyName == "Noto Sans Tamil" })
        #expect(!list.contains { $0 === primary })
    }
}
