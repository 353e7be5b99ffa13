import Foundation
import Testing
@testable import TrellisLayout

/// What a gradient paints past its ends (`RenderGradient.Spread`) and how Canvas's
/// options choose it.
@Suite struct GradientSpreadTests {
    private func gradient(_ spread: RenderGradient.Spread, linear: Bool = false) -> RenderGradient {
        RenderGradient(gradient: Gradient(colors: [.black, .white]), kind: .linear(start: .zero, end: CGPoint(x: 10, y: 0)),
                       spread: spread, mixesInLinearLight: linear)
    }

    @Test func padKeepsTheParameter() {
        let g = gradient(.pad)
        #expect(g.spread(1.25) == 1.25)
        #expect(g.spread(-0.5) == -0.5)
        #expect(g.color(at: CGPoint(x: 15, y: 0)).red == 1)
    }

    @Test func repeatTakesTheFractionalPart() {
        let g = gradient(.repeat)
        #expect(g.spread(1.25) == 0.25)
        #expect(g.spread(-0.25) == 0.75)
        #expect(g.spread(3) == 0)
        #expect(abs(g.color(at: CGPoint(x: 12.5, y: 0)).red - 0.25) < 1e-9)
    }

    @Test func reflectRunsBackAndForth() {
        let g = gradient(.reflect)
        #expect(g.spread(0.25) == 0.25)
        #expect(g.spread(1.25) == 0.75)
        #expect(g.spread(2.25) == 0.25)
        #expect(g.spread(-0.25) == 0.25)
        #expect(g.spread(2) == 0)
    }

    @Test func aParameterThatIsNotFiniteIsZero() {
        for spread: RenderGradient.Spread in [.pad, .repeat, .reflect] {
            #expect(gradient(spread).spread(.nan) == 0)
            #expect(gradient(spread).spread(.infinity) == 0)
        }
    }

    @Test func linearLightMixesDecodedComponents() {
        // Black to white, halfway: 0.5 of linear light is 0.7354 encoded.
        let mid = gradient(.pad, linear: true).color(at: CGPoint(x: 5, y: 0))
        #expect(abs(mid.red - 0.735357) < 1e-5)
        #expect(abs(mid.opacity - 1) < 1e-12)
        #expect(gradient(.pad).color(at: CGPoint(x: 5, y: 0)).red == 0.5)
        // The colour function gives the same colours.
        let f = gradient(.repeat, linear: true).colorFunction()
        #expect(f(CGPoint(x: 15, y: 0)) == gradient(.repeat, linear: true).color(at: CGPoint(x: 15, y: 0)))
    }

    @Test func canvasOptionsChooseTheSpread() {
        #expect(GraphicsContext.GradientOptions().spread == .pad)
        #expect(GraphicsContext.GradientOptions.repeat.spread == .repeat)
        #expect(GraphicsContext.GradientOptions.mirror.spread == .reflect)
        #expect(GraphicsContext.GradientOptions([.repeat, .mirror]).spread == .reflect)
        #expect(GraphicsContext.GradientOptions.linearColor.spread == .pad)
    }
}
