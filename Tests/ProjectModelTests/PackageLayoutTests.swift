import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import ProjectModel

/// A package read by SwiftPM's conventional layout.
@Suite struct PackageLayoutTests {
    @Test("Sources/<Target>, Tests/<Target>Tests, Resources and .lproj, defaultLocalization")
    func conventionalLayout() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Package.swift", "let package = Package(\n    name: \"Kit\",\n    defaultLocalization: \"de\",\n    targets: []\n)\n")
        try folder.write("Sources/Kit/Kit.swift", "public struct Kit {}\n")
        try folder.write("Sources/Kit/Internal/Helper.m", "\n")
        try folder.write("Sources/Kit/include/Helper.h", "\n")
        try folder.write("Sources/Kit/Resources/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Sources/Kit/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Sources/Kit/Resources/config.json", "{}\n")
        try folder.write("Sources/Kit/Media.xcassets/Contents.json", "{}\n")
        try folder.write("Sources/Kit/NOTES.txt", "not a resource: outside Resources/\n")
        try folder.write("Sources/kit-tool/main.swift", "print(1)\n")
        try folder.write("Tests/KitTests/KitTests.swift", "import Testing\n")

        let model = try ProjectModel.read(projectAt: folder.path)
        #expect(model.kind == .package && model.usesConventionalLayout && model.problems.isEmpty)
        #expect(model.developmentRegion == "de")
        #expect(model.targets.map(\.name) == ["Kit", "kit-tool", "KitTests"])
        #expect(model.targets.map(\.kind) == [.framework, .other, .unitTest])
        let kit = try #require(model.target(named: "Kit"))
        let base = folder.path + "/Sources/Kit/"
        #expect(kit.sourceFiles == [base + "Internal/Helper.m", base + "Kit.swift"])
        #expect(kit.resourceFiles == [base + "Media.xcassets", base + "Resources/config.json"])
        #expect(kit.localizedTables.map(\.name) == ["Localizable.strings"])
        #expect(kit.localizedTables.first?.files.map(\.locale) == ["de", "en"])
        #expect(model.owningTargets(of: base + "NOTES.txt").isEmpty)
    }

    @Test("a package that lays out its own targets is read as SwiftPM evaluates it: path, exclude, sources, resources")
    func customLayoutIsEvaluated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", Self.customManifest)
        try folder.write("Code/K.swift", "public struct K {}\n")
        try folder.write("Code/Old/Gone.swift", "struct Gone {}\n")
        try folder.write("Code/Resources/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Code/Resources/data.json", "{}\n")
        try folder.write("Checks/KTests.swift", "\n")
        let model = try ProjectModel.read(projectAt: folder.path + "/Package.swift")
        #expect(model.problems.isEmpty, "\(model.problems)")
        #expect(!model.usesConventionalLayout && model.developmentRegion == "en")
        let target = try #require(model.target(named: "K"))
        #expect(target.sourceFiles.map { String($0.dropFirst(model.path.count + 1)) } == ["Code/K.swift"])
        #expect(target.resourceFiles.map { String($0.dropFirst(model.path.count + 1)) } == ["Code/Resources/data.json"])
        #expect(target.localizedTables.map(\.name) == ["Localizable.strings"])
        #expect(model.target(named: "KTests")?.kind == .unitTest)
    }

    @Test("without a toolchain, a package that lays out its own targets says the conventional layout was read instead")
    func customLayoutWithoutToolchainIsNoted() throws {
        struct NoSwift: ToolRunning {
            func run(_ tool: String, _ arguments: [String], timeout: TimeInterval) -> Result<ToolOutput, ToolFailure> {
                .failure(.notFound(tool: tool))
            }
        }
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", Self.customManifest)
        let model = try PackageLayoutReader.read(packageAt: folder.path, readingTargets: true, runner: NoSwift())
        #expect(
            model.problems.map(\.message) == [
                "lays out its targets with path:, sources: or exclude:, and it could not be evaluated (swift was not found on PATH); the conventional layout was read instead"
            ])
        #expect(model.usesConventionalLayout && model.developmentRegion == "en" && model.targets.isEmpty)
    }

    static let customManifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "K", defaultLocalization: "en",
            targets: [
                .target(name: "K", path: "Code", exclude: ["Old"], resources: [.process("Resources")]),
                .testTarget(name: "KTests", dependencies: ["K"], path: "Checks"),
            ]
        )

        """
}
