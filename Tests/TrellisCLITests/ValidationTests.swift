import Foundation
import Testing
import TrellisCLI

/// The command checks every option, the example's name and whether its files can be
/// written before it lays out or renders: one message each, at once.
@Suite("trellis command: validation before work")
struct ValidationTests {
    static let example = "leaderboard"

    /// Runs the command and checks it failed with `code` and a message starting `Error: <message>`.
    func expectFailure(_ arguments: [String], code: Int32, message: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let result = TrellisCLI.capture(arguments)
        #expect(result.exitCode == code, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
    }

    static let sizeRange = "each side must be greater than 0 and at most 10000 points (expected WIDTHxHEIGHT, e.g. 390x844)"
    static let sizeForm = "expected WIDTHxHEIGHT, e.g. 390x844"

    @Test("--size: a negative side is the size check's message, not \"Missing value\"; zero, text and huge sides too")
    func sizes() {
        for command in [["render", Self.example, "--format", "svg"], ["dump", Self.example]] {
            expectFailure(command + ["--size", "-5x10"], code: 64, message: "bad size '-5x10': \(Self.sizeRange)")
            expectFailure(command + ["--size", "0x0"], code: 64, message: "bad size '0x0': \(Self.sizeRange)")
            expectFailure(command + ["--size", "abc"], code: 64, message: "bad size 'abc': \(Self.sizeForm)")
            expectFailure(command + ["--size", "1e9x5"], code: 64, message: "bad size '1e9x5': \(Self.sizeRange)")
            expectFailure(command + ["--size", "nanx5"], code: 64, message: "bad size 'nanx5': \(Self.sizeForm)")
            expectFailure(command + ["--size", "390x844x2"], code: 64, message: "bad size '390x844x2': \(Self.sizeForm)")
        }
    }

    @Test("--scale: negative, zero, text and too large are the scale check's message")
    func scales() {
        let expected = "expected a number greater than 0 and at most 8, e.g. 2"
        for scale in ["-2", "0", "two", "9", "inf"] {
            expectFailure(["render", Self.example, "--scale", scale, "--format", "svg"], code: 64,
                          message: "bad scale '\(scale)': \(expected)")
            expectFailure(["showcase", "--scale", scale, "--out", "/tmp/unused"], code: 64,
                          message: "bad scale '\(scale)': \(expected)")
        }
        // 10000 × 10000 points at scale 8 is more than a canvas holds.
        let tooLarge = TrellisCLI.capture(["render", Self.example, "--size", "10000x10000", "--scale", "8", "--out", "/tmp/x.png"])
        #expect(tooLarge.exitCode == 64)
        #expect(tooLarge.standardError.hasPrefix("Error: picture too large: 80000x80000 pixels"))
    }

    @Test("--columns: negative, zero, text and too many are one message")
    func columns() {
        for columns in ["-3", "0", "many", "2001"] {
            expectFailure(["render", Self.example, "--format", "txt", "--columns", columns], code: 64,
                          message: "bad columns '\(columns)': expected a whole number from 1 to 2000")
        }
    }

    @Test("negative animation values reach their own checks")
    func negativeAnimationValues() {
        let small = ["--size", "200x500", "--scale", "1"]
        expectFailure(["render", "anylayout-vstack", "--animate", "--fps", "-5"] + small, code: 64,
                      message: "bad --fps '-5': expected a number of frames per second from 1 to 60, e.g. 30")
        expectFailure(["render", "anylayout-vstack", "--animate", "--duration", "-1"] + small, code: 64,
                      message: "bad --duration '-1': expected a number of seconds greater than 0 and at most 60, e.g. 0.5")
        expectFailure(["render", "anylayout-vstack", "--animate", "--tap", "-5,3"] + small, code: 64,
                      message: "bad --tap '-5,3': the point is outside the 200x500 window")
        expectFailure(["showcase", "--fps", "-1", "--out", "/tmp/unused"], code: 64,
                      message: "bad --fps '-1': expected a number of frames per second from 1 to 60, e.g. 30")
    }

