import Foundation

/// A point in a 2D coordinate space (y grows downwards in device space).
public struct RasterPoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Convenience unlabeled initializer.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = RasterPoint(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }

    static func + (l: RasterPoint, r: RasterPoint) -> RasterPoint { RasterPoint(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: RasterPoint, r: RasterPoint) -> RasterPoint { RasterPoint(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: RasterPoint, s: Double) -> RasterPoint { RasterPoint(x: l.x * s, y: l.y * s) }

    /// Euclidean length of the vector from the origin to this point.
    var length: Double { (x * x + y * y).squareRoot() }

    /// Dot product treating points as vectors.
    func dot(_ o: RasterPoint) -> Double { x * o.x + y * o.y }

    /// 2D cross product (z component) treating points as vectors.
    func cross(_ o: RasterPoint) -> Double { x * o.y - y * o.x }
}

/// A 2D affine transform using the CoreGraphics convention:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
public struct RasterTransform: Equatable, Hashable, Sendable {
    /// x scale / rotation coefficient (multiplies x in x').
    public var a: Double
    /// Multiplies x in y'.
    public var b: Double
    /// Multiplies y in x'.
    public var c: Double
    /// y scale / rotation coefficient (multiplies y in y').
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A translation (CoreGraphics-style initializer).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin (CoreGraphics-style initializer).
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A pure translation.
    public static func translation(x: Double, y: Double) -> RasterTransform {
        RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A pure scale about the origin.
    public static func scale(x: Double, y: Double) -> RasterTransform {
        RasterTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin given the cosine and sine of the angle.
    /// (Taking cos/sin rather than an angle keeps transcendental functions out of this library.)
    public static func rotation(cos: Double, sin: Double) -> RasterTransform {
        RasterTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `other` (CoreGraphics `concatenating`).
    public func concatenating(_ other: RasterTransform) -> RasterTransform {
        RasterTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` followed by a translation.
    public func translatedBy(x: Double, y: Double) -> RasterTransform {
        RasterTransform.translation(x: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale (scale applied in the local space, as in CoreGraphics).
    public func scaledBy(x: Double, y: Double) -> RasterTransform {
        RasterTransform.scale(x: x, y: y).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    public var determinant: Double { a * d - b * c }

    /// True when all coefficients are finite and the determinant is finite and non-zero.
    public var isInvertible: Bool {
        let det = determinant
        return a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && det.isFinite && det != 0
    }

    /// True when every coefficient is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse transform.
    ///
    /// Rule for singular input: like CoreGraphics, a transform that is not invertible
    /// (zero or non-finite determinant, or non-finite coefficients) is returned unchanged.
    /// Check `isInvertible` first when the distinction matters.
    public func inverted() -> RasterTransform {
        guard isInvertible else { return self }
        let det = determinant
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return RasterTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// Applies the transform to a point.
    public func apply(to p: RasterPoint) -> RasterPoint {
        RasterPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// A conservative scale factor of the linear part: the larger column length.
    /// Used to convert device-space tolerances into user space.
    var maxScale: Double {
        let s1 = (a * a + b * b).squareRoot()
        let s2 = (c * c + d * d).squareRoot()
        return max(s1, s2)
    }
}

/// An axis-aligned rectangle given by origin and size.
public struct RasterRect: Equatable, Hashable, Sendable {
    /// Origin x.
    public var x: Double
    /// Origin y.
    public var y: Double
    /// Width (may be negative before `standardized`).
    public var width: Double
    /// Height (may be negative before `standardized`).
    public var height: Double

    /// Creates a rectangle from origin and size (size may be negative; see `standardized`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Creates the rectangle spanning two corner points.
    public init(from p0: RasterPoint, to p1: RasterPoint) {
        self.init(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = RasterRect(x: 0, y: 0, width: 0, height: 0)

    /// Smallest x.
    public var minX: Double { min(x, x + width) }
    /// Smallest y.
    public var minY: Double { min(y, y + height) }
    /// Largest x.
    public var maxX: Double { max(x, x + width) }
    /// Largest y.
    public var maxY: Double { max(y, y + height) }
    /// Horizontal centre.
    public var midX: Double { (minX + maxX) / 2 }
    /// Vertical centre.
    public var midY: Double { (minY + maxY) / 2 }

    /// The same rectangle with non-negative width and height.
    public var standardized: RasterRect {
        RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when width or height is zero (or not finite).
    public var isEmpty: Bool {
        !(x.isFinite && y.isFinite && width.isFinite && height.isFinite) || width == 0 || height == 0
    }

    /// True when all four components are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The overlap of two rectangles, or `nil` when they do not overlap with positive area.
    public func intersection(_ other: RasterRect) -> RasterRect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return RasterRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: RasterRect) -> RasterRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return RasterRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the point lies inside (min edges inclusive, max edges exclusive).
    public func contains(_ p: RasterPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle shrunk by `dx`, `dy` on each side.
    public func insetBy(dx: Double, dy: Double) -> RasterRect {
        let s = standardized
        return RasterRect(x: s.x + dx, y: s.y + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }
}

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Equatable, Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }

    /// The pixels in both, or `nil` when they share none.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
