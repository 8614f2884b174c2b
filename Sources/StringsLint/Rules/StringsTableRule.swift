import DevToolsCore

/// A rule that looks at the entries of one parsed table (rather than at the text while it is read).
protocol StringsTableRule: StringsRule {
    static func findings(in table: StringsTable, file: String) -> [Diagnostic]
}
