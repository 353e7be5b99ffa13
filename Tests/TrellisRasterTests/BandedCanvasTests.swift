import Foundation
import Testing
@testable import TrellisRaster

/// Drawing in bands: a band's rows come out as the full drawing makes them, so a picture
/// drawn in any number of bands is byte for byte the serial one.
@Suite("Banded drawing")
struct BandedCanvasTests {
    /// A slanted star (even-odd and non-zero differ inside), a circle and a thin diagonal
    /// sliver: edges crossing many rows at fractional positions.
    static func paths() -> [RasterPath] {
        var star = RasterPath()
        let points = (0..<5).map { k -> RasterPoint in
            let a = Double(k) * 4 * Double.pi / 5 + 0.3
            return RasterPoint(x: 31.3 + 27.7 * cos(a), y: 29.9 + 26.1 * sin(a))
        }
        star.move(to: points[0])
        for p in points.dropFirst() { star.addLine(to: p) }
        star.closeSubpath()
        var circle = RasterPath()
        circle.addEllipse(in: RasterRect(x: 3.37, y: 11.6, width: 40.1, height: 37.45))
        var sliver = RasterPath()
        sliver.move(to: RasterPoint(x: -3.2, y: 0.4))
        sliver.addLine(to: RasterPoint(x: 61.9, y: 58.7))
        sliver.addLine(to: RasterPoint(x: 60.1, y: 59.3))
        sliver.closeSubpath()
        return [star, circle, sliver]
    }

    @Test("the coverage of kept rows equals the full mask's rows, bit for bit")
    func rasterizerRows() {
        for path in Self.paths() {
            for rule in [FillRule.nonZero, .evenOdd] {
                let full = Rasterizer.rasterize(path, width: 60, height: 60, rule: rule)
                #expect(full.totalCoverage > 50)
                for rows in [0..<1, 0..<17, 5..<23, 17..<60, 29..<30, 55..<80, -4..<3] {
                    let part = Rasterizer.rasterize(path, width: 60, height: 60, rule: rule, scratch: Rasterizer.Scratch(), rows: rows)
                    let top = max(rows.lowerBound, full.originY), bottom = min(rows.upperBound, full.originY + full.height)
                    guard bottom > top else {
                        #expect(part == .empty, "rows \(rows)")
                        continue
                    }
                    let kept = top..<bottom
                    #expect(part.originX == full.originX && part.width == full.width)
                    #expect(part.originY == kept.lowerBound && part.height == kept.count)
                    let expected = Array(full.values[((kept.lowerBound - full.originY) * full.width)..<((kept.upperBound - full.originY) * full.width)])
                    #expect(part.values == expected, "rows \(rows), rule \(rule)")
                }
            }
        }
    }

    @Test("rows outside the path's box give an empty mask")
    func rasterizerRowsOutside() {
        var p = RasterPath()
        p.addRect(RasterRect(x: 2, y: 10, width: 5, height: 5))
        let part = Rasterizer.rasterize(p, width: 20, height: 20, rule: .nonZero, scratch: nil, rows: 15..<20)
        #expect(part == .empty)
        let edge = Rasterizer.rasterize(p, width: 20, height: 20, rule: .nonZero, scratch: nil, rows: 14..<20)
        #expect(edge.originY == 14 && edge.height == 1 && edge.totalCoverage == 5)
    }

