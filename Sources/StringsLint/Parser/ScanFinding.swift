import DevToolsCore

/// A finding of the scanner, placed by byte offset; `StringsFileReader` turns it into a `Diagnostic`
/// once, with the line table, so the hot loop never computes a line or column.
struct ScanFinding {
    var ruleID: String
    var severity: Severity
    var offset: Int
    var message: String
}
