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
        #expect(MemoryLayout<Color>.size == 37)
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
        #expect(Color.red.opacity(0.3).description == "red.opacity(0.3)")
        #expect(Color.red.opacity(0.123456).description == "red.opacity(0.123)")
    }

    /// A factor that is not a finite number leaves the colour equal to itself, described
    /// by its components (its opacity clamped: NaN is 0).
    @Test func aNonFiniteOpacityFactorDropsTheName() {
        let nan = Color.red.opacity(.nan)
        #expect(nan == nan)
        #expect(nan.opacity == 0)
        #expect(nan.description == "Color(red: 1, green: 0.231, blue: 0.188, opacity: 0)")
        let huge = Color.blue.opacity(.infinity)
        #expect(huge == huge)
        #expect(huge.opacity == 1)
        #expect(huge.description == "Color(red: 0, green: 0.478, blue: 1, opacity: 1)")
        #expect(Set([nan, nan, huge]).count == 2)
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
