import Foundation

/// TrueType outlines from the `glyf` and `loca` tables: simple glyphs (quadratic
/// contours with implied on-curve points) and composite glyphs (offsets, point matching,
/// scale / x-y scale / 2×2 transforms, nested up to ``maxDepth`` levels).
struct TrueTypeOutlines {
    let glyf: BinaryReader
    let loca: BinaryReader
    let longOffsets: Bool
    let numGlyphs: Int

    /// Maximum composite nesting depth (guards against cycles).
    static let maxDepth = 16

    /// A contour point in font units.
    struct Point {
        var x: Double
        var y: Double
        var onCurve: Bool
    }

    init(glyf: BinaryReader, loca: BinaryReader, indexToLocFormat: Int, numGlyphs: Int) throws {
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw FontError.badValue("head", "indexToLocFormat \(indexToLocFormat)")
        }
        self.glyf = glyf
        self.loca = loca
        self.longOffsets = indexToLocFormat == 1
        self.numGlyphs = numGlyphs
        try loca.check(0, (numGlyphs + 1) * (longOffsets ? 4 : 2))
    }

    /// Byte range of `glyph` inside `glyf`; empty for glyphs without outline.
    func range(of glyph: UInt16) throws -> Range<Int> {
        let i = Int(glyph)
        guard i < numGlyphs else { throw FontError.badValue("glyf", "glyph \(i) >= numGlyphs \(numGlyphs)") }
        let start: Int, end: Int
        if longOffsets {
            start = Int(try loca.u32(at: i * 4)); end = Int(try loca.u32(at: i * 4 + 4))
        } else {
            start = Int(try loca.u16(at: i * 2)) * 2; end = Int(try loca.u16(at: i * 2 + 2)) * 2
        }
        guard start <= end else {
            throw FontError(.badOffset, "bad offset in 'loca' for glyph \(i): start \(start) > end \(end)")
        }
        guard end <= glyf.count else {
            throw FontError.badOffset("loca", offset: start, length: end - start, limit: glyf.count)
        }
        return start..<end
    }

    /// The glyph's outline as path commands.
    func outline(_ glyph: UInt16) throws -> GlyphOutline {
        let contours = try self.contours(glyph, depth: 0)
        return GlyphOutline(commands: TrueTypeOutlines.commands(from: contours))
    }

    /// The glyph's contours as point lists.
    func contours(_ glyph: UInt16, depth: Int) throws -> [[Point]] {
        guard depth <= TrueTypeOutlines.maxDepth else {
            throw FontError.badValue("glyf", "composite nesting deeper than \(TrueTypeOutlines.maxDepth)")
        }
        let range = try self.range(of: glyph)
        if range.isEmpty { return [] }
        let r = try glyf.sub(at: range.lowerBound, length: range.count)
        let contourCount = Int(try r.i16(at: 0))
        if contourCount >= 0 {
            return try TrueTypeOutlines.simpleContours(r, contourCount: contourCount)
        }
        return try compositeContours(r, depth: depth)
    }

    static func simpleContours(_ r: BinaryReader, contourCount: Int) throws -> [[Point]] {
        let endPoints = try r.u16Array(at: 10, count: contourCount)
        var previous = -1
        for e in endPoints {
            guard Int(e) > previous else { throw FontError.badValue("glyf", "endPtsOfContours not increasing") }
            previous = Int(e)
        }
        let pointCount = previous + 1
        if contourCount == 0 { return [] }
        var p = 10 + contourCount * 2
        let instructionLength = Int(try r.u16(at: p))
        p += 2 + instructionLength
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try r.u8(at: p); p += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                let repeatCount = Int(try r.u8(at: p)); p += 1
                for _ in 0..<repeatCount where flags.count < pointCount { flags.append(flag) }
            }
        }
        var xs = [Int](repeating: 0, count: pointCount)
        var ys = [Int](repeating: 0, count: pointCount)
        var value = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & 0x02 != 0 {
                let d = Int(try r.u8(at: p)); p += 1
                value += (f & 0x10 != 0) ? d : -d
            } else if f & 0x10 == 0 {
                value += Int(try r.i16(at: p)); p += 2
            }
            xs[i] = value
        }
        value = 0
        for i in 0..<pointCount {
            let f = flags[i]
            if f & 0x04 != 0 {
                let d = Int(try r.u8(at: p)); p += 1
                value += (f & 0x20 != 0) ? d : -d
            } else if f & 0x20 == 0 {
                value += Int(try r.i16(at: p)); p += 2
            }
            ys[i] = value
        }
        var contours: [[Point]] = []
        var start = 0
        for e in endPoints {
            let end = Int(e)
            guard end >= start else { continue }
            contours.append((start...end).map { Point(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & 0x01 != 0) })
            start = end + 1
        }
        return contours
    }

    private func compositeContours(_ r: BinaryReader, depth: Int) throws -> [[Point]] {
        var result: [[Point]] = []
        var p = 10
        while true {
            let flags = try r.u16(at: p)
            let child = try r.u16(at: p + 2)
            p += 4
            let arg1: Int, arg2: Int
            if flags & 0x0001 != 0 {  // ARG_1_AND_2_ARE_WORDS
                if flags & 0x0002 != 0 {
                    arg1 = Int(try r.i16(at: p)); arg2 = Int(try r.i16(at: p + 2))
                } else {
                    arg1 = Int(try r.u16(at: p)); arg2 = Int(try r.u16(at: p + 2))
                }
                p += 4
            } else {
                if flags & 0x0002 != 0 {
                    arg1 = Int(Int8(bitPattern: try r.u8(at: p))); arg2 = Int(Int8(bitPattern: try r.u8(at: p + 1)))
                } else {
                    arg1 = Int(try r.u8(at: p)); arg2 = Int(try r.u8(at: p + 1))
                }
                p += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            func f2dot14(_ at: Int) throws -> Double { Double(try r.i16(at: at)) / 16384.0 }
            if flags & 0x0008 != 0 {  // WE_HAVE_A_SCALE
                a = try f2dot14(p); d = a; p += 2
            } else if flags & 0x0040 != 0 {  // WE_HAVE_AN_X_AND_Y_SCALE
                a = try f2dot14(p); d = try f2dot14(p + 2); p += 4
            } else if flags & 0x0080 != 0 {  // WE_HAVE_A_TWO_BY_TWO
                a = try f2dot14(p); b = try f2dot14(p + 2); c = try f2dot14(p + 4); d = try f2dot14(p + 6); p += 8
            }
            var component = try contours(child, depth: depth + 1)
            // Transform: x' = a*x + c*y, y' = b*x + d*y.
            for ci in component.indices {
                for pi in component[ci].indices {
                    let pt = component[ci][pi]
                    component[ci][pi].x = a * pt.x + c * pt.y
                    component[ci][pi].y = b * pt.x + d * pt.y
                }
            }
            let dx: Double, dy: Double
            if flags & 0x0002 != 0 {  // ARGS_ARE_XY_VALUES
                var ox = Double(arg1), oy = Double(arg2)
                if flags & 0x0800 != 0 {  // SCALED_COMPONENT_OFFSET
                    (ox, oy) = (a * ox + c * oy, b * ox + d * oy)
                }
                dx = ox; dy = oy
            } else {
                // Point matching: parent point arg1 coincides with child point arg2.
                let parentPoints = result.flatMap { $0 }
                let childPoints = component.flatMap { $0 }
                guard arg1 < parentPoints.count, arg2 < childPoints.count else {
                    throw FontError.badValue("glyf", "composite anchor points \(arg1)/\(arg2) out of range")
                }
                dx = parentPoints[arg1].x - childPoints[arg2].x
                dy = parentPoints[arg1].y - childPoints[arg2].y
            }
            for ci in component.indices {
                for pi in component[ci].indices {
                    component[ci][pi].x += dx
                    component[ci][pi].y += dy
                }
            }
            result.append(contentsOf: component)
            if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
        }
        return result
    }

    /// Converts quadratic contours to commands, inserting implied on-curve midpoints
    /// between consecutive off-curve points.
    static func commands(from contours: [[Point]]) -> [PathCommand] {
        var commands: [PathCommand] = []
        for contour in contours where !contour.isEmpty {
            let n = contour.count
            // Start at the first on-curve point, or the midpoint of the first two off-curve points.
            let startIndex = contour.firstIndex { $0.onCurve }
            var start: Point
            var order: [Point]
            if let s = startIndex {
                start = contour[s]
                order = Array(contour[(s + 1)...]) + Array(contour[..<s])
            } else {
                let last = contour[n - 1], first = contour[0]
                start = Point(x: (last.x + first.x) / 2, y: (last.y + first.y) / 2, onCurve: true)
                order = contour
            }
            order.append(start)
            commands.append(.moveTo(x: start.x, y: start.y))
            var control: Point?
            for pt in order {
                if pt.onCurve {
                    if let c = control {
                        commands.append(.quadTo(cx: c.x, cy: c.y, x: pt.x, y: pt.y))
                        control = nil
                    } else {
                        commands.append(.lineTo(x: pt.x, y: pt.y))
                    }
                } else if let c = control {
                    let mid = Point(x: (c.x + pt.x) / 2, y: (c.y + pt.y) / 2, onCurve: true)
                    commands.append(.quadTo(cx: c.x, cy: c.y, x: mid.x, y: mid.y))
                    control = pt
                } else {
                    control = pt
                }
            }
            // Drop a closing line that returns exactly to the start point.
            if case let .lineTo(x, y)? = commands.last, x == start.x, y == start.y {
                commands.removeLast()
            }
            commands.append(.close)
        }
        return commands
    }
}
