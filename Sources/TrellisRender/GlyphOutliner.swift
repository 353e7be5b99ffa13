import Foundation
import TrellisFonts
import TrellisLayout
import TrellisText

/// Turns laid-out text into glyph outlines in window coordinates, so pictures look the same
/// on machines without the fonts: each piece is shaped with the measurer that laid it out
/// (``FontTextMeasurer/shapedRuns(of:font:)``), and each glyph's outline (font units, y up)
/// is scaled by `size / unitsPerEm`, flipped, and placed at the pen position, which starts
/// at the piece's baseline origin and moves by each glyph's advance.
///
/// Glyphs whose outline cannot be read draw nothing (their advance still moves the pen).
///
/// Outlines are read once per face and glyph in the process: every outliner shares
/// ``GlyphOutlineCache/shared`` (each snapshot makes its own renderer and outliner).
public final class GlyphOutliner: @unchecked Sendable {
    public let measurer: FontTextMeasurer
    /// Where outlines read are kept: the process's cache unless given.
    let cache: GlyphOutlineCache

    public convenience init(measurer: FontTextMeasurer) {
        self.init(measurer: measurer, cache: .shared)
    }

    init(measurer: FontTextMeasurer, cache: GlyphOutlineCache) {
        self.measurer = measurer
        self.cache = cache
    }

    /// The outline of one text piece, in window coordinates (nonzero winding).
    public func path(for piece: RenderText.Piece) -> Path {
        var path = Path()
        append(piece, to: &path)
        return path
    }

    /// The outlines of every piece of a text, one path per piece.
    public func paths(for text: RenderText) -> [(piece: RenderText.Piece, path: Path)] {
        text.lines.flatMap { line in line.pieces.map { ($0, path(for: $0)) } }
    }

    /// Calls `body` with each glyph of the piece, its face, the point size and the pen
    /// position of its origin (window coordinates, y down; the GPOS x and y offsets applied,
    /// so attached marks sit where HarfBuzz places them).
    ///
    /// The piece's spacing (``RenderText/Piece/spacing``) is added after the last glyph of
    /// each cluster, once per character of the cluster, so the pen ends where the piece's
    /// measured width says; the glyphs stand on the piece's ``RenderText/Piece/glyphOrigin``.
    func forEachGlyph(_ piece: RenderText.Piece, _ body: (ShapedGlyph, Double, CGPoint) -> Void) {
        let start = piece.glyphOrigin
        guard start.x.isFinite, start.y.isFinite else { return }
        let runs = measurer.shapedRuns(of: Substring(piece.text), font: piece.font, paragraphLevel: piece.isRightToLeft ? 1 : 0)
        let spacing = piece.spacing.isFinite ? Double(piece.spacing) : 0
        // The string that was shaped (newlines left out), for the clusters' characters.
        let shaped = spacing != 0 ? String(piece.text.filter { !$0.isNewline }) : ""
        var pen = Double(start.x)
        let baseline = Double(start.y)
        for (r, run) in runs.enumerated() {
            for (g, glyph) in run.glyphs.enumerated() {
                let x = pen + (glyph.xOffset.isFinite ? glyph.xOffset : 0)
                let y = baseline - (glyph.yOffset.isFinite ? glyph.yOffset : 0)
                body(glyph, run.size, CGPoint(x: x, y: y))
                if glyph.advance.isFinite { pen += glyph.advance }
                guard spacing != 0 else { continue }
                let next = g + 1 < run.glyphs.count ? run.glyphs[g + 1] : (r + 1 < runs.count ? runs[r + 1].glyphs.first : nil)
                if next?.cluster != glyph.cluster {
                    pen += spacing * Double(max(1, shaped[glyph.clusterRange(in: shaped)].count))
                }
            }
        }
    }

    func append(_ piece: RenderText.Piece, to path: inout Path) {
        forEachGlyph(piece) { glyph, size, origin in
            // Colour glyphs are drawn by their layers (``colorLayers(for:)``).
            if glyph.face.hasColorLayers, glyph.face.colorLayers(glyph: glyph.glyph) != nil { return }
            appendOutline(face: glyph.face, glyph: glyph.glyph, size: size, origin: origin, to: &path)
        }
    }

    /// The `COLR` layers of a piece's colour glyphs, bottom to top, each as a path in
    /// window coordinates with its colour (nil: the text colour). Their glyphs are left
    /// out of ``path(for:)``.
    public func colorLayers(for piece: RenderText.Piece) -> [(path: Path, color: ColorGlyphLayer)] {
        var result: [(Path, ColorGlyphLayer)] = []
        forEachGlyph(piece) { glyph, size, origin in
            guard glyph.face.hasColorLayers, let layers = glyph.face.colorLayers(glyph: glyph.glyph) else { return }
            for layer in layers {
                var path = Path()
                appendOutline(face: glyph.face, glyph: layer.glyph, size: size, origin: origin, to: &path)
                if !path.isEmpty { result.append((path, layer)) }
            }
        }
        return result
    }

