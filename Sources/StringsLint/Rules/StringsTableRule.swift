import DevToolsCore

/// A rule that looks at the entries of one parsed table (rather than at the text while it is read).
protocol StringsTableRule {
    static var description: RuleDescription { get }
    static func findings(in table: StringsTable, file: String) -> [Diagnostic]
}
