/// What a config file may contain: one section per tool, each with its rules and its own keys.
/// Built from the tools themselves, so a new rule or option is known to the loader without editing it.
public struct ConfigSchema: Sendable {
    public struct Section: Sendable {
        public var name: String
        public var ruleIDs: Set<String>
        public var options: [String: ConfigOptionKind]

        public init(name: String, ruleIDs: Set<String>, options: [String: ConfigOptionKind]) {
            self.name = name
            self.ruleIDs = ruleIDs
            self.options = options
        }
    }

    public var sections: [String: Section]

    public init(sections: [Section]) {
        self.sections = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, $0) })
    }

    public init(linters: [any Linter.Type]) {
        self.init(
            sections: linters.map {
                Section(name: $0.configSection, ruleIDs: Set($0.rules.map(\.id)), options: $0.configOptions)
            })
    }
}
