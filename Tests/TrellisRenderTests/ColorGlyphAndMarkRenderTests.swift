import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
@testable import TrellisRender
import TrellisText

/// Noto fonts from Debian (fonts-noto-core, fonts-noto-color-emoji; installed by .ci/run).
enum NotoFonts {
    static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let arabicPath = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

    static func measurer(_ paths: [String], families: [String]) throws -> FontTextMeasurer {
        let library = FontLibrary()
        for p in paths { try library.register(path: p) }
        return FontTextMeasurer(library: library, systemFamilies: [.default: families])
    }
}

@Suite("Colour emoji and mark offsets in the renderers")
struct ColorGlyphAndMarkRenderTests {
    /// HarfBuzz (uharfbuzz 0.57, `Font.get_glyph_extents`, `get_glyph_color_png`) for
    /// glyph 883 (😀) of Noto Color Emoji: extents x 0, y 1898, 2555 × -2405 font units
    /// (upem 2048), i.e. a 136 × 128 bitmap of the 109 ppem strike with bearing (0, 101);
    /// its PNG is 3296 bytes.
    @Test("CBDT: the grinning face's bitmap has HarfBuzz's size, bearings and PNG length")
    func emojiBitmapMetrics() throws {
        let face = try #require(try FontFace.load(path: NotoFonts.emojiPath).first)
        #expect(face.hasColorBitmaps)
        let glyph = try #require(face.glyphID(for: "\u{1F600}"))
        #expect(glyph == 883)
        let bitmap = try #require(face.colorBitmap(glyph: glyph, pixelsPerEm: 40))
        #expect(bitmap.width == 136 && bitmap.height == 128)
        #expect(bitmap.bearingX == 0 && bitmap.bearingY == 101)
        #expect(bitmap.ppem == 109)
        #expect(bitmap.pngData.count == 3296)
        #expect(bitmap.pngData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // At 2048 pt (one point per font unit) the rectangle is HarfBuzz's extents up to
        // rounding: 2555 × 2405 units, top 1898 units above the baseline.
        let r = bitmap.rect(pointSize: 2048)
        #expect(abs(r.width - 2555) < 0.5 && abs(r.height - 2405) < 0.5)
        #expect(abs((r.y + r.height) - 1898) < 0.5 && r.x == 0)
        let image = try RasterImage(pngData: bitmap.pngData)
        #expect(image.width == 136 && image.height == 128)
        // Faces without CBDT have no bitmaps.
        let arabic = try #require(try FontFace.load(path: NotoFonts.arabicPath).first)
        #expect(!arabic.hasColorBitmaps)
        #expect(arabic.colorBitmap(glyph: 10) == nil)
    }

