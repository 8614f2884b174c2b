// swift-tools-version:6.0
import PackageDescription

/// devtools' SwiftPM plugins, in a package of their own beside the tools' package (`..`).
///
/// Why a second package: a plugin that runs `devtools` makes SwiftPM build `devtools` and every package
/// it depends on a second time, for the host (the `*-tool` modules), whenever the plugin is in the build
/// graph. In the tools' own package that was every `swift build`, so pre-commit's first run, `swift test`
/// and `scripts/install` built ArgumentParser, Yams and all our modules twice. Here the copy is built only
/// by a package that applies the plugins, once. SwiftLint keeps its plugins apart for the same reason.
let package = Package(
    name: "devtools-plugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "DevToolsBuildToolPlugin", targets: ["DevToolsBuildToolPlugin"]),
        .plugin(name: "DevToolsCommandPlugin", targets: ["DevToolsCommandPlugin"]),
    ],
    dependencies: [
        // Named, so the products below resolve whatever the checkout's folder is called.
        .package(name: "devtools", path: "..")
    ],
    targets: [
        // `devtools lint --format xcode` over a target's files during its build (SwiftPM and Xcode targets).
        .plugin(
            name: "DevToolsBuildToolPlugin",
            capability: .buildTool(),
            dependencies: [.product(name: "devtools", package: "devtools")],
            path: "DevToolsBuildToolPlugin"
        ),
        // `swift package lint [--fix] [--strict] [PATH…]`; writing is asked for because of --fix.
        .plugin(
            name: "DevToolsCommandPlugin",
            capability: .command(
                intent: .custom(verb: "lint", description: "Run devtools lint (lint-strings and lint-components) over the package"),
                permissions: [.writeToPackageDirectory(reason: "devtools lint --fix rewrites the files whose findings have a safe fix")]
            ),
            dependencies: [.product(name: "devtools", package: "devtools")],
            path: "DevToolsCommandPlugin"
        ),
    ],
    swiftLanguageModes: [.v6]
)
