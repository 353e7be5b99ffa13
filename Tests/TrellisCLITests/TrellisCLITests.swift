import Foundation
import Testing
import TrellisCLI
import TrellisRaster
import TrellisShowcase

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("trellis command")
struct TrellisCLITests {
    var firstExample: String { Showcase.examples.first?.name ?? "" }

    @Test("examples lists every example as name — title — source")
    func examples() throws {
        let result = TrellisCLI.capture(["examples"])
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == Showcase.examples.count)
        #expect(lines.count >= 1)
        let first = try #require(Showcase.examples.first)
        #expect(lines.first == "\(first.name) — \(first.title) — \(first.source)")
    }

    @Test("render writes a PNG of size × scale pixels, an SVG and a text file")
    func render() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("a.png").path
        let r1 = TrellisCLI.capture(["render", firstExample, "--size", "200x100", "--scale", "2", "--format", "png", "--out", png])
        #expect(r1.exitCode == 0, "\(r1.standardError)")
        #expect(r1.standardOutput == "Wrote \(png)\n")
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(decoded.width == 400 && decoded.height == 200)

        let svg = folder.appendingPathComponent("a.svg").path
        let r2 = TrellisCLI.capture(["render", firstExample, "--size", "200x100", "--out", svg])
        #expect(r2.exitCode == 0)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.hasPrefix("<?xml"))
        #expect(svgText.contains("viewBox=\"0 0 200 100\""))

        let txt = folder.appendingPathComponent("a.txt").path
        let r3 = TrellisCLI.capture(["render", firstExample, "--size", "200x100", "--format", "txt", "--out", txt])
        #expect(r3.exitCode == 0)
        // 200 × 100 points in 5 × 10-point cells: 10 rows.
        #expect(try String(contentsOfFile: txt, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count == 11)
    }

    @Test("without --out, SVG and text go to standard output")
    func renderToStandardOutput() {
        let svg = TrellisCLI.capture(["render", firstExample, "--size", "120x80", "--format", "svg"])
        #expect(svg.exitCode == 0)
        #expect(svg.standardOutput.hasPrefix("<?xml") && svg.standardOutput.hasSuffix("</svg>\n"))
        let txt = TrellisCLI.capture(["render", firstExample, "--size", "120x80", "--format", "txt", "--columns", "24"])
        #expect(txt.exitCode == 0)
        // 24 columns of 5 points, rows of 10: 8 rows.
        #expect(txt.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    }

    @Test("dump prints the layout tree with frames")
    func dump() {
        let result = TrellisCLI.capture(["dump", firstExample, "--size", "390x844"])
        #expect(result.exitCode == 0)
        let first = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        // The root fills or sits inside the window: a frame "(x, y, width, height)".
        #expect(first.range(of: #"\(-?[0-9.]+, -?[0-9.]+, [0-9.]+, [0-9.]+\)"#, options: .regularExpression) != nil)
    }

    @Test("showcase writes index.html and PNG and SVG pictures for the chosen examples")
    func showcase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("showcase").path
        let result = TrellisCLI.capture(["showcase", "--out", out, "--examples", firstExample, "--devices", "phone",
                                         "--type-sizes", "default,accessibility3", "--scale", "1",
                                         "--animations", "none"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Wrote 4 pictures of 1 examples and index.html to"))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(files == ["\(firstExample)-phone-accessibility3.png", "\(firstExample)-phone-accessibility3.svg",
                          "\(firstExample)-phone-default.png", "\(firstExample)-phone-default.svg", "index.html"])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("<img src=\"\(firstExample)-phone-default.png\""))
        #expect(!index.contains("animations"))  // --animations none
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: out + "/\(firstExample)-phone-default.png")))
        #expect(decoded.width == 390 && decoded.height == 844)
    }

    @Test("an unknown example is an error listing the known ones")
    func unknownExample() {
        let result = TrellisCLI.capture(["render", "no-such-example", "--format", "svg"])
        #expect(result.exitCode != 0)
        #expect(result.standardError.contains("unknown example 'no-such-example'"))
        #expect(result.standardError.contains(firstExample))
        #expect(TrellisCLI.capture(["dump", "no-such-example"]).exitCode != 0)
        #expect(TrellisCLI.capture(["showcase", "--examples", "no-such-example", "--out", "/tmp/unused-\(UUID().uuidString)"]).exitCode != 0)
    }

    @Test("a bad size, scale or format is an error with the expected form")
    func badOptions() {
        for size in ["390", "axb", "390x", "0x844", "-1x10", "99999x10"] {
            let result = TrellisCLI.capture(["render", firstExample, "--size=\(size)", "--format", "svg"])
            #expect(result.exitCode != 0, "size \(size)")
            #expect(result.standardError.contains("expected WIDTHxHEIGHT, e.g. 390x844"), "size \(size)")
        }
        for scale in ["0", "-2", "x", "nan", "100"] {
            let result = TrellisCLI.capture(["render", firstExample, "--scale=\(scale)", "--format", "svg"])
            #expect(result.exitCode != 0, "scale \(scale)")
            #expect(result.standardError.contains("bad scale"), "scale \(scale)")
        }
        let format = TrellisCLI.capture(["render", firstExample, "--format", "gif"])
        #expect(format.exitCode != 0 && format.standardError.contains("expected png, svg or txt"))
        let dumpSize = TrellisCLI.capture(["dump", firstExample, "--size", "big"])
        #expect(dumpSize.exitCode != 0 && dumpSize.standardError.contains("expected WIDTHxHEIGHT"))
    }

    @Test("an unwritable path is an error")
    func unwritable() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/a.png"
        let result = TrellisCLI.capture(["render", firstExample, "--size", "50x50", "--out", missing])
        #expect(result.exitCode != 0)
        #expect(result.standardError.contains("cannot write \(missing)"))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain-file").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let showcase = TrellisCLI.capture(["showcase", "--out", file, "--devices", "phone", "--scale", "1"])
        #expect(showcase.exitCode != 0)
        #expect(showcase.standardError.contains("cannot write \(file)"))
    }

    @Test("help succeeds and names the subcommands")
    func help() {
        let result = TrellisCLI.capture(["--help"])
        #expect(result.exitCode == 0)
        for name in ["render", "examples", "dump", "showcase"] { #expect(result.standardOutput.contains(name)) }
    }

    @Test("the built executable exits non-zero for an unknown example")
    func executable() throws {
        // The test bundle sits next to the products in the build folder.
        let candidates = [Bundle.main.bundleURL, Bundle(for: Marker.self).bundleURL,
                          URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
            .flatMap { [$0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()] }
        let binary = try #require(candidates.map({ $0.appendingPathComponent("trellis") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }), "swift build puts trellis beside the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", "no-such-example"]
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        try process.run()
        let errorText = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(errorText.contains("unknown example 'no-such-example'"))
    }
}

final class Marker {}
