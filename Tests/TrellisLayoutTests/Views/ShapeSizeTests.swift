import Foundation
import Testing
@testable import TrellisLayout

/// `Shape.size(_:)`: the shape drawn at a fixed size from its frame's top-leading corner.
@Suite struct ShapeSizeTests {
    @Test func thePathIsTheGivenSizeAtTheFramesOrigin() {
        let sized = Rectangle().size(width: 30, height: 10)
        #expect(sized.path(in: CGRect(x: 5, y: 7, width: 100, height: 100)).boundingRect == CGRect(x: 5, y: 7, width: 30, height: 10))
        #expect(Circle().size(CGSize(width: 20, height: 20)).path(in: CGRect(x: 0, y: 0, width: 50, height: 50)).boundingRect
                == CGRect(x: 0, y: 0, width: 20, height: 20))
        // Negative and NaN sizes are 0.
        #expect(Rectangle().size(width: -4, height: .nan).path(in: CGRect(x: 1, y: 1, width: 9, height: 9)).boundingRect.size == .zero)
    }

    /// The frame is laid out as the shape's (flexible), whatever the drawn size.
    @Test func theFrameIsTheShapes() {
        let h = host(Rectangle().size(width: 30, height: 10).id("s").frame(width: 100, height: 50))
        expectRect(h.rect("s"), 145, 397, 100, 50)
    }
}
