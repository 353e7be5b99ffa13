import Foundation

/// The rule deciding which regions of a self-overlapping path are inside.
public enum FillRule: Sendable, Equatable, Hashable {
    /// Inside where the winding number is non-zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// Per-pixel coverage in `0...1` over an integer-aligned rectangle of the canvas.
public struct CoverageMask: Equatable, Sendable {
    /// Left column of the region, in canvas pixels.
    public var originX: Int
    /// Top row of the region, in canvas pixels.
    public var originY: Int
    /// Region width in pixels.
    public var width: Int
    /// Region height in pixels.
    public var height: Int
    /// Row-major coverage values, `width × height` entries.
    public var values: [Double]

    /// An empty mask (covers nothing).
    public static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])

    /// Creates a mask.
    public init(originX: Int, originY: Int, width: Int, height: Int, values: [Double]) {
        self.originX = originX; self.originY = originY
        self.width = width; self.height = height
        self.values = values
    }

    /// Coverage at canvas pixel (x, y); 0 outside the region.
    public func coverage(x: Int, y: Int) -> Double {
        let lx = x - originX, ly = y - originY
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return values[ly * width + lx]
    }

    /// Sum of all coverage values (the covered area in square pixels).
    public var totalCoverage: Double { values.reduce(0, +) }
}

/// An anti-aliased scanline rasterizer computing exact area coverage.
///
/// Each edge is walked cell by cell; for every pixel cell it crosses, the edge adds its signed
/// vertical extent `dy` to the cell's *cover* and `dy · (1 − x̄)` to the cell's *area*, where `x̄` is
/// the mean horizontal offset of the piece inside the cell. Sweeping a row left to right, the signed
/// coverage of a pixel is (sum of covers to its left) + (its own area): the exact integral of the
/// winding number over the pixel square for polygons. Non-zero maps `v ↦ min(1, |v|)`, even-odd folds
/// `|v|` modulo 2. Only `+ − × ÷` and `floor` are used, so results are identical on every machine.
public enum Rasterizer {
    /// Coordinates are clamped into `±coordinateLimit` device pixels (2³⁰) before rasterizing.
    /// Rule: geometry beyond that range is distorted, but the result is defined and overflow-free.
    public static let coordinateLimit: Double = 1_073_741_824

    /// Rasterizes a path (subpaths implicitly closed) mapped through `transform` into a
    /// `width × height` canvas.
    public static func rasterize(_ path: RasterPath, transform: RasterTransform = .identity,
                                 width: Int, height: Int, rule: FillRule = .nonZero) -> CoverageMask {
        rasterize(path, transform: transform, width: width, height: height, rule: rule, scratch: nil)
    }

    /// ``rasterize(_:transform:width:height:rule:)`` accumulating in `scratch`'s buffers.
    static func rasterize(_ path: RasterPath, transform: RasterTransform = .identity,
                          width: Int, height: Int, rule: FillRule = .nonZero, scratch: Scratch?,
                          rows: Range<Int>? = nil) -> CoverageMask {
        let subpaths = Flattener.flatten(path, transform: transform)
        return rasterize(contours: subpaths.map { $0.points }, width: width, height: height, rule: rule, scratch: scratch,
                         rows: rows)
    }

    /// Accumulation buffers kept from one rasterization to the next (a canvas keeps one):
    /// all zero between uses, grown (zeroed) when a job needs more, and set back to zero
    /// by the sweep that reads them, so a job starts from zeros without clearing them or
    /// allocating. The mask is the same as with fresh buffers. Not for concurrent use.
    final class Scratch {
        var area: [Double] = []
        var cover: [Double] = []
    }

    /// Rasterizes closed polygons (each implicitly closed) in device coordinates.
    ///
    /// Rules: non-finite points are dropped; contours with fewer than 2 points contribute nothing;
    /// a non-positive `width`/`height` yields `CoverageMask.empty`.
    public static func rasterize(contours: [[RasterPoint]], width: Int, height: Int,
                                 rule: FillRule = .nonZero) -> CoverageMask {
        rasterize(contours: contours, width: width, height: height, rule: rule, scratch: nil)
    }

