import DeveloperCacheCleaner
import DevToolsTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fake `$HOME` copied from the Xcode 26 fixture home, every path aged 30 days, beside a folder
/// outside it holding a sentinel file that no run may touch.
final class XcodeHome {
    let base: URL
    let home: URL
    /// Outside the home: `precious.txt` in it must survive everything.
    let outside: URL
    static let sentinelText = "precious"
    static let installedRuntime = "com.apple.CoreSimulator.SimRuntime.iOS-26-0"
    /// Not the fixture's `24A335`, so the fixture's dyld cache is stale.
    static let hostBuild = "25B77"

    init() throws {
        base = try TemporaryTree.make([:])
        home = base.appendingPathComponent("Home")
        outside = base.appendingPathComponent("Outside")
        let fixture = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Homes/Xcode26")
        try FileManager.default.copyItem(at: fixture, to: home)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(Self.sentinelText.utf8).write(to: sentinel)
        let derivedData = url("Library/Developer/Xcode/DerivedData")
        for name in try FileManager.default.contentsOfDirectory(atPath: derivedData.path) {
            let plist = derivedData.appendingPathComponent(name).appendingPathComponent("info.plist")
            guard let text = try? String(contentsOf: plist, encoding: .utf8), text.contains("__HOME__") else { continue }
            try Data(text.replacingOccurrences(of: "__HOME__", with: home.path).utf8).write(to: plist)
        }
        try write("Library/Developer/Shared/Documentation/DocSets/Old.docset/Contents/Info.plist", "docset")
        try ageAll()
    }

    deinit {
        // Folders a test made unreadable: readable again, so they can be removed.
        _ = try? walk(home) { chmod($0.path, 0o755) }
        try? FileManager.default.removeItem(at: base)
    }

    var sentinel: URL { outside.appendingPathComponent("precious.txt") }

    /// The sentinel is there, unchanged.
    var sentinelIsIntact: Bool {
        (try? String(contentsOf: sentinel, encoding: .utf8)) == Self.sentinelText
    }

    func url(_ relative: String) -> URL { home.appendingPathComponent(relative) }

    /// `--older-than 0d`, the runtime and host build known: everything a policy may remove is removed.
    func context(keepLatest: Int = 1) -> CleanupContext {
        var context = CleanupContext(
            home: home.path, policy: CleanupPolicy(keepLatest: keepLatest, olderThan: AgeSpecification("0d")))
        context.installedRuntimes = [Self.installedRuntime]
        context.hostBuild = Self.hostBuild
        return context
    }

    func plan(_ category: CleanupCategoryID) throws -> CleanupPlan {
        try CleanupPlan.make(categories: [category], context: context())
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(at: url(relative), withIntermediateDirectories: true)
    }

    /// A symlink at `relative` (under home) to `target` (anywhere).
    func link(_ relative: String, to target: URL) throws {
        let link = url(relative)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    }

    func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    func exists(_ relative: String) -> Bool { exists(url(relative)) }

    /// Every path under the home (links not followed) last used 30 days ago, so none reads as in use.
    func ageAll() throws {
        try walk(home) { try Self.setTimes($0, daysAgo: 30) }
    }

    /// Calls `body` on `top` and everything under it, depth first, never following a link.
    func walk(_ top: URL, _ body: (URL) throws -> Void) throws {
        var info = stat()
        guard lstat(top.path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            chmod(top.path, info.st_mode & 0o7777 | 0o700)
            for name in try FileManager.default.contentsOfDirectory(atPath: top.path) {
                try walk(top.appendingPathComponent(name), body)
            }
        }
        try body(top)
    }

    static func setTimes(_ url: URL, daysAgo: Double) throws {
        let seconds = time_t(Date().timeIntervalSince1970 - daysAgo * 86_400)
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        guard utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw POSIXError(.EIO) }
    }
}
