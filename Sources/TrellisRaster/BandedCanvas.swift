import Foundation

/// A canvas of one band, filled in by its own thread (each band's box is written by that
/// band alone).
private final class BandBox {
    var canvas: Canvas?
}

extension Canvas {
    /// The number of bands ``drawnInBands(width:height:background:bands:margin:_:)`` is
    /// worth for a `width × height` picture whose bands each draw `margin` rows beyond
    /// their own on either side: 1 when ``Bands`` would not split the work (a small
    /// picture, or `TRELLIS_RASTER_THREADS=1`), else four per core (at most 32, each of at
    /// least 64 rows), so that cores that finish a band early take another (the drawing's
    /// cost is uneven down a picture); fewer while the margins would more than double a
    /// band's rows.
    public static func bandCount(width: Int, height: Int, margin: Int) -> Int {
        let (w, h) = size(width: width, height: height)
        guard Bands.count(rows: h, bytes: w * h * 4) > 1 else { return 1 }
        var n = max(1, min(Bands.threads * 4, 32, h / 64))
        while n > 1, margin > h / n / 2 { n -= 1 }
        return n
    }

    /// A `width × height` canvas (the size rules of ``init(width:height:background:)``) on
    /// `background`, drawn by `draw` in `bands` horizontal bands at once (``Bands``).
    ///
    /// Each band's rows are split as ``Bands`` splits them; its canvas holds them and
    /// `margin` more rows on either side (``rows``), and `draw` makes on it every call of
    /// the whole picture. A band's canvas computes each of its pixels exactly as a full
    /// canvas does (the rasterizer's coverage of a row does not depend on the rows kept,
    /// and fills, strokes, images, clips, masks and layers of every kind write a pixel
    /// from that pixel's values alone) except where a call reads other pixels: a shadow's
    /// blur reads its layer up to its reach plus its offset away, a projection anywhere in
    /// its layer. So with `margin` at least the reach of the shadows drawn (added up where
    /// they nest) and no projection, the band's own rows come out as the full drawing
    /// makes them, and the result is byte for byte the same for any number of bands.
    /// `draw` runs once per band, at the same time on several threads: it must only draw
    /// on the canvas it is given. One band (or fewer) draws on one full canvas, here.
    ///
    /// The canvas returned has no layer or clip open.
    public static func drawnInBands(width: Int, height: Int, background: RasterColor = .clear, bands: Int,
                                    margin: Int, _ draw: (Canvas) -> Void) -> Canvas {
        let (w, h) = size(width: width, height: height)
        let n = min(bands, h)
        guard n > 1 else {
            let canvas = Canvas(width: w, height: h, rows: 0..<h, background: background)
            draw(canvas)
            return Canvas(width: w, height: h, premultiplied: canvas.premultipliedRGBA)
        }
        let margin = max(0, margin)
        let boxes = (0..<n).map { _ in BandBox() }
        let split = (0..<n).map { (h * $0 / n)..<(h * ($0 + 1) / n) }
        DispatchQueue.concurrentPerform(iterations: n) { band in
            let own = split[band]
            let held = max(0, own.lowerBound - margin)..<min(h, own.upperBound + margin)
            let canvas = Canvas(width: w, height: h, rows: held, background: background)
            draw(canvas)
            boxes[band].canvas = canvas
        }
        let rowBytes = w * 4
        // Each band's own rows, in order: appending array slices copies them as one block
        // each, so no raw pointer is needed for the join.
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rowBytes * h)
        for (band, box) in boxes.enumerated() {
            // Every band has drawn its canvas (`concurrentPerform` returns after all).
            let canvas = box.canvas!
            let own = split[band]
            let start = (own.lowerBound - canvas.rows.lowerBound) * rowBytes
            pixels.append(contentsOf: canvas.premultipliedRGBA[start..<(start + own.count * rowBytes)])
        }
        return Canvas(width: w, height: h, premultiplied: pixels)
    }
}
