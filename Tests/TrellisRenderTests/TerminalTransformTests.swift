import Foundation
import Testing
import TrellisLayout
@testable import TrellisRender

/// Transforms and projections in the terminal renderer (5 × 10-point cells): what they act
/// on is drawn where the other renderers draw it, over the bounding box of its mapped
/// corners.
@Suite("Terminal renderer: transforms and projections")
struct TerminalTransformTests {
    /// The rows of `view` hosted at `width` × `height` points.
    static func rows<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> [String] {
        let h = host(view, width: width, height: height)
        return TerminalRenderer().render(h.renderTree(), size: h.size)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The columns of row `r` that hold something, as a closed range (nil: none).
    static func span(_ rows: [String], _ r: Int) -> ClosedRange<Int>? {
        guard r < rows.count else { return nil }
        let cells = Array(rows[r])
        guard let first = cells.firstIndex(where: { $0 != " " }), let last = cells.lastIndex(where: { $0 != " " }) else { return nil }
        return first...last
    }

    /// The rows that hold something.
    static func filledRows(_ rows: [String]) -> [Int] {
        rows.indices.filter { span(rows, $0) != nil }
    }

    @Test("rotation3DEffect: a square turned 60° about the y axis is drawn as its projection")
    func projectedSquare() {
        // Unturned, the 100-point square centred in the page covers columns 10…29 and rows
        // 5…14 (cells whose centres are inside x 50…150, y 50…150).
        let flat = Self.rows(Color.red.frame(width: 100, height: 100))
        #expect(Self.filledRows(flat) == Array(5...14))
        #expect(Self.span(flat, 5) == 10...29)
        // Turned (ProjectionRenderTests): corners at (55.9, 11.8), (117.4, 65.1),
        // (117.4, 134.9), (55.9, 188.2): the box over x 55.9…117.4 and y 11.8…188.2 covers
        // columns 11…22 and rows 1…18, drawn with round corners (not a rectangle any more).
        let turned = Self.rows(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        #expect(Self.filledRows(turned) == Array(1...18))
        #expect(Self.span(turned, 1) == 11...22)
        #expect(Self.span(turned, 10) == 11...22)
        #expect(Array(turned[1])[11] == "╭")
        #expect(Array(turned[18])[22] == "╯")
    }

    @Test("rotation3DEffect: a view turned edge-on draws nothing")
    func edgeOn() {
        // Turned 90° about the y axis, the square maps to the line x = 100 (y 0…200): a
        // line shows nothing, as in the PNG.
        let rows = Self.rows(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
        #expect(Self.filledRows(rows).isEmpty)
    }

    @Test("rotationEffect: a bar turned a quarter stands upright")
    func quarterTurn() {
        // 100 × 20 centred: x 50…150, y 90…110 → columns 10…29, rows 9…10. Turned 90°
        // about its centre: x 90…110, y 50…150 → columns 18…21, rows 5…14.
        let flat = Self.rows(Color.red.frame(width: 100, height: 20))
        #expect(Self.filledRows(flat) == [9, 10])
        #expect(Self.span(flat, 9) == 10...29)
        let turned = Self.rows(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)))
        #expect(Self.filledRows(turned) == Array(5...14))
        #expect(Self.span(turned, 5) == 18...21)
    }

    @Test("scaleEffect: text is written from its scaled origin, and a clip follows the transform")
    func scaledTextAndClip() {
        // "Hi" at the top leading corner, scaled 4× from the page's centre (100, 100): its
        // origin x 0 moves to 100 − 4 × 100 = −300, off the page, so nothing is written;
        // scaled from the top leading corner it stays in column 0.
        let text = Text("Hi").frame(width: 200, height: 200, alignment: .topLeading)
        #expect(Self.filledRows(Self.rows(text.scaleEffect(4))).isEmpty)
        let kept = Self.rows(text.scaleEffect(4, anchor: .topLeading))
        #expect(kept.contains { $0.hasPrefix("Hi") })
        // A clipped 40-point square scaled 2× about the centre: its clip (x 80…120) grows
        // with it to x 60…140, columns 12…27.
        let clipped = Self.rows(Color.red.frame(width: 40, height: 40).clipped().scaleEffect(2))
        #expect(Self.span(clipped, 10) == 12...27)
    }
}
