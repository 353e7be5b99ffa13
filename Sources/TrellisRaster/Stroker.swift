import Foundation

/// How the ends of open subpaths are drawn.
public enum LineCap: Sendable, Equatable, Hashable {
    /// Flat end exactly at the end point.
    case butt
    /// Semicircle of diameter `lineWidth` around the end point.
    case round
    /// Flat end extended by half the line width.
    case square
}

/// How corners between segments are drawn.
public enum LineJoin: Sendable, Equatable, Hashable {
    /// Sharp corner, replaced by a bevel when the miter ratio exceeds `miterLimit`.
    case miter
    /// Circular arc around the corner.
    case round
    /// Straight cut across the corner.
    case bevel
}

/// Parameters of a stroke.
public struct StrokeStyle: Sendable, Equatable, Hashable {
    /// Full width of the stroke in user units.
    public var lineWidth: Double
    /// End-cap style.
    public var lineCap: LineCap
    /// Corner style.
    public var lineJoin: LineJoin
    /// Maximum ratio of miter length to line width before a miter join becomes a bevel.
    public var miterLimit: Double
    /// Alternating on/off lengths; empty means a solid stroke.
    public var dash: [Double]
    /// Offset into the dash pattern at the start of each subpath.
    public var dashPhase: Double

    /// Creates a stroke style (defaults match SwiftUI's `StrokeStyle`).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Converts a path into the outline of its stroke, to be filled with the non-zero rule.
///
/// Construction: each flattened subpath is offset by ±w/2 on both sides. For an open subpath one
/// contour is emitted (left side forward, end cap, right side backward, start cap); for a closed one,
/// two contours (left side forward, right side backward). Every contour keeps the stroked area on
/// its right-hand side, so overlapping pieces add up under the non-zero rule instead of cancelling.
/// On the outer side of a corner the join (miter/round/bevel) is inserted; on the inner side the
/// exact intersection of the two offset lines is used when it lies within half of both adjacent
/// segments, otherwise the contour detours through the corner point (covered twice, never a hole).
/// Arcs (round joins and caps) are built by recursive bisection of unit vectors (sqrt only) until the
/// sagitta is below the tolerance, at most 2¹² pieces per arc.
public enum Stroker {
    /// Rule: if a dash pattern would produce more than this many dashes, the stroke is drawn solid.
    public static let maxDashCount = 100_000

    /// Returns closed contours outlining the stroke, in the same coordinate space as `path`.
    ///
    /// Rules: a non-finite or non-positive `lineWidth` gives no contours; a `miterLimit` below 1 or
    /// non-finite is treated as 1; `tolerance` (maximum chord error in path units) that is not
    /// positive and finite becomes `Flattener.defaultTolerance`.
    public static func strokeContours(_ path: RasterPath, style: StrokeStyle,
                                      tolerance: Double = Flattener.defaultTolerance) -> [[RasterPoint]] {
        let w = style.lineWidth
        guard w.isFinite, w > 0 else { return [] }
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : Flattener.defaultTolerance
        var subpaths = Flattener.flatten(path, tolerance: tol)
        if let pattern = sanitizedDash(style.dash) {
            subpaths = applyDash(subpaths, pattern: pattern, phase: style.dashPhase)
        }
        let miterLimit = (style.miterLimit.isFinite && style.miterLimit >= 1) ? style.miterLimit : 1
        var builder = OutlineBuilder(halfWidth: w / 2, cap: style.lineCap, join: style.lineJoin,
                                     miterLimit: miterLimit, tolerance: tol)
        for sp in subpaths { builder.add(sp) }
        return builder.contours
    }

    /// Returns the stroke outline as a path of closed polygons (fill it with `.nonZero`).
    public static func strokedPath(_ path: RasterPath, style: StrokeStyle,
                                   tolerance: Double = Flattener.defaultTolerance) -> RasterPath {
        var out = RasterPath()
        for c in strokeContours(path, style: style, tolerance: tolerance) {
            out.addLines(c)
            out.closeSubpath()
        }
        return out
    }

    // MARK: - Dashes

    static func sanitizedDash(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let total = pattern.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        return pattern
    }

