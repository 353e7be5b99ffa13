import Testing
@testable import TrellisRaster

@Suite struct ColorTests {
    @Test func premultipliedConversion() {
        let c = RasterColor(r: 1, g: 0.5, b: 0, a: 0.5)
        // alpha 127.5 → 128; red 0.5·255 = 127.5 → 128 (capped at alpha); green 0.25·255 = 63.75 → 64.
        #expect(c.premultipliedPixel() == PremultipliedPixel(r: 128, g: 64, b: 0, a: 128))
        #expect(RasterColor.white.premultipliedPixel(coverage: 0.25) == PremultipliedPixel(r: 64, g: 64, b: 64, a: 64))
    }

    /// `to8` rounds half away from zero like `rounded()`: at every half step, one ulp
    /// either side of it, and across the range.
    @Test func to8RoundsLikeRounded() {
        func reference(_ v: Double) -> UInt8 { UInt8((RasterColor.unit(v) * 255).rounded()) }
        var values: [Double] = [0, 1, -0.0, .nan, .infinity, -.infinity, 2, -1, 0.5 / 255, 254.5 / 255]
        for k in 0...510 {
            let half = Double(k) / 2 / 255
            values += [half, half.nextUp, half.nextDown]
        }
        for k in 0..<10_000 { values.append(Double(k) / 9_999) }
        var mismatches = 0
        for v in values where RasterColor.to8(v) != reference(v) { mismatches += 1 }
        #expect(mismatches == 0)
        #expect(RasterColor.to8(127.5 / 255) == 128 && RasterColor.to8(0.5 / 255) == 1 && RasterColor.to8(1) == 255)
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
