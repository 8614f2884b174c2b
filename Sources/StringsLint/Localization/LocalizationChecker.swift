import DevToolsCore
import Foundation
import ProjectModel

/// The full `lint-strings` run with the cross-locale checks: every file's own checks, and each table's
/// translations compared with its development-language version.
///
/// It plans from paths first (`LocalizationPlan`), then reads each file once: the files no comparison
/// needs on their own, in parallel; then one table at a time, its development-language version (kept
/// whole) and its translations in parallel, each compared and let go as soon as it is read. Memory so
/// holds one reference table and a translation per core, not every table of every locale.
///
/// It only orchestrates: the rule types judge what it hands them (each table's development-language
/// version and translations through `TranslationComparison`, the values no comparison judges to
/// `InvalidFormatSpecifierRule` and `EmptyValueRule`).
public struct LocalizationChecker: Sendable {
    let configuration: ToolConfiguration
    /// How the code uses keys as formats, when `strings.sources` tells (see `FormatUse`).
    let formatUse: FormatUse?
    /// Where to record each translation's coverage and each locale's plural categories, when the report
    /// shows them (the HTML format).
    let coverage: LocalizationCoverageCollector?
    /// The keys whose development-language text is in code, when `strings.sources` tells: the
    /// translations must have them too (see `CodeDefinedKeys`).
    let codeKeys: CodeDefinedKeys?
    /// Table name → the keys `unused-key` reports: not also reported missing in every translation; and,
    /// under `CodeKeyCheck.groupPlace`, the keys of one bundle's table only other bundles' code looks up.
    let unusedKeys: [String: Set<String>]

    /// The keys no code that reads `job`'s table looks up.
    private func unused(in job: TableJob) -> Set<String> {
        let own = unusedKeys[CodeKeyCheck.groupPlace(group: job.group, table: job.name)]
        return own.map { (unusedKeys[job.name] ?? []).union($0) } ?? unusedKeys[job.name] ?? []
    }
    /// The keys of the tables code looks up by key (with `strings.sources`): a storyboard text that is one
    /// of them is localized at run time by a custom class, not by the storyboard's own table.
    let lookedUpKeys: Set<String>
    /// Storyboards and xibs the run has read already (by path; nil when one cannot be read).
    let documents: [String: InterfaceBuilderDocument?]
    /// The names whose text the code sets (`CodeKeyUsage.textSetOn`): a storyboard object reached
    /// through an outlet of one of them shows the code's text.
    let textSetOn: Set<String>
    /// The projects the run reads (an `InfoPlist` table's Info.plist is its target's).
    let projects: ProjectModelCache

    public init(configuration: ToolConfiguration) {
        self.init(configuration: configuration, formatUse: nil)
    }

    init(
        configuration: ToolConfiguration, formatUse: FormatUse?, codeKeys: CodeDefinedKeys? = nil, unusedKeys: [String: Set<String>] = [:],
        lookedUpKeys: Set<String> = [], documents: [String: InterfaceBuilderDocument?] = [:], textSetOn: Set<String> = [],
        coverage: LocalizationCoverageCollector? = nil,
        projects: ProjectModelCache = ProjectModelCache()
    ) {
        self.lookedUpKeys = lookedUpKeys
        self.documents = documents
        self.textSetOn = textSetOn
        self.projects = projects
        self.configuration = configuration
        self.formatUse = formatUse
        self.codeKeys = codeKeys
        self.unusedKeys = unusedKeys
        self.coverage = coverage
    }

    /// Every finding for `files`. A file deleted since discovery takes no part: when a localized one
    /// turns out gone, the plan no longer holds, and the pass runs again without it (rare: files vanish
    /// while being linted).
    ///
    /// With a `scope` (files named within their project), only its findings are wanted: the plan is made
    /// from every path as always (which locales a folder has decides which ship), but only the tables a
    /// file of the scope belongs to are read and compared, and of the other files only those in the scope.
    /// Every comparison is within one table, so the scope's findings are exactly those of a full pass.
    public func lint(_ files: [SourceFile], scope: ReportScope? = nil) throws -> [Diagnostic] {
        try lint(files, scope: scope, plan: nil)
    }

    /// The same, with the plan of `files` when the caller made it already (see `StringsLinter`).
    func lint(_ files: [SourceFile], scope: ReportScope?, plan: LocalizationPlan?) throws -> [Diagnostic] {
        var gone: Set<SourceFile> = []
        while true {
            let pass = try run(files.filter { !gone.contains($0) }, scope: scope, plan: gone.isEmpty ? plan : nil)
            if pass.goneLocalized.isEmpty { return pass.diagnostics }
            gone.formUnion(pass.goneLocalized)
        }
    }

