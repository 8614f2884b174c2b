import Foundation

/// A digest of everything one linter's findings depend on.
public struct CacheKey: Hashable, Sendable {
    public let value: String

    /// `files` in discovery order; `configuration` the linter's effective settings.
    static func make(
        linter: any Linter.Type,
        files: [SourceFile],
        configuration: ToolConfiguration,
        excludes: [String],
        hashes: inout ContentHashes
    ) throws -> CacheKey {
        var digest = StableHash.Digest()
        digest.add(DevToolsVersion.current)
        digest.add(BuildIdentity.current)
        digest.add(linter.toolName)
        for (rule, setting) in configuration.ruleSettings.sorted(by: { $0.key < $1.key }) {
            digest.add("\(rule)=\(setting.rawValue)")
        }
        for (key, value) in configuration.options.sorted(by: { $0.key < $1.key }) {
            digest.add("\(key)=\(value)")
        }
        digest.add(excludes.joined(separator: "\u{0}"))
        for file in files {
            digest.add(file.displayPath)
            digest.add(try hashes.hash(of: file))
        }
        // What else the findings read (a project file, a storyboard): by content, or absent.
        for path in linter.otherInputs(of: files, configuration: configuration) {
            digest.add(path)
            if let data = FileManager.default.contents(atPath: path) { digest.add(data) } else { digest.add("\u{0}absent") }
        }
        return CacheKey(value: linter.toolName + "-" + digest.hex)
    }
}
