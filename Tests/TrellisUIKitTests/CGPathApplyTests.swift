import Foundation
import Testing
import Trellis
import UIKit

/// Collects what `CGPath.apply(info:function:)` hands its C function.
private final class Collected {
    var elements: [(CGPathElementType, [CGPoint])] = []
}

@Suite("CGPath.apply")
struct CGPathApplyTests {
    private var path: Path {
        var p = Path()
        p.move(to: CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 3, y: 4))
        p.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
        p.addCurve(to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
        p.closeSubpath()
        return p
    }

    @Test("the applier function gets each element with Core Graphics' point order")
    func applierFunction() {
        let collected = Collected()
        path.cgPath.apply(info: Unmanaged.passUnretained(collected).toOpaque()) { info, element in
            let box = Unmanaged<Collected>.fromOpaque(info!).takeUnretainedValue()
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            box.elements.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(collected.elements.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(collected.elements[2].1 == [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
        #expect(collected.elements[3].1 == [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)])
    }

    @Test("applyWithBlock walks the same elements; an empty path calls nothing")
    func block() {
        var types: [CGPathElementType] = []
        path.cgPath.applyWithBlock { types.append($0.pointee.type) }
        #expect(types.count == 5 && types.last == .closeSubpath)
        var calls = 0
        Path().cgPath.applyWithBlock { _ in calls += 1 }
        #expect(calls == 0 && Path().cgPath.isEmpty)
        #expect(path.cgPath.currentPoint == CGPoint(x: 1, y: 2))
    }
}