    /// ``rasterize(contours:width:height:rule:)`` accumulating in `scratch`'s buffers (fresh
    /// ones when `nil`).
    ///
    /// `rows`, when given, keeps only those rows of the mask (a band of the canvas): the
    /// mask is the one computed without it, cut to them. Each row's values are its own:
    /// an edge is clipped and walked exactly as without `rows` (the region of interest is
    /// still the path's bounding box on the whole canvas), only its pieces in other rows
    /// are not added, and every row is swept on its own. So a picture drawn in bands gets
    /// the same coverage, bit for bit, in every row.
    static func rasterize(contours: [[RasterPoint]], width: Int, height: Int, rule: FillRule = .nonZero,
                          scratch: Scratch?, rows: Range<Int>? = nil) -> CoverageMask {
        guard width > 0, height > 0 else { return .empty }
        let lim = coordinateLimit
        var cleaned: [[RasterPoint]] = []
        cleaned.reserveCapacity(contours.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for c in contours {
            var pts: [RasterPoint] = []
            pts.reserveCapacity(c.count)
            for p in c where p.isFinite {
                let q = RasterPoint(x: min(max(p.x, -lim), lim), y: min(max(p.y, -lim), lim))
                pts.append(q)
                minX = min(minX, q.x); maxX = max(maxX, q.x)
                minY = min(minY, q.y); maxY = max(maxY, q.y)
            }
            if pts.count >= 2 { cleaned.append(pts) }
        }
        guard !cleaned.isEmpty else { return .empty }
        // A closed contour contributes no net cover to the right of its bounding box, so the
        // region of interest is the bounding box intersected with the canvas.
        let rx0 = max(0, Int(minX.rounded(.down)))
        let rx1 = min(width, Int(maxX.rounded(.up)))
        let ry0 = max(0, Int(minY.rounded(.down)))
        let ry1 = min(height, Int(maxY.rounded(.up)))
        guard rx1 > rx0, ry1 > ry0 else { return .empty }
        // The rows kept, relative to the region's top.
        let keptTop = max(ry0, rows?.lowerBound ?? ry0) - ry0, keptBottom = min(ry1, rows?.upperBound ?? ry1) - ry0
        guard keptBottom > keptTop else { return .empty }
        let kept = keptTop..<keptBottom
        var acc: Accumulator
        if let scratch {
            let count = (rx1 - rx0) * kept.count
            if scratch.area.count < count {
                scratch.area = [Double](repeating: 0, count: count)
                scratch.cover = [Double](repeating: 0, count: count)
            }
            // Moved out, so the accumulator's buffers are its own (no copy on write).
            var area: [Double] = [], cover: [Double] = []
            swap(&area, &scratch.area)
            swap(&cover, &scratch.cover)
            acc = Accumulator(x0: rx0, y0: ry0, width: rx1 - rx0, height: ry1 - ry0, kept: kept, area: area, cover: cover)
        } else {
            acc = Accumulator(x0: rx0, y0: ry0, width: rx1 - rx0, height: ry1 - ry0, kept: kept)
        }
        for pts in cleaned {
            var prev = pts[pts.count - 1]
            for p in pts {
                acc.addEdge(prev, p)
                prev = p
            }
        }
        let mask = acc.resolve(rule: rule)
        if let scratch {
            swap(&acc.area, &scratch.area)
            swap(&acc.cover, &scratch.cover)
        }
        return mask
    }

    /// Accumulation buffer for one rasterization job: the region `width × height` at
    /// (`x0`, `y0`), of which the rows `kept` (relative to `y0`) are stored.
    struct Accumulator {
        let x0: Int, y0: Int, width: Int, height: Int
        let kept: Range<Int>
        var area: [Double]
        var cover: [Double]

        init(x0: Int, y0: Int, width: Int, height: Int, kept: Range<Int>? = nil) {
            let kept = kept ?? 0..<height
            self.init(x0: x0, y0: y0, width: width, height: height, kept: kept,
                      area: [Double](repeating: 0, count: width * kept.count),
                      cover: [Double](repeating: 0, count: width * kept.count))
        }

        /// With buffers of at least `width × kept.count` zeros.
        init(x0: Int, y0: Int, width: Int, height: Int, kept: Range<Int>, area: [Double], cover: [Double]) {
            self.x0 = x0; self.y0 = y0; self.width = width; self.height = height
            self.kept = kept
            self.area = area
            self.cover = cover
        }

        /// Adds one directed edge in canvas coordinates.
        mutating func addEdge(_ p: RasterPoint, _ q: RasterPoint) {
            if p.y == q.y { return }
            let top = Double(y0), bottom = Double(y0 + height)
            if max(p.y, q.y) <= top || min(p.y, q.y) >= bottom { return }
            let left = Double(x0), right = Double(x0 + width)
            // Everything at or right of `right` does not affect the region.
            if min(p.x, q.x) >= right { return }
            let slope = (q.x - p.x) / (q.y - p.y)
            // Rule: an edge so flat that its slope overflows has negligible height and is skipped.
            guard slope.isFinite else { return }
            func xAt(_ y: Double) -> Double {
                if y == p.y { return p.x }
                if y == q.y { return q.x }
                return p.x + (y - p.y) * slope
            }
            // Clip vertically.
            var ya = min(max(p.y, top), bottom)
            var yb = min(max(q.y, top), bottom)
            if ya == yb { return }
            // Split where the edge crosses the left or right boundary of the region.
            var ys: [Double] = [ya]
            let invSlope = (q.y - p.y) / (q.x - p.x)
            if p.x != q.x && invSlope.isFinite {
                var cuts: [Double] = []
                for bx in [left, right] where (p.x - bx) * (q.x - bx) < 0 {
                    let yc = p.y + (bx - p.x) * invSlope
                    if (yc - ya) * (yc - yb) < 0 { cuts.append(yc) }
                }
                if cuts.count == 2 && (cuts[0] - cuts[1]) * (yb - ya) > 0 { cuts.swapAt(0, 1) }
                ys.append(contentsOf: cuts)
            }
            ys.append(yb)
            for i in 0..<(ys.count - 1) {
                ya = ys[i]; yb = ys[i + 1]
                var xa = xAt(ya), xb = xAt(yb)
                let mid = (xa + xb) / 2
                if mid >= right { continue }
                if mid <= left {
                    // Left of the region: acts as a vertical edge on the left boundary.
                    xa = left; xb = left
                } else {
                    xa = min(max(xa, left), right)
                    xb = min(max(xb, left), right)
                }
                addClippedEdge(xa - left, ya - top, xb - left, yb - top)
            }
        }

        /// Adds an edge in local coordinates, fully inside `[0, width] × [0, height]`.
        private mutating func addClippedEdge(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
            let sign: Double = yb > ya ? 1 : -1
            let yTop = min(ya, yb), yBot = max(ya, yb)
            let xTop = ya < yb ? xa : xb
            let xBot = ya < yb ? xb : xa
            let dxdy = (xBot - xTop) / (yBot - yTop)
            var row = Int(yTop.rounded(.down))
            let lastRow = min(kept.upperBound - 1, Int(yBot.rounded(.up)) - 1)
            if row < 0 { row = 0 }
            var yCur = yTop
            var xCur = xTop
            if row < kept.lowerBound {
                // Straight to the first kept row, where the walk below arrives with these
                // very values: every row it passes ends at its lower edge (`row + 1` is
                // below `yBot` there), at x `xTop + (row + 1 − yTop) · dxdy`.
                row = kept.lowerBound
                guard row <= lastRow else { return }
                yCur = Double(row)
                xCur = xTop + (yCur - yTop) * dxdy
            }
            while row <= lastRow {
                let yNext = min(yBot, Double(row + 1))
                if yNext > yCur {
                    let xNext = yNext == yBot ? xBot : xTop + (yNext - yTop) * dxdy
                    addRowPiece(row: row, xs: xCur, xe: xNext, dy: sign * (yNext - yCur))
                    xCur = xNext
                }
                yCur = yNext
                row += 1
            }
        }

        /// Adds the part of an edge inside one pixel row, from x `xs` to x `xe`, with signed height `dy`.
        private mutating func addRowPiece(row: Int, xs: Double, xe: Double, dy: Double) {
            let base = (row - kept.lowerBound) * width
            let lo = min(xs, xe), hi = max(xs, xe)
            let firstCut = Int(lo.rounded(.down)) + 1
            let lastCut = Int(hi.rounded(.up)) - 1
            if firstCut > lastCut {
                addCell(base: base, xMid: (xs + xe) / 2, dy: dy)
                return
            }
            // Walk cells along x; split dy proportionally to the x extent.
            let total = xe - xs
            var used = 0.0
            var xPrev = xs
            if xs < xe {
                var k = firstCut
                while k <= lastCut {
                    let xk = Double(k)
                    let part = dy * ((xk - xPrev) / total)
                    addCell(base: base, xMid: (xPrev + xk) / 2, dy: part)
                    used += part
                    xPrev = xk
                    k += 1
                }
            } else {
                var k = lastCut
                while k >= firstCut {
                    let xk = Double(k)
                    let part = dy * ((xk - xPrev) / total)
                    addCell(base: base, xMid: (xPrev + xk) / 2, dy: part)
                    used += part
                    xPrev = xk
                    k -= 1
                }
            }
            addCell(base: base, xMid: (xPrev + xe) / 2, dy: dy - used)
        }

        private mutating func addCell(base: Int, xMid: Double, dy: Double) {
            var cell = Int(xMid.rounded(.down))
            var frac = xMid - Double(cell)
            if cell < 0 { cell = 0; frac = 0 }
            if cell >= width { return }
            area[base + cell] += dy * (1 - frac)
            cover[base + cell] += dy
        }

        /// Sweeps every row and applies the fill rule, setting each accumulated entry back
        /// to zero as it is read (see ``Scratch``).
        mutating func resolve(rule: FillRule) -> CoverageMask {
            let (width, height) = (self.width, self.kept.count)
            // Every entry is written below.
            let values = [Double](unsafeUninitializedCapacity: width * height) { out, initialized in
                initialized = width * height
                area.withUnsafeMutableBufferPointer { ar in
                    cover.withUnsafeMutableBufferPointer { cv in
                        for row in 0..<height {
                            var run = 0.0
                            let base = row * width
                            for x in 0..<width {
                                let v = abs(run + ar[base + x])
                                run += cv[base + x]
                                ar[base + x] = 0
                                cv[base + x] = 0
                                var c: Double
                                switch rule {
                                case .nonZero:
                                    c = min(1, v)
                                case .evenOdd:
                                    c = v - 2 * (v / 2).rounded(.down)
                                    if c > 1 { c = 2 - c }
                                }
                                // Rule: floating-point residue below 1e-9 is treated as no coverage.
                                if c < 1e-9 { c = 0 } else if c > 1 - 1e-9 { c = 1 }
                                out[base + x] = c
                            }
                        }
                    }
                }
            }
            return CoverageMask(originX: x0, originY: y0 + kept.lowerBound, width: width, height: height, values: values)
        }
    }
}
