import Foundation
import Testing
@testable import TrellisLayout

private struct Rows: View {
    var count = 20
    var body: some View {
        ScrollView {
            ForEach(0..<count, id: \.self) { i in
                Color.red.frame(width: 100, height: 50).id(i)
            }
        }
        .frame(width: 300, height: 200)
        .id("scroll")
    }
}

@Suite struct ScrollViewTests {
    @Test func verticalScrollViewSizingAndContentPlacement() {
        let h = host(Rows())
        // The frame is 300 × 200 at (45, 322). Content: 20 rows of 50 with 8-pt gaps =
        // 1152 tall, 100 wide, centred across (x 145), starting at the top.
        expectRect(h.rect("scroll"), 45, 322, 300, 200)
        expectRect(h.rect(0), 145, 322, 100, 50)
        expectRect(h.rect(1), 145, 380, 100, 50)
        // Rows out of sight still have frames.
        expectRect(h.rect(19), 145, 322 + 19 * 58, 100, 50)
    }

    @Test func contentIsProposedItsWidthAndNilHeight() {
        let h = host(ScrollView { Color.red.id("fill") }.frame(width: 300, height: 200))
        // Color takes the proposal: 300 wide; nil height → 10 (a shape's default).
        #expect(h.rect("fill").size == CGSize(width: 300, height: 10))
    }

    @Test func scrollingMovesTheContentAndClamps() {
        let h = host(Rows())
        #expect(h.scroll(by: CGSize(width: 0, height: 100)))
        expectRect(h.rect(0), 145, 222, 100, 50)
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 100))
        h.scroll(by: CGSize(width: 0, height: 10_000))
        // Clamped: 1152 − 200 = 952.
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 952))
        expectRect(h.rect(19), 145, 322 + 19 * 58 - 952, 100, 50)
        h.scroll(by: CGSize(width: 0, height: -5000))
        #expect(h.scrollOffset() == .zero)
    }

    @Test func hiddenRowsAreNotTappable() {
        struct V: View {
            @State var taps = 0
            var body: some View {
                ScrollView {
                    Button("top") { taps += 1 }.frame(width: 100, height: 50).id("top")
                    Color.red.frame(width: 100, height: 500)
                }
                .frame(width: 300, height: 200)
            }
        }
        let h = host(V())
        let top = h.rect("top")
        h.scroll(by: CGSize(width: 0, height: 80))
        // The button is now above the scroll view's top edge: clipped, not tappable.
        #expect(!h.tap(at: CGPoint(x: top.midX, y: top.midY)))
    }

    @Test func scrollViewReaderScrollsToAnIdWithAnAnchor() {
        struct V: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("go") { proxy.scrollTo(10, anchor: .top) }.id("go")
                        Button("centre") { proxy.scrollTo(5, anchor: .center) }.id("centre")
                        Button("end") { proxy.scrollTo(19) }.id("end")
                        Rows()
                    }
                }
            }
        }
        let h = host(V())
        let go = h.rect("go")
        h.tap(at: CGPoint(x: go.midX, y: go.midY))
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 580))
        #expect(h.rect(10).minY == h.rect("scroll").minY)
        let centre = h.rect("centre")
        h.tap(at: CGPoint(x: centre.midX, y: centre.midY))
        // Row 5 at 290 in the content; centred: 290 + 25 − 100 = 215.
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 215))
        let end = h.rect("end")
        h.tap(at: CGPoint(x: end.midX, y: end.midY))
        // No anchor: the least scroll that shows row 19 (its bottom at the view's bottom).
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 952))
    }

    @Test func scrollPositionBindsTheFirstVisibleRow() {
        final class Box { var id: Int? }
        struct V: View {
            let box: Box
            @State var position: Int?
            var body: some View {
                VStack {
                    Button("jump") { position = 7 }.id("jump")
                    ScrollView {
                        ForEach(0..<20, id: \.self) { i in Color.red.frame(width: 100, height: 50).id(i) }
                    }
                    .frame(width: 300, height: 200)
                    .scrollPosition(id: $position)
                    .onChange(of: position) { _, new in box.id = new }
                }
            }
        }
        let box = Box()
        let h = host(V(box: box))
        let jump = h.rect("jump")
        h.tap(at: CGPoint(x: jump.midX, y: jump.midY))
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 7 * 58))
        h.scroll(by: CGSize(width: 0, height: 120))
        // 526 scrolled: row 9 (522…572) is the first reaching into view.
        #expect(box.id == 9)
    }
}

@Suite struct LazyContainerTests {
    @Test func threeFlexibleColumnsIn320() {
        let columns = Array(repeating: GridItem(.flexible()), count: 3)
        let h = host(LazyVGrid(columns: columns) {
            ForEach(0..<5, id: \.self) { i in Color.red.frame(height: 20).id(i) }
        }.frame(width: 320))
        // (320 − 2 × 8) / 3 = 101⅓ each, 8 apart; rows of 20, 8 apart.
        let w: CGFloat = 304.0 / 3
        let x0: CGFloat = 35
        let y0 = h.rect(0).minY
        expectRect(h.rect(0), x0, y0, w, 20)
        expectRect(h.rect(1), x0 + w + 8, y0, w, 20)
        expectRect(h.rect(2), x0 + 2 * (w + 8), y0, w, 20)
        expectRect(h.rect(3), x0, y0 + 28, w, 20)
        #expect(abs(h.rect(0).minY - (844 - 48) / 2) < 0.001)
    }

    @Test func fixedAndAdaptiveTracks() {
        let t = GridTracks.resolve([GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], available: 320)
        // 320 − 8 − 100 = 212 for the adaptive slot: n = ⌊(212 + 8) / 58⌋ = 3 columns of
        // (212 − 16) / 3 = 65⅓.
        #expect(t.count == 4)
        #expect(t[0].length == 100)
        #expect(abs(t[1].length - 196.0 / 3) < 1e-9)
        #expect(abs(t[3].length - 196.0 / 3) < 1e-9)
        let clamped = GridTracks.resolve([GridItem(.flexible(minimum: 10, maximum: 40)), GridItem(.flexible())], available: 200)
        #expect(clamped.map(\.length) == [40, 152])
    }

    @Test func lazyVStackFillsTheWidthAndGivesIdealHeights() {
        let h = host(LazyVStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.id("b")
        }.frame(width: 300).id("stack"))
        // The stack is 300 wide; "a" at the leading edge; "b" (a Color) proposed
        // (300, nil) takes 300 × 10.
        expectRect(h.rect("stack"), 45, h.rect("stack").minY, 300, 24)
        expectRect(h.rect("a"), 45, h.rect("stack").minY, 50, 10)
        expectRect(h.rect("b"), 45, h.rect("stack").minY + 14, 300, 10)
    }

    @Test func lazyHGridRows() {
        let h = host(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 40).id(i) }
        }.fixedSize())
        // Two rows of 30 (8 apart): cells go down then across; columns of 40, 10 apart.
        let o = h.rect(0).origin
        expectRect(h.rect(1), o.x, o.y + 38, 40, 30)
        expectRect(h.rect(2), o.x + 50, o.y, 40, 30)
    }
}
