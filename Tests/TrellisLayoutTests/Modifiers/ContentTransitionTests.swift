import Foundation
import Testing
@testable import TrellisLayout

/// `contentTransition(_:)`: kept in the environment for the views inside; text changes
/// are drawn as `.identity` (the new string at once), also when animated.
@Suite struct ContentTransitionTests {
    struct Reader: View {
        @Environment(\.contentTransition) var transition
        var body: some View {
            Text(transition == .opacity ? "opacity" : transition == .numericText() ? "numeric" : "other")
        }
    }

    @Test func theEnvironmentValueIsReadable() {
        #expect(EnvironmentValues().contentTransition == .identity)
        #expect(host(Reader().contentTransition(.opacity)).textItem("opacity") != nil)
        #expect(host(Reader().contentTransition(.numericText())).textItem("numeric") != nil)
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
        #expect(ContentTransition.numericText(value: 3) != .numericText())
        #expect(ContentTransition.interpolate != .identity && ContentTransition.symbolEffect != .opacity)
    }

    struct Counter: View {
        let transition: ContentTransition
        @State var count = 9
        var body: some View {
            Text("\(count)").contentTransition(transition).onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }

    /// The texts drawn, each with the product of the opacities down to it.
    private func shownTexts(_ node: RenderNode, _ opacity: Double = 1) -> [String: Double] {
        let o = opacity * node.opacity
        var out: [String: Double] = [:]
        if case .text(let t) = node.content { out[t.lines.map(\.text).joined()] = o }
        for c in node.children { out.merge(shownTexts(c, o)) { a, _ in a } }
        return out
    }

    /// `.numericText`: for the animation's second the old "9" fades out where it was and
    /// the new "10" (two characters wide) fades in.
    @Test func anAnimatedChangeCrossFadesTheText() throws {
        let h = host(Counter(transition: .numericText()))
        let nine = try #require(h.textItem("9"))
        #expect(nine.frame.width == 8.5)
        h.tapCentre(of: nine.frame)
        #expect(try #require(h.textItem("10")).frame.width == 17)
        var shown = shownTexts(h.renderTree())
        #expect(shown["9"] == 1 && shown["10"] == 0)
        h.advance(by: 0.25)
        shown = shownTexts(h.renderTree())
        #expect(abs((shown["9"] ?? 0) - 0.75) < 0.001 && abs((shown["10"] ?? 0) - 0.25) < 0.001)
        h.advance(by: 1)
        shown = shownTexts(h.renderTree())
        #expect(shown["9"] == nil && shown["10"] == 1)
    }

    /// `.identity` (the default): the new string at once.
    @Test func identitySwapsAtOnce() throws {
        let h = host(Counter(transition: .identity))
        h.tapCentre(of: try #require(h.textItem("9")).frame)
        #expect(shownTexts(h.renderTree()) == ["10": 1])
    }
}
