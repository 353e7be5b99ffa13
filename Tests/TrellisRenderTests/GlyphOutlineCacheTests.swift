import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// Glyph outlines read once per process: separate snapshots share them.
@Suite("Glyph outline cache")
struct GlyphOutlineCacheTests {
    private struct Label: View {
        var body: some View {
            VStack {
                Text("Hello, outlines").font(.system(size: 14))
                Text("Hello, outlines").font(.system(size: 9))
            }
            .frame(width: 120, height: 40)
        }
    }

    @Test("renderers made apart share the process's cache")
    func shared() {
        let a = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let b = PNGRenderer(scale: 3, measurer: TestFonts.measurer)
        #expect(a.outliner.cache === b.outliner.cache)
        #expect(a.outliner.cache === GlyphOutlineCache.shared)
        #expect(SVGRenderer(measurer: TestFonts.measurer).outliner.cache === GlyphOutlineCache.shared)
    }

    @Test("a second snapshot from a new host is the first's bytes")
    func secondSnapshot() throws {
        let first = try host(Label(), width: 120, height: 40, scale: 2).pngData()
        let second = try host(Label(), width: 120, height: 40, scale: 2).pngData()
        #expect(first == second)
        #expect(first.count > 100)
    }

    @Test("one cache serves every size; a full cache empties and draws the same")
    func bounded() {
        let h = host(Label(), width: 120, height: 40, scale: 2)
        let tree = h.renderTree()
        let large = GlyphOutlineCache(capacity: 1_000)
        let drawn = PNGRenderer(scale: 2, outliner: GlyphOutliner(measurer: TestFonts.measurer, cache: large)).canvas(tree, size: h.size)
        // "Hello, outlines" at two sizes: 11 distinct glyphs (H e l o , space u t i n s).
        #expect(large.count == 11)
        let small = GlyphOutlineCache(capacity: 4)
        let again = PNGRenderer(scale: 2, outliner: GlyphOutliner(measurer: TestFonts.measurer, cache: small)).canvas(tree, size: h.size)
        #expect(small.count <= 4 && small.count > 0)
        #expect(again.premultipliedRGBA == drawn.premultipliedRGBA)
    }
}
