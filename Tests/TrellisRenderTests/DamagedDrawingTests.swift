import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// A square that slides right past a label and a circle that stay put.
private struct Sliding: View {
    @State var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle().fill(.orange).frame(width: 20, height: 20).offset(x: 50, y: 30)
            Text("Still").offset(x: 4, y: 38)
            RoundedRectangle(cornerRadius: 3).fill(.blue).frame(width: 16, height: 16).offset(x: moved ? 60 : 4, y: 6)
            Button("Go") { withAnimation(.linear(duration: 0.4)) { moved.toggle() } }.offset(x: 4, y: 60)
        }
        .frame(width: 90, height: 80, alignment: .topLeading)
    }
}

/// A square fading out over a stripe that stays.
private struct Fading: View {
    @State var faded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.green.frame(width: 70, height: 8).offset(x: 10, y: 20)
            Color.purple.frame(width: 24, height: 24).opacity(faded ? 0.1 : 1).offset(x: 20, y: 12)
            Button("Fade") { withAnimation(.easeInOut(duration: 0.4)) { faded.toggle() } }.offset(x: 4, y: 56)
        }
        .frame(width: 90, height: 80, alignment: .topLeading)
    }
}

/// A gradient square that grows and turns, a stroked circle and a clipped, masked bar
/// beside it that stay.
private struct Turning: View {
    @State var turned = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle().stroke(.red, lineWidth: 3).frame(width: 18, height: 18).offset(x: 64, y: 8)
            Color.teal.frame(width: 40, height: 10).clipShape(Capsule()).offset(x: 44, y: 40)
            Color.indigo.frame(width: 30, height: 6).mask { Color.black.opacity(0.6) }.offset(x: 48, y: 54)
            LinearGradient(colors: [.yellow, .blue], startPoint: .top, endPoint: .bottom)
                .frame(width: 18, height: 18)
                .scaleEffect(turned ? 1.5 : 1)
                .rotationEffect(.degrees(turned ? 40 : 0))
                .blendMode(.multiply)
                .offset(x: 14, y: 14)
            Button("Turn") { withAnimation(.linear(duration: 0.4)) { turned.toggle() } }.offset(x: 4, y: 60)
        }
        .frame(width: 90, height: 80, alignment: .topLeading)
    }
}

/// A moving square beside a shadowed one: a shadow's blur reads its neighbours, so every
/// frame that changes is drawn whole.
private struct Shadowed: View {
    @State var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 14, height: 14).shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 2).offset(x: 60, y: 40)
            Color.red.frame(width: 12, height: 12).offset(x: moved ? 30 : 4, y: 8)
            Button("Go") { withAnimation(.linear(duration: 0.4)) { moved.toggle() } }.offset(x: 4, y: 60)
        }
        .frame(width: 90, height: 80, alignment: .topLeading)
    }
}

/// A square turning in perspective beside a moving one: a projected layer's pixels land
/// elsewhere than drawn, so every frame that changes is drawn whole.
private struct Projected: View {
    @State var turned = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 20, height: 20).rotation3DEffect(.degrees(turned ? 50 : 10), axis: (x: 0, y: 1, z: 0))
                .offset(x: 50, y: 30)
            Color.red.frame(width: 12, height: 12).offset(x: turned ? 30 : 4, y: 8)
            Button("Go") { withAnimation(.linear(duration: 0.4)) { turned.toggle() } }.offset(x: 4, y: 60)
        }
        .frame(width: 90, height: 80, alignment: .topLeading)
    }
}

@Suite("Damaged-region drawing")
struct DamagedDrawingTests {
    static let size = CGSize(width: 90, height: 80)

    /// The render trees of 0.5 s at 20 frames per second, the button tapped at 0.
    static func trees<V: View>(_ view: V, button: String) throws -> [RenderNode] {
        try host(view, width: size.width, height: size.height, scale: 2)
            .timeline(duration: 0.5, framesPerSecond: 20) { $0.tapButton(labeled: button) }
    }

