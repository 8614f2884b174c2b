import ArgumentParser
import DevToolsCore

/// `devtools cache`: the linters' result cache. It also trims itself (oldest results first) to
/// `LintCache.defaultSizeLimit`; `clear` empties it.
public struct CacheCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Manage the linters' result cache.",
        subcommands: [ClearCacheCommand.self]
    )

    public init() {}
}