    /// Splits subpaths into the "on" pieces of the dash pattern (closed subpaths become open pieces).
    static func applyDash(_ subpaths: [FlattenedSubpath], pattern: [Double], phase: Double) -> [FlattenedSubpath] {
        let total = pattern.reduce(0, +)
        var totalLength = 0.0
        for sp in subpaths {
            var pts = sp.points
            if sp.closed, let f = pts.first { pts.append(f) }
            for i in 1..<max(pts.count, 1) { totalLength += (pts[i] - pts[i - 1]).length }
        }
        guard totalLength / total * Double(pattern.count) <= Double(maxDashCount) else { return subpaths }
        var startPhase = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if startPhase < 0 { startPhase += total }

        var out: [FlattenedSubpath] = []
        for sp in subpaths {
            var pts = sp.points
            if sp.closed, let f = pts.first { pts.append(f) }
            // Locate the phase inside the pattern.
            var index = 0
            var remaining = pattern[0]
            var skip = startPhase
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                } else {
                    remaining -= skip
                    skip = 0
                }
            }
            var on: Bool { index % 2 == 0 }
            var current: [RasterPoint] = on ? [pts[0]] : []
            for i in 1..<max(pts.count, 1) {
                let a = pts[i - 1], b = pts[i]
                let segLen = (b - a).length
                var pos = 0.0
                while segLen - pos > remaining {
                    pos += remaining
                    let p = a + (b - a) * (pos / segLen)
                    if on {
                        current.append(p)
                        out.append(FlattenedSubpath(points: current, closed: false))
                        current = []
                    } else {
                        current = [p]
                    }
                    // A zero-length "on" dash yields a two-identical-point piece, stroked as a dot.
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segLen - pos
                if on { current.append(b) }
            }
            if on && !current.isEmpty { out.append(FlattenedSubpath(points: current, closed: false)) }
        }
        return out
    }

    // MARK: - Outline construction

    struct OutlineBuilder {
        let h: Double
        let cap: LineCap
        let join: LineJoin
        let miterLimit: Double
        let tol: Double
        var contours: [[RasterPoint]] = []

        init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
            h = halfWidth; self.cap = cap; self.join = join; self.miterLimit = miterLimit; tol = tolerance
        }

        static func normalize(_ v: RasterPoint) -> RasterPoint {
            let l = v.length
            return l > 0 ? v * (1 / l) : RasterPoint(x: 1, y: 0)
        }

        /// Interior points of the arc from unit vector `u` to unit vector `v` (shorter way, or through
        /// `mid` when they are opposite) around `c` with radius `h`.
        func arc(_ c: RasterPoint, _ u: RasterPoint, _ v: RasterPoint, mid: RasterPoint, into out: inout [RasterPoint]) {
            bisect(c, u, v, mid: mid, depth: 0, into: &out)
        }

        private func bisect(_ c: RasterPoint, _ u: RasterPoint, _ v: RasterPoint, mid: RasterPoint, depth: Int,
                            into out: inout [RasterPoint]) {
            let dot = u.dot(v)
            let cosHalf = (max(0, (1 + dot) / 2)).squareRoot()
            if h * (1 - cosHalf) <= tol || depth >= 12 { return }
            let s = u + v
            let m = s.length > 1e-9 ? OutlineBuilder.normalize(s) : mid
            bisect(c, u, m, mid: m, depth: depth + 1, into: &out)
            out.append(c + m * h)
            bisect(c, m, v, mid: m, depth: depth + 1, into: &out)
        }

        mutating func add(_ sp: FlattenedSubpath) {
            // Remove repeated points.
            var pts: [RasterPoint] = []
            for p in sp.points where pts.last != p { pts.append(p) }
            if sp.closed && pts.count > 1 && pts.first == pts.last { pts.removeLast() }
            if pts.count == 1 { addDot(pts[0]); return }
            // Rule: a closed subpath with only two distinct points is stroked as an open segment.
            if sp.closed && pts.count >= 3 { addClosed(pts) } else { addOpen(pts) }
        }

        private mutating func addDot(_ p: RasterPoint) {
            switch cap {
            case .butt:
                return
            case .square:
                contours.append([RasterPoint(x: p.x - h, y: p.y - h), RasterPoint(x: p.x - h, y: p.y + h),
                                 RasterPoint(x: p.x + h, y: p.y + h), RasterPoint(x: p.x + h, y: p.y - h)])
            case .round:
                // Clockwise in y-up terms (area on the right of travel), like all other contours.
                let dirs = [RasterPoint(x: 1, y: 0), RasterPoint(x: 0, y: -1), RasterPoint(x: -1, y: 0),
                            RasterPoint(x: 0, y: 1)]
                var out: [RasterPoint] = []
                for i in 0..<4 {
                    let u = dirs[i], v = dirs[(i + 1) % 4]
                    out.append(p + u * h)
                    arc(p, u, v, mid: u, into: &out)
                }
                contours.append(out)
            }
        }

        private func direction(_ a: RasterPoint, _ b: RasterPoint) -> (RasterPoint, Double) {
            let d = b - a
            let l = d.length
            return (d * (1 / l), l)
        }