    /// A 3 × 2 image: opaque red, green, blue over half-transparent white, clear, black.
    static let image = RasterImage(width: 3, height: 2, straightRGBA: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
        255, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 255,
    ])

    static let shadow = RasterShadow(color: RasterColor(r: 0, g: 0, b: 0.4, a: 0.7), sigma: 3.2, dx: 2, dy: 5)

    /// Everything a canvas draws: fills of both rules, strokes (dashed, round), a gradient
    /// through a shader, a clip, an opacity layer, a blend-mode layer, a masked layer, an
    /// image under a rotation, and a shadow (of reach `shadowMargin`).
    static func scene(_ c: Canvas) {
        let paths = Self.paths()
        c.fill(paths[0], color: RasterColor(r: 0.9, g: 0.2, b: 0.1, a: 1), rule: .evenOdd)
        c.stroke(paths[1], color: RasterColor(r: 0.1, g: 0.3, b: 0.8, a: 0.8),
                 style: StrokeStyle(lineWidth: 3.5, lineCap: .round, lineJoin: .round, dash: [7, 3], dashPhase: 1.5))
        c.fill(paths[2], rule: .nonZero, transform: RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 3)) { x, y in
            RasterColor(r: x / 64, g: y / 64, b: 0.5, a: 0.5 + y / 200)
        }
        c.pushClip(path: paths[1], rule: .nonZero)
        c.beginLayer(opacity: 0.6)
        c.fill(RasterRect(x: 0, y: 20.5, width: 64, height: 9.3), color: RasterColor(r: 0, g: 0.7, b: 0.2, a: 1))
        c.endLayer()
        c.popClip()
        c.beginLayer()
        c.fill(RasterRect(x: 10, y: 5, width: 30, height: 50), color: RasterColor(r: 0.2, g: 0.9, b: 0.9, a: 0.9))
        c.endLayer(blendMode: .multiply)
        c.beginLayer()
        c.fill(paths[1], color: RasterColor(r: 1, g: 0.8, b: 0, a: 1))
        c.beginLayer()
        c.fill(RasterRect(x: 0, y: 0, width: 64, height: 33.3), color: RasterColor(r: 0, g: 0, b: 0, a: 0.5))
        c.endMaskedLayer()
        c.drawImage(Self.image, in: RasterRect(x: 0, y: 0, width: 15, height: 10),
                    transform: RasterTransform(a: 0.94, b: 0.34, c: -0.34, d: 0.94, tx: 36, ty: 38), opacity: 0.9)
        c.beginLayer(opacity: 0.9)
        c.fill(RasterRect(x: 40.5, y: 8.2, width: 12, height: 9), color: RasterColor(r: 0.5, g: 0.1, b: 0.6, a: 1))
        c.endLayer(shadow: Self.shadow)
    }

    /// The rows the shadow's blur and offset reach: its three boxes' half widths and dy.
    static let shadowMargin = RasterShadow.boxWidths(sigma: shadow.sigma).reduce(0) { $0 + ($1 - 1) / 2 } + 5

    @Test("1, 2, 3 and 7 bands give the serial drawing's bytes", arguments: [1, 2, 3, 7])
    func bandsEqualSerial(bands: Int) {
        let serial = Canvas(width: 64, height: 64, background: RasterColor(r: 1, g: 1, b: 0.95, a: 1))
        Self.scene(serial)
        let banded = Canvas.drawnInBands(width: 64, height: 64, background: RasterColor(r: 1, g: 1, b: 0.95, a: 1),
                                         bands: bands, margin: Self.shadowMargin, Self.scene)
        #expect(banded.width == 64 && banded.height == 64 && banded.rows == 0..<64)
        #expect(banded.premultipliedRGBA == serial.premultipliedRGBA)
        // The scene is drawn: the shadow below the purple square, the background far off.
        #expect(serial.pixel(x: 63, y: 0) == (255, 255, 242, 255))
        #expect(serial.pixel(x: 47, y: 12) != serial.pixel(x: 47, y: 30))
    }

    @Test("a band drawn without the shadow's margin differs from the serial drawing")
    func marginIsNeeded() {
        let serial = Canvas(width: 64, height: 64)
        Self.scene(serial)
        // Bands of 9 or 10 rows: the shadow (rows 8 to 28 and more) crosses band edges.
        let banded = Canvas.drawnInBands(width: 64, height: 64, bands: 7, margin: 0, Self.scene)
        #expect(banded.premultipliedRGBA != serial.premultipliedRGBA)
    }

    @Test("a band's canvas holds only its rows and the margin")
    func bandRows() {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var rows: [Range<Int>] = []
        }
        let seen = Seen()
        _ = Canvas.drawnInBands(width: 10, height: 30, bands: 3, margin: 2) { c in
            seen.lock.lock(); seen.rows.append(c.rows); seen.lock.unlock()
        }
        #expect(seen.rows.sorted { $0.lowerBound < $1.lowerBound } == [0..<12, 8..<22, 18..<30])
    }

    @Test("bands: one for a small picture, never so many that margins double a band")
    func bandCount() {
        #expect(Canvas.bandCount(width: 64, height: 64, margin: 0) == 1)
        // Four bands a core, at most 32: 1 with one thread.
        let large = Canvas.bandCount(width: 1170, height: 2532, margin: 0)
        #expect(large == (Bands.threads == 1 ? 1 : min(Bands.threads * 4, 32)))
        // Bands of at least 64 rows.
        #expect(Canvas.bandCount(width: 4000, height: 300, margin: 0) == (Bands.threads == 1 ? 1 : min(Bands.threads * 4, 4)))
        #expect(Canvas.bandCount(width: 1170, height: 2532, margin: 2532) == 1)
    }
}
