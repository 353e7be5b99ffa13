import Foundation
import Testing
@testable import TrellisLayout

/// `Color("name")`: the colour registered under that name in `ColorAssets` (the asset
/// catalog's colour set in SwiftUI), clear when none is.
@Suite(.serialized) struct ColorAssetsTests {
    @Test func aRegisteredNameGivesItsColour() {
        ColorAssets.register("brandBlue", color: Color(red: 0.1, green: 0.2, blue: 0.9))
        defer { ColorAssets.removeAll() }
        let c = Color("brandBlue")
        #expect(c.red == 0.1 && c.green == 0.2 && c.blue == 0.9 && c.opacity == 1)
        #expect(Color("brandBlue", bundle: .main) == c)
        // Re-registering replaces.
        ColorAssets.register("brandBlue", color: .red)
        #expect(Color("brandBlue") == .red)
    }

    @Test func anUnknownNameIsClear() {
        ColorAssets.removeAll()
        let c = Color("nowhere")
        #expect(c.opacity == 0)
        #expect(ColorAssets.color(named: "nowhere") == nil)
    }

    /// A named colour fills as any colour: 20 × 10 of it in a frame.
    @Test func aNamedColourFillsItsFrame() {
        ColorAssets.register("bg", color: .green)
        defer { ColorAssets.removeAll() }
        let h = host(Color("bg").frame(width: 20, height: 10).id("bg"))
        expectRect(h.rect("bg"), 185, 417, 20, 10)
        #expect(Color("bg") == .green)
    }
}
