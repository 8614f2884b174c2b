// swift-tools-version:6.0
import PackageDescription

/// `-static-stdlib` for linking the tools' release builds on Linux (see the executables below).
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
]
/// The same flag for compiling each module of ours, as `swift build --static-swift-stdlib` passes it: a
/// module then names the static Foundation libraries (ICU included) for the linker to take.
let staticRuntimeImports: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

/// devtools: three linters/cleaners for iOS codebases and developer machines.
///
/// Layout: one library per tool, one shared core, one library of command types, and four thin
/// executables that only call `main()` on those command types, so the umbrella's subcommands and the
/// standalone tools cannot drift apart. The SwiftPM plugins are a package of their own, `Plugins/`, so
/// building the tools (pre-commit, `scripts/install`, `swift test`) builds each dependency once.
let package = Package(
    name: "devtools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "devtools", targets: ["devtools"]),
        .executable(name: "clean-support", targets: ["clean-support"]),
        .executable(name: "lint-strings", targets: ["lint-strings"]),
        .executable(name: "lint-components", targets: ["lint-components"]),
        .library(name: "DevToolsCore", targets: ["DevToolsCore"]),
        .library(name: "ProjectModel", targets: ["ProjectModel"]),
        .library(name: "StringsLint", targets: ["StringsLint"]),
        .library(name: "SourceFacts", targets: ["SourceFacts"]),
        .library(name: "ComponentLint", targets: ["ComponentLint"]),
        .library(name: "DeveloperCacheCleaner", targets: ["DeveloperCacheCleaner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // Test-only: the oracle lint-components' Swift scanner is proved against (never linked into a tool).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // glibc's `mallopt`, for `AllocatorTuning` (Linux only; an empty module elsewhere).
        .systemLibrary(name: "CAllocator"),
        .target(
            name: "DevToolsCore", dependencies: ["CAllocator", .product(name: "Yams", package: "Yams")], swiftSettings: staticRuntimeImports),
        // The app's project read from its own files: targets, their files, localized tables, regions.
        .target(
            name: "ProjectModel", dependencies: ["CLibXML2", "DevToolsCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: staticRuntimeImports),
        .target(name: "StringsLint", dependencies: ["DevToolsCore", "ProjectModel", "CLibXML2"], swiftSettings: staticRuntimeImports),
        // What source files say, read without a compiler: the tokenizer, each file's facts (classes, methods,
        // what their bodies do) and its localized-string lookups, and their cache. ComponentLint's rules and
        // StringsLint's key checks (through DevToolsCore's `KeyLookupSource`) both read it.
        // Cross-module optimization: ComponentLint's index and rules walk SourceFacts' generic lists and
        // method facts tens of thousands of times a run; without it they go through value witnesses, and
        // lint-components took 0.17-0.20 s instead of 0.15 s on the 20,000-file benchmark (scripts/bench
        // components). A path dependency (the Plugins package) and a root package may use unsafe flags.
        .target(name: "SourceFacts", dependencies: ["DevToolsCore"], swiftSettings: [.unsafeFlags(["-cross-module-optimization"])] + staticRuntimeImports),
        .target(name: "ComponentLint", dependencies: ["DevToolsCore", "ProjectModel", "SourceFacts"], swiftSettings: staticRuntimeImports),
        .target(name: "DeveloperCacheCleaner", dependencies: ["DevToolsCore"], swiftSettings: staticRuntimeImports),
        .target(
            name: "DevToolsCommands",
            dependencies: [
                "DevToolsCore", "StringsLint", "SourceFacts", "ComponentLint", "DeveloperCacheCleaner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntimeImports
        ),
        // Release builds on Linux link the Swift runtime and Foundation into each tool, as SwiftLint's Linux
        // release does: loading and relocating them took 6 ms of every run, before `main` (a commit hook's
        // whole run on one staged file is tens of milliseconds). The tools grow to about 100 MB each.
        .executableTarget(name: "devtools", dependencies: ["DevToolsCommands"], swiftSettings: staticRuntimeImports, linkerSettings: staticRuntime),
        .executableTarget(name: "clean-support", dependencies: ["DevToolsCommands"], swiftSettings: staticRuntimeImports, linkerSettings: staticRuntime),
        .executableTarget(name: "lint-strings", dependencies: ["DevToolsCommands"], swiftSettings: staticRuntimeImports, linkerSettings: staticRuntime),
        .executableTarget(name: "lint-components", dependencies: ["DevToolsCommands"], swiftSettings: staticRuntimeImports, linkerSettings: staticRuntime),
        // What the test targets share: temporary folders and the like.
        .target(name: "DevToolsTestSupport", dependencies: ["DevToolsCore"], path: "Tests/DevToolsTestSupport"),
        .testTarget(name: "DevToolsCoreTests", dependencies: ["DevToolsCore", "DevToolsTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "StringsLintTests",
            dependencies: [
                "StringsLint", "SourceFacts", "ComponentLint", "DevToolsCore", "DevToolsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ProjectModelTests", dependencies: ["ProjectModel", "DevToolsCore", "DevToolsTestSupport"], resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ComponentLintTests", dependencies: ["ComponentLint", "SourceFacts", "DevToolsCore", "DevToolsTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "DeveloperCacheCleanerTests", dependencies: ["DeveloperCacheCleaner", "DevToolsCore", "DevToolsTestSupport"],
            resources: [.copy("Fixtures")]),
        // The Swift scanner proved against swift-syntax (a test-only dependency: no `swift build` of the tools
        // builds it). `Oracle/` is swift-syntax's reading of a Swift file and a generator of Swift files;
        // scripts/fuzz compiles it into the `swiftfacts` harness too.
        .testTarget(
            name: "SwiftFactsOracleTests",
            dependencies: [
                "SourceFacts", "ComponentLint", "DevToolsCore", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "DevToolsCommandsTests",
            dependencies: ["DevToolsCommands", "DevToolsTestSupport", "devtools", "clean-support", "lint-strings", "lint-components"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
