import Foundation
import Testing
@testable import TrellisRaster

@Suite struct PNGTests {
    /// 3×2: red, green, blue / white at 50 % alpha, opaque black, fully transparent.
    static let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                  255, 255, 255, 128, 0, 0, 0, 255, 0, 0, 0, 0]

    static func be32(_ b: [UInt8], _ p: Int) -> UInt32 {
        UInt32(b[p]) << 24 | UInt32(b[p + 1]) << 16 | UInt32(b[p + 2]) << 8 | UInt32(b[p + 3])
    }

    @Test func structureOfAKnownImage() throws {
        let png = [UInt8](PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels))
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(png[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        #expect(PNGTests.be32(png, 29) == 0x9D74_661A)  // CRC of this IHDR (Python zlib.crc32)
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        // Walk every chunk and verify its CRC.
        var p = 8
        var types: [String] = []
        while p < png.count {
            let n = Int(PNGTests.be32(png, p))
            let typeAndBody = Array(png[(p + 4)..<(p + 8 + n)])
            #expect(CRC32.checksum(typeAndBody) == PNGTests.be32(png, p + 8 + n))
            types.append(String(decoding: typeAndBody[0..<4], as: UTF8.self))
            p += 12 + n
        }
        #expect(p == png.count)
        #expect(types == ["IHDR", "IDAT", "IEND"])
        // The IDAT zlib stream inflates to 2 scanlines of 1 + 12 bytes.
        let idatLength = Int(PNGTests.be32(png, 33))
        let raw = try Inflate.zlibDecompress(Array(png[41..<(41 + idatLength)]))
        #expect(raw.count == 26)
        #expect([raw[0], raw[13]] == [0, 0])  // filters chosen by the minimum-sum heuristic
    }

    @Test func filterHeuristicIsPinned() {
        // Row 0: None and Sub both score 6 (|Int8| sums) → the tie picks None.
        // Row 1: None and Up both score 132 → None.
        let filtered = PNG.filterRows(PNGTests.pixels, rowBytes: 12, height: 2)
        #expect(filtered.count == 26)
        #expect([filtered[0], filtered[13]] == [0, 0])
        // A smooth gradient row prefers Sub: bytes 10, 20, 30, ... differ by 10.
        let gradient = (0..<16).map { UInt8($0 * 10) }
        #expect(PNG.filterRows(gradient, rowBytes: 16, height: 1)[0] == 1)
    }

    /// The one-pass filter choice with its shortcuts gives the bytes of the byte-by-byte
    /// reference (every filter written out and scored) on rows that take every path: zero
    /// rows, repeated rows, flat areas with edges, noise, and a first row.
    @Test func fastFilterMatchesTheReference() {
        var seed: UInt32 = 12345
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
        let w = 37, h = 24
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                switch y % 6 {
                case 0: break  // zero row
                case 1: for k in 0..<4 { px[i + k] = x < 20 ? 255 : 200 }  // flat with an edge
                case 2: for k in 0..<4 { px[i + k] = px[i - w * 4 + k] }  // repeats the row above
                case 3: for k in 0..<4 { px[i + k] = x % 9 == 4 ? next() : 255 }  // sparse marks
                case 4: for k in 0..<4 { px[i + k] = next() }  // noise
                default: for k in 0..<4 { px[i + k] = UInt8(truncatingIfNeeded: x * 7 + y * 3 + k * 50) }  // ramp
                }
            }
        }
        let fast = PNG.filterRows(px, rowBytes: w * 4, height: h)
        #expect(fast == PNG.filterRowsBytewise(px, rowBytes: w * 4, height: h))
        // In bands at once (each band's first row reads the row above it): the same bytes.
        for bands in [2, 3, 5] { #expect(PNG.filterRows(px, rowBytes: w * 4, height: h, bands: bands) == fast) }
        #expect(Set((0..<h).map { fast[$0 * (w * 4 + 1)] }).count >= 4)  // several filters chosen
        // The first row alone (no row above), noisy and flat.
        let first = Array(px[(4 * w * 4)..<(5 * w * 4)])
        #expect(PNG.filterRows(first, rowBytes: w * 4, height: 1) == PNG.filterRowsBytewise(first, rowBytes: w * 4, height: 1))
        let flat = Array(px[(1 * w * 4)..<(2 * w * 4)])
        #expect(PNG.filterRows(flat, rowBytes: w * 4, height: 1) == PNG.filterRowsBytewise(flat, rowBytes: w * 4, height: 1))
    }

    /// Rows of an animation frame's changed rectangle: transparent black with a few bands
    /// of colour that move from row to row, under zero rows and under each other (the
    /// runs of zero pixels with zero above that the choice passes over at once, of odd and
    /// even lengths, at the start and the end of rows). The reference's bytes.
    @Test func zeroRunsMatchTheReference() {
        let w = 61, h = 20
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h where y % 5 != 0 {
            for (start, length) in [(0, 1 + y % 3), (10 + y, 4), (w - 1 - y % 4, 1 + y % 4)] {
                for x in start..<min(w, start + length) {
                    let i = (y * w + x) * 4
                    px[i] = UInt8(30 * (x % 7)); px[i + 1] = 200; px[i + 2] = UInt8(y * 9); px[i + 3] = 255
                }
            }
        }
        let fast = PNG.filterRows(px, rowBytes: w * 4, height: h)
        #expect(fast == PNG.filterRowsBytewise(px, rowBytes: w * 4, height: h))
        #expect(Set((0..<h).map { fast[$0 * (w * 4 + 1)] }).count >= 2)
    }

    /// A canvas of more than a megabyte is unpremultiplied in bands on the cores: the bytes
    /// are those of `RasterImage`'s one-thread conversion, and its PNG decodes to them.
    @Test func largeCanvasStraightBytesMatchTheImage() throws {
        let canvas = Canvas(width: 700, height: 420, background: RasterColor(r: 0.2, g: 0.5, b: 0.7, a: 0.6))
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: 30, y: 20, width: 600, height: 380))
        canvas.fill(p, color: RasterColor(r: 1, g: 0.3, b: 0, a: 0.5))
        canvas.fill(TestSupport.rectPath(100, 100, 500, 140), color: .black)
        let reference = RasterImage(width: 700, height: 420, premultipliedRGBA: canvas.premultipliedRGBA).straightRGBA
        #expect(Canvas.straight(canvas.premultipliedRGBA) == reference)
        #expect(try PNG.decode(canvas.pngData()).rgba == reference)
        #expect(canvas.pngData() == canvas.pngData())
    }

    @Test func decodesItsOwnOutput() throws {
        let png = PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels)
        let decoded = try PNG.decode(png)
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.rgba == PNGTests.pixels)
        let image = try RasterImage(pngData: png)
        #expect(image.pixel(x: 0, y: 1) == PremultipliedPixel(r: 128, g: 128, b: 128, a: 128))
    }

    @Test func canvasRoundTripThroughPNG() throws {
        let canvas = Canvas(width: 40, height: 30, background: .white)
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: 4, y: 3, width: 30, height: 20))
        canvas.fill(p, color: RasterColor(r: 0.2, g: 0.4, b: 0.8, a: 0.75))
        canvas.stroke(p, color: .black, lineWidth: 1.5)
        let decoded = try PNG.decode(canvas.pngData())
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(decoded.rgba == canvas.rgbaBytes)
    }

    @Test func decoderRejectsBadInput() {
        #expect(throws: PNGError.invalidSignature) { try PNG.decode(Data([1, 2, 3])) }
        var png = [UInt8](PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels))
        png[20] ^= 1  // corrupt IHDR body
        #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNG.decode(Data(png)) }
        let good = [UInt8](PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels))
        #expect(throws: PNGError.truncated) { try PNG.decode(Data(good.prefix(good.count - 12))) }
    }

    @Test func decodesRGBAndPaletteImages() throws {
        // Hand-built RGB 2×1 image (filter 0) and palette 2×1 image with tRNS.
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            PNG.appendChunk(&out, type, body)
            return out
        }
        var rgb = PNG.signature
        rgb += chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        rgb += chunk("IDAT", Deflate.zlibCompress([0, 10, 20, 30, 40, 50, 60]))
        rgb += chunk("IEND", [])
        let a = try PNG.decode(Data(rgb))
        #expect(a.rgba == [10, 20, 30, 255, 40, 50, 60, 255])

        var pal = PNG.signature
        pal += chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 3, 0, 0, 0])
        pal += chunk("PLTE", [255, 0, 0, 0, 0, 255])
        pal += chunk("tRNS", [7])
        pal += chunk("IDAT", Deflate.zlibCompress([0, 0, 1]))
        pal += chunk("IEND", [])
        let b = try PNG.decode(Data(pal))
        #expect(b.rgba == [255, 0, 0, 7, 0, 0, 255, 255])
    }

    @Test(.enabled(if: TestSupport.python3 != nil))
    func pythonDecodesTheScanlines() throws {
        let python = try #require(TestSupport.python3)
        let file = try TestSupport.temporaryFile([UInt8](PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels)),
                                                 suffix: ".png")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let script = """
        import sys, zlib, struct
        d = open(sys.argv[1], 'rb').read()
        assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        p = 8; idat = b''; w = h = 0
        while p < len(d):
            n, = struct.unpack('>I', d[p:p+4]); t = d[p+4:p+8]; body = d[p+8:p+8+n]
            crc, = struct.unpack('>I', d[p+8+n:p+12+n])
            assert zlib.crc32(t + body) & 0xffffffff == crc
            if t == b'IHDR': w, h = struct.unpack('>II', body[:8])
            if t == b'IDAT': idat += body
            p += 12 + n
        raw = zlib.decompress(idat)
        assert len(raw) == h * (w * 4 + 1)
        stride = w * 4; out = bytearray(); prev = bytearray(stride)
        for y in range(h):
            f = raw[y * (stride + 1)]; line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - 4] if i >= 4 else 0; b = prev[i]; c = prev[i - 4] if i >= 4 else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + ((a + b) >> 1)) & 255
                elif f == 4:
                    q = a + b - c; pa = abs(q - a); pb = abs(q - b); pc = abs(q - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
            out += line; prev = line
        print(w, h, out.hex())
        """
        let (status, out, err) = try TestSupport.run(python, ["-c", script, file])
        #expect(status == 0, "\(err)")
        let hex = PNGTests.pixels.map { String(format: "%02x", $0) }.joined()
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines) == "3 2 \(hex)")
    }

    @Test(.enabled(if: TestSupport.pngcheck != nil))
    func pngcheckAcceptsOurFiles() throws {
        let pngcheck = try #require(TestSupport.pngcheck)
        let canvas = Canvas(width: 300, height: 200, background: .white)
        var p = RasterPath()
        p.addRoundedRect(in: RasterRect(x: 20, y: 20, width: 260, height: 160), cornerRadius: 30, style: .continuous)
        canvas.fill(p, color: RasterColor(r: 0.9, g: 0.3, b: 0.1, a: 0.8))
        for data in [PNG.encode(width: 3, height: 2, rgba: PNGTests.pixels), canvas.pngData(), Canvas(width: 0, height: 0).pngData()] {
            let file = try TestSupport.temporaryFile([UInt8](data), suffix: ".png")
            defer { try? FileManager.default.removeItem(atPath: file) }
            let (status, out, _) = try TestSupport.run(pngcheck, [file])
            #expect(status == 0, "\(out)")
            #expect(out.hasPrefix("OK: "))
        }
    }
}
