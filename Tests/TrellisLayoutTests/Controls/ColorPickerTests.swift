import Foundation
import Testing
@testable import TrellisLayout

/// `ColorPicker`: the label leading, the 28-pt colour well trailing, in a row like a
/// toggle's.
@Suite struct ColorPickerTests {
    /// The row is the well's 28 pt tall, centred: y = (844 − 28) / 2; the well at the
    /// trailing edge, its colour filling the circle inset 5.
    @Test func theWellIsTrailingAndShowsTheSelection() throws {
        let h = host(ColorPicker("Tint", selection: .constant(Color.red)))
        expectRect(try #require(h.textItem("Tint")).frame, 0, 413.5, 34, 17)
        let circles = h.placedItems(ShapeItem.self).filter { $0.shape is Circle }
        #expect(circles.count == 2)
        let ring = try #require(circles.first), well = try #require(circles.last)
        expectRect(ring.frame, 362, 408, 28, 28)
        expectRect(well.frame, 367, 413, 18, 18)
        #expect(well.resolvedColor == .red)
        #expect(ring.fill.strokeWidth == 3)
    }

    @Test func labelsHiddenLeavesTheWell() throws {
        let h = host(ColorPicker("Tint", selection: .constant(Color.blue)).labelsHidden().id("p"))
        expectRect(h.rect("p"), 181, 408, 28, 28)
        #expect(h.textItem("Tint") == nil)
    }

    @Test func initializersCompileAsInSwiftUI() {
        let b = Binding.constant(Color.green)
        let title = "T"
        let views: [AnyView] = [
            AnyView(ColorPicker("Key", selection: b)),
            AnyView(ColorPicker("Key", selection: b, supportsOpacity: false)),
            AnyView(ColorPicker(title, selection: b)),
            AnyView(ColorPicker(selection: b) { Text("L") }),
        ]
        #expect(views.count == 4)
    }
}
