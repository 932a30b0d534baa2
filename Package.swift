// swift-tools-version: 6.0
import PackageDescription

// One module per pipeline stage (see docs/pipeline.md). Arrows point one way:
// Model <- Syntax <- Scene; Model <- Layout, Animation, Render; Flipbook ties them together.
let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "flipbook", targets: ["flipbook"]),
        .library(name: "Flipbook", targets: ["Flipbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "FlipbookModel"),
        .target(
            name: "FlipbookSyntax",
            dependencies: [
                "FlipbookModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .target(name: "FlipbookVocabulary", dependencies: ["FlipbookModel"]),
        .target(name: "FlipbookScene", dependencies: ["FlipbookModel", "FlipbookSyntax", "FlipbookVocabulary", "FlipbookICU"]),
        .target(name: "FlipbookLayout", dependencies: ["FlipbookModel"]),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookModel"]),
        // ICU (Debian's libicu-dev) writes measurements; see the header for why it is C.
        .target(name: "FlipbookICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"])]
        ),
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .target(
            name: "FlipbookRender",
            dependencies: [
                "FlipbookModel", "CCairo", "CPNG", "CJPEG", "CWebP", "CHarfBuzz", "CFontconfig", "CPoppler", "CRsvg",
            ],
            // The per-pixel filters (blur, shadows, materials) are 10–50× slower unoptimised;
            // the debug build that `make demo` and the tests use optimises this module alone.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        .target(
            name: "Flipbook",
            dependencies: [
                "FlipbookModel", "FlipbookSyntax", "FlipbookScene", "FlipbookVocabulary", "FlipbookLayout",
                "FlipbookAnimation", "FlipbookRender",
            ]
        ),
        .target(
            name: "FlipbookCLI",
            dependencies: [
                "Flipbook", "FlipbookModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),
        // `make fuzz` builds this with libFuzzer; a plain build replays inputs given as files.
        .executableTarget(name: "flipbook-fuzz", dependencies: ["Flipbook", "FlipbookModel"]),
        .testTarget(name: "FlipbookModelTests", dependencies: ["FlipbookModel"]),
        .testTarget(name: "FlipbookVocabularyTests", dependencies: ["FlipbookVocabulary", "FlipbookModel"]),
        .testTarget(
            name: "FlipbookSyntaxTests", dependencies: ["FlipbookSyntax", "FlipbookModel"],
            // Scene files parsed by the tests, not compiled into them.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FlipbookSceneTests", dependencies: ["FlipbookScene", "FlipbookSyntax", "FlipbookModel"]),
        .testTarget(name: "FlipbookLayoutTests", dependencies: ["FlipbookLayout", "FlipbookVocabulary", "FlipbookModel"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookVocabulary", "FlipbookModel"]),
        .testTarget(name: "FlipbookRenderTests", dependencies: ["FlipbookRender", "FlipbookModel"]),
        .testTarget(
            name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookCLI", "FlipbookModel"],
            // Scene files and their expectations, read by CorpusTests and BadInputTests, not compiled
            // into them.
            exclude: ["Corpus", "BadInputs", "Extremes"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