    @Test("PNG: an emoji draws its colour bitmap in its glyph box (yellow face), white around it")
    func emojiPixels() throws {
        let measurer = try NotoFonts.measurer([NotoFonts.emojiPath], families: ["Noto Color Emoji"])
        let view = Text("\u{1F600}").font(.custom("Noto Color Emoji", size: 40)).foregroundColor(.black)
        let h = HostingView(rootView: view, size: CGSize(width: 80, height: 80), textMeasurer: measurer)
        let tree = h.renderTree()
        let canvas = PNGRenderer(scale: 1, measurer: measurer).canvas(tree, size: h.size)
        // The text frame is centred: width = advance 2550/2048 × 40 = 49.8 pt.
        let outliner = GlyphOutliner(measurer: measurer)
        var texts: [RenderText] = []
        func collect(_ n: RenderNode) {
            if case let .text(t) = n.content { texts.append(t) }
            n.children.forEach(collect)
        }
        collect(tree)
        let piece = try #require(texts.first?.lines.first?.pieces.first)
        let placed = outliner.bitmaps(for: piece, pixelScale: 1)
        #expect(placed.count == 1)
        let rect = try #require(placed.first?.rect)
        // 136 × 128 px at 109 ppem drawn at 40 pt: 49.9 × 47.0 pt, top 101/109 × 40 pt above the baseline.
        #expect(abs(rect.width - 136.0 * 40 / 109) < 0.001 && abs(rect.height - 128.0 * 40 / 109) < 0.001)
        #expect(abs((piece.origin.y - rect.minY) - 101.0 * 40 / 109) < 0.001)
        #expect(abs(rect.minX - piece.origin.x) < 0.001)
        // The centre of the face is yellow (red and green high, blue low), opaque.
        let cx = Int(rect.midX), cy = Int(rect.midY - rect.height * 0.25)
        let centre = canvas.rgba(cx, cy)
        #expect(centre.r > 200 && centre.g > 150 && centre.b < 110, "\(centre)")
        // Outside the box the page stays white.
        #expect(canvas.rgba(Int(rect.minX) - 3, Int(rect.midY)) == white)
        #expect(canvas.rgba(Int(rect.maxX) + 3, Int(rect.midY)) == white)
        #expect(canvas.rgba(Int(rect.midX), Int(rect.maxY) + 3) == white)
        // Byte-identical on a second render.
        #expect(try PNGRenderer(scale: 1, measurer: measurer).render(tree, size: h.size)
                == PNGRenderer(scale: 1, measurer: measurer).render(tree, size: h.size))
    }

    @Test("PNG: a ZWJ family, a skin-tone modifier and a flag are each one bitmap")
    func emojiSequencesAreOneBitmap() throws {
        let measurer = try NotoFonts.measurer([NotoFonts.emojiPath], families: ["Noto Color Emoji"])
        let outliner = GlyphOutliner(measurer: measurer)
        let font = ResolvedFont(family: "Noto Color Emoji", size: 20)
        for text in ["\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F44D}\u{1F3FD}", "\u{1F1EF}\u{1F1F5}"] {
            let piece = RenderText.Piece(text: text, font: font, color: .black, origin: CGPoint(x: 0, y: 20), width: 0)
            let placed = outliner.bitmaps(for: piece, pixelScale: 2)
            #expect(placed.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("SVG: an emoji is an embedded PNG image at its glyph box")
    func emojiSVG() throws {
        let measurer = try NotoFonts.measurer([NotoFonts.emojiPath], families: ["Noto Color Emoji"])
        let view = Text("\u{1F600}").font(.custom("Noto Color Emoji", size: 40))
        let h = HostingView(rootView: view, size: CGSize(width: 80, height: 80), textMeasurer: measurer)
        let svg = SVGRenderer(measurer: measurer).render(h.renderTree(), size: h.size)
        let face = try #require(try FontFace.load(path: NotoFonts.emojiPath).first)
        let png = try #require(face.colorBitmap(glyph: 883, pixelsPerEm: .infinity)).pngData
        #expect(svg.contains("<image"))
        #expect(svg.contains("data:image/png;base64,\(png.base64EncodedString())"))
        #expect(svg.contains("width=\"49.91\"") || svg.contains("width=\"49.908\""), "\(svg.prefix(600))")
    }

    /// HarfBuzz's shaping of "مُحَمَّد" in Noto Sans Arabic (the oracle corpus line):
    /// glyph, advance, x offset, y offset in font units, visual order.
    static let muhammad: [(UInt16, Double, Double, Double)] = [
        (215, 532, 0, 0), (1161, 0, 128, -96), (773, 578, 0, 0), (291, 0, -6, -106), (419, 637, 0, 0),
        (235, 0, 130, -100), (771, 525, 0, 0),
    ]

    @Test("marks are drawn at their GPOS y offsets: the outline's bounds equal HarfBuzz's placement")
    func markYOffsetsInOutlines() throws {
        let measurer = try NotoFonts.measurer([NotoFonts.arabicPath], families: ["Noto Sans Arabic"])
        let face = try #require(try FontFace.load(path: NotoFonts.arabicPath).first)
        #expect(face.unitsPerEm == 1000)
        let outliner = GlyphOutliner(measurer: measurer)
        // At 1000 pt one font unit is one point; baseline at y = 2000.
        let font = ResolvedFont(family: "Noto Sans Arabic", size: 1000)
        let piece = RenderText.Piece(text: "\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{64E}\u{651}\u{62F}", font: font,
                                     color: .black, origin: CGPoint(x: 0, y: 2000), width: 0)
        let bounds = outliner.path(for: piece).boundingRect
        func union(applyingY: Bool) throws -> CGRect {
            var pen = 0.0
            var r = CGRect.null
            for (g, adv, dx, dy) in Self.muhammad {
                let b = try face.outline(glyph: g).bounds
                if b != .zero {
                    let y = applyingY ? dy : 0
                    r = r.union(CGRect(x: pen + dx + b.minX, y: 2000 - y - b.maxY, width: b.maxX - b.minX, height: b.maxY - b.minY))
                }
                pen += adv
            }
            return r
        }
        let expected = try union(applyingY: true)
        let withoutY = try union(applyingY: false)
        #expect(expected != withoutY)
        #expect(abs(bounds.minX - expected.minX) < 0.01 && abs(bounds.maxX - expected.maxX) < 0.01)
        #expect(abs(bounds.minY - expected.minY) < 0.01 && abs(bounds.maxY - expected.maxY) < 0.01, "\(bounds) vs \(expected)")
    }
}

/// COLR/CPAL colour glyphs in a generated font: "O" is drawn as a red "I" layer (a
/// 500 × 700 unit box) under a "." layer (a 100 × 200 unit box) in the text colour.
@Suite("COLR colour layers")
struct ColorLayerRenderTests {
    static let fontData: Data = {
        var o = TestFontBuilder.Options()
        o.family = "Trellis Colour"
        o.glyphSets = .latin
        o.colorGlyphs = [(base: "O", layers: [("I", (255, 0, 0, 255)), (".", nil)])]
        return TestFontBuilder.makeFontData(options: o)
    }()

    static func measurer() throws -> FontTextMeasurer {
        let library = FontLibrary()
        _ = try library.register(data: fontData)
        return FontTextMeasurer(library: library, systemFamilies: [.default: ["Trellis Colour"]])
    }

    @Test("COLR v0 and CPAL are read: the base glyph's layers and palette colours")
    func layersParse() throws {
        let face = try FontFace(data: Self.fontData)
        let o = try #require(face.glyphID(for: "O")), i = try #require(face.glyphID(for: "I"))
        let dot = try #require(face.glyphID(for: "."))
        #expect(face.hasColorLayers)
        let layers = try #require(face.colorLayers(glyph: o))
        #expect(layers.map(\.glyph) == [i, dot])
        #expect(layers[0].color?.red == 255 && layers[0].color?.green == 0 && layers[0].color?.blue == 0 && layers[0].color?.alpha == 255)
        #expect(layers[1].color == nil)
        #expect(face.colorLayers(glyph: i) == nil)
        #expect(face.layoutErrors.isEmpty)
    }

    @Test("PNG: the layers are filled in their colours; the glyph's plain outline is not drawn")
    func layerPixels() throws {
        let measurer = try Self.measurer()
        let font = ResolvedFont(family: "Trellis Colour", size: 100)
        let outliner = GlyphOutliner(measurer: measurer)
        let piece = RenderText.Piece(text: "O", font: font, color: .blue, origin: CGPoint(x: 10, y: 110), width: 0)
        let layers = outliner.colorLayers(for: piece)
        #expect(layers.count == 2)
        #expect(outliner.path(for: piece).isEmpty)
        let view = Text("O").font(.custom("Trellis Colour", size: 100)).foregroundColor(.blue)
        let h = HostingView(rootView: view, size: CGSize(width: 140, height: 140), textMeasurer: measurer)
        let canvas = PNGRenderer(scale: 1, measurer: measurer).canvas(h.renderTree(), size: h.size)
        var red = 0, blue = 0, other = 0
        var seen: [String: Int] = [:]
        for y in 0..<140 {
            for x in 0..<140 {
                let p = canvas.rgba(x, y)
                seen["\(p)", default: 0] += 1
                if p == RGBA(255, 0, 0) { red += 1 } else if p == RGBA(0, 122, 255) { blue += 1 } else if p != white { other += 1 }
            }
        }
        // At 100 pt: the red box is 50 × 70 pt less the 10 × 20 pt blue box (system blue,
        // the text colour) drawn on top of it; anti-aliased edges are neither.
        #expect(red >= 3300 && red <= 3300 + 240, "\(seen.filter { $0.value > 20 })")
        #expect(blue >= 150 && blue <= 200)
        #expect(other < 400)
        let svg = SVGRenderer(measurer: measurer).render(h.renderTree(), size: h.size)
        #expect(svg.contains("fill=\"#FF0000\"") || svg.contains("fill=\"#ff0000\"") || svg.contains("rgb(255,0,0)"), "\(svg.suffix(800))")
    }
}
