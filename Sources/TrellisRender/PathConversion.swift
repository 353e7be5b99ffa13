import Foundation
import TrellisLayout
import TrellisRaster

/// Conversions of the layout core's ``Path`` to the rasterizer's path and to SVG path data.
enum RenderPath {
    static func raster(_ t: CGAffineTransform) -> RasterTransform {
        RasterTransform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    static func raster(_ path: Path) -> RasterPath {
        var out = RasterPath()
        for element in path.elements {
            switch element {
            case .move(let p): out.move(to: point(p))
            case .line(let p): out.addLine(to: point(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: point(p), control: point(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: point(p), control1: point(c1), control2: point(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    static func point(_ p: CGPoint) -> RasterPoint { RasterPoint(x: Double(p.x), y: Double(p.y)) }

    static func rasterRect(_ r: CGRect) -> RasterRect {
        RasterRect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }

    /// SVG path data (`M`, `L`, `Q`, `C`, `Z`, absolute coordinates, fixed formatting).
    static func svgData(_ path: Path) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        func f(_ p: CGPoint) -> String { RenderNumber.format(p.x) + " " + RenderNumber.format(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M" + f(p))
            case .line(let p): parts.append("L" + f(p))
            case .quadCurve(let p, let c): parts.append("Q" + f(c) + " " + f(p))
            case .curve(let p, let c1, let c2): parts.append("C" + f(c1) + " " + f(c2) + " " + f(p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// The rectangle a path outlines when it is exactly one axis-aligned rectangle
    /// (`Path(rect)`: a move, three lines and a close, or four lines back to the start).
    static func axisAlignedRect(_ path: Path) -> CGRect? {
        var points: [CGPoint] = []
        var closed = false
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p): if i != 0 { return nil }; points.append(p)
            case .line(let p): if closed { return nil }; points.append(p)
            case .closeSubpath: if closed || i != path.elements.count - 1 { return nil }; closed = true
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
            guard a != b else { return nil }
        }
        // Consecutive edges must alternate between horizontal and vertical.
        let firstHorizontal = points[0].y == points[1].y
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            let horizontal = a.y == b.y
            if horizontal != (i % 2 == 0 ? firstHorizontal : !firstHorizontal) { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let r = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        return r
    }

    /// The control-point bounds of a path (`nil` when it has no points or a non-finite one).
    static func bounds(_ path: Path) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
