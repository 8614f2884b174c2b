import Foundation
import DevToolsTestSupport
import Testing

/// Issue 15, "never misleading", for clean-support: every point runs the real executable against a
/// DeviceSupport tree in a temporary folder, and checks what the user reads.
@Suite("clean-support tells the truth")
struct CleanSupportTruthTests {
    let tree: CleanSupportFixture

    init() throws {
        tree = try CleanSupportFixture()
        try tree.version("16.4 (20E247)")
        try tree.version("17.4 (21E219)")
    }

    @Test func rootsAreDeduplicatedByDeviceAndInode() throws {
        let link = tree.base.appendingPathComponent("XcodeLink")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: tree.root)
        let once = try tree.json(["--root", tree.root.path, "--dry-run"])
        let thrice = try tree.json(["--root", tree.root.path, "--root", tree.root.path + "/", "--root", link.path, "--dry-run"])
        #expect(thrice.roots == [tree.root.path])
        #expect(thrice.items.count == 2)
        #expect(thrice.removeCount == 1)
        #expect(thrice.reclaimableBytes == once.reclaimableBytes)
        let support = tree.root.appendingPathComponent("iOS DeviceSupport")
        let overlapping = try tree.json(["--root", tree.root.path, "--root", support.path, "--dry-run"])
        #expect(overlapping.items.count == 2, "a root and one of its DeviceSupport folders count that folder once")
        let size = tree.formatted(once.reclaimableBytes)
        let dry = try tree.run(["--root", tree.root.path, "--root", tree.root.path + "/", "--root", link.path, "--dry-run"])
        #expect(dry.stdout.contains("Would free \(size) by removing 1 folder"), "\(dry.stdout)")
        let real = try tree.run(["--root", tree.root.path, "--root", tree.root.path + "/", "--root", link.path, "--yes"])
        #expect(real.status == 0, "\(real.stderr)")
        #expect(real.stdout.contains("Freed \(size) by removing 1 folder."), "\(real.stdout)")
        #expect(!real.stdout.contains("already"), "\(real.stdout)")
        #expect(!tree.exists("iOS DeviceSupport/16.4 (20E247)"))
    }

    @Test func theInteractivePathShowsThePlanOnceThenAsks() throws {
        let size = tree.formatted(try tree.json(["--root", tree.root.path, "--dry-run"]).reclaimableBytes)
        let no = try tree.runOnTerminal(["--root", tree.root.path], onTerminal: [.stdin], input: "n\n")
        #expect(no.status == 0, "\(no.stderr)")
        #expect(no.stdout.components(separatedBy: "PLATFORM").count == 2, "the plan is shown once: \(no.stdout)")
        #expect(no.stdout.contains("Would free \(size) by removing 1 folder.\n"), "\(no.stdout)")
        #expect(!no.stdout.contains("dry run"), "\(no.stdout)")
        #expect(no.stderr == "Delete 1 folder (\(size))? [y/N] ")
        #expect(no.stdout.hasSuffix("\nNothing was removed.\n"), "\(no.stdout)")
        #expect(tree.exists("iOS DeviceSupport/16.4 (20E247)"))

        let yes = try tree.runOnTerminal(["--root", tree.root.path], onTerminal: [.stdin], input: "y\n")
        #expect(yes.status == 0, "\(yes.stderr)")
        #expect(yes.stdout.components(separatedBy: "PLATFORM").count == 2, "the plan is not shown again: \(yes.stdout)")
        #expect(yes.stdout.contains("Would free \(size) by removing 1 folder.\nFreed \(size) by removing 1 folder.\n"), "\(yes.stdout)")
        #expect(yes.stdout.contains("\nThe volume gained "), "\(yes.stdout)")
        #expect(!tree.exists("iOS DeviceSupport/16.4 (20E247)"))
    }

    @Test func aKeepPatternThatMatchesNothingIsNamedWithTheClosestFolders() throws {
        let typo = try tree.run(["--root", tree.root.path, "--dry-run", "--keep", "17,4*", "--keep", "16.*"])
        #expect(typo.status == 0, "\(typo.stderr)")
        #expect(
            typo.stderr
                == "warning: --keep '17,4*' matches no folder, so it protects nothing; closest names: '17.4 (21E219)', '16.4 (20E247)'\n")
        #expect(typo.stdout.contains("matches --keep '16.*'"))
        let invalid = try tree.run(["--root", tree.root.path, "--dry-run", "--keep", "17.[4"])
        #expect(invalid.status == 64)
        #expect(invalid.stderr.contains("--keep '17.[4' is not a valid pattern: '[' is never closed by ']'"), "\(invalid.stderr)")
    }

    @Test func aSymlinkedPlatformFolderIsReportedWithItsTargetAndHowToCleanIt() throws {
        let external = tree.base.appendingPathComponent("External")
        try tree.version("15.0 (19A346)", platform: "watchOS", in: external)
        let target = external.appendingPathComponent("watchOS DeviceSupport")
        try FileManager.default.createSymbolicLink(
            at: tree.root.appendingPathComponent("watchOS DeviceSupport"), withDestinationURL: target)
        let text = try tree.run(["--root", tree.root.path, "--dry-run"])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                "watchOS DeviceSupport in \(tree.root.path) is a symlink to \(target.path) and is not followed; to clean it, run: clean-support --root '\(target.path)'\n"
            ), "\(text.stdout)")
        let json = try tree.json(["--root", tree.root.path, "--dry-run"])
        let links = json.raw["links"] as? [[String: Any]]
        #expect(links?.first?["target"] as? String == target.path)
        #expect(json.items.count == 2, "the link is not followed")

        try FileManager.default.removeItem(at: tree.root.appendingPathComponent("iOS DeviceSupport"))
        let onlyLink = try tree.run(["--root", tree.root.path, "--dry-run"])
        #expect(!onlyLink.stdout.contains("No DeviceSupport folders found"), "\(onlyLink.stdout)")
        #expect(onlyLink.stdout.contains("is a symlink to \(target.path)"))
        let followed = try tree.json(["--root", target.path, "--dry-run"])
        #expect(followed.items.map { $0["version"] as? String } == ["15.0"])
    }

    @Test func theTableFitsAnEightyColumnTerminal() throws {
        let noModels = try tree.run(["--root", tree.root.path, "--dry-run"], environment: ["COLUMNS": "80"])
        #expect(noModels.stdout.hasPrefix("PLATFORM  VERSION  BUILD"), "a blank MODEL column goes first: \(noModels.stdout)")
        let wide = try tree.run(["--root", tree.root.path, "--dry-run"], environment: ["COLUMNS": "200"])
        #expect(wide.stdout.hasPrefix("PLATFORM  MODEL"), "\(wide.stdout)")
        try tree.version("iPhone15,2 17.4 (21E219)")
        try tree.version("RealityDevice14,1 26.0 (23M336)", platform: "xrOS")
        try tree.version("RealityDevice14,1 27.0 (24M5355a)", platform: "xrOS")
        let arguments = ["--root", tree.root.path, "--dry-run"]
        let unlimited = try tree.run(arguments)
        #expect(unlimited.stdout.split(separator: "\n").contains { $0.count > 80 }, "a pipe without COLUMNS has no limit")
        let terminal = try tree.runOnTerminal(arguments, onTerminal: [.stdout], columns: 80)
        let columns = try tree.run(arguments, environment: ["COLUMNS": "80"])
        for output in [terminal.terminal, columns.stdout] {
            let lines = output.split(separator: "\n")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(output)")
            #expect(lines.first?.hasPrefix("PLATFORM  MODEL") == true, "\(output)")
            #expect(output.contains("RealityDevice14,1"))
            #expect(output.contains("(--keep-latest 1)"), "reasons wrap, never cut: \(output)")
            #expect(output.components(separatedBy: "remove").count == 3, "\(output)")
        }
    }

    @Test func versionsSortNumerically() throws {
        try tree.version("9.0 (13A344)")
        try tree.version("10.0 (14A346)")
        let json = try tree.json(["--root", tree.root.path, "--dry-run"])
        #expect(json.items.map { $0["version"] as? String } == ["9.0", "10.0", "16.4", "17.4"])
    }

    @Test func dotFilesAreNotRows() throws {
        try Data().write(to: tree.root.appendingPathComponent("iOS DeviceSupport/.DS_Store"))
        try Data().write(to: tree.root.appendingPathComponent("iOS DeviceSupport/.localized"))
        let text = try tree.run(["--root", tree.root.path, "--dry-run"])
        #expect(!text.stdout.contains(".DS_Store"))
        #expect(!text.stdout.contains(".localized"))
        #expect(try tree.json(["--root", tree.root.path, "--dry-run"]).items.count == 2)
    }

    @Test func keepLatestZeroReasonReadsRight() throws {
        let json = try tree.json(["--root", tree.root.path, "--dry-run", "--keep-latest", "0"])
        #expect(json.items.map { $0["reason"] as? String } == Array(repeating: "no newest version is kept (--keep-latest 0)", count: 2))
    }

    @Test func failuresGoToStderrGroupedPerFolder() throws {
        let folder = tree.root.appendingPathComponent("iOS DeviceSupport/16.4 (20E247)")
        let stuck = folder.appendingPathComponent("Symbols/cache")
        try Data("x".utf8).write(to: folder.appendingPathComponent("Symbols/other"))
        defer { _ = try? ShellRunner.run(["chattr", "-R", "-i", tree.base.path], in: FileManager.default.temporaryDirectory) }
        let chattr = try ShellRunner.run(["chattr", "+i", stuck.path, folder.appendingPathComponent("Symbols/other").path], in: tree.base)
        try #require(chattr.status == 0, "needs chattr on a file system with immutable files: \(chattr.output)")
        let result = try tree.run(["--root", tree.root.path, "--yes"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: could not remove \(folder.path):\n  Symbols/cache: Operation not permitted\n  Symbols/other: Operation not permitted\n"
        )
        #expect(
            result.stdout.hasSuffix("\nNothing was removed. 1 folder could not be removed entirely (errors on stderr).\n"),
            "\(result.stdout)")
    }

    @Test func jsonRootsAreAbsoluteLikeItemPaths() throws {
        let json = try tree.json(["--root", "Xcode", "--dry-run"])
        #expect(json.roots == [tree.root.path])
        #expect((json.items.first?["path"] as? String)?.hasPrefix(tree.root.path + "/") == true)
    }

    @Test func deletionShowsProgressOnATerminal() throws {
        let result = try tree.runOnTerminal(["--root", tree.root.path, "--yes"], onTerminal: [.stderr])
        #expect(result.status == 0)
        #expect(result.terminal.contains("Sizing 2/2 folders…"), "\(result.terminal)")
        #expect(result.terminal.contains("Removing 1/1 folders…"), "\(result.terminal)")
        let piped = try tree.run(["--root", tree.root.path, "--yes"])
        #expect(piped.stderr.isEmpty, "no progress when stderr is not a terminal")
    }

    @Test func olderThanTakesHoursAndYears() throws {
        for age in ["12h", "1y"] {
            let json = try tree.json(["--root", tree.root.path, "--dry-run", "--older-than", age])
            #expect(json.items.first?["reason"] as? String == "used 0 hours ago, within --older-than \(age)")
        }
        let bad = try tree.run(["--root", tree.root.path, "--dry-run", "--older-than", "2x"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("use a number and h, d, w, m or y"))
    }

    @Test func homeFromTheEnvironmentIsHonouredForTheDefaultRoot() throws {
        let home = tree.base.appendingPathComponent("home")
        let xcode = home.appendingPathComponent("Library/Developer/Xcode")
        try tree.version("15.0 (19A346)", platform: "tvOS", in: xcode)
        let json = try tree.json(["--dry-run"], environment: ["HOME": home.path])
        #expect(json.roots == [xcode.path])
        #expect(json.items.map { $0["path"] as? String } == [xcode.appendingPathComponent("tvOS DeviceSupport/15.0 (19A346)").path])
        let empty = try tree.run(["--dry-run"], environment: ["HOME": tree.base.appendingPathComponent("nobody").path])
        #expect(empty.status == 0)
        #expect(empty.stdout == "No DeviceSupport folders found in \(tree.base.path)/nobody/Library/Developer/Xcode.\n")
    }
}
