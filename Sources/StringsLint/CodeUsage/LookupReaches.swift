import DevToolsCore

/// What each lookup's code can read (see `LookupBundles.Reach`), worked out once per file for the run,
/// on every core: the code-defined keys and the code check both ask it of every lookup, and a project's
/// thousands of files each cost a path to resolve and look up. Lookups come file by file, so a file's
/// run of lookups shares one answer, found by the lookup's position with no hashing of its path.
struct LookupReaches: Sendable {
    /// Each run of lookups in one file: its reach.
    private let reaches: [LookupBundles.Reach]
    /// Each run: whether no target builds its file (`LookupBundles.isUnbuilt`).
    private let unbuilt: [Bool]
    /// Each run: the compilation conditions the builds of its file set, when known.
    private let conditions: [Set<String>?]
    /// Each lookup (by position in the usage) → its run.
    private let runs: [Int32]

    init(_ usage: CodeKeyUsage, bundles: LookupBundles, workingDirectory: String) {
        var files: [String] = []
        var runs: [Int32] = []
        runs.reserveCapacity(usage.lookups.count)
        // By position: only each lookup's file is read, with no copy of the whole lookup.
        let lookups = usage.lookups
        for position in lookups.indices {
            if files.last != lookups[position].location.file { files.append(lookups[position].location.file) }
            runs.append(Int32(files.count - 1))
        }
        // In chunks: a file's answer is a path and two dictionary lookups, too little for a task each.
        let chunks = stride(from: 0, to: files.count, by: 512).map { $0..<min($0 + 512, files.count) }
        // Projects below the run's that build some of its files, read when first met.
        let nestedModels = ProjectModelCache()
        let answers = ParallelMap.collect(chunks) { [files] chunk in
            var describesItsBuild: [String: Bool] = [:]
            var folders: [String: String?] = [:]
            var nested: [String: LookupBundles] = [:]
            return files[chunk].map { file in
                let absolute = PathResolver.absolute(file, relativeTo: workingDirectory)
                var reach = bundles.reach(ofCodeIn: absolute)
                let unbuilt = bundles.isUnbuilt(absolute, describesItsBuild: &describesItsBuild)
                var conditions = bundles.compilationConditions(ofCodeIn: absolute)
                // Code a project below the run's builds reads that project's bundles.
                if !unbuilt, reach == .everyTable, let project = bundles.unreadProject(building: absolute, folders: &folders) {
                    let own = nested[project] ?? LookupBundles(models: nestedModels.model(at: project).map { [$0] } ?? [])
                    nested[project] = own
                    reach = own.reach(ofCodeIn: absolute)
                    conditions = own.compilationConditions(ofCodeIn: absolute)
                }
                return (reach, unbuilt, conditions)
            }
        }
        var reaches = answers.flatMap { $0.map(\.0) }
        var unbuilt = answers.flatMap { $0.map(\.1) }
        var conditions = answers.flatMap { $0.map(\.2) }
        // A static text constant is looked up where code reads it: in the bundles of the targets that
        // build the files that read it, as a run of its own.
        var constantRuns: [String: Int32] = [:]
        for position in lookups.indices {
            guard let constant = lookups[position].constant, let readers = usage.constantReaders[constant] else { continue }
            let run = Int(runs[position])
            if let known = constantRuns[constant] {
                runs[position] = known
                continue
            }
            let reach = bundles.reach(ofCodeInAny: readers.map { PathResolver.absolute($0, relativeTo: workingDirectory) })
            guard reach != reaches[run] else { continue }
            reaches.append(reach)
            unbuilt.append(unbuilt[run])
            conditions.append(conditions[run])
            constantRuns[constant] = Int32(reaches.count - 1)
            runs[position] = Int32(reaches.count - 1)
        }
        self.reaches = reaches
        self.unbuilt = unbuilt
        self.conditions = conditions
        self.runs = runs
    }

    /// The reach of the code of the lookup at `position` in the usage's lookups.
    func reach(ofLookupAt position: Int) -> LookupBundles.Reach { reaches[Int(runs[position])] }

    /// Whether some target builds the code of `lookup`, at `position`: code none builds looks nothing up
    /// for users (its literals still keep keys used). Code under `#if` of compilation conditions no
    /// build of its targets sets (`#if SNAPSHOTS`, which only fastlane's screenshot builds pass) is built
    /// by none either.
    func isBuilt(_ lookup: KeyLookup, at position: Int) -> Bool {
        let run = Int(runs[position])
        guard !unbuilt[run] else { return false }
        guard let condition = lookup.compiledOnlyIf, let set = conditions[run] else { return true }
        return condition.mayBeCompiled(given: set)
    }

    /// The run (one file's consecutive lookups) the lookup at `position` is in.
    func run(ofLookupAt position: Int) -> Int { Int(runs[position]) }
}
