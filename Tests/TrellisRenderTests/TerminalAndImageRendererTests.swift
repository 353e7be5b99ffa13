import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

@Suite("Terminal renderer")
struct TerminalRendererTests {
    @Test("a filled frame is a box of box-drawing characters on the 5×10-point grid")
    func box() {
        let h = host(Color.red.frame(width: 50, height: 30), width: 100, height: 60)
        let text = TerminalRenderer().render(h.renderTree(), size: h.size)
        // Frame x 25…75 → columns 5…14; y 15…45 → rows 1…4.
        let expected = [
            "",
            "     ┌────────┐",
            "     │        │",
            "     │        │",
            "     └────────┘",
            "",
        ].map { $0 + "\n" }.joined()
        #expect(text == expected)
    }

    @Test("text is written in at its position, thin bars are shaded, round shapes have round corners")
    func textAndShapes() {
        let view = VStack(spacing: 0) {
            Text("Hi").font(.custom("Trellis Test", size: 20))
            Color.black.frame(width: 40, height: 5)
            Circle().stroke(Color.blue, lineWidth: 1).frame(width: 30, height: 30)
        }
        let h = host(view, width: 60, height: 80)
        let lines = TerminalRenderer().render(h.renderTree(), size: h.size).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("Hi") })
        #expect(lines.contains { $0.contains("████████") })
        #expect(lines.contains { $0.contains("╭") } && lines.contains { $0.contains("╯") })
    }

    @Test("text is truncated to the grid, and columns fit the width")
    func truncationAndColumns() {
        let h = host(Text("ABCDEFGHIJ").font(.custom("Trellis Test", size: 10)).fixedSize(), width: 30, height: 20)
        let text = TerminalRenderer().render(h.renderTree(), size: h.size)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.count <= 6 })
        let renderer = TerminalRenderer(columns: 10, width: 30)
        #expect(renderer.gridSize(for: h.size) == (10, 4))
    }
}

extension TerminalRendererTests {
    @Test("clips limit the box; a frame far larger than the window is cut to the grid")
    func clipAndHugeFrames() {
        // A 40×40 square (columns 0…7, rows −1…2 of the 8×2 grid) clipped to 20×10
        // (x 10…30, y 5…15: columns 2…5, rows 0…1): only its blank interior is inside.
        let unclipped = host(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 10))
        #expect(TerminalRenderer().render(unclipped.renderTree(), size: unclipped.size) == "│      │\n│      │\n")
        let clipped = host(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 10).clipped())
        #expect(TerminalRenderer().render(clipped.renderTree(), size: clipped.size) == "\n\n")
        let huge = host(Color.red.frame(width: 10_000_000, height: 10_000_000), width: 20, height: 20)
        let hugeText = TerminalRenderer().render(huge.renderTree(), size: huge.size)
        #expect(hugeText == "\n\n")
    }
}

@Suite("ImageRenderer")
struct ImageRendererTests {
    @Test("an unspecified proposal gives the content's ideal size; the PNG has size × scale pixels")
    func idealSize() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.textMeasurer = TestFonts.measurer
        renderer.scale = 2
        #expect(renderer.size == CGSize(width: 30, height: 20))
        let png = try #require(try renderer.pngData())
        let decoded = try PNG.decode(png)
        #expect(decoded.width == 60 && decoded.height == 40)
        // Straight RGBA of the first pixel: the system red.
        #expect(Array(decoded.rgba[0..<4]) == [255, 59, 48, 255])
        #expect(try renderer.pngData() == png)
    }

    @Test("a partly specified proposal: the given width, the ideal height")
    func partialProposal() throws {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.textMeasurer = TestFonts.measurer
        renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
        #expect(renderer.size == CGSize(width: 50, height: 10))
        let svg = renderer.svgString()
        #expect(svg.contains("width=\"50\" height=\"10\""))
        #expect(renderer.terminalString(columns: 10).split(separator: "\n").count == 1)
    }

    @Test("a text's picture is its ideal size")
    func textSize() throws {
        let renderer = ImageRenderer(content: Text("Hello").font(.custom("Trellis Test", size: 10)))
        renderer.textMeasurer = TestFonts.measurer
        // H 6 + e l l o 5 × 4 = 26 wide, ascent 8 + descent 2 tall.
        #expect(renderer.size == CGSize(width: 26, height: 10))
        #expect(renderer.dump().contains("Text"))
    }

    @Test("nothing to draw gives no PNG, not a crash")
    func empty() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 0, height: 0))
        #expect(try renderer.pngData() == nil)
        #expect(renderer.svgString().contains("width=\"0\""))
    }
}

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test("fixed three decimals, trimmed, no negative zero, no exponent")
    func formats() {
        #expect(RenderNumber.format(Double(1)) == "1")
        #expect(RenderNumber.format(Double(0.5)) == "0.5")
        #expect(RenderNumber.format(Double(-0.0001)) == "0")
        #expect(RenderNumber.format(Double(12.34567)) == "12.346")
        #expect(RenderNumber.format(Double(-3.05)) == "-3.05")
        #expect(RenderNumber.format(Double(1e-9)) == "0")
        #expect(RenderNumber.format(Double.nan) == "0")
        #expect(RenderNumber.format(Double(0.007)) == "0.007")
    }
}
