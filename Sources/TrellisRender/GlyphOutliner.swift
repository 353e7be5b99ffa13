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
public final class GlyphOutliner: @unchecked Sendable {
    public let measurer: FontTextMeasurer
    private let lock = NSLock()
    private var cache: [GlyphKey: [PathCommand]] = [:]
    /// The faces the cache refers to, kept alive so their identifiers stay unique.
    private var faces: [ObjectIdentifier: FontFace] = [:]

    private struct GlyphKey: Hashable {
        let face: ObjectIdentifier
        let glyph: UInt16
    }

    public init(measurer: FontTextMeasurer) {
        self.measurer = measurer
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

    func append(_ piece: RenderText.Piece, to path: inout Path) {
        guard piece.origin.x.isFinite, piece.origin.y.isFinite else { return }
        let runs = measurer.shapedRuns(of: Substring(piece.text), font: piece.font)
        var pen = Double(piece.origin.x)
        let baseline = Double(piece.origin.y)
        for run in runs {
            for glyph in run.glyphs {
                let face = glyph.face
                let upem = face.unitsPerEm
                if upem > 0, run.size > 0 {
                    let scale = run.size / Double(upem)
                    let ox = pen + glyph.xOffset
                    for command in commands(face: face, glyph: glyph.glyph) {
                        func p(_ x: Double, _ y: Double) -> CGPoint {
                            CGPoint(x: ox + x * scale, y: baseline - y * scale)
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
                if glyph.advance.isFinite { pen += glyph.advance }
            }
        }
    }

    private func commands(face: FontFace, glyph: UInt16) -> [PathCommand] {
        let key = GlyphKey(face: ObjectIdentifier(face), glyph: glyph)
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let commands = (try? face.outline(glyph: glyph).commands) ?? []
        lock.lock()
        cache[key] = commands
        faces[key.face] = face
        lock.unlock()
        return commands
    }
}
