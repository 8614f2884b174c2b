import Foundation

/// Remembers each linter's findings for a given set of file contents, so a second run over an unchanged
/// tree only reads and hashes files instead of linting them.
///
/// The key covers everything a finding can depend on: every file's path and content hash, the build of
/// the tool, and the linter's effective configuration. Cross-file rules (a component and its controller,
/// one table in several locales) therefore stay correct: any change to any file of a linter relints all of
/// that linter's files, while a change to a `.strings` file leaves the components result cached.
public struct LintCache: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/devtools` or `~/.cache/devtools` (`~/Library/Caches/devtools` on macOS).
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        let base = (NSHomeDirectory() as NSString).appendingPathComponent("Library/Caches")
        #else
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        #endif
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
    }

    private func path(for key: CacheKey) -> String {
        (directory as NSString).appendingPathComponent(key.value + ".json")
    }
}
