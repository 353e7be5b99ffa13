import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TrellisPreviewRuntime
@testable import TrellisPreviewServer

/// `trellis preview --package`: a package made in a temporary folder, built into a
/// runner, edited while served.
///
/// Cost: the first run builds Trellis (with swift-syntax, for `#Preview`) a second time,
/// in the runner's scratch folder `.build-preview-runner` at the repository's root
/// (measured: 666 s for the whole test on the 2-core machine shared with three other
/// builds; less on an idle one); later runs reuse that folder and take about a minute,
/// most of it the two incremental rebuilds and the failed one. This is the suite's only
/// test that builds a package.
@Suite(.serialized, .timeLimit(.minutes(20))) struct HotReloadTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func source(_ greeting: String) -> String {
        """
        import Trellis

        public struct Greeting: View {
            public init() {}
            public var body: some View {
                Text("\(greeting)").padding()
            }
        }

        #Preview("Greeting") {
            Greeting()
        }

        public struct Greeting_Previews: PreviewProvider {
            public static var previews: some View {
                Greeting().previewDisplayName("Provider")
            }
        }

        """
    }

    func layout(_ client: some TestClientProtocol, _ name: String) async throws -> [String] {
        try await client.execute(uri: "/layout/\(name).json", method: .get) { response in
            #expect(response.status == .ok)
            return try JSONDecoder().decode(LayoutReport.self, from: Data(text(response).utf8)).views.map(\.name)
        }
    }

    func waitForGeneration(_ state: ServerState, _ generation: Int, orError: Bool = false) async throws -> ServerState.BuildStatus {
        let deadline = ContinuousClock.now + .seconds(600)
        while ContinuousClock.now < deadline {
            let status = await state.buildStatus()
            if status.generation >= generation || (orError && status.error != nil && !status.building) { return status }
            try await Task.sleep(for: .milliseconds(200))
        }
        throw PreviewError.unavailable("no rebuild within 10 minutes")
    }

    @Test func editedSourceShowsInTheNextRender() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-hot-\(UUID().uuidString)/HotDemo")
        let file = folder.appendingPathComponent("Sources/HotDemo/Greeting.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let trellis = Self.root.path
        let manifest = """
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "HotDemo",
            products: [.library(name: "HotDemo", targets: ["HotDemo"])],
            dependencies: [.package(path: "\(trellis)")],
            targets: [.target(name: "HotDemo", dependencies: [.product(name: "Trellis", package: "\(RunnerPackage.identity(trellis))")])],
            swiftLanguageModes: [.v5]
        )

        """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.source("Version one").write(to: file, atomically: true, encoding: .utf8)

        let package = RunnerPackage(packagePath: folder.path, trellisPath: trellis, scratchPath: trellis + "/.build-preview-runner")
        let reloader = HotReloader(package: package, log: { _ in })
        let server = PreviewServer(port: 0, backend: UnavailableBackend(reason: "building"))
        defer { reloader.stop() }
        await reloader.load(into: server.state)
        let first = await server.state.buildStatus()
        #expect(first.error == nil, "\(first.error?.log ?? "")")
        #expect(first.generation == 2)

        try await server.application().test(.router) { client in
            try await client.execute(uri: "/previews.json", method: .get) { response in
                let names = try JSONDecoder().decode([PreviewInfo].self, from: Data(text(response).utf8)).map(\.name)
                // The #Preview and the public PreviewProvider the runner registered.
                #expect(names.sorted() == ["Greeting", "Provider"])
            }
            #expect(try await layout(client, "Greeting").contains(#"Text "Version one""#))

            let watch = Task { await reloader.watch(state: server.state) }
            defer { watch.cancel() }
            try await Task.sleep(for: .seconds(1))
            try Self.source("Version two").write(to: file, atomically: true, encoding: .utf8)
            let second = try await waitForGeneration(server.state, 3, orError: true)
            #expect(second.error == nil, "\(second.error?.log ?? "")")
            #expect(second.generation == 3)
            let views = try await layout(client, "Greeting")
            #expect(views.contains(#"Text "Version two""#) && !views.contains(#"Text "Version one""#))

            // A compile error: reported with its file and line; the last good render stays.
            let broken = Self.source("Version three").replacingOccurrences(of: #"Text("Version three")"#, with: "Text(undefinedGreeting)")
            try broken.write(to: file, atomically: true, encoding: .utf8)
            let deadline = ContinuousClock.now + .seconds(600)
            var status = await server.state.buildStatus()
            while status.error == nil || status.building, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(200))
                status = await server.state.buildStatus()
            }
            let error = try #require(status.error)
            #expect(error.file == "Sources/HotDemo/Greeting.swift")
            #expect(error.line == 6)
            #expect(error.message.contains("undefinedGreeting"))
            #expect(status.generation == 3)
            #expect(try await layout(client, "Greeting").contains(#"Text "Version two""#))
        }
    }
}
