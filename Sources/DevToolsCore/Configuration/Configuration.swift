/// The whole `.devtools.yml`: global excludes and one section per tool.
public struct Configuration: Sendable {
    /// Path of the config file that was read, or `nil` when none was found.
    public var filePath: String?
    /// Folder against which `exclude` globs and relative option paths are resolved.
    public var baseDirectory: String
    /// Globs excluded for every tool.
    public var exclude: [String]
    /// The linters' sections the file has, by section name (`strings`, `components`): each one's
    /// excludes, rule settings and options. clean-support reads no section.
    public var sections: [String: SectionConfiguration]

    public init(filePath: String? = nil, baseDirectory: String, exclude: [String] = [], sections: [String: SectionConfiguration] = [:]) {
        self.filePath = filePath
        self.baseDirectory = baseDirectory
        self.exclude = exclude
        self.sections = sections
    }

    public struct SectionConfiguration: Sendable {
        public var exclude: [String] = []
        public var ruleSettings: [String: RuleSetting] = [:]
        public var options: [String: ConfigValue] = [:]

        public init(exclude: [String] = [], ruleSettings: [String: RuleSetting] = [:], options: [String: ConfigValue] = [:]) {
            self.exclude = exclude
            self.ruleSettings = ruleSettings
            self.options = options
        }
    }

    /// What one tool sees.
    public func toolConfiguration(for section: String) -> ToolConfiguration {
        let own = sections[section] ?? SectionConfiguration()
        return ToolConfiguration(ruleSettings: own.ruleSettings, options: own.options, baseDirectory: baseDirectory)
    }

    /// Global excludes plus the tool's own.
    public func excludes(for section: String) -> [String] {
        exclude + (sections[section]?.exclude ?? [])
    }
}