    /// The plan for the localized files among `files` (translator notes left out).
    static func plan(of files: [SourceFile], configuration: ToolConfiguration, codeKeys: CodeDefinedKeys? = nil) -> LocalizationPlan {
        plan(localizedFiles(of: files), configuration: configuration, codeKeys: codeKeys)
    }

    /// The localized files among `files`, translator notes left out.
    static func localizedFiles(of files: [SourceFile]) -> [LocalizedFile] {
        files.compactMap(LocalizedFile.init).filter { !TranslatorNotesLocale.contains($0.locale) }
    }

    static func plan(_ localized: [LocalizedFile], configuration: ToolConfiguration, codeKeys: CodeDefinedKeys?) -> LocalizationPlan {
        LocalizationPlan(localized: localized, configuredBase: configuration.option("base")?.stringValue) { table, group in
            codeKeys?.defines(table: table, group: group) ?? false
        }
    }

    /// The findings of one pass, and the localized files it found gone.
    private struct Pass {
        var diagnostics: [Diagnostic] = []
        var goneLocalized: Set<SourceFile> = []
    }

    /// What reading one file gives: its findings, and its parsed content when a comparison needs it.
    struct FileFindings: Sendable {
        var diagnostics: [Diagnostic] = []
        var table: StringsTable?
        var stringsdict: StringsdictDocument?
    }

    private func run(_ files: [SourceFile], scope: ReportScope?, plan made: LocalizationPlan?) throws -> Pass {
        let localized = Self.localizedFiles(of: files)
        let plan = made ?? Self.plan(localized, configuration: configuration, codeKeys: codeKeys)
        var pass = Pass(diagnostics: plan.diagnostics)
        let isLocalized = Set(localized.map(\.file))
        func gone(_ file: SourceFile) { if isLocalized.contains(file) { pass.goneLocalized.insert(file) } }

        // 1. Files no comparison reads: their own checks, in parallel, nothing kept.
        let compared = Set(plan.jobs.flatMap { $0.files.map(\.file) })
        let inScope = { (file: SourceFile) in scope?.contains(file.absolutePath) ?? true }
        let alone = files.filter { !compared.contains($0) && inScope($0) }
        // The scope's tables, and those whose keys code in the scope gives (a staged `Text("New label")`).
        let codeTables = scope.flatMap { codeKeys?.tables(definedIn: $0) } ?? []
        let jobs = plan.jobs.filter { job in job.files.contains { inScope($0.file) } || codeTables.contains([job.name, job.group]) }
        let judged = plan.checkedFiles
        let outcomes = try ParallelMap.map(alone) { file in try checkAlone(file, judgesValues: !judged.contains(file)) }
        for (file, outcome) in zip(alone, outcomes) {
            if let outcome { pass.diagnostics += outcome } else { gone(file) }
        }

        // 2. One table at a time: its development-language version, then its translations in parallel.
        let comparing = ComparisonSettings(configuration: configuration)
        for job in jobs {
            let (table, referenceRead) = try referenceTable(of: job)
            referenceRead.gone.forEach(gone)
            pass.diagnostics += referenceRead.diagnostics
            if !job.interfaceBuilder {
                pass.diagnostics += InvalidFormatSpecifierRule.findings(in: table, skipping: unused(in: job))
            }
            let codeKeys = codeKeys(of: job, reference: table)
            let document = job.interfaceBuilderFile.flatMap { documents[$0] ?? InterfaceBuilderTable.document(at: $0) }?
                .settingTexts(ofOutlets: textSetOn)
            let (developmentTexts, knownKeys) = developmentTexts(of: job, reference: table, document: document)
            let comparison = TranslationComparison(
                reference: table, referenceLocale: job.referenceLocale, interfaceBuilder: job.interfaceBuilder,
                reportsUntranslated: comparing.reportsUntranslated, reportsEmptyValues: comparing.reportsEmptyValues,
                codeKeys: Set(codeKeys.keys), codeFormats: codeKeys.filter(\.value.isFormat), unusedKeys: unused(in: job),
                interfaceBuilderIDs: document?.objectIDs, interfaceBuilderFile: job.interfaceBuilderFile ?? "",
                developmentTexts: developmentTexts, judgedTogether: Set(developmentTexts.map(\.key)).union(knownKeys),
                intentIDs: IntentDefinitionTable.file(of: job).map(IntentDefinitionTable.ids(at:)) ?? [],
                interfaceBuilderPlaceholders: Set(document?.texts.filter(\.isPlaceholder).map(\.key) ?? [])
            )
            // The development language's own entries for objects the storyboard no longer has.
            for (keyIndex, key) in table.keys.enumerated() where comparison.isStale(key) {
                pass.diagnostics.append(
                    StaleInterfaceBuilderKeyRule.finding(
                        key: key, interfaceBuilderFile: comparison.interfaceBuilderFile, at: table.place(at: keyIndex).location))
            }
            let measured = coverage.map { CoverageRecorder(collector: $0, job: job, reportsUntranslated: comparing.reportsUntranslated) }
            let results = try ParallelMap.map(job.translations) { translation -> TableRead in
                var read = try readTable(translation.files)
                var tally = TranslationTally()
                read.diagnostics += comparison.diagnostics(
                    strings: read.strings, stringsdict: read.stringsdict, translation: translation, tally: &tally)
                read.developmentTextUse = comparison.developmentTextUse(strings: read.strings, translation: translation)
                tally.keys += developmentTexts.count { table.index[$0.key] == nil }
                tally.missing += read.developmentTextUse?.missing.count ?? 0
                read.isBarelyStarted = tally.isBarelyStarted
                read.missingCodeKeys =
                    tally.isBarelyStarted
                    ? [] : comparison.missingCodeKeys(strings: read.strings, stringsdict: read.stringsdict, translation: translation)
                measured?.record(tally, locale: translation.locale)
                read.strings = nil
                read.stringsdict = nil
                return read
            }
            var missingCodeKeys: [String: [String]] = [:]
            var gaps = DevelopmentTextGaps(texts: developmentTexts)
            for (result, translation) in zip(results, job.translations) {
                result.gone.forEach(gone)
                pass.diagnostics += result.diagnostics
                for key in result.missingCodeKeys { missingCodeKeys[key, default: []].append(translation.locale) }
                gaps.record(result.developmentTextUse, in: translation)
            }
            pass.diagnostics += gaps.diagnostics(table: job.name)
            // A regional translation that falls back to its language's (pt-BR to pt) is judged through that one.
            let judged = zip(results, job.translations).count { !$1.fallsBack && !$0.isBarelyStarted }
            for (normalized, locales) in missingCodeKeys.sorted(by: { $0.key < $1.key }) {
                // A language picker's `Text("Deutsch")` is the same in every translation.
                guard let key = codeKeys[normalized], !LanguageNames.isOwnName(key.value) else { continue }
                pass.diagnostics.append(
                    MissingKeyRule.missingInTranslations(
                        codeKey: key.key, value: key.value, table: job.name, locales: locales, of: judged,
                        at: key.location))
            }
            measured?.recordMissingTables(keys: table.keys.count { !$0.isEmpty })
        }
        return pass
    }

