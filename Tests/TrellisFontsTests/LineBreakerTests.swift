import Foundation
import Testing
@testable import TrellisFonts

@Suite struct LineBreakerTests {
    /// Break positions as Character offsets (mandatory ones marked with "!").
    private func breaks(_ text: String, tailoring: LineBreaker.Tailoring = .apple) -> [String] {
        LineBreaker.breakOpportunities(in: text, tailoring: tailoring).map {
            let offset = text.distance(from: text.startIndex, to: $0.index)
            return $0.isMandatory ? "\(offset)!" : "\(offset)"
        }
    }

    private func segments(_ text: String) -> [String] { LineBreaker.segments(of: text).map(String.init) }

    @Test func koreanBreaksOnlyAfterSpaces() {
        #expect(segments("안녕하세요 세계 여러분") == ["안녕하세요 ", "세계 ", "여러분"])
        #expect(breaks("안녕하세요 세계 여러분") == ["6", "9"])
        // Without the tailoring, UAX #14 allows breaks between Hangul syllables (H2/H3 are ID-like).
        #expect(breaks("안녕 세계", tailoring: .none) == ["1", "3", "4"])
    }

    @Test func japaneseKinsoku() {
        let text = "日本語の文章、これは。テスト"
        #expect(segments(text) == ["日", "本", "語", "の", "文", "章、", "こ", "れ", "は。", "テ", "ス", "ト"])
        let chars = Array(text)
        for op in LineBreaker.breakOpportunities(in: text) where op.index != text.endIndex {
            let next = chars[text.distance(from: text.startIndex, to: op.index)]
            #expect(next != "。" && next != "、")
        }
        // No break after opening brackets, before closing ones, small kana or the long vowel mark.
        #expect(segments("「ねこ」と") == ["「ね", "こ」", "と"])
        #expect(segments("ちょっとテーブル") == ["ちょっ", "と", "テー", "ブ", "ル"])
        #expect(segments("本（日本）！？") == ["本", "（日", "本）！？"])
    }

    @Test func latinText() {
        #expect(segments("Hello, world") == ["Hello, ", "world"])
        #expect(breaks("Hello, world") == ["7"])
        #expect(breaks("a-b") == ["2"])
        #expect(segments("(abc) def") == ["(abc) ", "def"])
        #expect(breaks("( abc") == [])
        #expect(breaks("1,000.5 km") == ["8"])
        #expect(breaks("$100 and 50%") == ["5", "9"])
        #expect(breaks("don't \"quote\" me") == ["6", "14"])
        #expect(breaks("wait... what?! yes") == ["8", "15"])
    }

    @Test func mandatoryBreaks() {
        #expect(breaks("a\nb") == ["2!"])
        #expect(breaks("a\r\nb") == ["2!"])  // CR LF is one Character
        #expect(breaks("one two\nthree") == ["4", "8!"])
        #expect(breaks("end\n") == ["4!"])
        #expect(breaks("x\u{2028}y") == ["2!"])
        #expect(breaks("") == [])
    }

    @Test func glueAndZeroWidth() {
        #expect(breaks("a\u{A0}b c") == ["4"])  // NO-BREAK SPACE glues
        #expect(breaks("a\u{200B}b") == ["2"])  // ZERO WIDTH SPACE allows a break
        #expect(breaks("a\u{2060}b") == [])  // WORD JOINER prohibits
    }

    @Test func combiningMarksAndEmoji() {
        #expect(breaks("e\u{301}e\u{301} x") == ["3"])
        // ZWJ sequences, modifiers and flags stay whole; emoji (ID) break between each other.
        #expect(breaks("👩‍👩‍👧👍🏽🇯🇵🇰🇷") == ["1", "2", "3"])
        #expect(Array("👩‍👩‍👧👍🏽🇯🇵🇰🇷").count == 4)
        #expect(breaks("🇯🇵🇰🇷", tailoring: .none) == ["1"])
    }

