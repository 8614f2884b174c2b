import DevToolsCore

/// A finding of the scanner, placed by byte offset; `StringsFileReader` turns it into a `Diagnostic`
/// once, with the line table, so the hot loop never computes a line or column. Its rule is one byte
/// (`ScanRule`), not an id and a severity: the rule's description supplies both when it is placed.
struct ScanFinding {
    var rule: ScanRule
    var offset: Int
    var message: String

    /// The finding at its line and column, at its rule's default severity.
    func diagnostic(at location: SourceLocation) -> Diagnostic {
        rule.description.diagnostic(at: location, message)
    }
}
