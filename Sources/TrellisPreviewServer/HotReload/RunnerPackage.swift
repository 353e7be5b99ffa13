import Foundation
import TrellisPreviewRuntime

/// The runner package that `trellis preview --package PATH` generates in a scratch folder
/// and builds: one executable, `TrellisPreviewRunner`, that depends on the user's package
/// and on Trellis (both by path), imports the modules of the user's library products,
/// registers their public `PreviewProvider`s, and answers the server in
/// ``RunnerLoop``'s JSON lines. The runner links no server.
///
/// Rules of this design (documented in the README):
/// - the user's package has a library product with the previews (its `#Preview`s are
///   found at run time; its `public` types conforming to `PreviewProvider` are found by
///   reading its sources and registered);
/// - it depends on Trellis by the same path the server was built from (or `--trellis`),
///   so that one Trellis is linked;
/// - the scratch folder (default: the temporary folder's `trellis-preview-<hash>`) keeps
///   the runner's build between runs, so a restart is an incremental build.
public struct RunnerPackage: Sendable {
    public let packagePath: String
    public let trellisPath: String
    public let scratchPath: String

    public init(packagePath: String, trellisPath: String = RunnerPackage.defaultTrellisPath, scratchPath: String? = nil) {
        self.packagePath = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        self.trellisPath = URL(fileURLWithPath: trellisPath).standardizedFileURL.path
        self.scratchPath = scratchPath ?? RunnerPackage.defaultScratch(for: self.packagePath)
    }

    /// The Trellis checkout this server was built from.
    public static var defaultTrellisPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func defaultScratch(for packagePath: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in packagePath.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(String(hash, radix: 16))").path
    }

    /// The runner's executable once built.
    public var executablePath: String { scratchPath + "/.build/debug/TrellisPreviewRunner" }

    /// A package's identity as SwiftPM names a path dependency: its folder's name in lower case.
    static func identity(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent.lowercased() }

    /// What the user's package offers the runner: its library products and their modules.
    struct Manifest {
        var products: [String]
        var modules: [String]
    }

    /// Reads the user's manifest with `swift package dump-package`.
    func readManifest() throws -> Manifest {
        let (status, output) = try Shell.run(["swift", "package", "dump-package", "--package-path", packagePath])
        guard status == 0, let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
            throw BuildFailure(message: "cannot read the package's manifest at \(packagePath)", file: packagePath + "/Package.swift",
                               line: Self.firstErrorLine(output), log: String(output.suffix(20_000)))
        }
        var products: [String] = []
        var modules: [String] = []
        for product in json["products"] as? [[String: Any]] ?? [] {
            guard let type = product["type"] as? [String: Any], type["library"] != nil,
                  let name = product["name"] as? String else { continue }
            products.append(name)
            for target in product["targets"] as? [String] ?? [] where !modules.contains(target) { modules.append(target) }
        }
        guard !products.isEmpty else {
            throw BuildFailure(message: "the package at \(packagePath) has no library product: add one with the views and their previews",
                               file: packagePath + "/Package.swift")
        }
        return Manifest(products: products, modules: modules)
    }

    static func firstErrorLine(_ output: String) -> Int? {
        BuildOutput.firstError(output)?.line
    }

    /// The public `PreviewProvider` types of the package's sources.
    func publicProviders() -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"public\s+(?:struct|enum|final\s+class|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b"#)
        var names: [String] = []
        for file in SourceWatcher.swiftFiles(under: packagePath + "/Sources") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(m.range(at: 1), in: text), !names.contains(String(text[r])) { names.append(String(text[r])) }
            }
        }
        return names
    }

    /// Writes the runner's manifest and `main.swift` (only when they change, so the build
    /// stays incremental).
    func generate() throws {
        let manifest = try readManifest()
        let trellis = Self.identity(trellisPath)
        let user = Self.identity(packagePath)
        let products = manifest.products.map { ".product(name: \(literal($0)), package: \(literal(user)))" }
        let packageSwift = """
        // swift-tools-version:6.1
        // Generated by `trellis preview --package`: do not edit.
        import PackageDescription

        let package = Package(
            name: "TrellisPreviewRunner",
            dependencies: [
                .package(path: \(literal(trellisPath))),
                .package(path: \(literal(packagePath))),
            ],
            targets: [
                .executableTarget(name: "TrellisPreviewRunner", dependencies: [
                    .product(name: "Trellis", package: \(literal(trellis))),
                    .product(name: "TrellisPreviewRuntime", package: \(literal(trellis))),
                    \(products.joined(separator: ",\n            "))
                ]),
            ],
            swiftLanguageModes: [.v5]
        )

        """
        let imports = (["Trellis", "TrellisPreviewRuntime"] + manifest.modules).map { "import \($0)" }.joined(separator: "\n")
        let registrations = publicProviders().map { "PreviewCatalog.register(\($0).self)" }.joined(separator: "\n")
        let main = """
        // Generated by `trellis preview --package`: do not edit.
        \(imports)

        \(registrations)
        RunnerLoop.run(subjects: RunnerLoop.catalogSubjects())

        """
        try write(packageSwift, to: scratchPath + "/Package.swift")
        try write(main, to: scratchPath + "/Sources/TrellisPreviewRunner/main.swift")
    }

    private func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func write(_ text: String, to path: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Generates and builds the runner; a compile error comes back as a ``BuildFailure``
    /// naming the file (relative to the package) and line of the first error.
    public func build() async throws {
        try generate()
        let (status, output) = try await Shell.runDetached(["swift", "build", "--package-path", scratchPath, "--product", "TrellisPreviewRunner"])
        guard status == 0 else {
            if var failure = BuildOutput.firstError(output) {
                if let file = failure.file, file.hasPrefix(packagePath + "/") { failure.file = String(file.dropFirst(packagePath.count + 1)) }
                failure.log = String(output.suffix(20_000))
                throw failure
            }
            throw BuildFailure(message: "swift build failed (exit code \(status))\n" + output.split(separator: "\n").suffix(15).joined(separator: "\n"),
                               log: String(output.suffix(20_000)))
        }
    }
}

/// Reading a build's output.
enum BuildOutput {
    /// The first `FILE:LINE:COLUMN: error: MESSAGE` line.
    static func firstError(_ output: String) -> BuildFailure? {
        let pattern = try! NSRegularExpression(pattern: #"^(/[^\n:]+):(\d+):(?:\d+:)? error: (.+)$"#, options: [.anchorsMatchLines])
        guard let m = pattern.firstMatch(in: output, range: NSRange(output.startIndex..., in: output)),
              let file = Range(m.range(at: 1), in: output), let line = Range(m.range(at: 2), in: output),
              let message = Range(m.range(at: 3), in: output) else { return nil }
        return BuildFailure(message: String(output[message]), file: String(output[file]), line: Int(output[line]))
    }
}

/// Running commands.
enum Shell {
    /// Runs `arguments` (the first found on PATH), waiting; standard output and error together.
    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close(); try? FileManager.default.removeItem(at: log) }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }

    /// ``run(_:)`` on a thread of its own, so the caller's executor is not blocked.
    static func runDetached(_ arguments: [String]) async throws -> (Int32, String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                do { continuation.resume(returning: try run(arguments)) } catch { continuation.resume(throwing: error) }
            }.start()
        }
    }
}
