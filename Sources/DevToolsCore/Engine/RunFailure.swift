/// Decides when a run that went on past unreadable entries still could not do its job (exit 2), and
/// says why in one line: a path named on the command line could not be read, or nothing was linted
/// because every entry a linter would read failed.
enum RunFailure {
    static func reason(
        named roots: [String], absolute: [String], unreadable: [String: String], problems: [PathProblem], linted: [String]
    ) -> String? {
        for (root, path) in zip(roots, absolute) {
            if let reason = unreadable[path] { return "\(root): \(reason)" }
        }
        let failed = problems.filter(\.wouldBeRead)
        guard linted.isEmpty, let first = failed.first else { return nil }
        return "nothing could be linted: \(first.displayPath): \(first.reason)"
            + (failed.count > 1 ? " (and \(failed.count - 1) more)" : "")
    }
}
