import Foundation
import Testing
import TrellisLayout
import TrellisRaster
@testable import TrellisRender

/// A bar whose width animates linearly over one second when "Grow" is tapped.
private struct GrowingBar: View {
    @State var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: wide ? 40 : 20, height: 10)
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }
}

/// A button that changes the picture without animation.
private struct Switch: View {
    @State var on = false
    var body: some View {
        VStack(spacing: 0) {
            (on ? Color.red : Color.green).frame(width: 20, height: 10)
            Button("Flip") { on.toggle() }
        }
    }
}

/// Seed 003's toggle: three squares (one translucent) in a VStackLayout that
/// `withAnimation` turns into an HStackLayout, and a label.
private struct StackToggle: View {
    @State var isTapped = false
    var body: some View {
        VStack(spacing: 8) {
            (isTapped ? AnyLayout(HStackLayout(spacing: 6)) : AnyLayout(VStackLayout(spacing: 6))) {
                Rectangle().fill(.green).frame(width: 14, height: 14)
                Rectangle().fill(.yellow.opacity(0.5)).frame(width: 14, height: 14)
                Rectangle().fill(.red).frame(width: 14, height: 14)
            }
            Button("Change") { withAnimation { isTapped.toggle() } }
        }
    }
}

@Suite("Timelines")
struct TimelineTests {
    @Test("an animated PNG's frames are the pictures of its frames drawn alone, changed rectangles and all")
    func movingFramesDecodeToTheirPictures() throws {
        let size = CGSize(width: 90, height: 80)
        let tap: (HostingView<StackToggle>) -> Void = { $0.tapButton(labeled: "Change") }
        let trees = try host(StackToggle(), width: size.width, height: size.height)
            .timeline(duration: 0.6, framesPerSecond: 20, events: [(time: 0.3, action: tap)], interaction: tap)
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let expected = trees.map { renderer.canvas($0, size: size).rgbaBytes }
        #expect(expected.count == 13)
        // The squares move in every frame: each differs from the one before.
        #expect((1..<13).filter { expected[$0] == expected[$0 - 1] }.isEmpty)

        func record() throws -> Data {
            try host(StackToggle(), width: size.width, height: size.height, scale: 2)
                .apngData(duration: 0.6, framesPerSecond: 20, events: [(time: 0.3, action: tap)], interaction: tap)
        }
        let apng = try record()
        let animation = try APNG.decode(apng)
        #expect(animation.width == 180 && animation.height == 160)
        #expect(animation.frames.map(\.rgba) == expected)
        // Later frames store only what changed: rectangles of at most 60 % of the picture
        // (the squares' sweep).
        let regions = [UInt8](apng).indices.filter { i in
            i + 8 <= apng.count && [UInt8](apng[(i + 4)..<(i + 8)]) == Array("fcTL".utf8)
        }.map { i -> Int in
            let b = [UInt8](apng[(i + 12)..<(i + 20)])
            return (Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])) * (Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7]))
        }
        #expect(regions.count == 13 && regions[0] == 180 * 160)
        #expect(regions.dropFirst().allSatisfy { $0 > 0 && $0 <= 180 * 160 * 6 / 10 })
        // The same bytes every time.
        #expect(try record() == apng)
    }

    @Test("frames are taken at k/fps up to and including the duration")
    func frameCounts() throws {
        #expect(try AnimationTimeline(duration: 0.5, framesPerSecond: 30).frameCount == 16)
        // 0.3 × 10 = 3.0000000000000004 and 0.7 × 10 = 7.000000000000001 in binary: whole.
        #expect(try AnimationTimeline(duration: 0.3, framesPerSecond: 10).frameCount == 4)
        #expect(try AnimationTimeline(duration: 0.7, framesPerSecond: 10).frameCount == 8)
        #expect(try AnimationTimeline(duration: 1.0 / 3, framesPerSecond: 3).frameCount == 2)
        #expect(try AnimationTimeline(duration: 0.05, framesPerSecond: 10).frameCount == 1)
        #expect(try AnimationTimeline(duration: 60, framesPerSecond: 60).frameCount == 3601)
        #expect(try AnimationTimeline(duration: 1, framesPerSecond: 30).time(ofFrame: 3) == 0.1)
    }

    @Test("bad durations and frame rates throw before any work, with clear messages")
    func badArguments() {
        for d in [0, -1, .nan, .infinity, 60.5] as [Double] {
            #expect {
                _ = try AnimationTimeline(duration: d, framesPerSecond: 30)
            } throws: { error in
                guard case let .invalidDuration(v) = error as? TimelineError else { return false }
                return v.isNaN ? d.isNaN : v == d
            }
        }
        for f in [0, 0.5, -30, .nan, .infinity, 61] as [Double] {
            #expect {
                _ = try AnimationTimeline(duration: 1, framesPerSecond: f)
            } throws: { error in
                guard case let .invalidFrameRate(v) = error as? TimelineError else { return false }
                return v.isNaN ? f.isNaN : v == f
            }
        }
        #expect(TimelineError.invalidDuration(0).description
                == "invalid duration 0.0: expected a number of seconds greater than 0 and at most 60")
        #expect(TimelineError.invalidFrameRate(.nan).description
                == "invalid frame rate nan: expected a number of frames per second from 1 to 60")
        let h = host(GrowingBar(), width: 100, height: 50)
        #expect(throws: TimelineError.invalidPause(-1)) { try h.apngData(duration: 1, framesPerSecond: 10, pause: -1) }
        #expect(throws: TimelineError.invalidLoopCount(-2)) { try h.apngData(duration: 1, framesPerSecond: 10, loopCount: -2) }
        #expect(h.time == 0)  // nothing ran
        let empty = host(GrowingBar(), width: 0, height: 50)
        #expect(throws: TimelineError.emptyPicture(width: 0, height: 50)) { try empty.apngData(duration: 1, framesPerSecond: 10) }
        #expect(throws: TimelineError.emptyPicture(width: 0, height: 50)) { try empty.pngFrames(duration: 1, framesPerSecond: 10) }
    }

    @Test("frame 0 is before the interaction; then the clock moves to each frame's exact time")
    func clockAndInteraction() throws {
        let h = host(GrowingBar(), width: 100, height: 50)
        var events: [String] = []
        let timeline = try AnimationTimeline(duration: 0.3, framesPerSecond: 10)
        h.forEachFrame(of: timeline, interaction: { host in
            events.append("tap at \(host.time): \(host.tapButton(labeled: "Grow"))")
        }) { _ in events.append("frame at \(h.time)") }
        #expect(events == ["frame at 0.0", "tap at 0.0: true", "frame at 0.1", "frame at 0.2", "frame at 0.3"])
        #expect(h.isAnimating)  // the 1-second animation is still running at 0.3 s
        // A host whose clock has moved: frames are timed from where it is.
        var times: [Double] = []
        h.forEachFrame(of: try AnimationTimeline(duration: 0.2, framesPerSecond: 10)) { _ in times.append(h.time) }
        #expect(times == [0.3, 0.4, 0.5])
    }

    @Test("events run at their times: after the frame at that time, or between frames")
    func timedEvents() throws {
        let h = host(Switch(), width: 100, height: 50)
        var log: [String] = []
        func event(_ t: TimeInterval, _ name: String) -> HostingView<Switch>.TimelineEvent {
            (time: t, action: { host in log.append("\(name) at \(host.time)") })
        }
        try h.forEachFrame(of: try AnimationTimeline(duration: 0.3, framesPerSecond: 10),
                           events: [event(0.2, "b"), event(0.05, "a"), event(0.2, "c"), event(0.31, "late"), event(0, "first")]) { _ in
            log.append("frame at \(h.time)")
        }
        #expect(log == ["frame at 0.0", "first at 0.0", "a at 0.05", "frame at 0.1", "frame at 0.2", "b at 0.2", "c at 0.2",
                        "frame at 0.3"])
        #expect(throws: TimelineError.invalidEventTime(-1)) {
            try host(Switch(), width: 100, height: 50).timeline(duration: 1, framesPerSecond: 10, events: [(time: -1, action: { _ in })])
        }
        #expect(TimelineError.invalidEventTime(.infinity).description == "invalid event time inf: expected a number of seconds from 0 on")
        // stopsWhenIdle waits for the last event: a flip at 0 and one at 0.5 s.
        let flips: [HostingView<Switch>.TimelineEvent] = [0, 0.5].map { t in (time: t, action: { $0.tapButton(labeled: "Flip") }) }
        let trees = try host(Switch(), width: 100, height: 50).timeline(duration: 2, framesPerSecond: 10, stopsWhenIdle: true, events: flips)
        #expect(trees.count == 7)  // 0 … 0.5 s, then the frame after the second flip
        #expect(fillColors(trees[0]) == [Color.green] && fillColors(trees[5]) == [Color.red] && fillColors(trees[6]) == [Color.green])
    }

    @Test("stopsWhenIdle ends at the first settled frame")
    func stopsWhenIdle() throws {
        // No animation: the frame before and the one after the tap.
        let a = host(Switch(), width: 100, height: 50)
        let trees = try a.timeline(duration: 1, framesPerSecond: 10, stopsWhenIdle: true) { $0.tapButton(labeled: "Flip") }
        #expect(trees.count == 2)
        #expect(fillColors(trees[0]) == [Color.green] && fillColors(trees[1]) == [Color.red])
        #expect(try host(Switch(), width: 100, height: 50).timeline(duration: 1, framesPerSecond: 10).count == 11)
        // A 1-second animation at 4 fps: frames at 0, 0.25, 0.5, 0.75 and 1 (settled).
        let b = host(GrowingBar(), width: 100, height: 50)
        let grow = try b.timeline(duration: 3, framesPerSecond: 4, stopsWhenIdle: true) { $0.tapButton(labeled: "Grow") }
        #expect(grow.count == 5)
        #expect(b.time == 1 && !b.isAnimating)
    }

    @Test("the bar's width follows the linear animation frame by frame")
    func presentationFrames() throws {
        let h = host(GrowingBar(), width: 100, height: 50)
        let trees = try h.timeline(duration: 1, framesPerSecond: 4) { $0.tapButton(labeled: "Grow") }
        let widths = trees.map { tree in colorFrames(tree).first?.width ?? -1 }
        #expect(widths == [20, 25, 30, 35, 40])
    }

    @Test("PNG frames and the animated PNG hold exactly the drawn trees")
    func picturesOfTheFrames() throws {
        let interaction: (HostingView<Switch>) -> Void = { $0.tapButton(labeled: "Flip") }
        let trees = try host(Switch(), width: 60, height: 40).timeline(duration: 0.2, framesPerSecond: 10, interaction: interaction)
        let renderer = PNGRenderer(scale: 2, measurer: TestFonts.measurer)
        let expected = trees.map { renderer.canvas($0, size: CGSize(width: 60, height: 40)).rgbaBytes }
        #expect(expected.count == 3 && expected[0] != expected[1] && expected[1] == expected[2])

        let pngs = try host(Switch(), width: 60, height: 40, scale: 2)
            .pngFrames(duration: 0.2, framesPerSecond: 10, interaction: interaction)
        #expect(try pngs.map { try PNG.decode($0).rgba } == expected)

        let apng = try host(Switch(), width: 60, height: 40, scale: 2)
            .apngData(duration: 0.2, framesPerSecond: 10, pause: 0.5, loopCount: 2, interaction: interaction)
        #expect(APNG.frameCount(of: apng) == 3)
        let animation = try APNG.decode(apng)
        #expect(animation.width == 120 && animation.height == 80 && animation.loopCount == 2)
        #expect(animation.frames.map(\.rgba) == expected)
        // 1/10 s per frame; the first and last 0.5 s longer (0.6 s = 3/5).
        #expect(animation.frames.map { [Int($0.delay.numerator), Int($0.delay.denominator)] } == [[3, 5], [1, 10], [3, 5]])
        // The same bytes every time.
        #expect(try host(Switch(), width: 60, height: 40, scale: 2)
            .apngData(duration: 0.2, framesPerSecond: 10, pause: 0.5, loopCount: 2, interaction: interaction) == apng)
    }

    @Test("ImageRenderer animates at its content's size, scale and background")
    func imageRenderer() throws {
        // A fresh view per renderer: a view value's @State box is shared by the hosts made
        // from it (the core's rule), so a tap in one run would show in the next.
        func renderer() -> ImageRenderer<Switch> {
            let r = ImageRenderer(content: Switch())
            r.textMeasurer = TestFonts.measurer
            r.scale = 2
            r.background = nil
            return r
        }
        let size = renderer().size
        let trees = try renderer().timeline(duration: 0.1, framesPerSecond: 10) { $0.tapButton(labeled: "Flip") }
        #expect(trees.count == 2 && trees.allSatisfy { $0.frame.size == size })
        #expect(fillColors(trees[0]) == [Color.green] && fillColors(trees[1]) == [Color.red])
        let apng = try APNG.decode(renderer().apngData(duration: 0.1, framesPerSecond: 10) { $0.tapButton(labeled: "Flip") })
        #expect(apng.width == Int((size.width * 2).rounded(.up)) && apng.height == Int((size.height * 2).rounded(.up)))
        #expect(apng.frames.count == 2)
        // No page colour: uncovered pixels are transparent (a white page would leave none).
        #expect(apng.frames[0].rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
        let pngs = try renderer().pngFrames(duration: 0.1, framesPerSecond: 10) { $0.tapButton(labeled: "Flip") }
        #expect(try pngs.map { try PNG.decode($0).rgba } == apng.frames.map(\.rgba))
    }

    @Test("an animation started in onAppear plays across the frames, as a loading indicator's does")
    func onAppearAnimation() throws {
        // Frames at 0, 0.25, 0.5, 0.75, 1, 1.25 s. The spinner turns 360° a second and
        // starts again; the dot fades from 1 to 0.2 in a second and back (autoreversing).
        let spins = try host(Spinner(), width: 40, height: 40).timeline(duration: 1.25, framesPerSecond: 4)
        #expect(spins.map { rotationDegrees($0) } == [0, 90, 180, 270, 0, 90])
        let fades = try host(PulsingDot(), width: 40, height: 40).timeline(duration: 1.25, framesPerSecond: 4)
        #expect(fades.map { (minOpacity($0) * 100).rounded() / 100 } == [1, 0.8, 0.6, 0.4, 0.2, 0.4])
        // ImageRenderer's timeline hosts the view the same way, each render from the start.
        let renderer = ImageRenderer(content: Spinner())
        renderer.textMeasurer = TestFonts.measurer
        #expect(renderer.size == CGSize(width: 10, height: 10))
        #expect(try renderer.timeline(duration: 0.5, framesPerSecond: 8).map { rotationDegrees($0) } == [0, 45, 90, 135, 180])
        // In pixels: the square turned by 45° (a diamond) is not the square at 0° or 90°,
        // which cover the same pixels.
        let apng = try APNG.decode(renderer.apngData(duration: 0.25, framesPerSecond: 8))
        #expect(apng.frames.count == 3 && apng.frames[0].rgba != apng.frames[1].rgba && apng.frames[0].rgba == apng.frames[2].rgba)
    }

    @Test("buttons are found by their label in the render tree")
    func buttonsByLabel() throws {
        let view = VStack(spacing: 0) {
            Text("Grow").frame(width: 50, height: 10)
            Button("Grow") {}.frame(width: 50, height: 20)
            Button(action: {}, label: { HStack(spacing: 0) { Text("Two"); Text("Parts") } })
        }
        let h = host(view, width: 100, height: 60)
        let tree = h.renderTree()
        // The plain text is not a button; the button's own frame is found.
        let frame = try #require(tree.buttonFrame(labeled: "Grow"))
        #expect(frame.width < 50 && frame.minY >= 10)
        #expect(tree.buttonFrame(labeled: "Two Parts") != nil)
        #expect(tree.buttonFrame(labeled: "Shrink") == nil)
        #expect(!h.tapButton(labeled: "Shrink"))
        #expect(h.tapButton(labeled: "Grow"))
    }
}

