import DevToolsTestSupport
import Foundation
import ProjectModel
import Testing

/// INFOPLIST_FILE from a configuration's base .xcconfig file, with the files it includes.
@Suite struct BuildSettingsTests {
    @Test("an Xcode 16 base configuration in a synchronized folder, through an #include")
    func infoPlistFromAnXCConfigFile() throws {
        let sample = try String(contentsOfFile: SampleAppFixture.project + "/project.pbxproj", encoding: .utf8)
        let text = sample.replacingOccurrences(
            of: "\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = Widget/Info.plist;\n",
            with: "\t\t\tbaseConfigurationReferenceAnchor = S10000000000000000000001 /* Widget */;\n"
                + "\t\t\tbaseConfigurationReferenceRelativePath = Config/Widget.xcconfig;\n\t\t\tbuildSettings = {\n")
        #expect(text != sample)
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", text)
        try folder.write("Widget/Config/Widget.xcconfig", "#include \"common/Base.xcconfig\"\nPRODUCT_NAME = Widget\n")
        try folder.write(
            "Widget/Config/common/Base.xcconfig",
            "// The widget's settings\nINFOPLIST_FILE[sdk=macosx*] = Mac/Info.plist\nINFOPLIST_FILE = Widget/Info.plist // here\n"
                + "#include \"Base.xcconfig\"\n")
        try folder.write("Widget/Info.plist", try String(contentsOfFile: SampleAppFixture.path("Widget/Info.plist"), encoding: .utf8))
        try folder.write("Widget/WidgetBundle.swift", "import WidgetKit\n")

        let widget = try #require(try ProjectModel.read(projectAt: folder.path + "/App.xcodeproj").target(named: "SampleWidget"))
        #expect(widget.infoPlist == folder.path + "/Widget/Info.plist")
        #expect(widget.kind == .widgetExtension)
        #expect(widget.sourceFiles.contains(folder.path + "/Widget/WidgetBundle.swift"))
        #expect(!widget.resourceFiles.contains { $0.hasSuffix(".xcconfig") })
    }
}
