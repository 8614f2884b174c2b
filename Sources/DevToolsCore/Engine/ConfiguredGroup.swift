/// Files one linter reads with the same effective settings, so they are linted in one pass (cross-file
/// rules see them together); files under nested configs with other options or rule settings form their
/// own groups. Each file's own config decides its excludes.
struct ConfiguredGroup {
    let toolConfiguration: ToolConfiguration
    var files: [SourceFile]
    /// The globs in force, for the cache key.
    var excludes: [String]

    /// `walked` is the config whose global excludes the walk already applied.
    static func groups(
        _ configured: [(SourceFile, Configuration)],
        section: String,
        extensions: Set<String>,
        named: Set<String>,
        walked: Configuration
    ) -> [ConfiguredGroup] {
        var groups: [ConfiguredGroup] = []
        // Per config file (by path): its group and its exclude globs, worked out once.
        var known: [String: (group: Int, globs: [Glob])] = [:]
        // Files come folder by folder, mostly under one config: the previous file's is tried first.
        var last: (key: String, group: Int, globs: [Glob])?
        for (file, configuration) in configured where extensions.contains(file.fileExtension) {
            let key = configuration.filePath ?? ""
            if let last, last.key == key {
                if !last.globs.isEmpty, !named.contains(file.absolutePath),
                    last.globs.excludes(file.absolutePath, under: configuration.baseDirectory)
                {
                    continue
                }
                groups[last.group].files.append(file)
                continue
            }
            if known[key] == nil {
                let tool = configuration.toolConfiguration(for: section)
                let alreadyApplied = configuration.filePath == walked.filePath
                let globs = ((alreadyApplied ? [] : configuration.exclude) + (configuration.sections[section]?.exclude ?? [])).map(
                    Glob.init)
                let index =
                    groups.firstIndex { $0.toolConfiguration.sameSettings(as: tool) }
                    ?? {
                        groups.append(ConfiguredGroup(toolConfiguration: tool, files: [], excludes: []))
                        return groups.count - 1
                    }()
                for glob in configuration.excludes(for: section) where !groups[index].excludes.contains(glob) {
                    groups[index].excludes.append(glob)
                }
                known[key] = (index, globs)
            }
            let (index, globs) = known[key]!
            last = (key, index, globs)
            if !globs.isEmpty, !named.contains(file.absolutePath), globs.excludes(file.absolutePath, under: configuration.baseDirectory) {
                continue
            }
            groups[index].files.append(file)
        }
        return groups.filter { !$0.files.isEmpty }
    }
}

extension ToolConfiguration {
    /// Same options and rule settings: a linter run with one gives the findings the other would.
    func sameSettings(as other: ToolConfiguration) -> Bool {
        options == other.options && ruleSettings == other.ruleSettings
    }
}
