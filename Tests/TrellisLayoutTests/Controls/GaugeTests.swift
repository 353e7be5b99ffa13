import Foundation
import Testing
@testable import TrellisLayout

/// `Gauge` in its styles, in a 390×844 window with the test measurer (17-pt body, 12-pt
/// caption: 0.5 × size per character).
@Suite struct GaugeTests {
    private func shape<S: Shape>(_ type: S.Type, in h: HostingView<some View>) -> ShapeItem? {
        h.placedItems(ShapeItem.self).first { $0.shape is S }
    }

    /// `.automatic` is `.linearCapacity`: the 34×17 label, 4 below it the 6-pt bar the
    /// window's width, centred: y = (844 − 27) / 2. A quarter of it is filled.
    @Test func automaticIsALinearCapacityBar() throws {
        let h = host(Gauge(value: 0.25) { Text("Fuel") })
        expectRect(try #require(h.textItem("Fuel")).frame, 0, 408.5, 34, 17)
        let fill = try #require(shape(GaugeLinearFill.self, in: h))
        expectRect(fill.frame, 0, 429.5, 390, 6)
        expectRect(fill.drawnPath(in: fill.frame).boundingRect, 0, 429.5, 97.5, 6)
        #expect(fill.resolvedColor == .accentColor)
        let track = try #require(shape(Capsule.self, in: h))
        #expect(track.frame == fill.frame && track.resolvedColor == .systemFill)
    }

    /// Bounds labels either side of the bar (8 apart), the current value under it, all
    /// in the caption font: the bar is 390 − 6 − 12 − 16 = 356 wide, half filled.
    @Test func boundsAndCurrentValueLabels() throws {
        let h = host(Gauge(value: 5, in: 0...10) { Text("Fuel") } currentValueLabel: { Text("5") }
                     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") })
        // 17 + 4 + 12 + 4 + 12 = 49 tall: y = 397.5.
        expectRect(try #require(h.textItem("Fuel")).frame, 0, 397.5, 34, 17)
        expectRect(try #require(h.textItem("0")).frame, 0, 418.5, 6, 12)
        expectRect(try #require(h.textItem("10")).frame, 378, 418.5, 12, 12)
        expectRect(try #require(h.textItem("5")).frame, 0, 434.5, 6, 12)
        let fill = try #require(shape(GaugeLinearFill.self, in: h))
        expectRect(fill.frame, 14, 421.5, 356, 6)
        expectRect(fill.drawnPath(in: fill.frame).boundingRect, 14, 421.5, 178, 6)
    }

    /// Marked-value labels are given to no style on iOS (`GaugeStyleConfiguration` has no
    /// property for them): the gauge lays out as the same gauge without them, and the
    /// labels make no item.
    @Test func markedValueLabelsAreNotDrawn() throws {
        let h = host(Gauge(value: 5, in: 0...10) { Text("Fuel") } currentValueLabel: { Text("5") }
                     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                     markedValueLabels: { Text("Half").tag(5.0) })
        expectRect(try #require(h.textItem("Fuel")).frame, 0, 397.5, 34, 17)
        expectRect(try #require(h.textItem("10")).frame, 378, 418.5, 12, 12)
        #expect(h.textItem("Half") == nil)
        let short = host(Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50%") }
                         markedValueLabels: { Text("Half").tag(0.5) })
        expectRect(try #require(short.textItem("Fuel")).frame, 0, 400.5, 34, 17)
        #expect(short.textItem("Half") == nil)
    }

    @Test func valuesOutsideTheRangeAreClamped() {
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 15, lower: 0, upper: 10) == 1)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: -3, lower: 0, upper: 10) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: .nan, lower: 0, upper: 10) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 4, lower: 4, upper: 4) == 0)
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: 2.5, lower: 0, upper: 10) == 0.25)
    }

    /// `.accessoryLinear`: a 4-pt track with an 8-pt dot at the value.
    @Test func accessoryLinearMarksTheValue() throws {
        let h = host(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryLinear))
        let dot = try #require(shape(GaugeLinearDot.self, in: h))
        // 17 + 4 + 4 = 25 tall: y = 409.5; the track from 430.5 to 434.5.
        expectRect(dot.frame, 0, 430.5, 390, 4)
        expectRect(dot.drawnPath(in: dot.frame).boundingRect, 191, 428.5, 8, 8)
        #expect(h.placedItems(ShapeItem.self).contains { $0.shape is GaugeLinearFill } == false)
        // `.accessoryLinearCapacity`: the 4-pt track filled.
        let capacity = host(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryLinearCapacity))
        let fill = try #require(shape(GaugeLinearFill.self, in: capacity))
        expectRect(fill.drawnPath(in: fill.frame).boundingRect, 0, 430.5, 195, 4)
    }

    /// `.accessoryCircularCapacity`: 58×58 centred at (195, 422); the ring's middle
    /// circle has radius 26, and half the value ends at the bottom.
    @Test func accessoryCircularCapacityFillsClockwiseFromTheTop() throws {
        let h = host(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity))
        let arc = try #require(shape(GaugeArc.self, in: h))
        expectRect(arc.frame, 166, 393, 58, 58)
        let path = arc.drawnPath(in: arc.frame)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 195) < 0.01 && abs(end.y - 448) < 0.01)
        // The current-value label is centred; the label is not shown.
        expectRect(try #require(h.textItem("50")).frame, 186.5, 413.5, 17, 17)
        #expect(h.textItem("A") == nil)
    }

    /// `.accessoryCircular`: the dot at the value's angle, 135° + 270° × value (the top
    /// for half); the bounds labels at the open bottom.
    @Test func accessoryCircularPutsTheDotAtTheValue() throws {
        let h = host(Gauge(value: 0.5) { Text("A") } currentValueLabel: { Text("5") }
                     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }.gaugeStyle(.accessoryCircular))
        let dot = try #require(shape(GaugeRingDot.self, in: h))
        let r = dot.drawnPath(in: dot.frame).boundingRect
        #expect(abs(r.midX - 195) < 0.001 && abs(r.midY - 396) < 0.001 && abs(r.width - 6) < 0.001)
        // caption2 (11 pt) labels at the bottom corners of the 58-pt square.
        expectRect(try #require(h.textItem("0")).frame, 166, 440, 5.5, 11)
        expectRect(try #require(h.textItem("9")).frame, 218.5, 440, 5.5, 11)
    }
}
