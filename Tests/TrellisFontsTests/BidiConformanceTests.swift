import Foundation
import Testing
@testable import TrellisFonts

/// UAX #9 conformance: Unicode's BidiTest.txt and BidiCharacterTest.txt from Debian's
/// `unicode-data` (installed by .ci/run). Missing files fail in CI (CI=true).
@Suite struct BidiConformanceTests {
    static let directory = "/usr/share/unicode"

    static func load(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        if let s = try? String(contentsOfFile: directory + "/" + name, encoding: .utf8) { return s }
        #expect(ProcessInfo.processInfo.environment["CI"] != "true", "missing \(name)", sourceLocation: sourceLocation)
        return nil
    }

    @Test func bidiTest() throws {
        guard let text = Self.load("BidiTest.txt") else { return }
        var expectedLevels: [Int?] = []
        var expectedOrder: [Int] = []
        var total = 0
        var failures: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("@Levels:") {
                expectedLevels = line.dropFirst(8).split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0 == "x" ? nil : Int($0) }
                continue
            }
            if line.hasPrefix("@Reorder:") {
                expectedOrder = line.dropFirst(9).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
                continue
            }
            if line.hasPrefix("@") { continue }
            let parts = line.split(separator: ";")
            guard parts.count == 2, let bits = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let types = parts[0].split(separator: " ").compactMap { BidiClass(name: String($0)) }
            for (bit, level) in [(1, nil), (2, 0), (4, 1)] as [(Int, Int?)] where bits & bit != 0 {
                total += 1
                let result = BidiAlgorithm.resolve(types: types, paragraphLevel: level)
                if result.levels != expectedLevels || result.visualOrder() != expectedOrder {
                    if failures.count < 10 {
                        failures.append("\(parts[0]) para \(level.map(String.init) ?? "auto"): levels \(result.levels.map { $0.map(String.init) ?? "x" }) expected \(expectedLevels.map { $0.map(String.init) ?? "x" }) order \(result.visualOrder()) expected \(expectedOrder)")
                    } else { failures.append("") }
                }
            }
        }
        #expect(total > 490_000)
        #expect(failures.isEmpty, "\(failures.count) of \(total) fail:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func bidiCharacterTest() throws {
        guard let text = Self.load("BidiCharacterTest.txt") else { return }
        var total = 0
        var failures: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") { continue }
            let f = line.split(separator: ";", omittingEmptySubsequences: false)
            guard f.count >= 5 else { continue }
            let scalars = f[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let direction = Int(f[1]) ?? 2
            let expectedParagraph = Int(f[2]) ?? 0
            let expectedLevels: [Int?] = f[3].split(separator: " ").map { $0 == "x" ? nil : Int($0) }
            let expectedOrder = f[4].split(separator: " ").compactMap { Int($0) }
            total += 1
            let result = BidiAlgorithm.resolve(types: scalars.map(BidiClass.init), scalars: scalars,
                                               paragraphLevel: direction == 2 ? nil : direction)
            if result.paragraphLevel != expectedParagraph || result.levels != expectedLevels || result.visualOrder() != expectedOrder {
                failures.append("\(f[0]) dir \(direction): levels \(result.levels.map { $0.map(String.init) ?? "x" }) expected \(f[3]) order \(result.visualOrder()) expected \(f[4])")
            }
        }
        #expect(total > 90_000)
        #expect(failures.isEmpty, "\(failures.count) of \(total) fail:\n\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func mixedDirectionLine() {
        // "abc ABC 123" with ABC Hebrew: the Hebrew word and its digits read right to left
        // as a unit; the digits keep their own order.
        let text = "abc \u{05D0}\u{05D1}\u{05D2} 123"
        let result = BidiAlgorithm.resolve(text)
        #expect(result.paragraphLevel == 0)
        #expect(result.levels == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2])
        #expect(result.visualOrder() == [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4])
        #expect(BidiAlgorithm.resolve("\u{05E9}\u{05DC}\u{05D5}\u{05DD}!").paragraphLevel == 1)
    }
}
