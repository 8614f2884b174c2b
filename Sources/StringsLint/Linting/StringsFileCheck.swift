import DevToolsCore
import Foundation

/// Everything `lint-strings` checks in one `.strings` file on its own: reading it (syntax, escapes,
/// encoding) and the rules over its entries.
struct StringsFileCheck: Sendable {
    let configuration: ToolConfiguration
    /// When the cross-locale pass runs, it judges empty values of files in `.lproj` folders, where the
    /// development language says whether an empty value is on purpose.
    var crossLocale = false

    struct Outcome: Sendable {
        var diagnostics: [Diagnostic]
        var table: StringsTable
    }

    /// `nil` when the file is gone (deleted since discovery).
    func check(_ file: SourceFile) throws -> Outcome? {
        guard let data = try WholeFileRead.read(file.contentPath) ?? FileBytes.readSource(file) else { return nil }
        let table = StringsFileReader.read(data: data, displayPath: file.displayPath, summarizesFormats: crossLocale)
        var diagnostics = table.diagnostics
        let defersEmptyValues = crossLocale && LocalizedFile(file) != nil
        for rule in StringsRules.tableRules where configuration.isEnabled(rule.description) {
            if defersEmptyValues && rule == EmptyValueRule.self { continue }
            diagnostics += rule.findings(in: table, file: file.displayPath)
        }
        let policy = configuration.option(FileEncodingRule.optionKey)?.stringValue ?? "any"
        if let encoding = table.encoding,
            let finding = FileEncodingRule.finding(encoding: encoding, policy: policy, file: file.displayPath)
        {
            diagnostics.append(finding)
        }
        return Outcome(diagnostics: diagnostics, table: table)
    }
}
