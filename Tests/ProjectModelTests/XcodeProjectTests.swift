import Foundation
import ProjectModel
import Testing

/// The model of a hand-written project in Xcode's own format: an app, a widget and a unit-test target.
@Suite struct XcodeProjectTests {
    static let model = Result { try ProjectModel.read(projectAt: SampleAppFixture.project) }

    func model() throws -> ProjectModel { try Self.model.get() }

    func target(_ name: String) throws -> ProjectTarget { try #require(try model().target(named: name)) }

    @Test func theProjectsRegions() throws {
        let model = try model()
        #expect(model.kind == .xcodeProject)
        #expect(model.path == SampleAppFixture.project)
        #expect(model.developmentRegion == "en")
        #expect(model.knownRegions == ["en", "Base", "de"])
        #expect(model.problems == [])
    }

    @Test func targetsAndKinds() throws {
        let model = try model()
        #expect(model.targets.map(\.name) == ["SampleApp", "SampleWidget", "AppTests"])
        #expect(model.targets.map(\.kind) == [.app, .widgetExtension, .unitTest])
        #expect(
            model.targets.map(\.productType) == [
                "com.apple.product-type.application", "com.apple.product-type.app-extension", "com.apple.product-type.bundle.unit-test",
            ])
        #expect(model.targets.allSatisfy { $0.project == SampleAppFixture.project })
    }

    @Test("sources through the group tree: <group>, SOURCE_ROOT, and a synchronized folder's exception set for another target")
    func appSources() throws {
        let app = try target("SampleApp")
        #expect(
            app.sourceFiles
                == ["App/AppDelegate.swift", "App/ViewController.m", "Shared/Logging.swift", "Widget/Provider.swift"].map(
                    SampleAppFixture.path))
        #expect(app.resourceFiles == [SampleAppFixture.path("App/Assets.xcassets")])
        #expect(app.infoPlist == SampleAppFixture.path("App/Info.plist"))
    }

    @Test("variant groups are localized tables, one file per .lproj")
    func variantGroups() throws {
        let app = try target("SampleApp")
        #expect(app.localizedTables.map(\.name) == ["Main.storyboard", "Localizable.strings"])
        #expect(
            app.localizedTables[0].files == [
                LocalizedFile(locale: "Base", path: SampleAppFixture.path("App/Base.lproj/Main.storyboard")),
                LocalizedFile(locale: "en", path: SampleAppFixture.path("App/en.lproj/Main.strings")),
                LocalizedFile(locale: "de", path: SampleAppFixture.path("App/de.lproj/Main.strings")),
            ])
        #expect(app.localizedTables[1].files.map(\.locale) == ["Base", "en", "de"])
    }

    @Test("a synchronized folder: every file but the exceptions (Info.plist, a /Localized/ table)")
    func synchronizedFolder() throws {
        let widget = try target("SampleWidget")
        #expect(
            widget.sourceFiles == ["Shared/Logging.swift", "Widget/Provider.swift", "Widget/WidgetBundle.swift"].map(SampleAppFixture.path))
        #expect(widget.resourceFiles == [SampleAppFixture.path("Widget/Assets.xcassets")])
        #expect(
            widget.localizedTables == [
                LocalizedTable(
                    name: "Widget.strings",
                    files: [
                        LocalizedFile(locale: "de", path: SampleAppFixture.path("Widget/Resources/de.lproj/Widget.strings")),
                        LocalizedFile(locale: "en", path: SampleAppFixture.path("Widget/Resources/en.lproj/Widget.strings")),
                    ])
            ])
        #expect(widget.infoPlist == SampleAppFixture.path("Widget/Info.plist"))
    }

    @Test func aTestTargetWithAGeneratedInfoPlist() throws {
        let tests = try target("AppTests")
        #expect(tests.sourceFiles == [SampleAppFixture.path("AppTests/AppTests.swift")])
        #expect(tests.resourceFiles.isEmpty && tests.localizedTables.isEmpty)
        #expect(tests.infoPlist == nil)
    }

    @Test("which targets ship a file; none for a header, an excepted Info.plist or a file in no group")
    func owningTargets() throws {
        let model = try model()
        func owners(_ relative: String) -> [String] { model.owningTargets(of: SampleAppFixture.path(relative)).map(\.name) }
        #expect(owners("Shared/Logging.swift") == ["SampleApp", "SampleWidget"])
        #expect(owners("Widget/Provider.swift") == ["SampleApp", "SampleWidget"])
        #expect(owners("App/de.lproj/Localizable.strings") == ["SampleApp"])
        #expect(owners("App/Assets.xcassets/Contents.json") == ["SampleApp"])
        #expect(owners("Widget/Resources/en.lproj/Widget.strings") == ["SampleWidget"])
        #expect(owners("AppTests/AppTests.swift") == ["AppTests"])
        #expect(owners("App/ViewController.h") == [])
        #expect(owners("Widget/Info.plist") == [])
        #expect(owners("Widget/Resources/de.lproj/Legacy.strings") == [])
        #expect(owners("README.md") == [])
        #expect(owners("App/../Shared/./Logging.swift") == ["SampleApp", "SampleWidget"])
    }

    @Test("find(above:) walks up to the project, and reads only the regions when asked")
    func findAbove() throws {
        let found = try #require(try ProjectModel.find(above: SampleAppFixture.path("Widget/Resources")))
        #expect(found == (try model()))
        let regions = try ProjectModel.read(projectAt: SampleAppFixture.project, readingTargets: false)
        #expect(regions.developmentRegion == "en" && regions.knownRegions == ["en", "Base", "de"] && regions.targets.isEmpty)
    }
}