    /// Draws `trees` one after another with ``PNGRenderer/FrameSequence`` and checks each
    /// frame against the tree drawn alone; returns how many frames after the first were
    /// redrawn only in part, and how many were the frame before unchanged.
    static func compare(_ trees: [RenderNode]) -> (partial: Int, unchanged: Int) {
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let frames = PNGRenderer.FrameSequence(renderer: renderer, size: size)
        let all = PixelRect(x: 0, y: 0, width: 180, height: 160)
        var partial = 0, unchanged = 0
        for (k, tree) in trees.enumerated() {
            let frame = frames.draw(tree)
            let alone = renderer.canvas(tree, size: size).premultipliedRGBA
            #expect(frame.canvas.premultipliedRGBA == alone, "frame \(k)")
            if k == 0 { #expect(frame.changed == all) }
            if k > 0 && frame.changed.isEmpty { unchanged += 1 } else if k > 0 && frame.changed != all { partial += 1 }
            #expect(frame.previous.count == max(0, frame.changed.width * frame.changed.height * 4) || k == 0)
        }
        return (partial, unchanged)
    }

    @Test("a sliding square: every frame redrawn in part equals the frame drawn whole")
    func sliding() throws {
        let trees = try Self.trees(Sliding(), button: "Go")
        #expect(trees.count == 11)
        // The slide lasts 0.4 s: frames 1…8 move, 9 and 10 show it settled (unchanged).
        let (partial, unchanged) = Self.compare(trees)
        #expect(partial == 8 && unchanged == 2)
    }

    @Test("a fading square over a stripe: the layer's opacity changes, the frames match")
    func fading() throws {
        let trees = try Self.trees(Fading(), button: "Fade")
        let (partial, unchanged) = Self.compare(trees)
        #expect(partial == 8 && unchanged == 2)
    }

    @Test("a scaled, rotated gradient in a blend layer beside a clip, a mask and a stroke")
    func transforming() throws {
        let trees = try Self.trees(Turning(), button: "Turn")
        let (partial, unchanged) = Self.compare(trees)
        #expect(partial == 8 && unchanged == 2)
    }

    @Test("with a shadow drawn, a frame that changes is drawn whole, and still matches")
    func shadowed() throws {
        let trees = try Self.trees(Shadowed(), button: "Go")
        let (partial, unchanged) = Self.compare(trees)
        #expect(partial == 0 && unchanged == 2)
    }

    @Test("with a projection drawn, a frame that changes is drawn whole, and still matches")
    func projected() throws {
        let trees = try Self.trees(Projected(), button: "Go")
        let (partial, unchanged) = Self.compare(trees)
        #expect(partial == 0 && unchanged == 2)
    }

    @Test("an op's bounds: its points' box mapped and rounded out, one pixel wider; a stroke's widened")
    func opBounds() {
        var square = RasterPath()
        square.addRect(RasterRect(x: 10, y: 10, width: 10, height: 10))
        let fill = DisplayList.Op.fill(square, .black, .nonZero, .identity)
        #expect(DisplayList.bounds(of: fill, width: 100, height: 100) == PixelRect(x: 9, y: 9, width: 12, height: 12))
        // Scaled by 2 and moved by 0.5: 20.5…40.5 → 19…42.
        let scaled = DisplayList.Op.fill(square, .black, .nonZero, RasterTransform(a: 2, b: 0, c: 0, d: 2, tx: 0.5, ty: 0.5))
        #expect(DisplayList.bounds(of: scaled, width: 100, height: 100) == PixelRect(x: 19, y: 19, width: 23, height: 23))
        // A 2-wide stroke with miter limit 10 reaches 1 × 10 past the points.
        let stroke = DisplayList.Op.stroke(square, .black, TrellisRaster.StrokeStyle(lineWidth: 2), .identity)
        #expect(DisplayList.bounds(of: stroke, width: 100, height: 100) == PixelRect(x: -1, y: -1, width: 32, height: 32)
            .intersection(PixelRect(x: 0, y: 0, width: 100, height: 100)))
        // Clamped to the canvas; nothing when wholly outside.
        #expect(DisplayList.bounds(of: fill, width: 15, height: 100) == PixelRect(x: 9, y: 9, width: 6, height: 12))
        #expect(DisplayList.bounds(of: fill, width: 5, height: 5) == nil)
    }

    @Test("damage: the moved op's old and new bounds; a changed layer takes its content; equal lists none")
    func damageOfLists() {
        func rect(_ x: Double) -> RasterPath {
            var p = RasterPath()
            p.addRect(RasterRect(x: x, y: 10, width: 10, height: 10))
            return p
        }
        var a = DisplayList(), b = DisplayList()
        a.append(.fill(rect(0), .black, .nonZero, .identity))
        a.append(.fill(rect(40), .black, .nonZero, .identity))
        b.append(.fill(rect(0), .black, .nonZero, .identity))
        b.append(.fill(rect(60), .black, .nonZero, .identity))
        #expect(DisplayList.damage(from: a, to: a, width: 100, height: 100) == nil)
        // 39…51 and 59…71 across, 9…21 down.
        #expect(DisplayList.damage(from: a, to: b, width: 100, height: 100) == PixelRect(x: 39, y: 9, width: 32, height: 12))
        var c = DisplayList(), d = DisplayList()
        for (list, opacity) in [(0, 0.5), (1, 0.25)] {
            var l = DisplayList()
            l.append(.fill(rect(0), .black, .nonZero, .identity))
            l.append(.beginLayer(.opacity(opacity)))
            l.append(.fill(rect(20), .black, .nonZero, .identity))
            l.append(.endLayer)
            if list == 0 { c = l } else { d = l }
        }
        #expect(c.parents == [-1, -1, 1, -1])
        // Only the layer's content: 19…31.
        #expect(DisplayList.damage(from: c, to: d, width: 100, height: 100) == PixelRect(x: 19, y: 9, width: 12, height: 12))
        // A list one op longer: the extra op's bounds.
        var e = a
        e.append(.fill(rect(80), .black, .nonZero, .identity))
        #expect(DisplayList.damage(from: a, to: e, width: 100, height: 100) == PixelRect(x: 79, y: 9, width: 12, height: 12))
    }

    /// apngdis, when installed: an independent decoder of the animated PNG.
    static let apngdis: String? = ["/usr/bin/apngdis", "/usr/local/bin/apngdis"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("the timeline's animated PNG decodes, with apngdis too, to the frames drawn alone",
          .enabled(if: DamagedDrawingTests.apngdis != nil))
    func apngdisDecodesTheTimeline() throws {
        let apngdis = try #require(Self.apngdis)
        let trees = try Self.trees(Turning(), button: "Turn")
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let expected = trees.map { renderer.canvas($0, size: Self.size).rgbaBytes }
        let apng = try host(Turning(), width: Self.size.width, height: Self.size.height, scale: 2)
            .apngData(duration: 0.5, framesPerSecond: 20) { $0.tapButton(labeled: "Turn") }
        #expect(try APNG.decode(apng).frames.map(\.rgba) == expected)
        let dir = NSTemporaryDirectory() + "trellis-damage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try apng.write(to: URL(fileURLWithPath: dir + "/anim.png"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: apngdis)
        p.arguments = [dir + "/anim.png", "frame"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("frame") && $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 11)
        for (k, name) in names.enumerated() where k < expected.count {
            #expect(try PNG.decode(Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))).rgba == expected[k], "frame \(k)")
        }
    }
}
