import Foundation
import TrellisLayout
import TrellisRaster
import TrellisText

/// Draws a ``RenderNode`` tree as an SVG document (SVG 1.1, valid XML).
///
/// - Shapes are `<path>` elements (`<rect>` for axis-aligned rectangles) with `fill` and
///   `fill-opacity` (`fill-rule="evenodd"` for even-odd fills); strokes use `stroke`,
///   `stroke-opacity` and `stroke-width`.
/// - Text is drawn as glyph outlines by default, so the file looks the same on a machine
///   without the fonts; ``Options/textAsOutlines`` `= false` writes `<text>` elements.
/// - Images are embedded as `data:image/png;base64,…` when ``ImageAssets`` has PNG data for
///   the name, and a grey placeholder rectangle otherwise.
/// - A node's clip becomes a `<clipPath>` and its opacity a `<g opacity>`; a hidden subtree
///   (opacity 0) is left out.
/// - ``Options/debugFrames`` outlines every view's frame with a thin red stroke, on top.
///
/// Every element carries `data-view` with the view's name as the layout dump shows it.
/// Output is deterministic: numbers have at most three decimals (see `RenderNumber`),
/// clip ids are numbered in drawing order.
public struct SVGRenderer {
    public struct Options: Sendable {
        /// The page colour under everything; `nil` leaves the background transparent.
        public var background: Color?
        /// Text as glyph outlines (`true`, the default) or as `<text>` elements.
        public var textAsOutlines: Bool
        /// Outline every view's frame with a thin red stroke.
        public var debugFrames: Bool

        public init(background: Color? = .white, textAsOutlines: Bool = true, debugFrames: Bool = false) {
            self.background = background
            self.textAsOutlines = textAsOutlines
            self.debugFrames = debugFrames
        }
    }

    public var options: Options
    public let outliner: GlyphOutliner

    /// - Parameter measurer: the measurer the text was laid out with (its shaping gives
    ///   the glyphs and advances).
    public init(options: Options = Options(), measurer: FontTextMeasurer = .shared) {
        self.options = options
        self.outliner = GlyphOutliner(measurer: measurer)
    }

    public init(options: Options = Options(), outliner: GlyphOutliner) {
        self.options = options
        self.outliner = outliner
    }

    /// The SVG document for `tree`. The canvas is `size` points (the root node's frame
    /// size when `nil`); non-finite or negative sizes count as 0.
    public func render(_ tree: RenderNode, size: CGSize? = nil) -> String {
        let s = size ?? tree.frame.size
        let w = s.width.isFinite ? max(0, s.width) : 0
        let h = s.height.isFinite ? max(0, s.height) : 0
        var writer = Writer()
        writer.out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writer.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
            + " width=\"\(RenderNumber.format(w))\" height=\"\(RenderNumber.format(h))\""
            + " viewBox=\"0 0 \(RenderNumber.format(w)) \(RenderNumber.format(h))\">\n"
        if let background = options.background, RenderColor.alpha(background) > 0 {
            writer.line(1, "<rect x=\"0\" y=\"0\" width=\"\(RenderNumber.format(w))\" height=\"\(RenderNumber.format(h))\""
                + paint("fill", background) + " data-view=\"background\"/>")
        }
        draw(tree, depth: 1, into: &writer)
        if options.debugFrames {
            writer.line(1, "<g fill=\"none\" stroke=\"#FF0000\" stroke-width=\"0.5\" data-view=\"debug-frames\">")
            debugFrames(tree, into: &writer)
            writer.line(1, "</g>")
        }
        writer.out += "</svg>\n"
        return writer.out
    }

    // MARK: - Tree

    private struct Writer {
        var out = ""
        var clipCount = 0

        mutating func line(_ depth: Int, _ text: String) {
            out += String(repeating: "  ", count: depth) + text + "\n"
        }
    }

    private func draw(_ node: RenderNode, depth: Int, into w: inout Writer) {
        let opacity = node.opacity.isNaN ? 0 : min(max(node.opacity, 0), 1)
        if opacity <= 0 { return }
        var groupAttributes = ""
        if let clip = node.clip {
            w.clipCount += 1
            let id = "clip\(w.clipCount)"
            w.line(depth, "<clipPath id=\"\(id)\"><path d=\"\(RenderPath.svgData(clip))\"/></clipPath>")
            groupAttributes += " clip-path=\"url(#\(id))\""
        }
        if opacity < 1 { groupAttributes += " opacity=\"\(RenderNumber.format(opacity))\"" }
        if !node.transform.isIdentity {
            let t = node.transform
            let m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { RenderNumber.format(Double($0)) }.joined(separator: " ")
            // Before the clip: SVG evaluates a group's clip-path in its transformed space.
            groupAttributes = " transform=\"matrix(\(m))\"" + groupAttributes
        }
        let grouped = !groupAttributes.isEmpty
        if grouped { w.line(depth, "<g" + groupAttributes + " data-view=\"\(XML.escape(node.name))\">") }
        let inner = grouped ? depth + 1 : depth
        content(node, depth: inner, into: &w)
        for child in node.children { draw(child, depth: inner, into: &w) }
        if grouped { w.line(depth, "</g>") }
    }

