import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisText

/// Khmer and Myanmar paragraphs (no spaces) wrap at the words of ICU's dictionaries
/// (libicudata) in Noto Sans Khmer / Myanmar (fonts-noto-core).
@Suite struct DictionaryScriptWrapTests {
    static func measurer(_ path: String, family: String) throws -> FontTextMeasurer {
        let library = FontLibrary()
        try library.register(path: path)
        return FontTextMeasurer(library: library, systemFamilies: [.default: [family]])
    }

    @Test func khmerParagraphWrapsAtWords() throws {
        let m = try Self.measurer("/usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf", family: "Noto Sans Khmer")
        let h = textHost(Text("ភាសាខ្មែរគឺជាភាសាផ្លូវការរបស់ប្រទេសកម្ពុជា").font(.custom("Noto Sans Khmer", size: 17)),
                         width: 110, measurer: m)
        // HarfBuzz widths at 17 pt: "ភាសាខ្មែរគឺជា" 83.44, + "ភាសាផ្លូវការ" 156.74 (> 110);
        // "ភាសាផ្លូវការរបស់" 104.77, + "ប្រទេស" 151.30; "ប្រទេសកម្ពុជា" 83.83.
        let lines = shownLines(h)
        #expect(lines.map(\.text) == ["ភាសាខ្មែរគឺជា", "ភាសាផ្លូវការរបស់", "ប្រទេសកម្ពុជា"])
        #expect(abs(lines[1].width - 104.771) < 0.01)
    }

    @Test func myanmarParagraphWrapsAtWords() throws {
        let m = try Self.measurer("/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf", family: "Noto Sans Myanmar")
        let h = textHost(Text("မြန်မာစာသည်").font(.custom("Noto Sans Myanmar", size: 17)), width: 70, measurer: m)
        // HarfBuzz widths at 17 pt: "မြန်မာစာ" 63.50, "မြန်မာစာသည်" 101.51 (> 70), "သည်" 38.01.
        let lines = shownLines(h)
        #expect(lines.map(\.text) == ["မြန်မာစာ", "သည်"])
        #expect(abs(lines[0].width - 63.495) < 0.01)
    }
}
