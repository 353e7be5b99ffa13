import Foundation
import Testing
@testable import TrellisLayout

/// `Color`: its components, its description by palette name, and that it is plain data.
@Suite struct ColorTests {
    /// A colour holds no reference (its name is a one-byte code): copying a view that holds
    /// one counts no references. With a `String` name it was not plain data.
    @Test func aColourIsPlainData() {
        #expect(_isPOD(Color.self))
        #expect(_isPOD(ModifiedContent<Color, FixedFrameModifier>.self))
        #expect(MemoryLayout<Color>.size == 41)
    }

    @Test func aPaletteColourDescribesItselfByName() {
        #expect(Color.red.description == "red")
        #expect(Color.red.opacity(0.5).description == "red.opacity(0.5)")
        // Factors applied one after another show as their product.
        #expect(Color.red.opacity(0.5).opacity(0.5).description == "red.opacity(0.25)")
        #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
        #expect(Color.secondary.opacity(0.5).opacity == 0.3)
        #expect(Color.secondary.opacity(0.5).description == "secondary.opacity(0.5)")
        #expect(Color.defaultShadow.description == "Color(.sRGBLinear, white: 0, opacity: 0.33)")
        #expect(Color(.sRGBLinear, white: 0, opacity: 0.33) == Color.defaultShadow)
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "Color(red: 1, green: 0.5, blue: 0, opacity: 1)")
        #expect(Color(red: 1, green: 0.5, blue: 0).opacity(0.5).description == "Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)")
    }

    /// A named colour differs from the same components unnamed, and from itself with
    /// another opacity; the same chain of opacities gives equal colours.
    @Test func equalityFollowsNameAndOpacity() {
        let components = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
        #expect(components.red == Color.red.red && components.green == Color.red.green && components.blue == Color.red.blue)
        #expect(components != Color.red)
        #expect(Color.red.opacity(0.5) == Color.red.opacity(0.5))
        #expect(Color.red.opacity(0.5) != Color.red)
        #expect(Set([Color.red, .red, .blue, .red.opacity(0.5)]).count == 3)
    }
}
