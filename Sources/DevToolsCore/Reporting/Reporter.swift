/// Turns a lint report into the text of one output format.
public protocol Reporter {
    /// Writes the report to `output` as it is made, so a large report is never held whole.
    func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput)
}

extension Reporter {
    /// The whole report as one text.
    public func render(_ report: LintReport, context: ReportContext) -> String {
        var output = ReportOutput()
        write(report, context: context, to: &output)
        return output.text
    }
}
