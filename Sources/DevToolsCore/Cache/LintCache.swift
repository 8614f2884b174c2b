import Foundation

/// Remembers each linter's findings for a given set of file contents, so a second run over an unchanged
/// tree only reads and hashes files instead of linting them.
///
/// The key covers everything a finding can depend on: every file's path and content hash, the build of
/// the tool, and the linter's effective configuration. Cross-file rules (a component and its controller,
/// one table in several locales) therefore stay correct: any change to any file of a linter relints all of
/// that linter's files, while a change to a `.strings` file leaves the components result cached.
///
/// The folder never grows without bound: after each store, the oldest results go until the folder is
/// under `sizeLimit` (`devtools cache clear` empties it).
public struct LintCache: Sendable {
    /// 200 MB: thousands of runs' results on large projects.
    public static let defaultSizeLimit: Int64 = 200 * 1024 * 1024

    public let directory: String
    public let sizeLimit: Int64

    public init(directory: String, sizeLimit: Int64 = LintCache.defaultSizeLimit) {
        self.directory = directory
        self.sizeLimit = sizeLimit
    }

    /// `$XDG_CACHE_HOME/devtools`, else `$HOME/.cache/devtools` (`$HOME/Library/Caches/devtools` on
    /// macOS), read from the environment given: a job that sets `HOME` or `XDG_CACHE_HOME` moves the cache.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
            let fallback = (home as NSString).appendingPathComponent("Library/Caches")
        #else
            let fallback = (home as NSString).appendingPathComponent(".cache")
        #endif
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return (base as NSString).appendingPathComponent("devtools")
    }

    public func load(_ key: CacheKey) -> [Diagnostic]? {
        guard let data = FileManager.default.contents(atPath: path(for: key)) else { return nil }
        return try? JSONDecoder().decode([Diagnostic].self, from: data)
    }

    /// Best effort: a cache that cannot be written only makes the next run slower.
    public func store(_ diagnostics: [Diagnostic], for key: CacheKey) {
        guard let data = try? JSONEncoder().encode(diagnostics) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path(for: key)), options: .atomic)
        CacheEviction(directory: directory).trim(to: sizeLimit)
    }

    private func path(for key: CacheKey) -> String {
        (directory as NSString).appendingPathComponent(key.value + ".json")
    }
}