/// A square that turns once a second, for ever, from its `onAppear`.
private struct Spinner: View {
    @State private var spinning = false
    var body: some View {
        Color.blue.frame(width: 10, height: 10)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
            }
    }
}

/// A dot that fades out and back in, for ever, from its `onAppear`.
private struct PulsingDot: View {
    @State private var faded = false
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .opacity(faded ? 0.2 : 1)
            .onAppear { withAnimation(.linear(duration: 1).repeatForever()) { faded = true } }
    }
}

/// The rotation of the first rotated node, in whole degrees in 0..<360 (0 when none is).
private func rotationDegrees(_ node: RenderNode) -> Double {
    let t = node.transform
    if t.b != 0 || t.a != 1 {
        let degrees = (atan2(Double(t.b), Double(t.a)) * 180 / .pi).rounded()
        return degrees < 0 ? degrees + 360 : degrees
    }
    for c in node.children where rotationDegrees(c) != 0 { return rotationDegrees(c) }
    return 0
}

/// The smallest opacity in the tree.
private func minOpacity(_ node: RenderNode) -> Double {
    node.children.map(minOpacity).reduce(node.opacity, min)
}

/// The frames of the colour fills (the bars), in drawing order.
private func colorFrames(_ node: RenderNode) -> [CGRect] {
    var out: [CGRect] = []
    if node.name.hasPrefix("Color") { out.append(node.frame) }
    for c in node.children { out += colorFrames(c) }
    return out
}

/// The colours of the colour fills, in drawing order.
private func fillColors(_ node: RenderNode) -> [Color] {
    var out: [Color] = []
    if node.name.hasPrefix("Color"), case let .fill(_, color, _) = node.content { out.append(color) }
    for c in node.children { out += fillColors(c) }
    return out
}
