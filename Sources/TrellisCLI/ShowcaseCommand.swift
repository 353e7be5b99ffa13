import ArgumentParser
import Foundation
import Trellis
import TrellisRaster
import TrellisShowcase

/// `trellis showcase [--out DIR]`: every example at phone and tablet sizes, at the default
/// and an accessibility type size, as PNG and SVG, and every animation as an animated PNG
/// at phone size, with an `index.html` gallery.
struct ShowcaseCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "showcase",
        abstract: "Render every example at phone and tablet sizes and two type sizes, and the animations as animated PNGs, with an index.html gallery.")

    /// Pixels per point of the animations unless --scale is given: half the phone's 3, as
    /// a compromise between sharpness and the time and size of 73 frames.
    static let animationScale: CGFloat = 2

    @Option(parsing: .unconditional, help: "The folder to write (created if needed).")
    var out = "showcase"

    @Option(help: "Only these examples (comma-separated names).")
    var examples: String?

    @Option(help: "Only these devices (comma-separated: phone, tablet).")
    var devices = "phone,tablet"

    @Option(name: .customLong("type-sizes"), help: "The Dynamic Type sizes (comma-separated).")
    var typeSizes = "default,accessibility3"

    @Option(parsing: .unconditional, help: "Pixels per point of the PNGs (default: each device's own scale).")
    var scale: String?

    @Flag(name: .customLong("no-svg"), help: "Write PNGs only.")
    var noSVG = false

    @Option(help: "The animations (comma-separated names, all or none).")
    var animations = "all"

    @Option(parsing: .unconditional, help: "Frames per second of the animations, 1 to 60.")
    var fps = "30"

    /// Every check that can be made before the work starts; last, whether the folder can
    /// be written (or created).
    func validate() throws {
        _ = try selectedExamples()
        let devices = try selectedDevices()
        _ = try selectedTypeSizes()
        let scaleOverride = try scale.map(OptionParsing.scale)
        let animationList = try selectedAnimations()
        _ = try framesPerSecond()
        for device in devices { try OptionParsing.checkPixels(device.size, scale: scaleOverride ?? device.scale) }
        if !animationList.isEmpty { try OptionParsing.checkPixels(Showcase.phone.size, scale: scaleOverride ?? Self.animationScale) }
        try OutputChecks.checkFolder(out)
    }

    /// `--examples`, or every example; an unknown name is an error listing the known ones.
    func selectedExamples() throws -> [ShowcaseExample] {
        guard let examples else { return Showcase.examples }
        let names = OptionParsing.list(examples)
        guard !names.isEmpty else { throw ValidationError("bad examples '\(examples)': expected names from `trellis examples`, comma-separated") }
        return try names.map { try ExampleRendering.example(named: $0) }
    }

    func selectedAnimations() throws -> [ShowcaseAnimation] {
        let names = OptionParsing.list(animations)
        let known = Showcase.animations.map(\.name)
        let expected = "expected all, none or names from: " + known.joined(separator: ", ")
        guard !names.isEmpty else { throw ValidationError("bad animations '\(animations)': \(expected)") }
        if names == ["all"] { return Showcase.animations }
        if names == ["none"] { return [] }
        return try names.map { name in
            guard let animation = Showcase.animation(named: name) else { throw ValidationError("bad animation '\(name)': \(expected)") }
            return animation
        }
    }

    func framesPerSecond() throws -> Double {
        let range = AnimationTimeline.framesPerSecondRange
        let expected = "expected a number of frames per second from \(Int(range.lowerBound)) to \(Int(range.upperBound)), e.g. 30"
        let f = try AnimationOptions.number(fps, option: "--fps", expected: expected)
        guard range.contains(f) else { throw ValidationError("bad --fps '\(fps)': \(expected)") }
        return f
    }

    func selectedDevices() throws -> [Showcase.Device] {
        let all = [Showcase.phone, Showcase.tablet]
        let names = OptionParsing.list(devices)
        guard !names.isEmpty else { throw ValidationError("bad devices '\(devices)': expected phone, tablet or both") }
        return try names.map { name in
            guard let device = all.first(where: { $0.name == name }) else {
                throw ValidationError("bad device '\(name)': expected " + all.map(\.name).joined(separator: " or "))
            }
            return device
        }
    }

    func selectedTypeSizes() throws -> [(label: String, size: DynamicTypeSize)] {
        let names = OptionParsing.list(typeSizes)
        guard !names.isEmpty else { throw ValidationError("bad type sizes '\(typeSizes)': expected e.g. default,accessibility3") }
        return try names.map { name in
            let size = try OptionParsing.typeSize(name)
            return (size == .large ? "default" : "\(size)", size)
        }
    }

    func execute(_ console: Console) throws {
        let chosen = try selectedExamples()
        let devices = try selectedDevices()
        let typeSizes = try selectedTypeSizes()
        let scaleOverride = try scale.map(OptionParsing.scale)
        let animationList = try selectedAnimations()
        let fps = try framesPerSecond()
        if !animationList.isEmpty { try OptionParsing.checkPixels(Showcase.phone.size, scale: scaleOverride ?? Self.animationScale) }
        try ExampleRendering.makeFolder(out)

        // One job per picture; jobs run on all cores (hosts are independent, and the shared
        // font, shaping and glyph caches are lock-guarded). The gallery keeps job order.
        struct Job { let example: ShowcaseExample; let device: Showcase.Device; let scale: CGFloat; let typeSize: (label: String, size: DynamicTypeSize) }
        var jobs: [Job] = []
        for example in chosen {
            for device in devices {
                let scale = scaleOverride ?? device.scale
                try OptionParsing.checkPixels(device.size, scale: scale)
                for typeSize in typeSizes { jobs.append(Job(example: example, device: device, scale: scale, typeSize: typeSize)) }
            }
        }
        let lock = NSLock()
        var failures: [Error] = []
        var entries = [ShowcaseGallery.Entry?](repeating: nil, count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            let job = jobs[i]
            let base = "\(job.example.name)-\(job.device.name)-\(job.typeSize.label)"
            do {
                let host = ExampleRendering.host(job.example, size: job.device.size, scale: job.scale, typeSize: job.typeSize.size)
                let png = base + ".png"
                try ExampleRendering.write(host.pngData(scale: job.scale), to: (out as NSString).appendingPathComponent(png))
                var svg: String?
                if !noSVG {
                    svg = base + ".svg"
                    try ExampleRendering.write(Data(host.svgString().utf8), to: (out as NSString).appendingPathComponent(base + ".svg"))
                }
                let entry = ShowcaseGallery.Entry(caption: "\(job.device.name), \(job.typeSize.label)", png: png, svg: svg,
                                                  width: job.device.size.width, height: job.device.size.height)
                lock.lock(); entries[i] = entry; lock.unlock()
            } catch {
                lock.lock(); failures.append(error); lock.unlock()
            }
        }
        if let first = failures.first { throw first }
        var gallery = ShowcaseGallery()
        var written = 0
        for example in chosen {
            let mine = zip(jobs, entries).filter { $0.0.example.name == example.name }.compactMap(\.1)
            written += mine.reduce(0) { $0 + ($1.svg == nil ? 1 : 2) }
            gallery.sections.append(ShowcaseGallery.Section(name: example.name, title: example.title, source: example.source, entries: mine))
        }
        gallery.animations = try renderAnimations(animationList, scale: scaleOverride ?? Self.animationScale, fps: fps)
        let index = (out as NSString).appendingPathComponent("index.html")
        try ExampleRendering.write(Data(gallery.html().utf8), to: index)
        let folder = URL(fileURLWithPath: out).standardizedFileURL.path
        let animated = gallery.animations.isEmpty ? "" : ", \(gallery.animations.count) animations"
        console.print("Wrote \(written) pictures of \(chosen.count) examples\(animated) and index.html to \(folder)")
    }

    /// Renders each animation at phone size as `<name>.png` (an animated PNG), in parallel.
    /// A tap whose button is missing is an error: the catalog and the screens disagree.
    func renderAnimations(_ list: [ShowcaseAnimation], scale: CGFloat, fps: Double) throws -> [ShowcaseGallery.AnimationEntry] {
        let lock = NSLock()
        var failures: [Error] = []
        var entries = [ShowcaseGallery.AnimationEntry?](repeating: nil, count: list.count)
        let device = Showcase.phone
        DispatchQueue.concurrentPerform(iterations: list.count) { i in
            let animation = list[i]
            do {
                let host = HostingView(rootView: animation.makeView(), size: device.size, displayScale: scale)
                var missing: [String] = []
                let events: [HostingView<AnyView>.TimelineEvent] = animation.taps.map { tap in
                    (time: tap.time, action: { host in if !host.tapButton(labeled: tap.button) { missing.append(tap.button) } })
                }
                let data = try host.apngData(duration: animation.duration, framesPerSecond: fps, scale: scale, pause: 0.5, events: events)
                if let button = missing.first {
                    throw CLIError("animation \(animation.name): no button labelled '\(button)' to tap")
                }
                let file = animation.name + ".png"
                try ExampleRendering.write(data, to: (out as NSString).appendingPathComponent(file))
                let taps = animation.taps.map { "\($0.button) at \(OptionParsing.format($0.time)) s" }.joined(separator: ", ")
                let entry = ShowcaseGallery.AnimationEntry(
                    name: animation.name, title: animation.title, source: animation.source, png: file,
                    caption: "taps: \(taps) · \(APNG.frameCount(of: data) ?? 0) frames at \(OptionParsing.format(fps)) fps",
                    width: device.size.width, height: device.size.height)
                lock.lock(); entries[i] = entry; lock.unlock()
            } catch {
                lock.lock(); failures.append(error); lock.unlock()
            }
        }
        if let first = failures.first { throw first }
        return entries.compactMap { $0 }
    }
}

