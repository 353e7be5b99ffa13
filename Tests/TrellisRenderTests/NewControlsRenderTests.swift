import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

/// `Gauge`, `ColorPicker` and `DatePicker` as drawn in PNG: the tint where the value is,
/// the grey track past it, the selected colour in the well, the grey value background.
@Suite("New controls drawn")
struct NewControlsRenderTests {
    /// A 100-wide gauge bar (6 tall) at a quarter: tint up to x = 25, the system fill
    /// (120/120/128 at 20 % over white) after it.
    @Test("a gauge's bar is tinted up to its value")
    func gauge() {
        let c = canvas(host(Gauge(value: 0.25) { EmptyView() }.frame(width: 100), width: 100, height: 40), scale: 1)
        // The bar's rows: the label is empty, so the 6-point bar is centred at y = 20.
        #expect(c.rgba(10, 20) == RGBA(0, 122, 255))
        #expect(c.rgba(60, 20) == RGBA(228, 228, 230))
        #expect(c.rgba(60, 10) == white)
    }

    @Test("a colour picker's well shows the selection inside the hue ring")
    func colorWell() {
        let c = canvas(host(ColorPicker("", selection: .constant(Color(red: 0, green: 0.5, blue: 0))).labelsHidden(),
                            width: 40, height: 40), scale: 1)
        // The well's centre is (20, 20); its colour fills the 18-point circle inside.
        #expect(c.rgba(20, 20) == RGBA(0, 128, 0))
        // The ring, 3 points wide at the well's edge (x 6…9 on the centre row), is coloured.
        let ring = c.rgba(7, 20)
        #expect(ring != white && ring != RGBA(0, 128, 0))
    }

    @Test("a compact date picker's values sit on grey")
    func compactDate() {
        let date = Date(timeIntervalSince1970: 1_717_427_040)
        let c = canvas(host(DatePicker("", selection: .constant(date), displayedComponents: .date).labelsHidden(),
                            width: 200, height: 60), scale: 1)
        // tertiarySystemFill (118/118/128 at 12 %) over white, at the value's left inset.
        #expect(c.rgba(50, 22) == RGBA(238, 238, 239))
    }
}