    /// The texts of a job judged across its translations together (`DevelopmentTextGaps`): a storyboard's
    /// texts its development table lacks; an `InfoPlist` table's entries and its Info.plist's texts.
    /// `knownKeys`: keys the built file has beyond those texts (an Info.plist's `$(PRODUCT_NAME)` name).
    private func developmentTexts(of job: TableJob, reference: ReferenceTable, document: InterfaceBuilderDocument?)
        -> (texts: [DevelopmentText], knownKeys: Set<String>)
    {
        if let document, let file = job.interfaceBuilderFile {
            let beside = (job.reference.anyFile ?? job.translations.first?.files.anyFile)?.file.displayPath
            let shown = InterfaceBuilderTable.displayPath(of: file, beside: beside)
            let texts = InterfaceBuilderTable.expectedTexts(of: document, beyond: reference).filter { !lookedUpKeys.contains($0.text) }.map
            {
                DevelopmentText(key: $0.key, value: $0.text, location: SourceLocation(file: shown, line: $0.line, column: 1))
            }
            return (texts, [])
        }
        guard InfoPlistTable.isInfoPlist(job), !job.translations.isEmpty else { return ([], []) }
        var search = AppProjectSearch()
        return InfoPlistTable.texts(of: job, reference: reference, projects: projects, search: &search)
    }

    /// A job's development-language table, and its files' own findings. The parsed files are let go
    /// once the table has taken what the comparisons need.
    private func referenceTable(of job: TableJob) throws -> (ReferenceTable, TableRead) {
        var read = try readTable(job.reference)
        let table = ReferenceTable(
            strings: read.strings, stringsdict: read.stringsdict, keepsKeys: !job.translations.isEmpty,
            formatUse: formatUse?.table(job.name))
        LargeTableRelease.release(read.strings.take()?.table)
        read.stringsdict = nil
        return (table, read)
    }

