import Foundation
import TrellisLayout

/// Draws a ``RenderNode`` tree as text for a terminal: a grid of character cells, one cell
/// covering ``cellWidth`` × ``cellHeight`` points (5 × 10 by default: terminal characters
/// are about twice as tall as wide, so a 390 × 844 phone screen is 78 columns × 85 rows).
///
/// In drawing order (later views cover earlier ones):
/// - a filled shape or colour at least 2 × 2 cells is a box of Unicode box-drawing
///   characters (square corners `┌┐└┘` for rectangles, round `╭╮╰╯` for other shapes) with
///   a blank interior; a thinner one (dividers, bars) is a run of shaded blocks `░▒▓█`
///   chosen by the colour's darkness;
/// - a stroked shape is a box outline that leaves its interior alone;
/// - an image is a box with its name inside;
/// - text is written in, one character per cell (two for East Asian wide characters),
///   starting at the cell of each piece's origin on the row of the line's x-height middle,
///   truncated to the grid (and to the clip).
///
/// A cell belongs to a frame when its centre is inside it; frames under half a cell still
/// get one. A hairline (a horizontal fill or stroke thinner than a row, such as a `Divider`)
/// less than a row's height below the bottom of a text line over the same columns is drawn
/// in the row right under that text's row: the gap under text (a stack's spacing, the
/// descent) is shorter than a row, and without this rule whether a blank row separates a
/// list's rows from their dividers would depend on each row's phase against the grid —
/// the leaderboard's first divider right under its text, the next ones after a blank row. Clips limit writing to their bounding box; opacity 0 hides a subtree; other
/// opacities and colour hues do not show. Fully transparent colours draw nothing. A blur
/// (`.blur`) is not drawn: the view is drawn as if unblurred.
///
/// Transforms (`rotationEffect`, `scaleEffect`, `transformEffect`) and projections
/// (`rotation3DEffect`, `projectionEffect`) move what they act on, as in the other
/// renderers: a shape, an image or a clip is drawn over the bounding box of its bounds'
/// four corners mapped (so a square turned 60° about the y axis is drawn as its narrower,
/// taller projection), and text is written from its pieces' mapped origins, one character
/// a cell and unrotated. A drawing turned edge-on (collapsed to a line), or with a corner
/// behind the viewer (a projection's `w` not above 0), is not drawn.
/// The grid is at most ``maxCells`` per side. Rows have their trailing spaces removed and end
/// with a newline.
public struct TerminalRenderer {
    public static let defaultCellWidth: CGFloat = 5
    public static let defaultCellHeight: CGFloat = 10
    /// Largest number of columns or rows.
    public static let maxCells = 2000

    /// Points per column; non-finite or non-positive values fall back to the default.
    public var cellWidth: CGFloat
    /// Points per row; non-finite or non-positive values fall back to the default.
    public var cellHeight: CGFloat

    public init(cellWidth: CGFloat = TerminalRenderer.defaultCellWidth, cellHeight: CGFloat = TerminalRenderer.defaultCellHeight) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// A renderer that fits `width` points into `columns` columns (rows twice as tall as
    /// columns are wide). Fewer than 1 column counts as 1.
    public init(columns: Int, width: CGFloat) {
        let cw = width.isFinite && width > 0 ? width / CGFloat(max(1, columns)) : TerminalRenderer.defaultCellWidth
        self.init(cellWidth: cw, cellHeight: 2 * cw)
    }

    var cw: CGFloat { cellWidth.isFinite && cellWidth > 0 ? cellWidth : Self.defaultCellWidth }
    var ch: CGFloat { cellHeight.isFinite && cellHeight > 0 ? cellHeight : Self.defaultCellHeight }

    /// The grid size for a picture of `size` points.
    public func gridSize(for size: CGSize) -> (columns: Int, rows: Int) {
        func cells(_ v: CGFloat, _ c: CGFloat) -> Int {
            let n = Double(v / c)
            guard n.isFinite, n > 0 else { return 0 }
            return min(Int(n.rounded(.up)), Self.maxCells)
        }
        return (cells(size.width, cw), cells(size.height, ch))
    }

    /// The text picture of `tree` (of `size` points; the root node's frame size when `nil`).
    public func render(_ tree: RenderNode, size: CGSize? = nil) -> String {
        let (columns, rows) = gridSize(for: size ?? tree.frame.size)
        var grid = Grid(columns: columns, rows: rows)
        var marks: [TextMark] = []
        collectTextMarks(tree, mapping: Mapping(), into: &marks)
        draw(tree, clip: CellRect(c0: 0, r0: 0, c1: columns - 1, r1: rows - 1), mapping: Mapping(), marks: marks, into: &grid)
        return grid.text()
    }

