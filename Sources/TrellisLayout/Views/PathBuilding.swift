import Foundation

/// SwiftUI's path-building API beyond the basic elements: arcs, transforms, trimming,
/// hit testing.
///
/// Angles are measured from the +x axis towards +y. In SwiftUI's y-down coordinates an
/// increasing angle turns clockwise on screen, and `clockwise: false` (the default)
/// follows increasing angles — CoreGraphics's convention in a flipped space: so an arc
/// from 0° to 90° with `clockwise: false` goes from (r, 0) through (r/√2, r/√2) to (0, r),
/// and with `clockwise: true` it takes the 270° way round.
extension Path {
    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        var p = Path()
        p.addRect(rect)
        addPath(p, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        var p = Path()
        p.addEllipse(in: rect)
        addPath(p, transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        addPath(p, transform: transform)
    }

    /// Lines through `points`: a move to the first, then lines.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.applying(transform).elements
    }

    /// An arc of a circle. See the type's note on directions. A line joins the current
    /// point to the arc's start; with no current point the arc starts with a move.
    /// Non-finite values add nothing.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            // Decreasing angles: the sweep is in (−2π, 0].
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep > 0 { sweep -= full }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        addArcSegments(center: center, radius: abs(radius), start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc from `startAngle` through `delta` (positive: increasing angles).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.radians.isFinite, delta.radians.isFinite else { return }
        addArcSegments(center: center, radius: abs(radius), start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End` (a rounded corner). A line joins the current
    /// point to the arc's start; collinear points add a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        // The current point is already transformed; work in the untransformed space.
        let inverse = transform.inverted()
        let a = p0.applying(inverse)
        let v1 = (dx: a.x - p1.x, dy: a.y - p1.y), v2 = (dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, radius.isFinite, radius > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1.applying(transform))
            return
        }
        let dot: CGFloat = v1.dx * v2.dx + v1.dy * v2.dy
        let cosTheta: Double = Double(max(-1, min(1, dot / (l1 * l2))))
        let theta: Double = acos(cosTheta)                 // the angle at p1
        let d: CGFloat = radius / CGFloat(tan(theta / 2))  // distance from p1 to the tangent points
        let t1 = CGPoint(x: p1.x + v1.dx / l1 * d, y: p1.y + v1.dy / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.dx / l2 * d, y: p1.y + v2.dy / l2 * d)
        // The centre is along the bisector, radius / sin(θ/2) from p1.
        let bx = v1.dx / l1 + v2.dx / l2, by = v1.dy / l1 + v2.dy / l2
        let bl: CGFloat = (bx * bx + by * by).squareRoot()
        let h: CGFloat = radius / CGFloat(sin(theta / 2))
        let c = CGPoint(x: p1.x + bx / bl * h, y: p1.y + by / bl * h)
        let start = atan2(Double(t1.y - c.y), Double(t1.x - c.x))
        let end = atan2(Double(t2.y - c.y), Double(t2.x - c.x))
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1.applying(transform))
        addArcSegments(center: c, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// The arc as cubic Béziers of at most 90° each (control distance 4/3·tan(φ/4)·r).
    private mutating func addArcSegments(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
        guard sweep != 0 else { return }
        // At most four segments per turn; the sweep is finite, so the count is bounded.
        let quarters: Double = min((abs(sweep) / (Double.pi / 2)).rounded(.up), 4_000)
        let n = max(1, Int(quarters))
        let step: Double = sweep / Double(n)
        let k: Double = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for i in 0..<n {
            let b = i == n - 1 ? start + sweep : a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - radius * CGFloat(k * sin(a)), y: p0.y + radius * CGFloat(k * cos(a)))
            let c2 = CGPoint(x: p3.x + radius * CGFloat(k * sin(b)), y: p3.y - radius * CGFloat(k * cos(b)))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            a = b
        }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// An SVG-like description of the path ("M 0 0 L 10 0 Z").
    public var description: String {
        func f(_ p: CGPoint) -> String { "\(p.x.trellisFormatted) \(p.y.trellisFormatted)" }
        return elements.map { e -> String in
            switch e {
            case .move(let p): return "M \(f(p))"
            case .line(let p): return "L \(f(p))"
            case .quadCurve(let p, let c): return "Q \(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): return "C \(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }

    // MARK: Trimming and hit testing

    /// The segments of the path with their starting points and lengths (curves measured
    /// on 64 chords each).
    private func segments() -> [(start: CGPoint, element: Element, length: CGFloat)] {
        var out: [(CGPoint, Element, CGFloat)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                current = p
                subpathStart = p
                out.append((p, e, 0))
            case .line(let p):
                out.append((current, e, distance(current, p)))
                current = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                var length: CGFloat = 0
                var previous = current
                for i in 1...64 {
                    let q = Path.point(on: e, from: current, at: CGFloat(i) / 64)
                    length += distance(previous, q)
                    previous = q
                }
                out.append((current, e, length))
                current = p
            case .closeSubpath:
                out.append((current, .line(to: subpathStart), distance(current, subpathStart)))
                current = subpathStart
            }
        }
        return out
    }

    static func point(on e: Element, from p0: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch e {
        case .line(let p): return CGPoint(x: p0.x * u + p.x * t, y: p0.y * u + p.y * t)
        case .quadCurve(let p, let c):
            return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        case .curve(let p, let c1, let c2):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
        case .move(let p): return p
        case .closeSubpath: return p0
        }
    }

    /// The part of a segment between parameters t0 and t1 (de Casteljau).
    private static func piece(_ e: Element, from p0: CGPoint, _ t0: CGFloat, _ t1: CGFloat) -> Element {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        switch e {
        case .line:
            return .line(to: point(on: e, from: p0, at: t1))
        case .quadCurve(let p, let c):
            // Split at t0 and keep the right part (start, c', p), then split that at the
            // relative t1 and keep the left part.
            let start = point(on: e, from: p0, at: t0)
            let right = lerp(c, p, t0)
            let rel = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            return .quadCurve(to: point(on: e, from: p0, at: t1), control: lerp(start, right, rel))
        case .curve(let p, let c1, let c2):
            // Split at t0 (keep the right part), then at the relative t1.
            func split(_ q0: CGPoint, _ q1: CGPoint, _ q2: CGPoint, _ q3: CGPoint, _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint, CGPoint, CGPoint, CGPoint) {
                let a = lerp(q0, q1, t), b = lerp(q1, q2, t), c = lerp(q2, q3, t)
                let d = lerp(a, b, t), e = lerp(b, c, t), m = lerp(d, e, t)
                return (a, d, m, e, c, q3, q0)
            }
            let s1 = split(p0, c1, c2, p, t0)
            let r0 = s1.2, r1 = s1.3, r2 = s1.4, r3 = s1.5
            let rel = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
            let s2 = split(r0, r1, r2, r3, rel)
            return .curve(to: s2.2, control1: s2.0, control2: s2.1)
        default:
            return e
        }
    }

    /// The part of the path between the fractions `from` and `to` of its length (clamped to
    /// 0…1); empty when `from ≥ to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lo = from.isFinite ? min(max(from, 0), 1) : 0, hi = to.isFinite ? min(max(to, 0), 1) : 1
        guard lo < hi else { return Path() }
        if lo == 0, hi == 1 { return self }
        let segs = segments()
        let total = segs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = lo * total, b = hi * total
        var out = Path()
        var walked: CGFloat = 0
        for s in segs where s.length > 0 {
            let s0 = walked, s1 = walked + s.length
            walked = s1
            guard s1 > a, s0 < b else { continue }
            let t0 = max(0, (a - s0) / s.length), t1 = min(1, (b - s0) / s.length)
            let startPoint = Path.point(on: s.element, from: s.start, at: t0)
            if out.currentPoint != startPoint { out.move(to: startPoint) }
            out.elements.append(Path.piece(s.element, from: s.start, t0, t1))
        }
        return out
    }

    /// Calls `segment` with the path as straight segments: lines, curves flattened into 32
    /// chords each, and the closing line of each closed subpath; with
    /// `closingOpenSubpaths`, an open subpath is closed too (as a fill treats it), before
    /// the next move and at the end. `moved` is told each move's point.
    private func forEachSegment(closingOpenSubpaths: Bool, _ segment: (CGPoint, CGPoint) -> Void,
                                moved: (CGPoint) -> Void = { _ in }) {
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                if closingOpenSubpaths { segment(current, start) }
                current = p
                start = p
                moved(p)
            case .line(let p):
                segment(current, p)
                current = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                var previous = current
                for i in 1...32 {
                    let q = Path.point(on: e, from: current, at: CGFloat(i) / 32)
                    segment(previous, q)
                    previous = q
                }
                current = p
            case .closeSubpath:
                segment(current, start)
                current = start
            }
        }
        if closingOpenSubpaths { segment(current, start) }
    }

    /// The distance from `point` to the nearest point of the outline: its lines, its
    /// curves (flattened into 32 chords each) and the closing lines of closed subpaths
    /// (an open subpath is not closed: a stroke does not draw that line); a lone point
    /// counts as a point. Infinite for an empty path.
    public func outlineDistance(to point: CGPoint) -> CGFloat {
        var best = CGFloat.infinity
        func segment(_ a: CGPoint, _ b: CGPoint) {
            let dx = b.x - a.x, dy = b.y - a.y
            let len2 = dx * dx + dy * dy
            var t: CGFloat = 0
            if len2 > 0 { t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / len2)) }
            let px = a.x + t * dx - point.x, py = a.y + t * dy - point.y
            best = min(best, (px * px + py * py).squareRoot())
        }
        forEachSegment(closingOpenSubpaths: false, segment, moved: { segment($0, $0) })
        return best
    }

    /// Whether `point` is inside the path (non-zero winding, or even-odd with `eoFill`).
    /// Curves are flattened into 32 chords each; open subpaths are closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= point.y {
                if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1; crossings += 1 }
            } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
                crossings += 1
            }
        }
        forEachSegment(closingOpenSubpaths: true, edge)
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}

/// A path is a shape that draws itself in its own coordinates, whose origin is the
/// top-leading corner of its frame: `path(in:)` returns the path unchanged, as in SwiftUI
/// (shapes are asked for their path in their own bounds, origin zero, and the renderer
/// moves the result to where the view is laid out).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
