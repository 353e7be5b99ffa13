import Foundation

/// The outline of a 2-D shape, as lines and curves.
public struct Path: Equatable {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Ellipse as four cubic arcs (the standard 0.5523 control-point ratio).
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Rounded rectangle. A corner larger than the rectangle allows is scaled down, both
    /// of its radii by one factor, until it fits half the width and half the height: so
    /// a radius beyond half the shorter side gives a capsule, as in SwiftUI, never an
    /// ellipse. `.continuous` corners are approximated by a cubic whose control points sit
    /// further along the edges (a squircle-like curvature) and start up to 1.28× the
    /// radius from the corner; where the rectangle leaves less room the extent shrinks
    /// (the same on both sides) and the curve turns into the circular arc, which it is
    /// when the radius is half a side.
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let cw = cornerSize.width.isNaN ? 0 : cornerSize.width, ch = cornerSize.height.isNaN ? 0 : cornerSize.height
        guard cw > 0, ch > 0, r.width > 0, r.height > 0 else { addRect(r); return }
        // The corner scaled to fit: the limiting side's half exactly, the other radius in
        // proportion (equal radii stay equal).
        let hw = r.width / 2, hh = r.height / 2
        var rx0 = cw, ry0 = ch
        if cw == ch {
            rx0 = min(cw, hw, hh)
            ry0 = rx0
        } else if cw > hw || ch > hh {
            if hw / cw <= hh / ch {
                (rx0, ry0) = (hw, ch * hw / cw)
            } else {
                (rx0, ry0) = (cw * hh / ch, hh)
            }
        }
        guard rx0 > 0, ry0 > 0 else { addRect(r); return }
        let circularK: CGFloat = 0.5522847498
        let extent: CGFloat = style == .continuous ? min(1.28, hw / rx0, hh / ry0) : 1
        let rx = rx0 * extent, ry = ry0 * extent
        let k: CGFloat = circularK + (0.64 - circularK) * (extent - 1) / 0.28
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: CGPoint(x: x0 + rx, y: y0))
        addLine(to: CGPoint(x: x1 - rx, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + k * rx, y: y0), control2: CGPoint(x: x1, y: y0 + ry - k * ry))
        addLine(to: CGPoint(x: x1, y: y1 - ry))
        addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + k * ry), control2: CGPoint(x: x1 - rx + k * rx, y: y1))
        addLine(to: CGPoint(x: x0 + rx, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - k * rx, y: y1), control2: CGPoint(x: x0, y: y1 - ry + k * ry))
        addLine(to: CGPoint(x: x0, y: y0 + ry))
        addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - k * ry), control2: CGPoint(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }

    /// The path transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        var p = Path()
        p.elements = elements.map {
            switch $0 {
            case .move(let a): return .move(to: a.applying(t))
            case .line(let a): return .line(to: a.applying(t))
            case .quadCurve(let a, let c): return .quadCurve(to: a.applying(t), control: c.applying(t))
            case .curve(let a, let c1, let c2): return .curve(to: a.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        return p
    }

    /// The bounds of all points (control points included).
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for e in elements {
            switch e {
            case .move(let a), .line(let a): xs.append(a.x); ys.append(a.y)
            case .quadCurve(let a, let c): xs += [a.x, c.x]; ys += [a.y, c.y]
            case .curve(let a, let c1, let c2): xs += [a.x, c1.x, c2.x]; ys += [a.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
