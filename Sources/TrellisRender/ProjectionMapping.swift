import Foundation
import TrellisLayout

extension ProjectionTransform {
    /// `p` mapped (row vector `[x y 1]` times the matrix, divided by `w`); nil when it
    /// lands behind the viewer (`w` not above 0).
    func mapped(_ p: CGPoint) -> CGPoint? {
        let w = p.x * m13 + p.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The bounding box of `rect`'s four corners mapped; nil when one of them lands behind
    /// the viewer (the projected drawing is then unbounded).
    func mappedBounds(of rect: CGRect) -> CGRect? {
        var box = CGRect.null
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let q = mapped(corner) else { return nil }
            box = box.union(CGRect(origin: q, size: .zero))
        }
        return box
    }
}
