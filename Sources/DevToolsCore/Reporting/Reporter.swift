/// Turns a lint report into the text of one output format.
public protocol Reporter {
    func render(_ report: LintReport, context: ReportContext) -> String
}
