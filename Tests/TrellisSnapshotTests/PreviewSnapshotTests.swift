import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisRaster
import TrellisShowcase
import TrellisSnapshotTesting

/// The snapshot strategies for catalogue previews (`assertSnapshot(of: preview, as: .png)`).
@Suite("Preview snapshots")
struct PreviewSnapshotTests {
    static func showcasePreview(_ name: String) throws -> PreviewEntry {
        let found = PreviewCatalog.all.filter { $0.name == name && $0.fileID == "TrellisShowcase/Previews.swift" }
        return try #require(found.first)
    }

    static func snapshot<Format>(_ entry: PreviewEntry, as strategy: Snapshotting<PreviewEntry, Format>) -> Format? {
        var result: Format?
        strategy.snapshot(entry).run { result = $0 }
        return result
    }

    @Test("png renders a fixed-layout preview at its size: 390×200 points at 2× is 780×400 pixels")
    func pngAtTheFixedSize() throws {
        let data = try #require(Self.snapshot(try Self.showcasePreview("Stacked buttons"), as: .png))
        let decoded = try PNG.decode(data)
        #expect(decoded.width == 780 && decoded.height == 400)
    }

    @Test("png on a device of another size: a landscape preview swaps its sides (300×500 → 500×300 at 1×)")
    func pngLandscape() throws {
        let data = try #require(Self.snapshot(try Self.showcasePreview("Flow tags"), as: .png(device: CGSize(width: 300, height: 500), scale: 1)))
        let decoded = try PNG.decode(data)
        #expect(decoded.width == 500 && decoded.height == 300)
    }

    @Test("layout and svg describe the preview's own window")
    func layoutAndSVG() throws {
        let entry = PreviewEntry(name: "Square", fileID: "SnapshotTests/Square.swift", line: 1,
                                 traits: [.sizeThatFitsLayout]) { AnyView(Color.red.frame(width: 30, height: 20)) }
        let layout = try #require(Self.snapshot(entry, as: .layout))
        #expect(layout.contains("(0, 0, 30, 20)"), "\(layout)")
        let svg = try #require(Self.snapshot(entry, as: .svg()))
        #expect(svg.contains(#"width="30""#) && svg.contains(#"height="20""#), "\(svg.prefix(300))")
        // A 30×20 red square, no text: the same bytes on every machine.
        let failure = verifySnapshot(of: entry, as: .png(scale: 1), named: "square-preview", record: .missing)
        #expect(failure == nil, "\(failure ?? "")")
    }
}
