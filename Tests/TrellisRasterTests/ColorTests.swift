import Testing
@testable import TrellisRaster

@Suite struct ColorTests {
    @Test func premultipliedConversion() {
        let c = RasterColor(r: 1, g: 0.5, b: 0, a: 0.5)
        // alpha 127.5 → 128; red 0.5·255 = 127.5 → 128 (capped at alpha); green 0.25·255 = 63.75 → 64.
        #expect(c.premultipliedPixel() == PremultipliedPixel(r: 128, g: 64, b: 0, a: 128))
        #expect(RasterColor.white.premultipliedPixel(coverage: 0.25) == PremultipliedPixel(r: 64, g: 64, b: 64, a: 64))
    }

    @Test func sanitizesComponents() {
        let c = RasterColor(r: .nan, g: 2, b: -1, a: .infinity)
        #expect(c.premultipliedPixel() == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255))
        #expect(RasterColor.unit(-.infinity) == 0)
    }

    @Test func straightConversionRoundTrips() {
        let p = PremultipliedPixel(straightR: 200, g: 100, b: 50, a: 128)
        // round(200·128/255) = round(100.39) = 100; round(100·128/255) = 50; round(50·128/255) = 25.
        #expect(p == PremultipliedPixel(r: 100, g: 50, b: 25, a: 128))
        // round(100·255/128) = round(199.2) = 199.
        #expect(p.straight == (199, 100, 50, 128))
        #expect(PremultipliedPixel(r: 0, g: 0, b: 0, a: 0).straight == (0, 0, 0, 0))
    }

    @Test func div255IsExactRounding() {
        for x in stride(from: 0, through: 255 * 255, by: 7) {
            let expected = Int((Double(x) / 255).rounded(.toNearestOrAwayFromZero))
            #expect(PixelMath.div255(x) == expected)
        }
        #expect(PixelMath.over(128, 255, 128) == 255)  // 128 + round(255·127/255) = 255
        #expect(PixelMath.over(0, 200, 255) == 0)
    }
}