    // MARK: - Text lines, for hairlines

    /// Where a line of text is written: its row and columns, and the bottom of the line
    /// (baseline plus descent) in points.
    struct TextMark {
        var row: Int, c0: Int, c1: Int
        var bottom: CGFloat
    }

    /// The row a text line is written on: the row of its x-height middle (mapped).
    func textRow(_ line: RenderText.Line, ascent: CGFloat, mapping: Mapping = Mapping()) -> Int? {
        guard let middle = mapping.apply(CGPoint(x: line.baselineOrigin.x, y: line.baselineOrigin.y - ascent * 0.35)) else { return nil }
        let rowValue = Double(middle.y / ch).rounded(.down)
        guard rowValue.isFinite, rowValue.magnitude < 1e9 else { return nil }
        return Int(rowValue)
    }

    /// The visible text lines of the tree (opacity above 0), wherever they are drawn.
    private func collectTextMarks(_ node: RenderNode, mapping: Mapping, into marks: inout [TextMark]) {
        if node.opacity.isNaN || node.opacity <= 0 { return }
        let mapping = mapping.entering(node)
        if case let .text(text) = node.content {
            for line in text.lines {
                guard let row = textRow(line, ascent: text.ascent, mapping: mapping),
                      let start = mapping.apply(line.baselineOrigin),
                      let end = mapping.apply(CGPoint(x: line.baselineOrigin.x + line.width, y: line.baselineOrigin.y)),
                      let bottom = mapping.apply(CGPoint(x: line.baselineOrigin.x, y: line.baselineOrigin.y + text.descent)) else { continue }
                let a = Double(min(start.x, end.x) / cw).rounded(.down), b = Double(max(start.x, end.x) / cw).rounded(.up)
                guard a.magnitude < 1e9, b.magnitude < 1e9, bottom.y.isFinite else { continue }
                marks.append(TextMark(row: row, c0: Int(a), c1: max(Int(a), Int(b) - 1), bottom: bottom.y))
            }
        }
        for child in node.children { collectTextMarks(child, mapping: mapping, into: &marks) }
    }

    // MARK: - Transforms

    /// Where a node's drawing lands in the window: its own transform, then its projection,
    /// then its ancestors' (innermost first), as the PNG renderer composes them.
    struct Mapping {
        /// The composed transform; nil for none (nearly every node).
        var transform: ProjectionTransform?

        /// The mapping of `node`'s drawing, inside this one.
        func entering(_ node: RenderNode) -> Mapping {
            guard !node.transform.isIdentity || node.projection != nil else { return self }
            var own = ProjectionTransform(node.transform)
            if let p = node.projection { own = own.concatenating(p) }
            guard let outer = transform else { return Mapping(transform: own) }
            return Mapping(transform: own.concatenating(outer))
        }

        /// `p` mapped; nil when it lands behind the viewer or not at a finite point.
        func apply(_ p: CGPoint) -> CGPoint? {
            guard let m = transform else { return p }
            guard let q = m.mapped(p), q.x.isFinite, q.y.isFinite else { return nil }
            return q
        }

        /// The bounding box of `rect`'s four corners mapped; nil when one of them is behind
        /// the viewer.
        func apply(_ rect: CGRect) -> CGRect? {
            guard let m = transform else { return rect }
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
                  let box = m.mappedBounds(of: rect) else { return nil }
            // Turned edge-on: the drawing collapsed to a line, which shows nothing.
            if rect.width > 0, box.width < Self.collapsed { return nil }
            if rect.height > 0, box.height < Self.collapsed { return nil }
            return box
        }

        /// The extent under which a mapped drawing counts as collapsed (edge-on).
        static let collapsed: CGFloat = 1e-6

        /// Whether the mapping keeps rectangles axis-aligned rectangles (no rotation or
        /// perspective): a rectangle then stays drawn as a rectangle.
        var keepsRectangles: Bool {
            guard let m = transform else { return true }
            return m.m13 == 0 && m.m23 == 0 && ((m.m12 == 0 && m.m21 == 0) || (m.m11 == 0 && m.m22 == 0))
        }
    }

    /// The row of a hairline whose cells are `r` (one row) and whose top is at `top` points:
    /// right under the lowest text line that ends less than a row above it over the same
    /// columns, else its own row.
    func hairlineRow(_ r: CellRect, top: CGFloat, marks: [TextMark]) -> Int {
        var above: Int?
        for mark in marks where mark.c1 >= r.c0 && mark.c0 <= r.c1 && mark.row < r.r0
            && mark.bottom <= top && top - mark.bottom < ch {
            above = max(above ?? mark.row, mark.row)
        }
        guard let above else { return r.r0 }
        return min(r.r0, above + 1)
    }

