/// One change `--fix` makes in a file, as `--fix --dry-run --format json` lists it: where it starts
/// (line and column, in characters, of the text the fix applies to: the file as it is, or for a fix
/// only another made possible, the file as that one leaves it), the rule whose finding it fixes, and
/// the text it replaces and writes (an insertion replaces "", a removal writes "").
public struct PlannedEdit: Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let ruleID: String
    /// What the fix does (`added ';'`), as `--fix` tells it.
    public let description: String
    public let oldText: String
    public let newText: String

    public init(line: Int, column: Int, ruleID: String, description: String, oldText: String, newText: String) {
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.description = description
        self.oldText = oldText
        self.newText = newText
    }
}
