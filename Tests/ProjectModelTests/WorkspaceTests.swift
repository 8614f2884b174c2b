import DevToolsTestSupport
import Foundation
import ProjectModel
import Testing

/// A workspace's members: `group:`, `container:` and `absolute:` locations, through nested groups.
@Suite struct WorkspaceTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App/App.xcodeproj">
           </FileRef>
           <Group
              location = "container:Modules"
              name = "Modules">
              <FileRef
                 location = "group:Kit">
              </FileRef>
              <FileRef
                 location = "group:Notes.md">
              </FileRef>
           </Group>
           <FileRef
              location = "absolute:/nonexistent-devtools/Gone.xcodeproj">
           </FileRef>
           <FileRef
              location = "developer:Examples/Other.xcodeproj">
           </FileRef>
        </Workspace>

        """

    @Test("the workspace's projects and packages, each read; a member that is gone is a problem")
    func members() throws {
        let folder = try TemporaryFolder()
        try folder.write("Work.xcworkspace/contents.xcworkspacedata", Self.contents)
        let sample = try String(contentsOfFile: SampleAppFixture.project + "/project.pbxproj", encoding: .utf8)
        try folder.write("App/App.xcodeproj/project.pbxproj", sample)
        try folder.write("Modules/Kit/Package.swift", "let package = Package(name: \"Kit\", defaultLocalization: \"fr\")\n")
        try folder.write("Modules/Kit/Sources/Kit/Kit.swift", "public struct Kit {}\n")
        try folder.write("Modules/Notes.md", "notes\n")

        let model = try ProjectModel.read(projectAt: folder.path + "/Work.xcworkspace")
        #expect(model.kind == .workspace)
        #expect(model.members.map(\.path) == [folder.path + "/App/App.xcodeproj", folder.path + "/Modules/Kit"])
        #expect(model.targets.map(\.name) == ["SampleApp", "SampleWidget", "AppTests", "Kit"])
        #expect(model.developmentRegion == "en")
        #expect(
            model.problems == [ProjectModelProblem(file: "/nonexistent-devtools/Gone.xcodeproj/project.pbxproj", message: "does not exist")]
        )
        #expect(model.owningTargets(of: folder.path + "/Modules/Kit/Sources/Kit/Kit.swift").map(\.name) == ["Kit"])
    }

    @Test("find(above:) prefers the workspace beside a project")
    func workspaceBesideProject() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App.xcworkspace/contents.xcworkspacedata",
            "<Workspace version=\"1.0\"><FileRef location=\"group:App.xcodeproj\"/></Workspace>\n")
        try folder.write(
            "App.xcodeproj/project.pbxproj", try String(contentsOfFile: SampleAppFixture.project + "/project.pbxproj", encoding: .utf8))
        let model = try #require(try ProjectModel.find(above: folder.path))
        #expect(model.kind == .workspace && model.members.count == 1 && model.targets.count == 3)
    }

    /// AdguardForiOS commits only its workspace's `xcshareddata/`: that lists nothing, and the project
    /// beside it is the app's description (it was one `unreadable-project` note, and no project read).
    @Test("a workspace without its contents is passed over for the project beside it")
    func workspaceWithoutContents() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist", "<plist/>\n")
        try folder.write(
            "App.xcodeproj/project.pbxproj", try String(contentsOfFile: SampleAppFixture.project + "/project.pbxproj", encoding: .utf8))
        let model = try #require(try ProjectModel.find(above: folder.path))
        #expect(model.kind == .xcodeProject && model.targets.count == 3)
        #expect(ProjectModel.appProjectFile(in: folder.path)?.hasSuffix("App.xcodeproj") == true)
    }
}
