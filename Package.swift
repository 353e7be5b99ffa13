// swift-tools-version:6.1
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
        // What the runner that `trellis preview --package` generates links (no server in it).
        .library(name: "TrellisPreviewRuntime", targets: ["TrellisPreviewRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The `#Preview` macro's implementation (603 is the line matching Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine's types on Linux (ObservableObject, @Published, publishers).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The HTTP and WebSocket server of `trellis preview`.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Hummingbird's own service runner, named for the preview server's bounded shutdown.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Property-based testing (random view trees, shrinking) for TrellisLayoutTests' fuzz suite.
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The layout core: geometry, the View DSL, the Layout protocol, stacks, modifiers,
        // state, identity and the headless host. Pure Swift on Foundation (and the
        // 14-line C reader of the previews section below).
        .target(name: "TrellisLayout", dependencies: ["TrellisPreviewSection"]),
        // `#Preview`/`@Previewable` declared apart from the core, so that only the modules
        // that use them wait for the plug-in (swift-syntax is most of a cold build).
        .target(name: "TrellisPreviewMacros", dependencies: ["TrellisLayout", "TrellisMacros"]),
        // Where `#Preview` records are found at run time: the linker's bounds of the
        // `trellis_previews` section (ELF), read by TrellisLayout/Previews/PreviewCatalog.
        .target(name: "TrellisPreviewSection"),
        // The compiler plug-in behind `#Preview` (declared in TrellisLayout/Previews).
        .macro(name: "TrellisMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // Anti-aliased rasterizer and PNG/zlib encoder and decoder, byte-identical on
        // every machine. Pure Swift, no dependencies.
        .target(name: "TrellisRaster"),
        // OpenType fonts read in Swift, shaping, Unicode line breaking, a generated test font.
        .target(name: "TrellisFonts"),
        // Real-font text measurement behind the core's TextMeasuring protocol.
        .target(name: "TrellisText", dependencies: ["TrellisLayout", "TrellisFonts"]),
        // What users import: the core plus the defaults (real fonts) wired in.
        .target(name: "Trellis", dependencies: [
            "TrellisLayout", "TrellisPreviewMacros", "TrellisText", "TrellisRender", "TrellisCombine",
            .target(name: "Combine", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            .target(name: "CoreGraphics", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            .target(name: "UIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            .target(name: "TrellisUIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
            .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
        ]),
        // ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject, onReceive, on
        // OpenCombine, through the core's public DynamicProperty.
        .target(name: "TrellisCombine", dependencies: ["TrellisLayout", .product(name: "OpenCombine", package: "OpenCombine")]),
        // `import Combine` and `import CoreGraphics` where the platform has neither: shims
        // reachable through the Trellis product, so Apple-platform files compile unchanged.
        // The Combine shim builds on OpenCombine's core only: OpenCombine's Foundation and
        // Dispatch modules change their API when they can see a module named Combine
        // (Sources/Combine/Combine.swift), so they are not part of the build.
        .target(name: "Combine", dependencies: [
            "TrellisLayout", "TrellisCombine",
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        .target(name: "CoreGraphics"),
        // `import UIKit` where the platform has none: a C module that declares nothing, so
        // that only the modules built on Trellis see a UIKit (a Swift module of that name
        // would turn on dependencies' `#if canImport(UIKit)` code: Sources/UIKit/include/
        // UIKit.h). The UIKit types SwiftUI code uses are TrellisUIKit's, re-exported by
        // Trellis as SwiftUI re-exports UIKit.
        .target(name: "UIKit"),
        .target(name: "TrellisUIKit", dependencies: ["TrellisLayout", "TrellisText", "CoreGraphics"]),
        // What the compiler imports into a file that imports both Testing and UIKit (Swift
        // Testing's cross-import overlay): without it such a test file does not compile.
        .target(name: "_Testing_UIKit"),
        // Pictures: SVG, PNG and terminal renderers of the render tree, and ImageRenderer.
        .target(name: "TrellisRender", dependencies: ["TrellisLayout", "TrellisRaster", "TrellisText", "TrellisFonts"]),
        // The `trellis` command's subcommands, as a library tests can run in-process.
        .target(name: "TrellisCLI", dependencies: [
            "Trellis", "TrellisRender", "TrellisShowcase", "TrellisPreviewServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        // Hosting previews for `trellis preview`: parameters, live sessions, layout reports,
        // and the JSON-lines loop of a user package's runner. No server: runners link it.
        .target(name: "TrellisPreviewRuntime", dependencies: ["Trellis", "TrellisRender"]),
        // `trellis preview`: the HTTP/WebSocket server, its page, live sessions and the
        // hot-reload runner of a user's package.
        .target(name: "TrellisPreviewServer", dependencies: [
            "Trellis", "TrellisRender", "TrellisShowcase", "TrellisPreviewRuntime",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        ]),
        // swift-snapshot-testing strategies for views: .layout, .svg, .png.
        .target(name: "TrellisSnapshotTesting", dependencies: [
            "Trellis", "TrellisRender", "TrellisRaster",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The seed apps as examples, for the `trellis` command and the showcase.
        .target(name: "TrellisShowcase", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: [
            "TrellisLayout",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TrellisMacrosTests", dependencies: [
            "TrellisMacros",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        // Previews written exactly as SwiftUI code writes them, with `import Trellis` only
        // (Swift 6 mode: the expansion must also be clean under strict concurrency).
        .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis"]),
        // Views written for Swift 6's strict concurrency (View is @MainActor, as in SwiftUI);
        // its tests run on the main actor, as SwiftUI tests do.
        .testTarget(name: "SwiftSixTests", dependencies: ["Trellis"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "TrellisCombineTests", dependencies: ["Trellis"]),
        // UIKit's types where there is none, used as SwiftUI code uses them beside SwiftUI.
        .testTarget(name: "TrellisUIKitTests", dependencies: ["Trellis", "TrellisRaster"]),
        .testTarget(name: "SeedTests", dependencies: ["Trellis", "TrellisShowcase"]),
        .testTarget(name: "TrellisRasterTests", dependencies: ["TrellisRaster"]),
        .testTarget(name: "TrellisFontsTests", dependencies: ["TrellisFonts"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "TrellisLayout", "TrellisFonts"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisLayout", "TrellisRaster", "TrellisText", "TrellisFonts"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "trellis", "TrellisShowcase", "TrellisRaster"]),
        .testTarget(name: "TrellisPreviewServerTests", dependencies: [
            "TrellisPreviewServer", "TrellisPreviewRuntime", "TrellisCLI", "TrellisShowcase", "TrellisRaster",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .testTarget(name: "TrellisSnapshotTests", dependencies: ["TrellisSnapshotTesting", "Trellis", "TrellisRaster", "TrellisShowcase"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v5]
)

// Sanitizer runs (Scripts/sanitized-tests.sh): TRELLIS_SANITIZE=address or thread builds
// this package's own modules instrumented and links the sanitizer's runtime into the test
// product. Dependencies are built as usual, so a run in the usual build folder compiles
// only this package's modules again. The macro plug-in runs in the compiler and is left
// alone.
if let sanitizer = Context.environment["TRELLIS_SANITIZE"], ["address", "thread"].contains(sanitizer) {
    for target in package.targets where target.type == .regular || target.type == .test || target.type == .executable {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizer)"])]
    }
}
