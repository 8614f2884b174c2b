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
        _ configured: ConfiguredFiles,
        section: String,
        extensions: Set<String>,
        named: Set<String>,
        walked: Configuration
    ) -> [ConfiguredGroup] {
        var groups: [ConfiguredGroup] = []
        // Per configuration: its group and its exclude globs, worked out when its first file is met.
        var settled: [(group: Int, globs: [Glob])?] = Array(repeating: nil, count: configured.configurations.count)
        for (file, position) in zip(configured.files, configured.positions) where extensions.contains(file.fileExtension) {
            let configuration = configured.configurations[Int(position)]
            if settled[Int(position)] == nil {
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
                settled[Int(position)] = (index, globs)
            }
            let (index, globs) = settled[Int(position)]!
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
