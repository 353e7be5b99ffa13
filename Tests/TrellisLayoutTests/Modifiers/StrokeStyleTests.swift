import Foundation
import Testing
@testable import TrellisLayout

/// `StrokeStyle`, `stroke(_:style:)`, `stroke(style:)`, `strokeBorder(_:style:)`: the style
/// is carried to the render tree and the dump.
@Suite struct StrokeStyleTests {
    /// The stroke nodes of a render tree, in drawing order.
    func strokes(_ node: RenderNode) -> [(path: Path, width: CGFloat, style: StrokeStyle?)] {
        var out: [(path: Path, width: CGFloat, style: StrokeStyle?)] = []
        if case let .stroke(p, _, w) = node.content { out.append((p, w, node.strokeStyle)) }
        for c in node.children { out += strokes(c) }
        return out
    }

    @Test func defaultsAreSwiftUIs() {
        let s = StrokeStyle()
        #expect(s.lineWidth == 1 && s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.miterLimit == 10 && s.dash.isEmpty && s.dashPhase == 0)
        #expect(s.effectiveDash == nil)
    }

    @Test func dashPatternsAreNormalised() {
        #expect(StrokeStyle(dash: [5]).effectiveDash == [5, 5])
        #expect(StrokeStyle(dash: [4, 2, 1]).effectiveDash == [4, 2, 1, 4, 2, 1])
        #expect(StrokeStyle(dash: [3, 1]).effectiveDash == [3, 1])
        // Invalid patterns draw solid.
        #expect(StrokeStyle(dash: [-1, 2]).effectiveDash == nil)
        #expect(StrokeStyle(dash: [0, 0]).effectiveDash == nil)
        #expect(StrokeStyle(dash: [.nan, 2]).effectiveDash == nil)
    }

    @Test func animatableDataIsWidthMiterLimitAndPhase() {
        var s = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [1], dashPhase: 3)
        #expect(s.animatableData.first == 2 && s.animatableData.second.first == 4 && s.animatableData.second.second == 3)
        s.animatableData = AnimatablePair(6, AnimatablePair(8, 1))
        #expect(s.lineWidth == 6 && s.miterLimit == 8 && s.dashPhase == 1 && s.dash == [1])
    }

    @Test func strokeWithStyleIsCentredOnTheFrameAndCarriesTheStyle() throws {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [6, 2], dashPhase: 1)
        let h = host(Rectangle().stroke(Color.red, style: style).frame(width: 20, height: 10), width: 40, height: 20)
        let s = strokes(h.renderTree())
        try #require(s.count == 1)
        let only = s[0]
        // The frame is centred in 40×20: (10, 5, 20, 10); a centred stroke traces the frame.
        #expect(only.path.boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(only.width == 4)
        #expect(only.style == style)
    }

    @Test func strokeBorderWithStyleInsetsByHalfTheWidth() throws {
        let style = StrokeStyle(lineWidth: 4, dash: [2])
        let h = host(Capsule().strokeBorder(Color.blue, style: style).frame(width: 20, height: 10), width: 40, height: 20)
        let s = strokes(h.renderTree())
        try #require(s.count == 1)
        let only = s[0]
        // (10, 5, 20, 10) inset by 2 on each side.
        #expect(only.path.boundingRect == CGRect(x: 12, y: 7, width: 16, height: 6))
        #expect(only.width == 4 && only.style == style)
    }

    @Test func foregroundStrokesCarryTheStyle() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .square)
        let h = host(Circle().stroke(style: style).frame(width: 10, height: 10).foregroundColor(.green), width: 40, height: 20)
        let tree = h.renderTree()
        let s = strokes(tree)
        #expect(s.count == 1 && s.first?.style == style && s.first?.width == 3)
        let b = host(Circle().strokeBorder(style: style).frame(width: 10, height: 10), width: 40, height: 20)
        // (15, 5, 10, 10) inset by 1.5.
        #expect(strokes(b.renderTree()).first?.path.boundingRect == CGRect(x: 16.5, y: 6.5, width: 7, height: 7))
    }

    @Test func theDumpNamesTheNonDefaultParts() {
        let h = host(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 1])).frame(width: 20, height: 10),
                     width: 40, height: 20)
        #expect(h.dump().contains("Rectangle stroke(red, 2, cap: round, dash: [3, 1])"))
        // A style equal to the default apart from its width dumps like `stroke(_:lineWidth:)`.
        let plain = host(Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2)).frame(width: 20, height: 10), width: 40, height: 20)
        #expect(plain.dump().contains("Rectangle stroke(red, 2)"))
    }
}