    // MARK: - Cells

    struct CellRect {
        var c0: Int, r0: Int, c1: Int, r1: Int
        var isEmpty: Bool { c1 < c0 || r1 < r0 }
        func intersection(_ o: CellRect) -> CellRect {
            CellRect(c0: max(c0, o.c0), r0: max(r0, o.r0), c1: min(c1, o.c1), r1: min(r1, o.r1))
        }
        func contains(_ c: Int, _ r: Int) -> Bool { c >= c0 && c <= c1 && r >= r0 && r <= r1 }
    }

    /// The cells whose centres are inside `rect` (at least one per axis for a non-empty frame).
    func cells(_ rect: CGRect) -> CellRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width >= 0, rect.height >= 0 else { return nil }
        func span(_ lo: CGFloat, _ hi: CGFloat, _ size: CGFloat) -> (Int, Int)? {
            let a = Double(lo / size - 0.5).rounded(.up), b = Double(hi / size - 0.5).rounded(.down)
            guard a.magnitude < 1e9, b.magnitude < 1e9 else { return nil }
            var first = Int(a), last = Int(b)
            if last < first {
                guard hi > lo else { return nil }
                first = Int(Double(lo / size).rounded(.down)); last = first
            }
            return (first, last)
        }
        guard let (c0, c1) = span(rect.minX, rect.maxX, cw), let (r0, r1) = span(rect.minY, rect.maxY, ch) else { return nil }
        return CellRect(c0: c0, r0: r0, c1: c1, r1: r1)
    }

    struct Grid {
        let columns: Int, rows: Int
        /// `nil` marks the second half of a wide character.
        var cells: [[Character?]]

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func set(_ c: Int, _ r: Int, _ ch: Character, clip: CellRect) {
            guard clip.contains(c, r), c >= 0, r >= 0, c < columns, r < rows else { return }
            // Overwriting half of a wide character blanks the other half.
            if cells[r][c] == nil, c > 0 { cells[r][c - 1] = " " }
            if c + 1 < columns, cells[r][c + 1] == nil { cells[r][c + 1] = " " }
            cells[r][c] = ch
        }

        /// Writes a wide character over two cells when both fit.
        mutating func setWide(_ c: Int, _ r: Int, _ ch: Character, clip: CellRect) -> Bool {
            guard clip.contains(c, r), clip.contains(c + 1, r), c >= 0, r >= 0, c + 1 < columns, r < rows else { return false }
            set(c, r, ch, clip: clip)
            set(c + 1, r, " ", clip: clip)
            cells[r][c + 1] = nil
            return true
        }

        func text() -> String {
            var out = ""
            for row in cells {
                var line = String(row.compactMap { $0 })
                while line.last == " " { line.removeLast() }
                out += line + "\n"
            }
            return out
        }
    }

    // MARK: - Drawing

    private func draw(_ node: RenderNode, clip: CellRect, mapping: Mapping, marks: [TextMark], into grid: inout Grid) {
        if node.opacity.isNaN || node.opacity <= 0 { return }
        let mapping = mapping.entering(node)
        var clip = clip
        if let path = node.clip {
            guard let bounds = RenderPath.bounds(path).flatMap(mapping.apply), let cells = cells(bounds) else { return }
            clip = clip.intersection(cells)
        }
        if clip.isEmpty { return }
        content(node, clip: clip, mapping: mapping, marks: marks, into: &grid)
        for child in node.children { draw(child, clip: clip, mapping: mapping, marks: marks, into: &grid) }
    }

    private func content(_ node: RenderNode, clip: CellRect, mapping: Mapping, marks: [TextMark], into grid: inout Grid) {
        switch node.content {
        case .none:
            break
        case let .fill(path, color, _):
            guard RenderColor.alpha(color) > 0, let bounds = RenderPath.bounds(path).flatMap(mapping.apply), var r = cells(bounds) else { return }
            let rounded = RenderPath.axisAlignedRect(path) == nil || !mapping.keepsRectangles
            if r.c1 > r.c0, r.r1 > r.r0 {
                box(r, rounded: rounded, clearInterior: true, clip: clip, into: &grid)
            } else {
                if r.r0 == r.r1, r.c1 > r.c0, bounds.height < ch {
                    r.r0 = hairlineRow(r, top: bounds.minY, marks: marks); r.r1 = r.r0
                }
                let shade = Self.shade(RenderColor.darkness(color))
                Self.forEachCell(r, clip) { col, row in grid.set(col, row, shade, clip: clip) }
            }
        case let .stroke(path, color, lineWidth):
            guard RenderColor.alpha(color) > 0, lineWidth > 0, let bounds = RenderPath.bounds(path).flatMap(mapping.apply),
                  var r = cells(bounds) else { return }
            if r.c1 > r.c0, r.r1 > r.r0 {
                box(r, rounded: RenderPath.axisAlignedRect(path) == nil || !mapping.keepsRectangles, clearInterior: false, clip: clip, into: &grid)
            } else {
                if r.r0 == r.r1, r.c1 > r.c0, bounds.height < ch {
                    r.r0 = hairlineRow(r, top: bounds.minY, marks: marks); r.r1 = r.r0
                }
                Self.forEachCell(r, clip) { col, row in grid.set(col, row, r.r0 == r.r1 ? "─" : "│", clip: clip) }
            }
        case let .image(name):
            guard let frame = mapping.apply(node.frame), let r = cells(frame) else { return }
            if r.c1 > r.c0, r.r1 > r.r0 {
                box(r, rounded: false, clearInterior: true, clip: clip, into: &grid)
                if r.r1 - r.r0 >= 2 {
                    write(name, column: r.c0 + 1, row: r.r0 + 1, clip: clip.intersection(CellRect(c0: r.c0 + 1, r0: r.r0, c1: r.c1 - 1, r1: r.r1)), into: &grid)
                }
            } else {
                Self.forEachCell(r, clip) { col, row in grid.set(col, row, "▒", clip: clip) }
            }
        case let .text(text):
            for line in text.lines {
                guard let row = textRow(line, ascent: text.ascent, mapping: mapping) else { continue }
                var nextFree = Int.min
                for piece in line.pieces where RenderColor.alpha(piece.color) > 0 {
                    guard let origin = mapping.apply(CGPoint(x: piece.origin.x, y: line.baselineOrigin.y)) else { continue }
                    let colValue = Double(origin.x / cw).rounded(.toNearestOrAwayFromZero)
                    guard colValue.isFinite, colValue.magnitude < 1e9 else { continue }
                    let start = max(Int(colValue), nextFree)
                    nextFree = write(piece.text, column: start, row: row, clip: clip, into: &grid)
                }
            }
        }
    }

    /// Writes `text` from (column, row); returns the column after the last character.
    @discardableResult
    private func write(_ text: String, column: Int, row: Int, clip: CellRect, into grid: inout Grid) -> Int {
        var col = column
        for character in text {
            if col >= grid.columns { break }
            if character.isNewline { break }
            guard let scalar = character.unicodeScalars.first else { continue }
            if scalar.properties.generalCategory == .control {
                if character == "\t" { grid.set(col, row, " ", clip: clip); col += 1 }
                continue
            }
            if Self.isWide(scalar) {
                _ = grid.setWide(col, row, character, clip: clip)
                col += 2
            } else {
                grid.set(col, row, character, clip: clip)
                col += 1
            }
        }
        return col
    }

    private func box(_ r: CellRect, rounded: Bool, clearInterior: Bool, clip: CellRect, into grid: inout Grid) {
        let (tl, tr, bl, br): (Character, Character, Character, Character) = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        Self.forEachCell(r, clip) { col, row in
            let top = row == r.r0, bottom = row == r.r1, left = col == r.c0, right = col == r.c1
            let ch: Character
            switch (top, bottom, left, right) {
            case (true, _, true, _): ch = tl
            case (true, _, _, true): ch = tr
            case (_, true, true, _): ch = bl
            case (_, true, _, true): ch = br
            case (true, _, _, _), (_, true, _, _): ch = "─"
            case (_, _, true, _), (_, _, _, true): ch = "│"
            default:
                if !clearInterior { return }
                ch = " "
            }
            grid.set(col, row, ch, clip: clip)
        }
    }

    /// Visits the cells of `r` inside `clip` (which lies inside the grid), row by row.
    static func forEachCell(_ r: CellRect, _ clip: CellRect, _ body: (Int, Int) -> Void) {
        let visible = r.intersection(clip)
        guard !visible.isEmpty else { return }
        for row in visible.r0...visible.r1 {
            for col in visible.c0...visible.c1 { body(col, row) }
        }
    }

    static func shade(_ darkness: Double) -> Character {
        switch darkness {
        case ..<0.25: return "░"
        case ..<0.5: return "▒"
        case ..<0.75: return "▓"
        default: return "█"
        }
    }

    /// East Asian wide and fullwidth characters (Hangul, CJK, kana, fullwidth forms, emoji).
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
