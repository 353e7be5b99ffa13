import Foundation
import Testing
@testable import TrellisLayout

/// `AsyncImage` on a headless host: a `file:` PNG loads when the body is evaluated, other
/// URLs stay empty and show the placeholder.
@Suite @MainActor struct AsyncImageTests {
    /// A PNG header of `width` × `height` pixels in a file of its own (the layout reads only
    /// the header).
    private func pngFile(width: UInt32, height: UInt32) throws -> URL {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        bytes += [8, 6, 0, 0, 0]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-async-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aFilePNGLoadsAtItsNaturalSize() throws {
        let url = try pngFile(width: 40, height: 30)
        defer { try? FileManager.default.removeItem(at: url) }
        let h = host(AsyncImage(url: url).id("i"))
        expectRect(h.rect("i"), 175, 407, 40, 30)
        let half = host(AsyncImage(url: url, scale: 2).id("i"))
        expectRect(half.rect("i"), 185, 414.5, 20, 15)
    }

    @Test func otherURLsShowThePlaceholder() throws {
        // The default placeholder takes the space offered.
        let h = host(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 100, height: 80).id("i"))
        let fills = h.placedItems(ShapeItem.self)
        #expect(fills.map(\.frame) == [CGRect(x: 145, y: 382, width: 100, height: 80)])
        #expect(host(AsyncImage(url: nil)).placedItems(ShapeItem.self).map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        // A placeholder of one's own: here the spinner.
        let spinner = host(AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        })
        #expect(spinner.placedItems(ProgressItem.self).map(\.frame) == [CGRect(x: 185, y: 412, width: 20, height: 20)])
    }

    @Test func phasesTellSuccessAndFailure() throws {
        let url = try pngFile(width: 8, height: 4)
        defer { try? FileManager.default.removeItem(at: url) }
        func text(_ phase: AsyncImagePhase) -> String {
            if phase.image != nil { return "image" }
            if let error = phase.error { return "error: \(error)" }
            return "empty"
        }
        func shown(_ u: URL?) -> String? {
            let h = host(AsyncImage(url: u) { phase in Text(text(phase)) })
            return h.placedItems(TextItem.self).first?.text.plainText
        }
        #expect(shown(url) == "image")
        #expect(shown(URL(string: "https://example.com/a.png")) == "empty")
        let missing = URL(fileURLWithPath: "/nonexistent/trellis.png")
        #expect(shown(missing) == "error: no file at /nonexistent/trellis.png")
        let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-async-\(UUID().uuidString).png")
        try Data("GIF89a".utf8).write(to: notPNG)
        defer { try? FileManager.default.removeItem(at: notPNG) }
        #expect(shown(notPNG) == "error: \(notPNG.lastPathComponent) is not a PNG image")
        // The loaded image fills a frame when resizable.
        let h = host(AsyncImage(url: url) { $0.resizable() } placeholder: { Color.gray }.frame(width: 80, height: 40).id("f"))
        #expect(h.placedItems(ImageItem.self).map(\.frame) == [CGRect(x: 155, y: 402, width: 80, height: 40)])
    }
}
