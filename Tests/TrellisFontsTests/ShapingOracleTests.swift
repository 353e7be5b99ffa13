import Foundation
import Testing
@testable import TrellisFonts

/// The corpus in HarfBuzzOracle.generated.swift (made by Scripts/generate-shaping-oracle.py
/// with uharfbuzz) against the Swift OpenType shaper: glyph ids, advances and offsets in
/// font units must be equal.
@Suite struct ShapingOracleTests {
    struct Case {
        let fontFile: String
        let script: String
        let rightToLeft: Bool
        let text: String
        let expected: [[Int]]
    }

    static let fontDirectories = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto",
                                  "/usr/share/fonts/truetype/nanum", "/usr/share/fonts/opentype/ipafont-gothic"]

    static func unescape(_ s: String) -> String {
        var out = ""
        var rest = Substring(s)
        while let r = rest.range(of: "\\u{") {
            out += rest[..<r.lowerBound]
            let after = rest[r.upperBound...]
            guard let close = after.firstIndex(of: "}"), let v = UInt32(after[..<close], radix: 16),
                  let u = Unicode.Scalar(v) else { out += "\\u{"; rest = after; continue }
            out.unicodeScalars.append(u)
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }

    static let cases: [Case] = HarfBuzzOracle.corpus.split(separator: "\n").compactMap { line in
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 5 else { return nil }
        let glyphs = f[4].split(separator: " ").map { $0.split(separator: ",").compactMap { Int($0) } }
        return Case(fontFile: f[0], script: f[1], rightToLeft: f[2] == "rtl", text: unescape(f[3]), expected: glyphs)
    }

    nonisolated(unsafe) static var faces: [String: FontFace] = [:]
    static let lock = NSLock()
    static func face(_ file: String) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let f = faces[file] { return f }
        for dir in fontDirectories {
            let path = dir + "/" + file
            if FileManager.default.fileExists(atPath: path), let f = try? FontFace.load(path: path).first {
                faces[file] = f
                return f
            }
        }
        return nil
    }

    static func shape(_ c: Case, face: FontFace) -> [[Int]] {
        let input = Array(c.text.unicodeScalars.enumerated().map { ($0.element, $0.offset) })
        return OTShaper.shape(input, face: face, script: UnicodeScript.named(c.script), rightToLeft: c.rightToLeft)
            .map { [Int($0.glyph), $0.xAdvance, $0.xOffset, $0.yOffset] }
    }

    @Test func corpusHasEnoughStringsAndScripts() {
        #expect(Self.cases.count >= 200)
        #expect(Set(Self.cases.map(\.script)).count >= 8)
    }

    @Test(arguments: ["Latin", "Greek", "Cyrillic", "Arabic", "Hebrew", "Thai", "Hangul", "Han", "Hiragana", "Common", "Devanagari", "Lao", "Khmer", "Myanmar", "Gujarati", "Bengali", "Gurmukhi", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam"])
    func matchesHarfBuzz(script: String) throws {
        let cases = Self.cases.filter { $0.script == script }
        #expect(!cases.isEmpty)
        var mismatches: [String] = []
        var missingFonts = Set<String>()
        for c in cases {
            guard let face = Self.face(c.fontFile) else { missingFonts.insert(c.fontFile); continue }
            let got = Self.shape(c, face: face)
            if got != c.expected {
                mismatches.append("\(c.text): got \(got) expected \(c.expected)")
            }
        }
        if !missingFonts.isEmpty {
            // Fonts come from Debian packages .ci/run installs; in CI their absence is a failure.
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "fonts missing: \(missingFonts.sorted())")
            return
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases.count) differ:\n\(mismatches.prefix(8).joined(separator: "\n"))")
    }
}
