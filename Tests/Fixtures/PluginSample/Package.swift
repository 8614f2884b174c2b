// swift-tools-version:6.0
import PackageDescription

/// A package that applies devtools' build-tool plugin (the plugin package, `Plugins/`), for `SwiftPMPluginTests` (which copies it, with
/// the dependency's path rewritten to the checkout under test). The planted mistake: `Greetings`'s
/// `Resources/en.lproj/Localizable.strings` lacks the `;` at the end of line 3 (an error: the build fails), and
/// `de.lproj` lacks the key "thanks" (a warning, which alone does not fail it).
let package = Package(
    name: "PluginSample",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "devtools-plugins", path: "../../../Plugins")],
    targets: [
        .target(
            name: "Greetings",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "DevToolsBuildToolPlugin", package: "devtools-plugins")]
        )
    ]
)
