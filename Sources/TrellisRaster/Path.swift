import Foundation

/// One element of a `RasterPath`.
public enum PathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: RasterPoint)
    /// A straight segment from the current point.
    case line(to: RasterPoint)
    /// A quadratic Bézier segment from the current point.
    case quadCurve(to: RasterPoint, control: RasterPoint)
    /// A cubic Bézier segment from the current point.
    case curve(to: RasterPoint, control1: RasterPoint, control2: RasterPoint)
    /// Closes the current subpath with a straight segment back to its start.
    case closeSubpath

    /// The element with every point mapped through `t`.
    func transformed(by t: RasterTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(to: t.apply(to: p))
        case .line(let p): return .line(to: t.apply(to: p))
        case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
        case .curve(let p, let c1, let c2):
            return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// True when every coordinate of the element is finite.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quadCurve(let p, let c): return p.isFinite && c.isFinite
        case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
        case .closeSubpath: return true
        }
    }
}

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Sendable, Equatable, Hashable {
    /// Quarter-ellipse (circular when width == height) corners.
    case circular
    /// A smoother, curvature-friendlier "squircle"-like corner similar to SwiftUI's `.continuous`.
    case continuous
}

/// A vector path made of lines and quadratic/cubic Bézier curves, grouped in subpaths.
///
/// Builder rule for segments added with no current point: the segment is recorded as a
/// `move(to:)` to its end point (so nothing is drawn and no crash occurs).
public struct RasterPath: Equatable, Hashable, Sendable {
    /// The elements in order.
    public private(set) var elements: [PathElement] = []
    private var subpathStart: RasterPoint? = nil
    private var current: RasterPoint? = nil

    /// Creates an empty path.
    public init() {}

    /// Creates a path from existing elements (replayed through the builder methods).
    public init(elements: [PathElement]) {
        for e in elements { append(e) }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point, if any.
    public var currentPoint: RasterPoint? { current }

    /// Appends an element using the builder rules.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    // MARK: - Primitive builders

    /// Begins a new subpath at `p`.
    public mutating func move(to p: RasterPoint) {
        elements.append(.move(to: p))
        subpathStart = p
        current = p
    }

    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: RasterPoint) {
        guard current != nil else { move(to: p); return }
        elements.append(.line(to: p))
        current = p
    }

    /// Adds a quadratic Bézier curve to `p` with control point `control`.
    public mutating func addQuadCurve(to p: RasterPoint, control: RasterPoint) {
        guard current != nil else { move(to: p); return }
        elements.append(.quadCurve(to: p, control: control))
        current = p
    }

    /// Adds a cubic Bézier curve to `p` with control points `control1`, `control2`.
    public mutating func addCurve(to p: RasterPoint, control1: RasterPoint, control2: RasterPoint) {
        guard current != nil else { move(to: p); return }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        current = p
    }

    /// Closes the current subpath. Does nothing when there is no current subpath.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    // Short aliases.

    /// Alias of `move(to:)`.
    public mutating func moveTo(_ x: Double, _ y: Double) { move(to: RasterPoint(x: x, y: y)) }
    /// Alias of `addLine(to:)`.
    public mutating func lineTo(_ x: Double, _ y: Double) { addLine(to: RasterPoint(x: x, y: y)) }
    /// Alias of `addQuadCurve(to:control:)` taking the control point first.
    public mutating func quadTo(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        addQuadCurve(to: RasterPoint(x: x, y: y), control: RasterPoint(x: cx, y: cy))
    }
    /// Alias of `addCurve(to:control1:control2:)` taking the control points first.
    public mutating func cubicTo(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        addCurve(to: RasterPoint(x: x, y: y), control1: RasterPoint(x: c1x, y: c1y), control2: RasterPoint(x: c2x, y: c2y))
    }
    /// Alias of `closeSubpath()`.
    public mutating func close() { closeSubpath() }

    // MARK: - Shapes

