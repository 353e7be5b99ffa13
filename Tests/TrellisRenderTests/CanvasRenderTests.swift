import Foundation
import Testing
import TrellisFonts
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// A `Canvas`'s drawing in the three renderers: pixels of the PNG renderer, the SVG
/// markup, the terminal's cells. Canvases here fill a 40 × 20 host at scale 1 on a white
/// page unless a test says otherwise.
@Suite("Canvas rendering")
struct CanvasRenderTests {
    private func picture(width: CGFloat = 40, height: CGFloat = 20,
                         _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> Canvas {
        canvas(host(TrellisLayout.Canvas(renderer: renderer), width: width, height: height), scale: 1)
    }

    private let blue = RGBA(0, 0, 255)

    @Test("fill: the path's pixels in the colour, the rest of the page white")
    func fill() {
        let c = picture { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
        }
        #expect(c.rgba(5, 10) == systemRed)
        #expect(c.rgba(19, 19) == systemRed)
        #expect(c.rgba(20, 10) == white)
        #expect(c.rgba(35, 10) == white)
    }

    @Test("stroke: a 2-point line centred on y 10")
    func stroke() {
        let c = picture { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 40, y: 10))
            context.stroke(line, with: .color(Color(red: 0, green: 0, blue: 1)), lineWidth: 2)
        }
        #expect(c.rgba(20, 9) == blue)
        #expect(c.rgba(20, 10) == blue)
        #expect(c.rgba(20, 8) == white)
        #expect(c.rgba(20, 11) == white)
    }

    @Test("transform: a translated, scaled and rotated square lands where the matrix puts it")
    func transform() {
        let c = picture { context, _ in
            context.translateBy(x: 30, y: 0)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 1)
            // x → down (× 2), y → left: the square (0, 0)–(5, 5) covers x 25…30, y 0…10.
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        #expect(c.rgba(27, 2) == blue)
        #expect(c.rgba(27, 8) == blue)
        #expect(c.rgba(27, 12) == white)
        #expect(c.rgba(23, 5) == white)
        #expect(c.rgba(31, 5) == white)
    }

    @Test("clip: only the part inside the clip is drawn; a copy drawn after is not clipped")
    func clip() {
        let c = picture { context, size in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.fill(Path(CGRect(x: 30, y: 0, width: 10, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        #expect(c.rgba(10, 10) == systemRed)
        // A corner of the square outside the circle, and the page right of it.
        #expect(c.rgba(1, 1) == white)
        #expect(c.rgba(25, 10) == white)
        #expect(c.rgba(35, 10) == blue)
    }

    @Test("an inverse clip draws outside the path only")
    func inverseClip() {
        let c = picture { context, size in
            context.clip(to: Path(CGRect(x: 10, y: 0, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(c.rgba(5, 10) == systemRed)
        #expect(c.rgba(15, 10) == white)
        #expect(c.rgba(29, 10) == white)
        #expect(c.rgba(35, 10) == systemRed)
    }

    @Test("an even-odd clip: a rectangle with a hole, both subpaths drawn the same way round")
    func evenOddClip() {
        let c = picture { context, size in
            var ring = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
            ring.addRect(CGRect(x: 10, y: 0, width: 20, height: 20))
            context.clip(to: ring, style: FillStyle(eoFill: true))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(c.rgba(5, 10) == systemRed)
        #expect(c.rgba(15, 10) == white)
        #expect(c.rgba(35, 10) == systemRed)
    }

    @Test("clipToLayer: later drawings only where the layer is drawn, scaled by its opacity")
    func clipToLayer() {
        let c = picture { context, size in
            context.clipToLayer(opacity: 0.5) { mask in
                mask.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.white))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        #expect((127...128).contains(c.rgba(5, 10).r))
        #expect(c.rgba(25, 10) == white)
    }

    @Test("opacity: half-transparent black over white is mid grey")
    func opacity() {
        let c = picture { context, size in
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        }
        let p = c.rgba(20, 10)
        #expect(p.r == p.g && p.g == p.b)
        #expect((127...128).contains(p.r))
    }

    @Test("a layer's opacity applies to its drawing as a whole")
    func layerOpacity() {
        let c = picture { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.black))
            }
        }
        // Where the two squares overlap, the same grey as where one is.
        #expect(c.rgba(15, 10) == c.rgba(5, 10))
        #expect(c.rgba(15, 10) == c.rgba(25, 10))
        #expect((127...128).contains(c.rgba(15, 10).r))
        #expect(c.rgba(35, 10) == white)
    }

    @Test("a linear gradient runs from its start point to its end point in user space")
    func gradient() {
        let c = picture { context, size in
            context.translateBy(x: 10, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 20, y: 0)))
        }
        // Pixel centres 10.5 and 29.5 are at t = 0.025 and 0.975.
        #expect(c.rgba(10, 10).r < 12)
        #expect(c.rgba(29, 10).r > 243)
        #expect((120...135).contains(c.rgba(20, 10).r))
    }

    @Test("a shadow filter draws the drawing's shadow under it, offset")
    func shadow() {
        let c = picture { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.red))
        }
        #expect(c.rgba(5, 10) == systemRed)
        #expect(c.rgba(15, 10) == RGBA(0, 0, 0))
        #expect(c.rgba(25, 10) == white)
    }

    @Test("text draws the pixels a Text view draws at the same place")
    func text() {
        let drawn = picture(width: 60, height: 20) { context, _ in
            context.draw(Text("Hi"), in: CGRect(x: 0, y: 0, width: 60, height: 20))
        }
        let view = canvas(host(Text("Hi").frame(width: 60, height: 20, alignment: .topLeading), width: 60, height: 20), scale: 1)
        #expect(drawn.premultipliedRGBA == view.premultipliedRGBA)
        #expect(drawn.premultipliedRGBA.contains { $0 < 128 })
    }

    @Test("an image is drawn stretched into its rectangle, and tinted by a multiply filter")
    func image() {
        let png = PNG.encode(width: 1, height: 1, rgba: [255, 255, 255, 255])
        ImageAssets.register("canvas-render-white", pixelWidth: 1, pixelHeight: 1, pngData: png)
        let c = picture { context, _ in
            context.draw(Image("canvas-render-white"), in: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
            var tinted = context
            tinted.addFilter(.colorMultiply(Color(red: 0, green: 0, blue: 1)))
            tinted.draw(Image("canvas-render-white"), in: CGRect(x: 20, y: 0, width: 10, height: 20))
        }
        #expect(c.rgba(5, 10) == RGBA(0, 0, 0))
        #expect(c.rgba(25, 10) == blue)
        #expect(c.rgba(35, 10) == RGBA(0, 0, 0))
    }

    @Test("a symbol drawn as Vortex draws its particles: multiplied, faded, moved, scaled, projected")
    func symbol() {
        let h = host(TrellisLayout.Canvas { context, _ in
            guard let particle = context.resolveSymbol(id: "particle") else { return }
            var copy = context
            copy.addFilter(.colorMultiply(Color(red: 0, green: 0, blue: 1)))
            copy.opacity = 1
            copy.translateBy(x: 20, y: 10)
            copy.scaleBy(x: 2, y: 1)
            // A quarter turn about the particle's centre, in the user space of the filter.
            copy.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2))))
            copy.draw(particle, at: .zero)
        } symbols: {
            Color.white.frame(width: 10, height: 4).tag("particle")
        }, width: 40, height: 20)
        let c = canvas(h, scale: 1)
        // 10 × 4 centred on (0, 0), turned a quarter: x −2…2, y −5…5; scaled x × 2 and
        // moved: x 16…24, y 5…15, drawn in the multiplied colour (the projected layer is
        // resampled, so pixels at its edges are partly covered: these are inside).
        #expect(c.rgba(20, 10) == blue)
        #expect(c.rgba(17, 6) == blue)
        #expect(c.rgba(22, 13) == blue)
        #expect(c.rgba(14, 10) == white)
        #expect(c.rgba(20, 3) == white)
        #expect(c.rgba(20, 16) == white)
    }

    @Test("SVG: the fill's path in window coordinates, inside the canvas's clip")
    func svg() {
        let h = host(HStack(spacing: 0) {
            Color.clear.frame(width: 10)
            TrellisLayout.Canvas { context, _ in
                context.translateBy(x: 5, y: 5)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(Color(red: 0, green: 0, blue: 1)))
            }
        })
        let svg = SVGRenderer(measurer: TestFonts.measurer).render(h.renderTree(), size: h.size)
        // The canvas spans x 10…40; the rectangle, moved by (5, 5) in it, is at (15, 5).
        #expect(svg.contains("<clipPath id=\"clip1\"><path d=\"M10 0L40 0L40 20L10 20Z\"/></clipPath>\n"
            + "  <g clip-path=\"url(#clip1)\" data-view=\"Canvas\">\n"
            + "    <rect x=\"15\" y=\"5\" width=\"10\" height=\"5\" fill=\"#0000FF\" data-view=\"Canvas fill\"/>\n  </g>"))
    }

    @Test("terminal: a symbol moved into place is drawn there")
    func terminalSymbol() {
        let h = host(TrellisLayout.Canvas { context, _ in
            guard let box = context.resolveSymbol(id: "box") else { return }
            context.draw(box, at: CGPoint(x: 20, y: 10))
        } symbols: {
            Color.black.frame(width: 20, height: 20).tag("box")
        }, width: 40, height: 20)
        let text = TerminalRenderer().render(h.renderTree(), size: h.size)
        // The box spans x 10…30, y 0…20: columns 2…5, rows 0…1.
        #expect(text == "  ┌──┐\n  └──┘\n")
    }

    @Test("terminal: a filled rectangle of the canvas is a box")
    func terminal() {
        let h = host(TrellisLayout.Canvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.black))
        }, width: 40, height: 20)
        let text = TerminalRenderer().render(h.renderTree(), size: h.size)
        #expect(text == "  ┌──┐\n  └──┘\n")
    }
}
