import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisRaster
import TrellisShowcase

@Suite("trellis render --animate")
struct AnimateTests {
    static let small = ["--size", "200x500", "--scale", "1"]

    @Test("every bad option is refused before any work, with one clear message",
          arguments: [
              (["--tap", "10,10"], "Error: --tap needs --animate"),
              (["--tap-button", "Change"], "Error: --tap-button needs --animate"),
              (["--fps", "30"], "Error: --fps needs --animate"),
              (["--until-idle"], "Error: --until-idle needs --animate"),
              (["--animate", "--fps", "0"], "Error: bad --fps '0': expected a number of frames per second from 1 to 60, e.g. 30"),
              (["--animate", "--fps", "61"], "Error: bad --fps '61': expected a number of frames per second from 1 to 60, e.g. 30"),
              (["--animate", "--fps", "nan"], "Error: bad --fps 'nan': expected a number of frames per second from 1 to 60, e.g. 30"),
              (["--animate", "--duration", "0"], "Error: bad --duration '0': expected a number of seconds greater than 0 and at most 60, e.g. 0.5"),
              (["--animate", "--duration", "2s"], "Error: bad --duration '2s': expected a number of seconds greater than 0 and at most 60, e.g. 0.5"),
              (["--animate", "--duration", "inf"], "Error: bad --duration 'inf': expected a number of seconds greater than 0 and at most 60, e.g. 0.5"),
              (["--animate", "--pause=-1"], "Error: bad --pause '-1': expected a number of seconds from 0 to 60, e.g. 0.5"),
              (["--animate", "--tap", "201,10"], "Error: bad --tap '201,10': the point is outside the 200x500 window"),
              (["--animate", "--tap", "10"], "Error: bad --tap '10': expected X,Y in points, e.g. 195,600"),
              (["--animate", "--tap", "a,b"], "Error: bad --tap 'a,b': expected X,Y in points, e.g. 195,600"),
              (["--animate", "--tap-button", " "], "Error: bad --tap-button ' ': expected a button's label, e.g. Change"),
              (["--animate", "--format", "svg"], "Error: --animate writes an animated PNG: --format svg cannot be animated"),
              (["--animate", "--out", "x.txt"], "Error: --animate writes an animated PNG: the --out file must end in .png, not .txt"),
          ])
    func badOptions(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cwd = FileManager.default.currentDirectoryPath
        let result = TrellisCLI.capture(["render", "anylayout-vstack"] + AnimateTests.small + arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(message + "\n"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cwd + "/anylayout-vstack.png"))
    }