    /// The colour of a layer as a SwiftUI colour: its palette entry, or `foreground`.
    public static func color(of layer: ColorGlyphLayer, foreground: Color) -> Color {
        guard let c = layer.color else { return foreground }
        return Color(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
                     opacity: Double(c.alpha) / 255)
    }

    private func appendOutline(face: FontFace, glyph: UInt16, size: Double, origin: CGPoint, to path: inout Path) {
        do {
            let upem = face.unitsPerEm
            guard upem > 0, size > 0 else { return }
            let scale = size / Double(upem)
            let ox = Double(origin.x), oy = Double(origin.y)
            for command in commands(face: face, glyph: glyph) {
                func p(_ x: Double, _ y: Double) -> CGPoint {
                    CGPoint(x: ox + x * scale, y: oy - y * scale)
                }
                switch command {
                case let .moveTo(x, y): path.move(to: p(x, y))
                case let .lineTo(x, y): path.addLine(to: p(x, y))
                case let .quadTo(cx, cy, x, y): path.addQuadCurve(to: p(x, y), control: p(cx, cy))
                case let .cubicTo(c1x, c1y, c2x, c2y, x, y):
                    path.addCurve(to: p(x, y), control1: p(c1x, c1y), control2: p(c2x, c2y))
                case .close: path.closeSubpath()
                }
            }
        }
    }

    /// A colour glyph image placed in window coordinates.
    public struct PlacedBitmap {
        /// The glyph's bitmap (PNG data and strike metrics).
        public let bitmap: ColorGlyphBitmap
        /// Where it is drawn (window coordinates, y down).
        public let rect: CGRect
        /// The full name of the face it comes from.
        public let faceName: String
    }

    /// The colour bitmaps (`CBDT` emoji) of a piece, placed like its outlines: each glyph
    /// with a bitmap covers its strike metrics scaled by `size / ppem` from the pen
    /// position. `pixelScale` (output pixels per point) picks the strike.
    public func bitmaps(for piece: RenderText.Piece, pixelScale: Double = 1) -> [PlacedBitmap] {
        var result: [PlacedBitmap] = []
        forEachGlyph(piece) { glyph, size, origin in
            guard glyph.face.hasColorBitmaps, size > 0,
                  let bitmap = glyph.face.colorBitmap(glyph: glyph.glyph, pixelsPerEm: size * max(pixelScale, 0)) else { return }
            let r = bitmap.rect(pointSize: size)
            let rect = CGRect(x: Double(origin.x) + r.x, y: Double(origin.y) - r.y - r.height, width: r.width, height: r.height)
            guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else { return }
            result.append(PlacedBitmap(bitmap: bitmap, rect: rect, faceName: glyph.face.fullName))
        }
        return result
    }

    private func commands(face: FontFace, glyph: UInt16) -> [PathCommand] {
        cache.commands(face: face, glyph: glyph)
    }
}

/// Glyph outlines in font units (y up), by face and glyph: the point size scales them when
/// they are placed, so one entry serves every size. Thread-safe; holds at most `capacity`
/// glyphs and is emptied when full (an outline read again is the same, so what is drawn
/// does not depend on what is cached). The faces of the glyphs held are kept alive, so
/// their identifiers stay unique while they are keys.
final class GlyphOutlineCache: @unchecked Sendable {
    /// The process's cache, shared by every ``GlyphOutliner`` made without one.
    static let shared = GlyphOutlineCache(capacity: 32_768)

    let capacity: Int
    private let lock = NSLock()
    private var outlines: [Key: [PathCommand]] = [:]
    private var faces: [ObjectIdentifier: FontFace] = [:]

    private struct Key: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt16
    }

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of glyphs held.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return outlines.count
    }

    /// The glyph's outline commands, read from the face on first use (none when it cannot
    /// be read).
    func commands(face: FontFace, glyph: UInt16) -> [PathCommand] {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph)
        lock.lock()
        if let cached = outlines[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let commands = (try? face.outline(glyph: glyph).commands) ?? []
        lock.lock()
        if outlines.count >= capacity {
            outlines.removeAll(keepingCapacity: true)
            faces.removeAll()
        }
        outlines[key] = commands
        faces[key.face] = face
        lock.unlock()
        return commands
    }
}
