/// An entry of the tree that discovery could not look into: a folder without permission, a symlink loop,
/// a dangling symlink. Reported as a finding, so one bad entry never stops the run.
public struct PathProblem: Hashable, Sendable {
    public let displayPath: String
    /// What the system said, in words (`cannot read folder (Permission denied)`).
    public let reason: String
    /// Whether a linter of the run would have read it: a folder, or a file of a linted kind. Other
    /// entries are only a note.
    public let wouldBeRead: Bool

    public init(displayPath: String, reason: String, wouldBeRead: Bool) {
        self.displayPath = displayPath
        self.reason = reason
        self.wouldBeRead = wouldBeRead
    }

    /// The finding for this entry (`unreadable-path`), at the top of the entry.
    public var diagnostic: Diagnostic {
        let advice =
            wouldBeRead
            ? "its findings are missing from this run; fix it or exclude it in .devtools.yml."
            : "no tool reads it, so nothing is missing; fix or remove it."
        return CoreRules.unreadablePath.diagnostic(
            at: SourceLocation(file: displayPath, line: 1, column: 1), "\(reason): \(advice)",
            severity: wouldBeRead ? nil : .note
        )
    }
}
