import DevToolsTestSupport
import Foundation
import ProjectModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bad input is one problem naming the file, never a crash or a hang; what can be read still is.
@Suite struct BadInputTests {
    static let sample = (try? String(contentsOfFile: SampleAppFixture.project + "/project.pbxproj", encoding: .utf8)) ?? ""

    /// Writes `text` as `App.xcodeproj/project.pbxproj` in a fresh folder; returns the folder and project.
    func project(_ text: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", text)
        return (folder, folder.path + "/App.xcodeproj")
    }

    func failure(readingProjectAt path: String) -> ProjectModelProblem? {
        do {
            _ = try ProjectModel.read(projectAt: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTruncatedProject() throws {
        let (folder, path) = try project(String(Self.sample.prefix(Self.sample.utf8.count / 2)))
        let problem = try #require(failure(readingProjectAt: path))
        #expect(problem.file == path + "/project.pbxproj")
        #expect(problem.message.hasPrefix("is cut short ("))
        #expect(!problem.message.contains("\n"))
        _ = folder
    }

    @Test func aProjectThatIsNotADictionary() throws {
        let (folder, path) = try project("( a, b )\n")
        #expect(failure(readingProjectAt: path)?.message == "is not a dictionary at its top level")
        _ = folder
    }

    @Test func aProjectWithoutRootObject() throws {
        let (folder, path) = try project("{ objects = { X = { isa = PBXProject; developmentRegion = de; }; }; }\n")
        #expect(failure(readingProjectAt: path)?.message == "has no 'rootObject'")
        _ = folder
    }

    @Test func anEmptyOrMissingProject() throws {
        let (folder, path) = try project("")
        #expect(failure(readingProjectAt: path)?.message.hasPrefix("is not a property list") == true)
        #expect(failure(readingProjectAt: folder.path + "/Other.xcodeproj")?.message == "does not exist")
    }

    @Test("a reference to an id the file lacks is one problem; the rest of the project is read")
    func aMissingID() throws {
        let text = Self.sample.replacingOccurrences(
            of: "\t\t\t\tH10000000000000000000002 /* Frameworks */,\n", with: "\t\t\t\tFFFFFFFFFFFFFFFFFFFFFFFF /* Gone */,\n")
        let (folder, path) = try project(text)
        let model = try ProjectModel.read(projectAt: path)
        #expect(
            model.problems == [
                ProjectModelProblem(
                    file: path + "/project.pbxproj",
                    message: "target 'SampleApp' names FFFFFFFFFFFFFFFFFFFFFFFF as a build phase, which is not in the file")
            ])
        #expect(model.targets.map(\.name) == ["SampleApp", "SampleWidget", "AppTests"])
        #expect(model.target(named: "SampleApp")?.sourceFiles.count == 3)  // Widget/Provider.swift is not on disk here
        _ = folder
    }

    @Test("a cycle of groups is noted and the walk ends")
    func aCycleOfGroups() throws {
        let text = Self.sample.replacingOccurrences(
            of: "\t\t\t\tF10000000000000000000007 /* AppTests.swift */,\n",
            with: "\t\t\t\tF10000000000000000000007 /* AppTests.swift */,\n\t\t\t\tG10000000000000000000001,\n")
        let (folder, path) = try project(text)
        let model = try ProjectModel.read(projectAt: path)
        #expect(model.problems.map(\.message) == ["PBXGroup G10000000000000000000001 is inside itself (a cycle of groups)"])
        #expect(model.target(named: "AppTests")?.sourceFiles == [folder.path + "/AppTests/AppTests.swift"])
    }

    @Test("a FIFO in place of the project file is refused at once")
    func aFIFO() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/App.xcodeproj", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/App.xcodeproj/project.pbxproj", 0o644) == 0)
        #expect(failure(readingProjectAt: folder.path + "/App.xcodeproj")?.message == "is not a regular file")
    }

    @Test("a FIFO and a symlink loop inside a synchronized folder are passed over")
    func hostileSynchronizedFolder() throws {
        let (folder, path) = try project(Self.sample)
        try folder.write("Widget/WidgetBundle.swift", "import WidgetKit\n")
        #expect(mkfifo(folder.path + "/Widget/Pipe.swift", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Widget/Loop", withDestinationPath: "..")
        let widget = try #require(try ProjectModel.read(projectAt: path).target(named: "SampleWidget"))
        #expect(widget.sourceFiles == [folder.path + "/Shared/Logging.swift", folder.path + "/Widget/WidgetBundle.swift"])
    }

    @Test("a file over 64 MiB is refused before it is read")
    func aHugeFile() throws {
        let (folder, path) = try project("")
        #expect(truncate(path + "/project.pbxproj", off_t(65 << 20)) == 0)
        #expect(failure(readingProjectAt: path)?.message == "is 68157440 bytes, more than the 64 MiB a project file can be")
        _ = folder
    }

    @Test("deep nesting is a parse error, not a stack overflow")
    func deepNesting() throws {
        let (folder, path) = try project("{ a = " + String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000) + "; }")
        #expect(failure(readingProjectAt: path)?.message.hasPrefix("is not a property list") == true)
        _ = folder
    }

    @Test func aWorkspaceThatIsNotXML() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcworkspace/contents.xcworkspacedata", "<Workspace version=\"1.0\"><FileRef")
        let problem = failure(readingProjectAt: folder.path + "/App.xcworkspace")
        #expect(
            problem
                == ProjectModelProblem(file: folder.path + "/App.xcworkspace/contents.xcworkspacedata", message: "is not well-formed XML"))
    }

    @Test func aPackageManifestThatIsNotUTF8() throws {
        let folder = try TemporaryFolder()
        try Data([0x6C, 0x65, 0x74, 0xFF, 0xFE]).write(to: folder.url.appendingPathComponent("Package.swift"))
        #expect(failure(readingProjectAt: folder.path)?.message == "is not UTF-8 text")
    }

    @Test func somethingThatIsNoProject() throws {
        let folder = try TemporaryFolder()
        #expect(
            failure(readingProjectAt: folder.path)?.message == "is not an .xcodeproj, an .xcworkspace, an XcodeGen project.yml or a package"
        )
    }
}

extension BadInputTests {
    /// A merge conflict left in the project file is named as such, with its line.
    @Test func aMergeConflictIsNamed() throws {
        let text = "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n\tobjects = {};\n=======\n>>>>>>> branch\n}\n"
        let folder = try TemporaryTree.make(["Demo.xcodeproj/project.pbxproj": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ProjectModelProblem.self) { try ProjectModel.read(projectAt: folder.path + "/Demo.xcodeproj") }
        do {
            _ = try ProjectModel.read(projectAt: folder.path + "/Demo.xcodeproj")
        } catch {
            #expect(error.message == "has a merge conflict left in it (a <<<<<<< line at line 3)")
        }
    }
}
