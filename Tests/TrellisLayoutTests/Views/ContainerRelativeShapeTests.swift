import Foundation
import Testing
@testable import TrellisLayout

/// `containerShape(_:)` and `ContainerRelativeShape`: the container's shape, inset by the
/// distance from the container's frame to the shape's, drawn in the shape's frame.
@Suite struct ContainerRelativeShapeTests {
    private func fills(_ node: RenderNode, _ color: Color) -> [Path] {
        var out: [Path] = []
        if case let .fill(path, c, _) = node.content, c == color { out.append(path) }
        return out + node.children.flatMap { fills($0, color) }
    }

    private let blue = Color(red: 0, green: 0, blue: 1)

    /// A 100×60 container with 20-pt corners, centred at (145, 392); the shape 8 inside
    /// it, 84×44, has 12-pt corners.
    @Test func theContainersCornersShrinkByTheInset() throws {
        let h = host(ZStack { ContainerRelativeShape().fill(blue).padding(8) }
            .frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 20)))
        let drawn = try #require(fills(h.renderTree(), blue).first)
        let inner = CGRect(x: 153, y: 400, width: 84, height: 44)
        #expect(drawn == RoundedRectangle(cornerRadius: 12).path(in: inner))
    }

    /// The smallest edge distance counts: padded 4 across and 10 down, the corners
    /// shrink by 4.
    @Test func theSmallestEdgeDistanceIsTheInset() throws {
        let h = host(ZStack { ContainerRelativeShape().fill(blue).padding(.horizontal, 4).padding(.vertical, 10) }
            .frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 20)))
        let drawn = try #require(fills(h.renderTree(), blue).first)
        #expect(drawn == RoundedRectangle(cornerRadius: 16).path(in: CGRect(x: 149, y: 402, width: 92, height: 40)))
    }

    @Test func aCircleContainerGivesACircle() throws {
        let h = host(ZStack { ContainerRelativeShape().fill(blue).padding(10) }
            .frame(width: 80, height: 80).containerShape(Circle()))
        let drawn = try #require(fills(h.renderTree(), blue).first)
        #expect(drawn == Circle().path(in: CGRect(x: 165, y: 392, width: 60, height: 60)))
    }

    /// Without a container shape it is a rectangle; the innermost container wins.
    @Test func withoutAContainerItIsARectangle() throws {
        let h = host(ContainerRelativeShape().fill(blue).frame(width: 50, height: 30))
        let drawn = try #require(fills(h.renderTree(), blue).first)
        #expect(drawn == Path(CGRect(x: 170, y: 407, width: 50, height: 30)))
        let nested = host(ZStack { ContainerRelativeShape().fill(blue) }.frame(width: 50, height: 30)
            .containerShape(Capsule()).padding(5).containerShape(Rectangle()))
        let capsule = try #require(fills(nested.renderTree(), blue).first)
        #expect(capsule == Capsule().path(in: CGRect(x: 170, y: 407, width: 50, height: 30)))
    }

    /// `strokeBorder` insets the outline by half the line width, and the corners with it.
    @Test func strokeBorderInsetsTheCorners() throws {
        let h = host(ZStack { ContainerRelativeShape().strokeBorder(blue, lineWidth: 4) }
            .frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 20)))
        var strokes: [Path] = []
        func visit(_ n: RenderNode) {
            if case let .stroke(path, c, _) = n.content, c == blue { strokes.append(path) }
            n.children.forEach(visit)
        }
        visit(h.renderTree())
        let drawn = try #require(strokes.first)
        #expect(drawn == RoundedRectangle(cornerRadius: 18).path(in: CGRect(x: 147, y: 394, width: 96, height: 56)))
    }
}
