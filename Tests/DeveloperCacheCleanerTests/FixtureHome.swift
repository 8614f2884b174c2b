import DeveloperCacheCleaner
import DevToolsTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One of the fixture homes (`Fixtures/Homes/Xcode15|16|26`, real names and plists of that Xcode, see
/// `SOURCES.md` there) copied into a temporary folder, `__HOME__` in its plists made the copy's path,
/// and every entry's times set to `age` before `FixtureHome.now` (git keeps no times).
final class FixtureHome {
    /// The moment the policies are asked at, fixed so the fixtures' absolute dates keep their meaning.
    static let now = ISO8601DateFormatter().date(from: "2026-11-24T12:00:00Z")!

    let base: URL
    let home: URL
    /// A file outside the home that must survive every run.
    let outside: URL

    init(_ xcode: String, age days: Double = 30) throws {
        base = try TemporaryTree.make(["Outside/precious.txt": "precious"])
        outside = base.appendingPathComponent("Outside/precious.txt")
        home = base.appendingPathComponent("home")
        let source = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Homes/\(xcode)")
        try FileManager.default.copyItem(at: source, to: home)
        let files = FileManager.default.enumerator(atPath: home.path)
        while let relative = files?.nextObject() as? String {
            let url = home.appendingPathComponent(relative)
            guard relative.hasSuffix(".plist"), let text = try? String(contentsOf: url, encoding: .utf8), text.contains("__HOME__") else {
                continue
            }
            try text.replacingOccurrences(of: "__HOME__", with: home.path).write(to: url, atomically: false, encoding: .utf8)
        }
        try age(home, days: days)
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// Sets the times of `url` and everything below it to `days` before `now`.
    func age(_ url: URL, days: Double) throws {
        let seconds = time_t(Self.now.timeIntervalSince1970 - days * 86_400)
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        var paths = [url.path]
        if let below = FileManager.default.enumerator(atPath: url.path) {
            while let relative = below.nextObject() as? String { paths.append(url.path + "/" + relative) }
        }
        // Deepest first, so setting a file's times does not move its folder's again.
        for path in paths.reversed() {
            guard utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw POSIXError(.EIO) }
        }
    }

    func context(policy: CleanupPolicy = CleanupPolicy(now: FixtureHome.now), runtimes: Set<String>? = nil, hostBuild: String? = nil)
        -> CleanupContext
    {
        var context = CleanupContext(home: home.path, policy: policy)
        context.installedRuntimes = runtimes
        context.hostBuild = hostBuild
        return context
    }

    func plan(_ categories: [CleanupCategoryID], _ context: CleanupContext) throws -> CleanupPlan {
        try CleanupPlan.make(categories: categories, context: context)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(home.appendingPathComponent(relative).path, &info) == 0
    }
}

extension CleanupPlan {
    /// The one item of `category` whose name (or a detail) contains `text`.
    func item(_ category: CleanupCategoryID, _ text: String) -> CleanupItem? {
        let matches = items.filter { $0.category == category && ($0.name.contains(text) || $0.label.contains(text)) }
        return matches.count == 1 ? matches[0] : nil
    }

    func action(_ category: CleanupCategoryID, _ text: String) -> CleanupItem.Action? {
        item(category, text)?.action
    }
}
