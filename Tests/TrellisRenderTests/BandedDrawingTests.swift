import Foundation
import Testing
import TrellisLayout
@testable import TrellisRaster
@testable import TrellisRender

/// A screen of text, a gradient header, stroked and clipped shapes, an opacity group, a
/// blend mode, a mask and an image.
private struct Flat: View {
    var body: some View {
        VStack(spacing: 6) {
            LinearGradient(colors: [.orange, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 30)
                .overlay(Text("Header").foregroundColor(.white))
            HStack(spacing: 4) {
                Circle().stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 24, height: 24)
                Color.teal.frame(width: 40, height: 14).clipShape(Capsule())
                Image("banded-test-image").resizable().frame(width: 20, height: 16).rotationEffect(.degrees(20))
            }
            Text("Some wrapping text that runs over more than one line of the screen")
                .frame(width: 110)
            HStack {
                Color.indigo.frame(width: 30, height: 10).mask { Color.black.opacity(0.6) }
                Color.yellow.frame(width: 30, height: 10).blendMode(.multiply)
                Text("Faded").opacity(0.5)
            }
            RadialGradient(colors: [.green, .blue], center: .center, startRadius: 2, endRadius: 20)
                .frame(width: 60, height: 26).clipShape(RoundedRectangle(cornerRadius: 6))
        }
        .frame(width: 120, height: 170)
    }
}

/// The same with shadows, one inside another's layer.
private struct Shadowed: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("Shadowed").shadow(color: .black.opacity(0.4), radius: 2, x: 1, y: 2)
            RoundedRectangle(cornerRadius: 5).fill(.blue).frame(width: 50, height: 30)
                .shadow(color: .black.opacity(0.5), radius: 4, x: 0, y: 3)
            VStack {
                Circle().fill(.orange).frame(width: 20, height: 20).shadow(color: .red, radius: 1.5, x: 0, y: -2)
            }
            .padding(4)
            .background(Color.white)
            .shadow(color: .gray, radius: 3, x: 2, y: 2)
        }
        .frame(width: 120, height: 170)
    }
}

/// The same with a projection (`rotation3DEffect`).
private struct Projected: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("Turned").font(.title)
            Color.purple.frame(width: 60, height: 40).rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
            Text("Below")
        }
        .frame(width: 120, height: 170)
    }
}

@Suite("Drawing in bands")
struct BandedDrawingTests {
    private static func register() {
        let png = PNG.encode(width: 3, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                                         255, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 255])
        ImageAssets.register("banded-test-image", pixelWidth: 3, pixelHeight: 2, pngData: png)
    }

    /// The scene's display list at `scale` (240 × 340 pixels at 2), its serial drawing, and
    /// the renderer.
    private static func drawing<V: View>(_ view: V, scale: Int = 2) -> (PNGRenderer, DisplayList, Canvas) {
        register()
        let h = host(view, width: 120, height: 170, scale: CGFloat(scale))
        let renderer = PNGRenderer(scale: CGFloat(scale), measurer: TestFonts.measurer)
        var images: [String: RasterImage?] = [:]
        let list = renderer.displayList(h.renderTree(), images: &images)
        let serial = Canvas(width: 120 * scale, height: 170 * scale, background: .white)
        list.replay(on: serial)
        return (renderer, list, serial)
    }

    @Test("text, gradients, strokes, clips, layers and images in 1, 2, 3 and 7 bands are the serial bytes")
    func flat() {
        let (renderer, list, serial) = Self.drawing(Flat())
        #expect(list.bandMargin == 0)
        for bands in [1, 2, 3, 7] {
            let banded = renderer.drawn(list, width: 240, height: 340, bands: bands)
            #expect(banded.premultipliedRGBA == serial.premultipliedRGBA, "\(bands) bands")
        }
        // Drawn: a good part of the page is not white.
        let painted = stride(from: 0, to: serial.premultipliedRGBA.count, by: 4).filter { serial.premultipliedRGBA[$0 + 2] != 255 }
        #expect(painted.count > 10_000)
    }

    @Test("shadows, nested too, in 1, 2, 3 and 7 bands are the serial bytes")
    func shadowed() {
        let (renderer, list, serial) = Self.drawing(Shadowed())
        // At scale 2, σ 4, 8, 3 and 6 pixels: blurs reaching 10, 22, 7 and 16 rows, offsets
        // 4, 6, 4 and 4 rows; added up (the circle's shadow is inside the stack's), 73.
        #expect(list.bandMargin == 73)
        for bands in [1, 2, 3, 7] {
            let banded = renderer.drawn(list, width: 240, height: 340, bands: bands)
            #expect(banded.premultipliedRGBA == serial.premultipliedRGBA, "\(bands) bands")
        }
    }

    @Test("a projection draws on one canvas, the serial bytes")
    func projected() {
        let (renderer, list, serial) = Self.drawing(Projected())
        #expect(list.bandMargin == nil)
        for bands in [2, 7] {
            #expect(renderer.drawn(list, width: 240, height: 340, bands: bands).premultipliedRGBA == serial.premultipliedRGBA)
        }
        // The turned square is drawn (purple), narrower than its 120 pixels.
        #expect(serial.rgba(120, 170) != white)
    }

    @Test("the same PNG bytes on every run, with the renderer's own choice of bands, as drawn serially")
    func determinism() throws {
        // At scale 6 (720 × 1,020 pixels) the renderer draws in bands on a machine with cores.
        let (renderer, list, serial) = Self.drawing(Flat(), scale: 6)
        #expect(Canvas.bandCount(width: 720, height: 1020, margin: list.bandMargin!) == (Bands.threads == 1 ? 1 : min(Bands.threads * 4, 15)))
        let h = host(Flat(), width: 120, height: 170, scale: 6)
        let first = try renderer.render(h.renderTree(), size: h.size)
        let second = try renderer.render(host(Flat(), width: 120, height: 170, scale: 6).renderTree(), size: h.size)
        #expect(first == second)
        #expect(first == serial.pngData())
    }
}
