import Foundation
import DevToolsTestSupport
import Testing

/// `clean-support` run as a process, as scripts and CI jobs call it.
@Suite("clean-support end to end")
struct CleanSupportProcessTests {
    let base: URL
    let root: URL

    init() throws {
        base = try TemporaryTree.make([:])
        root = base.appendingPathComponent("Xcode")
        for name in ["16.4 (20E247)", "17.4 (21E219)"] {
            let folder = root.appendingPathComponent("iOS DeviceSupport/\(name)/Symbols")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(repeating: 7, count: 10_000).write(to: folder.appendingPathComponent("cache"))
        }
    }

    func clean(_ arguments: [String], environment: [String: String] = [:]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("clean-support", arguments, in: base, environment: environment)
    }

    @Test func dryRunJSONListsThePlanAndChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let result = try clean(["--root", root.path, "--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["roots"] as? [String] == [root.path])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["action"] as? String } == ["remove", "keep"])
        #expect(items.first?["version"] as? String == "16.4")
        #expect(items.first?["build"] as? String == "20E247")
        #expect(items.first?["model"] is NSNull)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["removeCount"] as? Int == 1)
        #expect((summary["reclaimableBytes"] as? Int ?? 0) >= 10_000)
        #expect(summary["removedBytes"] as? Int == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("iOS DeviceSupport/16.4 (20E247)").path))
    }

    @Test func refusesToDeleteWithoutYesWhenStdinIsNotATerminal() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let result = try clean(["--root", root.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: refusing to delete without confirmation: standard input is not a terminal; add --yes to delete, or --dry-run to only show the plan\n"
        )
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("iOS DeviceSupport/16.4 (20E247)").path))
    }

    @Test func deletesWithYesAndReportsTheFreedSpace() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let result = try clean(["--root", root.path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Freed "))
        #expect(result.stdout.contains("by removing 1 folder."))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("iOS DeviceSupport/16.4 (20E247)").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("iOS DeviceSupport/17.4 (21E219)").path))
    }

    @Test func aFileThatCannotBeRemovedIsReportedAndGivesExitOne() throws {
        defer {
            _ = try? ShellRunner.run(["chattr", "-R", "-i", base.path], in: FileManager.default.temporaryDirectory)
            try? FileManager.default.removeItem(at: base)
        }
        let stuck = root.appendingPathComponent("iOS DeviceSupport/16.4 (20E247)/Symbols/cache")
        let chattr = try ShellRunner.run(["chattr", "+i", stuck.path], in: base)
        try #require(chattr.status == 0, "needs chattr on a file system with immutable files: \(chattr.output)")
        let result = try clean(["--root", root.path, "--yes", "--format", "json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let failures = try #require((json["summary"] as? [String: Any])?["failures"] as? [[String: String]])
        #expect(failures == [["path": stuck.path, "error": "Operation not permitted"]])
    }

    @Test func missingRoots() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let explicit = try clean(["--root", "no-such-folder", "--dry-run"])
        #expect(explicit.status == 2)
        #expect(explicit.stderr == "error: no-such-folder: no such folder\n")
        let home = try clean(["--dry-run"], environment: ["HOME": base.path])
        #expect(home.status == 0, "a missing default root means nothing to clean")
        #expect(home.stdout.hasPrefix("No DeviceSupport folders found"))
    }

    @Test func badAgeIsAUsageError() throws {
        defer { try? FileManager.default.removeItem(at: base) }
        let result = try clean(["--root", root.path, "--dry-run", "--older-than", "ninety"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--older-than 'ninety' is not an age"))
    }
}
