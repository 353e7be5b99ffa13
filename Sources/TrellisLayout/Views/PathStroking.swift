import Foundation

extension Path {
    /// The outline of the area a stroke of `style` paints: a path that, filled, draws what
    /// `stroke(style:)` draws (SwiftUI's and Core Graphics' `strokedPath`).
    ///
    /// The outline is built of pieces that a non-zero fill unites: a quadrilateral for each
    /// straight piece of the path (curves flattened into 32 chords each), a piece for each
    /// join (round: a circle; miter: the corner up to the miter point, a bevel when the
    /// miter is longer than `miterLimit × lineWidth`; bevel: the triangle across the
    /// corner) and for each end of an open subpath (round: a circle; square: the quad
    /// extended by half the width; butt: nothing). Every piece winds the same way, so the
    /// outline is filled as one area with the default (non-zero) rule. A dash pattern
    /// splits the subpaths into dashes first, each with its caps.
    ///
    /// **Differs from SwiftUI:** the outline is a union of overlapping pieces, not one
    /// contour: it fills the same area, but filled with the even-odd rule its overlaps
    /// would show as holes, and its elements are not Core Graphics'.
    ///
    /// Bad input: a width that is not finite and positive strokes nothing (an empty path);
    /// a dash pattern with a negative or non-finite length, or whose lengths sum to 0, is
    /// solid (as ``StrokeStyle`` is drawn).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else { return Path() }
        var out = Path()
        var lines = polylines()
        if let pattern = Path.dashPattern(style.dash) {
            lines = lines.flatMap { Path.dashes(of: $0, pattern: pattern, phase: style.dashPhase.isFinite ? style.dashPhase : 0) }
        }
        for line in lines {
            Path.stroke(line, halfWidth: width / 2, style: style, into: &out)
        }
        return out
    }

    /// A subpath as points (consecutive duplicates dropped) and whether it is closed.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    /// The subpaths that draw something (a lone `move` does not; a zero-length line does).
    func polylines() -> [Polyline] {
        var result: [Polyline] = []
        var points: [CGPoint] = []
        var drawn = false
        var point = CGPoint.zero, start = CGPoint.zero
        func finish(closed: Bool) {
            if drawn { result.append(Polyline(points: points, closed: closed)) }
            drawn = false
        }
        func add(_ p: CGPoint) {
            if points.isEmpty { points = [point] }
            drawn = true
            if points.last != p { points.append(p) }
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                points = [p]
                point = p
                start = p
            case .line(let p):
                add(p)
                point = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                for i in 1...32 { add(Path.point(on: e, from: point, at: CGFloat(i) / 32)) }
                point = p
            case .closeSubpath:
                add(point)
                if points.count > 1, points.first == points.last { points.removeLast() }
                finish(closed: true)
                points = [start]
                point = start
            }
        }
        finish(closed: false)
        return result
    }

    /// A valid dash pattern (even length), or nil for a solid stroke.
    static func dashPattern(_ dash: [CGFloat]) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 else { return nil }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The "on" pieces of `line` under `pattern`, starting `phase` into the pattern.
    static func dashes(of line: Polyline, pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        var points = line.points
        if line.closed, let first = points.first { points.append(first) }
        guard points.count > 1 else { return [line] }
        let period = pattern.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var on = index % 2 == 0
        var pieces: [Polyline] = []
        var piece: [CGPoint] = on ? [points[0]] : []
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > remaining {
                let t = remaining / length
                let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on {
                    piece.append(cut)
                    pieces.append(Polyline(points: piece, closed: false))
                    piece = []
                } else {
                    piece = [cut]
                }
                on.toggle()
                length -= remaining
                a = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if on { piece.append(b) }
        }
        if on, piece.count > 1 { pieces.append(Polyline(points: piece, closed: false)) }
        return pieces
    }

    /// Adds the pieces of one stroked polyline.
    static func stroke(_ line: Polyline, halfWidth h: CGFloat, style: StrokeStyle, into out: inout Path) {
        let pts = line.points
        if pts.count == 1 {
            // A zero-length subpath: a dot for round and square caps.
            guard !line.closed else { return }
            let p = pts[0]
            switch style.lineCap {
            case .round: addCircle(p, h, into: &out)
            case .square: addPolygon([CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                                      CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)], into: &out)
            case .butt: break
            }
            return
        }
        let count = line.closed ? pts.count : pts.count - 1
        for i in 0..<count {
            var a = pts[i], b = pts[(i + 1) % pts.count]
            let d = unit(a, b)
            if !line.closed, style.lineCap == .square {
                if i == 0 { a = CGPoint(x: a.x - d.x * h, y: a.y - d.y * h) }
                if i == count - 1 { b = CGPoint(x: b.x + d.x * h, y: b.y + d.y * h) }
            }
            let n = CGPoint(x: -d.y * h, y: d.x * h)
            addPolygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)], into: &out)
        }
        // Joins: every vertex of a closed polyline, the inner ones of an open one.
        let joints = line.closed ? Array(0..<pts.count) : Array(1..<max(1, pts.count - 1))
        for j in joints {
            let v = pts[j]
            let prev = pts[(j - 1 + pts.count) % pts.count], next = pts[(j + 1) % pts.count]
            join(at: v, d1: unit(prev, v), d2: unit(v, next), h: h, style: style, into: &out)
        }
        if !line.closed, style.lineCap == .round {
            addCircle(pts[0], h, into: &out)
            addCircle(pts[pts.count - 1], h, into: &out)
        }
    }

    private static func join(at v: CGPoint, d1: CGPoint, d2: CGPoint, h: CGFloat, style: StrokeStyle, into out: inout Path) {
        let turn = d1.x * d2.y - d1.y * d2.x
        guard turn != 0 else { return }
        if style.lineJoin == .round {
            addCircle(v, h, into: &out)
            return
        }
        // The outer side: to the right of a left turn, to the left of a right turn.
        let s: CGFloat = turn > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y * s, y: d1.x * s), n2 = CGPoint(x: -d2.y * s, y: d2.x * s)
        let p1 = CGPoint(x: v.x + n1.x * h, y: v.y + n1.y * h), p2 = CGPoint(x: v.x + n2.x * h, y: v.y + n2.y * h)
        let cosine = n1.x * n2.x + n1.y * n2.y
        let limit = style.miterLimit.isFinite ? style.miterLimit : 10
        if style.lineJoin == .miter, cosine > -1, (2 / (1 + cosine)).squareRoot() <= limit {
            let k = h / (1 + cosine)
            let m = CGPoint(x: v.x + (n1.x + n2.x) * k, y: v.y + (n1.y + n2.y) * k)
            addPolygon([v, p1, m, p2], into: &out)
        } else {
            addPolygon([v, p1, p2], into: &out)
        }
    }

    private static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 1, y: 0)
    }

    /// A closed polygon, wound so that its signed area (x·y′ − x′·y summed) is positive.
    private static func addPolygon(_ points: [CGPoint], into out: inout Path) {
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? points : points.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }

    /// A circle of four cubic arcs, wound as ``addPolygon(_:into:)`` winds (by increasing angle).
    private static func addCircle(_ c: CGPoint, _ r: CGFloat, into out: inout Path) {
        let k = r * 0.5522847498
        out.move(to: CGPoint(x: c.x + r, y: c.y))
        out.addCurve(to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k), control2: CGPoint(x: c.x + k, y: c.y + r))
        out.addCurve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r), control2: CGPoint(x: c.x - r, y: c.y + k))
        out.addCurve(to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k), control2: CGPoint(x: c.x - k, y: c.y - r))
        out.addCurve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r), control2: CGPoint(x: c.x + r, y: c.y - k))
        out.closeSubpath()
    }
}
