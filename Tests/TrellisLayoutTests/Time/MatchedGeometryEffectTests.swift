import Foundation
import Testing
@testable import TrellisLayout

/// `matchedGeometryEffect`: a view inserted with the id of a removed one moves from the
/// removed one's frame to its own, its content with it. Two 100 × 10 tabs side by side
/// (x 95…295); under the selected one a bar centred in its tab (40 × 4 under the first,
/// 80 × 4 under the second), moved by a linear one-second animation.
@Suite struct MatchedGeometryEffectTests {
    struct Tabs: View {
        @Namespace private var namespace
        @State private var selected = 0
        let properties: MatchedGeometryProperties
        let matched: Bool

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(0..<2, id: \.self) { i in
                        // A clear fill keeps the tab 100 × 10 whatever it shows.
                        ZStack {
                            Color.clear
                            if selected == i {
                                bar.id("bar\(i)")
                            }
                        }
                        .frame(width: 100, height: 10)
                    }
                }
                Button("next") { withAnimation(.linear(duration: 1)) { selected = 1 - selected } }.id("button")
            }
        }

        @ViewBuilder var bar: some View {
            if matched {
                Color.red.frame(width: selected == 0 ? 40 : 80, height: 4)
                    .matchedGeometryEffect(id: "underline", in: namespace, properties: properties)
            } else {
                Color.red.frame(width: selected == 0 ? 40 : 80, height: 4)
            }
        }
    }

    /// The matched view's frame as drawn now.
    private func matchedFrame<V: View>(_ h: HostingView<V>) throws -> CGRect {
        try #require(h.placedItems(MatchedGeometryItem.self).first).presentationFrame
    }

    private func tapNext<V: View>(_ h: HostingView<V>) {
        let b = h.layoutFrame(of: "button")!
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
    }

    /// The first bar is 40 wide at x 125, the second 80 wide at x 205. Half-way, the new
    /// matched view is half-way in position and size: 60 wide at x 165; its content, which
    /// keeps its own 80-pt size, starts where the view does.
    @Test func theInsertedViewMovesFromTheRemovedOnesFrame() throws {
        let h = host(Tabs(properties: .frame, matched: true))
        let start = try #require(h.layoutFrame(of: "bar0"))
        #expect(start.minX == 125 && start.width == 40)
        tapNext(h)
        expectRect(try #require(h.layoutFrame(of: "bar1")), 205, start.minY, 80, 4)
        h.advance(by: 0.5)
        expectRect(try matchedFrame(h), 165, start.minY, 60, 4)
        let content = try #require(h.placedItems(MatchedGeometryItem.self).first?.children.first)
        expectRect(content.presentationFrame, 165, start.minY, 80, 4)
        h.advance(by: 0.5)
        expectRect(try matchedFrame(h), 205, start.minY, 80, 4)
    }

    /// Matching the position only: the new bar keeps its 80-pt width and moves its centre
    /// from 145 to 245 (half-way: 195, so x 155).
    @Test func matchingThePositionKeepsTheNewSize() throws {
        let h = host(Tabs(properties: .position, matched: true))
        let y = try #require(h.layoutFrame(of: "bar0")).minY
        tapNext(h)
        h.advance(by: 0.5)
        expectRect(try matchedFrame(h), 155, y, 80, 4)
    }

    /// Without the effect the new bar is in place at once (it fades in).
    @Test func withoutTheEffectTheViewIsInPlace() throws {
        let h = host(Tabs(properties: .frame, matched: false))
        let y = try #require(h.layoutFrame(of: "bar0")).minY
        tapNext(h)
        h.advance(by: 0.5)
        expectRect(try #require(h.presentationFrame(of: "bar1")), 205, y, 80, 4)
    }
}
