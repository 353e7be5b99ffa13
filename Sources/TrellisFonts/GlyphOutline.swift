import Foundation

/// One drawing command of a glyph outline, in font units with y pointing up.
public enum PathCommand: Equatable, Sendable {
    /// Starts a new contour.
    case moveTo(x: Double, y: Double)
    /// Straight line to a point.
    case lineTo(x: Double, y: Double)
    /// Quadratic Bézier (TrueType) with control point `(cx, cy)`.
    case quadTo(cx: Double, cy: Double, x: Double, y: Double)
    /// Cubic Bézier (CFF) with control points `(c1x, c1y)` and `(c2x, c2y)`.
    case cubicTo(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    /// Closes the current contour.
    case close
}

/// An axis-aligned rectangle in font units (y up).
public struct GlyphBounds: Equatable, Sendable {
    /// Left edge.
    public var minX: Double
    /// Bottom edge (y up).
    public var minY: Double
    /// Right edge.
    public var maxX: Double
    /// Top edge.
    public var maxY: Double

    /// Creates bounds from extremes.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The empty bounds at the origin (used for glyphs without contours).
    public static let zero = GlyphBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// `maxX - minX`.
    public var width: Double { maxX - minX }
    /// `maxY - minY`.
    public var height: Double { maxY - minY }
}

/// The outline of one glyph.
public struct GlyphOutline: Equatable, Sendable {
    /// Drawing commands; every contour starts with `moveTo` and ends with `close`.
    public var commands: [PathCommand]
    /// Control-point bounding box of all commands (`.zero` when empty). For TrueType
    /// glyphs this equals the bounding box stored in `glyf`.
    public var bounds: GlyphBounds

    /// Creates an outline; `bounds` is computed from the commands' points.
    public init(commands: [PathCommand]) {
        self.commands = commands
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        for command in commands {
            switch command {
            case let .moveTo(x, y), let .lineTo(x, y): add(x, y)
            case let .quadTo(cx, cy, x, y): add(cx, cy); add(x, y)
            case let .cubicTo(c1x, c1y, c2x, c2y, x, y): add(c1x, c1y); add(c2x, c2y); add(x, y)
            case .close: break
            }
        }
        bounds = minX.isFinite ? GlyphBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .zero
    }

    /// Whether the outline has no contours (e.g. the space glyph).
    public var isEmpty: Bool { commands.isEmpty }

    /// Number of contours (`moveTo` commands).
    public var contourCount: Int {
        commands.reduce(0) { count, c in if case .moveTo = c { return count + 1 } else { return count } }
    }
}
