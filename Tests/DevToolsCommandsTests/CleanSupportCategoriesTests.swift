import DevToolsTestSupport
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// clean-support's categories as a user runs them: `--list-categories`, `--include`, `--all`, the
/// grouped text report, JSON's per-category totals, `--trash-dir`.
@Suite("clean-support categories end to end")
final class CleanSupportCategoriesTests {
    let home: URL

    static let orphan = "Library/Developer/Xcode/DerivedData/Gone_App-bqogdgryohrfozctwtuhrczqlrfb"
    static let device = "Library/Developer/Xcode/UserData/Previews/Simulator Devices/0A1B2C3D-4E5F-4061-8728-394A5B6C7D81"

    init() throws {
        home = try TemporaryTree.make([
            Self.orphan + "/info.plist": Self.plist(["WorkspacePath": "<string>/nowhere/Gone App.xcodeproj</string>"]),
            Self.orphan + "/Build/Intermediates.noindex/a.o": String(repeating: "x", count: 9_000),
            Self.device + "/device.plist": Self.plist([
                "UDID": "<string>0A1B2C3D-4E5F-4061-8728-394A5B6C7D81</string>", "name": "<string>iPhone 17</string>",
                "runtime": "<string>com.apple.CoreSimulator.SimRuntime.iOS-26-0</string>", "state": "<integer>1</integer>",
            ]),
            Self.device + "/data/x": "data",
            "Library/Caches/CocoaPods/Pods/x": "pod",
            "Library/Developer/Xcode/iOS DeviceSupport/16.4 (20E247)/Symbols/x": "symbols",
        ])
        // Old enough not to look in use (an hour) and older than any --older-than used here.
        let old = time_t(Date().timeIntervalSince1970 - 40 * 86_400)
        var times = [timespec(tv_sec: old, tv_nsec: 0), timespec(tv_sec: old, tv_nsec: 0)]
        var paths = [home.path]
        let below = FileManager.default.enumerator(atPath: home.path)
        while let relative = below?.nextObject() as? String { paths.append(home.path + "/" + relative) }
        for path in paths.reversed() { utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) }
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    static func plist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key>\($0.value)" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            \(body)
            </dict></plist>
            """
    }

    func clean(_ arguments: [String]) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("clean-support", arguments, in: home, environment: ["HOME": home.path, "NO_COLOR": "1"])
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(home.appendingPathComponent(relative).path, &info) == 0
    }

    @Test func listCategoriesNamesEveryCategoryWithWhereAndPolicy() throws {
        let result = try clean(["--list-categories"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.first?.hasPrefix("device-support (default)    ~/Library/Developer/Xcode/<Platform> DeviceSupport/<version>") == true)
        #expect(lines.contains { $0.hasPrefix("archives (only when named)") })
        #expect(lines.allSatisfy { $0.contains(": ") })
    }

    @Test func anUnknownCategoryIsAUsageError() throws {
        let result = try clean(["--include", "derived-data,derivd-data", "--dry-run"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--include 'derivd-data' is not a category; categories: device-support, derived-data, archives"))
    }

    @Test func withoutOptionsOnlyDeviceSupportIsLooked() throws {
        let result = try clean(["--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("PLATFORM  MODEL  VERSION  BUILD"), "\(result.stdout)")
        #expect(!result.stdout.contains("DerivedData"))
    }

    @Test func allGroupsTheReportByCategoryWithSubtotals() throws {
        let result = try clean(["--all", "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        for heading in [
            "DeviceSupport (device-support)\n", "DerivedData (derived-data)\n", "Previews simulators (previews)\n",
            "Package caches (package-caches)\n",
        ] {
            #expect(text.contains(heading), "\(heading) in \(text)")
        }
        #expect(!text.contains("(archives)"), "archives only when named")
        #expect(text.contains("Gone App (/nowhere/Gone App.xcodeproj)"))
        #expect(text.contains("remove  workspace /nowhere/Gone App.xcodeproj no longer exists"))
        #expect(text.contains("Subtotal: nothing to remove.\n"), "package caches without --older-than")
        #expect(text.hasSuffix("by removing 2 folders (dry run: nothing was changed).\n"), "\(text)")
        #expect(exists(Self.orphan))
    }

    @Test func namingADerivedDataFolderAsksForTheCategory() throws {
        let folder = home.appendingPathComponent("Library/Developer/Xcode/DerivedData").path
        let result = try clean(["--derived-data", folder, "--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let totals = try #require((json["summary"] as? [String: Any])?["categories"] as? [[String: Any]])
        #expect(totals.map { $0["category"] as? String } == ["device-support", "derived-data"])
        #expect(totals[1]["roots"] as? [String] == [folder])
    }

    @Test func jsonGivesEachItemsCategoryAndPerCategoryTotals() throws {
        let result = try clean(["--include", "derived-data", "--include", "archives", "--dry-run", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let items = try #require(json["items"] as? [[String: Any]])
        let orphan = try #require(items.first { $0["category"] as? String == "derived-data" })
        #expect(orphan["action"] as? String == "remove")
        #expect((orphan["details"] as? [String: String])?["workspacePath"] == "/nowhere/Gone App.xcodeproj")
        #expect(orphan["platform"] is NSNull)
        let summary = try #require(json["summary"] as? [String: Any])
        let totals = try #require(summary["categories"] as? [[String: Any]])
        #expect(totals.map { $0["category"] as? String } == ["device-support", "derived-data", "archives"])
        #expect(totals[1]["removeCount"] as? Int == 1)
        #expect((totals[1]["reclaimableBytes"] as? Int ?? 0) >= 9_000)
        #expect(totals[2]["itemCount"] as? Int == 0)
        #expect(summary["volumeGainedBytes"] is NSNull)
    }

    @Test func deletingReportsWhatTheVolumeGained() throws {
        let result = try clean(["--include", "derived-data", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!exists(Self.orphan))
        #expect(exists("Library/Developer/Xcode/iOS DeviceSupport/16.4 (20E247)"), "the newest DeviceSupport folder stays")
        #expect(result.stdout.contains("Subtotal: freed "))
        #expect(result.stdout.contains("\nThe volume gained "), "\(result.stdout)")
    }

    @Test func trashDirMovesInsteadOfDeleting() throws {
        let trash = home.appendingPathComponent("Bin")
        let result = try clean(["--include", "previews,derived-data", "--trash-dir", trash.path, "--yes", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!exists(Self.orphan))
        #expect(exists("Bin/Gone_App-bqogdgryohrfozctwtuhrczqlrfb/info.plist"))
        #expect(exists("Bin/0A1B2C3D-4E5F-4061-8728-394A5B6C7D81/device.plist"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Any])?["trash"] as? String == trash.path)
    }

    @Test func trashUsesTheFreedesktopTrashWithItsRecords() throws {
        #if os(Linux)
            let result = try clean(["--include", "derived-data", "--trash", "--yes"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(exists(".local/share/Trash/files/Gone_App-bqogdgryohrfozctwtuhrczqlrfb"))
            let info = try String(
                contentsOf: home.appendingPathComponent(".local/share/Trash/info/Gone_App-bqogdgryohrfozctwtuhrczqlrfb.trashinfo"),
                encoding: .utf8)
            #expect(
                info.hasPrefix(
                    "[Trash Info]\nPath=\(home.path)/Library/Developer/Xcode/DerivedData/Gone_App-bqogdgryohrfozctwtuhrczqlrfb\n"))
            #expect(result.stdout.contains("Moved "), "\(result.stdout)")
        #endif
    }
}
