import Foundation
import Testing
@testable import TrellisFonts

/// Lao, Khmer and Myanmar word boundaries from ICU's dictionaries in Debian's
/// libicudata (package libicu72, pulled in by libicu-dev; installed by .ci/run).
/// Expected words are ICU 72's own line-break segmentation of the same strings
/// (`ubrk_open(UBRK_LINE, …)` through libicuuc, run once by hand).
@Suite("Dictionary breaking: Lao, Khmer, Myanmar (ICU word lists)")
struct ICUDictionaryBreakTests {
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        var start = text.startIndex
        for b in DictionaryWordBreaker.breaks(in: text) {
            result.append(String(text[start..<b]))
            start = b
        }
        result.append(String(text[start...]))
        return result
    }

    @Test("the ICU data library is found and its three dictionaries load")
    func dictionariesLoad() throws {
        let path = try #require(ICUBreakDictionary.dataLibraryPath)
        #expect(path.contains("libicudata.so."))
        let khmer = try #require(DictionaryWordBreaker.khmer)
        #expect(khmer.transformOffset == 0x1780)
        #expect(try #require(DictionaryWordBreaker.lao).transformOffset == 0x0E80)
        #expect(try #require(DictionaryWordBreaker.myanmar).transformOffset == 0x1000)
        // "ភាសាខ្មែរ": ភា, ភាស, ភាសា (language) and ភាសាខ្មែរ (the Khmer language) are words.
        #expect(khmer.prefixLengths("ភាសាខ្មែរ".unicodeScalars.map(\.value), from: 0) == [2, 3, 4, 9])
        #expect(khmer.prefixLengths("ខ្មែរ".unicodeScalars.map(\.value), from: 0) == [1, 4, 5])
        #expect(try #require(DictionaryWordBreaker.lao).prefixLengths("ພາສາລາວ".unicodeScalars.map(\.value), from: 0) == [2, 4])
        #expect(try #require(DictionaryWordBreaker.myanmar).prefixLengths("မြန်မာစာ".unicodeScalars.map(\.value), from: 0) == [1, 2, 4, 6])
        // Characters outside the script do not match.
        #expect(khmer.prefixLengths("abc".unicodeScalars.map(\.value), from: 0) == [])
    }

    @Test("Khmer, Lao and Myanmar sentences break between words")
    func sentences() {
        #expect(Self.words("ភាសាខ្មែរគឺជាភាសាផ្លូវការរបស់ប្រទេសកម្ពុជា")
                == ["ភាសាខ្មែរ", "គឺជា", "ភាសាផ្លូវការ", "របស់", "ប្រទេស", "កម្ពុជា"])
        #expect(Self.words("ພາສາລາວເປັນພາສາທີ່ສວຍງາມ") == ["ພາສາ", "ລາວ", "ເປັນ", "ພາສາ", "ທີ່", "ສວຍງາມ"])
        #expect(Self.words("ສະບາຍດີ") == ["ສະບາຍດີ"])
        #expect(Self.words("မြန်မာစာသည်") == ["မြန်မာ", "စာ", "သည်"])
    }

    @Test("a damaged or absent library gives a clear error")
    func badLibrary() throws {
        #expect(throws: FontError.self) { try ICUBreakDictionary.load("khmerdict", libraryPath: "/nonexistent/libicudata.so.1") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-not-icu-\(UUID().uuidString).so")
        try Data(repeating: 0x41, count: 4096).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.self) { try ICUBreakDictionary.load("khmerdict", libraryPath: url.path) }
    }
}
