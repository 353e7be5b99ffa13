import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisRaster
import TrellisSnapshotTesting

struct Badge: View {
    var body: some View {
        HStack(spacing: 4) {
            Circle().fill(Color.green).frame(width: 12, height: 12)
            Color.orange.frame(width: 30, height: 12)
        }
        .padding(8)
    }
}

@Suite("Snapshot strategies")
struct TrellisSnapshotTests {
    /// Records each strategy into a temporary folder, then verifies against the recording.
    func roundTrip<Format>(_ strategy: Snapshotting<Badge, Format>, name: String, in folder: String) -> (recorded: String?, verified: String?) {
        let recorded = verifySnapshot(of: Badge(), as: strategy, named: name, record: .all, snapshotDirectory: folder)
        let verified = verifySnapshot(of: Badge(), as: strategy, named: name, record: .never, snapshotDirectory: folder)
        return (recorded, verified)
    }

    @Test("layout, svg and png strategies record and then match")
    func recordThenMatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let size = CGSize(width: 80, height: 40)

        let layout = roundTrip(.layout(size: size), name: "layout", in: folder)
        #expect(layout.recorded != nil)  // recording reports that it recorded
        #expect(layout.verified == nil)

        let svg = roundTrip(.svg(size: size), name: "svg", in: folder)
        #expect(svg.verified == nil)

        let png = roundTrip(.png(size: size, scale: 2), name: "png", in: folder)
        #expect(png.verified == nil)

        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.contains { $0.hasSuffix(".png") } && files.contains { $0.hasSuffix(".svg") } && files.contains { $0.hasSuffix(".txt") })
        let pngFile = try #require(files.first { $0.hasSuffix(".png") })
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: folder + "/" + pngFile)))
        #expect(decoded.width == 160 && decoded.height == 80)
        let layoutFile = try #require(files.first { $0.hasSuffix(".txt") })
        let recordedLayout = try String(contentsOfFile: folder + "/" + layoutFile, encoding: .utf8)
        #expect(recordedLayout.contains("Circle"))
    }

    @Test("a changed view fails against the recording, with a PNG message")
    func mismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let size = CGSize(width: 40, height: 20)
        _ = verifySnapshot(of: Color.red, as: .png(size: size, scale: 1), named: "colour", record: .all, snapshotDirectory: folder)
        let failure = verifySnapshot(of: Color.blue, as: .png(size: size, scale: 1), named: "colour", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("PNG differs") == true)
    }

    @Test("the png diffing compares bytes")
    func diffing() {
        let a = Data([1, 2, 3]), b = Data([1, 2, 4])
        #expect(Diffing<Data>.pngBytes.diffV2(a, a) == nil)
        #expect(Diffing<Data>.pngBytes.diffV2(a, b)?.0.contains("not a PNG") == true)
    }
}
