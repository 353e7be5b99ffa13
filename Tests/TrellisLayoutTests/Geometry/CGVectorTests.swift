import Foundation
import Testing
@testable import TrellisLayout

/// `CGVector`, CoreGraphics' displacement, where Foundation has none.
@Suite struct CGVectorTests {
    @Test func itKeepsItsComponentsFromEveryNumberType() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector(dx: 1.5 as Double, dy: 2.5 as Double) == CGVector(dx: 1.5 as CGFloat, dy: 2.5 as CGFloat))
        #expect(CGVector(dx: 2 as Int, dy: 7 as Int) == CGVector(dx: 2.0, dy: 7.0))
        #expect(CGVector.zero == CGVector() && CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(Set([v, CGVector(dx: 3, dy: -4)]).count == 1)
    }
}
