import Foundation
import TrellisLayout

/// The corners of a rectangle, as UIKit names them (left and right, not leading and
/// trailing).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' immutable path where there is no Core Graphics: what `UIBezierPath.cgPath`
/// and `Path.cgPath` give, and `Path(_:)` takes back, unchanged.
public final class CGPath: Hashable, @unchecked Sendable {
    let path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) {
        let b = path.boundingRect
        hasher.combine(b.minX)
        hasher.combine(b.minY)
        hasher.combine(b.width)
        hasher.combine(b.height)
    }
}

/// UIKit's path where there is no UIKit: a SwiftUI ``Path`` built with UIKit's calls, most
/// often a rectangle with some corners rounded, turned into a shape with
/// `Path(bezier.cgPath)`.
open class UIBezierPath: @unchecked Sendable {
    /// The path as built so far.
    var path = Path()

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter
    /// side; a negative or NaN radius is 0).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with `corners` rounded by quarter circles of `cornerRadii.width` (UIKit
    /// takes the width and draws circular corners), at most half the shorter side; the
    /// other corners are square. A negative or NaN radius is 0.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = cornerRadii.width.isNaN ? 0 : min(max(cornerRadii.width, 0), max(limit, 0))
        func rad(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        // Clockwise from the top edge (y down), each rounded corner an arc of its radius.
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func close() { path.closeSubpath() }

    /// The smallest rectangle holding every point of the path, control points included.
    open var bounds: CGRect { path.boundingRect }

    /// The path as Core Graphics' type, for `Path(_:)`.
    open var cgPath: CGPath { CGPath(path) }
}

extension Path {
    /// The SwiftUI path of a Core Graphics path (`Path(bezier.cgPath)`).
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as Core Graphics' type.
    public var cgPath: CGPath { CGPath(self) }
}

/// The kind of a path element, as Core Graphics' applier sees it.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as Core Graphics hands it to an applier: its kind and its points
/// (a move or a line: the end point; a quadratic curve: the control point, then the end;
/// a cubic curve: both control points, then the end; a close: none). The points are valid
/// only during the call that receives the element.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element.
///
/// **Differs from Core Graphics:** a Swift function type, not `@convention(c)`: on Linux a
/// C function type can only take C types, and `CGPathElement` holds Foundation's `CGPoint`,
/// which is a Swift struct there. A closure literal passed to `apply(info:function:)`
/// compiles unchanged; a function declared `@convention(c)` over `CGPathElement` does not.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` and each element of the path, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Calls `block` with each element of the path, in order.
    ///
    /// Core Graphics' signature hands the element and its points over as pointers: they
    /// point into one array of three points, lent for the walk by the standard library,
    /// so they are valid during the call that receives them, as Core Graphics promises and
    /// no longer. (This module's tests run under AddressSanitizer in CI.)
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            func send(_ type: CGPathElementType, _ points: [CGPoint]) {
                for (i, p) in points.enumerated() { storage[i] = p }
                var element = CGPathElement(type: type, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
            for e in path.elements {
                switch e {
                case .move(let p): send(.moveToPoint, [p])
                case .line(let p): send(.addLineToPoint, [p])
                case .quadCurve(let p, let c): send(.addQuadCurveToPoint, [c, p])
                case .curve(let p, let c1, let c2): send(.addCurveToPoint, [c1, c2, p])
                case .closeSubpath: send(.closeSubpath, [])
                }
            }
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.elements.isEmpty }
    /// The point the next element would start from (zero for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
}