    /// Adds a polyline through `points` as a new open subpath.
    public mutating func addLines(_ points: [RasterPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds the rectangle as a closed subpath, clockwise on screen (y down):
    /// top-left, top-right, bottom-right, bottom-left.
    public mutating func addRect(_ rect: RasterRect) {
        let r = rect.standardized
        move(to: RasterPoint(x: r.minX, y: r.minY))
        addLine(to: RasterPoint(x: r.maxX, y: r.minY))
        addLine(to: RasterPoint(x: r.maxX, y: r.maxY))
        addLine(to: RasterPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// The "magic" constant 4/3·(√2 − 1) for approximating a quarter circle with one cubic.
    public static let kappa: Double = 0.5522847498307936

    /// Extent factor of a `.continuous` corner: the curve starts this many corner radii from the corner.
    static let continuousExtent: Double = 1.528665
    /// Control-point factor of a `.continuous` corner (fraction of the extent measured from the corner).
    /// Chosen so that the corner curve passes through the same 45° point as the circular corner of the
    /// same radius: (1 + 3t)/8 · 1.528665 = 1 − 1/√2.
    static let continuousControl: Double = 0.1775929

    /// Adds a rounded rectangle with uniform corner radius.
    public mutating func addRoundedRect(in rect: RasterRect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
    }

    /// Adds a rounded rectangle as a closed subpath (same direction as `addRect`).
    ///
    /// Rules: corner sizes are clamped to `0...half` of the corresponding side; non-finite
    /// or non-positive corner sizes produce a plain rectangle.
    /// `.circular` corners are quarter ellipses (one cubic each, `kappa`).
    /// `.continuous` corners start `1.528665·r` from the corner (clamped to half the side) and use a single
    /// cubic whose control points sit at `0.1776·extent` from the corner, an approximation of the smooth
    /// continuous-curvature corners of SwiftUI.
    public mutating func addRoundedRect(in rect: RasterRect, cornerWidth: Double, cornerHeight: Double,
                                        style: RoundedCornerStyle = .circular) {
        let r = rect.standardized
        let hw = r.width / 2, hh = r.height / 2
        var rw = cornerWidth.isFinite ? min(max(cornerWidth, 0), hw) : 0
        var rh = cornerHeight.isFinite ? min(max(cornerHeight, 0), hh) : 0
        if !(rw > 0 && rh > 0) { addRect(r); return }
        let t: Double
        switch style {
        case .circular:
            t = 1 - RasterPath.kappa
        case .continuous:
            rw = min(rw * RasterPath.continuousExtent, hw)
            rh = min(rh * RasterPath.continuousExtent, hh)
            t = RasterPath.continuousControl
        }
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        move(to: RasterPoint(x: x0 + rw, y: y0))
        addLine(to: RasterPoint(x: x1 - rw, y: y0))
        addCurve(to: RasterPoint(x: x1, y: y0 + rh),
                 control1: RasterPoint(x: x1 - rw * t, y: y0),
                 control2: RasterPoint(x: x1, y: y0 + rh * t))
        addLine(to: RasterPoint(x: x1, y: y1 - rh))
        addCurve(to: RasterPoint(x: x1 - rw, y: y1),
                 control1: RasterPoint(x: x1, y: y1 - rh * t),
                 control2: RasterPoint(x: x1 - rw * t, y: y1))
        addLine(to: RasterPoint(x: x0 + rw, y: y1))
        addCurve(to: RasterPoint(x: x0, y: y1 - rh),
                 control1: RasterPoint(x: x0 + rw * t, y: y1),
                 control2: RasterPoint(x: x0, y: y1 - rh * t))
        addLine(to: RasterPoint(x: x0, y: y0 + rh))
        addCurve(to: RasterPoint(x: x0 + rw, y: y0),
                 control1: RasterPoint(x: x0, y: y0 + rh * t),
                 control2: RasterPoint(x: x0 + rw * t, y: y0))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in `rect` as four cubic Béziers using `kappa`,
    /// starting at (maxX, midY) and running clockwise on screen.
    public mutating func addEllipse(in rect: RasterRect) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * RasterPath.kappa, ky = ry * RasterPath.kappa
        move(to: RasterPoint(x: cx + rx, y: cy))
        addCurve(to: RasterPoint(x: cx, y: cy + ry),
                 control1: RasterPoint(x: cx + rx, y: cy + ky), control2: RasterPoint(x: cx + kx, y: cy + ry))
        addCurve(to: RasterPoint(x: cx - rx, y: cy),
                 control1: RasterPoint(x: cx - kx, y: cy + ry), control2: RasterPoint(x: cx - rx, y: cy + ky))
        addCurve(to: RasterPoint(x: cx, y: cy - ry),
                 control1: RasterPoint(x: cx - rx, y: cy - ky), control2: RasterPoint(x: cx - kx, y: cy - ry))
        addCurve(to: RasterPoint(x: cx + rx, y: cy),
                 control1: RasterPoint(x: cx + kx, y: cy - ry), control2: RasterPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds a circle of `radius` around `center`.
    public mutating func addCircle(center: RasterPoint, radius: Double) {
        addEllipse(in: RasterRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Adds a capsule (rounded rectangle whose corner radius is half the shorter side).
    public mutating func addCapsule(in rect: RasterRect, style: RoundedCornerStyle = .circular) {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius, style: style)
    }

    /// Appends all elements of `other`, mapped through `transform`.
    public mutating func addPath(_ other: RasterPath, transform: RasterTransform = .identity) {
        for e in other.elements { append(e.transformed(by: transform)) }
    }

    // MARK: - Derived paths and measurements

    /// The path with every point mapped through `t` (exact for affine maps of Béziers).
    public func transformed(by t: RasterTransform) -> RasterPath {
        var out = RasterPath()
        out.elements.reserveCapacity(elements.count)
        for e in elements { out.append(e.transformed(by: t)) }
        return out
    }

    /// The tight bounding box of the path geometry (curve extrema included).
    ///
    /// Rule: elements with non-finite coordinates are ignored; an empty path gives `.zero`.
    public var bounds: RasterRect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: RasterPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var cur: RasterPoint? = nil
        var start: RasterPoint? = nil
        for e in elements where e.isFinite {
            switch e {
            case .move(let p):
                add(p); cur = p; start = p
            case .line(let p):
                add(p); cur = p
            case .quadCurve(let p, let c):
                if let p0 = cur {
                    for t in RasterPath.quadExtrema(p0, c, p) { add(RasterPath.quadPoint(p0, c, p, t)) }
                }
                add(p); cur = p
            case .curve(let p, let c1, let c2):
                if let p0 = cur {
                    for t in RasterPath.cubicExtrema(p0, c1, c2, p) { add(RasterPath.cubicPoint(p0, c1, c2, p, t)) }
                }
                add(p); cur = p
            case .closeSubpath:
                cur = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quadPoint(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint, _ t: Double) -> RasterPoint {
        let u = 1 - t
        return RasterPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                           y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint, _ p3: RasterPoint,
                           _ t: Double) -> RasterPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return RasterPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                           y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// Parameters in (0, 1) where a coordinate of the quadratic has a derivative of zero.
    static func quadExtrema(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint) -> [Double] {
        var ts: [Double] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let den = a - 2 * b + c
            if den != 0 {
                let t = (a - b) / den
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// Parameters in (0, 1) where a coordinate of the cubic has a derivative of zero.
    static func cubicExtrema(_ p0: RasterPoint, _ p1: RasterPoint, _ p2: RasterPoint, _ p3: RasterPoint) -> [Double] {
        var ts: [Double] = []
        for (v0, v1, v2, v3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // B'(t)/3 = a t² + b t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            if abs(a) < 1e-12 {
                if b != 0 {
                    let t = -c / b
                    if t > 0 && t < 1 { ts.append(t) }
                }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    for t in [(-b + s) / (2 * a), (-b - s) / (2 * a)] where t > 0 && t < 1 { ts.append(t) }
                }
            }
        }
        return ts
    }
}
