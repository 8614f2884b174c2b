import DevToolsCore

/// A mechanical fix of one rule's findings (`--fix`): it checks that a finding is the plain case it
/// knows and says which bytes to change; any other case is left in the report, never guessed at.
protocol StringsFix: Sendable {
    /// The rules whose findings it fixes.
    static var ruleIDs: [String] { get }
    /// What it does, for the rule's documentation (`--list-rules`, README).
    static var summary: String { get }
    /// Cases it fixes and cases it must leave alone (run by the tests).
    static var examples: [FixExample] { get }
    /// The edits that fix `finding` in `text`, and what they do; `nil` when the finding is not the case
    /// this fix is sure of.
    static func fix(_ finding: Diagnostic, in text: FixText, context: FixContext) -> FixOutcome?
}

/// What a fix changes, and how the user is told.
struct FixOutcome {
    let edits: [TextEdit]
    let description: String
    /// The key the fix deletes on purpose (a stale entry): the fixed text may lack it.
    var removedKey: String? = nil
}

/// What a fix may ask besides the file: the development language's value of a key (`nil` when the
/// file is the development language, or the key is not there).
struct FixContext {
    var developmentValue: (String) -> String? = { _ in nil }
}

extension Diagnostic {
    /// The byte this finding points at in `text`.
    func offset(in text: FixText) -> Int? { text.offset(line: location.line, column: location.column) }
}