    private func content(_ node: RenderNode, depth: Int, into w: inout Writer) {
        let name = " data-view=\"\(XML.escape(node.name))\""
        switch node.content {
        case .none:
            break
        case let .fill(path, color, eoFill):
            guard RenderColor.alpha(color) > 0, !path.isEmpty else { return }
            let rule = eoFill ? " fill-rule=\"evenodd\"" : ""
            if let r = RenderPath.axisAlignedRect(path) {
                w.line(depth, "<rect" + rectAttributes(r) + paint("fill", color) + name + "/>")
            } else {
                w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + paint("fill", color) + rule + name + "/>")
            }
        case let .stroke(path, color, lineWidth):
            guard RenderColor.alpha(color) > 0, !path.isEmpty, lineWidth.isFinite, lineWidth > 0 else { return }
            let stroke = " fill=\"none\"" + paint("stroke", color) + " stroke-width=\"\(RenderNumber.format(lineWidth))\""
            if let r = RenderPath.axisAlignedRect(path) {
                w.line(depth, "<rect" + rectAttributes(r) + stroke + name + "/>")
            } else {
                w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + stroke + name + "/>")
            }
        case let .text(text):
            for line in text.lines {
                for piece in line.pieces where RenderColor.alpha(piece.color) > 0 && !piece.text.isEmpty {
                    if options.textAsOutlines {
                        let path = outliner.path(for: piece)
                        if path.isEmpty { continue }
                        w.line(depth, "<path d=\"\(RenderPath.svgData(path))\"" + paint("fill", piece.color) + name
                            + " aria-label=\"\(XML.escape(piece.text))\"/>")
                    } else {
                        w.line(depth, "<text x=\"\(RenderNumber.format(piece.origin.x))\" y=\"\(RenderNumber.format(piece.origin.y))\""
                            + fontAttributes(piece.font) + paint("fill", piece.color) + " xml:space=\"preserve\"" + name + ">"
                            + XML.escape(piece.text) + "</text>")
                    }
                }
            }
        case let .image(imageName):
            guard node.frame.width > 0, node.frame.height > 0 else { return }
            if let data = ImageAssets.asset(named: imageName)?.pngData, data.starts(with: PNG.signature) {
                w.line(depth, "<image" + rectAttributes(node.frame) + " preserveAspectRatio=\"none\""
                    + " xlink:href=\"data:image/png;base64,\(data.base64EncodedString())\"" + name + "/>")
            } else {
                w.line(depth, "<rect" + rectAttributes(node.frame) + " fill=\"#C7C7CC\"" + name + "/>")
            }
        }
    }

    private func debugFrames(_ node: RenderNode, into w: inout Writer) {
        let f = node.frame
        if f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite {
            w.line(2, "<rect" + rectAttributes(f) + " data-view=\"\(XML.escape(node.name))\"/>")
        }
        for child in node.children { debugFrames(child, into: &w) }
    }

    // MARK: - Attributes

    private func rectAttributes(_ r: CGRect) -> String {
        " x=\"\(RenderNumber.format(r.minX))\" y=\"\(RenderNumber.format(r.minY))\""
            + " width=\"\(RenderNumber.format(r.width))\" height=\"\(RenderNumber.format(r.height))\""
    }

    /// `fill="#RRGGBB"` plus `fill-opacity` when not opaque (likewise for `stroke`).
    private func paint(_ property: String, _ color: Color) -> String {
        let alpha = RenderColor.alpha(color)
        var s = " \(property)=\"\(RenderColor.hex(color))\""
        if alpha < 1 { s += " \(property)-opacity=\"\(RenderNumber.format(alpha))\"" }
        return s
    }

    private func fontAttributes(_ font: ResolvedFont) -> String {
        let generic: String
        switch font.design {
        case .serif: generic = "serif"
        case .monospaced: generic = "monospace"
        case .default, .rounded: generic = "sans-serif"
        }
        var families: [String] = []
        if let family = font.family { families.append(family) }
        if let face = outliner.measurer.faces(for: font)?.primary.familyName, !families.contains(face) { families.append(face) }
        let list = (families.map { "'" + $0.replacingOccurrences(of: "'", with: "") + "'" } + [generic]).joined(separator: ", ")
        var s = " font-family=\"\(XML.escape(list))\" font-size=\"\(RenderNumber.format(font.size))\" font-weight=\"\(font.weight)\""
        if font.isItalic { s += " font-style=\"italic\"" }
        return s
    }
}

/// XML text and attribute escaping. Characters XML 1.0 does not allow (most C0 controls,
/// unpaired surrogates cannot occur in Swift strings) are dropped.
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
