// swift-tools-version:6.1
// Layout benchmarks (package-benchmark). A package of its own, so `swift test` at the
// root does not build it. Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The five trees of issue 11 and the scene wrapper shared by both executables.
        .target(
            name: "LayoutScenes",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // One measured operation per run for callgrind (Scripts/callgrind-layout.sh).
        .executableTarget(
            name: "LayoutProbe",
            dependencies: ["LayoutScenes", .product(name: "Trellis", package: "Trellis")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Issue 12's 1 MiB unbreakable string: wrap, ideal size, truncation; timed, and one
        // step per run for callgrind (Scripts/text-probe.sh).
        .executableTarget(
            name: "TextProbe",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Issue 47's picture (LayoutScenes' PictureScreen) to PNG, SVG or laid out, one step
        // per run, timed and for callgrind (Scripts/png-vs-rsvg.sh).
        .executableTarget(
            name: "PictureProbe",
            dependencies: ["LayoutScenes", .product(name: "Trellis", package: "Trellis")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutScenes",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Trellis", package: "Trellis"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
