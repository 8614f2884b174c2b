import DevToolsCore

extension StringsLinter {
    /// `undefined-key`, `unused-key` and `stale-but-used`: with `strings.sources` (or `--sources`) and a
    /// run that can scan code (see `KeyLookupSource`), the lookups in those folders against the
    /// development language's version of every table among `files`.
    func codeKeyFindings(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic] {
        guard let sources = configuration.option("sources")?.stringListValue, !sources.isEmpty, let scanner = context.keyLookups else {
            return []
        }
        let functions = try (configuration.option("lookup-functions")?.stringListValue ?? []).map { spec in
            switch LookupFunction.parse(spec) {
            case .success(let function): return function
            case .failure(let error): throw ToolError("strings.lookup-functions: \(error)")
            }
        }
        let folders = sources.map { PathResolver.absolute($0, relativeTo: configuration.baseDirectory) }
        let usage = try scanner.usage(in: folders, functions: functions, workingDirectory: context.workingDirectory)
        let localized = files.compactMap(LocalizedFile.init).filter { !TranslatorNotesLocale.contains($0.locale) }
        let plan = LocalizationPlan(localized: localized, configuredBase: configuration.option("base")?.stringValue)
        let defined = try DefinedKeys(jobs: plan.jobs, catalogs: files.filter { $0.fileExtension == "xcstrings" })
        return CodeKeyCheck(usage: usage, defined: defined, dynamicKeys: configuration.option("dynamic-keys")?.stringListValue ?? [])
            .diagnostics()
    }
}
