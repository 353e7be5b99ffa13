import Foundation
import Testing
@testable import TrellisFonts

/// Thai word boundaries from libthai's dictionary (Debian libthai-data, installed by .ci/run).
@Suite struct DictionaryWordBreakerTests {
    static func dictionary(sourceLocation: SourceLocation = #_sourceLocation) -> TrieDictionary? {
        if let d = DictionaryWordBreaker.thai { return d }
        #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing \(DictionaryWordBreaker.thaiDictionaryPath)",
                sourceLocation: sourceLocation)
        return nil
    }

    static func words(_ text: String) -> [String] {
        var result: [String] = []
        var start = text.startIndex
        for b in DictionaryWordBreaker.thaiBreaks(in: text) {
            result.append(String(text[start..<b]))
            start = b
        }
        result.append(String(text[start...]))
        return result
    }

    @Test func dictionaryLoadsAndFindsWords() throws {
        guard let d = Self.dictionary() else { return }
        let scalars = "ภาษาไทย".unicodeScalars.map(\.value)
        #expect(d.prefixLengths(scalars, from: 0).contains(4))  // ภาษา
        #expect(d.prefixLengths(scalars, from: 4).contains(3))  // ไทย
    }

    @Test func thaiSentenceSegments() throws {
        guard Self.dictionary() != nil else { return }
        #expect(Self.words("ภาษาไทยเป็นภาษาที่สวยงาม") == ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "สวย", "งาม"])
        #expect(Self.words("สวัสดีครับ") == ["สวัสดี", "ครับ"])
    }

    @Test func damagedDictionaryThrows() {
        #expect(throws: FontError.self) { try TrieDictionary(data: Data([0xD9, 0xFC, 0xD9, 0xFC, 0, 0])) }
        #expect(throws: FontError.self) { try TrieDictionary(data: Data()) }
    }
}
