import DevToolsTestSupport
import Foundation
import Testing

@testable import ProjectModel

/// XcodeGen specs, the project description of apps that do not commit their `.xcodeproj` (element's
/// shape: `project.yml` including one `target.yml` per target, locales excluded by glob).
@Suite struct XcodeGenTests {
    static func app(_ folder: TemporaryFolder) throws {
        try folder.write(
            "project.yml",
            """
            name: Demo
            options:
              developmentLanguage: en
            include:
              - path: App/target.yml
              - Tests/target.yml

            """)
        try folder.write(
            "App/target.yml",
            """
            targets:
              App:
                type: application
                platform: iOS
                info:
                  path: Info.plist
                sources:
                - path: .
                  excludes:
                    - "Assets/he.lproj/**"
                    - "**/Debug/**"
                - path: ../Shared/Fonts
                  type: folder

            """)
        try folder.write("Tests/target.yml", "targets:\n  AppTests:\n    type: bundle.unit-test\n    sources: [.]\n")
        try folder.write("App/A.swift", "\n")
        try folder.write("App/Debug/Panel.swift", "\n")
        try folder.write("App/Assets/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("App/Assets/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("App/Assets/he.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Shared/Fonts/Font.ttf", "\n")
        try folder.write("Tests/T.swift", "\n")
    }

    @Test("targets, kinds, sources with excludes, folder references, localized tables and Info.plist, from included files")
    func specWithIncludes() throws {
        let folder = try TemporaryFolder()
        try Self.app(folder)
        let model = try ProjectModel.read(projectAt: folder.path + "/project.yml")
        #expect(model.kind == .xcodeGen && model.problems.isEmpty && model.developmentRegion == "en")
        let app = try #require(model.target(named: "App"))
        let relative = { (paths: [String]) in paths.map { String($0.dropFirst(folder.path.count + 1)) } }
        #expect(app.kind == .app && relative(app.sourceFiles) == ["App/A.swift"])
        #expect(
            relative(app.localizedTables.flatMap { $0.files.map(\.path) }).sorted() == [
                "App/Assets/de.lproj/Localizable.strings", "App/Assets/en.lproj/Localizable.strings",
            ])
        #expect(relative(app.resourceFiles).contains("Shared/Fonts"))
        #expect(app.infoPlist.map { relative([$0]) } == ["App/Info.plist"])
        #expect(model.target(named: "AppTests")?.kind == .unitTest)
        #expect(model.owningTargets(of: folder.path + "/App/Assets/he.lproj/Localizable.strings").isEmpty)
    }

    @Test("what the reader does not evaluate is a problem, and bad YAML names the file")
    func unsupportedAndBadInput() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "project.yml",
            "projectReferences:\n  Kit: {path: Kit.xcodeproj}\ntargets:\n  App:\n    type: application\n    platform: [iOS, tvOS]\n"
                + "  Widget:\n    templates: [Missing]\n")
        let model = try ProjectModel.read(projectAt: folder.path + "/project.yml")
        #expect(model.problems.count == 3 && model.targets.isEmpty)
        #expect(model.problems.contains { $0.message == "target Widget uses the template Missing, which the spec does not define" })
        try folder.write("project.yml", "targets: [unclosed\n")
        #expect(throws: ProjectModelProblem.self) { try ProjectModel.read(projectAt: folder.path + "/project.yml") }
        do {
            _ = try ProjectModel.read(projectAt: folder.path + "/project.yml")
        } catch {
            #expect(error.message.hasPrefix("is not valid YAML") && error.file.hasSuffix("project.yml"))
        }
    }

    /// kiwix-apple's shape: the app target takes its type and source folders from a template and adds
    /// its own folder, whose excluded locales it does not ship.
    @Test("target templates are applied: in order, then the target; dictionaries merged, arrays joined, ${target_name}")
    func targetTemplates() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "project.yml",
            """
            name: Kiwix
            targetTemplates:
              ApplicationTemplate:
                type: application
                templates: [Common]
                sources:
                  - path: App
              Common:
                settings:
                  base:
                    INFOPLIST_FILE: ${target_name}/Info.plist
            targets:
              Kiwix:
                templates:
                  - ApplicationTemplate
                sources:
                  - path: Support
                    excludes:
                      - "**/igl.lproj"
              Tests:
                templates: [Common]
                type:REPLACE: bundle.unit-test
                sources: [Tests]

            """)
        try folder.write("App/A.swift", "\n")
        try folder.write("Support/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Support/igl.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Tests/T.swift", "\n")
        let model = try ProjectModel.read(projectAt: folder.path + "/project.yml")
        #expect(model.problems.isEmpty)
        let app = try #require(model.target(named: "Kiwix"))
        let relative = { (paths: [String]) in paths.map { String($0.dropFirst(folder.path.count + 1)) } }
        #expect(app.kind == .app && relative(app.sourceFiles) == ["App/A.swift"])
        #expect(relative(app.localizedTables.flatMap { $0.files.map(\.path) }) == ["Support/en.lproj/Localizable.strings"])
        #expect(app.infoPlist.map { relative([$0]) } == ["Kiwix/Info.plist"])
        #expect(model.target(named: "Tests")?.kind == .unitTest)
        #expect(model.owningTargets(of: folder.path + "/Support/igl.lproj/Localizable.strings").isEmpty)
    }

    @Test(
        "globs: ** spans folders, * stays in one, a folder's name takes in what it holds",
        arguments: [
            ("**/Test/**", "Modules/Room/Test/A.swift", true), ("**/Test/**", "Test/A.swift", true), ("**/Test/**", "Tests/A.swift", false),
            ("Logs", "Logs/a.txt", true), ("Logs", "OldLogs/a.txt", false), ("Templates/*.sh", "Templates/make.sh", true),
            ("Templates/*.sh", "Templates/sub/make.sh", false), ("**/*.md", "Kit/README.md", true),
            ("Assets/he.lproj/**", "Assets/he.lproj/V.strings", true),
        ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(XcodeGenGlob(pattern).matches(path) == matches)
    }
}
