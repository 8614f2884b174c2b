import ArgumentParser
import DevToolsCore
import Foundation

/// `devtools cache clear`: removes every file the linters' cache wrote, and says how much. Only the
/// cache's own files go (see `CacheFolder`): a folder that is not a devtools cache loses nothing.
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
        let shown = cachePath ?? LintCache.defaultDirectory()
        let path = cachePath.map { PathResolver.absolute($0, relativeTo: PathResolver.currentDirectory) } ?? shown
        let directory: String?
        do {
            directory = try CacheFolder.existing(path, shownAs: shown)
        } catch let error as ToolError {
            Terminal.printError("error: \(error)".escapingControlCharacters)
            throw ExitCode(2)
        }
        guard let directory else {
            print("No devtools cache in \(shown); nothing removed.".escapingControlCharacters)
            return
        }
        let removed = CacheEviction(directory: directory).clear()
        var line = "Removed \(pluralized(removed.files, "cache file")) (\(ByteCountFormatting.string(removed.bytes))) from \(directory)"
        if removed.othersLeft > 0 {
            line += "; left \(pluralized(removed.othersLeft, "file")) there that devtools did not write"
        }
        print((line + ".").escapingControlCharacters)
    }
}
