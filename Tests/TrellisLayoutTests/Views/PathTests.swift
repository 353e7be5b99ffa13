import Foundation
import Testing
@testable import TrellisLayout

private func close(_ a: CGPoint?, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

/// The point at t on the path's last cubic.
private func lastCurvePoint(_ p: Path, _ t: CGFloat) -> CGPoint? {
    var start: CGPoint?
    var last: (CGPoint, Path.Element)?
    for e in p.elements {
        switch e {
        case .move(let q), .line(let q): start = q
        case .curve(let q, _, _):
            if let s = start { last = (s, e) }
            start = q
        default: break
        }
    }
    guard let (s, e) = last else { return nil }
    return Path.point(on: e, from: s, at: t)
}

@Suite struct PathTests {
    @Test func angleArithmetic() {
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-12)
        #expect(-Angle.radians(1) == .radians(-1))
        #expect(Angle.radians(1) * 3 == .radians(3))
        #expect(2 * Angle.radians(1) == .radians(2))
        #expect(Angle.radians(3) / 2 == .radians(1.5))
        var a = Angle.radians(1)
        a += .radians(1)
        #expect(a == .radians(2))
    }

    @Test func arcDirections() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // From (10, 0) through increasing angles to (0, 10): one quarter, through
        // (10/√2, 10/√2) at its middle.
        #expect(close(p.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(p.elements.count == 2)
        let mid = lastCurvePoint(p, 0.5)!
        #expect(abs(mid.x - 10 / 2.0.squareRoot()) < 1e-3 && abs(mid.y - 10 / 2.0.squareRoot()) < 1e-3)
        var q = Path()
        q.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The other way: three quarters, through (−10, 0)... ending at (0, 10).
        #expect(close(q.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(q.elements.count == 4)
        #expect(close(q.elements.dropFirst().first.flatMap { if case .curve(let e, _, _) = $0 { return e } else { return nil } },
                      CGPoint(x: 0, y: -10)))
    }

    @Test func relativeArcTangentArcAndLines() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addRelativeArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), delta: .degrees(-180))
        // A line to (15, 0), then half a circle over the top (decreasing angles) to (25, 0).
        if case .line(let q) = p.elements[1] { #expect(close(q, CGPoint(x: 15, y: 0))) } else { Issue.record("no line") }
        #expect(close(p.currentPoint, CGPoint(x: 25, y: 0)))
        var t = Path()
        t.move(to: CGPoint(x: 0, y: 0))
        t.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        // A rounded corner: line to (90, 0), arc to (100, 10).
        #expect(t.elements[1] == .line(to: CGPoint(x: 90, y: 0)))
        #expect(close(t.currentPoint, CGPoint(x: 100, y: 10), 1e-9))
        var l = Path()
        l.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(l.description == "M 0 0 L 10 0 L 10 10")
        #expect(l.offsetBy(dx: 1, dy: 2).description == "M 1 2 L 11 2 L 11 12")
    }

    @Test func trimmingByLength() {
        var p = Path()
        p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        // 200 long: 0.25…0.75 is (50, 0) → (100, 0) → (100, 50).
        #expect(p.trimmedPath(from: 0.25, to: 0.75).description == "M 50 0 L 100 0 L 100 50")
        #expect(p.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        // A circle trimmed to its first quarter ends at the bottom point (y down).
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        #expect(close(circle.currentPoint, CGPoint(x: 10, y: 20), 1e-2))
    }

    @Test func containsAndBounds() {
        let r = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.contains(CGPoint(x: 5, y: 5)))
        #expect(!r.contains(CGPoint(x: 15, y: 5)))
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))                 // winding 2
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))  // even-odd: a hole
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(r.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func shapeModifiersAndInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().inset(by: 10).path(in: rect) == Path(CGRect(x: 10, y: 10, width: 80, height: 30)))
        #expect(RoundedRectangle(cornerRadius: 12).inset(by: 2).path(in: rect)
                == Path(roundedRect: CGRect(x: 2, y: 2, width: 96, height: 46), cornerRadius: 10))
        #expect(Rectangle().offset(x: 5, y: 6).path(in: rect) == Path(CGRect(x: 5, y: 6, width: 100, height: 50)))
        let rotated = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(rotated.minX - 25) < 1e-9 && abs(rotated.minY + 25) < 1e-9 && abs(rotated.width - 50) < 1e-9)
        let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: rect).boundingRect
        #expect(scaled == CGRect(x: 0, y: 0, width: 50, height: 25))
        let trimmed = Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        #expect(trimmed.currentPoint == CGPoint(x: 100, y: 50))
    }

    /// A corner radius beyond half the shorter side is clamped to it, as in SwiftUI: on a
    /// 100 × 40 rectangle, radius 100 gives the capsule (radius 20, circular arcs), in
    /// both corner styles, not an ellipse with 50 × 20 corners.
    @Test func oversizedCornerRadiusGivesACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let continuous = RoundedRectangle(cornerRadius: 100).path(in: rect)
        let circular = RoundedRectangle(cornerRadius: 100, style: .circular).path(in: rect)
        #expect(continuous == Capsule().path(in: rect))
        #expect(circular == Capsule().path(in: rect))
        // The top edge is straight from x 20 to x 80; the first corner ends half-way down
        // the right side, at (100, 20).
        #expect(continuous.elements[0] == .move(to: CGPoint(x: 20, y: 0)))
        #expect(continuous.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        guard case .curve(let end, _, _) = continuous.elements[2] else { Issue.record("no corner curve"); return }
        #expect(end == CGPoint(x: 100, y: 20))
        // The corner's middle lies on the circle of radius 20 about (80, 20).
        let mid = Path.point(on: continuous.elements[2], from: CGPoint(x: 80, y: 0), at: 0.5)
        #expect(abs(((mid.x - 80) * (mid.x - 80) + (mid.y - 20) * (mid.y - 20)).squareRoot() - 20) < 0.01)
        // Unequal corner sizes shrink by one factor: 100 × 10 on 100 × 40 becomes 50 × 5.
        let flat = Path(roundedRect: rect, cornerSize: CGSize(width: 100, height: 10), style: .circular)
        #expect(flat.elements[0] == .move(to: CGPoint(x: 50, y: 0)))
        guard case .curve(let flatEnd, _, _) = flat.elements[2] else { Issue.record("no corner curve"); return }
        #expect(flatEnd == CGPoint(x: 100, y: 5))
    }

    @Test func trimAnimates() {
        struct V: View {
            @State var end: CGFloat = 0
            var body: some View {
                VStack {
                    Rectangle().trim(from: 0, to: end).stroke(Color.red, lineWidth: 2).frame(width: 100, height: 50)
                    Button("go") { withAnimation(.linear(duration: 1)) { end = 1 } }.id("go")
                }
            }
        }
        let h = host(V())
        let go = h.rect("go")
        h.tap(at: CGPoint(x: go.midX, y: go.midY))
        h.advance(by: 0.25)
        var stroke: Path?
        func visit(_ n: RenderNode) {
            if case .stroke(let p, _, _) = n.content { stroke = p }
            n.children.forEach(visit)
        }
        visit(h.renderTree())
        // A quarter of the 300-pt outline: the top edge, 75 pt long.
        let p = stroke!
        let b = p.boundingRect
        #expect(abs(b.width - 75) < 1e-9 && b.height == 0)
    }
}
