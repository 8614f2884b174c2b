import DevToolsTestSupport
import Foundation
import Testing

@testable import ProjectModel

/// A Copy Files build phase ships what it copies (Vienna copies its plug-in bundles, each with its
/// `.lproj` folders, into SharedSupport through one).
@Suite struct CopyFilesPhaseTests {
    @Test func aCopyFilesPhaseShipsItsFolder() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tMAIN = {isa = PBXGroup; children = (PLUGINS); sourceTree = "<group>"; };
            \t\tPLUGINS = {isa = PBXFileReference; lastKnownFileType = folder; name = Plugins; path = App/Plugins; sourceTree = SOURCE_ROOT; };
            \t\tCOPYPLUGINS = {isa = PBXBuildFile; fileRef = PLUGINS; };
            \t\tPHASE = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 12; files = (COPYPLUGINS); };
            \t\tAPP = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (PHASE); };
            \t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); developmentRegion = en; knownRegions = (en, de); };
            \t};
            \trootObject = PROJECT;
            }

            """
        let folder = try TemporaryTree.make([
            "Demo.xcodeproj/project.pbxproj": project, "App/Plugins/Sync.viennaplugin/de.lproj/InfoPlist.strings": "\"a\" = \"b\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try ProjectModel.read(projectAt: folder.path + "/Demo.xcodeproj")
        let table = folder.path + "/App/Plugins/Sync.viennaplugin/de.lproj/InfoPlist.strings"
        #expect(model.problems.isEmpty)
        #expect(model.owningTargets(of: table).map(\.name) == ["App"])
    }
}
