import Foundation
import Testing
@testable import TrellisLayout

/// Notes every rect a shape is asked for its path in.
private final class RectLog {
    var rects: [CGRect] = []
}

/// A triangle built from the rect's width and height alone (as a star or a wedge drawn
/// from `rect.width` is): its apex at the top centre, its base along the bottom.
private struct Wedge: Shape {
    var log: RectLog?
    func path(in rect: CGRect) -> Path {
        log?.rects.append(rect)
        return Path { p in
            p.move(to: CGPoint(x: rect.width / 2, y: 0))
            p.addLine(to: CGPoint(x: rect.width, y: rect.height))
            p.addLine(to: CGPoint(x: 0, y: rect.height))
            p.closeSubpath()
        }
    }
}

/// The same triangle built from the rect's edges (`minX`, `maxY`…).
private struct EdgeWedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// The first render node named `prefix…`, depth first.
private func node(_ n: RenderNode, _ prefix: String) -> RenderNode? {
    if n.name.hasPrefix(prefix) { return n }
    for c in n.children { if let found = node(c, prefix) { return found } }
    return nil
}

private func outline(_ n: RenderNode?) -> Path? {
    switch n?.content {
    case .fill(let p, _, _)?, .stroke(let p, _, _)?: return p
    default: return nil
    }
}

@Suite struct ShapeBoundsTests {
    /// A 60 × 30 shape centred in the 390 × 844 window stands at (165, 407). Its
    /// `path(in:)` gets its own bounds at the origin, and the drawn path is moved there.
    @Test func customShapeGetsItsBoundsAtTheOrigin() {
        let log = RectLog()
        let h = host(Wedge(log: log).fill(Color.blue).frame(width: 60, height: 30))
        let drawn = outline(node(h.renderTree(), "Wedge"))
        #expect(log.rects.last == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(drawn?.boundingRect == CGRect(x: 165, y: 407, width: 60, height: 30))
        // The apex at the top centre of the frame, in window coordinates.
        #expect(drawn?.elements.first == .move(to: CGPoint(x: 195, y: 407)))
    }

    /// A shape built from `minX`/`maxY` draws in the same place.
    @Test func edgeRelativeShapeStillDrawsInItsFrame() {
        let h = host(EdgeWedge().fill(Color.blue).frame(width: 60, height: 30))
        let drawn = outline(node(h.renderTree(), "EdgeWedge"))
        #expect(drawn?.boundingRect == CGRect(x: 165, y: 407, width: 60, height: 30))
        #expect(drawn?.elements.first == .move(to: CGPoint(x: 195, y: 407)))
    }

    /// `strokeBorder` asks for the path in the bounds inset by half the line width
    /// ((2, 2, 56, 26) for a 4-pt line), so an edge-relative outline lies half a line
    /// inside the frame and its stroke inside the frame; a clip shape gets the bounds.
    @Test func strokeBorderAndClipShapeUseLocalBounds() {
        let h = host(EdgeWedge().strokeBorder(Color.red, lineWidth: 4).frame(width: 60, height: 30))
        let stroke = outline(node(h.renderTree(), "EdgeWedge"))
        #expect(stroke?.boundingRect == CGRect(x: 167, y: 409, width: 56, height: 26))
        #expect(stroke?.elements.first == .move(to: CGPoint(x: 195, y: 409)))

        let clipped = host(Color.green.frame(width: 60, height: 30).clipShape(Wedge()))
        let clip = node(clipped.renderTree(), "clipShape")?.clip
        #expect(clip?.boundingRect == CGRect(x: 165, y: 407, width: 60, height: 30))
    }

    /// A `Path` view draws in its own coordinates, whose origin is its frame's top-leading
    /// corner: `path(in:)` returns it unchanged, and it is drawn moved to the frame.
    @Test func pathViewDrawsRelativeToItsFrame() {
        let square = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(square.path(in: CGRect(x: 100, y: 100, width: 60, height: 30)) == square)
        let h = host(square.fill(Color.blue).frame(width: 60, height: 30))
        #expect(outline(node(h.renderTree(), "Path"))?.boundingRect == CGRect(x: 170, y: 412, width: 10, height: 10))
    }
}
