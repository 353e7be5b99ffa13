import Foundation

/// A subpath approximated by straight segments.
public struct FlattenedSubpath: Equatable, Sendable {
    /// The polyline vertices in order (at least one).
    public var points: [RasterPoint]
    /// Whether the subpath was explicitly closed with `closeSubpath()`.
    public var closed: Bool

    /// Creates a flattened subpath.
    public init(points: [RasterPoint], closed: Bool) {
        self.points = points
        self.closed = closed
    }
}

/// Converts Bézier paths to polylines with a deterministic, uniform subdivision.
///
/// The number of segments per curve comes from a closed-form bound on the distance between a
/// curve and its uniform chord approximation (only `+ − × ÷` and `sqrt` are used, so the result
/// is identical on every IEEE-754 machine):
///
/// * quadratic: error ≤ |P0 − 2P1 + P2| / (4n²)  ⇒  n = ⌈√(|P0 − 2P1 + P2| / (4·tol))⌉
/// * cubic: error ≤ 3·M / (4n²), M = max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|)  ⇒  n = ⌈√(3M / (4·tol))⌉
///
/// `n` is clamped to `1...maxSegments`.
public enum Flattener {
    /// Default maximum deviation, in device pixels, between a curve and its polyline.
    public static let defaultTolerance: Double = 0.02
    /// Upper bound on the number of segments emitted for one curve.
    public static let maxSegments = 1024

    /// Number of uniform segments for a quadratic curve.
    public static func quadSegmentCount(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint,
                                        tolerance: Double) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        return segmentCount(dd / (4 * tolerance))
    }

    /// Number of uniform segments for a cubic curve.
    public static func cubicSegmentCount(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint, _ p3: RasterPoint,
                                         tolerance: Double) -> Int {
        let d1 = (p0 - p1 * 2 + p2).length
        let d2 = (p1 - p2 * 2 + p3).length
        return segmentCount(3 * max(d1, d2) / (4 * tolerance))
    }

    private static func segmentCount(_ nSquared: Double) -> Int {
        // Rule: NaN/∞ (overflowing coordinates or tolerance 0) use the maximum count.
        guard nSquared.isFinite else { return maxSegments }
        let n = nSquared.squareRoot().rounded(.up)
        if n <= 1 { return 1 }
        if n >= Double(maxSegments) { return maxSegments }
        return Int(n)
    }

    /// Flattens `path` after mapping it through `transform`.
    ///
    /// Rules:
    /// * Elements with non-finite coordinates (after the transform) are skipped as if absent.
    /// * A non-positive or non-finite tolerance is replaced by `defaultTolerance`.
    /// * Subpaths are returned even if they contain a single point (the stroker draws dots for them).
    public static func flatten(_ path: RasterPath, transform: RasterTransform = .identity,
                               tolerance: Double = defaultTolerance) -> [FlattenedSubpath] {
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : defaultTolerance
        var result: [FlattenedSubpath] = []
        var pts: [RasterPoint] = []
        var start: RasterPoint? = nil
        var open = false  // whether `pts` is an active subpath

        func finish(closed: Bool) {
            if open && !pts.isEmpty { result.append(FlattenedSubpath(points: pts, closed: closed)) }
            pts = []
            open = false
        }
        func ensureOpen() -> Bool {
            if open { return true }
            guard let s = start else { return false }
            pts = [s]
            open = true
            return true
        }

        for raw in path.elements {
            let e = raw.transformed(by: transform)
            guard e.isFinite else { continue }
            switch e {
            case .move(let p):
                finish(closed: false)
                start = p
                pts = [p]
                open = true
            case .line(let p):
                guard ensureOpen() else { continue }
                pts.append(p)
            case .quadCurve(let p, let c):
                guard ensureOpen(), let p0 = pts.last else { continue }
                let n = quadSegmentCount(p0, c, p, tolerance: tol)
                if n > 1 {
                    for i in 1..<n { pts.append(RasterPath.quadPoint(p0, c, p, Double(i) / Double(n))) }
                }
                pts.append(p)
            case .curve(let p, let c1, let c2):
                guard ensureOpen(), let p0 = pts.last else { continue }
                let n = cubicSegmentCount(p0, c1, c2, p, tolerance: tol)
                if n > 1 {
                    for i in 1..<n { pts.append(RasterPath.cubicPoint(p0, c1, c2, p, Double(i) / Double(n))) }
                }
                pts.append(p)
            case .closeSubpath:
                if open { finish(closed: true) }
            }
        }
        finish(closed: false)
        return result
    }
}

extension RasterPath {
    /// The path flattened into polylines (see `Flattener.flatten`).
    public func flattened(transform: RasterTransform = .identity,
                          tolerance: Double = Flattener.defaultTolerance) -> [FlattenedSubpath] {
        Flattener.flatten(self, transform: transform, tolerance: tolerance)
    }
}