/// The showcase's `index.html`: a section per example, a figure per picture.
struct ShowcaseGallery {
    struct Entry {
        let caption: String
        let png: String
        let svg: String?
        let width: CGFloat
        let height: CGFloat
    }

    struct Section {
        let name: String
        let title: String
        let source: String
        let entries: [Entry]
    }

    /// An animated PNG with what it shows.
    struct AnimationEntry {
        let name: String
        let title: String
        let source: String
        let png: String
        let caption: String
        let width: CGFloat
        let height: CGFloat
    }

    var sections: [Section] = []
    var animations: [AnimationEntry] = []

    func html() -> String {
        var s = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis showcase</title>
        <style>
        body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; background: #F2F2F7; color: #1C1C1E; }
        section { margin-bottom: 3em; }
        .pictures { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
        figure { margin: 0; }
        figure img { border: 1px solid #C7C7CC; background: white; max-width: 100%; height: auto; }
        figcaption { font-size: 0.9em; color: #636366; margin-top: 0.3em; max-width: 400px; }
        </style>
        </head>
        <body>
        <h1>Trellis showcase</h1>

        """
        if !animations.isEmpty { s += "<p><a href=\"#animations\">Animations</a> (animated PNGs)</p>\n" }
        for section in sections {
            s += "<section id=\"\(escape(section.name))\">\n"
            s += "<h2>\(escape(section.title))</h2>\n<p><code>\(escape(section.name))</code> — \(escape(section.source))</p>\n"
            s += "<div class=\"pictures\">\n"
            for e in section.entries {
                // Shown at half the points' size so phone and tablet fit side by side.
                let w = Int((e.width / 2).rounded()), h = Int((e.height / 2).rounded())
                s += "<figure><a href=\"\(escape(e.png))\"><img src=\"\(escape(e.png))\" width=\"\(w)\" height=\"\(h)\" alt=\"\(escape(section.name)), \(escape(e.caption))\"></a>"
                s += "<figcaption>\(escape(e.caption))"
                if let svg = e.svg { s += " · <a href=\"\(escape(svg))\">SVG</a>" }
                s += "</figcaption></figure>\n"
            }
            s += "</div>\n</section>\n"
        }
        if !animations.isEmpty {
            s += "<section id=\"animations\">\n<h2>Animations</h2>\n"
            s += "<p>Animated PNGs of the host's clock: each button is tapped while it runs (first and last frames held 0.5 s).</p>\n"
            s += "<div class=\"pictures\">\n"
            for a in animations {
                let w = Int((a.width / 2).rounded()), h = Int((a.height / 2).rounded())
                s += "<figure id=\"\(escape(a.name))\"><a href=\"\(escape(a.png))\"><img src=\"\(escape(a.png))\" width=\"\(w)\" height=\"\(h)\" alt=\"\(escape(a.title))\"></a>"
                s += "<figcaption><strong>\(escape(a.title))</strong><br><code>\(escape(a.name))</code> — \(escape(a.source)) · \(escape(a.caption))</figcaption></figure>\n"
            }
            s += "</div>\n</section>\n"
        }
        s += "</body>\n</html>\n"
        return s
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
