import ArgumentParser
import Foundation
import Trellis
import TrellisShowcase

/// `trellis showcase [--out DIR]`: every example at phone and tablet sizes, at the default
/// and an accessibility type size, as PNG and SVG, with an `index.html` gallery.
struct ShowcaseCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "showcase",
        abstract: "Render every example at phone and tablet sizes and two type sizes, with an index.html gallery.")

    @Option(help: "The folder to write (created if needed).")
    var out = "showcase"

    @Option(help: "Only these examples (comma-separated names).")
    var examples: String?

    @Option(help: "Only these devices (comma-separated: phone, tablet).")
    var devices = "phone,tablet"

    @Option(name: .customLong("type-sizes"), help: "The Dynamic Type sizes (comma-separated).")
    var typeSizes = "default,accessibility3"

    @Option(help: "Pixels per point of the PNGs (default: each device's own scale).")
    var scale: String?

    @Flag(name: .customLong("no-svg"), help: "Write PNGs only.")
    var noSVG = false

    func validate() throws {
        _ = try selectedDevices()
        _ = try selectedTypeSizes()
        if let scale { _ = try OptionParsing.scale(scale) }
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
        let chosen: [ShowcaseExample]
        if let examples {
            chosen = try OptionParsing.list(examples).map { try ExampleRendering.example(named: $0) }
        } else {
            chosen = Showcase.examples
        }
        let devices = try selectedDevices()
        let typeSizes = try selectedTypeSizes()
        let scaleOverride = try scale.map(OptionParsing.scale)
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
        let index = (out as NSString).appendingPathComponent("index.html")
        try ExampleRendering.write(Data(gallery.html().utf8), to: index)
        let folder = URL(fileURLWithPath: out).standardizedFileURL.path
        console.print("Wrote \(written) pictures of \(chosen.count) examples and index.html to \(folder)")
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

    var sections: [Section] = []

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
        figcaption { font-size: 0.9em; color: #636366; margin-top: 0.3em; }
        </style>
        </head>
        <body>
        <h1>Trellis showcase</h1>

        """
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
        s += "</body>\n</html>\n"
        return s
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
