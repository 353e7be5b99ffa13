import Foundation

/// The glyph repertoire of a generated test font (see ``TestFontBuilder``).
struct TestGlyph {
    /// A contour point (TrueType semantics: off-curve points are quadratic controls).
    struct Point {
        var x: Int
        var y: Int
        var onCurve: Bool = true
    }

    /// A composite component: `glyph` transformed by scale then offset.
    struct Component {
        let glyph: Int
        let dx: Int
        let dy: Int
        var xScale = 1.0
        var yScale = 1.0
    }

    /// How CFF charstrings reference shared outline code.
    enum SharedBody { case none, localSubr, globalSubr }

    let name: String
    let scalar: Unicode.Scalar?
    let advance: Int
    var contours: [[Point]] = []
    var components: [Component] = []
    var sharedBody: SharedBody = .none

    static func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x0, y: y1), Point(x: x1, y: y1), Point(x: x1, y: y0)]
    }

    /// Builds the ordered glyph list for `sets`.
    static func repertoire(_ sets: TestFontBuilder.GlyphSets) -> [TestGlyph] {
        var glyphs: [TestGlyph] = [
            TestGlyph(name: ".notdef", scalar: nil, advance: 500, contours: [rect(50, 0, 450, 700)]),
            TestGlyph(name: "space", scalar: " ", advance: 250),
        ]
        if sets.contains(.latin) {
            for v in UInt32(0x41)...0x5A {
                let s = Unicode.Scalar(v)!
                var g = TestGlyph(name: String(s), scalar: s, advance: 600, contours: [rect(50, 0, 550, 700)])
                if s == "O" {
                    g.contours = [[Point(x: 300, y: 0), Point(x: 550, y: 0, onCurve: false), Point(x: 550, y: 350),
                                   Point(x: 550, y: 700, onCurve: false), Point(x: 300, y: 700),
                                   Point(x: 50, y: 700, onCurve: false), Point(x: 50, y: 350),
                                   Point(x: 50, y: 0, onCurve: false)]]
                }
                glyphs.append(g)
            }
            for v in UInt32(0x61)...0x7A {
                let s = Unicode.Scalar(v)!
                var g = TestGlyph(name: String(s), scalar: s, advance: 500, contours: [rect(50, 0, 450, 500)])
                if s == "o" {
                    g.contours = [[Point(x: 50, y: 0, onCurve: false), Point(x: 450, y: 0, onCurve: false),
                                   Point(x: 450, y: 500, onCurve: false), Point(x: 50, y: 500, onCurve: false)]]
                }
                glyphs.append(g)
            }
            for v in UInt32(0x30)...0x39 {
                let s = Unicode.Scalar(v)!
                glyphs.append(TestGlyph(name: String(s), scalar: s, advance: 550, contours: [rect(50, 0, 500, 700)]))
            }
            for s in TestFontBuilder.latinPunctuation.unicodeScalars {
                glyphs.append(TestGlyph(name: "punct\(s.value)", scalar: s, advance: 300, contours: [rect(100, 0, 200, 200)]))
            }
            glyphs.append(TestGlyph(name: "ellipsis", scalar: "\u{2026}", advance: 800,
                                    contours: [rect(50, 0, 250, 100), rect(300, 0, 500, 100), rect(550, 0, 750, 100)]))
            glyphs.append(TestGlyph(name: "guillemotleft", scalar: "\u{AB}", advance: 400,
                                    contours: [[Point(x: 350, y: 100), Point(x: 50, y: 250), Point(x: 350, y: 400)]]))
            let f = glyphs.firstIndex { $0.name == "f" }!
            let i = glyphs.firstIndex { $0.name == "i" }!
            glyphs.append(TestGlyph(name: "fi", scalar: nil, advance: TestFontBuilder.ligatureAdvance,
                                    components: [Component(glyph: f, dx: 0, dy: 0), Component(glyph: i, dx: 350, dy: 0)]))
            let left = glyphs.firstIndex { $0.name == "guillemotleft" }!
            glyphs.append(TestGlyph(name: "guillemotright", scalar: "\u{BB}", advance: 400,
                                    components: [Component(glyph: left, dx: 400, dy: 0, xScale: -1, yScale: 1)]))
        }
        if sets.contains(.hangul) {
            for s in TestFontBuilder.hangulCharacters.unicodeScalars {
                glyphs.append(TestGlyph(name: "uni\(String(s.value, radix: 16))", scalar: s, advance: 1000,
                                        contours: [rect(100, -50, 900, 750)], sharedBody: .localSubr))
            }
        }
        if sets.contains(.kana) {
            for s in TestFontBuilder.kanaCharacters.unicodeScalars {
                glyphs.append(TestGlyph(name: "uni\(String(s.value, radix: 16))", scalar: s, advance: 1000,
                                        contours: [rect(100, -50, 900, 750)], sharedBody: .globalSubr))
            }
            for s in TestFontBuilder.cjkPunctuation.unicodeScalars {
                glyphs.append(TestGlyph(name: "uni\(String(s.value, radix: 16))", scalar: s, advance: 1000,
                                        contours: [rect(100, 0, 400, 300)]))
            }
        }
        return glyphs
    }

    /// Contours of glyph `index` in `glyphs` with composites resolved (Double coordinates).
    static func flatten(_ index: Int, in glyphs: [TestGlyph]) -> [[TrueTypeOutlines.Point]] {
        let g = glyphs[index]
        if g.components.isEmpty {
            return g.contours.map { $0.map { TrueTypeOutlines.Point(x: Double($0.x), y: Double($0.y), onCurve: $0.onCurve) } }
        }
        var result: [[TrueTypeOutlines.Point]] = []
        for c in g.components {
            for contour in flatten(c.glyph, in: glyphs) {
                result.append(contour.map {
                    TrueTypeOutlines.Point(x: $0.x * c.xScale + Double(c.dx), y: $0.y * c.yScale + Double(c.dy), onCurve: $0.onCurve)
                })
            }
        }
        return result
    }

    /// Integer bounding box of the flattened glyph, or nil when it has no points.
    static func bounds(_ index: Int, in glyphs: [TestGlyph]) -> (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        let points = flatten(index, in: glyphs).flatMap { $0 }
        guard let first = points.first else { return nil }
        var b = (xMin: first.x, yMin: first.y, xMax: first.x, yMax: first.y)
        for p in points {
            b.xMin = min(b.xMin, p.x); b.yMin = min(b.yMin, p.y)
            b.xMax = max(b.xMax, p.x); b.yMax = max(b.yMax, p.y)
        }
        return (Int(b.xMin.rounded(.down)), Int(b.yMin.rounded(.down)), Int(b.xMax.rounded(.up)), Int(b.yMax.rounded(.up)))
    }
}