    /// The keys code defines for `job`'s table in its group that its development-language version does
    /// not define (those are compared as the table's own), by normalized key.
    private func codeKeys(of job: TableJob, reference: ReferenceTable) -> [String: CodeDefinedKeys.Key] {
        guard var keys = codeKeys?.keys(table: job.name, group: job.group), !keys.isEmpty else { return [:] }
        for key in reference.keys { keys[KeyPattern.normalized(key)] = nil }
        return keys
    }

    /// The rule settings a comparison needs.
    private struct ComparisonSettings {
        var reportsUntranslated: Bool
        var reportsEmptyValues: Bool

        init(configuration: ToolConfiguration) {
            reportsUntranslated = configuration.isEnabled(UntranslatedRule.description)
            reportsEmptyValues = configuration.isEnabled(EmptyValueRule.description)
        }
    }

    /// One table's files in one locale, read with their own findings.
    private struct TableRead: Sendable {
        var diagnostics: [Diagnostic] = []
        var strings: (file: LocalizedFile, table: StringsTable)?
        var stringsdict: (file: LocalizedFile, document: StringsdictDocument)?
        var gone: [SourceFile] = []
        /// The code's keys the translation lacks (normalized).
        var missingCodeKeys: Set<String> = []
        /// Lacks nearly every key: said once (`MissingKeyRule.finding(barelyStarted:…)`), not per code key.
        var isBarelyStarted = false
        /// What the translation does with the texts judged across translations together.
        var developmentTextUse: DevelopmentTextUse?
    }

    private func readTable(_ files: LocalizationGroup.TableFiles) throws -> TableRead {
        var read = TableRead()
        // The .stringsdict first: its XML tree is gone before the .strings table is built.
        for file in [files.stringsdict, files.strings].compactMap({ $0 }) {
            guard let findings = try findings(of: file.file) else {
                read.gone.append(file.file)
                continue
            }
            read.diagnostics += findings.diagnostics
            if let table = findings.table { read.strings = (file, table) }
            if let document = findings.stringsdict {
                read.stringsdict = (file, document)
                coverage.map { CoverageRecorder.recordPlurals(of: document, locale: file.locale, in: $0) }
            }
        }
        return read
    }

    /// A file's findings when no comparison reads it; `judgesValues` for a `.strings` file no comparison
    /// judged: its `%` problems and (in a `.lproj`) its empty values, on its own. `nil` when the file is gone.
    private func checkAlone(_ file: SourceFile, judgesValues: Bool) throws -> [Diagnostic]? {
        guard var findings = try findings(of: file) else { return nil }
        if judgesValues, file.fileExtension == "strings", !isTranslatorNotes(file), let table = findings.table {
            let use = LocalizedFile(file).flatMap { formatUse?.table($0.table) }
            findings.diagnostics += InvalidFormatSpecifierRule.findings(judgingAlone: table, file: file.displayPath, formatUse: use)
            if configuration.isEnabled(EmptyValueRule.description), LocalizedFile(file) != nil {
                findings.diagnostics += EmptyValueRule.findings(in: table, file: file.displayPath)
            }
        }
        LargeTableRelease.release(findings.table.take())
        return findings.diagnostics
    }

    /// What one file yields on its own: its findings, and its parsed content. `nil` when the file is gone.
    private func findings(of file: SourceFile) throws -> FileFindings? {
        if StringsLinter.isStringsFile(file.absolutePath) {
            guard let outcome = try StringsFileCheck(configuration: configuration, crossLocale: true).check(file) else { return nil }
            return FileFindings(diagnostics: outcome.diagnostics, table: outcome.table)
        }
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
            return FileFindings(
                diagnostics: document.diagnostics + InvalidFormatSpecifierRule.findings(in: document, file: file.displayPath) + consistency,
                stringsdict: document)
        case "xcstrings":
            guard let data = try FileBytes.readSource(file) else { return nil }
            // A key no code looks up shows nothing, translated or not (`unused-key` says to delete it).
            let unused = unusedKeys[((file.absolutePath as NSString).lastPathComponent as NSString).deletingPathExtension] ?? []
            return FileFindings(
                diagnostics: StringCatalogLint.diagnostics(
                    data: data, displayPath: file.displayPath, coverage: coverage, unusedKeys: unused))
        default:
            return FileFindings()
        }
    }

    private func isTranslatorNotes(_ file: SourceFile) -> Bool {
        LocalizedFile(file).map { TranslatorNotesLocale.contains($0.locale) } ?? false
    }
}
