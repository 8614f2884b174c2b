/// A run's files, each with the configuration that applies to it (see `NestedConfigurations`).
///
/// A project has a handful of configurations and tens of thousands of files, so each file holds the
/// position of its configuration, not a copy: copying a `Configuration` per file retained and released
/// its every field, a few percent of a 20,000-file run.
struct ConfiguredFiles {
    let files: [SourceFile]
    let configurations: [Configuration]
    /// For each file, its configuration's position in `configurations`.
    let positions: [Int32]

    /// Each file under the configuration at its position in `configurations`.
    init(files: [SourceFile], configurations: [Configuration], positions: [Int32]) {
        self.files = files
        self.configurations = configurations
        self.positions = positions
    }

    /// Every file under one configuration.
    init(files: [SourceFile], configuration: Configuration) {
        self.init(files: files, configurations: [configuration], positions: Array(repeating: 0, count: files.count))
    }
}