    @Test("a --frames-dir that is a file is refused")
    func framesDirIsAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("frames").path
        try Data([1]).write(to: URL(fileURLWithPath: file))
        let result = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--frames-dir", file] + AnimateTests.small)
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: bad --frames-dir '\(file)': a file of that name exists\n"))
    }

    @Test("an unknown button label fails and names the buttons there are")
    func unknownButton() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("a.png").path
        let result = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--tap-button", "Chnage", "--out", out]
                                        + AnimateTests.small)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: no button labelled 'Chnage' in anylayout-vstack; its buttons: 'Change'\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--animate writes an animated PNG whose first frame is the still picture")
    func animatedPNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("toggle.png").path
        let result = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--tap-button", "Change",
                                         "--duration", "0.2", "--fps", "10", "--pause", "1", "--out", out] + AnimateTests.small)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Wrote \(out) (3 frames at 10 fps)\n")
        let animation = try APNG.decode(Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(animation.width == 200 && animation.height == 500 && animation.loopCount == 0)
        #expect(animation.frames.count == 3)
        // 1/10 s a frame, the first and last one second longer.
        #expect(animation.frames.map { [Int($0.delay.numerator), Int($0.delay.denominator)] } == [[11, 10], [1, 10], [11, 10]])
        let still = folder.appendingPathComponent("still.png").path
        #expect(TrellisCLI.capture(["render", "anylayout-vstack", "--out", still] + AnimateTests.small).exitCode == 0)
        #expect(try PNG.decode(Data(contentsOf: URL(fileURLWithPath: still))).rgba == animation.frames[0].rgba)
        // The tap changed the picture.
        #expect(animation.frames[2].rgba != animation.frames[0].rgba)
    }

    @Test("--tap at the button's centre gives the same file as --tap-button; a miss is a warning")
    func tapByPoint() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = try #require(Showcase.example(named: "anylayout-vstack"))
        let host = HostingView(rootView: example.makeView(), size: CGSize(width: 200, height: 500), displayScale: 1)
        let button = try #require(host.renderTree().buttonFrame(labeled: "Change"))
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        let common = ["--animate", "--duration", "0.3", "--fps", "10"] + AnimateTests.small
        let byLabel = TrellisCLI.capture(["render", "anylayout-vstack", "--tap-button", "Change", "--out", a] + common)
        let byPoint = TrellisCLI.capture(["render", "anylayout-vstack", "--tap", "\(button.midX),\(button.midY)", "--out", b] + common)
        #expect(byLabel.exitCode == 0 && byPoint.exitCode == 0)
        #expect(!byPoint.standardError.contains("hits no button") && byPoint.standardError == byLabel.standardError)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))

        let c = folder.appendingPathComponent("c.png").path
        let miss = TrellisCLI.capture(["render", "anylayout-vstack", "--tap", "1,1", "--out", c] + common)
        #expect(miss.exitCode == 0)
        #expect(miss.standardError == "warning: --tap 1,1 hits no button of anylayout-vstack\n")  // and nothing animates
        // Nothing happened: every frame is the first.
        let frames = try APNG.decode(Data(contentsOf: URL(fileURLWithPath: c))).frames
        #expect(frames.count == 4 && frames.allSatisfy { $0.rgba == frames[0].rgba })
    }

    @Test("--frames-dir writes numbered PNGs, the same frames as the animated PNG")
    func framesDirectory() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dir = folder.appendingPathComponent("frames/nested").path
        let out = folder.appendingPathComponent("anim.png").path
        let result = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--tap-button", "Change", "--duration", "0.2",
                                         "--fps", "10", "--frames-dir", dir, "--out", out] + AnimateTests.small)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Wrote 3 frames to \(dir)\nWrote \(out) (3 frames at 10 fps)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == ["anylayout-vstack-000.png", "anylayout-vstack-001.png", "anylayout-vstack-002.png"])
        let animation = try APNG.decode(Data(contentsOf: URL(fileURLWithPath: out)))
        let frames = try names.map { try PNG.decode(Data(contentsOf: URL(fileURLWithPath: dir + "/" + $0))).rgba }
        #expect(frames == animation.frames.map(\.rgba))

        // Without --out, only the frames are written.
        let only = folder.appendingPathComponent("only").path
        let r2 = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--duration", "0.1", "--fps", "10",
                                     "--frames-dir", only] + AnimateTests.small)
        #expect(r2.exitCode == 0)
        #expect(r2.standardOutput == "Wrote 2 frames to \(only)\n")
    }

    @Test("--until-idle ends once the toggle's animation has settled")
    func untilIdle() throws {
        // Without --duration, --until-idle records up to 10 s: the toggle settles long before.
        let folder0 = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder0) }
        let quick = folder0.appendingPathComponent("q.png").path
        let r0 = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--tap-button", "Change", "--until-idle",
                                     "--fps", "5", "--out", quick] + AnimateTests.small)
        #expect(r0.exitCode == 0 && r0.standardError.isEmpty, "\(r0.standardError)")
        let quickFrames = try #require(APNG.frameCount(of: Data(contentsOf: URL(fileURLWithPath: quick))))
        #expect(quickFrames > 2 && quickFrames < 51)

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("a.png").path
        let result = TrellisCLI.capture(["render", "anylayout-vstack", "--animate", "--tap-button", "Change", "--until-idle",
                                         "--duration", "5", "--fps", "10", "--out", out] + AnimateTests.small)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let frames = try APNG.decode(Data(contentsOf: URL(fileURLWithPath: out))).frames
        #expect(frames.count > 2 && frames.count < 51)
        // The settled frame is the tapped state's still picture.
        let still = folder.appendingPathComponent("still.png").path
        #expect(TrellisCLI.capture(["render", "anylayout-hstack", "--out", still] + AnimateTests.small).exitCode == 0)
        #expect(try PNG.decode(Data(contentsOf: URL(fileURLWithPath: still))).rgba == frames[frames.count - 1].rgba)
    }
}
