/// When a report is shown, which decides how its last line reads: a dry run says it changed nothing, the
/// plan shown before the question says only what would be freed (nothing has been decided yet), and a
/// finished run says what was freed.
public enum CleanupStage: Sendable {
    case dryRun
    case beforeAsking
    case finished(CleanupOutcome)
}

extension CleanupStage {
    /// The outcome of a finished run; `nil` before anything was removed.
    public var outcome: CleanupOutcome? {
        if case .finished(let outcome) = self { return outcome }
        return nil
    }
}
