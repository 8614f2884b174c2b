import DevToolsCore
import Foundation

/// The cross-file pass of `lint-strings`: compares each table's translations with the development
/// language, and checks every `.stringsdict` and `.xcstrings` file (it reads those itself).
public struct LocalizationChecker: Sendable {
    let configuration: ToolConfiguration

    public init(configuration: ToolConfiguration) {
        self.configuration = configuration
    }

    /// `tables` holds the parsed `.strings` files of `files`. A file deleted since discovery (a `.strings`
    /// file without a table, a `.stringsdict` or `.xcstrings` file that is gone) takes no part.
    /// `reading`, when given, holds the only `.stringsdict` and `.xcstrings` files to read; the others
    /// take part as present files without content (see `ScopedTables`).
    public func check(files: [SourceFile], tables: [SourceFile: StringsTable], reading: Set<SourceFile>? = nil) throws -> [Diagnostic] {
        // Each file's own checks are independent: run them in parallel, then gather in file order.
        let perFile = try ParallelMap.map(files) { file in
            reading.map { $0.contains(file) } == false ? FileFindings() : try checkAlone(file)
        }
        var diagnostics: [Diagnostic] = []
        var stringsdicts: [SourceFile: StringsdictDocument] = [:]
        for (index, findings) in perFile.enumerated() {
            guard let findings else { continue }
            diagnostics += findings.diagnostics
            if let document = findings.stringsdict { stringsdicts[files[index]] = document }
        }
        let present = zip(files, perFile).compactMap { file, findings in
            findings == nil || (file.fileExtension == "strings" && tables[file] == nil) ? nil : file
        }
        let localized = present.compactMap(LocalizedFile.init).filter { !TranslatorNotesLocale.contains($0.locale) }
        var development = DevelopmentLanguage(configured: configuration.option("base")?.stringValue)
        let reportsEmptyValues = configuration.isEnabled(EmptyValueRule.description)
        var comparison = TableComparison(
            tables: tables, stringsdicts: stringsdicts,
            reportsUntranslated: configuration.isEnabled(UntranslatedRule.description), reportsEmptyValues: reportsEmptyValues
        )
        comparison.baseIsConfigured = configuration.option("base")?.stringValue != nil
        var checkedFiles: Set<SourceFile> = []
        for group in LocalizationGroup.groups(of: localized) {
            let project = development.project(above: group.path)
            let findings = comparison.compare(group, candidates: development.candidates(for: group.path), project: project)
            diagnostics += findings.diagnostics
            checkedFiles.formUnion(findings.checkedFiles)
        }
        for file in present where file.fileExtension == "strings" && !checkedFiles.contains(file) && !isTranslatorNotes(file) {
            diagnostics += formatProblems(in: tables[file], file: file)
            if reportsEmptyValues, LocalizedFile(file) != nil, let table = tables[file] {
                diagnostics += EmptyValueRule.findings(in: table, file: file.displayPath)
            }
        }
        return diagnostics
    }

    /// What one file yields on its own: its findings, and its `.stringsdict` model for the cross-locale pass.
    struct FileFindings: Sendable {
        var diagnostics: [Diagnostic] = []
        var stringsdict: StringsdictDocument?
    }

    /// `nil` when the file is gone.
    private func checkAlone(_ file: SourceFile) throws -> FileFindings? {
        guard !isTranslatorNotes(file) else { return FileFindings() }
        switch file.fileExtension {
        case "stringsdict":
            guard let data = try FileBytes.readSource(file) else { return nil }
            let locale = LocalizedFile(file)?.locale
            let document = StringsdictDocument(
                data: data, displayPath: file.displayPath,
                pluralCategories: locale.flatMap(PluralCategories.categories(for:)), locale: locale
            )
            let consistency = document.entries.compactMap(\.permutationConflict)
            return FileFindings(diagnostics: document.diagnostics + formatProblems(in: document, file: file) + consistency, stringsdict: document)
        case "xcstrings":
            guard let data = try FileBytes.readSource(file) else { return nil }
            return FileFindings(diagnostics: StringCatalogLint.diagnostics(data: data, displayPath: file.displayPath))
        default:
            return FileFindings()
        }
    }

    private func isTranslatorNotes(_ file: SourceFile) -> Bool {
        LocalizedFile(file).map { TranslatorNotesLocale.contains($0.locale) } ?? false
    }


    private func formatProblems(in table: StringsTable?, file: SourceFile) -> [Diagnostic] {
        guard let table else { return [] }
        return table.entries.flatMap { entry -> [Diagnostic] in
            guard let value = entry.value, value.utf8.contains(0x25) else { return [] }
            let format = FormatString(value)
            guard FormatStringScope.judges(key: entry.key, reference: format) else { return [] }
            let place = KeyPlace(location: SourceLocation(file: file.displayPath, line: entry.valueLine, column: entry.valueColumn))
            return InvalidFormatSpecifierRule.diagnostics(key: entry.key, format: format, place: place)
        }
    }

    private func formatProblems(in document: StringsdictDocument, file: SourceFile) -> [Diagnostic] {
        document.entries.flatMap { entry -> [Diagnostic] in
            var values: [(String, Int, Bool)] = entry.formatKey.map { [($0, entry.formatKeyLine, false)] } ?? []
            for variable in entry.variables.values { values += variable.categories.values.map { ($0.value, $0.line, true) } }
            return values.flatMap { value, line, isForm in
                InvalidFormatSpecifierRule.diagnostics(
                    key: entry.key, value: value,
                    place: KeyPlace(location: SourceLocation(file: file.displayPath, line: line, column: 1)),
                    allowsMixedPositions: isForm
                )
            }
        }
    }
}
