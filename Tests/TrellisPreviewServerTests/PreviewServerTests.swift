import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TrellisPreviewServer

/// Stopping `trellis preview` while a browser holds a connection open. A browser opens
/// spare connections that carry no request and keeps them for minutes (about 100 s for
/// Chromium); Hummingbird neither counts them idle nor cancels them, so without a deadline
/// Ctrl-C waited that long. The built `trellis` is started, a silent connection is opened,
/// and Ctrl-C (SIGINT) must end the process well before the browser would let go.
@Suite(.timeLimit(.minutes(2))) struct PreviewServerStopTests {
    @Test func ctrlCStopsWithASilentConnectionOpen() async throws {
        let process = Process()
        process.executableURL = try trellisExecutable()
        process.arguments = ["preview", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // "Trellis preview: http://127.0.0.1:PORT/  (Ctrl-C to stop)"
        var printed = ""
        var port: Int?
        while port == nil {
            let data = output.fileHandleForReading.availableData
            try #require(!data.isEmpty, "trellis preview ended before printing its address: \(printed)")
            printed += String(decoding: data, as: UTF8.self)
            if let range = printed.range(of: #"127\.0\.0\.1:\d+/"#, options: .regularExpression) {
                port = Int(printed[range].dropFirst("127.0.0.1:".count).dropLast())
            }
        }
        let bound = try #require(port)

        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(bound).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        try await Task.sleep(for: .milliseconds(300))

        process.interrupt()
        let deadline = ContinuousClock.now + .seconds(60)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning, "trellis preview still runs 60 s after Ctrl-C")
        if !process.isRunning { #expect(process.terminationStatus == 0) }
        #expect(PreviewServer.shutdownGrace == .seconds(2))
    }
}

/// The `trellis` executable that `swift build` put beside this test bundle.
func trellisExecutable() throws -> URL {
    let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
        .flatMap { [$0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()] }
    return try #require(candidates.map { $0.appendingPathComponent("trellis") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "the trellis executable is built beside the tests by swift build")
}