    @Test func hebrewHyphen() {
        // LB21a: no break after HL followed by a hyphen.
        #expect(breaks("\u{5D0}-\u{5D1}") == [])
        #expect(breaks("a-b") == ["2"])
    }

    @Test func classLookup() {
        #expect(LineBreaker.lineBreakClass(of: "A") == .AL)
        #expect(LineBreaker.lineBreakClass(of: " ") == .SP)
        #expect(LineBreaker.lineBreakClass(of: "。") == .CL)
        #expect(LineBreaker.lineBreakClass(of: "（") == .OP)
        #expect(LineBreaker.lineBreakClass(of: "ょ") == .NS)  // CJ resolved to NS
        #expect(LineBreaker.lineBreakClass(of: "ょ", tailoring: .none) == .NS)
        #expect(LineBreaker.lineBreakClass(of: "안") == .AL)
        #expect(LineBreaker.lineBreakClass(of: "아", tailoring: .none) == .H2)  // LV syllable
        #expect(LineBreaker.lineBreakClass(of: "안", tailoring: .none) == .H3)  // LVT syllable
        #expect(LineBreaker.lineBreakClass(of: "日") == .ID)
        #expect(LineBreaker.lineBreakClass(of: "\u{E01}") == .AL)  // Thai SA -> AL
        #expect(LineBreakTable.count == LineBreakTableData.entryCount)
        #expect(LineBreakTableData.unicodeVersion == "15.0.0")
    }

    /// The official UAX #14 conformance file (LineBreakTest.txt, Unicode 15.0, Debian
    /// package unicode-data) run against the untailored algorithm at scalar level.
    /// A missing file fails in CI (CI=true), where .ci/run installs unicode-data.
    @Test func conformanceFile() throws {
        guard let text = try? String(contentsOfFile: "/usr/share/unicode/auxiliary/LineBreakTest.txt", encoding: .utf8) else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing LineBreakTest.txt")
            return
        }
        var total = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [UInt32] = []
            var expected: [Bool] = []  // break before scalar k + 1 (last: end of text)
            for token in tokens.dropFirst() {
                if token == "÷" { expected.append(true) } else if token == "×" { expected.append(false) } else if let v = UInt32(token, radix: 16) {
                    scalars.append(v)
                }
            }
            total += 1
            let actual = LineBreaker.breakActions(scalars: scalars, tailoring: .none).map { $0 != .prohibited }
            if actual != expected { failures.append(String(line.prefix(60))) }
        }
        #expect(total == 7654)
        #expect(failures.count == 0, "e.g. \(failures.prefix(5))")
    }

    /// Random text from many scripts: opportunities are sorted, unique, on Character
    /// boundaries, and mandatory exactly after line terminators.
    @Test func randomTextInvariants() {
        let pool: [Unicode.Scalar] = ["a", "Z", "1", " ", "-", "(", ")", "\n", "\r", ",", ".", "\u{301}", "\u{200D}",
                                      "\u{200B}", "\u{A0}", "안", "ね", "。", "「", "ー", "\u{1F1EF}", "\u{1F44D}",
                                      "\u{1F3FD}", "\u{5D0}", "\u{E01}", "%", "$", "\"", "\u{2014}", "\u{1100}", "\u{1161}"]
        var rng: UInt64 = 42
        var total = 0
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<20 {
                rng = rng &* 6364136223846793005 &+ 1442695040888963407
                scalars.append(pool[Int(rng >> 33) % pool.count])
            }
            let text = String(scalars)
            let characterStarts = Set(text.indices)
            let ops = LineBreaker.breakOpportunities(in: text)
            for (k, op) in ops.enumerated() {
                #expect(characterStarts.contains(op.index) || op.index == text.endIndex)
                if k > 0 { #expect(ops[k - 1].index < op.index) }
                let previous = text[text.index(before: op.index)]
                #expect(op.isMandatory == (previous == "\n" || previous == "\r" || previous == "\r\n"))
            }
            total += 1
        }
        #expect(total == 500)
    }
}
