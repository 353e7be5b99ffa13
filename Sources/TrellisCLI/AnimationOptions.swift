import ArgumentParser
import Foundation
import Trellis
import TrellisRaster
import TrellisShowcase

/// `trellis render … --animate`: the options of an animated rendering, their checks, and
/// the rendering itself.
struct AnimationOptions: ParsableArguments {
    static let defaultDuration: TimeInterval = 1
    /// With --until-idle the recording usually ends earlier: the default then only bounds it.
    static let defaultIdleDuration: TimeInterval = 10
    static let defaultFramesPerSecond: Double = 30

    @Flag(help: "Write an animated PNG of the animations the taps start (see --tap, --tap-button, --duration, --fps).")
    var animate = false

    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue, help: ArgumentHelp("With --animate: tap the window at X,Y points (repeatable).", valueName: "X,Y"))
    var taps: [String] = []

    @Option(name: .customLong("tap-button"), help: ArgumentHelp("With --animate: tap the button labelled LABEL (repeatable; after the --tap points).", valueName: "LABEL"))
    var tapButtons: [String] = []

    @Option(parsing: .unconditional, help: "With --animate: seconds to record, greater than 0 and at most 60 (default 1, or 10 with --until-idle).")
    var duration: String?

    @Option(parsing: .unconditional, help: "With --animate: frames per second, 1 to 60 (default 30).")
    var fps: String?

    @Option(parsing: .unconditional, help: "With --animate: extra seconds the first and last frames stay on screen, 0 to 60 (default 0).")
    var pause: String?

    @Flag(name: .customLong("until-idle"), help: "With --animate: end at the first frame where nothing animates any more.")
    var untilIdle = false

    @Option(name: .customLong("frames-dir"), parsing: .unconditional, help: ArgumentHelp("With --animate: write the frames as numbered PNGs <example>-000.png… into this folder (created if needed); the animated PNG is then written only if --out is given.", valueName: "DIR"))
    var framesDir: String?

    /// The options that mean something only with `--animate`, by name, when given.
    var animationOnlyOptions: [String] {
        var names: [String] = []
        if !taps.isEmpty { names.append("--tap") }
        if !tapButtons.isEmpty { names.append("--tap-button") }
        if duration != nil { names.append("--duration") }
        if fps != nil { names.append("--fps") }
        if pause != nil { names.append("--pause") }
        if untilIdle { names.append("--until-idle") }
        if framesDir != nil { names.append("--frames-dir") }
        return names
    }

    /// Checks every option before any work; one message per problem.
    func validate(format: PictureFormat, formatGiven: Bool, window: CGSize) throws {
        guard animate else {
            if let first = animationOnlyOptions.first {
                throw ValidationError("\(first) needs --animate")
            }
            return
        }
        guard format == .png else {
            throw ValidationError(formatGiven
                ? "--animate writes an animated PNG: --format \(format.rawValue) cannot be animated"
                : "--animate writes an animated PNG: the --out file must end in .png, not .\(format.rawValue)")
        }
        _ = try timeline()
        _ = try pauseValue()
        _ = try tapPoints(window: window)
        for label in tapButtons where label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("bad --tap-button '\(label)': expected a button's label, e.g. Change")
        }
        if let framesDir {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: framesDir, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ValidationError("bad --frames-dir '\(framesDir)': a file of that name exists")
            }
        }
    }

    /// A number option: finite, else a message naming the option and what it expects.
    static func number(_ text: String, option: String, expected: String) throws -> Double {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw ValidationError("bad \(option) '\(text)': expected \(expected)")
        }
        return v
    }

    func timeline() throws -> AnimationTimeline {
        let durationExpected = "a number of seconds greater than 0 and at most \(Int(AnimationTimeline.maxDuration)), e.g. 0.5"
        let fpsExpected = "a number of frames per second from \(Int(AnimationTimeline.framesPerSecondRange.lowerBound)) to \(Int(AnimationTimeline.framesPerSecondRange.upperBound)), e.g. 30"
        let d = try duration.map { try Self.number($0, option: "--duration", expected: durationExpected) } ?? (untilIdle ? Self.defaultIdleDuration : Self.defaultDuration)
        let f = try fps.map { try Self.number($0, option: "--fps", expected: fpsExpected) } ?? Self.defaultFramesPerSecond
        do {
            return try AnimationTimeline(duration: d, framesPerSecond: f, stopsWhenIdle: untilIdle)
        } catch TimelineError.invalidDuration {
            throw ValidationError("bad --duration '\(duration ?? "")': expected \(durationExpected)")
        } catch {
            throw ValidationError("bad --fps '\(fps ?? "")': expected \(fpsExpected)")
        }
    }

    func pauseValue() throws -> TimeInterval {
        guard let pause else { return 0 }
        let expected = "a number of seconds from 0 to \(Int(AnimationTimeline.maxDuration)), e.g. 0.5"
        let p = try Self.number(pause, option: "--pause", expected: expected)
        guard p >= 0, p <= AnimationTimeline.maxDuration else { throw ValidationError("bad --pause '\(pause)': expected \(expected)") }
        return p
    }

    /// The `--tap` points: `X,Y` in points, inside the window (edges included).
    func tapPoints(window: CGSize) throws -> [CGPoint] {
        try taps.map { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                  let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
                  x.isFinite, y.isFinite else {
                throw ValidationError("bad --tap '\(text)': expected X,Y in points, e.g. 195,600")
            }
            guard x >= 0, y >= 0, CGFloat(x) <= window.width, CGFloat(y) <= window.height else {
                throw ValidationError("bad --tap '\(text)': the point is outside the \(OptionParsing.format(window)) window")
            }
            return CGPoint(x: x, y: y)
        }
    }

    /// Renders the animation of `example`: taps rehearsed on a scratch host first (a label
    /// no button has is an error, a point that hits no button a warning), then the frames.
    func execute(example: ShowcaseExample, window: CGSize, makeHost: () -> HostingView<AnyView>, scale: CGFloat,
                 out: String?, console: Console) throws {
        let timeline = try timeline()
        let pause = try pauseValue()
        let points = try tapPoints(window: window)

        let rehearsal = makeHost()
        for (point, text) in zip(points, taps) where !rehearsal.tap(at: point) {
            console.printError("warning: --tap \(text) hits no button of \(example.name)")
        }
        for label in tapButtons {
            let labels = rehearsal.renderTree().buttonLabels
            guard rehearsal.tapButton(labeled: label) else {
                throw CLIError("no button labelled '\(label)' in \(example.name); its buttons: "
                               + (labels.isEmpty ? "(none)" : labels.map { "'\($0)'" }.joined(separator: ", ")))
            }
        }
        let interaction: (HostingView<AnyView>) -> Void = { host in
            for point in points { host.tap(at: point) }
            for label in tapButtons { host.tapButton(labeled: label) }
        }

        if let framesDir {
            try ExampleRendering.makeFolder(framesDir)
            let host = makeHost()
            let renderer = PNGRenderer(scale: scale, measurer: host.renderingMeasurer)
            let digits = max(3, String(timeline.frameCount - 1).count)
            var index = 0
            try host.forEachFrame(of: timeline, interaction: interaction) { tree in
                let number = String(index)
                let name = "\(example.name)-\(String(repeating: "0", count: max(0, digits - number.count)))\(number).png"
                try ExampleRendering.write(renderer.render(tree, size: host.size), to: (framesDir as NSString).appendingPathComponent(name))
                index += 1
            }
            console.print("Wrote \(index) frames to \(framesDir)")
            if out == nil { return }
        }
        let host = makeHost()
        let data = try host.apngData(duration: timeline.duration, framesPerSecond: timeline.framesPerSecond, scale: scale,
                                     stopsWhenIdle: timeline.stopsWhenIdle, pause: pause, interaction: interaction)
        let path = out ?? example.name + ".png"
        try ExampleRendering.write(data, to: path)
        let frames = APNG.frameCount(of: data) ?? 0
        console.print("Wrote \(path) (\(frames) frames at \(OptionParsing.format(timeline.framesPerSecond)) fps)")
        if host.isAnimating {
            console.printError("warning: still animating after \(OptionParsing.format(timeline.duration)) s; a longer --duration shows the end")
        }
    }
}

extension RenderNode {
    /// The labels of the enabled buttons in the tree, in drawing order.
    var buttonLabels: [String] {
        var labels: [String] = []
        func visit(_ node: RenderNode) {
            if node.name == "Button" {
                labels.append(node.drawnText.trimmingCharacters(in: .whitespacesAndNewlines))
                return
            }
            node.children.forEach(visit)
        }
        visit(self)
        return labels
    }
}