        /// Appends the offset points for side `s` (+1 = left normal, −1 = right) at corner `v`.
        private func joinPoints(side s: Double, v: RasterPoint, dA: RasterPoint, lenA: Double,
                                dB: RasterPoint, lenB: Double, into out: inout [RasterPoint]) {
            let nA = RasterPoint(x: -dA.y, y: dA.x), nB = RasterPoint(x: -dB.y, y: dB.x)
            let cross = dA.cross(dB), dot = dA.dot(dB)
            let a = v + nA * (s * h), b = v + nB * (s * h)
            if abs(cross) <= 1e-12 && dot > 0 {
                out.append(a)
                return
            }
            let outer: Double = cross > 1e-12 ? -1 : 1
            let onePlusDot = 1 + dot
            if s == outer {
                switch join {
                case .miter:
                    if onePlusDot > 1e-12 && 2 / onePlusDot <= miterLimit * miterLimit {
                        let m = (nA + nB) * (1 / onePlusDot)
                        out.append(v + m * (s * h))
                    } else {
                        out.append(a); out.append(b)
                    }
                case .bevel:
                    out.append(a); out.append(b)
                case .round:
                    out.append(a)
                    arc(v, nA * s, nB * s, mid: dA, into: &out)
                    out.append(b)
                }
            } else {
                if onePlusDot > 1e-12 {
                    let reach = h * abs(cross) / onePlusDot
                    if reach <= 0.5 * min(lenA, lenB) {
                        let m = (nA + nB) * (1 / onePlusDot)
                        out.append(v + m * (s * h))
                        return
                    }
                }
                out.append(a); out.append(v); out.append(b)
            }
        }

        private mutating func addOpen(_ pts: [RasterPoint]) {
            let n = pts.count
            var dirs: [RasterPoint] = [], lens: [Double] = []
            for i in 0..<(n - 1) {
                let (d, l) = direction(pts[i], pts[i + 1])
                dirs.append(d); lens.append(l)
            }
            var left: [RasterPoint] = [], right: [RasterPoint] = []
            let d0 = dirs[0], n0 = RasterPoint(x: -d0.y, y: d0.x)
            left.append(pts[0] + n0 * h)
            right.append(pts[0] - n0 * h)
            if n > 2 {
                for i in 1..<(n - 1) {
                    joinPoints(side: 1, v: pts[i], dA: dirs[i - 1], lenA: lens[i - 1], dB: dirs[i], lenB: lens[i], into: &left)
                    joinPoints(side: -1, v: pts[i], dA: dirs[i - 1], lenA: lens[i - 1], dB: dirs[i], lenB: lens[i], into: &right)
                }
            }
            let dl = dirs[n - 2], nl = RasterPoint(x: -dl.y, y: dl.x), pl = pts[n - 1]
            left.append(pl + nl * h)
            right.append(pl - nl * h)

            var contour = left
            // End cap: from the left end to the right end around the end point.
            switch cap {
            case .butt: break
            case .square:
                contour.append(pl + nl * h + dl * h)
                contour.append(pl - nl * h + dl * h)
            case .round:
                arc(pl, nl, dl, mid: dl, into: &contour)
                contour.append(pl + dl * h)
                arc(pl, dl, nl * -1, mid: dl, into: &contour)
            }
            contour.append(contentsOf: right.reversed())
            // Start cap: from the right start to the left start around the start point.
            let p0 = pts[0]
            switch cap {
            case .butt: break
            case .square:
                contour.append(p0 - n0 * h - d0 * h)
                contour.append(p0 + n0 * h - d0 * h)
            case .round:
                arc(p0, n0 * -1, d0 * -1, mid: d0 * -1, into: &contour)
                contour.append(p0 - d0 * h)
                arc(p0, d0 * -1, n0, mid: d0 * -1, into: &contour)
            }
            contours.append(contour)
        }

        private mutating func addClosed(_ pts: [RasterPoint]) {
            let n = pts.count
            var dirs: [RasterPoint] = [], lens: [Double] = []
            for i in 0..<n {
                let (d, l) = direction(pts[i], pts[(i + 1) % n])
                dirs.append(d); lens.append(l)
            }
            var left: [RasterPoint] = [], right: [RasterPoint] = []
            for i in 0..<n {
                let prev = (i + n - 1) % n
                joinPoints(side: 1, v: pts[i], dA: dirs[prev], lenA: lens[prev], dB: dirs[i], lenB: lens[i], into: &left)
                joinPoints(side: -1, v: pts[i], dA: dirs[prev], lenA: lens[prev], dB: dirs[i], lenB: lens[i], into: &right)
            }
            contours.append(left)
            contours.append(right.reversed())
        }
    }
}

extension RasterPath {
    /// The outline of this path stroked with `style`, as closed polygons to fill with `.nonZero`.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = Flattener.defaultTolerance) -> RasterPath {
        Stroker.strokedPath(self, style: style, tolerance: tolerance)
    }
}
