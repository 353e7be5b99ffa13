import ArgumentParser
import Foundation
import Trellis
import TrellisShowcase

/// A subcommand that writes through a ``Console`` (so tests can run it in-process).
protocol ConsoleCommand: ParsableCommand {
    func execute(_ console: Console) throws
}

extension ConsoleCommand {
    mutating func run() throws { try execute(.standard) }
}

/// `trellis`: render the showcase examples, list them, dump their layout.
public struct TrellisCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Render Trellis views to PNG, SVG or terminal text.",
        subcommands: [RenderCommand.self, ExamplesCommand.self, DumpCommand.self, ShowcaseCommand.self, PreviewsCommand.self, PreviewCommand.self])

    public init() {}
}

/// `trellis render <example> --size 390x844 --scale 2 --format png|svg|txt --out FILE`, or
/// with `--animate` an animated PNG (or numbered PNG frames) of what taps start.
struct RenderCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one example to a PNG, SVG or text file, or animate it to an animated PNG.",
        discussion: """
        Without --out, SVG and text are printed; PNG goes to <example>.png in the current folder.
        With --animate, the first frame shows the example as it opens; then the --tap points and \
        the --tap-button buttons are tapped (in that order) and the frames follow the animations \
        they start, every 1/--fps seconds for --duration seconds.
        """)

    @Argument(help: "The example's name (see `trellis examples`).")
    var example: String?

    @Option(help: "A preview to render instead of an example: its name or Module/File.swift:LINE (see `trellis previews`).")
    var preview: String?

    // Values are taken unconditionally, so `--size -5x10` reaches the size check instead of
    // being read as an option (ArgumentParser would answer "Missing value for '--size'").
    @Option(parsing: .unconditional, help: "The window size in points, WIDTHxHEIGHT (for a preview, the device's).")
    var size = "390x844"

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG (e.g. 1, 2, 3).")
    var scale = "2"

    @Option(help: "png, svg or txt (the terminal rendering); by default the --out file's extension, else png.")
    var format: String?

    @Option(parsing: .unconditional, help: "The file to write.")
    var out: String?

    @Option(name: .customLong("type-size"), help: "The Dynamic Type size: default, accessibility3…")
    var typeSize = "default"

    @Option(parsing: .unconditional, help: "Columns of the text rendering, 1 to 2000 (default: one per 5 points).")
    var columns: String?

    @Flag(name: .customLong("debug-frames"), help: "SVG: outline every view's frame in red.")
    var debugFrames = false

    @Flag(name: .customLong("text-elements"), help: "SVG: write <text> elements instead of glyph outlines.")
    var textElements = false

    @OptionGroup var animation: AnimationOptions

    /// Every check that can be made before the work starts, in the order of the options'
    /// meaning: what to render, the window and picture, the animation, and last whether
    /// the files can be written. The first problem is the one reported.
    func validate() throws {
        try validateSubject()
        let windowSize = try OptionParsing.size(size)
        let pixelScale = try OptionParsing.scale(scale)
        _ = try OptionParsing.typeSize(typeSize)
        let format = try resolvedFormat()
        _ = try textColumns()
        try OptionParsing.checkPixels(windowSize, scale: pixelScale)
        try animation.validate(format: format, formatGiven: self.format != nil, window: windowSize)
        let name = try subjectFileName()
        for folder in outputFolders() { try OutputChecks.checkFolder(folder) }
        for file in outputFiles(format: format, name: name) { try OutputChecks.checkFile(file) }
    }

    /// `--columns`: a whole number from 1 to 2000, or `nil` when not given.
    func textColumns() throws -> Int? {
        guard let columns else { return nil }
        guard let n = Int(columns.trimmingCharacters(in: .whitespaces)), (1...2000).contains(n) else {
            throw ValidationError("bad columns '\(columns)': expected a whole number from 1 to 2000")
        }
        return n
    }

    /// The folders the command will create or write into (`--frames-dir`).
    func outputFolders() -> [String] {
        animation.animate ? [animation.framesDir].compactMap { $0 } : []
    }

    /// The files the command will write: `--out`, else `<name>.png` in the current folder
    /// for a PNG (not when `--animate` writes only frames); SVG and text go to standard output.
    func outputFiles(format: PictureFormat, name: String) -> [String] {
        if let out { return [out] }
        if animation.animate { return animation.framesDir == nil ? [name + ".png"] : [] }
        return format == .png ? [name + ".png"] : []
    }

    func resolvedFormat() throws -> PictureFormat {
        if let format {
            guard let f = PictureFormat(rawValue: format.lowercased()) else {
                throw ValidationError("bad format '\(format)': expected png, svg or txt")
            }
            return f
        }
        return out.flatMap { PictureFormat(fileName: $0) } ?? .png
    }

    func execute(_ console: Console) throws {
        let windowSize = try OptionParsing.size(size)
        let pixelScale = try OptionParsing.scale(scale)
        let format = try resolvedFormat()
        if animation.animate {
            guard let example else {
                throw ValidationError("--animate renders an example; give its name (previews are rendered still)")
            }
            let typeSize = try OptionParsing.typeSize(typeSize)
            let shown = try ExampleRendering.example(named: example)
            try animation.execute(example: shown, window: windowSize,
                                  makeHost: { ExampleRendering.host(shown, size: windowSize, scale: pixelScale, typeSize: typeSize) },
                                  scale: pixelScale, out: out, console: console)
            return
        }
        let (name, host) = try subjectHost(size: windowSize, scale: pixelScale, typeSize: try OptionParsing.typeSize(typeSize), console: console)
        let options = SVGRenderer.Options(textAsOutlines: !textElements, debugFrames: debugFrames)
        let data = try ExampleRendering.picture(host, format: format, scale: pixelScale, svgOptions: options, columns: try textColumns())
        if let out {
            try ExampleRendering.write(data, to: out)
            console.print("Wrote \(out)")
        } else if format == .png {
            let path = name + ".png"
            try ExampleRendering.write(data, to: path)
            console.print("Wrote \(path)")
        } else {
            console.write(String(decoding: data, as: UTF8.self))
        }
    }
}

/// `trellis examples`: one line per example, `name — title — source`.
struct ExamplesCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(commandName: "examples", abstract: "List the examples.")

    func execute(_ console: Console) throws {
        for example in Showcase.examples {
            console.print("\(example.name) — \(example.title) — \(example.source)")
        }
    }
}

/// `trellis dump <example> [--size]`: the laid-out tree with frames.
struct DumpCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(commandName: "dump", abstract: "Print an example's layout tree with frames (x, y, width, height).")

    @Argument(help: "The example's name (see `trellis examples`).")
    var example: String

    @Option(parsing: .unconditional, help: "The window size in points, WIDTHxHEIGHT.")
    var size = "390x844"

    @Option(name: .customLong("type-size"), help: "The Dynamic Type size: default, accessibility3…")
    var typeSize = "default"

    func validate() throws {
        _ = try ExampleRendering.example(named: example)
        _ = try OptionParsing.size(size)
        _ = try OptionParsing.typeSize(typeSize)
    }

    func execute(_ console: Console) throws {
        let example = try ExampleRendering.example(named: example)
        let host = ExampleRendering.host(example, size: try OptionParsing.size(size), scale: 3,
                                         typeSize: try OptionParsing.typeSize(typeSize))
        console.write(host.dump())
        for diagnostic in host.diagnostics { console.printError("warning: \(diagnostic)") }
    }
}
