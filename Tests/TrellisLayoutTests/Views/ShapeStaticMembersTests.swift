import Foundation
import Testing
@testable import TrellisLayout

/// The shapes as static members (`.rect(cornerRadius:)`, `.capsule`, `.circle`…): each is
/// the shape its initializer makes, and clips as it does.
@Suite @MainActor struct ShapeStaticMembersTests {
    private func clipOf<S: Shape>(_ shape: S) -> Path? {
        let h = host(Color.red.frame(width: 100, height: 40).clipShape(shape).id("c"))
        func find(_ n: RenderNode) -> Path? { n.clip ?? n.children.lazy.compactMap(find).first }
        return find(h.renderTree())
    }

    @Test func membersAreTheShapes() {
        let rounded: RoundedRectangle = .rect(cornerRadius: 10)
        #expect(rounded.cornerSize == CGSize(width: 10, height: 10) && rounded.style == .continuous)
        let elliptical: RoundedRectangle = .rect(cornerSize: CGSize(width: 6, height: 4), style: .circular)
        #expect(elliptical.cornerSize == CGSize(width: 6, height: 4) && elliptical.style == .circular)
        let capsule: Capsule = .capsule(style: .circular)
        #expect(capsule.style == .circular)
        let r = CGRect(x: 0, y: 0, width: 100, height: 40)
        let rect: Rectangle = .rect, circle: Circle = .circle, ellipse: Ellipse = .ellipse
        #expect(rect.path(in: r) == Rectangle().path(in: r))
        #expect(circle.path(in: r).boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
        #expect(ellipse.path(in: r).boundingRect == r)
    }

    /// `.clipShape(.rect(cornerRadius: 10))` clips the 100 × 40 view centred in 390 × 844
    /// exactly as `RoundedRectangle(cornerRadius: 10)` does.
    @Test func clippingWithAMember() throws {
        let member = try #require(clipOf(.rect(cornerRadius: 10)))
        let spelled = try #require(clipOf(RoundedRectangle(cornerRadius: 10)))
        #expect(member == spelled)
        #expect(member.boundingRect == CGRect(x: 145, y: 402, width: 100, height: 40))
        #expect(clipOf(.capsule) == clipOf(Capsule()))
        #expect(!member.contains(CGPoint(x: 145.5, y: 402.5)))
        #expect(member.contains(CGPoint(x: 155, y: 412)))
    }
}
