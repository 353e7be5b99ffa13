import Foundation
import Testing
@testable import TrellisLayout

/// A width that animates through its modifier's body: `body(content:)` is evaluated with
/// the interpolated `animatableData`, as SwiftUI's `AnimatableModifier` is.
private struct Width: AnimatableModifier {
    var width: CGFloat
    var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
    func body(content: Content) -> some View {
        content.frame(width: width, height: 10).overlay(Text("\(Int(width.rounded()))").id("label"))
    }
}

private struct Bar: View {
    @State var wide = false
    var body: some View {
        VStack {
            Color.red.modifier(Width(width: wide ? 200 : 100)).id("bar")
            Button("Go") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.id("go")
            Button("Snap") { wide.toggle() }.id("snap")
        }
    }
}

@Suite @MainActor struct AnimatableModifierTests {
    private func tap<V: View>(_ h: HostingView<V>, _ id: String) {
        let f = h.rect(id)
        h.tap(at: CGPoint(x: f.midX, y: f.midY))
    }

    /// The number the label shows (the texts of the dump other than the buttons').
    private func label<V: View>(_ h: HostingView<V>) -> [String] {
        h.dump().split(separator: "\n").compactMap { line -> String? in
            guard line.contains("Text \"") else { return nil }
            let text = line.split(separator: "\"")[1]
            return text == "Go" || text == "Snap" ? nil : String(text)
        }
    }

    @Test func bodyFollowsTheInterpolatedValue() {
        let h = host(Bar())
        #expect(h.rect("bar").width == 100)
        #expect(label(h) == ["100"])
        tap(h, "go")
        // Linear over a second: a quarter in, 125; half-way, 150; then 200 for good.
        h.advance(by: 0.25)
        #expect(h.rect("bar").width == 125)
        #expect(label(h) == ["125"])
        h.advance(by: 0.25)
        #expect(h.rect("bar").width == 150)
        #expect(label(h) == ["150"])
        h.advance(by: 0.6)
        #expect(h.rect("bar").width == 200)
        #expect(label(h) == ["200"])
        #expect(!h.isAnimating)
    }

    /// Without animation the body takes the new value at once.
    @Test func unanimatedChangeAppliesAtOnce() {
        let h = host(Bar())
        tap(h, "snap")
        #expect(h.rect("bar").width == 200)
        #expect(label(h) == ["200"])
        #expect(!h.isAnimating)
    }
}

/// A square that fades with animation, beside a counter changed without animation.
private struct FadeAndCount: View {
    @State var faded = false
    @State var count = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).opacity(faded ? 0 : 1)
            Text("\(count)")
            Button("Fade") { withAnimation(.linear(duration: 1)) { faded = true } }.id("fade")
            Button("Count") { count += 1 }.id("count")
        }
    }
}

@Suite @MainActor struct UninterruptedAnimationTests {
    /// As in SwiftUI, an update made without animation that leaves an animating value as it
    /// is does not interrupt the animation: half-way through the fade, counting leaves the
    /// square at half opacity, and the fade goes on.
    @Test func unrelatedUpdateKeepsTheAnimation() {
        let h = host(FadeAndCount())
        func opacity() -> Double? {
            allNodes(h.renderTree()).first { $0.name.hasPrefix("opacity") }?.opacity
        }
        func tap(_ id: String) {
            let f = h.rect(id)
            h.tap(at: CGPoint(x: f.midX, y: f.midY))
        }
        tap("fade")
        h.advance(by: 0.5)
        #expect(opacity() == 0.5)
        tap("count")
        #expect(h.dump().contains("Text \"1\""))
        #expect(opacity() == 0.5)
        h.advance(by: 0.25)
        #expect(opacity() == 0.25)
        #expect(h.isAnimating)
    }
}
