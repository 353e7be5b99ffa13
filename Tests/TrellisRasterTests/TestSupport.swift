import Foundation
@testable import TrellisRaster

/// Helpers shared by the test files.
enum TestSupport {
    /// A deterministic linear congruential generator (Numerical Recipes constants).
    struct LCG {
        var state: UInt32
        init(seed: UInt32) { state = seed }
        mutating func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 24) }
    }

    /// Random bytes from a small alphabet with frequent copies of earlier runs (compressible).
    static func repetitiveBytes(count: Int, seed: UInt32) -> [UInt8] {
        var rng = LCG(seed: seed)
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            let r = rng.next()
            if out.count > 10 && r % 3 == 0 {
                let dist = 1 + Int(rng.next() % UInt32(min(out.count, 40_000)))
                let len = 3 + Int(rng.next() % 300)
                let start = out.count - dist
                for k in 0..<len where out.count < count { out.append(out[start + k]) }
            } else {
                out.append(UInt8(97 + rng.next() % 6))
            }
        }
        return out
    }

    /// Uniformly random bytes (incompressible).
    static func randomBytes(count: Int, seed: UInt32) -> [UInt8] {
        var rng = LCG(seed: seed)
        return (0..<count).map { _ in rng.byte() }
    }

    /// Path of an executable found on PATH or in /usr/bin, if any.
    static func executable(_ name: String) -> String? {
        var dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        dirs.append("/usr/bin")
        dirs.append("/usr/local/bin")
        for d in dirs {
            let p = d + "/" + name
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    static let python3: String? = executable("python3")
    static let pngcheck: String? = executable("pngcheck")
    static let apngdis: String? = executable("apngdis")

    /// Runs a program and returns (exit status, stdout, stderr).
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    /// Writes bytes to a fresh temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "trellis-raster-\(UUID().uuidString)\(suffix)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func rectPath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> RasterPath {
        var p = RasterPath()
        p.addRect(RasterRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        return p
    }

    static func hex(_ v: UInt32) -> String { String(v, radix: 16) }
}
