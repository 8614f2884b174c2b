import DevToolsTestSupport
import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What clean-support's report says about what it counts, sizes and dates.
@Suite("clean-support says what it found")
final class CleanSupportWordingTests {
    let home: URL

    static let stale = "Library/Developer/Xcode/iOS DeviceSupport/16.4 (20E247)"
    static let logs = "Library/Developer/Xcode/iOS Device Logs"

    init() throws {
        home = try TemporaryTree.make([
            Self.stale + "/Symbols/cache": "symbols",
            "Library/Developer/Xcode/iOS DeviceSupport/17.4 (21E219)/Symbols/cache": "symbols",
            Self.logs + "/iOS Device Logs 17.0.db": "sqlite",
            Self.logs + "/iOS Device Logs 18.0.db": "sqlite",
            "Library/Caches/CocoaPods/Pods/x": "pod",
        ])
        try setTimes("", accessed: 40, modified: 40)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    /// Sets the times of `relative` and everything below it to so many days ago.
    func setTimes(_ relative: String, accessed: Double, modified: Double, below: Bool = true) throws {
        let now = Date().timeIntervalSince1970
        var times = [
            timespec(tv_sec: time_t(now - accessed * 86_400), tv_nsec: 0), timespec(tv_sec: time_t(now - modified * 86_400), tv_nsec: 0),
        ]
        let top = relative.isEmpty ? home.path : home.appendingPathComponent(relative).path
        var paths = [top]
        if below, let enumerator = FileManager.default.enumerator(atPath: top) {
            while let path = enumerator.nextObject() as? String { paths.append(top + "/" + path) }
        }
        for path in paths.reversed() where utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) != 0 { throw POSIXError(.EIO) }
    }

    func clean(_ arguments: [String], withoutRoot: Bool = false) throws -> ExecutableRunner.Result {
        try ExecutableRunner.run("clean-support", arguments, in: home, environment: ["HOME": home.path], withoutRoot: withoutRoot)
    }

    @Test func aDatabaseFileIsCountedAsAFileNotAFolder() throws {
        let result = try clean(["--include", "device-logs", "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(" by removing 1 folder and 1 file (dry run: nothing was changed).\n"), "\(result.stdout)")
    }

    @Test func whatWasDeletedIsCountedByKind() throws {
        let result = try clean(["--include", "device-logs", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\nFreed "))
        #expect(result.stdout.contains(" by removing 1 folder and 1 file.\n"), "\(result.stdout)")
    }

    /// A `ls`, `du` or backup reads a folder and moves its access time; that is no use of it.
    @Test func readingAFolderDoesNotMakeItUsedRecently() throws {
        try setTimes(Self.stale, accessed: 0, modified: 40, below: false)
        try setTimes("Library/Caches/CocoaPods", accessed: 0, modified: 40)
        let result = try clean([
            "--include", "package-caches", "--keep-latest", "0", "--older-than", "30d", "--dry-run", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        let stale = try #require(items.first { $0["name"] as? String == "16.4 (20E247)" })
        #expect(stale["action"] as? String == "remove", "\(stale["reason"] ?? "")")
        #expect(stale["reason"] as? String == "no newest version is kept (--keep-latest 0) and unused for 40 days (--older-than 30d)")
        let pods = try #require(items.first { $0["name"] as? String == "CocoaPods" })
        #expect(pods["action"] as? String == "remove", "\(pods["reason"] ?? "")")
        let fortyDaysAgo = CleanSupportWordingTests.day(Date().addingTimeInterval(-40 * 86_400))
        #expect((stale["lastUsed"] as? String)?.hasPrefix(fortyDaysAgo) == true, "\(stale["lastUsed"] ?? "")")
    }

    @Test(.enabled(if: ExecutableRunner.canRunWithoutRoot, "needs another user than root, or setpriv"))
    func aFolderThatCannotBeReadHasAnUnknownSize() throws {
        let locked = home.appendingPathComponent(Self.stale + "/Symbols")
        #expect(chmod(locked.path, 0) == 0)
        defer { chmod(locked.path, 0o755) }
        let root = home.appendingPathComponent("Library/Developer/Xcode").path
        let text = try clean(["--root", root, "--dry-run"], withoutRoot: true)
        #expect(text.status == 0, "\(text.stderr)")
        let row = try #require(text.stdout.split(separator: "\n").first { $0.contains("16.4") })
        #expect(row.contains("  unreadable  "), "\(row)")
        #expect(text.stdout.hasSuffix("The size of 1 folder is unknown: it could not be read entirely.\n"), "\(text.stdout)")
        let json = try clean(["--root", root, "--dry-run", "--format", "json"], withoutRoot: true)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.map { $0["sizeKnown"] as? Bool } == [false, true])
    }

    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
