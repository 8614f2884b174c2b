import ArgumentParser
import DevToolsCore
import Foundation

/// `devtools cache clear`: removes every file the linters' cache wrote, and says how much.
public struct ClearCacheCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove the linters' cached results.",
        discussion: """
            Examples:
              devtools cache clear
              devtools cache clear --cache-path .devtools-cache
            """
    )

    @Option(help: ArgumentHelp("Cache folder (default: the user's cache folder, e.g. ~/.cache/devtools).", valueName: "path"))
    public var cachePath: String?

    public init() {}

    public func run() throws {
        let directory =
            cachePath.map { PathResolver.absolute($0, relativeTo: PathResolver.currentDirectory) }
            ?? LintCache.defaultDirectory()
        let removed = CacheEviction(directory: directory).clear()
        print("Removed \(pluralized(removed.files, "cache file")) (\(ByteCountFormatting.string(removed.bytes))) from \(directory).")
    }
}
