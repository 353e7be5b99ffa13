import Foundation
import Testing
@testable import TrellisLayout

/// `Path.strokedPath(_:)`: the outline, filled, covers what the stroke paints.
@Suite struct PathStrokingTests {
    private func line(_ a: CGPoint, _ b: CGPoint) -> Path {
        var p = Path()
        p.move(to: a)
        p.addLine(to: b)
        return p
    }

    @Test func aLineBecomesARectangleOfTheWidth() {
        let outline = line(CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 20)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(outline.boundingRect == CGRect(x: 10, y: 18, width: 80, height: 4))
        #expect(outline.contains(CGPoint(x: 50, y: 19)))
        #expect(outline.contains(CGPoint(x: 50, y: 21.5)))
        #expect(!outline.contains(CGPoint(x: 50, y: 23)))
        // Butt caps end at the end points.
        #expect(!outline.contains(CGPoint(x: 9, y: 20)))
    }

    @Test func capsExtendTheEnds() {
        let base = line(CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 20))
        let square = base.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: 8, y: 18, width: 84, height: 4))
        let round = base.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(CGPoint(x: 8.5, y: 20)))
        #expect(!round.contains(CGPoint(x: 8.5, y: 18.2)))
        // A zero-length line with round caps is a dot; with butt caps nothing.
        let dot = line(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).contains(CGPoint(x: 5.5, y: 5)))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    }

    @Test func joinsFillTheCorner() {
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 50))
        corner.addLine(to: CGPoint(x: 50, y: 50))
        corner.addLine(to: CGPoint(x: 50, y: 0))
        // Miter: the outer corner square to (55, 55); bevel cuts it; round rounds it.
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(miter.contains(CGPoint(x: 54.5, y: 54.5)))
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: 54.5, y: 54.5)))
        #expect(bevel.contains(CGPoint(x: 52, y: 52)))
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 53, y: 53)) && !round.contains(CGPoint(x: 54.5, y: 54.5)))
        // A miter longer than the limit is beveled.
        let limited = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2))
        #expect(!limited.contains(CGPoint(x: 54.5, y: 54.5)))
    }

    @Test func closedSubpathsAndCurvesAreOutlinedAllRound() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 6))
        let bounds = ring.boundingRect
        #expect(abs(bounds.minX + 3) < 0.1 && abs(bounds.maxX - 103) < 0.1)
        #expect(ring.contains(CGPoint(x: 50, y: 1)) && ring.contains(CGPoint(x: 99, y: 50)))
        // The inside is not part of the outline (non-zero rule over same-wound pieces).
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func dashesSplitTheStroke() {
        let dashed = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)).strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
        // A phase of 10 starts in the gap.
        let shifted = line(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0))
            .strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 5, y: 0)) && shifted.contains(CGPoint(x: 15, y: 0)))
    }

    @Test func badWidthsStrokeNothing() {
        let base = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        #expect(base.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(base.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(base.strokedPath(StrokeStyle(lineWidth: -3)).isEmpty)
        // An invalid dash pattern is solid.
        #expect(base.strokedPath(StrokeStyle(lineWidth: 2, dash: [-1, 4])).contains(CGPoint(x: 5, y: 0)))
    }
}
