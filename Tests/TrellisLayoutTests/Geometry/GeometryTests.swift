import Foundation
import Testing
@testable import TrellisLayout

@Suite struct GeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func rotationTurnsTheXAxisTowardsY() {
        // The talk's radial layout: (0, −r) rotated by 90° is (r, 0).
        let p = CGPoint(x: 0, y: -100).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 100, y: 0)))
        let q = CGPoint(x: 0, y: -100).applying(CGAffineTransform(rotationAngle: Angle.degrees(120).radians))
        #expect(close(q, CGPoint(x: 86.60254037844386, y: 50)))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
        let u = CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 63))
        #expect(CGAffineTransform.identity.translatedBy(x: 5, y: 0).scaledBy(x: 2, y: 2) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
    }

    @Test func inverseAndSingularMatrices() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
        let p = CGPoint(x: 7, y: -2)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTranslationAndRectsTakeTheBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).rotated(by: .pi / 2)
        let s = CGSize(width: 10, height: 20).applying(t)
        #expect(abs(s.width - -20) < 1e-9 && abs(s.height - 10) < 1e-9)
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX - -20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test func proposalsAndAngles() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 5, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(Edge.Set.horizontal == [.leading, .trailing])
    }

    @Test func viewSpacingDistances() {
        // Neither has a preference: 8. Spacer-like zero on one side: 0. Shared category: its max.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        var text = ViewSpacing()
        text.top = [.text: 2]
        text.bottom = [.text: 3]
        #expect(text.distance(to: text, along: .vertical) == 3)
        // formUnion takes the larger value per edge and category.
        var a = ViewSpacing(uncategorized: 4, edges: .all)
        a.formUnion(ViewSpacing(uncategorized: 6, edges: [.leading]), edges: .all)
        #expect(a.leading[.none] == 6 && a.trailing[.none] == 4)
        #expect(a.union(.zero, edges: [.top]).top[.none] == 4)
    }
}

@Suite struct HugeValueTests {
    @Test func formattingHugeNumbersDoesNotTrap() {
        #expect((1e20).trellisFormatted == "100000000000000000000")
        #expect((-3e19).trellisFormatted == "-30000000000000000000")
        #expect((1e300).trellisFormatted.hasPrefix("1000000000"))
        #expect((2.5).trellisFormatted == "2.5")
    }

    @Test func clampedConversions() {
        #expect(Int(clampingFloor: 1e300) == Int.max)
        #expect(Int(clampingFloor: -1e300) == Int.min)
        #expect(Int(clampingFloor: .nan) == 0)
        #expect(Int(clampingFloor: 41.9) == 41)
    }

    @Test func textInAHugeProposalAndADiagnosticWithHugeValues() {
        let h = host(VStack {
            Text("Hello").frame(height: 1e20).id("text")
            Color.red.frame(minWidth: 1e300, maxWidth: 5).id("contradiction")
        })
        #expect(h.rect("text").height == 1e20)
        #expect(h.diagnostics.contains { $0.kind == .contradictoryFrame })
        #expect(!h.dump().isEmpty)
    }
}
