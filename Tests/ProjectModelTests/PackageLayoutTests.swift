import DevToolsTestSupport
import Foundation
import ProjectModel
import Testing

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

    @Test("a package that gives a target its own path says the conventional layout may not be what it builds")
    func customPathIsNoted() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"K\", targets: [.target(name: \"K\", path: \"Code\")])\n")
        let model = try ProjectModel.read(projectAt: folder.path + "/Package.swift")
        #expect(model.problems.map(\.message) == ["gives a target a path of its own; the conventional layout was read instead"])
        #expect(model.developmentRegion == nil && model.targets.isEmpty)
    }
}
