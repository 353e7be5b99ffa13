import Foundation
import Testing
@testable import TrellisLayout

/// Gradients as shape styles and views: stops, evaluation, geometry in the frame, sizing.
@Suite struct GradientTests {
    func gradients(_ node: RenderNode) -> [RenderGradient] {
        (node.gradient.map { [$0] } ?? []) + node.children.flatMap(gradients)
    }

    @Test func colorsAreSpacedEvenly() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        #expect(Gradient(colors: []).color(at: 0.5) == .clear)
    }

    @Test func colourBetweenStopsIsLinearAndPadsOutside() {
        let g = Gradient(colors: [.black, .white])
        let mid = g.color(at: 0.5)
        #expect(mid.red == 0.5 && mid.green == 0.5 && mid.blue == 0.5 && mid.opacity == 1)
        #expect(g.color(at: -1) == .black && g.color(at: 2) == .white && g.color(at: .nan) == .black)
        // Unsorted stops are sorted: white at 0.2, black at 0.6 → at 0.4 half-way.
        let u = Gradient(stops: [.init(color: .black, location: 0.6), .init(color: .white, location: 0.2)])
        #expect(abs(u.color(at: 0.4).red - 0.5) < 1e-12)
        #expect(u.color(at: 0.1) == .white)
    }

    @Test func gradientViewsFillTheProposal() {
        let h = host(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).id("g"), width: 300, height: 200)
        expectRect(h.rect("g"), 0, 0, 300, 200)
        let f = host(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 5)
            .frame(width: 100, height: 50).id("f"), width: 300, height: 200)
        expectRect(f.rect("f"), 100, 75, 100, 50)
    }

    @Test func linearGeometryIsInTheFrame() throws {
        // Frame (10, 5, 20, 10) in 40×20: leading (10, 10) to trailing (30, 10).
        let h = host(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 20, height: 10), width: 40, height: 20)
        let g = try #require(gradients(h.renderTree()).first)
        #expect(g.kind == .linear(start: CGPoint(x: 10, y: 10), end: CGPoint(x: 30, y: 10)))
        #expect(g.parameter(at: CGPoint(x: 20, y: 7)) == 0.5)
        #expect(g.parameter(at: CGPoint(x: 5, y: 7)) == -0.25)
    }

    /// A 100 × 100 gradient over a "Flip" button (34 × 17): the column is 117 tall, so the
    /// square stands at (145, 363.5). `withAnimation(.linear(duration: 1))` turns its
    /// gradient from leading→trailing ((145, 413.5) → (245, 413.5)) to top→bottom
    /// ((195, 363.5) → (195, 463.5)); half-way the points are half-way.
    @Test func linearStartAndEndPointsAnimate() throws {
        struct Sweep: View {
            @State var vertical = false
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle()
                        .fill(LinearGradient(colors: [.red, .blue], startPoint: vertical ? .top : .leading,
                                             endPoint: vertical ? .bottom : .trailing))
                        .frame(width: 100, height: 100)
                    Button("Flip") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }.id("flip")
                }
            }
        }
        let h = host(Sweep())
        /// Whether the drawn gradient runs from (x0, y0) to (x1, y1), to 1e-9.
        func runs(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat,
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
            let g = try #require(gradients(h.renderTree()).first, sourceLocation: sourceLocation)
            guard case let .linear(s, e) = g.kind else { Issue.record("not linear", sourceLocation: sourceLocation); return }
            let error = max(abs(s.x - x0), abs(s.y - y0), abs(e.x - x1), abs(e.y - y1))
            #expect(error < 1e-9, "drawn \(s) → \(e)", sourceLocation: sourceLocation)
        }
        try runs(145, 413.5, 245, 413.5)
        let flip = h.rect("flip")
        #expect(h.tap(at: CGPoint(x: flip.midX, y: flip.midY)))
        // Not moved yet at the change.
        try runs(145, 413.5, 245, 413.5)
        h.advance(by: 0.5)
        try runs(170, 388.5, 220, 438.5)
        h.advance(by: 0.5)
        try runs(195, 363.5, 195, 463.5)
        h.advance(by: 0.5)
        #expect(!h.isAnimating)
        try runs(195, 363.5, 195, 463.5)
    }

    @Test func radialEllipticalAndAngularParameters() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 2, endRadius: 12).resolved(in: frame)
        // Centre (20, 10): distance 7 → (7 − 2) / 10.
        #expect(abs(radial.parameter(at: CGPoint(x: 27, y: 10)) - 0.5) < 1e-12)
        let elliptical = EllipticalGradient(colors: [.white, .black]).resolved(in: frame)
        // Radii (20, 10): (30, 10) and (20, 15) are both half-way.
        #expect(elliptical.parameter(at: CGPoint(x: 30, y: 10)) == 0.5)
        #expect(elliptical.parameter(at: CGPoint(x: 20, y: 15)) == 0.5)
        let angular = AngularGradient(colors: [.red, .blue], center: .center).resolved(in: frame)
        // Clockwise on screen from the trailing side: below is a quarter turn, above three.
        #expect(angular.parameter(at: CGPoint(x: 30, y: 10)) == 0)
        #expect(angular.parameter(at: CGPoint(x: 20, y: 15)) == 0.25)
        #expect(abs(angular.parameter(at: CGPoint(x: 20, y: 5)) - 0.75) < 1e-12)
        let half = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)).resolved(in: frame)
        #expect(abs(half.parameter(at: CGPoint(x: 20, y: 15)) - 0.5) < 1e-12)
    }

    @Test func degenerateGeometryIsNeverNaN() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let same = LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center).resolved(in: frame)
        #expect(same.parameter(at: CGPoint(x: 3, y: 3)) == 1)
        let zero = RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 0).resolved(in: frame)
        #expect(zero.parameter(at: CGPoint(x: 3, y: 3)) == 1)
        let nan = LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: .nan, y: 0), endPoint: .trailing).resolved(in: frame)
        #expect(!nan.parameter(at: CGPoint(x: 3, y: 3)).isNaN)
    }

    @Test func backgroundsTakeGradientsAndTheDumpNamesThem() {
        let h = host(Color.clear.frame(width: 20, height: 10)
            .background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)), width: 40, height: 20)
        #expect(gradients(h.renderTree()).count == 1)
        #expect(h.dump().contains("Rectangle fill(LinearGradient)"))
    }
}
