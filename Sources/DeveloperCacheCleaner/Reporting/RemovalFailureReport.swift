import DevToolsCore

/// The folders that could not be removed entirely, for stderr: each folder once, with the entries that
/// stayed beneath it (relative to the folder) and the system's reason, so that a thousand stuck files
/// in one folder read as one problem, not a thousand.
public struct RemovalFailureReport: Sendable {
    let outcome: CleanupOutcome

    public init(outcome: CleanupOutcome) {
        self.outcome = outcome
    }

    /// Enough to see the pattern (one locked file, a whole read-only subtree) without flooding stderr.
    static let shownPerFolder = 10

    /// Empty when nothing failed.
    public func render() -> String {
        outcome.failedFolders.map { folder in
            var text = "error: could not remove \(folder.item.path):\n"
            for failure in folder.failures.prefix(Self.shownPerFolder) {
                text += "  \(relative(failure.path, to: folder.item.path)): \(failure.error)\n"
            }
            if folder.failures.count > Self.shownPerFolder {
                text += "  … and \(folder.failures.count - Self.shownPerFolder) more (--format json lists them all)\n"
            }
            return text
        }.joined()
    }

    private func relative(_ path: String, to folder: String) -> String {
        if path == folder { return "." }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
