import Foundation
import Testing
@testable import TrellisFonts

@Suite struct FontLibraryTests {
    private func library(weights: [Int], italic: [Int] = []) throws -> FontLibrary {
        let lib = FontLibrary()
        for w in weights {
            try lib.register(data: TestFontBuilder.makeFontData(family: "Weights", glyphSets: .latin, weight: w))
        }
        for w in italic {
            try lib.register(data: TestFontBuilder.makeFontData(family: "Weights", glyphSets: .latin, weight: w, italic: true))
        }
        return lib
    }

    @Test func cssWeightMatching() throws {
        let lib = try library(weights: [100, 300, 500, 700, 900])
        #expect(lib.face(family: "Weights", weight: 400)?.weight == 500)
        #expect(lib.face(family: "weights", weight: 450)?.weight == 500)
        #expect(lib.face(family: "Weights", weight: 600)?.weight == 700)
        #expect(lib.face(family: "Weights", weight: 200)?.weight == 100)
        #expect(lib.face(family: "Weights", weight: 800)?.weight == 900)
        #expect(lib.face(family: "Weights", weight: 950)?.weight == 900)
        let light = try library(weights: [100, 300, 700])
        #expect(light.face(family: "Weights", weight: 400)?.weight == 300)
        #expect(light.face(family: "Weights", weight: 500)?.weight == 300)
        #expect(light.face(family: "Weights", weight: 600)?.weight == 700)
        #expect(light.face(family: "Missing") == nil)
    }

    @Test func cssWeightOrderDirect() {
        #expect(FontLibrary.cssWeightOrder(desired: 400, weights: [100, 300, 500, 600, 900]) == [2, 1, 0, 3, 4])
        #expect(FontLibrary.cssWeightOrder(desired: 300, weights: [100, 200, 400, 500]) == [1, 0, 2, 3])
        #expect(FontLibrary.cssWeightOrder(desired: 600, weights: [100, 500, 700, 900]) == [2, 3, 1, 0])
    }

    @Test func italicMatching() throws {
        let lib = try library(weights: [400, 700], italic: [400])
        #expect(lib.face(family: "Weights", weight: 400, italic: true)?.isItalic == true)
        let boldItalic = lib.face(family: "Weights", weight: 700, italic: true)
        #expect(boldItalic?.isItalic == true && boldItalic?.weight == 400)  // style before weight
        #expect(lib.face(family: "Weights", weight: 700, italic: false)?.weight == 700)
        let uprightOnly = try library(weights: [400])
        #expect(uprightOnly.face(family: "Weights", italic: true)?.isItalic == false)
    }

    @Test func fallbackFaceFromRegisteredFaces() throws {
        let lib = FontLibrary()
        let latin = try #require(try lib.register(data: TestFontBuilder.makeFontData(family: "L", glyphSets: .latin)).first)
        let hangul = try #require(try lib.register(data: TestFontBuilder.makeFontData(family: "H", glyphSets: .hangul)).first)
        let kana = try #require(try lib.register(data: TestFontBuilder.makeFontData(family: "K", glyphSets: .kana)).first)
        #expect(lib.fallbackFace(for: "A", preferring: latin) === latin)
        #expect(lib.fallbackFace(for: "안", preferring: latin) === hangul)
        #expect(lib.fallbackFace(for: "ね", preferring: latin) === kana)
        #expect(lib.fallbackFace(for: "\u{1F600}", preferring: latin) == nil)
        #expect(lib.fallbackList(for: latin).map(\.familyName) == ["H", "K"])
        #expect(lib.familyNames == ["H", "K", "L"])
    }

    @Test func registerPathAndCollection() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var a = TestFontBuilder.Options(); a.family = "Disk"; a.glyphSets = .latin
        var b = a; b.weight = 700; b.style = "Bold"
        try TestFontBuilder.makeCollectionData([a, b]).write(to: dir.appendingPathComponent("disk.ttc"))
        try TestFontBuilder.makeFontData(family: "Other", glyphSets: .hangul).write(to: dir.appendingPathComponent("sub/other.ttf", isDirectory: false).creatingParent())
        try Data("junk".utf8).write(to: dir.appendingPathComponent("broken.otf"))
        let lib = FontLibrary(directories: [dir.path])
        #expect(lib.descriptors.count == 3)
        #expect(lib.loadedFaceCount == 0)  // discovery reads only the naming tables
        #expect(lib.familyNames == ["Disk", "Other"])
        let bold = try #require(lib.face(family: "Disk", weight: 700))
        #expect(bold.faceIndex == 1)
        #expect(bold.filePath?.hasSuffix("disk.ttc") == true)
        #expect(lib.loadedFaceCount == 1)
        #expect(lib.face(family: "Other")?.glyphID(for: "안") == 2)
        #expect(throws: FontError.self) { try lib.register(path: dir.appendingPathComponent("broken.otf").path) }
        #expect(throws: FontError.self) { try lib.register(path: dir.appendingPathComponent("missing.ttf").path) }
    }

    @Test(.enabled(if: SystemFonts.hasDejaVu && SystemFonts.hasNanum && SystemFonts.hasIPA))
    func systemLibraryFallback() throws {
        let lib = FontLibrary.system
        let dejaVu = try #require(lib.face(family: "DejaVu Sans"))
        #expect(dejaVu.weight == 400)
        #expect(lib.face(family: "DejaVu Sans", weight: 700)?.fullName == "DejaVu Sans Bold")
        #expect(lib.face(family: "DejaVu Sans", weight: 400, italic: true)?.fullName == "DejaVu Sans Oblique")
        #expect(lib.fallbackFace(for: "안", preferring: dejaVu)?.familyName == "NanumGothic")
        #expect(lib.fallbackFace(for: "ね", preferring: dejaVu)?.familyName == "IPAGothic")
        #expect(lib.fallbackFace(for: "語", preferring: dejaVu)?.familyName == "IPAGothic")
        #expect(lib.fallbackFace(for: "A", preferring: nil)?.familyName == "DejaVu Sans")
        let list = lib.fallbackList(for: dejaVu).map(\.familyName)
        #expect(Array(list.prefix(2)) == ["NanumGothic", "IPAGothic"])
        // Per-script Noto fallbacks follow when fonts-noto-core / fonts-noto-color-emoji are
        // installed (as .ci/run does).
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf") {
            #expect(Array(list.dropFirst(2)) == ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                                                 "Noto Sans Bengali", "Noto Sans Gurmukhi", "Noto Sans Gujarati", "Noto Sans Oriya",
                                                 "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam",
                                                 "Noto Sans Thai", "Noto Sans Lao", "Noto Sans Khmer", "Noto Sans Myanmar", "Noto Color Emoji"])
        } else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "fonts-noto-core missing")
        }
        let runs = Shaper().shape("Cat 고양이 ねこ", face: dejaVu, size: 17, fallbacks: lib.fallbackList(for: dejaVu))
        #expect(runs.map(\.face.familyName) == ["DejaVu Sans", "NanumGothic", "IPAGothic"])
    }
}

private extension URL {
    /// Creates the parent directory and returns self.
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
