import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// Files no target ships are one note each and are not compared; only an Xcode project read without a
/// problem decides that.
@Suite("Files no target ships")
struct UnshippedTableTests {
    static func run(_ files: [String: String]) throws -> [String] {
        try TreeLint.findings(files)
    }

    static let tables = [
        "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
        "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
        "Old/en.lproj/MainMenu.strings": "\"1.title\" = \"File\";\n\"2.title\" = \"Edit\";\n",
        "Old/de.lproj/MainMenu.strings": "\"1.title\" = \"Ablage\";\n",
    ]

    @Test func aFileNoTargetShipsIsANoteAndNotCompared() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(targets: [.init("App", "application", folder: "App")])
        #expect(
            try Self.run(files) == [
                "Old/de.lproj/MainMenu.strings:1 note unshipped-table", "Old/en.lproj/MainMenu.strings:1 note unshipped-table",
            ])
    }

    /// Without a project, or with one that cannot be read whole, every file ships: today's comparison.
    @Test func withoutAProjectThatDecidesEveryFileShips() throws {
        #expect(try Self.run(Self.tables) == ["Old/de.lproj/MainMenu.strings:1 warning missing-key"])
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {"
        #expect(
            try Self.run(files) == [
                "Demo.xcodeproj/project.pbxproj:1 note unreadable-project", "Old/de.lproj/MainMenu.strings:1 warning missing-key",
            ])
    }
}

extension UnshippedTableTests {
    /// A test target's tables and a prebuilt framework's reach no user of the app: not judged.
    @Test func testTargetsAndPrebuiltFrameworksTablesAreNotTheApps() throws {
        var files = Self.tables
        files.removeValue(forKey: "Old/en.lproj/MainMenu.strings")
        files.removeValue(forKey: "Old/de.lproj/MainMenu.strings")
        files["SnapshotTests/en.lproj/InfoPlist.strings"] =
            "\"CFBundleName\" = \"Snapshots\";\n\"NSCameraUsageDescription\" = \"Camera\";\n"
        files["SnapshotTests/de.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"Snapshots\";\n"
        files["Vendor/Sparkle.framework/Versions/B/Resources/en.lproj/Sparkle.strings"] = "\"179.title\" = \"Update\";\n\"a\" = \"A\";\n"
        files["Vendor/Sparkle.framework/Versions/B/Resources/de.lproj/Sparkle.strings"] = "\"a\" = \"A\";\n"
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(targets: [
            .init("App", "application", folder: "App"), .init("SnapshotTests", "bundle.unit-test", folder: "SnapshotTests"),
        ])
        #expect(try Self.run(files) == [])
        // Without the project the test target's table is compared as before; the framework's never is.
        files.removeValue(forKey: "Demo.xcodeproj/project.pbxproj")
        #expect(try Self.run(files) == ["SnapshotTests/de.lproj/InfoPlist.strings:1 warning missing-key"])
    }
}

extension UnshippedTableTests {
    /// A `Package.swift` beside the Xcode project (a library's, a tool's) does not hide the app's targets.
    @Test func theXcodeProjectDecidesBesideAPackage() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(targets: [.init("App", "application", folder: "App")])
        files["Package.swift"] =
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", path: \"Kit\")])\n"
        #expect(
            try Self.run(files) == [
                "Old/de.lproj/MainMenu.strings:1 note unshipped-table", "Old/en.lproj/MainMenu.strings:1 note unshipped-table",
            ])
    }
}

extension UnshippedTableTests {
    /// The whole-run cache is keyed by the project file too: a changed project is not answered with the
    /// findings of the old one.
    @Test func aChangedProjectIsNotAnsweredFromTheCache() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(targets: [.init("App", "application", folder: "App")])
        let folder = try TemporaryTree.make(files)
        let cache = try TemporaryTree.make([:])
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        func run() throws -> [String] {
            let configuration = Configuration(baseDirectory: folder.path, sections: [:])
            let runner = LintRunner(
                linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path,
                cache: LintCache(directory: cache.path))
            return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.map(\.ruleID).sorted()
        }
        #expect(try run() == ["unshipped-table", "unshipped-table"])
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("Mac", "application", folder: "Old")],
            knownRegions: ["en", "de", "Base"])
        try project.write(to: folder.appendingPathComponent("Demo.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let again = try run()
        #expect(again == ["missing-key"], "\(again)")
    }
}

extension UnshippedTableTests {
    /// An XcodeGen spec whose project is not generated (element's): it decides which locales ship; a
    /// locale its excludes leave out is one note, never compared.
    @Test func anXcodeGenSpecDecidesWhenItsProjectIsNotGenerated() throws {
        let files = [
            "project.yml": "targets:\n  App:\n    type: application\n    sources:\n    - path: App\n      excludes: [\"he.lproj/**\"]\n",
            "Demo.xcodeproj/xcshareddata/xcschemes/App.xcscheme": "<Scheme/>\n",
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/he.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ]
        #expect(
            try Self.run(files) == [
                "App/de.lproj/Localizable.strings:1 warning missing-key", "App/he.lproj/Localizable.strings:1 note unshipped-table",
            ])
        // The note names the file that decides: the spec, which the user edits, not an Xcode project.
        let note = try TreeLint.findings(files, messages: true).first { $0.contains("unshipped-table") }
        #expect(
            note
                == "App/he.lproj/Localizable.strings:1 note unshipped-table: no target of the XcodeGen spec project.yml ships this file, "
                + "so no user sees its text and it is not compared; add it to a target's resources, or delete it")
    }

    @Test func theNoteNamesTheXcodeProject() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(targets: [.init("App", "application", folder: "App")])
        let notes = try TreeLint.findings(files, messages: true).filter { $0.contains("unshipped-table") }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.contains(": no target of the Xcode project Demo.xcodeproj ships this file") }, "\(notes)")
    }
}

extension UnshippedTableTests {
    /// The project's variant group names `InfoPlist.strings`, the German file is `infoPlist.strings`
    /// (mastodon's): Xcode finds it on the case-insensitive disk Macs use by default, so it ships.
    @Test func aFileTheProjectNamesInAnotherCaseShips() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                MAIN = { isa = PBXGroup; children = (APP); sourceTree = "<group>"; };
                APP = { isa = PBXGroup; children = (VG); path = App; sourceTree = "<group>"; };
                VG = { isa = PBXVariantGroup; children = (EN, DE); name = InfoPlist.strings; sourceTree = "<group>"; };
                EN = { isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                DE = { isa = PBXFileReference; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                BF = { isa = PBXBuildFile; fileRef = VG; };
                RES = { isa = PBXResourcesBuildPhase; files = (BF); };
                T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (RES); };
                P = { isa = PBXProject; mainGroup = MAIN; targets = (T); developmentRegion = en; knownRegions = (en, de); };
            }; rootObject = P; }

            """
        let found = try Self.run([
            "Demo.xcodeproj/project.pbxproj": project,
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
            "App/de.lproj/infoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
        ])
        // The project decides: the French file it does not list is not shipped.
        #expect(found == ["App/fr.lproj/InfoPlist.strings:1 note unshipped-table"])
    }
}
