/// Rules of the runner itself rather than of one linter: what it finds while walking the tree and
/// reading suppression comments. They appear in `--list-rules` and SARIF's rule table like any other.
public enum CoreRules {
    public static let unknownRuleInDirective = RuleDescription(
        id: "unknown-rule-in-directive",
        summary: "A devtools:disable/enable comment names a rule id that does not exist.",
        rationale: "A misspelt id suppresses nothing, so the finding it was meant to silence stays. "
            + "Fix the id (devtools --list-rules shows them) or remove the comment.",
        defaultSeverity: .warning
    )

    public static let unreadablePath = RuleDescription(
        id: "unreadable-path",
        summary: "A file or folder in the tree could not be read: no permission, a symlink loop, a dangling symlink.",
        rationale: "Its findings are missing from this run. Fix the permission or the link, or exclude the "
            + "path in .devtools.yml. An entry no tool would read is only a note.",
        defaultSeverity: .error
    )

    public static let all = [unknownRuleInDirective, unreadablePath]
}
