import DevToolsCore
import ProjectModel

extension StringsLinter {
    /// What the code in `strings.sources` (or `--sources`) does with keys, when the config names source
    /// folders and the run can scan code (see `KeyLookupSource`); `nil` otherwise.
    func codeUsage(context: LintContext) throws -> CodeKeyUsage? {
        guard let sources = configuration.option("sources")?.stringListValue, !sources.isEmpty, let scanner = context.keyLookups else {
            return nil
        }
        let functions = try (configuration.option("lookup-functions")?.stringListValue ?? []).map { spec in
            switch LookupFunction.parse(spec) {
            case .success(let function): return function
            case .failure(let error): throw ToolError("strings.lookup-functions: \(error)")
            }
        }
        let folders = sources.map { PathResolver.absolute($0, relativeTo: configuration.baseDirectory) }
        let generated = GeneratedFiles(
            globs: (configuration.option("generated")?.stringListValue ?? []).map(Glob.init), base: configuration.baseDirectory)
        return try scanner.usage(in: folders, functions: functions, generated: generated, workingDirectory: context.workingDirectory)
    }

    /// `undefined-key`, `unused-key` and `stale-but-used`: the code's lookups against the development
    /// language's version of every table among `files` that the code's bundle ships (see `LookupBundles`),
    /// with the keys whose English is in code; and the keys `unused-key` reports, by table.
    func codeKeyCheck(
        _ files: [SourceFile], usage: CodeKeyUsage?, plan made: LocalizationPlan?, codeKeys: CodeDefinedKeys?, bundles: LookupBundles?,
        reaches: LookupReaches? = nil, workingDirectory: String
    ) throws -> CodeKeyCheck.Outcome {
        guard let usage else { return CodeKeyCheck.Outcome() }
        let plan = made ?? LocalizationChecker.plan(of: files, configuration: configuration, codeKeys: codeKeys)
        let defined = try DefinedKeys(
            jobs: plan.jobs, catalogs: files.filter { $0.fileExtension == "xcstrings" },
            unlocalized: files.filter { $0.fileExtension == "strings" && !$0.absolutePath.contains(".lproj/") })
        var check = CodeKeyCheck(usage: usage, defined: defined, dynamicKeys: configuration.option("dynamic-keys")?.stringListValue ?? [])
        check.codeKeys = codeKeys
        check.bundles = bundles ?? LookupBundles(models: LookupBundles.projects(around: configuration.baseDirectory))
        check.workingDirectory = workingDirectory
        check.reaches = reaches
        // The storyboards are read once: their texts are uses here, and the comparison takes them over.
        var documents: [String: InterfaceBuilderDocument?] = [:]
        for file in plan.jobs.compactMap(\.interfaceBuilderFile) where documents[file] == nil {
            let document = InterfaceBuilderTable.document(at: file)
            documents[file] = .some(document)
            check.interfaceBuilderTexts += document?.texts.map(\.text) ?? []
        }
        check.codeOutsideTree = DependenciesOutsideTree.description(around: configuration.baseDirectory)
        let (diagnostics, unused) = check.findings()
        // The keys of the tables code looks up by key: a storyboard text that is one is such a lookup.
        let lookedUpKeys = Set(defined.tables.filter(\.isLookedUpByKey).flatMap(\.keys.keys))
        return CodeKeyCheck.Outcome(diagnostics: diagnostics, unused: unused, lookedUpKeys: lookedUpKeys, documents: documents)
    }
}