    @Test("an unknown example or preview fails before anything is written, with exit code 1")
    func unknownNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("never").path
        let known = "known examples: pet-voting, "
        for arguments in [["render", "no-such", "--out", out + ".png"], ["dump", "no-such"],
                          ["showcase", "--examples", "leaderboard,no-such", "--out", out],
                          ["render", "no-such", "--animate", "--out", out + ".png"]] {
            let result = TrellisCLI.capture(arguments)
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.standardError.hasPrefix("Error: unknown example 'no-such'; \(known)"), "\(arguments): \(result.standardError)")
        }
        let preview = TrellisCLI.capture(["render", "--preview", "No such preview", "--out", out + ".png"])
        #expect(preview.exitCode == 1)
        #expect(preview.standardError.hasPrefix("Error: unknown preview 'No such preview'; known previews: "))
        // Nothing was created: not the showcase folder, not a picture.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        expectFailure(["showcase", "--examples", " , ", "--out", out], code: 64,
                      message: "bad examples ' , ': expected names from `trellis examples`, comma-separated")
    }

    @Test("--out in a missing folder fails at once, naming the path and the folder")
    func missingFolder() {
        let path = "/nonexistent-\(UUID().uuidString)/dir/x.png"
        let folder = (path as NSString).deletingLastPathComponent
        let clock = ContinuousClock()
        let start = clock.now
        expectFailure(["render", Self.example, "--out", path], code: 1,
                      message: "cannot write \(path): the folder \(folder) does not exist")
        // Checked before layout and rendering: far below the seconds a picture takes.
        #expect(clock.now - start < .seconds(2))
        expectFailure(["render", Self.example, "--format", "svg", "--out", path], code: 1,
                      message: "cannot write \(path): the folder \(folder) does not exist")
    }

    @Test("--out in a folder that refuses new files (/proc) fails at once with the system's reason")
    func refusingFolder() throws {
        // /proc exists and is a folder on Linux, but no file can be created in it, even by root.
        var isDirectory: ObjCBool = false
        try #require(FileManager.default.fileExists(atPath: "/proc", isDirectory: &isDirectory) && isDirectory.boolValue,
                     "this test needs Linux's /proc")
        let result = TrellisCLI.capture(["render", Self.example, "--out", "/proc/x.png"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Error: cannot write /proc/x.png: no file can be created in the folder /proc ("),
                "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/proc/x.png"))
    }

    @Test("--out that is a folder, or under a file, is refused")
    func outIsFolderOrUnderFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        expectFailure(["render", Self.example, "--out", folder.path], code: 1, message: "cannot write \(folder.path): it is a folder")
        let file = folder.appendingPathComponent("plain").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        expectFailure(["render", Self.example, "--out", file + "/x.png"], code: 1,
                      message: "cannot write \(file)/x.png: \(file) is a file, not a folder")
        expectFailure(["showcase", "--out", file + "/deeper/out"], code: 1,
                      message: "cannot write \(file)/deeper/out: \(file) is a file, not a folder")
        expectFailure(["showcase", "--out", file], code: 1, message: "cannot write \(file): a file of that name exists")
        let proc = TrellisCLI.capture(["showcase", "--out", "/proc/trellis-showcase"])
        #expect(proc.exitCode == 1)
        #expect(proc.standardError.hasPrefix("Error: cannot write /proc/trellis-showcase: the folder cannot be created in /proc ("),
                "\(proc.standardError)")
    }

    @Test("a writable --out passes the check and leaves no trace of it")
    func writableOut() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("a.svg").path
        let result = TrellisCLI.capture(["render", Self.example, "--size", "100x100", "--out", out])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.svg"])
        // A showcase folder that does not exist yet, two levels down, is fine.
        try OutputChecks.checkFolder(folder.appendingPathComponent("x/y").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.svg"])
    }
}
