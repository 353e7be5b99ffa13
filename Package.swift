// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
    ],
    targets: [
        // The layout core: geometry, the View DSL, the Layout protocol, stacks, modifiers,
        // state, identity and the headless host. Pure Swift on Foundation.
        .target(name: "TrellisLayout"),
        // Anti-aliased rasterizer and PNG/zlib encoder and decoder, byte-identical on
        // every machine. Pure Swift, no dependencies.
        .target(name: "TrellisRaster"),
        // OpenType fonts read in Swift, shaping, Unicode line breaking, a generated test font.
        .target(name: "TrellisFonts"),
        // Real-font text measurement behind the core's TextMeasuring protocol.
        .target(name: "TrellisText", dependencies: ["TrellisLayout", "TrellisFonts"]),
        // What users import: the core plus the defaults (real fonts) wired in.
        .target(name: "Trellis", dependencies: ["TrellisLayout", "TrellisText"]),
        // The seed apps as examples, for the `trellis` command and the showcase.
        .target(name: "TrellisShowcase", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "SeedTests", dependencies: ["Trellis", "TrellisShowcase"]),
        .testTarget(name: "TrellisRasterTests", dependencies: ["TrellisRaster"]),
        .testTarget(name: "TrellisFontsTests", dependencies: ["TrellisFonts"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "TrellisLayout", "TrellisFonts"]),
    ],
    swiftLanguageModes: [.v5]
)
