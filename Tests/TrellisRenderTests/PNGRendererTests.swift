import Foundation
import Testing
import TrellisLayout
import TrellisRaster
import TrellisRender

@Suite("PNG renderer")
struct PNGRendererTests {
    @Test("a 20×10 red frame in a 40×20 window at 1×: exact red inside, white outside, pinned bytes")
    func redFrameAtOneX() throws {
        let h = host(Color.red.frame(width: 20, height: 10))
        let c = canvas(h, scale: 1)
        #expect(c.width == 40 && c.height == 20)
        // The frame is centred: x 10…30, y 5…15.
        #expect(c.rgba(10, 5) == systemRed)
        #expect(c.rgba(20, 10) == systemRed)
        #expect(c.rgba(29, 14) == systemRed)
        #expect(c.rgba(9, 10) == white)
        #expect(c.rgba(30, 10) == white)
        #expect(c.rgba(20, 4) == white)
        #expect(c.rgba(20, 15) == white)
        #expect(c.rgba(0, 0) == white)
        let png = c.pngData()
        #expect(CRC32.checksum(png) == 0x2F2D_EB98)
    }

    @Test("the same frame at 2× is 80×40 pixels with the edges on pixel boundaries")
    func redFrameAtTwoX() throws {
        let h = host(Color.red.frame(width: 20, height: 10), scale: 2)
        let c = canvas(h, scale: 2)
        #expect(c.width == 80 && c.height == 40)
        #expect(c.rgba(20, 10) == systemRed)
        #expect(c.rgba(59, 29) == systemRed)
        #expect(c.rgba(19, 10) == white)
        #expect(c.rgba(60, 29) == white)
        #expect(c.rgba(40, 9) == white)
        #expect(CRC32.checksum(c.pngData()) == 0x83B0_4B27)
    }

    @Test("a frame edge on a half point is anti-aliased at 1× and exact at 2×")
    func halfPointEdge() {
        // 21 points wide in 40: x 9.5…30.5.
        let one = canvas(host(Color.red.frame(width: 21, height: 10)), scale: 1)
        // Half covered: premultiplied source (128, 30, 24, 128) over white.
        #expect(one.rgba(9, 10) == RGBA(255, 157, 151))
        #expect(one.rgba(30, 10) == RGBA(255, 157, 151))
        #expect(one.rgba(10, 10) == systemRed)
        let two = canvas(host(Color.red.frame(width: 21, height: 10), scale: 2), scale: 2)
        #expect(two.rgba(19, 20) == systemRed)
        #expect(two.rgba(18, 20) == white)
        #expect(two.rgba(60, 20) == systemRed)
        #expect(two.rgba(61, 20) == white)
    }

    @Test("a circle fills its centre and leaves its frame's corners white")
    func circle() {
        let c = canvas(host(Circle().fill(Color.blue).frame(width: 20, height: 20), height: 20), scale: 1)
        // Frame x 10…30, y 0…20; centre (20, 10).
        #expect(c.rgba(20, 10) == RGBA(0, 122, 255))
        #expect(c.rgba(19, 9) == RGBA(0, 122, 255))
        #expect(c.rgba(10, 0) == white)
        #expect(c.rgba(29, 0) == white)
        #expect(c.rgba(10, 19) == white)
        #expect(c.rgba(29, 19) == white)
        // The rim at the top centre is partly covered.
        let rim = c.rgba(20, 0)
        #expect(rim.r < 255 && rim.b == 255)
    }

    @Test("opacity 0.5 over white blends to the middle grey; opacity 0 paints nothing")
    func opacity() {
        let half = canvas(host(Color.black.frame(width: 20, height: 10).opacity(0.5)), scale: 1)
        // Layer opacity round(0.5 × 255) = 128: black at 128/255 over white = 127.
        #expect(half.rgba(20, 10) == RGBA(127, 127, 127))
        #expect(half.rgba(5, 10) == white)
        let none = canvas(host(Color.black.frame(width: 20, height: 10).opacity(0)), scale: 1)
        #expect(none.rgba(20, 10) == white)
    }

    @Test("clipped content does not paint outside the clip")
    func clip() {
        // A 40×40 red square overflowing a 20×10 clipped frame (x 10…30, y 5…15).
        let view = Color.red.frame(width: 40, height: 40).frame(width: 20, height: 10).clipped()
        let c = canvas(host(view), scale: 1)
        #expect(c.rgba(20, 10) == systemRed)
        #expect(c.rgba(10, 5) == systemRed)
        for (x, y) in [(20, 2), (20, 17), (5, 10), (35, 10), (0, 0), (39, 19)] {
            #expect(c.rgba(x, y) == white, "pixel (\(x), \(y))")
        }
        // Without the clip the square paints the whole window.
        let unclipped = canvas(host(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 10)), scale: 1)
        #expect(unclipped.rgba(20, 2) == systemRed)
    }

    @Test("text in the test font paints dark pixels inside its frame and none outside")
    func text() throws {
        let h = host(Text("Hello").font(.custom("Trellis Test", size: 20)).id("t"), width: 100, height: 40)
        let frame = try #require(h.layoutFrame(of: "t"))
        let c = canvas(h, scale: 1)
        var inside = 0, outside = 0
        for y in 0..<c.height {
            for x in 0..<c.width {
                let p = c.rgba(x, y)
                let dark = p.r < 128 && p.g < 128 && p.b < 128
                let touched = p != white
                let center = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                if frame.contains(center) {
                    if dark { inside += 1 }
                } else if touched {
                    outside += 1
                }
            }
        }
        #expect(inside > 40)
        #expect(outside == 0)
    }

    @Test("the PNG decodes, is byte-identical across renders, and pngcheck accepts it")
    func pngValidity() throws {
        let view = ZStack {
            Color.yellow
            Circle().fill(Color.green).frame(width: 30, height: 30)
            Text("Hi").font(.custom("Trellis Test", size: 12))
        }
        let h = host(view, width: 60, height: 40, scale: 2)
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let a = try renderer.render(h.renderTree(), size: h.size)
        let b = try renderer.render(h.renderTree(), size: h.size)
        #expect(a == b)
        let decoded = try PNG.decode(a)
        #expect(decoded.width == 120 && decoded.height == 80)
        #expect(decoded.rgba.count == 120 * 80 * 4)
        let pngcheck = "/usr/bin/pngcheck"
        guard FileManager.default.isExecutableFile(atPath: pngcheck) else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(UUID().uuidString).png")
        try a.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pngcheck)
        process.arguments = ["-q", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("images draw their PNG data stretched into the frame, or a grey placeholder")
    func images() {
        // A 2×1 image: left pixel blue, right pixel green.
        let png = PNG.encode(width: 2, height: 1, rgba: [0, 0, 255, 255, 0, 255, 0, 255])
        ImageAssets.register("render-test-pair", pixelWidth: 2, pixelHeight: 1, pngData: png)
        ImageAssets.register("render-test-missing", pixelWidth: 10, pixelHeight: 10)
        let c = canvas(host(Image("render-test-pair").resizable().frame(width: 20, height: 10)), scale: 1)
        #expect(c.rgba(11, 10) == RGBA(0, 0, 255))
        #expect(c.rgba(28, 10) == RGBA(0, 255, 0))
        #expect(c.rgba(5, 10) == white)
        let missing = canvas(host(Image("render-test-missing")), scale: 1)
        #expect(missing.rgba(20, 10) == RGBA(199, 199, 204))
    }
}
